import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { methodsFor } from "#contract/commerce-rules.ts";
import {
  headerOf,
  WebhookSignatureError,
  type PaymentEvent,
  type PaymentProvider,
  type PaymentStart,
  type StartedPayment,
  type WebhookHeaders,
} from "./payment-provider.ts";

/** The offline provider's signature header: `t=<unix seconds>,v1=<hex HMAC-SHA256>`. */
export const OFFLINE_SIGNATURE_HEADER = "x-offline-signature";
/** A signed delivery older than this is refused, so a captured body cannot be replayed later. */
const TOLERANCE_SECONDS = 300;

/** The event the offline provider sends when a payment is confirmed. */
type OfflineEvent = {
  id: string;
  type: "payment.succeeded" | "payment.failed";
  data: { paymentId: string; amountMinor: number; currency: string };
};

function signatureOf(secret: string, timestamp: number, body: string | Buffer): string {
  return createHmac("sha256", secret).update(`${timestamp}.`).update(body).digest("hex");
}

/**
 * An in-process payment provider for the demo and the tests (decision 0023):
 * it creates payments (ids of its own), and its confirmation step — the
 * demo's "pay" button — emits a signed webhook event that is delivered through
 * the same endpoint as Stripe's, so the webhook path runs end to end. The
 * signature is HMAC-SHA256 over `timestamp.rawBody` with a per-deployment
 * secret (shared by every server, kept in the database), checked in constant
 * time. It takes every method (Blik for złoty only, like the real one).
 */
export function createOfflineProvider(secret: string, clock: () => Date = () => new Date()) {
  const provider = {
    name: "offline" as const,
    methods: methodsFor,

    async start(_payment: PaymentStart): Promise<StartedPayment> {
      return { providerPaymentId: `off_pay_${randomBytes(12).toString("hex")}`, redirectUrl: null };
    },

    /** Nothing to close: its confirmation step refuses an order that is no longer open. */
    async cancel(_providerPaymentId: string): Promise<void> {},

    /** The signed delivery of a payment's confirmation (or refusal), as the webhook receives it. */
    event(
      payment: { providerPaymentId: string; amountMinor: number; currency: string },
      type: OfflineEvent["type"] = "payment.succeeded",
    ): { body: string; headers: Record<string, string> } {
      const event: OfflineEvent = {
        id: `off_evt_${randomBytes(12).toString("hex")}`,
        type,
        data: {
          paymentId: payment.providerPaymentId,
          amountMinor: payment.amountMinor,
          currency: payment.currency,
        },
      };
      const body = JSON.stringify(event);
      return { body, headers: provider.sign(body) };
    },

    /** Signs a body as the provider does (also how a test forges a replay or a bad signature). */
    sign(body: string, timestamp = Math.floor(clock().getTime() / 1000)): Record<string, string> {
      return {
        "content-type": "application/json",
        [OFFLINE_SIGNATURE_HEADER]: `t=${timestamp},v1=${signatureOf(secret, timestamp, body)}`,
      };
    },

    verify(rawBody: Buffer, headers: WebhookHeaders): PaymentEvent {
      const header = headerOf(headers, OFFLINE_SIGNATURE_HEADER) ?? "";
      const parts = new Map(
        header.split(",").map((part) => {
          const at = part.indexOf("=");
          return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
        }),
      );
      const timestamp = Number(parts.get("t"));
      const given = Buffer.from(parts.get("v1") ?? "", "hex");
      if (!Number.isInteger(timestamp)) throw new WebhookSignatureError("No signature timestamp");
      if (Math.abs(clock().getTime() / 1000 - timestamp) > TOLERANCE_SECONDS)
        throw new WebhookSignatureError("Signature timestamp outside the tolerance");
      const expected = Buffer.from(signatureOf(secret, timestamp, rawBody), "hex");
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        throw new WebhookSignatureError("Signature does not match");
      let event: OfflineEvent;
      try {
        event = JSON.parse(rawBody.toString("utf8")) as OfflineEvent;
      } catch {
        throw new WebhookSignatureError("Signed body is not JSON");
      }
      return {
        id: String(event.id),
        type: String(event.type),
        outcome:
          event.type === "payment.succeeded"
            ? "paid"
            : event.type === "payment.failed"
              ? "failed"
              : "ignored",
        providerPaymentId: event.data?.paymentId ?? null,
        amountMinor: Number.isSafeInteger(event.data?.amountMinor) ? event.data.amountMinor : null,
        currency: typeof event.data?.currency === "string" ? event.data.currency : null,
      };
    },
  } satisfies PaymentProvider & Record<string, unknown>;
  return provider;
}

export type OfflineProvider = ReturnType<typeof createOfflineProvider>;
