import { redirect } from "react-router";
import { parseSitePath, sitePath } from "../../frame/paths.ts";
import type { Route } from "./+types/route.ts";

/** A path no page owns goes to the site's not-found page (frame §4 "A missing page"). */
export function loader({ request }: Route.LoaderArgs) {
  const parsed = parseSitePath(new URL(request.url).pathname);
  throw redirect(parsed ? sitePath(parsed.prefix, "/exception/notFound", parsed.mobile) : "/");
}

export default function CatchAll() {
  return null;
}
