import { pageSizeFor } from "../../components/catalogue/filters.ts";
import { settle } from "../../components/catalogue/load.ts";
import {
  formatOfFilter,
  readFormatFilter,
  readPageNum,
} from "../../components/classroom/session-rules.ts";
import { PageError } from "../../components/page-error.tsx";
import { frameMeta } from "../../frame/meta.ts";
import { sitePage } from "../../frame/resolve-page.ts";
import { useIsMobileLayout } from "../../frame/use-layout.ts";
import type { Route } from "./+types/route.ts";
import { WorkshopSeminarView } from "./workshop-seminar-view.tsx";
import type { WorkshopSeminarData } from "./page-data.ts";

/**
 * Webinars, workshops and seminars outside the certifications (frame §2
 * /workshop-seminar/list, learner §7): the site's upcoming sessions, filtered
 * by format (?format=webinar|workshop|seminar) and paged (?pageNum=), 15 a
 * page on desktop and 10 on mobile, with the learner's standing in each.
 */
export async function loader({ url, context }: Route.LoaderArgs): Promise<WorkshopSeminarData> {
  const { path, site } = sitePage(context);
  const format = readFormatFilter(url.searchParams.get("format"));
  const pageNum = readPageNum(url.searchParams.get("pageNum"));
  const pageSize = pageSizeFor(path.mobile);
  const read = await settle(
    site.classrooms.nonCertificationList({ format: formatOfFilter(format), pageNum, pageSize }),
    { rows: [], total: 0 },
  );
  return { sessions: read.value, format, pageNum, pageSize, failed: read.failed };
}

export const meta: Route.MetaFunction = (args) =>
  frameMeta(args, {
    titleKey: "classroom.seo.listTitle",
    descriptionKey: "classroom.list.subtitle",
    homeFallback: false,
  });

export default function WorkshopSeminarRoute({ loaderData }: Route.ComponentProps) {
  return <WorkshopSeminarView data={loaderData} compact={useIsMobileLayout()} />;
}

/** A failing page keeps the site's header and footer around its error. */
export function ErrorBoundary() {
  return <PageError />;
}
