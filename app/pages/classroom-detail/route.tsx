import { portalContext } from "#app/context.ts";
import { idParam, notFoundRedirect, settle } from "../../components/catalogue/load.ts";
import { detailMeta } from "../../components/catalogue/meta.ts";
import { classroomDetailPath } from "../../components/classroom/session-rules.ts";
import { PageError } from "../../components/page-error.tsx";
import { sitePath } from "../../frame/paths.ts";
import { sitePage } from "../../frame/resolve-page.ts";
import { useIsMobileLayout } from "../../frame/use-layout.ts";
import type { Route } from "./+types/route.ts";
import { ClassroomDetailView } from "./detail-view.tsx";
import type { ClassroomDetailData } from "./page-data.ts";

/**
 * Classroom detail (frame §2, §3): /classroom/detail/{id}, one session of the
 * site with the learner's standing and evaluation. A visitor's render holds
 * nothing of anyone's (standing notLogin, no evaluation), so it is kept and
 * shared like the other anonymous pages.
 */
export async function loader({ params, context }: Route.LoaderArgs): Promise<ClassroomDetailData> {
  const { path, site } = sitePage(context);
  const id = idParam(params.id);
  if (id === null) throw notFoundRedirect(path);
  const canonicalUrl = `${context.get(portalContext).origin}${sitePath(path.prefix, classroomDetailPath(id), false)}`;
  const read = await settle(site.classrooms.detail(id), null);
  if (read.failed) return { page: null, canonicalUrl, failed: true };
  // Another site's session, or one hidden here, is not found (learner §8).
  if (!read.value) throw notFoundRedirect(path);
  return { page: read.value, canonicalUrl, failed: false };
}

export const meta: Route.MetaFunction = (args) => {
  const session = args.loaderData?.page?.session;
  const descriptors = detailMeta(
    args,
    session ? { name: session.classroomName, description: session.description } : null,
    { titleKey: "classroom.seo.detailTitle" },
  );
  const canonicalUrl = args.loaderData?.canonicalUrl;
  return canonicalUrl && session
    ? [...descriptors, { tagName: "link", rel: "canonical", href: canonicalUrl }]
    : descriptors;
};

export default function ClassroomDetailRoute({ loaderData }: Route.ComponentProps) {
  return <ClassroomDetailView data={loaderData} compact={useIsMobileLayout()} />;
}

/** A failing page keeps the site's header and footer around its error. */
export function ErrorBoundary() {
  return <PageError />;
}
