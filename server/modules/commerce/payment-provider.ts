import type { PaymentMethod } from "#contract/commerce-rules.ts";

/**
 * What the commerce module asks of a payment provider (decision 0023): start a
 * payment of an order, and read a webhook delivery once its signature is
 * verified. Two adapters: Stripe (`stripe-provider.ts`, the real one, selected
 * by STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET) and the offline simulation
 * (`offline-provider.ts`, demo and tests), which confirms payments through the
 * same signed webhook path.
 */
export type PaymentProviderName = "offline" | "stripe";

export type PaymentStart = {
  orderId: number;
  reference: string;
  method: PaymentMethod;
  /** ISO 4217, upper case. */
  currency: string;
  /** What is charged, in the currency's minor units. */
  totalMinor: number;
  /** What the provider's page names the payment. */
  description: string;
  /** Where the provider sends the learner back (our order page). */
  returnUrl: string;
  /** When the order lapses: the provider's page should not take a payment after it. */
  dueAt: Date;
  customerEmail: string | null;
};

export type StartedPayment = {
  /** The provider's id of the payment: webhook events name it. */
  providerPaymentId: string;
  /** The provider's page where the learner confirms the payment; null when our page does. */
  redirectUrl: string | null;
};

/** A verified webhook event, in the terms an order understands. */
export type PaymentEvent = {
  /** The provider's event id: an event is applied once (payment_events). */
  id: string;
  type: string;
  /** paid: the money arrived; failed or expired: it will not (the order lapses); ignored: not about an order. */
  outcome: "paid" | "failed" | "expired" | "ignored";
  providerPaymentId: string | null;
  amountMinor: number | null;
  currency: string | null;
};

/** A delivery whose signature does not verify: answered 400, nothing stored. */
export class WebhookSignatureError extends Error {
  override name = "WebhookSignatureError";
}

export type WebhookHeaders = Record<string, string | string[] | undefined>;

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** The methods this provider takes for a currency. */
  methods(currency: string): PaymentMethod[];
  start(payment: PaymentStart): Promise<StartedPayment>;
  /**
   * The order ended (cancelled or lapsed): the provider's page must take no
   * payment of it any more. A payment already made is still reported by its
   * webhook, and a late payment is handled there.
   */
  cancel(providerPaymentId: string): Promise<void>;
  /** Verifies the signature over the raw body and reads the event; throws WebhookSignatureError. */
  verify(rawBody: Buffer, headers: WebhookHeaders): PaymentEvent;
}

export const headerOf = (headers: WebhookHeaders, name: string): string | undefined => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};
