import { portalContext } from "#app/context.ts";
import { CourseType } from "#contract/catalogue-rules.ts";
import { idParam, notFoundRedirect, settle } from "../../components/catalogue/load.ts";
import { PageError } from "../../components/page-error.tsx";
import { frameMeta } from "../../frame/meta.ts";
import { signInFirst } from "../../frame/sign-in-redirect.ts";
import { sitePage } from "../../frame/resolve-page.ts";
import { useIsMobileLayout } from "../../frame/use-layout.ts";
import type { Route } from "./+types/route.ts";
import { ExamPageType, examPageTypeOf, type ExamTarget } from "./exam-flow.ts";
import { ExamView } from "./exam-view.tsx";

export type ExamPageData = ExamTarget & {
  /** What is sat, for the page's title: the certification, the course or the topic's video. */
  subject: string | null;
};

/**
 * The exam or quiz page (learner §2): /exam?relationId=&relationType=&courseType=.
 * A visitor is sent to login and comes back here. The paper itself is loaded
 * by the page in the browser: starting an attempt is a command, not a read,
 * and the page's HTML never holds a question.
 */
export async function loader({ url, context }: Route.LoaderArgs): Promise<ExamPageData> {
  const { path, site } = sitePage(context);
  const user = await context.get(portalContext).currentUser();
  if (!user) throw signInFirst(url);
  const releaseId = idParam(url.searchParams.get("relationId") ?? undefined);
  const relationType = examPageTypeOf(url.searchParams);
  if (releaseId === null || relationType === null) throw notFoundRedirect(path);
  // A name that cannot be read leaves the generic title; the page itself checks entry.
  const subject =
    relationType === ExamPageType.theory
      ? await settle(
          site.catalogue.certificationPage(releaseId).then((page) => {
            const detail = page?.detail;
            if (!detail) return null;
            return detail.versionLabel
              ? `${detail.certificationName} ${detail.versionLabel}`
              : detail.certificationName;
          }),
          null,
        )
      : await settle(
          site.catalogue
            .courseDetail(
              releaseId,
              relationType === ExamPageType.topic ? CourseType.video : CourseType.course,
            )
            .then((detail) => detail?.courseName ?? null),
          null,
        );
  return { releaseId, relationType, subject: subject.value };
}

/** "Theory exam: {certification}" or "Quiz: {course}", then the site's title suffix. */
export const meta: Route.MetaFunction = (args) => {
  const data = args.loaderData;
  const courseExam = data?.relationType === ExamPageType.nonCertification;
  const quiz =
    data?.relationType === ExamPageType.quiz || data?.relationType === ExamPageType.topic;
  const title = data?.subject
    ? {
        headingKey: courseExam
          ? "exam.pageTitle.courseExam"
          : quiz
            ? "exam.pageTitle.quiz"
            : "exam.pageTitle.theory",
        headingValues: { name: data.subject },
      }
    : {
        headingKey: courseExam
          ? "exam.nonCertificationTitle"
          : quiz
            ? "exam.quizTitle"
            : "exam.theoryTitle",
      };
  return frameMeta(args, { ...title, homeFallback: false }, [
    { name: "robots", content: "noindex" },
  ]);
};

export default function ExamRoute({ loaderData }: Route.ComponentProps) {
  return <ExamView target={loaderData} compact={useIsMobileLayout()} />;
}

/** A failing page keeps the site's header and footer around its error. */
export function ErrorBoundary() {
  return <PageError />;
}
