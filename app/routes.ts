import { type RouteConfig, index, route } from "@react-router/dev/routes";

/**
 * The site map (frame §2, learner §2). Every page lives below a site prefix,
 * and each has a desktop route and a /mobile twin that share one route module.
 * Route ids: "{prefix}-{layout}-{page}", e.g. "eu-mobile-search".
 */
const SITE_PREFIXES = [
  { key: "site", path: ":site" },
  { key: "eu", path: "eu/:site" },
  { key: "asia", path: "asia/:site" },
] as const;

const PAGES = [
  { key: "home", path: null, file: "pages/home/route.tsx" },
  { key: "search", path: "search", file: "pages/search/route.tsx" },
  { key: "not-found", path: "exception/notFound", file: "pages/not-found/route.tsx" },
  // Anything else below a site prefix goes to the not-found page.
  { key: "catch-all", path: "*", file: "pages/catch-all/route.tsx" },
] as const;

function pagesOf(id: string) {
  return PAGES.map((page) =>
    page.path === null
      ? index(page.file, { id: `${id}-${page.key}` })
      : route(page.path, page.file, { id: `${id}-${page.key}` }),
  );
}

export default [
  // "/" goes to the tenant's default site.
  index("pages/site-root/route.tsx"),
  ...SITE_PREFIXES.flatMap((prefix) => [
    route(prefix.path, "frame/desktop-layout.tsx", { id: `${prefix.key}-desktop` }, [
      ...pagesOf(`${prefix.key}-desktop`),
    ]),
    route(`${prefix.path}/mobile`, "frame/mobile-layout.tsx", { id: `${prefix.key}-mobile` }, [
      ...pagesOf(`${prefix.key}-mobile`),
    ]),
  ]),
] satisfies RouteConfig;
