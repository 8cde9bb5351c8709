import { notFoundRedirect, settle } from "../../components/catalogue/load.ts";
import { PageError } from "../../components/page-error.tsx";
import { frameMeta } from "../../frame/meta.ts";
import { sitePage } from "../../frame/resolve-page.ts";
import { useIsMobileLayout } from "../../frame/use-layout.ts";
import type { Route } from "./+types/route.ts";
import { JoinUsView } from "./join-us-view.tsx";
import { READS_NO_LEARNER } from "../../frame/learner-pages.ts";
import type { JoinUsData } from "./page-data.ts";

/**
 * The invitation to join the trainer team (frame §2 /join-us-as-a-trainer):
 * open to visitors. The captcha is fetched by the browser, so the page itself
 * stays the same for everyone (and cacheable). A site whose trainer page does
 * not invite trainers has no such page.
 */
export async function loader({ context }: Route.LoaderArgs): Promise<JoinUsData> {
  const { path, site } = sitePage(context);
  const config = (await settle(site.trainers.config(), null)).value;
  if (config && !config.showJoinUs) throw notFoundRedirect(path);
  return { config };
}

export const meta: Route.MetaFunction = (args) =>
  frameMeta(args, { headingKey: "trainers.apply.title", homeFallback: false });

export default function JoinUsRoute({ loaderData }: Route.ComponentProps) {
  return <JoinUsView data={loaderData} compact={useIsMobileLayout()} />;
}

/** A failing page keeps the site's header and footer around its error. */
export function ErrorBoundary() {
  return <PageError />;
}

/** The page is the same for every learner: a signed-in view reads only who they are (decision 0027). */
export const handle = READS_NO_LEARNER;
