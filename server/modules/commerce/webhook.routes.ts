import type { FastifyInstance } from "fastify";
import { WebhookSignatureError } from "./payment-provider.ts";

/** Where providers deliver webhook events: `/payment/webhook/{provider}` (outside /api: no envelope). */
export const WEBHOOK_PATH = "/payment/webhook";

type Params = { Params: { provider: string } };

/**
 * POST /payment/webhook/{provider}: a payment provider's event (decision
 * 0023). The body is kept raw — the signature is over its exact bytes — and
 * verified before anything is read from it: a bad signature answers 400 and
 * nothing is stored. A verified event is applied once (orders.applyEvent); a
 * duplicate answers 200 like the first, so the provider stops retrying. Only
 * the provider in use is listened to. Called by servers, without cookies, for
 * any host of the deployment (orders carry their site).
 */
export async function paymentWebhookRoutes(app: FastifyInstance) {
  const { orders, paymentProvider } = app.services;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    "*",
    { parseAs: "buffer", bodyLimit: 256 * 1024 },
    (_request, body, done) => done(null, body),
  );
  app.post<Params>(
    `${WEBHOOK_PATH}/:provider`,
    { schema: { hide: true }, config: { tenantless: true } },
    async (request, reply) => {
      if (request.params.provider !== paymentProvider.name) return reply.callNotFound();
      const raw = request.body;
      if (!Buffer.isBuffer(raw)) return reply.status(400).send({ error: "no body" });
      let event;
      try {
        event = paymentProvider.verify(raw, request.headers);
      } catch (error) {
        if (!(error instanceof WebhookSignatureError)) throw error;
        request.log.warn({ reason: error.message }, "payment webhook with a bad signature refused");
        return reply.status(400).send({ error: "invalid signature" });
      }
      const result = await orders.applyEvent(event, null);
      return reply.status(200).send({ received: true, result });
    },
  );
}
