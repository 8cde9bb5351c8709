import { useContext, type ReactNode } from "react";
import {
  PrefetchPageLinks,
  UNSAFE_DataRouterDataContext,
  UNSAFE_DataRouterStateContext,
  UNSAFE_FrameworkContext,
} from "react-router";
import { keepBundledPartsInert, routeStylesheets } from "./stylesheet-bundles.ts";

// Before hydration, when the first lazily loaded chunk may ask for its stylesheets.
if (typeof document !== "undefined") keepBundledPartsInert(document);

/**
 * The ids of the routes the page renders, as React Router's `<Links>` takes
 * them: when a route failed, the routes inside its error boundary are not
 * rendered, so their stylesheets and links are not asked for.
 */
function useRenderedRouteIds(): string[] {
  const state = useContext(UNSAFE_DataRouterStateContext);
  const data = useContext(UNSAFE_DataRouterDataContext);
  const ids = (state?.matches ?? []).map((match) => match.route.id);
  const errors = data?.errors;
  if (!errors) return ids;
  const failed = ids.findIndex((id) => errors[id] !== undefined);
  return failed < 0 ? ids : ids.slice(0, failed + 1);
}

/**
 * The page's stylesheets, one bundle per rendered route (decision 0016), as
 * React style resources: React writes them at the top of the head, ahead of
 * the module preloads it hoists there, and a client navigation commits only
 * once a new route's bundle has loaded. A stylesheet an outer route brings
 * already is left out of the inner routes' bundles, so navigating between
 * pages of one layout loads only the new page's bundle.
 */
export function RouteStylesheets() {
  const framework = useContext(UNSAFE_FrameworkContext);
  const ids = useRenderedRouteIds();
  if (!framework) return null;
  return routeStylesheets(framework.manifest.routes, ids)
    .flat()
    .map((href) => <link key={href} rel="stylesheet" href={href} precedence="page" />);
}

/**
 * What React Router's `<Links>` renders but the stylesheets, which come in
 * bundles (RouteStylesheets): the `links` the rendered routes export.
 */
export function RouteLinks() {
  const framework = useContext(UNSAFE_FrameworkContext);
  const ids = useRenderedRouteIds();
  if (!framework) return null;
  const links: ReactNode[] = [];
  for (const id of ids) {
    for (const [index, link] of (framework.routeModules[id]?.links?.() ?? []).entries()) {
      const key = `${id}:${index}`;
      links.push(
        "page" in link ? <PrefetchPageLinks key={key} {...link} /> : <link key={key} {...link} />,
      );
    }
  }
  return links;
}
