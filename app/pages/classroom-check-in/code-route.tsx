import { portalContext } from "#app/context.ts";
import type { ClassroomCheckInQr } from "#contract/portal-context.ts";
import { idParam, notFoundRedirect } from "../../components/catalogue/load.ts";
import { PageError } from "../../components/page-error.tsx";
import { frameMeta } from "../../frame/meta.ts";
import { signInFirst } from "../../frame/sign-in-redirect.ts";
import { sitePage } from "../../frame/resolve-page.ts";
import type { Route } from "./+types/code-route.ts";
import { CheckInCodeView } from "./check-in-code-view.tsx";

/**
 * The session's check-in code for its trainer to show full screen (decision
 * 0045): the QR of this minute's code, read again each minute. The server
 * shows it only to the session's trainer and the site's staff; anyone else is
 * told so.
 */
export async function loader({
  url,
  params,
  context,
}: Route.LoaderArgs): Promise<ClassroomCheckInQr> {
  const { path, site } = sitePage(context);
  const user = await context.get(portalContext).currentUser();
  if (!user) throw signInFirst(url);
  const id = idParam(params.classroomId);
  if (id === null) throw notFoundRedirect(path);
  return site.classrooms.checkInQr(id);
}

export const meta: Route.MetaFunction = (args) =>
  frameMeta(args, { headingKey: "classroom.checkInCode.title" }, [
    { name: "robots", content: "noindex" },
  ]);

export default function ClassroomCheckInCodeRoute({ loaderData }: Route.ComponentProps) {
  return <CheckInCodeView outcome={loaderData} />;
}

/** A failing page keeps the site's header and footer around its error. */
export function ErrorBoundary() {
  return <PageError />;
}
