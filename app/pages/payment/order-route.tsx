import { portalContext } from "#app/context.ts";
import type { Order } from "#contract/commerce.ts";
import { idParam, notFoundRedirect } from "../../components/catalogue/load.ts";
import { PageError } from "../../components/page-error.tsx";
import { frameMeta } from "../../frame/meta.ts";
import { signInFirst } from "../../frame/sign-in-redirect.ts";
import { sitePage } from "../../frame/resolve-page.ts";
import { useIsMobileLayout } from "../../frame/use-layout.ts";
import type { Route } from "./+types/order-route.ts";
import { OrderView } from "./order-view.tsx";

/**
 * One of the learner's orders (decision 0023): its state (awaiting payment or
 * transfer, paid, lapsed, cancelled), the way to pay it while open, and the
 * enrolment it confirmed once paid. Another learner's order is not found.
 */
export async function loader({ url, params, context }: Route.LoaderArgs): Promise<Order> {
  const { path, site } = sitePage(context);
  const user = await context.get(portalContext).currentUser();
  if (!user) throw signInFirst(url);
  const id = idParam(params.id);
  const order = id === null ? null : await site.payment.order(id);
  if (!order) throw notFoundRedirect(path);
  return order;
}

export const meta: Route.MetaFunction = (args) =>
  frameMeta(args, { headingKey: "payment.order.title" }, [{ name: "robots", content: "noindex" }]);

export default function PaymentOrderRoute({ loaderData }: Route.ComponentProps) {
  return <OrderView order={loaderData} compact={useIsMobileLayout()} />;
}

/** A failing page keeps the site's header and footer around its error. */
export function ErrorBoundary() {
  return <PageError />;
}
