import { portalContext } from "#app/context.ts";
import { languageIdFromCookie } from "../../frame/cookies.ts";
import { PageError } from "../../components/page-error.tsx";
import { frameMeta } from "../../frame/meta.ts";
import { parseSitePath } from "../../frame/paths.ts";
import { useIsMobileLayout } from "../../frame/use-layout.ts";
import type { Route } from "./+types/route.ts";
import { HomeDesktop } from "./desktop.tsx";
import { HomeMobile } from "./mobile.tsx";

/** The home page's own data: what's new. Everything else comes with the frame. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const parsed = parseSitePath(new URL(request.url).pathname);
  const portal = context.get(portalContext);
  const scope = parsed
    ? portal.resolveScope({
        siteName: parsed.siteName,
        languageId: languageIdFromCookie(request.headers.get("cookie")),
      })
    : null;
  return { news: scope ? await portal.topNews(scope) : [] };
}

export const meta: Route.MetaFunction = (args) => frameMeta(args, { titleKey: "seo.defaultTitle" });

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  const mobile = useIsMobileLayout();
  return mobile ? <HomeMobile news={loaderData.news} /> : <HomeDesktop news={loaderData.news} />;
}

/** A failing page keeps the site's header and footer around its error. */
export function ErrorBoundary() {
  return <PageError />;
}
