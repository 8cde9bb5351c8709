import { idParam, notFoundRedirect, settle } from "../../components/catalogue/load.ts";
import { detailMeta } from "../../components/catalogue/meta.ts";
import { PageError } from "../../components/page-error.tsx";
import { sitePage } from "../../frame/resolve-page.ts";
import { useIsMobileLayout } from "../../frame/use-layout.ts";
import type { Route } from "./+types/route.ts";
import { CertificationDetailView } from "./detail-view.tsx";
import type { CertificationDetailData } from "./page-data.ts";

/** Certification detail (learner §2): /certification/detail/{relationId}. */
export async function loader({
  context,
  params,
}: Route.LoaderArgs): Promise<CertificationDetailData> {
  const { path, site } = sitePage(context);
  const id = idParam(params.relationId);
  if (id === null) throw notFoundRedirect(path);
  const read = await settle(site.catalogue.certificationPage(id), null);
  if (read.failed) return { detail: null, banner: null, failed: true };
  // A release of another site or language is not found here (learner §8: 404 goes to the not-found page).
  if (!read.value) throw notFoundRedirect(path);
  return { ...read.value, failed: false };
}

export const meta: Route.MetaFunction = (args) => {
  const detail = args.loaderData?.detail;
  return detailMeta(
    args,
    detail
      ? {
          name: detail.versionLabel
            ? `${detail.certificationName} ${detail.versionLabel}`
            : detail.certificationName,
          description: detail.summary || detail.description,
        }
      : null,
    { titleKey: "seo.defaultTitle" },
  );
};

export default function CertificationDetailRoute({ loaderData }: Route.ComponentProps) {
  return <CertificationDetailView data={loaderData} compact={useIsMobileLayout()} />;
}

/** A failing page keeps the site's header and footer around its error. */
export function ErrorBoundary() {
  return <PageError />;
}
