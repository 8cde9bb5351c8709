import { portalContext } from "#app/context.ts";
import { isUsableVat } from "#contract/certificate-rules.ts";
import { myLearningTab } from "#contract/my-learning-rules.ts";
import { PageError } from "../../components/page-error.tsx";
import { frameMeta } from "../../frame/meta.ts";
import { signInFirst } from "../../frame/sign-in-redirect.ts";
import { sitePage } from "../../frame/resolve-page.ts";
import { useIsMobileLayout } from "../../frame/use-layout.ts";
import type { Route } from "./+types/route.ts";
import { MyLearningView } from "./my-learning-view.tsx";
import type { MyLearningData } from "./page-data.ts";
import { readTabContent } from "./tab-content.ts";

/**
 * My Learning (frame §1, §2): a visitor is sent to login and comes back here;
 * a learner sees one tab at a time, the one the address names (`?tab=`), so a
 * tab can be linked and is rendered on the server. The loader reads only what
 * that tab shows (tab-content.ts).
 */
export async function loader({ url, context }: Route.LoaderArgs): Promise<MyLearningData> {
  const { site } = sitePage(context);
  const user = await context.get(portalContext).currentUser();
  if (!user) throw signInFirst(url);
  // Read once per request: the root loader has asked for the frame already.
  const frame = await site.frame();
  const tab = myLearningTab(url.searchParams.get("tab"), frame.hideInstructorLed);
  return {
    user: {
      name: user.name,
      email: user.email,
      emailVerified: user.emailVerified,
      photoImgUrl: user.photoImgUrl,
      country: user.country,
      companyName: user.companyName,
      companyOnFile: user.companyName.trim() !== "" && isUsableVat(user.vatNumber),
      emailNotificationStatus: user.emailNotificationStatus,
    },
    content: await readTabContent(site, tab, url.searchParams),
  };
}

export const meta: Route.MetaFunction = (args) =>
  frameMeta(args, { headingKey: "myLearning.title" }, [{ name: "robots", content: "noindex" }]);

export default function MyLearningRoute({ loaderData }: Route.ComponentProps) {
  return <MyLearningView data={loaderData} compact={useIsMobileLayout()} />;
}

/** A failing page keeps the site's header and footer around its error. */
export function ErrorBoundary() {
  return <PageError />;
}
