import { z } from "zod";
import { approverPage } from "./classroom.ts";
import { ORDER_EXTRA_MAX_LENGTH } from "./classroom-rules.ts";
import { INVITATION_CODE_MAX_LENGTH } from "./enrolment-rules.ts";
import { endpoints, idSchema, scopeSchema } from "./endpoint.ts";

// ---- Practical exam (learner §3 "Practical exam", §7 "Classroom and practical exam"; frame §2, §4, §9) ----

/** Practical exams are scored out of 100 and passed at 80 (frame §9). */
export const PRACTICAL_EXAM = { totalScore: 100, passScore: 80 } as const;

/** Onsite 0 (length set by the examiner), online 1 (one hour). */
export const PracticalExamType = { onsite: 0, online: 1 } as const;

/**
 * A practical exam enrolment's state as stored: pending until the approver
 * decides; expired when the session ended undecided (frame §4).
 */
export const PRACTICAL_ENROLMENT_STATES = [
  "pending",
  "approved",
  "rejected",
  "cancelled",
  "finished",
  "expired",
] as const;
export type PracticalEnrolmentState = (typeof PRACTICAL_ENROLMENT_STATES)[number];

/** States that hold a seat and are the learner's current practical exam (10009). */
export const LIVE_PRACTICAL_ENROLMENT_STATES = ["pending", "approved"] as const;

/** A finished enrolment's result (frame §4 "Classroom/practical results"). */
export const PRACTICAL_RESULTS = ["success", "fail", "absent"] as const;
export type PracticalResult = (typeof PRACTICAL_RESULTS)[number];

/** A region practical exams are held in, named in the request's language ("en" fallback). */
export const practicalExamRegionSchema = z.object({
  regionId: z.number().int(),
  name: z.string(),
});
export type PracticalExamRegion = z.infer<typeof practicalExamRegionSchema>;

/** A practical exam session as the certification page shows it, with the learner's standing. */
export const practicalExamSessionSchema = z.object({
  id: z.number().int(),
  practicalExamName: z.string(),
  certificationReleaseId: z.number().int(),
  /** Onsite 0, online 1. */
  type: z.number().int(),
  trainerName: z.string(),
  location: z.string(),
  capacity: z.number().int(),
  remainingSeats: z.number().int(),
  /** ISO instants; the page shows them in the venue's zone and in the learner's. */
  startsAt: z.string(),
  endsAt: z.string(),
  timeZone: z.string(),
  countryCode: z.string(),
  /** The session's language. */
  languageId: z.number().int(),
  region: practicalExamRegionSchema,
  /** When enrolment closes (the session's enrolment time limit); past it, enrolling answers 10013. */
  enrolmentClosesAt: z.string(),
  /** Dietary requirements and allergies are asked at enrolment. */
  orderFood: z.boolean(),
  /**
   * The learner's latest enrolment in this session, or null (a visitor, or
   * never enrolled): pending, approved, rejected, cancelled or finished.
   */
  status: z.enum(PRACTICAL_ENROLMENT_STATES).nullable(),
  /** Once finished: success, fail or absent. */
  result: z.enum(PRACTICAL_RESULTS).nullable(),
  /** Once finished: the score out of 100 (pass 80). */
  score: z.number().int().nullable(),
  /** The learner holds a pending or approved enrolment in another session of this release (10009). */
  inOtherSession: z.boolean(),
});
export type PracticalExamSession = z.infer<typeof practicalExamSessionSchema>;

/** One of the learner's practical exam enrolments (My Learning card). */
export const practicalExamCardSchema = practicalExamSessionSchema.extend({
  enrolmentId: z.number().int(),
  status: z.enum(PRACTICAL_ENROLMENT_STATES),
  certificationName: z.string(),
  versionLabel: z.string(),
  enrolledAt: z.string(),
  dietaryRequirements: z.string().nullable(),
  allergies: z.string().nullable(),
});
export type PracticalExamCard = z.infer<typeof practicalExamCardSchema>;

/** What an enrolment or a cancellation leaves: the learner's standing and the seats left. */
export const practicalExamEnrolmentResultSchema = z.object({
  practicalExamId: z.number().int(),
  enrolmentId: z.number().int(),
  status: z.enum(["pending", "approved", "cancelled"]),
  remainingSeats: z.number().int(),
});
export type PracticalExamEnrolmentResult = z.infer<typeof practicalExamEnrolmentResultSchema>;

export const practicalExamApi = endpoints({
  regions: {
    path: "/certification/practicalExam/getRegion",
    method: "POST",
    request: scopeSchema.extend({
      /** The certification release whose sessions are asked for. */
      certificationId: idSchema,
    }),
    response: z.array(practicalExamRegionSchema),
  },
  ofCertification: {
    path: "/certification/practicalExam/getOfCertification",
    method: "POST",
    request: scopeSchema.extend({
      /** The certification release. */
      relationId: idSchema,
      /** Sessions in this region only (getRegion's regionId). */
      regionId: idSchema.optional(),
    }),
    response: z.array(practicalExamSessionSchema),
  },
  cards: {
    path: "/certification/practicalExam/listPracticalExamCard",
    method: "POST",
    request: scopeSchema,
    response: z.array(practicalExamCardSchema),
  },
  byId: {
    path: "/certification/practicalExam/getById",
    method: "GET",
    request: scopeSchema.extend({ id: idSchema }),
    response: practicalExamSessionSchema,
  },
  enroll: {
    path: "/user/practicalExamApprove/enroll",
    method: "POST",
    request: scopeSchema.extend({
      practicalExamId: idSchema,
      /** Asked only where the session orders food; ignored otherwise. */
      allergies: z.string().trim().max(ORDER_EXTRA_MAX_LENGTH).optional(),
      dietaryRequirements: z.string().trim().max(ORDER_EXTRA_MAX_LENGTH).optional(),
    }),
    response: practicalExamEnrolmentResultSchema,
  },
  enrollByInvitationCode: {
    path: "/user/practicalExamApprove/enrollByInvitationCode",
    method: "POST",
    request: scopeSchema.extend({
      practicalExamId: idSchema,
      /**
       * The invitation letter's code (a training code of the certification release); an empty
       * one is refused as an incorrect letter (learner §5, 10000), not as malformed input.
       */
      invitationCode: z.string().trim().max(INVITATION_CODE_MAX_LENGTH),
      allergies: z.string().trim().max(ORDER_EXTRA_MAX_LENGTH).optional(),
      dietaryRequirements: z.string().trim().max(ORDER_EXTRA_MAX_LENGTH).optional(),
    }),
    response: practicalExamEnrolmentResultSchema,
  },
  cancel: {
    path: "/user/practicalExamApprove/cancelPracticalExam",
    method: "POST",
    request: scopeSchema.extend({ practicalExamId: idSchema }),
    response: practicalExamEnrolmentResultSchema,
  },
  // ---- The site approver's calls ----
  enrolments: {
    path: "/admin/practicalExam/enrolments",
    method: "GET",
    request: scopeSchema.extend({
      practicalExamId: idSchema.optional(),
      status: z.enum(PRACTICAL_ENROLMENT_STATES).default("pending"),
      ...approverPage,
    }),
    response: z.array(
      z.object({
        id: z.number().int(),
        practicalExamId: z.number().int(),
        practicalExamName: z.string(),
        startsAt: z.string(),
        status: z.enum(PRACTICAL_ENROLMENT_STATES),
        result: z.enum(PRACTICAL_RESULTS).nullable(),
        score: z.number().int().nullable(),
        learnerName: z.string(),
        learnerEmail: z.string(),
        dietaryRequirements: z.string().nullable(),
        allergies: z.string().nullable(),
        createdAt: z.string(),
      }),
    ),
  },
  approve: {
    path: "/admin/practicalExam/approve",
    method: "POST",
    request: scopeSchema.extend({ id: idSchema }),
    response: z.object({ id: z.number().int(), status: z.string() }),
  },
  reject: {
    path: "/admin/practicalExam/reject",
    method: "POST",
    request: scopeSchema.extend({ id: idSchema }),
    response: z.object({ id: z.number().int(), status: z.string() }),
  },
  result: {
    path: "/admin/practicalExam/result",
    method: "POST",
    request: scopeSchema
      .extend({
        id: idSchema,
        /** The score out of 100 (pass 80); none when the learner was absent. */
        score: z.number().int().min(0).max(PRACTICAL_EXAM.totalScore).optional(),
        absent: z.boolean().default(false),
      })
      .refine((input) => input.absent !== (input.score !== undefined), {
        message: "Give a score, or absent",
        path: ["score"],
      }),
    response: z.object({
      id: z.number().int(),
      status: z.literal("finished"),
      result: z.enum(PRACTICAL_RESULTS),
      score: z.number().int().nullable(),
    }),
  },
});
