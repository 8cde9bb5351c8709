import type { SeoConfig } from "#contract/site.ts";

/** Normalises an SEO url or page path for comparison: leading slash, no trailing slash, no query. */
export function normaliseSeoUrl(url: string): string {
  const path = url.split(/[?#]/)[0]!.trim();
  const withSlash = path.startsWith("/") ? path : `/${path}`;
  const trimmed = withSlash.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

/**
 * The SEO entry of a page (learner §2 "per-URL SEO configuration"): the entry of
 * the page path below the site prefix, else the home entry.
 */
export function findSeo(
  seo: readonly SeoConfig[],
  pagePath: string,
  homeFallback = true,
): SeoConfig | undefined {
  const wanted = normaliseSeoUrl(pagePath);
  const byUrl = (url: string) => seo.find((entry) => normaliseSeoUrl(entry.url) === url);
  return byUrl(wanted) ?? (homeFallback ? byUrl("/") : undefined);
}

/**
 * Title and description of a page, falling back to the given defaults field by
 * field. The title is the page's own entry's or its default, never the home
 * entry's: every page of a site titled like the home page tells a reader (and
 * a search engine, and a browser's tab list) nothing. A page without an entry
 * may borrow the home entry's description (`homeFallback`).
 */
export function pageSeo(
  seo: readonly SeoConfig[],
  pagePath: string,
  defaults: { title: string; description: string },
  homeFallback = true,
): { title: string; description: string } {
  const own = findSeo(seo, pagePath, false);
  const entry = own ?? findSeo(seo, pagePath, homeFallback);
  return {
    title: own?.title.trim() || defaults.title,
    description: entry?.description.trim() || defaults.description,
  };
}
