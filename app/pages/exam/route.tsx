import { portalContext } from "#app/context.ts";
import { idParam, notFoundRedirect } from "../../components/catalogue/load.ts";
import { PageError } from "../../components/page-error.tsx";
import { frameMeta } from "../../frame/meta.ts";
import { signInFirst } from "../../frame/sign-in-redirect.ts";
import { sitePage } from "../../frame/resolve-page.ts";
import { useIsMobileLayout } from "../../frame/use-layout.ts";
import type { Route } from "./+types/route.ts";
import { ExamDesktop } from "./desktop.tsx";
import { ExamPageType, type ExamTarget } from "./exam-flow.ts";
import { ExamMobile } from "./mobile.tsx";

/** Learner §4: 0 theory exam, 1 quiz; relationType names it, courseType says the same. */
function examPageType(url: URL): number | null {
  const value = url.searchParams.get("relationType") ?? url.searchParams.get("courseType");
  if (value === String(ExamPageType.theory)) return ExamPageType.theory;
  if (value === String(ExamPageType.quiz)) return ExamPageType.quiz;
  return null;
}

/**
 * The exam or quiz page (learner §2): /exam?relationId=&relationType=&courseType=.
 * A visitor is sent to login and comes back here. The paper itself is loaded
 * by the page in the browser: starting an attempt is a command, not a read,
 * and the page's HTML never holds a question.
 */
export async function loader({ url, context }: Route.LoaderArgs): Promise<ExamTarget> {
  const { path } = sitePage(context);
  const user = await context.get(portalContext).currentUser();
  if (!user) throw signInFirst(url);
  const releaseId = idParam(url.searchParams.get("relationId") ?? undefined);
  const relationType = examPageType(url);
  if (releaseId === null || relationType === null) throw notFoundRedirect(path);
  return { releaseId, relationType };
}

export const meta: Route.MetaFunction = (args) =>
  frameMeta(args, { titleKey: "exam.title", homeFallback: false }, [
    { name: "robots", content: "noindex" },
  ]);

export default function ExamRoute({ loaderData }: Route.ComponentProps) {
  return useIsMobileLayout() ? (
    <ExamMobile target={loaderData} />
  ) : (
    <ExamDesktop target={loaderData} />
  );
}

/** A failing page keeps the site's header and footer around its error. */
export function ErrorBoundary() {
  return <PageError />;
}
