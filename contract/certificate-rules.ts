/*
 * Certificate rules shared by the server and the pages (no zod here: the pages
 * import this, decision 0005).
 */

/** The certificate reminder's calls (frame §4 "Certificate reminder"): those due, and one dismissed. */
export const CERTIFICATE_REMINDERS_PATH = "/user/certificationApply/getWindowRemindList";
export const DISMISS_REMINDER_PATH = "/user/certificationApply/updateWindowRemindStatus";

/** Certificates renew every two years (frame §9). */
export const CERTIFICATE_VALID_YEARS = 2;

/**
 * A certificate is "about to expire" in its last 90 days: time to renew
 * without a gap, as certification bodies commonly open renewal three months
 * ahead.
 */
export const ABOUT_TO_EXPIRE_DAYS = 90;

/** Frame §3 "Certificate" status: valid, about to expire, expired (and revoked by an administrator). */
export type CertificateState = "valid" | "aboutToExpire" | "expired" | "revoked";

/** A certificate that still counts: valid, or valid and about to expire. */
export const inForce = (state: CertificateState) => state === "valid" || state === "aboutToExpire";

export function certificateState(
  certificate: { status: "valid" | "revoked"; validUntil: Date },
  now = new Date(),
): CertificateState {
  if (certificate.status === "revoked") return "revoked";
  const left = certificate.validUntil.getTime() - now.getTime();
  if (left <= 0) return "expired";
  return left <= ABOUT_TO_EXPIRE_DAYS * 86_400_000 ? "aboutToExpire" : "valid";
}

/** The date a certificate issued at `issuedAt` runs out. */
export function validUntilOf(issuedAt: Date): Date {
  const until = new Date(issuedAt);
  until.setUTCFullYear(until.getUTCFullYear() + CERTIFICATE_VALID_YEARS);
  return until;
}

/** Certificate numbers: level, then 12 characters in groups of four from an alphabet without look-alikes. */
export const CERTIFICATE_NUMBER_PATTERN =
  /^[A-Z]{2,8}-[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}$/;

/** The public verification page of a certificate, below a site prefix (or none: it redirects). */
export const verifyPath = (number: string, prefix = "") =>
  `${prefix}/certificate/verify/${encodeURIComponent(number)}`;

export type LevelTier = "associate" | "professional" | "expert";

/** A certification code's tier: the last letter of HCSA, CGSP, HCSE is Associate, Professional or Expert. */
export function levelTier(level: string): LevelTier | null {
  const last = level.trim().toUpperCase().slice(-1);
  return last === "A"
    ? "associate"
    : last === "P"
      ? "professional"
      : last === "E"
        ? "expert"
        : null;
}

export type Medal = "none" | "bronze" | "silver" | "gold";
export type MedalCounts = Record<LevelTier, number>;

/**
 * Medals (frame §9: bronze, silver, gold by the number of associate,
 * professional and expert certificates; the thresholds are ours): a first
 * associate certificate earns bronze; a professional one, or three associate
 * ones, silver; an expert one, or three professional ones, gold. Only valid
 * certificates (about to expire included) count.
 */
export function medalOf(counts: MedalCounts): Medal {
  if (counts.expert >= 1 || counts.professional >= 3) return "gold";
  if (counts.professional >= 1 || counts.associate >= 3) return "silver";
  if (counts.associate >= 1) return "bronze";
  return "none";
}

/** Frame §5: a VAT number to query has at least 2 digits. */
export const VAT_QUERY_PATTERN = /^(?=(?:\D*\d){2})[A-Za-z0-9 .-]{2,50}$/;

/** VAT numbers compare without spaces, dots and dashes, in capitals. */
export const normaliseVat = (vat: string) => vat.toUpperCase().replace(/[\s.-]/g, "");

/**
 * A certificate number as lists show it to others than its holder: the level
 * and the last group only (HCSA-••••-••••-93PF), enough to tell two apart, not
 * enough to open the verification page.
 */
export const maskedNumber = (number: string) =>
  number.replace(/^([A-Z]+)-.+-([^-]+)$/, "$1-••••-••••-$2");

/** A VAT number usable as a company key: at least 2 digits once spaces, dots and dashes are gone. */
export const isUsableVat = (vat: string) =>
  VAT_QUERY_PATTERN.test(vat.trim()) && normaliseVat(vat).replace(/\D/g, "").length >= 2;
