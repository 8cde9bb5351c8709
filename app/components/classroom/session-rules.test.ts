import { expect, test } from "vitest";
import {
  ClassroomEnrolStatus as E,
  ClassroomFormat,
  ClassroomUserStatus as U,
} from "#contract/classroom-rules.ts";
import {
  formatOfFilter,
  formatSessionTime,
  readFormatFilter,
  readPageNum,
  sameOffset,
  sessionAction,
} from "./session-rules.ts";

const now = new Date("2026-11-25T10:00:00Z");
const session = {
  enrolStatus: E.enroll,
  userStatus: U.unenrolled,
  remainingSeats: 3,
  enrolmentClosesAt: "2026-12-01T10:00:00Z",
  startsAt: "2026-12-03T10:00:00Z",
  waitingPosition: null,
};

test("a learner with no enrolment may enrol; a visitor is asked to log in", () => {
  expect(sessionAction(session, now)).toEqual({ kind: "enrol" });
  expect(sessionAction({ ...session, userStatus: U.notLogin }, now)).toEqual({ kind: "login" });
  // A rejected enrolment leaves the way open to enrol again.
  expect(sessionAction({ ...session, userStatus: U.rejected }, now)).toEqual({ kind: "enrol" });
});

test("enrolling is disabled when full (the waiting list instead), closed or in another session of the certification", () => {
  expect(sessionAction({ ...session, remainingSeats: 0 }, now)).toEqual({ kind: "full" });
  expect(sessionAction({ ...session, remainingSeats: 0, userStatus: U.notLogin }, now)).toEqual({
    kind: "full",
  });
  // On the waiting list: the place; once enrolment has closed the list serves nobody.
  const waiting = { ...session, remainingSeats: 0, waitingPosition: 2 };
  expect(sessionAction(waiting, now)).toEqual({ kind: "waiting", position: 2 });
  expect(sessionAction({ ...waiting, enrolmentClosesAt: now.toISOString() }, now)).toEqual({
    kind: "closed",
  });
  expect(sessionAction({ ...session, enrolmentClosesAt: now.toISOString() }, now)).toEqual({
    kind: "closed",
  });
  expect(sessionAction({ ...session, userStatus: U.inOtherClass }, now)).toEqual({
    kind: "otherSession",
  });
});

test("the learner's own enrolment: pending, enrolled, view within 24 hours, attendance", () => {
  const pending = { ...session, enrolStatus: E.pending, userStatus: U.enrolled, remainingSeats: 0 };
  expect(sessionAction(pending, now)).toEqual({ kind: "pending", canCancel: true });
  expect(sessionAction({ ...pending, startsAt: "2026-11-26T09:00:00Z" }, now)).toEqual({
    kind: "pending",
    canCancel: false,
  });
  expect(sessionAction({ ...session, enrolStatus: E.unenroll }, now)).toEqual({ kind: "enrolled" });
  expect(sessionAction({ ...session, enrolStatus: E.viewEnrolment }, now)).toEqual({
    kind: "view",
  });
  expect(sessionAction({ ...session, enrolStatus: E.checkIn }, now).kind).toBe("checkedIn");
  expect(sessionAction({ ...session, enrolStatus: E.absent }, now).kind).toBe("absent");
  expect(sessionAction({ ...session, enrolStatus: E.finished }, now).kind).toBe("finished");
});

test("the format filter of the address", () => {
  expect(readFormatFilter("webinar")).toBe("webinar");
  expect(readFormatFilter("lecture")).toBe("all");
  expect(readFormatFilter(null)).toBe("all");
  expect(formatOfFilter("all")).toBeUndefined();
  expect(formatOfFilter("seminar")).toBe(ClassroomFormat.seminar);
  expect(formatOfFilter("webinar")).toBe(ClassroomFormat.webinar);
  expect(readPageNum("3")).toBe(3);
  expect(readPageNum("0")).toBe(1);
  expect(readPageNum("x")).toBe(1);
});

test("times read in the venue's zone, with its name", () => {
  const text = formatSessionTime(
    "2026-12-04T08:00:00Z",
    "2026-12-04T15:00:00Z",
    "Europe/Berlin",
    "en-GB",
  );
  expect(text).toContain("09:00");
  expect(text).toContain("16:00");
  // The same text on the server and in the browser: no thin or narrow no-break spaces.
  expect(formatSessionTime("2026-12-04T08:00:00Z", "2026-12-04T09:00:00Z", "UTC", "en")).toBe(
    "Dec 4, 2026, 8:00 – 9:00 AM UTC",
  );
  expect(formatSessionTime("2026-12-04T08:00:00Z", "x", "Nowhere/Zone", "en")).toContain("–");
  expect(sameOffset("2026-12-04T08:00:00Z", "Europe/London", "UTC")).toBe(true);
  expect(sameOffset("2026-12-04T08:00:00Z", "Europe/Berlin", "UTC")).toBe(false);
});
