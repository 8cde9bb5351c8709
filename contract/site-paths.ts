/* Path and area rules of the frame, free of zod so the browser bundle stays small. */

/** Footer link areas (frame §2 "Footer"); 7 is the social links of the global configuration. */
export const FooterArea = {
  generalCertification: 1,
  brandCertification: 2,
  quickLinks: 3,
  relatedLinks: 4,
  strategicPartners: 5,
  copyright: 6,
  social: 7,
} as const;

/** A site prefix as it appears in a path: "en", "eu/de", "asia/en". */
export function siteNameFromPath(pathname: string): { siteName: string; rest: string } | null {
  const parts = pathname.split("/").filter(Boolean);
  if (parts.length === 0) return null;
  const [first, second] = parts;
  if ((first === "eu" || first === "asia") && second) {
    return { siteName: `${first}/${second}`, rest: "/" + parts.slice(2).join("/") };
  }
  return { siteName: first!, rest: "/" + parts.slice(1).join("/") };
}

/** A page path below the site prefix and /mobile, without a trailing slash ("/" for home). */
const pagePathOf = (rest: string) => rest.replace(/\/+$/, "") || "/";

/**
 * Frame §2's home-like pages: home, My Learning and the two overview pages
 * (the general and brand tracks', or a tenant's /overview/{type}). The header
 * names them as the pages with the FAQ icon, and as the pages that "may also
 * show the certificate, GDPR, survey and info dialogs". `rest` is the page's
 * path below the site prefix and /mobile.
 */
export function isHomeLikePage(rest: string): boolean {
  const path = pagePathOf(rest);
  return (
    path === "/" ||
    path === "/my-learning" ||
    /^\/(general|hikvision)-security-certification\/overview$/.test(path) ||
    /^\/overview\/[^/]+$/.test(path)
  );
}

/** The exam or quiz page (learner §2 /exam). */
export const EXAM_PAGE_PATH = "/exam";

export const isExamPage = (rest: string) => pagePathOf(rest) === EXAM_PAGE_PATH;
