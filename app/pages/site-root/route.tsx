import { redirect } from "react-router";
import { portalContext } from "#app/context.ts";
import type { Route } from "./+types/route.ts";

/** "/" opens the tenant's default site (frame §2). */
export function loader({ context }: Route.LoaderArgs) {
  throw redirect(context.get(portalContext).defaultSitePrefix());
}

export default function SiteRoot() {
  return null;
}
