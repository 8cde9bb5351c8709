import { redirect } from "react-router";
import { portalContext } from "#app/context.ts";
import { PageError } from "../../components/page-error.tsx";
import { frameMeta } from "../../frame/meta.ts";
import { sitePath } from "../../frame/paths.ts";
import { sitePage } from "../../frame/resolve-page.ts";
import { useIsMobileLayout } from "../../frame/use-layout.ts";
import type { Route } from "./+types/route.ts";
import { AccountDeletedView } from "./account-deleted-view.tsx";

/**
 * Where a learner lands after deleting the account (frame §4 "Logout":
 * deletion at the identity provider, then its logout return; decision 0052):
 * the page says the account is gone. Whoever is signed in still has an
 * account, so the page is only for visitors; a signed-in learner who is sent
 * here by a link goes to the site's home instead.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { path } = sitePage(context);
  if (await context.get(portalContext).currentUser())
    throw redirect(sitePath(path.prefix, "/", path.mobile));
  return null;
}

export const meta: Route.MetaFunction = (args) =>
  frameMeta(args, { titleKey: "seo.accountDeletedTitle", homeFallback: false }, [
    { name: "robots", content: "noindex" },
  ]);

export default function AccountDeletedRoute() {
  return <AccountDeletedView compact={useIsMobileLayout()} />;
}

/** A failing page keeps the site's header and footer around its error. */
export function ErrorBoundary() {
  return <PageError />;
}
