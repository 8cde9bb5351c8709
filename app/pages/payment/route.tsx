import { redirect } from "react-router";
import { portalContext } from "#app/context.ts";
import type { PaymentCheckout } from "#contract/portal-context.ts";
import { idParam, notFoundRedirect } from "../../components/catalogue/load.ts";
import { PageError } from "../../components/page-error.tsx";
import { frameMeta } from "../../frame/meta.ts";
import { sitePath } from "../../frame/paths.ts";
import { signInFirst } from "../../frame/sign-in-redirect.ts";
import { sitePage } from "../../frame/resolve-page.ts";
import { useIsMobileLayout } from "../../frame/use-layout.ts";
import type { Route } from "./+types/route.ts";
import { CheckoutView } from "./checkout-view.tsx";
import { orderPath } from "../../components/payment/payment-paths.ts";

/**
 * The checkout of paid training (frame §2 /payment?sessionId=…, §3 payment
 * summary; decision 0023): signed-in learners only — a visitor signs in and
 * comes back here. A learner with an open or paid order of the session sees
 * that order instead of a second checkout.
 */
export async function loader({ url, context }: Route.LoaderArgs): Promise<PaymentCheckout> {
  const { path, site } = sitePage(context);
  const user = await context.get(portalContext).currentUser();
  if (!user) throw signInFirst(url);
  const sessionId = idParam(url.searchParams.get("sessionId") ?? undefined);
  if (sessionId === null) throw notFoundRedirect(path);
  const read = await site.payment.checkout(sessionId);
  if (read.ok) {
    const existing = read.checkout.openOrderId ?? read.checkout.paidOrderId;
    if (existing !== null) throw redirect(sitePath(path.prefix, orderPath(existing), path.mobile));
  }
  return read;
}

export const meta: Route.MetaFunction = (args) =>
  frameMeta(args, { headingKey: "payment.title" }, [{ name: "robots", content: "noindex" }]);

export default function PaymentRoute({ loaderData }: Route.ComponentProps) {
  return <CheckoutView read={loaderData} compact={useIsMobileLayout()} />;
}

/** A failing page keeps the site's header and footer around its error. */
export function ErrorBoundary() {
  return <PageError />;
}
