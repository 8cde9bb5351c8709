import { portalContext } from "#app/context.ts";
import { PageError } from "../../components/page-error.tsx";
import { frameMeta } from "../../frame/meta.ts";
import { signInFirst } from "../../frame/sign-in-redirect.ts";
import { sitePage } from "../../frame/resolve-page.ts";
import { useIsMobileLayout } from "../../frame/use-layout.ts";
import type { Route } from "./+types/route.ts";
import { CheckInView } from "./check-in-view.tsx";

/**
 * The classroom check-in page (issue 12): what the QR a trainer shows at the
 * session opens. A visitor signs in first and comes back; a learner is
 * checked in by the server with the QR's code, or told why not.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { site } = sitePage(context);
  const user = await context.get(portalContext).currentUser();
  if (!user) throw signInFirst(url);
  return site.classrooms.checkIn(url.searchParams.get("token") ?? "");
}

export const meta: Route.MetaFunction = (args) =>
  frameMeta(args, { headingKey: "classroom.checkIn.title" }, [
    { name: "robots", content: "noindex" },
  ]);

export default function ClassroomCheckInRoute({ loaderData }: Route.ComponentProps) {
  return <CheckInView outcome={loaderData} compact={useIsMobileLayout()} />;
}

/** A failing page keeps the site's header and footer around its error. */
export function ErrorBoundary() {
  return <PageError />;
}
