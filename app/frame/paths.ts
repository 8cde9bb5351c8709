import { siteNameFromPath } from "#contract/site-paths.ts";

/**
 * Where a path sits in the site map: the site prefix ("/en", "/eu/de"),
 * whether it is the /mobile twin, and the page path below both ("/" for home).
 */
export type SitePath = { siteName: string; prefix: string; mobile: boolean; rest: string };

const MOBILE = "/mobile";

export function parseSitePath(pathname: string): SitePath | null {
  const found = siteNameFromPath(pathname);
  if (!found) return null;
  let rest = found.rest.length > 1 ? found.rest.replace(/\/+$/, "") : found.rest;
  let mobile = false;
  if (rest === MOBILE || rest.startsWith(`${MOBILE}/`)) {
    mobile = true;
    rest = rest.slice(MOBILE.length) || "/";
  }
  return { siteName: found.siteName, prefix: `/${found.siteName}`, mobile, rest };
}

/**
 * A link inside a site: `path` is the page path below the prefix ("/", "/search",
 * "/search?keyword=x"); mobile links get "/mobile" after the prefix.
 */
export function sitePath(prefix: string, path: string, mobile: boolean): string {
  const base = mobile ? `${prefix}${MOBILE}` : prefix;
  if (path === "" || path === "/") return base;
  if (path.startsWith("?") || path.startsWith("#")) return `${base}${path}`;
  if (path.startsWith("/?") || path.startsWith("/#")) return `${base}${path.slice(1)}`;
  return `${base}${path.startsWith("/") ? path : `/${path}`}`;
}

/** The /mobile twin of a desktop location (learner §2: at most 992 px wide). */
export function toMobileUrl(pathname: string, search = "", hash = ""): string | null {
  const parsed = parseSitePath(pathname);
  if (!parsed || parsed.mobile) return null;
  return sitePath(parsed.prefix, parsed.rest, true) + search + hash;
}

/** The desktop twin of a /mobile location. */
export function toDesktopUrl(pathname: string, search = "", hash = ""): string | null {
  const parsed = parseSitePath(pathname);
  if (!parsed || !parsed.mobile) return null;
  return sitePath(parsed.prefix, parsed.rest, false) + search + hash;
}

/** Whether a page path below a prefix ("/my-learning/edit") is one of `pages` or below one. */
export function isPageOrBelow(rest: string, pages: readonly string[]): boolean {
  return pages.some((page) => rest === page || rest.startsWith(`${page}/`));
}

/** The site prefix of a path, or null for "/". */
export function sitePrefixOf(pathname: string): string | null {
  return parseSitePath(pathname)?.prefix ?? null;
}

/** Login through the SSO redirect, returning to the page the visitor is on (frame §2). */
export function loginHref(pathname: string, search: string): string {
  return `/user/sso/login?target=${encodeURIComponent(pathname + search)}`;
}

/** The search results page for a keyword (frame §2: the keyword is URL-encoded). */
export function searchPath(keyword: string): string {
  return `/search?keyword=${encodeURIComponent(keyword)}`;
}

/** A footer or configured link: relative ones live under the site prefix, absolute ones leave the site. */
export function isExternalUrl(url: string): boolean {
  return /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(url);
}
