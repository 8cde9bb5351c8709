import { z } from "zod";
import { endpoints, idSchema, scopeSchema } from "./endpoint.ts";
import { CONSENT_VERSION } from "./consent-rules.ts";
import { profileLimits } from "./identity-rules.ts";

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
 * gathering, language change). Unknown and read-only fields (id, email, photo)
 * are ignored.
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
  /** Empty, or 2 to 50 characters (frame §5). */
  vatNumber: text(profileLimits.vatNumber)
    .refine((v) => v.length === 0 || v.length >= 2, "2 to 50 characters")
    .default(""),
  languageId: idSchema.nullish(),
});
export type UserUpdate = z.infer<typeof userUpdateSchema>;

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
