import { data } from "react-router";
import { PageError } from "../../components/page-error.tsx";
import { frameMeta } from "../../frame/meta.ts";
import { useIsMobileLayout } from "../../frame/use-layout.ts";
import type { Route } from "./+types/route.ts";
import { NotFoundContent } from "./not-found-content.tsx";
import { READS_NO_LEARNER } from "../../frame/learner-pages.ts";

/** The page answers with HTTP 404 so crawlers drop the address. */
export function loader() {
  return data({ notFound: true }, { status: 404 });
}

export const meta: Route.MetaFunction = (args) =>
  frameMeta(args, { titleKey: "seo.notFoundTitle", homeFallback: false }, [
    { name: "robots", content: "noindex" },
  ]);

export default function NotFoundRoute() {
  return <NotFoundContent compact={useIsMobileLayout()} />;
}

/** A failing page keeps the site's header and footer around its error. */
export function ErrorBoundary() {
  return <PageError />;
}

/** The page is the same for every learner: a signed-in view reads only who they are (decision 0027). */
export const handle = READS_NO_LEARNER;
