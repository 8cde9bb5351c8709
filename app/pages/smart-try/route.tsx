import { PageError } from "../../components/page-error.tsx";
import { frameMeta } from "../../frame/meta.ts";
import { sitePage } from "../../frame/resolve-page.ts";
import { useIsMobileLayout } from "../../frame/use-layout.ts";
import type { Route } from "./+types/route.ts";
import { SmartTryView } from "./smart-try-view.tsx";

/**
 * The smart-try campaign page (frame §2 /smart-try and its mobile twin): the
 * site's campaign for everyone; a certified learner applies once with a
 * certification type, product type and distributor (frame §5, §6).
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { site } = sitePage(context);
  const { campaign, standing } = await site.smartTry();
  return { campaign, standing, returnTo: url.pathname + url.search };
}

export const meta: Route.MetaFunction = (args) => frameMeta(args, { headingKey: "smartTry.title" });

export default function SmartTryRoute({ loaderData }: Route.ComponentProps) {
  return <SmartTryView {...loaderData} compact={useIsMobileLayout()} />;
}

/** A failing page keeps the site's header and footer around its error. */
export function ErrorBoundary() {
  return <PageError />;
}
