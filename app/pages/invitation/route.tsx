import { portalContext } from "#app/context.ts";
import { PageError } from "../../components/page-error.tsx";
import { frameMeta } from "../../frame/meta.ts";
import { signInFirst } from "../../frame/sign-in-redirect.ts";
import { sitePage } from "../../frame/resolve-page.ts";
import { useIsMobileLayout } from "../../frame/use-layout.ts";
import type { Route } from "./+types/route.ts";
import { InvitationView } from "./invitation-view.tsx";
import type { InvitationData } from "./page-data.ts";

/**
 * The invitation-letter pages (frame §2 /invitation and
 * /invitation/practical-exam): a signed-in learner opens the letter's link
 * (?code=) or types the code, sees what the letter is for and enrols in a
 * session of its certification release, approved at once. A visitor signs in
 * first and comes back to the same address.
 */
export async function loader({ url, context }: Route.LoaderArgs): Promise<InvitationData> {
  const { path, site } = sitePage(context);
  const user = await context.get(portalContext).currentUser();
  if (!user) throw signInFirst(url);
  const purpose = path.rest.endsWith("/practical-exam") ? "practicalExam" : "training";
  const given = url.searchParams.get("code");
  const code = given?.trim() ?? "";
  return {
    purpose,
    code,
    codeMissing: given !== null && code === "",
    letter: code ? await site.invitations.letter(code) : null,
  };
}

export const meta: Route.MetaFunction = (args) =>
  frameMeta(
    args,
    {
      headingKey:
        args.loaderData?.purpose === "practicalExam"
          ? "invitation.page.titlePractical"
          : "invitation.page.title",
    },
    [{ name: "robots", content: "noindex" }],
  );

export default function InvitationRoute({ loaderData }: Route.ComponentProps) {
  // Another code is another letter: what the last one answered is not carried over.
  return <InvitationView key={loaderData.code} data={loaderData} compact={useIsMobileLayout()} />;
}

/** A failing page keeps the site's header and footer around its error. */
export function ErrorBoundary() {
  return <PageError />;
}
