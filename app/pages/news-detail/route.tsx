import { idParam, notFoundRedirect, settle } from "../../components/catalogue/load.ts";
import { detailMeta } from "../../components/catalogue/meta.ts";
import { PageError } from "../../components/page-error.tsx";
import { sitePage } from "../../frame/resolve-page.ts";
import { useIsMobileLayout } from "../../frame/use-layout.ts";
import type { Route } from "./+types/route.ts";
import { NewsDetailView } from "./news-detail.tsx";
import { READS_NO_LEARNER } from "../../frame/learner-pages.ts";
import { dated } from "../../components/catalogue/format.ts";
import type { NewsDetailData } from "./page-data.ts";

/**
 * One news item (frame §2 /news/detail/{id}): an id the site does not publish
 * in the page's language (unknown, scheduled, another site's) is the
 * not-found page.
 */
export async function loader({ context, params }: Route.LoaderArgs): Promise<NewsDetailData> {
  const { path, site } = sitePage(context);
  const id = idParam(params.id);
  if (id === null) throw notFoundRedirect(path);
  const [frame, read] = await Promise.all([
    site.frame(),
    settle(site.content.newsDetail(id), null),
  ]);
  if (read.failed) return { detail: null, failed: true };
  if (!read.value) throw notFoundRedirect(path);
  return { detail: dated(read.value, frame.language.languageSimple), failed: false };
}

/** The item's own SEO title and description (learner §2 page meta). */
export const meta: Route.MetaFunction = (args) => {
  const detail = args.loaderData?.detail;
  return detailMeta(
    args,
    detail ? { name: detail.seoTitle, description: detail.seoDescription } : null,
    { headingKey: "content.news.title" },
  );
};

export default function NewsDetailRoute({ loaderData }: Route.ComponentProps) {
  return <NewsDetailView data={loaderData} compact={useIsMobileLayout()} />;
}

/** A failing page keeps the site's header and footer around its error. */
export function ErrorBoundary() {
  return <PageError />;
}

/** The page is the same for every learner: a signed-in view reads only who they are (decision 0027). */
export const handle = READS_NO_LEARNER;
