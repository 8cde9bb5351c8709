import { PageError } from "../../components/page-error.tsx";
import { frameMeta } from "../../frame/meta.ts";
import { useIsMobileLayout } from "../../frame/use-layout.ts";
import type { Route } from "./+types/route.ts";
import { CookiePreferences } from "./cookie-preferences.tsx";
import { READS_NO_LEARNER } from "../../frame/learner-pages.ts";

export const meta: Route.MetaFunction = (args) =>
  frameMeta(args, { titleKey: "seo.cookiesTitle", homeFallback: false });

/**
 * The cookie manager (frame §2 /cookies-preferences, §3 "Cookie inventory"):
 * every cookie the portal uses by category, and the visitor's choice, which
 * lives in the browser and is read there (the page itself is the same for
 * every visitor).
 */
export default function CookiePreferencesRoute() {
  return <CookiePreferences compact={useIsMobileLayout()} />;
}

/** A failing page keeps the site's header and footer around its error. */
export function ErrorBoundary() {
  return <PageError />;
}

/** The page is the same for every learner: a signed-in view reads only who they are (decision 0027). */
export const handle = READS_NO_LEARNER;
