import type { CourseRow, Page } from "#contract/catalogue.ts";
import { pageSizeFor, readVideoFilters, videoQuery } from "../../components/catalogue/filters.ts";
import { settle } from "../../components/catalogue/load.ts";
import { PageError } from "../../components/page-error.tsx";
import { frameMeta } from "../../frame/meta.ts";
import { sitePage } from "../../frame/resolve-page.ts";
import { useIsMobileLayout } from "../../frame/use-layout.ts";
import type { Route } from "./+types/route.ts";
import { VideoListView } from "./video-list.tsx";
import type { EducationalVideoData } from "./page-data.ts";

/** The educational video list (frame §2 /educational-video/list; learner §3 "Video list filter"). */
export async function loader({ url, context }: Route.LoaderArgs): Promise<EducationalVideoData> {
  const { path, site } = sitePage(context);
  const filters = readVideoFilters(url.searchParams);
  const [read, typeInfo] = await Promise.all([
    settle(site.catalogue.coursePage(videoQuery(filters, path.mobile)), {
      rows: [],
      total: 0,
    } as Page<CourseRow>),
    // A failed read only hides the two filters (learner §7: a failed load falls back to empty).
    settle(site.catalogue.videoTypeInfo(), { productLineList: [], videoTypeList: [] }),
  ]);
  return {
    videos: read.value,
    filters,
    pageSize: pageSizeFor(path.mobile),
    failed: read.failed,
    productLines: typeInfo.value.productLineList.map((line) => ({
      value: String(line.id),
      label: line.productLineName,
    })),
    videoTypes: typeInfo.value.videoTypeList.map((type) => ({
      value: String(type.id),
      label: type.videoTypeName,
    })),
  };
}

export const meta: Route.MetaFunction = (args) =>
  frameMeta(args, { titleKey: "catalogue.seo.videosTitle", homeFallback: false });

export default function EducationalVideoRoute({ loaderData }: Route.ComponentProps) {
  return <VideoListView data={loaderData} compact={useIsMobileLayout()} />;
}

/** A failing page keeps the site's header and footer around its error. */
export function ErrorBoundary() {
  return <PageError />;
}
