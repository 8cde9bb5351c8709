import { z } from "zod";
import { endpoints, idSchema, scopeSchema } from "./endpoint.ts";
import { CONSENT_VERSION } from "./consent-rules.ts";
import {
  hasVatDigits,
  profileLimits,
  requiredProfileFields,
  type SupplementFieldName,
  type SupplementFlagSet,
} from "./identity-rules.ts";

/** The user record as the portal sends it (frame §3 "User info"). */
export const userInfoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** Whether the address is confirmed (by the identity provider or its link). */
  emailVerified: z.boolean(),
  photoImgUrl: z.string(),
  languageId: z.number().int().nullable(),
  country: z.string(),
  countryCode: z.string().nullable(),
  province: z.string(),
  city: z.string(),
  address: z.string(),
  postcode: z.string(),
  phoneCode: z.string(),
  phoneNumber: z.string(),
  jobTitle: z.string(),
  type: z.number().int().nullable(),
  companyName: z.string(),
  vatNumber: z.string(),
  /** '1' while the EU/Asia migration notice is to be shown. */
  migrationPopStatus: z.enum(["0", "1"]),
  /** 0 not subscribed, 1 subscribed, 2 cancelled. */
  emailNotificationStatus: z.number().int().min(0).max(2),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

const text = (max: number) => z.string().trim().max(max, `at most ${max} characters`);
/** Phone code and number accept only digits and semicolons (frame §5). */
const phone = (max: number) => text(max).regex(/^[0-9;]*$/, "only digits and semicolons");

/**
 * POST /user/update: the full user info with changes (profile edit, information
 * gathering, language change). Unknown and read-only fields (id, email, photo,
 * migration notice, e-mail confirmation) are dropped: a learner cannot set them.
 */
export const userUpdateSchema = z.object({
  firstName: text(profileLimits.firstName).min(1, "please input first name"),
  lastName: text(profileLimits.lastName).min(1, "please input last name"),
  country: text(profileLimits.country).default(""),
  countryCode: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, "an ISO country code")
    .nullish(),
  province: text(profileLimits.province).default(""),
  city: text(profileLimits.city).default(""),
  address: text(profileLimits.address).default(""),
  postcode: text(profileLimits.postcode).default(""),
  phoneCode: phone(profileLimits.phoneCode).default(""),
  phoneNumber: phone(profileLimits.phoneNumber).default(""),
  jobTitle: text(profileLimits.jobTitle).default(""),
  type: idSchema.nullish(),
  companyName: text(profileLimits.companyName).default(""),
  /** Empty, or at most 50 characters with at least 2 digits (frame §5). */
  vatNumber: text(profileLimits.vatNumber)
    .refine((v) => v.length === 0 || hasVatDigits(v), "enter numbers with at least 2 digits")
    .default(""),
  languageId: idSchema.nullish(),
});
export type UserUpdate = z.infer<typeof userUpdateSchema>;

/** Frame §5's required-field messages. */
export const requiredMessages: Record<SupplementFieldName, string> = {
  firstName: "please input first name",
  lastName: "please input last name",
  phoneNumber: "please input phone number",
  phoneCode: "please input phone number",
  postcode: "please input postcode",
  address: "please input address",
  companyName: "please input company",
  vatNumber: "please input VAT number",
  country: "please select country",
  province: "please select province",
  city: "please select city",
  type: "please select type",
};

/**
 * The profile as a site saves it: the rules of POST /user/update, and the
 * fields the site's supply info flags '1' required (frame §5). The one rule set
 * of the profile page, the information dialogs and the server. A missing
 * required value is a `too_small` issue, like an emptied name.
 */
export function profileSchema(flags: SupplementFlagSet) {
  const required = requiredProfileFields(flags);
  return userUpdateSchema.superRefine(
    (value, ctx) => {
      // Runs after other fields failed too, so every message shows at once; a field with an
      // issue of its own already (an emptied name) gets no second one.
      const failed = new Set(ctx.issues.map((issue) => issue.path?.[0]));
      for (const field of required) {
        const current: unknown = value[field];
        const empty =
          current === null ||
          current === undefined ||
          (typeof current === "string" && current.trim() === "");
        if (empty && !failed.has(field))
          ctx.addIssue({
            code: "too_small",
            origin: "string",
            minimum: 1,
            inclusive: true,
            path: [field],
            message: requiredMessages[field],
          });
      }
    },
    { when: (payload) => typeof payload.value === "object" && payload.value !== null },
  );
}

/**
 * The learner's data export (GDPR right of access): their profile, enrolments,
 * progress, exam attempts (their answers, never the answer key) and
 * certificates. Rows are as stored; ids name catalogue releases.
 */
export const personalDataSchema = z.object({
  exportedAt: z.string(),
  profile: userInfoSchema.omit({ migrationPopStatus: true }),
  enrolments: z.object({
    certificationsAndCourses: z.array(z.record(z.string(), z.unknown())),
    classrooms: z.array(z.record(z.string(), z.unknown())),
    practicalExams: z.array(z.record(z.string(), z.unknown())),
  }),
  learningProgress: z.object({
    courses: z.array(z.record(z.string(), z.unknown())),
    chapters: z.array(z.record(z.string(), z.unknown())),
  }),
  examAttempts: z.array(z.record(z.string(), z.unknown())),
  certificates: z.object({
    applications: z.array(z.record(z.string(), z.unknown())),
    certificates: z.array(z.record(z.string(), z.unknown())),
    completions: z.array(z.record(z.string(), z.unknown())),
  }),
  classroomEvaluations: z.array(z.record(z.string(), z.unknown())),
  smartTryApplications: z.array(z.record(z.string(), z.unknown())),
  /** Steps ticked and labs marked complete (decision 0059). */
  handsOnPractice: z.object({
    stepsTicked: z.array(z.record(z.string(), z.unknown())),
    labsCompleted: z.array(z.record(z.string(), z.unknown())),
  }),
});
export type PersonalData = z.infer<typeof personalDataSchema>;

/** The account calls under /api (frame §7). */
export const identityApi = endpoints({
  userInfo: {
    path: "/user/sso/getUserInfo",
    method: "GET",
    request: scopeSchema,
    response: userInfoSchema,
  },
  userById: {
    path: "/user/getUserById",
    method: "GET",
    request: scopeSchema.extend({ id: idSchema }),
    response: userInfoSchema,
  },
  update: {
    path: "/user/update",
    method: "POST",
    // languageId is the user's language here, which may belong to another site of the tenant.
    request: scopeSchema.extend(userUpdateSchema.shape),
    response: userInfoSchema,
  },
  /**
   * Frame §4: the language chosen in the country/language selector. The scope
   * names the chosen language's site, and the language must be one of that
   * site's (its languageId is both the scope and the saved language).
   */
  updateLanguage: {
    path: "/user/updateLanguageId",
    method: "POST",
    request: scopeSchema.extend({ languageId: idSchema }),
    response: userInfoSchema,
  },
  /**
   * My Learning's preferences (frame §1): the learner's mail subscription flag
   * (learner §3 emailNotificationStatus). Not in the spec, named like
   * updateLanguageId.
   */
  updateEmailNotification: {
    path: "/user/updateEmailNotificationStatus",
    method: "POST",
    request: scopeSchema.extend({ subscribe: z.boolean() }),
    response: userInfoSchema,
  },
  /**
   * Frame §4 "Cookie consent": a signed-in learner's choice, recorded with the
   * server's date beside the browser's consent cookie. Not in the spec.
   */
  recordCookieConsent: {
    path: "/user/cookieConsent/record",
    method: "POST",
    request: scopeSchema.extend({
      functionality: z.boolean(),
      analytics: z.boolean(),
      version: z.literal(CONSENT_VERSION),
    }),
    response: z.object({
      functionality: z.boolean(),
      analytics: z.boolean(),
      version: z.number().int(),
      /** ISO 8601 instant the server recorded the choice at. */
      decidedAt: z.string(),
    }),
  },
  dismissMigrationNotice: {
    path: "/user/updateMigrationPopStatus",
    method: "POST",
    request: scopeSchema,
    response: z.null(),
  },
  uploadAvatar: {
    path: "/user/image/upload",
    method: "POST",
    multipart: true,
    request: scopeSchema,
    response: z.object({ photoImgUrl: z.string() }),
  },
  /**
   * The learner's own data as a JSON file (GDPR): the file is the data itself
   * (`response` is its shape); a few an hour, 10022 past them with
   * `errorContext.retryAfterSeconds`. Not in the spec.
   */
  personalData: {
    path: "/user/personalData/export",
    method: "GET",
    download: true,
    request: scopeSchema,
    response: personalDataSchema,
  },
  /**
   * Mails a new link that confirms the learner's address (embedded provider
   * only; another provider confirms addresses itself). Not in the spec.
   */
  sendEmailConfirmation: {
    path: "/user/email/sendConfirmation",
    method: "POST",
    request: scopeSchema,
    response: z.object({ sentTo: z.string() }),
  },
  verifySign: {
    path: "/user/sso/oneHikIdSign/verify",
    method: "POST",
    request: scopeSchema.extend({
      oneHikIdSign: z.string().min(1).max(4096),
      appId: z.string().min(1).max(64),
    }),
    response: z.object({ verifySignErrorMsg: z.string().nullable() }),
  },
});
