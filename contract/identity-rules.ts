/* Rules of the account area (frame §5) that the browser needs too, free of zod. */

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

/**
 * The personal fields the supplement-info configuration can require (frame §3
 * "Supply info"), and the company and user type, whose required-field messages
 * frame §5 names ("please input company", "please select type").
 */
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
  "companyName",
  "type",
] as const;
export type SupplementFieldName = (typeof supplementFieldNames)[number];
export type SupplementFlagSet = Partial<Record<SupplementFieldName, "0" | "1">>;

/** The first and last name are required wherever a profile is saved (frame §5). */
export const ALWAYS_REQUIRED = ["firstName", "lastName"] as const;

type ProfileValue = string | number | null | undefined;
const isEmpty = (value: ProfileValue) =>
  value === null || value === undefined || (typeof value === "string" && value.trim() === "");

/**
 * The fields a profile save must fill: the names, and what the site's supply
 * info flags '1'. The phone is one field of two inputs: either flag asks for
 * both its code and its number (frame §5).
 */
export function requiredProfileFields(flags: SupplementFlagSet): SupplementFieldName[] {
  const phone = flags.phoneNumber === "1" || flags.phoneCode === "1";
  return supplementFieldNames.filter(
    (field) =>
      (ALWAYS_REQUIRED as readonly string[]).includes(field) ||
      (field === "phoneNumber" || field === "phoneCode" ? phone : flags[field] === "1"),
  );
}

/**
 * Which flagged fields the user still lacks. A phone counts as missing when the
 * number or the code is empty (frame §5).
 */
export function missingSupplementFields(
  flags: SupplementFlagSet,
  user: Partial<Record<SupplementFieldName, ProfileValue>>,
): SupplementFieldName[] {
  return supplementFieldNames.filter((field) => {
    if (flags[field] !== "1") return false;
    if (field === "phoneNumber" || field === "phoneCode")
      return isEmpty(user.phoneNumber) || isEmpty(user.phoneCode);
    return isEmpty(user[field]);
  });
}

/** Frame §5: a VAT number has at least 2 digits ("enter numbers with at least 2 digits"). */
export const hasVatDigits = (vat: string) => (vat.match(/[0-9]/g)?.length ?? 0) >= 2;

/** A level of the chained country, province and city choices (frame §5). */
export type RegionChoice = { name: string; children?: readonly RegionChoice[] };

/**
 * The province and city must be ones the country data offers below the chosen
 * country and province; where that data is empty, any text goes (frame §5).
 * Returns the fields whose value the data does not offer.
 */
export function regionMismatches(
  tree: readonly RegionChoice[],
  values: { country: string; province: string; city: string },
): ("province" | "city")[] {
  const find = (nodes: readonly RegionChoice[] | undefined, name: string) =>
    nodes?.find((node) => node.name === name.trim());
  const wrong: ("province" | "city")[] = [];
  const country = find(tree, values.country);
  const provinces = country?.children ?? [];
  if (provinces.length === 0 || values.province.trim() === "") return wrong;
  const province = find(provinces, values.province);
  if (!province) return ["province"];
  const cities = province.children ?? [];
  if (cities.length > 0 && values.city.trim() !== "" && !find(cities, values.city))
    wrong.push("city");
  return wrong;
}

/** Avatar upload limit (frame §5: JPG or PNG, at most 200 KB). */
export const AVATAR_MAX_BYTES = 200 * 1024;

/** The stored avatar is a square of this many pixels, whatever was uploaded. */
export const AVATAR_SIZE_PX = 256;

/** The user profile is refreshed every 10 minutes (learner §7). */
export const USER_REFRESH_MS = 10 * 60 * 1000;

/**
 * Where a deleted account lands, below the site prefix (and layout) it was
 * deleted from: the page saying so (decision 0052). The identity provider
 * returns to the portal's logout, whose target it is.
 */
export const ACCOUNT_DELETED_PATH = "/account-deleted";

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
    const path = url.pathname + url.search + url.hash;
    // Dot segments resolve after the checks above: `/.//evil.example`, `/a/..//evil.example`
    // and `/%2e//evil.example` all normalise to `//evil.example`, which a browser reads as
    // another host. The answer itself must still be one of our paths.
    if (path.startsWith("//") || path.startsWith("/\\")) return fallback;
    return path;
  } catch {
    return fallback;
  }
}

/**
 * The learner's mail subscription flag, `emailNotificationStatus` (learner §3):
 * 0 never asked, 1 subscribed, 2 cancelled.
 */
export const MailSubscription = { none: 0, subscribed: 1, cancelled: 2 } as const;

/** The flag a learner's answer sets: a "no" after a "yes" is a cancellation, a "no" never asked stays 0. */
export function mailSubscriptionAfter(current: number, subscribe: boolean): number {
  if (subscribe) return MailSubscription.subscribed;
  return current === MailSubscription.subscribed ? MailSubscription.cancelled : current;
}

/**
 * The field message of a country change POST /user/update refuses while an
 * enrolment made with a country-bound invitation code stands (decision 0044);
 * the profile form shows enrolment.info.countryLocked for it.
 */
export const COUNTRY_LOCKED =
  "locked: an enrolment made with an invitation for this country stands";
