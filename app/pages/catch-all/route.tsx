import { notFoundRedirect } from "../../components/catalogue/load.ts";
import { sitePage } from "../../frame/resolve-page.ts";
import type { Route } from "./+types/route.ts";

/** A path no page owns goes to the site's not-found page (frame §4 "A missing page"). */
export function loader({ context }: Route.LoaderArgs) {
  throw notFoundRedirect(sitePage(context).path);
}

export default function CatchAll() {
  return null;
}
