import { PageError } from "../../components/page-error.tsx";
import { frameMeta } from "../../frame/meta.ts";
import { useIsMobileLayout } from "../../frame/use-layout.ts";
import type { Route } from "./+types/route.ts";
import { SearchDesktop } from "./desktop.tsx";
import { SearchMobile } from "./mobile.tsx";

/** Search results (frame §2 /search?keyword=). The catalogue search arrives later. */
export function loader({ request }: Route.LoaderArgs) {
  const keyword = new URL(request.url).searchParams.get("keyword")?.trim() ?? "";
  return { keyword };
}

export const meta: Route.MetaFunction = (args) =>
  frameMeta(args, { titleKey: "seo.searchTitle" }, [{ name: "robots", content: "noindex" }]);

export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  const mobile = useIsMobileLayout();
  return mobile ? (
    <SearchMobile keyword={loaderData.keyword} />
  ) : (
    <SearchDesktop keyword={loaderData.keyword} />
  );
}

/** A failing page keeps the site's header and footer around its error. */
export function ErrorBoundary() {
  return <PageError />;
}
