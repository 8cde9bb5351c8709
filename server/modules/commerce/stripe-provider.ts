import Stripe from "stripe";
import { methodsFor, type PaymentMethod } from "#contract/commerce-rules.ts";
import {
  headerOf,
  WebhookSignatureError,
  type PaymentEvent,
  type PaymentProvider,
  type PaymentStart,
  type StartedPayment,
  type WebhookHeaders,
} from "./payment-provider.ts";

/**
 * Stripe's bank transfers (the `customer_balance` method) by currency: the
 * virtual account's region. Other currencies offer card (and Blik for złoty).
 */
const BANK_TRANSFER_TYPES: Record<
  string,
  Stripe.Checkout.SessionCreateParams.PaymentMethodOptions.CustomerBalance.BankTransfer
> = {
  EUR: { type: "eu_bank_transfer", eu_bank_transfer: { country: "DE" } },
  GBP: { type: "gb_bank_transfer" },
  USD: { type: "us_bank_transfer" },
  JPY: { type: "jp_bank_transfer" },
  MXN: { type: "mx_bank_transfer" },
};

/** Checkout Sessions expire between 30 minutes and 24 hours after creation. */
const MIN_EXPIRY_MS = 31 * 60_000;
const MAX_EXPIRY_MS = 23 * 3_600_000;

/**
 * The Stripe adapter (decision 0023), on Stripe's official Node SDK: each
 * order's payment is a Checkout Session (Stripe.js is not loaded by our pages;
 * the learner confirms on Stripe's page and comes back to the order page) —
 * card, Blik (złoty) or bank transfer (`customer_balance`, Stripe's virtual
 * account and reference). Amounts go to Stripe in minor units as stored; our
 * zero-decimal currencies (JPY, KRW) are Stripe's too. Webhooks are verified
 * by `stripe.webhooks.constructEvent` on the raw body.
 */
export function createStripeProvider(options: {
  secretKey: string;
  webhookSecret: string;
  /** A client of our own (tests point it nowhere); by default Stripe's API. */
  client?: Stripe;
}): PaymentProvider {
  const stripe =
    options.client ?? new Stripe(options.secretKey, { maxNetworkRetries: 2, timeout: 15_000 });

  const methods = (currency: string): PaymentMethod[] =>
    methodsFor(currency).filter(
      (method) => method !== "bank_transfer" || currency in BANK_TRANSFER_TYPES,
    );

  return {
    name: "stripe",
    methods,

    async start(payment: PaymentStart): Promise<StartedPayment> {
      const now = Date.now();
      const expiresAt = Math.min(
        Math.max(payment.dueAt.getTime(), now + MIN_EXPIRY_MS),
        now + MAX_EXPIRY_MS,
      );
      const bankTransfer = BANK_TRANSFER_TYPES[payment.currency];
      const params: Stripe.Checkout.SessionCreateParams = {
        mode: "payment",
        client_reference_id: String(payment.orderId),
        metadata: { orderId: String(payment.orderId), reference: payment.reference },
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: payment.currency.toLowerCase(),
              unit_amount: payment.totalMinor,
              product_data: { name: payment.description },
            },
          },
        ],
        success_url: payment.returnUrl,
        cancel_url: payment.returnUrl,
        expires_at: Math.floor(expiresAt / 1000),
        ...(payment.customerEmail ? { customer_email: payment.customerEmail } : {}),
      };
      if (payment.method === "bank_transfer" && bankTransfer) {
        params.allowed_payment_method_types = ["customer_balance"];
        params.customer_creation = "always";
        params.payment_method_options = {
          customer_balance: { funding_type: "bank_transfer", bank_transfer: bankTransfer },
        };
      } else {
        params.allowed_payment_method_types = [payment.method === "blik" ? "blik" : "card"];
      }
      // The order id makes a retried call return the same session instead of a second one.
      const session = await stripe.checkout.sessions.create(params, {
        idempotencyKey: `order-${payment.orderId}`,
      });
      return { providerPaymentId: session.id, redirectUrl: session.url };
    },

    /** Expires the Checkout Session, so a tab left open cannot pay an ended order. */
    async cancel(providerPaymentId: string): Promise<void> {
      const session = await stripe.checkout.sessions.retrieve(providerPaymentId);
      // Completed (paid, or a transfer under way) or expired already: nothing to close.
      if (session.status !== "open") return;
      await stripe.checkout.sessions.expire(providerPaymentId);
    },

    verify(rawBody: Buffer, headers: WebhookHeaders): PaymentEvent {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          headerOf(headers, "stripe-signature") ?? "",
          options.webhookSecret,
        );
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : "bad signature");
      }
      const outcomeOf = (): PaymentEvent["outcome"] => {
        switch (event.type) {
          case "checkout.session.completed":
            // A bank transfer completes the session before the money arrives (async).
            return event.data.object.payment_status === "paid" ? "paid" : "ignored";
          case "checkout.session.async_payment_succeeded":
            return "paid";
          case "checkout.session.async_payment_failed":
            return "failed";
          case "checkout.session.expired":
            return "expired";
          default:
            return "ignored";
        }
      };
      const session = event.type.startsWith("checkout.session.")
        ? (event.data.object as Stripe.Checkout.Session)
        : null;
      return {
        id: event.id,
        type: event.type,
        outcome: outcomeOf(),
        providerPaymentId: session?.id ?? null,
        amountMinor: session?.amount_total ?? null,
        currency: session?.currency ? session.currency.toUpperCase() : null,
      };
    },
  };
}
