import { portalContext } from "#app/context.ts";
import { PageError } from "../../components/page-error.tsx";
import { frameMeta } from "../../frame/meta.ts";
import { signInFirst } from "../../frame/sign-in-redirect.ts";
import { sitePage } from "../../frame/resolve-page.ts";
import { useIsMobileLayout } from "../../frame/use-layout.ts";
import type { Route } from "./+types/route.ts";
import { ProfileEditView } from "./profile-edit-view.tsx";

/**
 * Personal information edit (frame §2 /my-learning/edit and its mobile twin):
 * a visitor is sent to login and comes back here; a learner edits the fields
 * of frame §3 "User info" with the site's required fields (frame §5), their
 * photo, downloads their data or deletes their account.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { site } = sitePage(context);
  const user = await context.get(portalContext).currentUser();
  if (!user) throw signInFirst(url);
  const choices = await site.account.profileChoices();
  return { user, scope: site.scope, ...choices };
}

export const meta: Route.MetaFunction = (args) =>
  frameMeta(args, { headingKey: "profile.title" }, [{ name: "robots", content: "noindex" }]);

export default function ProfileEditRoute({ loaderData }: Route.ComponentProps) {
  return <ProfileEditView {...loaderData} compact={useIsMobileLayout()} />;
}

/** A failing page keeps the site's header and footer around its error. */
export function ErrorBoundary() {
  return <PageError />;
}
