import { useContext, useState, type ReactNode } from "react";
import { PrefetchPageLinks, UNSAFE_FrameworkContext, useMatches } from "react-router";
import { useNonce } from "../nonce.ts";
import { bundleHref } from "./stylesheet-bundles.ts";

/**
 * The page's stylesheets, one bundle per matched route (decision 0016), as
 * React style resources: React writes them at the top of the head, ahead of
 * the module preloads it hoists there, and a client navigation commits only
 * once a new route's bundle has loaded. A stylesheet an outer route brings
 * already is left out of the inner routes' bundles, so navigating between
 * pages of one layout loads only the new page's bundle.
 */
export function RouteStylesheets() {
  const framework = useContext(UNSAFE_FrameworkContext);
  const matches = useMatches();
  if (!framework) return null;
  const seen = new Set<string>();
  return matches.map((match) => {
    const own = (framework.manifest.routes[match.id]?.css ?? []).filter((href) => !seen.has(href));
    for (const href of own) seen.add(href);
    const href = bundleHref(own);
    return href && <link key={match.id} rel="stylesheet" href={href} precedence="page" />;
  });
}

/**
 * What React Router's `<Links>` renders but the stylesheets, which come in
 * bundles (RouteStylesheets): the `links` the matched routes export.
 */
export function RouteLinks() {
  const framework = useContext(UNSAFE_FrameworkContext);
  const matches = useMatches();
  if (!framework) return null;
  const links: ReactNode[] = [];
  for (const match of matches) {
    for (const [index, link] of (framework.routeModules[match.id]?.links?.() ?? []).entries()) {
      const key = `${match.id}:${index}`;
      links.push(
        "page" in link ? <PrefetchPageLinks key={key} {...link} /> : <link key={key} {...link} />,
      );
    }
  }
  return links;
}

/**
 * The page's modules at low priority, as React preloads its own bootstrap
 * modules: the server-rendered page shows without them, so the stylesheets
 * and the first screen's images take the connection first and the scripts,
 * which only make the page interactive, follow. Written ahead of the preload
 * links of `<Scripts>`, so the browser fetches each module once, at this
 * priority. The modules of the first page only: a client navigation loads its
 * route's modules itself, when they are needed.
 */
export function ModulesAfterFirstPaint() {
  const framework = useContext(UNSAFE_FrameworkContext);
  const matches = useMatches();
  const nonce = useNonce();
  const [hrefs] = useState(() => {
    if (!framework) return [];
    const { manifest } = framework;
    const all = [manifest.entry.module, ...manifest.entry.imports];
    for (const match of matches) {
      const route = manifest.routes[match.id];
      if (route) all.push(route.module, ...(route.imports ?? []));
    }
    return [...new Set(all)];
  });
  return hrefs.map((href) => (
    <link
      key={href}
      rel="modulepreload"
      href={href}
      fetchPriority="low"
      nonce={nonce}
      suppressHydrationWarning
    />
  ));
}
