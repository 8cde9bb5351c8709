import { dateTimeFormat } from "#contract/intl.ts";
import type { ClassroomSession } from "#contract/classroom.ts";
import {
  ClassroomEnrolStatus,
  ClassroomFormat,
  ClassroomUserStatus,
  cancellationOpen,
} from "#contract/classroom-rules.ts";

/**
 * What the learner's part of a session card offers (learner §4 "Classroom
 * enrol status" and "Classroom user status"; frame §3, §5): one of these, worked
 * out from the server's enrolStatus and userStatus, the seats and the clock.
 */
export type SessionAction =
  /** A visitor: the enrol button asks to log in first. */
  | { kind: "login" }
  | { kind: "enrol" }
  /** No seat left (10014): the waiting list may be joined (a visitor logs in first). */
  | { kind: "full" }
  /** On the full session's waiting list, at this place (1 is next). */
  | { kind: "waiting"; position: number }
  /** Disabled: enrolment has closed (10013). */
  | { kind: "closed" }
  /** Disabled: enrolled in another session of the certification (10015). */
  | { kind: "otherSession" }
  /** Waiting for the approver; cancellable until 24 hours before the start. */
  | { kind: "pending"; canCancel: boolean }
  /** Approved, more than 24 hours before the start: cancellable. */
  | { kind: "enrolled" }
  /** Approved, within 24 hours of the start: the enrolment in My Learning. */
  | { kind: "view" }
  | { kind: "checkedIn" }
  | { kind: "absent" }
  | { kind: "finished" };

type Standing = Pick<
  ClassroomSession,
  | "enrolStatus"
  | "userStatus"
  | "remainingSeats"
  | "enrolmentClosesAt"
  | "startsAt"
  | "waitingPosition"
>;

export function sessionAction(session: Standing, now: Date): SessionAction {
  switch (session.enrolStatus) {
    case ClassroomEnrolStatus.pending:
      return { kind: "pending", canCancel: cancellationOpen(new Date(session.startsAt), now) };
    case ClassroomEnrolStatus.unenroll:
      return { kind: "enrolled" };
    case ClassroomEnrolStatus.viewEnrolment:
      return { kind: "view" };
    case ClassroomEnrolStatus.checkIn:
      return { kind: "checkedIn" };
    case ClassroomEnrolStatus.absent:
      return { kind: "absent" };
    case ClassroomEnrolStatus.finished:
      return { kind: "finished" };
  }
  if (session.userStatus === ClassroomUserStatus.inOtherClass) return { kind: "otherSession" };
  if (now.getTime() >= new Date(session.enrolmentClosesAt).getTime()) return { kind: "closed" };
  if (session.remainingSeats <= 0)
    return session.waitingPosition === null
      ? { kind: "full" }
      : { kind: "waiting", position: session.waitingPosition };
  return session.userStatus === ClassroomUserStatus.notLogin
    ? { kind: "login" }
    : { kind: "enrol" };
}

/** A session's detail page below the site prefix (frame §2 "Classroom detail"). */
export const classroomDetailPath = (id: number) => `/classroom/detail/${id}`;

/** The i18n key of a session's format (seminar 0, workshop 1, webinar 2). */
export function formatKey(format: number): string {
  switch (format) {
    case ClassroomFormat.seminar:
      return "classroom.format.seminar";
    case ClassroomFormat.workshop:
      return "classroom.format.workshop";
    default:
      return "classroom.format.webinar";
  }
}

/** The format filter of the non-certification list, as it is written in the address. */
export const FORMAT_FILTERS = ["all", "webinar", "workshop", "seminar"] as const;
export type FormatFilter = (typeof FORMAT_FILTERS)[number];

export function readFormatFilter(value: string | null): FormatFilter {
  return (FORMAT_FILTERS as readonly string[]).includes(value ?? "")
    ? (value as FormatFilter)
    : "all";
}

/** The API's format number of a filter, or undefined for all. */
export function formatOfFilter(filter: FormatFilter): number | undefined {
  return filter === "all" ? undefined : ClassroomFormat[filter];
}

/** A page number from the address (1 when missing or not a positive whole number). */
export function readPageNum(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/**
 * The server's ICU puts thin and narrow no-break spaces around the range's
 * dash and before AM/PM where browsers may put plain ones: a page rendered on
 * the server would then not hydrate as the same text. Plain spaces everywhere.
 */
const plainSpaces = (text: string) => text.replace(/[\u2009\u202f\u00a0]/g, " ");

const RANGE_OPTIONS: Intl.DateTimeFormatOptions = {
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZoneName: "short",
};

/**
 * A session's start and end in one time zone, with the zone's name
 * ("4 Dec 2026, 09:00 – 16:00 GMT+1"); the instants as they are if the zone or
 * locale is unknown.
 */
export function formatSessionTime(
  startsAt: string,
  endsAt: string,
  timeZone: string,
  locale: string,
): string {
  try {
    return plainSpaces(
      dateTimeFormat(locale, { ...RANGE_OPTIONS, timeZone }).formatRange(
        new Date(startsAt),
        new Date(endsAt),
      ),
    );
  } catch {
    return `${startsAt} – ${endsAt}`;
  }
}

/** One instant in a time zone, with the zone's name. */
export function formatInstant(iso: string, timeZone: string, locale: string): string {
  try {
    return plainSpaces(
      dateTimeFormat(locale, { ...RANGE_OPTIONS, timeZone }).format(new Date(iso)),
    );
  } catch {
    return iso;
  }
}

/** Whether two zones show the same wall-clock time at this instant (no second line needed). */
export function sameOffset(iso: string, zoneA: string, zoneB: string): boolean {
  try {
    const at = new Date(iso);
    const wall = (timeZone: string) =>
      dateTimeFormat("en", {
        timeZone,
        year: "numeric",
        month: "numeric",
        day: "numeric",
        hour: "numeric",
        minute: "numeric",
        hourCycle: "h23",
      }).format(at);
    return wall(zoneA) === wall(zoneB);
  } catch {
    return zoneA === zoneB;
  }
}
