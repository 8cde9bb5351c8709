import { describe, expect, test } from "vitest";
import {
  cancellationOpen,
  ClassroomEnrolStatus as E,
  ClassroomUserStatus as U,
  enrolmentClosesAt,
  enrolmentOpen,
  enrolStatusOf,
  seatApprovedAtOnce,
  userStatusOf,
} from "./classroom-rules.ts";

const HOUR = 3_600_000;
const start = new Date("2026-12-01T09:00:00Z");
const at = (hoursFromStart: number) => new Date(start.getTime() + hoursFromStart * HOUR);
const window = (enrolBeforeHours = 0, enrolAfterHours = 0) => ({
  startsAt: start,
  endsAt: at(8),
  enrolBeforeHours,
  enrolAfterHours,
});

describe("enrolment window (frame §3 enrolment time limits)", () => {
  test.each([
    // [before, after, hours from start, open]
    [0, 0, -1, true],
    [0, 0, 0, false],
    [48, 0, -49, true],
    [48, 0, -48, false],
    [48, 0, -47, false],
    [0, 2, 1.9, true],
    [0, 2, 2, false],
    // Late enrolment never outlasts the session.
    [0, 12, 7.9, true],
    [0, 12, 8, false],
  ])("closes %ih before / %ih after: at %ih open=%s", (before, after, hours, open) => {
    expect(enrolmentOpen(window(before, after), at(hours))).toBe(open);
  });

  test("the closing moment is what the page shows", () => {
    expect(enrolmentClosesAt(window(24, 0)).toISOString()).toBe(at(-24).toISOString());
    expect(enrolmentClosesAt(window(0, 1)).toISOString()).toBe(at(1).toISOString());
  });
});

describe("cancelling (10011: not within 24 hours before the start)", () => {
  test.each([
    [-48, true],
    [-24, true],
    [-23.9, false],
    [1, false],
  ])("at %ih from the start: %s", (hours, open) => {
    expect(cancellationOpen(start, at(hours))).toBe(open);
  });
});

describe("the learner's button and standing (learner §4)", () => {
  test("enrol status by enrolment state", () => {
    const early = at(-48);
    const late = at(-2);
    expect(enrolStatusOf(null, window(), early)).toBe(E.enroll);
    expect(enrolStatusOf("cancelled", window(), early)).toBe(E.enroll);
    expect(enrolStatusOf("rejected", window(), early)).toBe(E.enroll);
    expect(enrolStatusOf("pending", window(), early)).toBe(E.pending);
    expect(enrolStatusOf("approved", window(), early)).toBe(E.unenroll);
    // Inside the 24 hours the enrolment can only be viewed.
    expect(enrolStatusOf("approved", window(), late)).toBe(E.viewEnrolment);
    expect(enrolStatusOf("checked_in", window(), at(1))).toBe(E.checkIn);
    expect(enrolStatusOf("absent", window(), at(9))).toBe(E.absent);
    expect(enrolStatusOf("finished", window(), at(9))).toBe(E.finished);
  });

  test("user status", () => {
    expect(userStatusOf({ loggedIn: false, state: "approved", inOther: false })).toBe(U.notLogin);
    expect(userStatusOf({ loggedIn: true, state: null, inOther: false })).toBe(U.unenrolled);
    expect(userStatusOf({ loggedIn: true, state: null, inOther: true })).toBe(U.inOtherClass);
    expect(userStatusOf({ loggedIn: true, state: "cancelled", inOther: true })).toBe(
      U.inOtherClass,
    );
    expect(userStatusOf({ loggedIn: true, state: "pending", inOther: false })).toBe(U.enrolled);
    expect(userStatusOf({ loggedIn: true, state: "approved", inOther: false })).toBe(U.approved);
    expect(userStatusOf({ loggedIn: true, state: "checked_in", inOther: false })).toBe(U.checkin);
    expect(userStatusOf({ loggedIn: true, state: "absent", inOther: false })).toBe(U.absent);
    expect(userStatusOf({ loggedIn: true, state: "rejected", inOther: false })).toBe(U.rejected);
  });
});

describe("which seats are approved at once (decision 0047)", () => {
  const session = (autoApprove: boolean, certificationReleaseId: number | null) => ({
    autoApprove,
    certificationReleaseId,
  });

  test("a session marked to approve at once: only where its certification approves its enrolments automatically", () => {
    // Non-certification training (a webinar): the session decides.
    expect(seatApprovedAtOnce(session(true, null), null)).toBe(true);
    // HCSA approves its enrolments at once: so do its free sessions marked so.
    expect(seatApprovedAtOnce(session(true, 101), "automatic")).toBe(true);
    // HCSE's enrolments are reviewed: a session of it marked to approve at once is reviewed too.
    expect(seatApprovedAtOnce(session(true, 103), "manual")).toBe(false);
  });

  test("a session not marked so is always reviewed", () => {
    expect(seatApprovedAtOnce(session(false, null), null)).toBe(false);
    expect(seatApprovedAtOnce(session(false, 101), "automatic")).toBe(false);
  });
});
