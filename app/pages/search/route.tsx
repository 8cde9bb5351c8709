import type { SearchResult } from "#contract/catalogue.ts";
import { pageSizeFor } from "../../components/catalogue/filters.ts";
import { settle } from "../../components/catalogue/load.ts";
import { PageError } from "../../components/page-error.tsx";
import { frameMeta } from "../../frame/meta.ts";
import { sitePage } from "../../frame/resolve-page.ts";
import { useIsMobileLayout } from "../../frame/use-layout.ts";
import type { Route } from "./+types/route.ts";
import { SearchResults } from "./search-results.tsx";
import type { SearchData } from "./page-data.ts";

const EMPTY: SearchResult = { certifications: [], courses: [], videos: [], total: 0 };
const MAX_KEYWORD = 100;

/**
 * Search results (frame §2 /search?keyword=): certifications, courses and
 * videos matching the keyword, by the catalogue's full-text search.
 */
export async function loader({ url, context }: Route.LoaderArgs): Promise<SearchData> {
  const { path, site } = sitePage(context);
  const keyword = (url.searchParams.get("keyword") ?? "").trim().slice(0, MAX_KEYWORD);
  if (!keyword) return { keyword, result: EMPTY, failed: false };
  const read = await settle(site.catalogue.search(keyword, pageSizeFor(path.mobile)), EMPTY);
  return { keyword, result: read.value, failed: read.failed };
}

export const meta: Route.MetaFunction = (args) =>
  frameMeta(args, { titleKey: "seo.searchTitle" }, [{ name: "robots", content: "noindex" }]);

export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  return <SearchResults data={loaderData} compact={useIsMobileLayout()} />;
}

/** A failing page keeps the site's header and footer around its error. */
export function ErrorBoundary() {
  return <PageError />;
}
