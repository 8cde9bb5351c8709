import { expect, test } from "vitest";
import type { PracticalExamSession } from "#contract/practical-exam.ts";
import { passedPractical, practicalAction } from "./practical-rules.ts";

const now = new Date("2026-06-01T10:00:00Z");
const session = (over: Partial<PracticalExamSession> = {}) => ({
  status: null,
  result: null,
  score: null,
  inOtherSession: false,
  remainingSeats: 3,
  enrolmentClosesAt: "2026-06-20T10:00:00Z",
  startsAt: "2026-06-23T10:00:00Z",
  ...over,
});

test("a visitor is asked to log in; a learner may enrol while seats are left and enrolment is open", () => {
  expect(practicalAction(session(), false, now)).toEqual({ kind: "login" });
  expect(practicalAction(session(), true, now)).toEqual({ kind: "enrol" });
  expect(practicalAction(session({ remainingSeats: 0 }), true, now)).toEqual({ kind: "full" });
  expect(
    practicalAction(session({ enrolmentClosesAt: "2026-06-01T09:00:00Z" }), true, now),
  ).toEqual({ kind: "closed" });
  expect(practicalAction(session({ inOtherSession: true }), true, now)).toEqual({
    kind: "otherSession",
  });
  // Cancelled or rejected: enrol again.
  expect(practicalAction(session({ status: "cancelled" }), true, now)).toEqual({ kind: "enrol" });
});

test("pending and approved are cancellable until 24 hours before the start", () => {
  expect(practicalAction(session({ status: "pending" }), true, now)).toEqual({
    kind: "pending",
    canCancel: true,
  });
  expect(
    practicalAction(session({ status: "approved", startsAt: "2026-06-02T09:00:00Z" }), true, now),
  ).toEqual({ kind: "approved", canCancel: false });
});

test("a finished exam shows its result and score (pass 80 of 100)", () => {
  expect(
    practicalAction(session({ status: "finished", result: "success", score: 85 }), true, now),
  ).toEqual({ kind: "finished", passed: true, absent: false, score: 85 });
  expect(
    practicalAction(session({ status: "finished", result: "absent" }), true, now),
  ).toMatchObject({ passed: false, absent: true, score: null });
  expect(passedPractical({ result: null, score: 80 })).toBe(true);
  expect(passedPractical({ result: null, score: 79 })).toBe(false);
});
