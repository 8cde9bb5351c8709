import { redirect } from "react-router";
import { portalContext } from "#app/context.ts";
import type { Route } from "./+types/route.ts";

/**
 * "/" opens the tenant's default site (frame §2), keeping the query: a partner's
 * one-click sign link (frame §4 "Page start") may point at the bare host.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  throw redirect(context.get(portalContext).defaultSitePrefix() + new URL(request.url).search);
}

export default function SiteRoot() {
  return null;
}
