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
