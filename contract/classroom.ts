import { z } from "zod";
import { PAGE_SIZE } from "./catalogue-rules.ts";
import {
  APPROVER_PAGE_MAX,
  APPROVER_PAGE_SIZE,
  ORDER_EXTRA_MAX_LENGTH,
} from "./classroom-rules.ts";
import { endpoints, idSchema, scopeSchema } from "./endpoint.ts";
import { INVITATION_CODE_MAX_LENGTH } from "./enrolment-rules.ts";

// ---- Classroom training (learner §7 "Classroom and practical exam", frame §3) ----

/** A session as the lists and the detail show it, with the learner's standing in it. */
export const classroomSessionSchema = z.object({
  id: z.number().int(),
  classroomName: z.string(),
  description: z.string(),
  /** The certification release, or null for non-certification training. */
  certificationReleaseId: z.number().int().nullable(),
  certificated: z.boolean(),
  /** Onsite 0, online 1. */
  type: z.number().int(),
  /** Seminar 0, workshop 1, webinar 2. */
  format: z.number().int(),
  credits: z.number().int(),
  trainerName: z.string(),
  capacity: z.number().int(),
  remainingSeats: z.number().int(),
  /** ISO instants; the page shows them in the venue's zone and in the learner's. */
  startsAt: z.string(),
  endsAt: z.string(),
  timeZone: z.string(),
  countryCode: z.string(),
  languageId: z.number().int(),
  location: z.string(),
  /** When enrolment closes (the session's enrolment time limits). */
  enrolmentClosesAt: z.string(),
  /** Dietary requirements and allergies are asked at enrolment. */
  orderFood: z.boolean(),
  /**
   * Whether a seat asked for now is approved at once (frame §4 "auto-approved"; decision
   * 0047); otherwise it is pending until the site's approver decides. A seat asked for with
   * an invitation letter is approved at once either way, a paid one once it is paid.
   */
  autoApprove: z.boolean(),
  /** Learner §4 "Classroom enrol status": the learner's button. */
  enrolStatus: z.number().int(),
  /** Learner §4 "Classroom user status". */
  userStatus: z.number().int(),
  /** Online sessions: only for a learner whose enrolment is approved, else null. */
  liveLink: z.string().nullable(),
  livePassword: z.string().nullable(),
  /**
   * Learners on the waiting list of a full session (decision 0019); 0 while seats are
   * free, since a freed seat goes to the first of them at once.
   */
  waitingCount: z.number().int(),
  /** The learner's place on the session's waiting list (1 is next), or null when not waiting. */
  waitingPosition: z.number().int().nullable(),
  /**
   * Paid training (decision 0023): the fee per person in the currency's minor units,
   * and its currency; both null for free training. A paid session is enrolled in
   * through /payment, not the enrol calls.
   */
  feeMinor: z.number().int().nullable(),
  currency: z.string().nullable(),
});
export type ClassroomSession = z.infer<typeof classroomSessionSchema>;

const classroomFilter = {
  /** Onsite 0, online 1. */
  type: z.coerce.number().int().min(0).max(1).optional(),
  /** Seminar 0, workshop 1, webinar 2. */
  format: z.coerce.number().int().min(0).max(2).optional(),
  /** Sessions that have not ended yet only (the default), or the past ones too. */
  upcoming: z.boolean().default(true),
};

/** A session in a track's schedule: with the certification it trains for. */
export const scheduledSessionSchema = classroomSessionSchema.extend({
  certificationName: z.string(),
  versionLabel: z.string(),
});
export type ScheduledSession = z.infer<typeof scheduledSessionSchema>;

/**
 * One session on its detail page (frame §2 "Classroom detail"): with the
 * certification it trains for, named; both null for non-certification training.
 */
export const classroomDetailSchema = classroomSessionSchema.extend({
  certificationName: z.string().nullable(),
  versionLabel: z.string().nullable(),
});
export type ClassroomDetail = z.infer<typeof classroomDetailSchema>;

/** How far ahead a schedule may be asked for at once. */
export const SCHEDULE_MAX_DAYS = 100;

const enrolmentRequest = scopeSchema.extend({
  classroomId: idSchema,
  dietaryRequirements: z.string().trim().max(ORDER_EXTRA_MAX_LENGTH).optional(),
  allergies: z.string().trim().max(ORDER_EXTRA_MAX_LENGTH).optional(),
});
const cancelRequest = scopeSchema.extend({ classroomId: idSchema });
/** A session of a certification may be enrolled in with an invitation letter (frame §2). */
const certificationEnrolmentRequest = enrolmentRequest.extend({
  /**
   * The letter's code (a training code of the session's certification release); an empty one
   * is refused as an incorrect letter (learner §5, 10000), not as malformed input.
   */
  invitationCode: z.string().trim().max(INVITATION_CODE_MAX_LENGTH).optional(),
});

/** What an enrolment or a cancellation leaves: the learner's standing and the seats left. */
export const classroomEnrolmentResultSchema = z.object({
  classroomId: z.number().int(),
  status: z.enum(["pending", "approved", "cancelled"]),
  enrolStatus: z.number().int(),
  userStatus: z.number().int(),
  remainingSeats: z.number().int(),
});
export type ClassroomEnrolmentResult = z.infer<typeof classroomEnrolmentResultSchema>;

/**
 * What joining or leaving a waiting list leaves: the learner's place (null once left, or
 * when a seat was free and taken at once: status pending or approved as an enrolment's).
 */
export const waitingListResultSchema = z.object({
  classroomId: z.number().int(),
  status: z.enum(["waiting", "left", "pending", "approved"]),
  waitingPosition: z.number().int().nullable(),
  waitingCount: z.number().int(),
  enrolStatus: z.number().int(),
  userStatus: z.number().int(),
  remainingSeats: z.number().int(),
});
export type WaitingListResult = z.infer<typeof waitingListResultSchema>;

/** One of the learner's classroom enrolments (My Learning, instructor-led training). */
export const myClassroomSchema = classroomSessionSchema.extend({
  enrolmentId: z.number().int(),
  status: z.enum([
    "reserved",
    "pending",
    "approved",
    "rejected",
    "cancelled",
    "checked_in",
    "absent",
    "finished",
    "expired",
  ]),
  enrolledAt: z.string(),
  dietaryRequirements: z.string().nullable(),
  allergies: z.string().nullable(),
});
export type MyClassroom = z.infer<typeof myClassroomSchema>;

/**
 * POST /user/registration/getLatestOrderingByUserId: the order extras of the
 * learner's most recent enrolment on this site that gave any (classroom or
 * practical exam), to fill in the meal form again; null when none gave any.
 */
export const latestOrderingSchema = z
  .object({
    dietaryRequirements: z.string().nullable(),
    allergies: z.string().nullable(),
  })
  .nullable();
export type LatestOrdering = z.infer<typeof latestOrderingSchema>;

export const classroomApi = endpoints({
  ofCertification: {
    path: "/certification/classroom/getOfCertification",
    method: "POST",
    request: scopeSchema.extend({ relationId: idSchema, ...classroomFilter }),
    response: z.array(classroomSessionSchema),
  },
  ofCertificateType: {
    path: "/certification/classroom/getOfCertificateType",
    method: "POST",
    request: scopeSchema.extend({
      /** The track's certification kind: gsc 0, hsc 1. */
      kind: z.number().int().min(0).max(2),
      /** Onsite 0, online 1 (the calendar's training method filter). */
      type: z.number().int().min(0).max(1).optional(),
      /** The session's country (ISO 3166-1 alpha-2). */
      countryCode: z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z]{2}$/)
        .optional(),
      /** The session's language (the scope's languageId is the page's). */
      sessionLanguageId: idSchema.optional(),
      /** Sessions starting from this day (default today) to this one (default 100 days on), ISO dates. */
      from: z.iso.date().optional(),
      to: z.iso.date().optional(),
    }),
    response: z.array(scheduledSessionSchema),
  },
  nonCertificationList: {
    path: "/certification/classroom/getNonCertificationList",
    method: "POST",
    request: scopeSchema.extend({
      ...classroomFilter,
      pageNum: z.coerce.number().int().min(1).max(10_000).default(1),
      pageSize: z.coerce.number().int().min(1).max(50).default(PAGE_SIZE.desktop),
    }),
    response: z.object({ rows: z.array(classroomSessionSchema), total: z.number().int() }),
  },
  byId: {
    path: "/certification/classroom/getById",
    method: "GET",
    request: scopeSchema.extend({ id: idSchema }),
    response: classroomDetailSchema,
  },
  enrollClassroom: {
    path: "/user/registration/enrollClassroom",
    method: "POST",
    request: certificationEnrolmentRequest,
    response: classroomEnrolmentResultSchema,
  },
  cancelClassroom: {
    path: "/user/registration/cancelClassroom",
    method: "POST",
    request: cancelRequest,
    response: classroomEnrolmentResultSchema,
  },
  enrollNonCertificated: {
    path: "/user/registration/nonCertificatedClassroom/enroll",
    method: "POST",
    request: enrolmentRequest,
    response: classroomEnrolmentResultSchema,
  },
  cancelNonCertificated: {
    path: "/user/registration/nonCertificatedClassroom/cancel",
    method: "POST",
    request: cancelRequest,
    response: classroomEnrolmentResultSchema,
  },
  joinWaitingList: {
    path: "/user/registration/waitingList/join",
    method: "POST",
    request: enrolmentRequest,
    response: waitingListResultSchema,
  },
  leaveWaitingList: {
    path: "/user/registration/waitingList/leave",
    method: "POST",
    request: cancelRequest,
    response: waitingListResultSchema,
  },
  homeClassrooms: {
    path: "/certification/recommendation/getHomePageClassroom",
    method: "POST",
    request: scopeSchema,
    response: z.array(classroomSessionSchema),
  },
  myClassrooms: {
    path: "/user/registration/getClassroomByUserId",
    method: "POST",
    request: scopeSchema,
    response: z.array(myClassroomSchema),
  },
  latestOrdering: {
    path: "/user/registration/getLatestOrderingByUserId",
    method: "POST",
    request: scopeSchema,
    response: latestOrderingSchema,
  },
});

// ---- Check-in, attendance, evaluation and the approver's calls ----

/**
 * GET /certification/classroom/qr/detail: the QR the trainer shows at the session, for the
 * session's trainer or the site's staff. Its code changes every minute (decision 0045).
 */
export const classroomQrSchema = z.object({
  classroomId: z.number().int(),
  classroomName: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** The venue's time zone, in which the page shows the times. */
  timeZone: z.string(),
  /** From when the code checks learners in (30 minutes before the start) until `endsAt`. */
  checkInOpensAt: z.string(),
  /** Whether check-in is open now. */
  checkInOpen: z.boolean(),
  /** The address the QR encodes: the check-in page, with this minute's signed code. */
  checkInUrl: z.string(),
  /** The QR as an SVG document. */
  qrSvg: z.string(),
  /** When the next code is shown: ask again then. */
  refreshAt: z.string(),
  /** Until when this code is taken (the end of the next minute). */
  validUntil: z.string(),
});

export type ClassroomQr = z.infer<typeof classroomQrSchema>;

/** A check-in code is a signed token of a session and minute; longer input is refused unread. */
const checkInToken = z.string().trim().min(1).max(200);

export const checkInResultSchema = z.object({
  classroomId: z.number().int(),
  classroomName: z.string(),
  status: z.literal("checked_in"),
  /** The first check-in: scanning again answers the same, never a second record. */
  checkedInAt: z.string(),
  enrolStatus: z.number().int(),
  userStatus: z.number().int(),
});

/** One to five for each of overall, trainer and content. */
const rating = z.number().int().min(1).max(5);
export const EVALUATION_COMMENT_MAX_LENGTH = 1000;

/** What a learner says of a session attended: the evaluation call's fields, and its form's. */
export const evaluationInputSchema = z.object({
  overall: rating,
  trainer: rating,
  content: rating,
  comment: z.string().trim().max(EVALUATION_COMMENT_MAX_LENGTH).default(""),
});

export const classroomEvaluationSchema = z.object({
  classroomId: z.number().int(),
  overall: z.number().int(),
  trainer: z.number().int(),
  content: z.number().int(),
  comment: z.string(),
  createdAt: z.string(),
});
export type ClassroomEvaluation = z.infer<typeof classroomEvaluationSchema>;

/** A page of an approver's enrolment list: sessions soonest first, then enrolments oldest first. */
export const approverPage = {
  pageNum: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(APPROVER_PAGE_MAX).default(APPROVER_PAGE_SIZE),
};

/** An enrolment as the site's approver sees it. */
export const classroomEnrolmentRowSchema = z.object({
  id: z.number().int(),
  classroomId: z.number().int(),
  classroomName: z.string(),
  startsAt: z.string(),
  status: z.enum([
    "reserved",
    "pending",
    "approved",
    "rejected",
    "cancelled",
    "checked_in",
    "absent",
    "finished",
    "expired",
  ]),
  learnerName: z.string(),
  learnerEmail: z.string(),
  dietaryRequirements: z.string().nullable(),
  allergies: z.string().nullable(),
  createdAt: z.string(),
});

const enrolmentDecision = {
  method: "POST",
  request: scopeSchema.extend({ id: idSchema }),
  response: z.object({ id: z.number().int(), status: z.string() }),
} as const;

export const attendanceApi = endpoints({
  qrDetail: {
    path: "/certification/classroom/qr/detail",
    method: "GET",
    request: scopeSchema.extend({ classroomId: idSchema }),
    response: classroomQrSchema,
  },
  checkIn: {
    path: "/user/registration/qr/checkIn",
    method: "GET",
    request: scopeSchema.extend({ token: checkInToken }),
    response: checkInResultSchema,
  },
  evaluate: {
    path: "/certification/evaluate/classroom",
    method: "POST",
    request: scopeSchema.extend({ classroomId: idSchema, ...evaluationInputSchema.shape }),
    response: classroomEvaluationSchema,
  },
  evaluationOf: {
    path: "/certification/evaluate/queryByUserId",
    method: "POST",
    request: scopeSchema.extend({
      /** The classroom session evaluated. */
      relationId: idSchema,
      relationType: z.number().int().min(0).max(9).optional(),
      courseType: z.number().int().min(0).max(9).nullish(),
    }),
    response: classroomEvaluationSchema.nullable(),
  },
  enrolments: {
    path: "/admin/classroom/enrolments",
    method: "GET",
    request: scopeSchema.extend({
      classroomId: idSchema.optional(),
      status: z
        .enum(["pending", "approved", "rejected", "cancelled", "checked_in", "absent", "finished"])
        .default("pending"),
      ...approverPage,
    }),
    response: z.array(classroomEnrolmentRowSchema),
  },
  approve: { path: "/admin/classroom/approve", ...enrolmentDecision },
  reject: { path: "/admin/classroom/reject", ...enrolmentDecision },
  attendance: {
    path: "/admin/classroom/attendance",
    method: "POST",
    request: scopeSchema.extend({ id: idSchema, attended: z.boolean() }),
    response: z.object({ id: z.number().int(), status: z.string() }),
  },
});
