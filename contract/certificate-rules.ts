/*
 * Certificate rules shared by the server and the pages (no zod here: the pages
 * import this, decision 0005).
 */

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
