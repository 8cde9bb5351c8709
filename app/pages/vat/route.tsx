import { notFoundRedirect } from "../../components/catalogue/load.ts";
import { PageError } from "../../components/page-error.tsx";
import { frameMeta } from "../../frame/meta.ts";
import { sitePage } from "../../frame/resolve-page.ts";
import type { Route } from "./+types/route.ts";
import { VatQuery } from "./vat-query.tsx";
import { READS_NO_LEARNER } from "../../frame/learner-pages.ts";

/** The certificate query by company VAT number (frame §1, §2): desktop only, no mobile route. */
export function loader({ context }: Route.LoaderArgs) {
  const { path } = sitePage(context);
  if (path.mobile) throw notFoundRedirect(path);
  return null;
}

export const meta: Route.MetaFunction = (args) => frameMeta(args, { headingKey: "vat.title" });

export default function VatRoute() {
  return <VatQuery />;
}

/** A failing page keeps the site's header and footer around its error. */
export function ErrorBoundary() {
  return <PageError />;
}

/** The page is the same for every learner: a signed-in view reads only who they are (decision 0027). */
export const handle = READS_NO_LEARNER;
