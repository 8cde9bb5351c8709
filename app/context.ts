import { createContext, type RouterContext } from "react-router";
import type { PortalContext, SitePortal } from "#contract/portal-context.ts";
import type { SitePath } from "./frame/paths.ts";

/**
 * A router-context token, one per process. A token only matches itself: the
 * SSR build keeps this module external so the server and the loaders import
 * one copy of it, and the development server, which may evaluate it again
 * (an app made while Vite replaces changed modules), finds the same token
 * under its registered symbol.
 */
function processWide<T>(name: string): RouterContext<T> {
  const held = globalThis as Record<symbol, RouterContext<T> | undefined>;
  return (held[Symbol.for(`academy.${name}`)] ??= createContext<T>());
}

/** The router-context token the server fills per request. */
export const portalContext = processWide<PortalContext>("portalContext");

/** Where a request's page sits, resolved once by the root middleware. */
export type ResolvedPage = {
  /** The path's place in the site map; null outside every site ("/"). */
  path: SitePath | null;
  /** The site the path names, in the page's language; null exactly when path is null. */
  site: SitePortal | null;
};

/** The router-context token of the resolved page (app/frame/resolve-page.ts). */
export const pageContext = processWide<ResolvedPage>("pageContext");
