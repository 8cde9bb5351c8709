import { createHmac, timingSafeEqual } from "node:crypto";
import { verifyPath } from "#contract/certificate-rules.ts";

/** How long a download link stays valid: long enough to click, short enough that a forwarded link dies. */
export const LINK_TTL_SECONDS = 10 * 60;

/** What a link opens: a certificate's PDF or credential, a completion certificate, a company certificate. */
export type DocumentKind = "pdf" | "credential" | "completion" | "company";

/**
 * Short-lived links to a certificate's documents (learner §7
 * getCertificateAuthLink): the path names the number, `exp` and an HMAC over
 * both; no session is needed to open one, so it works in a new tab, a
 * download manager or a phone.
 */
export function createCertificateLinks(key: string) {
  const secret = Buffer.from(key, "base64url");
  const mac = (kind: DocumentKind, number: string, exp: number) =>
    createHmac("sha256", secret).update(`${kind}\n${number}\n${exp}`).digest("base64url");
  const link = (kind: DocumentKind, number: string, exp: number) =>
    `/certificate/${kind}/${encodeURIComponent(number)}?exp=${exp}&sig=${mac(kind, number, exp)}`;

  const expiry = (now: number) => Math.floor(now / 1000) + LINK_TTL_SECONDS;

  return {
    /** One document's link: `key` is the certificate number, or the learner id of a company certificate. */
    linkTo(kind: DocumentKind, key: string, now = Date.now()) {
      const exp = expiry(now);
      return { pdfLink: link(kind, key, exp), expiresAt: new Date(exp * 1000).toISOString() };
    },

    linksFor(number: string, origin: string, now = Date.now()) {
      const exp = expiry(now);
      return {
        pdfLink: link("pdf", number, exp),
        verifyLink: `${origin}${verifyPath(number)}`,
        credentialLink: link("credential", number, exp),
        expiresAt: new Date(exp * 1000).toISOString(),
      };
    },

    /** Whether a link's `exp` and `sig` are genuine and unexpired for this document. */
    verify(kind: DocumentKind, number: string, exp: string, sig: string, now = Date.now()) {
      if (!/^\d{1,12}$/.test(exp) || Number(exp) * 1000 <= now) return false;
      const expected = Buffer.from(mac(kind, number, Number(exp)));
      const given = Buffer.from(sig);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

export type CertificateLinks = ReturnType<typeof createCertificateLinks>;
