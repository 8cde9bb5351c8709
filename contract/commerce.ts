import { z } from "zod";
import { ORDER_STATES, PAYMENT_METHODS, TERMS_OF_SALE_VERSION } from "./commerce-rules.ts";
import { endpoints, idSchema, scopeSchema } from "./endpoint.ts";

/**
 * Payment checkout for paid training (frame §2 /payment, §3 "Payment
 * summary", §5, §9; decision 0023). The spec shows no payment paths: these sit
 * beside the learner's registration calls under /user/order/.
 */

/** Frame §3 "Payment summary": every amount in the currency's minor units. */
export const paymentSummarySchema = z.object({
  currency: z.string(),
  quantity: z.number().int(),
  /** Training fee per person. */
  unitAmountMinor: z.number().int(),
  subtotalMinor: z.number().int(),
  serviceChargeBp: z.number().int(),
  serviceChargeMinor: z.number().int(),
  vatRateBp: z.number().int(),
  vatMinor: z.number().int(),
  totalMinor: z.number().int(),
});
export type PaymentSummary = z.infer<typeof paymentSummarySchema>;

/** The session an order is for, as the checkout shows it. */
export const orderSessionSchema = z.object({
  id: z.number().int(),
  classroomName: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  timeZone: z.string(),
  /** Onsite 0, online 1. */
  type: z.number().int(),
  location: z.string(),
  certificationReleaseId: z.number().int().nullable(),
});
export type OrderSession = z.infer<typeof orderSessionSchema>;

export const paymentMethodSchema = z.enum(PAYMENT_METHODS);

/** Where a bank transfer goes (frame §9: within 3 calendar days). */
export const bankAccountSchema = z.object({
  beneficiary: z.string(),
  iban: z.string(),
  bic: z.string(),
});

/** GET /user/order/checkout: what the checkout offers for a paid session. */
export const checkoutSchema = z.object({
  session: orderSessionSchema,
  remainingSeats: z.number().int(),
  enrolmentClosesAt: z.string(),
  summary: paymentSummarySchema,
  /** The methods this provider takes for the session's currency (Blik: złoty only). */
  methods: z.array(paymentMethodSchema),
  /** The learner's open order of the session (the page shows it instead of a new one). */
  openOrderId: z.number().int().nullable(),
  /** The learner's paid order of the session, once paid. */
  paidOrderId: z.number().int().nullable(),
});
export type Checkout = z.infer<typeof checkoutSchema>;

/** One of the learner's orders. */
export const orderSchema = z.object({
  id: z.number().int(),
  state: z.enum(ORDER_STATES),
  method: paymentMethodSchema,
  /** `offline`: the demo provider (its confirmation is a step on our page); `stripe`. */
  provider: z.string(),
  /** The offline provider's demo confirmation step is offered (demo mode, an open order). */
  demoConfirmation: z.boolean(),
  /** The reference to write on a bank transfer. */
  reference: z.string(),
  summary: paymentSummarySchema,
  placedAt: z.string(),
  /** The terms of sale the learner accepted (TERMS_OF_SALE_VERSION then) and when. */
  termsVersion: z.string(),
  termsAcceptedAt: z.string(),
  /** An open order not paid by then lapses and its seat is freed. */
  dueAt: z.string(),
  paidAt: z.string().nullable(),
  session: orderSessionSchema,
  /**
   * The learner's enrolment in the session: `reserved` while the order is open,
   * pending or approved once paid (frame §4), null when none holds a seat.
   */
  enrolmentStatus: z.string().nullable(),
  /** While open: the provider's page to confirm the payment on (Stripe Checkout), else null. */
  redirectUrl: z.string().nullable(),
  /** While a transfer is awaited: the account to send it to. */
  bankAccount: bankAccountSchema.nullable(),
});
export type Order = z.infer<typeof orderSchema>;

const orderIdRequest = scopeSchema.extend({ orderId: idSchema });

/** The checkout form: the same rules in the browser and on the server. */
export const placeOrderForm = z.object({
  sessionId: idSchema,
  method: paymentMethodSchema,
  /** Frame §5: terms must be accepted before placing an order. */
  termsAccepted: z.literal(true, { error: "Accept the terms of sale to place the order" }),
  /** The terms the checkout showed: only those in force are accepted (decision 0054). */
  termsVersion: z.literal(TERMS_OF_SALE_VERSION, {
    error: "The terms of sale have changed: read them again and accept them",
  }),
});
export const placeOrderRequest = scopeSchema.extend(placeOrderForm.shape);

export const commerceApi = endpoints({
  checkout: {
    path: "/user/order/checkout",
    method: "GET",
    request: scopeSchema.extend({ sessionId: idSchema }),
    response: checkoutSchema,
  },
  place: {
    path: "/user/order/place",
    method: "POST",
    request: placeOrderRequest,
    response: orderSchema,
  },
  detail: {
    path: "/user/order/detail",
    method: "GET",
    request: orderIdRequest,
    response: orderSchema,
  },
  cancel: {
    path: "/user/order/cancel",
    method: "POST",
    request: orderIdRequest,
    response: orderSchema,
  },
  /**
   * The offline provider's confirmation step (demo and tests): the provider
   * signs a payment event and delivers it to the webhook like a real one.
   * Not found when the Stripe adapter is in use.
   */
  offlineConfirm: {
    path: "/user/order/offline/confirm",
    method: "POST",
    request: orderIdRequest,
    response: orderSchema,
  },
});
