import type { FaqCategory } from "#contract/content.ts";
import { KEYWORD_MAX } from "#contract/content-rules.ts";
import { settle } from "../../components/catalogue/load.ts";
import { PageError } from "../../components/page-error.tsx";
import { frameMeta } from "../../frame/meta.ts";
import { sitePage } from "../../frame/resolve-page.ts";
import { useIsMobileLayout } from "../../frame/use-layout.ts";
import type { Route } from "./+types/route.ts";
import { FaqView } from "./faq-view.tsx";
import { READS_NO_LEARNER } from "../../frame/learner-pages.ts";
import type { FaqData } from "./page-data.ts";

/** The FAQ (frame §2 /faq): the site's questions by category, searched in its language. */
export async function loader({ url, context }: Route.LoaderArgs): Promise<FaqData> {
  const { site } = sitePage(context);
  const keyword = (url.searchParams.get("keyword") ?? "").trim().slice(0, KEYWORD_MAX);
  const read = await settle(site.content.faq(keyword || undefined), [] as FaqCategory[]);
  return { categories: read.value, keyword, failed: read.failed };
}

export const meta: Route.MetaFunction = (args) =>
  frameMeta(args, { headingKey: "content.faq.title", homeFallback: false });

export default function FaqRoute({ loaderData }: Route.ComponentProps) {
  return <FaqView data={loaderData} compact={useIsMobileLayout()} />;
}

/** A failing page keeps the site's header and footer around its error. */
export function ErrorBoundary() {
  return <PageError />;
}

/** The page is the same for every learner: a signed-in view reads only who they are (decision 0027). */
export const handle = READS_NO_LEARNER;
