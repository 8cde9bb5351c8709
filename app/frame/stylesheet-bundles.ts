/**
 * One stylesheet per matched route instead of one per chunk (decision 0016):
 * the page's styles come as a few render-blocking requests, not some thirty.
 * A bundle's address lists the build's stylesheets it joins, in order; the
 * names carry their content hashes, so a bundle never changes and the browser
 * keeps it for good. Bundles live beside the files they join, so a relative
 * `url()` in them resolves as it would in the file. The server serves exactly
 * the bundles the build's routes make (`routeStylesheets` over every route),
 * nothing else.
 */
const PREFIX = "/assets/styles~";
const SUFFIX = ".css";

/** What a route of React Router's manifest says about its place, its modules and its stylesheets. */
export type ManifestRoute = {
  parentId?: string | undefined;
  /** The route's module and every module it imports statically. */
  module?: string | undefined;
  imports?: string[] | undefined;
  css?: string[] | undefined;
};

/** The build stylesheet an href names (`/assets/Group-CVKnj_dk.css`, maybe with a `#`), or null. */
function stemOf(href: string): string | null {
  const match = /^\/assets\/([\w-]+)\.css#?$/.exec(href);
  return match ? match[1]! : null;
}

/**
 * The chunk of Mantine's base (decision 0028): its provider, Box, styles API,
 * UnstyledButton and Text, which every other component builds on, with its
 * class on the same element (a Button is an UnstyledButton).
 */
export const KIT_BASE_CHUNK = "mantine";
const isKitBase = (stem: string) => stem.startsWith(`${KIT_BASE_CHUNK}-`);

/**
 * The stylesheets of a chain of matched routes, outermost first: for each
 * route, the bundle of its build stylesheets that no outer route brings, and
 * any other stylesheet it names as it is (never dropped).
 *
 * React Router lists a chunk's stylesheets before those of the chunks it
 * imports. Mantine's rules share one layer, where the later of two equal
 * selectors wins: the kit's base comes first in its bundle, so that a
 * component the route's own chunk holds (the frame's Button, decision 0035)
 * comes after the UnstyledButton reset it builds on.
 */
export function routeStylesheets(
  routes: Readonly<Record<string, ManifestRoute | undefined>>,
  routeIds: readonly string[],
): string[][] {
  const seen = new Set<string>();
  return routeIds.map((id) => {
    const stems: string[] = [];
    const others: string[] = [];
    for (const href of routes[id]?.css ?? []) {
      const stem = stemOf(href);
      const key = stem ?? href;
      if (seen.has(key)) continue;
      seen.add(key);
      if (stem) stems.push(stem);
      else others.push(href);
    }
    const ordered = [...stems.filter(isKitBase), ...stems.filter((stem) => !isKitBase(stem))];
    return stems.length === 0 ? others : [`${PREFIX}${ordered.join("~")}${SUFFIX}`, ...others];
  });
}

/** A route's chain from the root, as React Router matches it. */
export function routeChain(
  routes: Readonly<Record<string, ManifestRoute | undefined>>,
  id: string,
): string[] {
  const chain: string[] = [];
  for (let at: string | undefined = id; at !== undefined && chain.length < 64;) {
    chain.unshift(at);
    at = routes[at]?.parentId;
  }
  return chain;
}

/**
 * The manifest of the pages as the browser gets it (the first page's inline
 * manifest, and the routes it discovers later): each route's stylesheets are
 * its bundle, the one the page renders for it, in place of the build's
 * stylesheets it joins. Before a client navigation React Router loads a
 * route's `css` (as a preload and as a passing stylesheet) so the next page
 * never shows unstyled: given the parts, it loaded them only for the page to
 * ask for their bundle, and Chromium warned of every part preloaded and never
 * used, some twenty per navigation. Given the bundle, what it loads is what
 * the page uses. Changes `routes` in place; `routeStylesheets` over it
 * answers as over the build's.
 */
export function nameRouteBundles(routes: Record<string, ManifestRoute | undefined>): void {
  const bundles = Object.keys(routes).map(
    (id) => [id, routeStylesheets(routes, routeChain(routes, id)).at(-1) ?? []] as const,
  );
  for (const [id, css] of bundles) {
    const route = routes[id];
    if (route?.css) route.css = css;
  }
}

/** The stylesheets a bundle's address joins, in order; null when it is not a bundle's address. */
export function bundleStems(path: string): string[] | null {
  if (!path.startsWith(PREFIX) || !path.endsWith(SUFFIX)) return null;
  return path.slice(PREFIX.length, -SUFFIX.length).split("~");
}

/**
 * Whether the stylesheet at `path` (`/assets/Group-CVKnj_dk.css`) is already
 * part of one of the bundles at `bundlePaths`.
 */
export function inBundle(path: string, bundlePaths: readonly string[]): boolean {
  const stem = stemOf(path);
  if (!stem) return false;
  return bundlePaths.some((bundle) => bundleStems(bundle)?.includes(stem) ?? false);
}

/**
 * A chunk loaded after the page (React.lazy, the overlays of decision 0014)
 * asks Vite's preload helper for the stylesheets it depends on by their own
 * names; finding no link of that name, the helper appends one after the
 * page's bundles. A part a bundle holds already (UnstyledButton's reset,
 * say) would then come again behind the rules that build on it (a Tab's),
 * and in the same layer win. Such a repeat is made inert as it is added: it
 * still loads, so the chunk's import settles, but applies to no medium.
 */
export function keepBundledPartsInert(doc: Document): void {
  const bundles = () =>
    [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
      .map((link) => new URL(link.href, doc.baseURI).pathname)
      .filter((path) => bundleStems(path) !== null);
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof HTMLLinkElement) || node.rel !== "stylesheet") continue;
        if (inBundle(new URL(node.href, doc.baseURI).pathname, bundles())) node.media = "not all";
      }
    }
  }).observe(doc.head, { childList: true });
}
