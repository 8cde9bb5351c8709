import type { CertificationSummary, CourseRow } from "#contract/catalogue.ts";
import { settle } from "../../components/catalogue/load.ts";
import { PageError } from "../../components/page-error.tsx";
import { frameMeta } from "../../frame/meta.ts";
import { sitePage } from "../../frame/resolve-page.ts";
import { useIsMobileLayout } from "../../frame/use-layout.ts";
import type { Route } from "./+types/route.ts";
import { HomeDesktop } from "./desktop.tsx";
import { HomeMobile } from "./mobile.tsx";

/**
 * The home page's own data: what's new, the certification programs of the
 * catalogue and, for a logged-in learner, recommended courses. Everything else
 * comes with the frame.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { site } = sitePage(context);
  const [news, certifications, recommendations] = await Promise.all([
    site.topNews(),
    settle(site.catalogue.certificationList(), [] as CertificationSummary[]),
    settle(site.catalogue.homeRecommendations(), [] as CourseRow[]),
  ]);
  return {
    news,
    certifications: certifications.value,
    recommendations: recommendations.value,
  };
}

export const meta: Route.MetaFunction = (args) => frameMeta(args, { titleKey: "seo.defaultTitle" });

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  const mobile = useIsMobileLayout();
  return mobile ? <HomeMobile {...loaderData} /> : <HomeDesktop {...loaderData} />;
}

/** A failing page keeps the site's header and footer around its error. */
export function ErrorBoundary() {
  return <PageError />;
}
