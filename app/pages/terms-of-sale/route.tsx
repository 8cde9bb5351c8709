import { PageError } from "../../components/page-error.tsx";
import { frameMeta } from "../../frame/meta.ts";
import { READS_NO_LEARNER } from "../../frame/learner-pages.ts";
import { useIsMobileLayout } from "../../frame/use-layout.ts";
import type { Route } from "./+types/route.ts";
import { TermsOfSaleView } from "./terms-of-sale-view.tsx";

export const meta: Route.MetaFunction = (args) =>
  frameMeta(args, { titleKey: "seo.termsOfSaleTitle", homeFallback: false });

/**
 * The terms of sale of paid training (frame §5: accepted before an order is
 * placed, §9: non-refundable, rescheduling through support, a bank transfer
 * within 3 calendar days; decision 0054): the version in force, which the
 * checkout's acceptance links to. The same for every visitor.
 */
export default function TermsOfSaleRoute() {
  return <TermsOfSaleView compact={useIsMobileLayout()} />;
}

/** A failing page keeps the site's header and footer around its error. */
export function ErrorBoundary() {
  return <PageError />;
}

/** The page is the same for every learner: a signed-in view reads only who they are (decision 0027). */
export const handle = READS_NO_LEARNER;
