import { z } from "zod";
import { endpoints, idSchema, scopeSchema } from "./endpoint.ts";
import {
  INVITATION_CODE_MAX_LENGTH,
  NOTIFICATION_STATUS_PATH,
  NotificationStatus,
} from "./enrolment-rules.ts";

// ---- Shapes of the registration and invitation calls (learner §7) ----

/** 0 not subscribed, 1 subscribed, 2 cancelled; the enrol dialog defaults to 0 (learner §5). */
const notification = z.number().int().min(0).max(2).default(0);
/** What a registration or a code is for: certification release 0, course 1, video 2. */
const relationType = z.number().int().min(0).max(2);
const codeField = z.string().max(INVITATION_CODE_MAX_LENGTH).optional();
/** Training codes come in an invitation letter; sales codes name the relation at use. */
const invitationKind = z.enum(["training", "sales"]);

export const registrationResultSchema = z.object({
  id: z.number().int(),
  relationId: z.number().int(),
  relationType: z.number().int(),
  registrationStatus: z.number().int(),
});
export type RegistrationResult = z.infer<typeof registrationResultSchema>;

/** GET /user/invitation/getDetail: what an invitation code enrols in. */
export const invitationDetailSchema = z.object({
  code: z.string(),
  relationId: z.number().int(),
  relationType: z.number().int(),
  kind: invitationKind,
  expiresAt: z.string(),
  relationName: z.string(),
  versionLabel: z.string(),
});
export type InvitationDetail = z.infer<typeof invitationDetailSchema>;

/** Approve and reject take the same request and answer alike. */
const registrationDecision = {
  method: "POST",
  request: scopeSchema.extend({ id: idSchema }),
  response: z.object({
    id: z.number().int(),
    status: z.string(),
    registrationStatus: z.number().int(),
  }),
} as const;

/** Registration and invitation calls (learner §7), and the approver's calls. */
export const enrolmentApi = endpoints({
  addRegistration: {
    path: "/user/registration/addRegistration",
    method: "POST",
    request: scopeSchema.extend({
      relationId: idSchema,
      emailNotificationStatus: notification,
      courseType: z.number().int().min(0).max(1).nullish(),
    }),
    response: registrationResultSchema,
  },
  incompleteProjects: {
    path: "/user/registration/listUserIncompleteProject",
    method: "POST",
    request: scopeSchema,
    response: z.array(
      z.object({
        /** A certification release (relationType 0) or a classroom session (3). */
        relationId: z.number().int(),
        relationType: z.number().int(),
        /** The certification, or the one a certificated session trains for ("" for other training). */
        certificationName: z.string(),
        versionLabel: z.string(),
        registrationStatus: z.number().int(),
        createdAt: z.string(),
        /** A classroom session's name and start; null for a certification. */
        classroomName: z.string().nullable(),
        startsAt: z.string().nullable(),
      }),
    ),
  },
  updateNotificationStatus: {
    path: NOTIFICATION_STATUS_PATH,
    method: "POST",
    request: scopeSchema.extend({
      releaseCourseId: idSchema,
      notificationStatus: z.union([
        z.literal(NotificationStatus.none),
        z.literal(NotificationStatus.subscribed),
        z.literal(NotificationStatus.cancelled),
      ]),
    }),
    response: z.null(),
  },
  invitationDetail: {
    path: "/user/invitation/getDetail",
    method: "GET",
    request: scopeSchema.extend({ invitationCode: codeField }),
    response: invitationDetailSchema,
  },
  invitationRelease: {
    path: "/user/invitation/certification/release/info",
    method: "GET",
    request: scopeSchema.extend({ code: codeField }),
    response: z.object({
      relationId: z.number().int(),
      certificationName: z.string(),
      versionLabel: z.string(),
    }),
  },
  useInvitation: {
    path: "/user/invitation/use",
    method: "POST",
    request: scopeSchema.extend({ code: codeField, emailNotificationStatus: notification }),
    response: registrationResultSchema,
  },
  useSalesCode: {
    path: "/user/invitation/sales/use",
    method: "POST",
    request: scopeSchema.extend({
      code: codeField,
      relationId: idSchema,
      relationType,
      emailNotificationStatus: notification,
    }),
    response: registrationResultSchema,
  },
  pendingRegistrations: {
    path: "/admin/registration/pending",
    method: "GET",
    request: scopeSchema,
    response: z.array(
      z.object({
        id: z.number().int(),
        relationId: z.number().int(),
        relationType: z.number().int(),
        relationName: z.string(),
        learnerName: z.string(),
        learnerEmail: z.string(),
        createdAt: z.string(),
      }),
    ),
  },
  approveRegistration: { path: "/admin/registration/approve", ...registrationDecision },
  rejectRegistration: { path: "/admin/registration/reject", ...registrationDecision },
  generateInvitations: {
    path: "/admin/invitation/generate",
    method: "POST",
    request: scopeSchema.extend({
      relationType,
      relationId: idSchema,
      count: z.number().int().min(1).max(500).default(1),
      validDays: z.number().int().min(1).max(365).default(30),
      kind: invitationKind.default("training"),
      email: z.email().optional(),
      countryCode: z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z]{2}$/)
        .optional(),
    }),
    response: z.array(z.object({ code: z.string(), expiresAt: z.string() })),
  },
});
