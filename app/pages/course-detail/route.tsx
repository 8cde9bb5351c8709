import { CourseType } from "#contract/catalogue-rules.ts";
import { idParam, notFoundRedirect, settle } from "../../components/catalogue/load.ts";
import { detailMeta } from "../../components/catalogue/meta.ts";
import { PageError } from "../../components/page-error.tsx";
import { sitePage } from "../../frame/resolve-page.ts";
import { useIsMobileLayout } from "../../frame/use-layout.ts";
import type { Route } from "./+types/route.ts";
import { CourseView } from "./course-view.tsx";
import type { CourseDetailData } from "./page-data.ts";

/** Course or video detail (learner §2): /course/detail/{id}?courseType= (0 course, 1 video). */
export async function loader({
  url,
  context,
  params,
}: Route.LoaderArgs): Promise<CourseDetailData> {
  const { path, site } = sitePage(context);
  const id = idParam(params.id);
  if (id === null) throw notFoundRedirect(path);
  const courseType =
    url.searchParams.get("courseType") === "1" ? CourseType.video : CourseType.course;
  const read = await settle(site.catalogue.courseDetail(id, courseType), null);
  if (read.failed) return { detail: null, failed: true };
  if (!read.value) throw notFoundRedirect(path);
  return { detail: read.value, failed: false };
}

export const meta: Route.MetaFunction = (args) => {
  const detail = args.loaderData?.detail;
  return detailMeta(
    args,
    detail ? { name: detail.courseName, description: detail.description } : null,
    { titleKey: "seo.defaultTitle" },
  );
};

export default function CourseDetailRoute({ loaderData }: Route.ComponentProps) {
  return <CourseView data={loaderData} compact={useIsMobileLayout()} />;
}

/** A failing page keeps the site's header and footer around its error. */
export function ErrorBoundary() {
  return <PageError />;
}
