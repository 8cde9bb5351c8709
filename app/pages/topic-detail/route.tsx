import { idParam, notFoundRedirect, settle } from "../../components/catalogue/load.ts";
import { detailMeta } from "../../components/catalogue/meta.ts";
import { PageError } from "../../components/page-error.tsx";
import { READS_NO_LEARNER } from "../../frame/learner-pages.ts";
import { sitePage } from "../../frame/resolve-page.ts";
import { useIsMobileLayout } from "../../frame/use-layout.ts";
import type { Route } from "./+types/route.ts";
import { TopicView } from "./topic-view.tsx";
import type { TopicDetailData } from "./page-data.ts";

/** Topic (video) detail (learner §2): /topic/detail/{id}. */
export async function loader({ context, params }: Route.LoaderArgs): Promise<TopicDetailData> {
  const { path, site } = sitePage(context);
  const id = idParam(params.id);
  if (id === null) throw notFoundRedirect(path);
  const read = await settle(site.catalogue.topicDetail(id), null);
  if (read.failed) return { detail: null, failed: true };
  if (!read.value) throw notFoundRedirect(path);
  return { detail: read.value, failed: false };
}

export const meta: Route.MetaFunction = (args) => {
  const detail = args.loaderData?.detail;
  return detailMeta(
    args,
    detail ? { name: detail.topicName, description: detail.description } : null,
    { titleKey: "seo.defaultTitle" },
  );
};

/** The topic is everyone's; the page unlocks its video for whoever is signed in. */
export const handle = READS_NO_LEARNER;

export default function TopicDetailRoute({ loaderData }: Route.ComponentProps) {
  return <TopicView data={loaderData} compact={useIsMobileLayout()} />;
}

/** A failing page keeps the site's header and footer around its error. */
export function ErrorBoundary() {
  return <PageError />;
}
