import type { NewsPage } from "#contract/content.ts";
import {
  KEYWORD_MAX,
  NEWS_FEED_PATH,
  NEWS_PAGE_SIZES,
  type NewsPageSize,
} from "#contract/content-rules.ts";
import { dated } from "../../components/catalogue/format.ts";
import { settle } from "../../components/catalogue/load.ts";
import { PageError } from "../../components/page-error.tsx";
import { frameMeta } from "../../frame/meta.ts";
import { parseSitePath } from "../../frame/paths.ts";
import { sitePage } from "../../frame/resolve-page.ts";
import { useIsMobileLayout } from "../../frame/use-layout.ts";
import type { Route } from "./+types/route.ts";
import { NewsListView } from "./news-list.tsx";
import { READS_NO_LEARNER } from "../../frame/learner-pages.ts";
import type { NewsListData } from "./page-data.ts";

/** The query as the address gives it; anything out of range is the default. */
function readQuery(params: URLSearchParams) {
  const keyword = (params.get("keyword") ?? "").trim().slice(0, KEYWORD_MAX);
  const pageNum = Number(params.get("pageNum"));
  const pageSize = Number(params.get("pageSize"));
  return {
    keyword,
    pageNum: Number.isInteger(pageNum) && pageNum >= 1 && pageNum <= 10_000 ? pageNum : 1,
    pageSize: (NEWS_PAGE_SIZES as readonly number[]).includes(pageSize)
      ? (pageSize as NewsPageSize)
      : NEWS_PAGE_SIZES[0],
  };
}

/** The news list (frame §2 /news): the site's published news, searched by keyword, a page at a time. */
export async function loader({ url, context }: Route.LoaderArgs): Promise<NewsListData> {
  const { site } = sitePage(context);
  const query = readQuery(url.searchParams);
  const [frame, read] = await Promise.all([
    site.frame(),
    settle(site.content.newsPage({ ...query, keyword: query.keyword || undefined }), {
      rows: [],
      total: 0,
    } as NewsPage),
  ]);
  const locale = frame.language.languageSimple;
  const news = { ...read.value, rows: read.value.rows.map((row) => dated(row, locale)) };
  return { news, ...query, failed: read.failed };
}

export const meta: Route.MetaFunction = (args) => {
  // Feed readers find the site's feed from the list (desktop path, the same feed for /mobile).
  const site = parseSitePath(args.location.pathname);
  return frameMeta(
    args,
    { headingKey: "content.news.title", homeFallback: false },
    site
      ? [
          {
            tagName: "link",
            rel: "alternate",
            type: "application/atom+xml",
            href: `${site.prefix}${NEWS_FEED_PATH}`,
          },
        ]
      : [],
  );
};

export default function NewsRoute({ loaderData }: Route.ComponentProps) {
  return <NewsListView data={loaderData} compact={useIsMobileLayout()} />;
}

/** A failing page keeps the site's header and footer around its error. */
export function ErrorBoundary() {
  return <PageError />;
}

/** The page is the same for every learner: a signed-in view reads only who they are (decision 0027). */
export const handle = READS_NO_LEARNER;
