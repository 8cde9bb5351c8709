import { createContext } from "react-router";
import type { PortalContext, SitePortal } from "#contract/portal-context.ts";
import type { SitePath } from "./frame/paths.ts";

/**
 * The router-context token the server fills per request. The SSR build keeps
 * this module external so server and loaders share one token instance.
 */
export const portalContext = createContext<PortalContext>();

/** Where a request's page sits, resolved once by the root middleware. */
export type ResolvedPage = {
  /** The path's place in the site map; null outside every site ("/"). */
  path: SitePath | null;
  /** The site the path names, in the page's language; null exactly when path is null. */
  site: SitePortal | null;
};

/** The router-context token of the resolved page (app/frame/resolve-page.ts). */
export const pageContext = createContext<ResolvedPage>();
