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
