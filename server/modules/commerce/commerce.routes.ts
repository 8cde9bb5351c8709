import type { FastifyInstance } from "fastify";
import { commerceApi } from "#contract/commerce.ts";
import { registerCalls } from "../../call-table.ts";
import { ApiError } from "../../errors.ts";
import { Code } from "#contract/codes.ts";
import { WEBHOOK_PATH } from "./webhook.routes.ts";

/** The checkout's calls (frame §2 /payment; decision 0023): signed-in learners, their own orders. */
export async function commerceRoutes(app: FastifyInstance) {
  const { orders, offlinePayments } = app.services;
  registerCalls(
    app,
    commerceApi,
    {
      checkout: {
        summary: "A paid session's payment summary and methods, and the learner's orders of it",
        handle: (request, input) =>
          orders.checkout(request.scope, request.requireUser(), input.sessionId),
      },
      place: {
        summary:
          "Place an order of a seat in a paid session: terms accepted, the seat held until paid",
        handle: (request, input) => {
          const origin = app.identity.originFor(request);
          const prefix = request.scope.site.pathPrefix;
          return orders.place(
            request.scope,
            request.requireUser(),
            input,
            (orderId) => new URL(`${prefix}/payment/order/${orderId}`, origin).href,
          );
        },
      },
      detail: {
        summary: "One of the learner's orders",
        handle: (request, input) =>
          orders.detail(request.scope, request.requireUser(), input.orderId),
      },
      cancel: {
        summary: "Cancel the learner's open order; its seat is freed",
        handle: (request, input) =>
          orders.cancel(
            request.scope,
            request.requireUser(),
            input.orderId,
            app.identity.originFor(request),
          ),
      },
      offlineConfirm: {
        summary:
          "Demo provider: confirm the payment of an order; the provider delivers a signed event to the webhook",
        handle: async (request, input) => {
          const userId = request.requireUser();
          if (!offlinePayments)
            throw new ApiError(Code.forbidden, "Payments are confirmed by the provider here");
          const payment = await orders.offlinePayment(request.scope, userId, input.orderId);
          const { body, headers } = offlinePayments.event(payment);
          // Through the webhook endpoint, as the provider's own delivery would come.
          const delivery = await app.inject({
            method: "POST",
            url: `${WEBHOOK_PATH}/offline`,
            headers: { ...headers, host: request.headers.host ?? "localhost" },
            payload: body,
          });
          if (delivery.statusCode !== 200)
            throw new ApiError(Code.remoteError, "The payment confirmation was not accepted");
          return orders.detail(request.scope, userId, input.orderId);
        },
      },
    },
    ["commerce"],
  );
}
