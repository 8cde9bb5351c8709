/**
 * Classroom training (learner §4 "Classroom type/format/enrol status/user
 * status", frame §3 "Classroom training", frame §4 "Enrolment" and §5):
 * constants and the time rules of enrolling and cancelling, without zod
 * (decision 0005), so the page and the server decide alike.
 */

export const ClassroomType = { onsite: 0, online: 1 } as const;
export const ClassroomFormat = { seminar: 0, workshop: 1, webinar: 2 } as const;

/** What the learner's button in a session says (learner §4 "Classroom enrol status"). */
export const ClassroomEnrolStatus = {
  enroll: 0,
  pending: 1,
  viewEnrolment: 2,
  unenroll: 3,
  checkIn: 4,
  absent: 5,
  finished: 6,
} as const;

/** Where the learner stands with a session (learner §4 "Classroom user status"). */
export const ClassroomUserStatus = {
  notLogin: 0,
  unenrolled: 1,
  enrolled: 2,
  inOtherClass: 3,
  approved: 4,
  uncheckin: 5,
  checkin: 6,
  absent: 7,
  rejected: 8,
} as const;

/** A classroom enrolment's state as stored. */
export type ClassroomEnrolmentState =
  /** A seat of a paid session held for the learner's order until it is paid (decision 0023). */
  | "reserved"
  | "pending"
  | "approved"
  | "rejected"
  | "cancelled"
  | "checked_in"
  | "absent"
  | "finished"
  /** Still pending when the session ended: the seat is given back. */
  | "expired";

/** States that count as the learner's current training of a certification (code 10015). */
export const LIVE_ENROLMENT_STATES = ["pending", "approved", "checked_in"] as const;

/**
 * States that hold a seat of the session (code 10024 for the same session):
 * a seat, once taken, is given back only by cancelling, rejecting or the
 * expiry of a pending enrolment; attending or not keeps it (decision 0017). A seat
 * `reserved` for an order of a paid session holds it too, until the order is paid
 * (then pending or approved) or lapses (decision 0023).
 */
export const SEAT_HOLDING_STATES = [
  "reserved",
  ...LIVE_ENROLMENT_STATES,
  "finished",
  "absent",
] as const;

/**
 * Check-in (decision 0045): the code the session's QR shows changes every
 * minute and is taken during the minute it was shown and the next, and only
 * from this many minutes before the start until the end — learners arriving
 * early are checked in at the door.
 */
export const CHECK_IN_OPENS_MINUTES_BEFORE = 30;
export const CHECK_IN_CODE_SECONDS = 60;

/** When a session's check-in opens. */
export const checkInOpensAt = (startsAt: Date) =>
  new Date(startsAt.getTime() - CHECK_IN_OPENS_MINUTES_BEFORE * 60_000);

/**
 * Whether a seat asked for without an invitation letter is approved at once
 * (decision 0047); otherwise it is pending until the site's approver decides
 * (frame §4: review in 1 to 3 working days). Only where no person has anything
 * left to decide: the session is marked to approve at once and, for a
 * certification's training, the certification approves its own enrolments
 * automatically. A letter's seat is approved at once whatever this says
 * (frame §1), a paid seat once it is paid (decision 0023).
 */
export function seatApprovedAtOnce(
  session: { autoApprove: boolean; certificationReleaseId: number | null },
  /** The approval policy of the session's certification; null for non-certification training. */
  certificationApproval: "manual" | "automatic" | null,
): boolean {
  if (!session.autoApprove) return false;
  return session.certificationReleaseId === null || certificationApproval === "automatic";
}

/** No cancelling within this many hours before the start (code 10011, frame §5). */
export const CANCEL_CLOSES_HOURS_BEFORE = 24;

/** Dietary requirements and allergies are at most this long (the order extras, frame §3). */
export const ORDER_EXTRA_MAX_LENGTH = 200;

/** The approver's enrolment lists come in pages of this many by default, at most APPROVER_PAGE_MAX. */
export const APPROVER_PAGE_SIZE = 50;
export const APPROVER_PAGE_MAX = 200;

const HOUR = 3_600_000;

/** When a session takes enrolments, from its enrolment time limits (frame §3). */
export type EnrolmentWindow = {
  startsAt: Date;
  endsAt: Date;
  /** Enrolment closes this many hours before the start (0: at the start). */
  enrolBeforeHours: number;
  /** Late enrolment stays open this many hours after the start (0: none). */
  enrolAfterHours: number;
};

/** The moment a session stops taking enrolments. */
export function enrolmentClosesAt(window: EnrolmentWindow): Date {
  const closes =
    window.enrolAfterHours > 0
      ? window.startsAt.getTime() + window.enrolAfterHours * HOUR
      : window.startsAt.getTime() - window.enrolBeforeHours * HOUR;
  return new Date(Math.min(closes, window.endsAt.getTime()));
}

/** Whether a session takes enrolments now; past it, enrolling answers 10013. */
export const enrolmentOpen = (window: EnrolmentWindow, now: Date) =>
  now.getTime() < enrolmentClosesAt(window).getTime();

/** Whether an enrolment may still be cancelled: not within 24 hours before the start (10011). */
export const cancellationOpen = (startsAt: Date, now: Date) =>
  now.getTime() <= startsAt.getTime() - CANCEL_CLOSES_HOURS_BEFORE * HOUR;

/** The button a learner's enrolment state shows (learner §4), or enrol when there is none. */
export function enrolStatusOf(
  state: ClassroomEnrolmentState | null,
  window: EnrolmentWindow,
  now: Date,
): number {
  switch (state) {
    case "pending":
      return ClassroomEnrolStatus.pending;
    case "approved":
      return cancellationOpen(window.startsAt, now)
        ? ClassroomEnrolStatus.unenroll
        : ClassroomEnrolStatus.viewEnrolment;
    case "checked_in":
      return ClassroomEnrolStatus.checkIn;
    case "absent":
      return ClassroomEnrolStatus.absent;
    case "finished":
      return ClassroomEnrolStatus.finished;
    default:
      return ClassroomEnrolStatus.enroll;
  }
}

/** Where the learner stands with a session (learner §4); `inOther`: live in another session of it. */
export function userStatusOf(input: {
  loggedIn: boolean;
  state: ClassroomEnrolmentState | null;
  inOther: boolean;
}): number {
  if (!input.loggedIn) return ClassroomUserStatus.notLogin;
  switch (input.state) {
    case "pending":
      return ClassroomUserStatus.enrolled;
    case "approved":
      return ClassroomUserStatus.approved;
    case "checked_in":
    case "finished":
      return ClassroomUserStatus.checkin;
    case "absent":
      return ClassroomUserStatus.absent;
    case "rejected":
      return ClassroomUserStatus.rejected;
    default:
      return input.inOther ? ClassroomUserStatus.inOtherClass : ClassroomUserStatus.unenrolled;
  }
}
