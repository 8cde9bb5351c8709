import { z } from "zod";
import {
  CERTIFICATE_REMINDERS_PATH,
  DISMISS_REMINDER_PATH,
  VAT_QUERY_PATTERN,
} from "./certificate-rules.ts";
import { endpoints, idSchema, scopeSchema } from "./endpoint.ts";

/*
 * The certificate calls (learner §7 "Registration, invitation and
 * certificate", frame §3 "Certificate", §7 My Learning). Where the spec shows
 * no payload, a release is named `releaseCertificationId` as in `renew`.
 */

const certificateStateSchema = z.enum(["valid", "aboutToExpire", "expired", "revoked"]);

/** A learner's certificate as My Learning lists it (frame §3: name, number, valid until, date, status). */
export const certificateSchema = z.object({
  id: z.number().int(),
  certificateNumber: z.string(),
  certificationId: z.number().int(),
  releaseCertificationId: z.number().int().nullable(),
  certificationName: z.string(),
  level: z.string(),
  versionLabel: z.string(),
  holderName: z.string(),
  issuedAt: z.string(),
  validUntil: z.string(),
  status: certificateStateSchema,
  /** The public verification page (a path of this portal). */
  verifyPath: z.string(),
});
export type Certificate = z.infer<typeof certificateSchema>;

/** What the public verification page shows: no other personal data than the holder's name. */
export const certificateVerificationSchema = z.object({
  /** A certification's certificate, or a certificate of completion of a non-certification course. */
  kind: z.enum(["certificate", "completion"]),
  certificateNumber: z.string(),
  holderName: z.string(),
  certificationName: z.string(),
  level: z.string(),
  versionLabel: z.string(),
  issuedAt: z.string(),
  /** Null for a certificate of completion, which does not expire. */
  validUntil: z.string().nullable(),
  status: certificateStateSchema,
});
export type CertificateVerification = z.infer<typeof certificateVerificationSchema>;

export const medalsSchema = z.object({
  associate: z.number().int(),
  professional: z.number().int(),
  expert: z.number().int(),
  medal: z.enum(["none", "bronze", "silver", "gold"]),
});
export type CertificateMedals = z.infer<typeof medalsSchema>;

/** A certificate of completion of a non-certification course (nonCertification/myCertificateList). */
export const completionCertificateSchema = z.object({
  id: z.number().int(),
  releaseCourseId: z.number().int(),
  courseName: z.string(),
  certificateNumber: z.string(),
  completedAt: z.string(),
  verifyPath: z.string(),
});
export type CompletionCertificate = z.infer<typeof completionCertificateSchema>;

const documentLink = z.object({
  pdfLink: z.string(),
  expiresAt: z.string(),
});

const release = scopeSchema.extend({ releaseCertificationId: idSchema });

/** A certification as this site names it (the prerequisite dialog's fields, learner §8 10026). */
const namedRelease = z.object({
  certificationReleaseId: z.number().int(),
  certificationName: z.string(),
  versionLabel: z.string(),
});

/**
 * A required-certificate reminder due (frame §4 "Certificate reminder"): a
 * certification the learner is enrolled in whose prerequisite certificate they
 * do not hold (it has expired since), not dismissed yet.
 */
export const certificateReminderSchema = z.object({
  releaseCertificationId: z.number().int(),
  certificationName: z.string(),
  versionLabel: z.string(),
  prerequisite: namedRelease,
});
export type CertificateReminder = z.infer<typeof certificateReminderSchema>;
const decision = {
  method: "POST" as const,
  request: scopeSchema.extend({ id: idSchema, reason: z.string().trim().max(500).default("") }),
  response: z.object({ id: z.number().int(), status: z.enum(["approved", "rejected"]) }),
};

export const certificateApi = endpoints({
  apply: {
    path: "/user/certificationApply/apply",
    method: "POST",
    request: release,
    response: z.object({ id: z.number().int(), status: z.literal("pending") }),
  },
  myCertificates: {
    path: "/user/certificationApply/getCertificationsByUserId",
    method: "POST",
    request: scopeSchema,
    response: z.array(certificateSchema),
  },
  authLink: {
    path: "/user/certificationApply/getCertificateAuthLink",
    method: "POST",
    request: release,
    response: z.object({
      /** A short-lived link to the certificate's PDF. */
      pdfLink: z.string(),
      /** The public verification page. */
      verifyLink: z.string(),
      /** The signed Open Badges 3.0 credential (JSON). */
      credentialLink: z.string(),
      expiresAt: z.string(),
    }),
  },
  acknowledgeCourseUpdate: {
    path: "/user/certificationApply/clickUserCourseUpdate",
    method: "POST",
    /** `id` is the userCourseUpdateDTO's id: the new course version. */
    request: scopeSchema.extend({ id: idSchema, releaseCertificationId: idSchema }),
    response: z.null(),
  },
  /** The reminders the learner's home-like pages show (path not in the spec). */
  reminders: {
    path: CERTIFICATE_REMINDERS_PATH,
    method: "GET",
    request: scopeSchema,
    response: z.array(certificateReminderSchema),
  },
  dismissReminder: {
    path: DISMISS_REMINDER_PATH,
    method: "POST",
    request: release,
    response: z.null(),
  },
  renew: {
    path: "/user/certificationApply/renew",
    method: "POST",
    request: release,
    response: z.object({ releaseCertificationId: z.number().int() }),
  },
  medals: {
    path: "/user/certification/medal/selectUserCertificationMedalInfo",
    method: "GET",
    request: scopeSchema,
    response: medalsSchema,
  },
  /** The VAT query page's call (frame §1 "certificate query by company VAT number"; path not in the spec). */
  vatQuery: {
    path: "/certification/certificate/queryByVat",
    method: "GET",
    request: scopeSchema.extend({
      vatNumber: z.string().trim().regex(VAT_QUERY_PATTERN, "Enter numbers with at least 2 digits"),
    }),
    response: z.array(
      z.object({
        holderName: z.string(),
        certificationName: z.string(),
        level: z.string(),
        validUntil: z.string(),
      }),
    ),
  },
  completionConfigured: {
    path: "/certification/nonCertifiedCertificateTemplate/isConfig",
    method: "POST",
    request: scopeSchema,
    response: z.object({ isConfig: z.boolean() }),
  },
  myCompletionCertificates: {
    path: "/user/nonCertification/myCertificateList",
    method: "POST",
    request: scopeSchema,
    response: z.array(completionCertificateSchema),
  },
  completionPdfLink: {
    path: "/user/nonCertification/getCertificatePdfLink",
    method: "POST",
    request: scopeSchema.extend({ releaseCourseId: idSchema }),
    response: documentLink,
  },
  /** A PDF listing the certified staff of the learner's company (sites with showCompanyCertificate). */
  companyCertificate: {
    path: "/user/certification/generateCompanyCertificate",
    method: "POST",
    request: scopeSchema,
    response: documentLink.extend({ staffCount: z.number().int() }),
  },
  pendingApplications: {
    path: "/admin/certificationApply/pending",
    method: "GET",
    request: scopeSchema,
    response: z.array(
      z.object({
        id: z.number().int(),
        releaseCertificationId: z.number().int(),
        certificationName: z.string(),
        learnerName: z.string(),
        learnerEmail: z.string(),
        createdAt: z.string(),
      }),
    ),
  },
  approveApplication: { path: "/admin/certificationApply/approve", ...decision },
  rejectApplication: { path: "/admin/certificationApply/reject", ...decision },
});
