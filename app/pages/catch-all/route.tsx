import { notFoundRedirect } from "../../components/catalogue/load.ts";
import { sitePage } from "../../frame/resolve-page.ts";
import type { Route } from "./+types/route.ts";
import { READS_NO_LEARNER } from "../../frame/learner-pages.ts";

/** A path no page owns goes to the site's not-found page (frame §4 "A missing page"). */
export function loader({ context }: Route.LoaderArgs) {
  throw notFoundRedirect(sitePage(context).path);
}

export default function CatchAll() {
  return null;
}

/** The page is the same for every learner: a signed-in view reads only who they are (decision 0027). */
export const handle = READS_NO_LEARNER;
