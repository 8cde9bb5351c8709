import type { CertificationSummary, CourseRow } from "#contract/catalogue.ts";
import type { ClassroomSession } from "#contract/classroom.ts";
import type { Trainer } from "#contract/trainer-team.ts";
import type { UserComment } from "#contract/user-comments.ts";
import { dated } from "../../components/catalogue/format.ts";
import { settle } from "../../components/catalogue/load.ts";
import { PageError } from "../../components/page-error.tsx";
import { frameMeta } from "../../frame/meta.ts";
import { sitePage } from "../../frame/resolve-page.ts";
import { useIsMobileLayout } from "../../frame/use-layout.ts";
import type { Route } from "./+types/route.ts";
import { HomeView } from "./home-view.tsx";
import type { HomeData } from "./page-data.ts";

/**
 * The home page's own data (frame §2): the certification programs of the
 * catalogue, trainers, what's new, user comments and, for a logged-in
 * learner, recommended courses and classrooms. Everything else comes with the
 * frame.
 */
export async function loader({ context }: Route.LoaderArgs): Promise<HomeData> {
  const { site } = sitePage(context);
  const [frame, news, certifications, recommendations, classrooms, trainers, comments] =
    await Promise.all([
      site.frame(),
      site.topNews(),
      settle(site.catalogue.certificationList(), [] as CertificationSummary[]),
      settle(site.catalogue.homeRecommendations(), [] as CourseRow[]),
      settle(site.classrooms.homeRecommendations(), [] as ClassroomSession[]),
      settle(site.trainers.home(), [] as Trainer[]),
      settle(site.userComments(), [] as UserComment[]),
    ]);
  return {
    news: news.map((item) => dated(item, frame.language.languageSimple)),
    certifications: certifications.value,
    recommendations: recommendations.value,
    classrooms: classrooms.value,
    trainers: trainers.value,
    comments: comments.value,
  };
}

export const meta: Route.MetaFunction = (args) => frameMeta(args, { titleKey: "seo.defaultTitle" });

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  const mobile = useIsMobileLayout();
  return <HomeView {...loaderData} compact={mobile} />;
}

/** A failing page keeps the site's header and footer around its error. */
export function ErrorBoundary() {
  return <PageError />;
}
