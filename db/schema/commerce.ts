import { sql } from "drizzle-orm";
import {
  char,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { generatedId, siteScope, timestamps } from "../columns.ts";
import { classrooms } from "./classroom.ts";
import { users } from "./identity.ts";
import { languages, sites } from "./site.ts";

/**
 * What a site adds to a training fee (frame §3 "Payment summary": VAT and
 * service charge), in basis points of the amount they apply to (2000 = 20%).
 * A site without a row charges neither. Decision 0023.
 */
export const sitePaymentRates = pgTable(
  "site_payment_rates",
  {
    siteId: integer("site_id")
      .primaryKey()
      .references(() => sites.id, { onDelete: "cascade" }),
    vatRateBp: smallint("vat_rate_bp").notNull().default(0),
    serviceChargeBp: smallint("service_charge_bp").notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    check(
      "site_payment_rates_check",
      sql`${t.vatRateBp} between 0 and 10000 and ${t.serviceChargeBp} between 0 and 10000`,
    ),
  ],
);

/**
 * A learner's order of a seat in a paid classroom session (frame §2 /payment,
 * §9 "Payment"): created (card or Blik, waiting for the provider), awaiting
 * transfer (bank transfer, due in 3 calendar days), then paid, lapsed (not paid
 * in time) or cancelled. Amounts are integer minor units, computed once when
 * the order is placed and kept: a later change of the fee or the rates does not
 * change what the learner was shown. One open order per learner and session,
 * kept by the database; the seat itself is the classroom's (a `reserved`
 * enrolment) while the order is open.
 */
export const orders = pgTable(
  "orders",
  {
    id: generatedId(),
    siteId: siteScope().references(() => sites.id, { onDelete: "cascade" }),
    /** The page language the order was placed in. */
    languageId: integer("language_id")
      .notNull()
      .references(() => languages.id),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    classroomId: integer("classroom_id")
      .notNull()
      .references(() => classrooms.id, { onDelete: "cascade" }),
    state: varchar("state", {
      length: 18,
      enum: ["created", "awaiting_transfer", "paid", "lapsed", "cancelled"],
    }).notNull(),
    method: varchar("method", { length: 14, enum: ["card", "blik", "bank_transfer"] }).notNull(),
    /** The adapter that took the payment: `offline` (demo, tests) or `stripe`. */
    provider: varchar("provider", { length: 10 }).notNull(),
    /** The provider's id of the payment (a Checkout Session, the offline simulation's id). */
    providerPaymentId: varchar("provider_payment_id", { length: 255 }),
    /** Where the learner confirms the payment with the provider (Stripe Checkout); null offline. */
    redirectUrl: varchar("redirect_url", { length: 1000 }),
    /** The bank-transfer reference the learner writes on the transfer. */
    reference: varchar("reference", { length: 24 }).notNull(),
    currency: char("currency", { length: 3 }).notNull(),
    quantity: smallint("quantity").notNull().default(1),
    unitAmountMinor: integer("unit_amount_minor").notNull(),
    subtotalMinor: integer("subtotal_minor").notNull(),
    serviceChargeBp: smallint("service_charge_bp").notNull(),
    serviceChargeMinor: integer("service_charge_minor").notNull(),
    vatRateBp: smallint("vat_rate_bp").notNull(),
    vatMinor: integer("vat_minor").notNull(),
    totalMinor: integer("total_minor").notNull(),
    /** Frame §5: when the learner accepted the terms of sale, and which (TERMS_OF_SALE_VERSION). */
    termsAcceptedAt: timestamp("terms_accepted_at", { withTimezone: true }).notNull(),
    termsVersion: varchar("terms_version", { length: 32 }).notNull(),
    /** An open order not paid by then lapses and its seat is freed. */
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("orders_open_once_idx")
      .on(t.userId, t.classroomId)
      .where(sql`state in ('created', 'awaiting_transfer')`),
    uniqueIndex("orders_reference_idx").on(t.reference),
    uniqueIndex("orders_provider_payment_idx").on(t.provider, t.providerPaymentId),
    // The lapse sweep: open orders by due date.
    index("orders_open_due_idx")
      .on(t.dueAt)
      .where(sql`state in ('created', 'awaiting_transfer')`),
    index("orders_user_idx").on(t.userId, t.createdAt),
    index("orders_classroom_idx").on(t.classroomId, t.state),
    check(
      "orders_amounts_check",
      sql`${t.unitAmountMinor} > 0 and ${t.subtotalMinor} = ${t.unitAmountMinor} * ${t.quantity}
        and ${t.totalMinor} = ${t.subtotalMinor} + ${t.serviceChargeMinor} + ${t.vatMinor}`,
    ),
  ],
);

/**
 * Webhook events already processed, by the provider's event id: a delivery
 * seen before (providers retry, an attacker may replay a signed body) changes
 * nothing. Written in the transaction that applies the event.
 */
export const paymentEvents = pgTable(
  "payment_events",
  {
    provider: varchar("provider", { length: 10 }).notNull(),
    eventId: varchar("event_id", { length: 255 }).notNull(),
    type: varchar("type", { length: 80 }).notNull(),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.eventId] }),
    index("payment_events_order_idx").on(t.orderId),
  ],
);
