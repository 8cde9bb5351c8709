import { data } from "react-router";
import { CERTIFICATE_NUMBER_PATTERN } from "#contract/certificate-rules.ts";
import { PageError } from "../../components/page-error.tsx";
import { frameMeta } from "../../frame/meta.ts";
import { sitePage } from "../../frame/resolve-page.ts";
import { useIsMobileLayout } from "../../frame/use-layout.ts";
import type { Route } from "./+types/route.ts";
import { VerificationView } from "./verification-view.tsx";
import { READS_NO_LEARNER } from "../../frame/learner-pages.ts";
import type { VerificationData } from "./page-data.ts";

/**
 * The public verification page (issue 10): what the certificate's QR code
 * opens. It shows the holder, the certification, the dates and the status,
 * or that no such certificate exists (HTTP 404); nothing else about the holder.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { site } = sitePage(context);
  const number = (params.number ?? "").trim().toUpperCase();
  // A malformed number cannot exist: no lookup.
  const certificate = CERTIFICATE_NUMBER_PATTERN.test(number)
    ? await site.certificates.verification(number)
    : null;
  return data({ number, certificate } satisfies VerificationData, {
    status: certificate ? 200 : 404,
  });
}

export const meta: Route.MetaFunction = (args) =>
  frameMeta(args, { headingKey: "certificate.verify.title" }, [
    { name: "robots", content: "noindex" },
  ]);

export default function CertificateVerifyRoute({ loaderData }: Route.ComponentProps) {
  return <VerificationView {...loaderData} compact={useIsMobileLayout()} />;
}

/** A failing page keeps the site's header and footer around its error. */
export function ErrorBoundary() {
  return <PageError />;
}

/** The page is the same for every learner: a signed-in view reads only who they are (decision 0027). */
export const handle = READS_NO_LEARNER;
