import { portalContext } from "#app/context.ts";
import type { TopicDetail } from "#contract/catalogue.ts";
import { idParam, notFoundRedirect, pageRequest, settle } from "../../components/catalogue/load.ts";
import { detailMeta } from "../../components/catalogue/meta.ts";
import { PageError } from "../../components/page-error.tsx";
import { useIsMobileLayout } from "../../frame/use-layout.ts";
import type { Route } from "./+types/route.ts";
import { TopicDetailDesktop } from "./desktop.tsx";
import { TopicDetailMobile } from "./mobile.tsx";

export type TopicDetailData = { detail: TopicDetail | null; failed: boolean };

/** Topic (video) detail (learner §2): /topic/detail/{id}. */
export async function loader({
  request,
  url,
  context,
  params,
}: Route.LoaderArgs): Promise<TopicDetailData> {
  const portal = context.get(portalContext);
  const { site, scope } = pageRequest({ request, url }, portal);
  const id = idParam(params.id);
  if (id === null) throw notFoundRedirect(site);
  const read = await settle(portal.catalogue.topicDetail(scope, id), null);
  if (read.failed) return { detail: null, failed: true };
  if (!read.value) throw notFoundRedirect(site);
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

export default function TopicDetailRoute({ loaderData }: Route.ComponentProps) {
  return useIsMobileLayout() ? (
    <TopicDetailMobile data={loaderData} />
  ) : (
    <TopicDetailDesktop data={loaderData} />
  );
}

/** A failing page keeps the site's header and footer around its error. */
export function ErrorBoundary() {
  return <PageError />;
}
