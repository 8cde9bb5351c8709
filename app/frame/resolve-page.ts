import { data, redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { pageContext, portalContext, type ResolvedPage } from "#app/context.ts";
import type { SitePortal } from "#contract/portal-context.ts";
import { parseSitePath, sitePath, type SitePath } from "./paths.ts";

/**
 * Root middleware: works out once per request which site, layout and language
 * the page is in, for the root loader and the page's loader alike. `url` is
 * React Router's normalised address: a client navigation fetches
 * `{path}.data`, which `request.url` still carries.
 *
 * A prefix naming no site of the tenant goes to the default site's not-found
 * page (frame §4 "A missing page"); the default site itself missing is a broken
 * configuration, not a wrong link. Site names are lower case: a prefix in
 * other letters (`/EN`) is sent to its one spelling, so that no cache keeps a
 * page twice (decision 0044; the routes below it match case-sensitively).
 */
export const resolvePage: MiddlewareFunction<Response> = ({ url, context }, next) => {
  const portal = context.get(portalContext);
  const path = parseSitePath(url.pathname);
  // The portal chooses the language from the request itself (frame §4 priority).
  if (path && path.siteName !== path.siteName.toLowerCase()) {
    const canonical = sitePath(path.prefix.toLowerCase(), path.rest, path.mobile);
    throw redirect(canonical + url.search, 308);
  }
  const site = path ? portal.site({ siteName: path.siteName }) : null;
  if (path && !site) {
    const fallback = portal.defaultSitePrefix();
    if (fallback === path.prefix) throw data("No such site", { status: 404 });
    throw redirect(sitePath(fallback, "/exception/notFound", path.mobile));
  }
  context.set(pageContext, { path, site } satisfies ResolvedPage);
  return next();
};

/** The site page a loader below a site prefix renders: its path and site. */
export function sitePage(context: Readonly<RouterContextProvider>): {
  path: SitePath;
  site: SitePortal;
} {
  const { path, site } = context.get(pageContext);
  // The route table puts every page below a site prefix, which the middleware resolved.
  if (!path || !site) throw new Error("No site page: this loader runs below a site prefix only");
  return { path, site };
}
