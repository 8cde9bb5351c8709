import Stripe from "stripe";
import { describe, expect, test } from "vitest";
import { WebhookSignatureError } from "./payment-provider.ts";
import { createStripeProvider } from "./stripe-provider.ts";

const webhookSecret = "whsec_test_commerce";
/** Requests the SDK would send, answered here: no network in a unit test. */
const sent: { method: string; url: string; body: string; headers: Headers }[] = [];
/** The status the answered Checkout Session has. */
let sessionStatus = "open";
const client = new Stripe("sk_test_commerce", {
  httpClient: Stripe.createFetchHttpClient(async (input, init) => {
    sent.push({
      method: init?.method ?? "GET",
      url: String(input),
      body: String(init?.body ?? ""),
      headers: new Headers(init?.headers as HeadersInit),
    });
    return new Response(
      JSON.stringify({
        id: "cs_test_123",
        object: "checkout.session",
        status: sessionStatus,
        url: "https://checkout.stripe.com/c/pay/cs_test_123",
      }),
      { status: 200, headers: { "content-type": "application/json" } },
    );
  }),
  maxNetworkRetries: 0,
});
const provider = createStripeProvider({ secretKey: "sk_test_commerce", webhookSecret, client });

/** A webhook delivery signed with Stripe's own test helper. */
function delivery(event: object, secret = webhookSecret) {
  const payload = JSON.stringify(event);
  const header = client.webhooks.generateTestHeaderString({ payload, secret });
  return { raw: Buffer.from(payload), headers: { "stripe-signature": header } };
}

const sessionEvent = (type: string, object: Record<string, unknown>) => ({
  id: `evt_${type.replaceAll(".", "_")}`,
  object: "event",
  type,
  api_version: "2025-01-01",
  created: Math.floor(Date.now() / 1000),
  data: {
    object: {
      id: "cs_test_123",
      object: "checkout.session",
      amount_total: 61_378,
      currency: "usd",
      ...object,
    },
  },
});

describe("Stripe webhooks, verified with the SDK on the raw body", () => {
  test.each([
    ["checkout.session.completed", { payment_status: "paid" }, "paid"],
    // A bank transfer's session completes before the money arrives.
    ["checkout.session.completed", { payment_status: "unpaid" }, "ignored"],
    ["checkout.session.async_payment_succeeded", { payment_status: "paid" }, "paid"],
    ["checkout.session.async_payment_failed", {}, "failed"],
    ["checkout.session.expired", {}, "expired"],
  ])("%s %o → %s", (type, object, outcome) => {
    const { raw, headers } = delivery(sessionEvent(type, object));
    expect(provider.verify(raw, headers)).toEqual({
      id: `evt_${type.replaceAll(".", "_")}`,
      type,
      outcome,
      providerPaymentId: "cs_test_123",
      amountMinor: 61_378,
      currency: "USD",
    });
  });

  test("other events are read but name no order", () => {
    const { raw, headers } = delivery({
      id: "evt_other",
      object: "event",
      type: "customer.created",
      data: { object: { id: "cus_1", object: "customer" } },
    });
    expect(provider.verify(raw, headers)).toMatchObject({
      outcome: "ignored",
      providerPaymentId: null,
    });
  });

  test("a bad signature, another secret or a changed body is refused", () => {
    const event = sessionEvent("checkout.session.completed", { payment_status: "paid" });
    const other = delivery(event, "whsec_someone_else");
    expect(() => provider.verify(other.raw, other.headers)).toThrow(WebhookSignatureError);
    const good = delivery(event);
    const changed = Buffer.from(good.raw.toString().replace("61378", "1"));
    expect(() => provider.verify(changed, good.headers)).toThrow(WebhookSignatureError);
    expect(() => provider.verify(good.raw, {})).toThrow(WebhookSignatureError);
  });
});

describe("Stripe Checkout Sessions for an order", () => {
  const payment = {
    orderId: 42,
    reference: "AC-ABCDEFGHJK",
    totalMinor: 124_844,
    description: "Paid workshop",
    returnUrl: "https://academy.example.com/eu/pl/payment/order/42",
    dueAt: new Date(Date.now() + 30 * 60_000),
    customerEmail: "bea@example.com",
  };

  test("Blik in złoty: the total in minor units, the order's idempotency key, our return page", async () => {
    sent.length = 0;
    const started = await provider.start({ ...payment, method: "blik", currency: "PLN" });
    expect(started).toEqual({
      providerPaymentId: "cs_test_123",
      redirectUrl: "https://checkout.stripe.com/c/pay/cs_test_123",
    });
    const request = sent[0]!;
    expect(request.url).toBe("https://api.stripe.com/v1/checkout/sessions");
    expect(request.headers.get("idempotency-key")).toBe("order-42");
    const form = new URLSearchParams(request.body);
    expect(form.get("mode")).toBe("payment");
    expect(form.get("allowed_payment_method_types[0]")).toBe("blik");
    expect(form.get("line_items[0][price_data][currency]")).toBe("pln");
    expect(form.get("line_items[0][price_data][unit_amount]")).toBe("124844");
    expect(form.get("success_url")).toBe(payment.returnUrl);
    expect(form.get("metadata[orderId]")).toBe("42");
    expect(form.get("customer_email")).toBe("bea@example.com");
  });

  test("bank transfer through the customer balance, where Stripe has one for the currency", async () => {
    sent.length = 0;
    await provider.start({ ...payment, method: "bank_transfer", currency: "EUR" });
    const form = new URLSearchParams(sent[0]!.body);
    expect(form.get("allowed_payment_method_types[0]")).toBe("customer_balance");
    expect(form.get("payment_method_options[customer_balance][bank_transfer][type]")).toBe(
      "eu_bank_transfer",
    );
    expect(provider.methods("EUR")).toEqual(["card", "bank_transfer"]);
    expect(provider.methods("PLN")).toEqual(["card", "blik"]);
    expect(provider.methods("AED")).toEqual(["card"]);
  });
});

describe("an ended order closes its Checkout Session", () => {
  test("an open session is expired, so a tab left open cannot pay", async () => {
    sessionStatus = "open";
    sent.length = 0;
    await provider.cancel("cs_test_123");
    expect(sent.map((request) => `${request.method} ${new URL(request.url).pathname}`)).toEqual([
      "GET /v1/checkout/sessions/cs_test_123",
      "POST /v1/checkout/sessions/cs_test_123/expire",
    ]);
  });

  test.each(["complete", "expired"])("a %s session is left as it is", async (status) => {
    sessionStatus = status;
    sent.length = 0;
    await provider.cancel("cs_test_123");
    expect(sent.map((request) => request.method)).toEqual(["GET"]);
  });
});
