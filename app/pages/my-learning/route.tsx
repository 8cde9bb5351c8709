import { redirect } from "react-router";
import { portalContext } from "#app/context.ts";
import { PageError } from "../../components/page-error.tsx";
import { frameMeta } from "../../frame/meta.ts";
import { loginHref } from "../../frame/paths.ts";
import { sitePage } from "../../frame/resolve-page.ts";
import { useIsMobileLayout } from "../../frame/use-layout.ts";
import type { Route } from "./+types/route.ts";
import { MyLearningView } from "./my-learning-view.tsx";

/**
 * My Learning (frame §1, §2): a visitor is sent to login and comes back here;
 * a learner sees their certifications with credits, status and courses.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { site } = sitePage(context);
  const user = await context.get(portalContext).currentUser();
  if (!user) throw redirect(loginHref(url.pathname, url.search));
  const [certifications, certificates, completions, medals] = await Promise.all([
    site.catalogue.myCertifications(),
    site.certificates.mine(),
    site.certificates.completions(),
    site.certificates.medals(),
  ]);
  return {
    user: {
      name: user.name,
      email: user.email,
      emailVerified: user.emailVerified,
      photoImgUrl: user.photoImgUrl,
      country: user.country,
      companyName: user.companyName,
    },
    certifications,
    certificates,
    completions,
    medals,
  };
}

export const meta: Route.MetaFunction = (args) =>
  frameMeta(args, { titleKey: "myLearning.title" }, [{ name: "robots", content: "noindex" }]);

export default function MyLearningRoute({ loaderData }: Route.ComponentProps) {
  return <MyLearningView {...loaderData} compact={useIsMobileLayout()} />;
}

/** A failing page keeps the site's header and footer around its error. */
export function ErrorBoundary() {
  return <PageError />;
}
