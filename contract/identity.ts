import { z } from "zod";

/** The user record as the portal sends it (frame §3 "User info"). */
export const userInfoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
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

/** Maximum lengths of the profile fields (frame §5). */
export const profileLimits = {
  firstName: 30,
  lastName: 30,
  phoneNumber: 30,
  phoneCode: 30,
  postcode: 30,
  vatNumber: 50,
  address: 200,
  country: 100,
  province: 100,
  city: 100,
  companyName: 200,
  jobTitle: 100,
} as const;

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
  type: z.number().int().positive().nullish(),
  companyName: text(profileLimits.companyName).default(""),
  /** Empty, or 2 to 50 characters (frame §5). */
  vatNumber: text(profileLimits.vatNumber)
    .refine((v) => v.length === 0 || v.length >= 2, "2 to 50 characters")
    .default(""),
  languageId: z.number().int().positive().nullish(),
});
export type UserUpdate = z.infer<typeof userUpdateSchema>;

/** The personal fields the supplement-info configuration can require (frame §3). */
export const supplementFieldNames = [
  "firstName",
  "lastName",
  "phoneNumber",
  "phoneCode",
  "address",
  "postcode",
  "country",
  "province",
  "city",
  "vatNumber",
] as const;

/**
 * Which flagged fields the user still lacks. A phone counts as missing when the
 * number or the code is empty (frame §5).
 */
export function missingSupplementFields(
  flags: Partial<Record<(typeof supplementFieldNames)[number], "0" | "1">>,
  user: Partial<Record<(typeof supplementFieldNames)[number], string | null | undefined>>,
): (typeof supplementFieldNames)[number][] {
  const empty = (value: string | null | undefined) => !value || value.trim() === "";
  return supplementFieldNames.filter((field) => {
    if (flags[field] !== "1") return false;
    if (field === "phoneNumber" || field === "phoneCode")
      return empty(user.phoneNumber) || empty(user.phoneCode);
    return empty(user[field]);
  });
}

/** Avatar upload limit (frame §5: JPG or PNG, at most 200 KB). */
export const AVATAR_MAX_BYTES = 200 * 1024;

/** The user profile is refreshed every 10 minutes (learner §7). */
export const USER_REFRESH_MS = 10 * 60 * 1000;

/**
 * A login/logout return target: only a same-origin relative path. Anything
 * else (other hosts, protocol-relative, backslashes, schemes, control
 * characters, in any encoding) falls back.
 */
export function safeTarget(target: unknown, fallback: string): string {
  if (typeof target !== "string" || target.length === 0 || target.length > 2000) return fallback;
  let decoded = target;
  // Decode repeatedly: %2F%2Fevil.com and double encodings hide the same attack.
  for (let i = 0; i < 3; i++) {
    try {
      const next = decodeURIComponent(decoded);
      if (next === decoded) break;
      decoded = next;
    } catch {
      return fallback;
    }
  }
  for (const candidate of [target, decoded]) {
    if (!candidate.startsWith("/")) return fallback;
    if (candidate.startsWith("//") || candidate.startsWith("/\\")) return fallback;
    // Backslashes and control characters (tab, newline) let browsers reinterpret the path.
    // eslint-disable-next-line no-control-regex
    if (/[\\\u0000-\u001f\u007f]/.test(candidate)) return fallback;
  }
  try {
    const url = new URL(target, "http://portal.invalid");
    if (url.origin !== "http://portal.invalid") return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}
