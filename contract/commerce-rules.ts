import { numberFormat } from "./intl.ts";
/**
 * Paid training (frame §2 /payment, §3 "Payment summary", §5 "Terms must be
 * accepted", §9 "Payment"): the order's states and methods, and the sums of a
 * summary — without zod (decision 0005), so the page shows what the server
 * charges. Decision 0023.
 */

/** The payment methods (frame §9), in the order the page offers them. */
export const PAYMENT_METHODS = ["card", "blik", "bank_transfer"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * The terms of sale in force (frame §5: "terms must be accepted before placing
 * an order"), named by the day they took effect; their text is the language
 * pack's `payment.termsOfSale` (decision 0054). The checkout sends the version
 * it showed, a placing of an older one is refused, and the order keeps the
 * version with the time of acceptance. A change of the terms' text is a new
 * version.
 */
export const TERMS_OF_SALE_VERSION = "2026-11-28";

/** An order's states: open while created or awaiting transfer, then paid, lapsed or cancelled. */
export const ORDER_STATES = [
  "created",
  "awaiting_transfer",
  "paid",
  "lapsed",
  "cancelled",
] as const;
export type OrderState = (typeof ORDER_STATES)[number];
/**
 * How many orders a learner may hold open at once: each holds a seat until it
 * is paid or lapses (bank transfer: days), so one account cannot block the
 * seats of every paid session.
 */
export const MAX_OPEN_ORDERS = 3;

export const OPEN_ORDER_STATES = ["created", "awaiting_transfer"] as const;

/** Frame §9: a bank transfer must arrive within 3 calendar days, else the order lapses. */
export const BANK_TRANSFER_DAYS = 3;
/**
 * A card or Blik payment not confirmed within this many minutes lapses and its
 * seat is freed (decision 0045): paying by card takes a few minutes, so a
 * longer hold only lets an unpaid order keep a seat from someone paying.
 * Stripe's page lives at least 30 minutes; the lapse expires it earlier.
 */
export const CARD_PAYMENT_MINUTES = 15;

/**
 * The seats of a paid session that orders awaiting a bank transfer (held up to
 * 3 days) may hold together: half its capacity, rounded down (decision 0045).
 * The other half is left to card and Blik orders, whose short hold clears in
 * minutes, so an unpaid hold of days never takes every seat from learners who
 * pay at once. A one-seat session takes no transfers.
 */
export function transferHoldCap(capacity: number): number {
  return Math.floor(capacity / 2);
}

const DAY = 86_400_000;
const MINUTE = 60_000;

/**
 * When an open order lapses: 3 calendar days (72 hours) for a transfer, a
 * quarter of an hour for card and Blik, and never after enrolment in the session closes — a
 * seat is not held for a payment that would arrive too late to take it.
 */
export function orderDueAt(method: PaymentMethod, placedAt: Date, enrolmentClosesAt: Date): Date {
  const due =
    placedAt.getTime() +
    (method === "bank_transfer" ? BANK_TRANSFER_DAYS * DAY : CARD_PAYMENT_MINUTES * MINUTE);
  return new Date(Math.min(due, enrolmentClosesAt.getTime()));
}

/** Blik is a Polish method: offered only for a fee in złoty. */
export function methodsFor(currency: string): PaymentMethod[] {
  return PAYMENT_METHODS.filter((method) => method !== "blik" || currency === "PLN");
}

/**
 * Decimals of a currency's minor unit (ISO 4217 through the platform's table):
 * 2 for EUR or USD, 0 for JPY or KRW (the amount is whole yen or won), 3 for
 * KWD. Amounts are always integers of this unit.
 */
export function minorDigits(currency: string): number {
  return numberFormat("en", { style: "currency", currency }).resolvedOptions()
    .maximumFractionDigits!;
}

/**
 * `amount × basisPoints / 10000`, rounded half-up on the minor unit (0.5 of a
 * cent goes up): integer arithmetic on non-negative integers, so no float ever
 * decides a cent. Exact while amount × basisPoints stays below 2^53 (any
 * integer amount of a PostgreSQL `integer` column times 10000 does).
 */
export function percentOfMinor(amountMinor: number, basisPoints: number): number {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0)
    throw new RangeError("amount must be a non-negative integer of minor units");
  if (!Number.isInteger(basisPoints) || basisPoints < 0 || basisPoints > 10_000)
    throw new RangeError("basis points must be an integer 0..10000");
  return Math.floor((amountMinor * basisPoints + 5_000) / 10_000);
}

export type OrderSummary = {
  currency: string;
  quantity: number;
  unitAmountMinor: number;
  subtotalMinor: number;
  serviceChargeBp: number;
  serviceChargeMinor: number;
  vatRateBp: number;
  vatMinor: number;
  totalMinor: number;
};

/**
 * The payment summary (frame §3): fee per person × persons = subtotal; the
 * service charge is a share of the subtotal; VAT is charged on subtotal and
 * service charge together (the service is part of the taxable supply); each
 * rounded half-up on its own line, and the total is the sum of the rounded
 * lines, so the summary always adds up.
 */
export function orderSummary(input: {
  currency: string;
  unitAmountMinor: number;
  quantity?: number;
  vatRateBp: number;
  serviceChargeBp: number;
}): OrderSummary {
  const quantity = input.quantity ?? 1;
  const subtotalMinor = input.unitAmountMinor * quantity;
  const serviceChargeMinor = percentOfMinor(subtotalMinor, input.serviceChargeBp);
  const vatMinor = percentOfMinor(subtotalMinor + serviceChargeMinor, input.vatRateBp);
  return {
    currency: input.currency,
    quantity,
    unitAmountMinor: input.unitAmountMinor,
    subtotalMinor,
    serviceChargeBp: input.serviceChargeBp,
    serviceChargeMinor,
    vatRateBp: input.vatRateBp,
    vatMinor,
    totalMinor: subtotalMinor + serviceChargeMinor + vatMinor,
  };
}

/** An amount of minor units as the page shows it, in the page's language (e.g. "$1,234.50", "¥1,235"). */
export function formatMinor(amountMinor: number, currency: string, locale: string): string {
  const digits = minorDigits(currency);
  return numberFormat(locale, {
    style: "currency",
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amountMinor / 10 ** digits);
}

/** A rate in basis points as a percentage text ("20", "7.5"). */
export const percentOf = (basisPoints: number) => String(basisPoints / 100);
