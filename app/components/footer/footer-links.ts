import { COOKIES_PREFERENCES_PATH } from "#contract/consent-rules.ts";
import type { FooterLink } from "#contract/site.ts";
import { FooterArea } from "#contract/site-paths.ts";
import { isExternalUrl, sitePath } from "../../frame/paths.ts";

/** The link areas of the footer columns, in the order they show (frame §2 "Footer"). */
export const COLUMN_AREAS = [
  { areaKind: FooterArea.generalCertification, key: "generalCertification" },
  { areaKind: FooterArea.brandCertification, key: "brandCertification" },
  { areaKind: FooterArea.quickLinks, key: "quickLinks" },
  { areaKind: FooterArea.relatedLinks, key: "relatedLinks" },
] as const;

export function linksOfArea(links: readonly FooterLink[], areaKind: number): FooterLink[] {
  return links.filter((link) => link.areaKind === areaKind);
}

/**
 * Where a configured link goes: a relative URL lives below the site prefix (and
 * /mobile on mobile); an absolute one opens in a new tab.
 */
export function footerHref(
  url: string,
  site: { prefix: string; mobile: boolean },
): { href: string; external: boolean; newTab: boolean } {
  const trimmed = url.trim();
  if (isExternalUrl(trimmed)) {
    // mailto: and tel: hand over to another app; web addresses get their own tab.
    return { href: trimmed, external: true, newTab: /^(?:https?:)?\/\//i.test(trimmed) };
  }
  return { href: sitePath(site.prefix, trimmed, site.mobile), external: false, newTab: false };
}

/**
 * Whether the configured links already lead to the cookie manager (frame §2
 * quick links); the footer adds the link itself when they do not, so a
 * visitor can always change their cookie choice (frame §4).
 */
export function linksToCookieManager(links: readonly FooterLink[]): boolean {
  return links.some(
    (link) =>
      link.linkUrl
        .trim()
        .replace(/[?#].*$/, "")
        .replace(/\/+$/, "") === COOKIES_PREFERENCES_PATH,
  );
}
