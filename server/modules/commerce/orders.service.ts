import { randomBytes } from "node:crypto";
import { and, asc, count, desc, eq, inArray, lte, ne, sql } from "drizzle-orm";
import { Code } from "#contract/codes.ts";
import type { Checkout, Order, OrderSession, PaymentSummary } from "#contract/commerce.ts";
import {
  MAX_OPEN_ORDERS,
  OPEN_ORDER_STATES,
  orderDueAt,
  orderSummary,
  transferHoldCap,
  type PaymentMethod,
} from "#contract/commerce-rules.ts";
import { enrolmentClosesAt } from "#contract/classroom-rules.ts";
import type { Db } from "#db/client.ts";
import { orders, paymentEvents, sitePaymentRates } from "#db/schema/commerce.ts";
import { ApiError, badRequest, notFound } from "../../errors.ts";
import type { Scope } from "../../scope.ts";
import type { OrderSessionFacts } from "../classroom/classroom-facts.ts";
import type { Classrooms } from "../classroom/classrooms.service.ts";
import type { SeatHolds } from "../classroom/seat-holds.service.ts";
import type { PaymentEvent, PaymentProvider } from "./payment-provider.ts";

type OrderRow = typeof orders.$inferSelect;
type BankAccount = { beneficiary: string; iban: string; bic: string };

export type OrdersDeps = {
  db: Db;
  provider: PaymentProvider;
  /** Whether the offline provider's demo "pay" step is offered (demo mode only). */
  demoConfirmation: boolean;
  /** Classroom's seats for orders: held, confirmed when paid, released when lapsed. */
  seatHolds: SeatHolds;
  /** The session as its page shows it (fee, seats left, enrolment window). */
  classrooms: Pick<Classrooms, "byId">;
  /** Sessions as orders show them, with the learner's enrolment (classroom-facts.ts). */
  sessions: {
    orderSessions(userId: number, classroomIds: number[]): Promise<Map<number, OrderSessionFacts>>;
  };
  users: { byId(id: number): Promise<{ email: string } | undefined> };
  /** Where bank transfers go when our own instructions are shown (the offline provider). */
  bankAccount: BankAccount;
  log: {
    warn(details: object, message: string): void;
    error(details: object, message: string): void;
  };
  clock?: () => Date;
};

const open = inArray(orders.state, [...OPEN_ORDER_STATES]);
const isOpen = (state: OrderRow["state"]) =>
  (OPEN_ORDER_STATES as readonly string[]).includes(state);

/** A bank-transfer reference: short, unambiguous letters and digits (no 0/O, 1/I). */
function newReference(): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  const bytes = randomBytes(10);
  return `AC-${Array.from(bytes, (b) => alphabet[b % alphabet.length]).join("")}`;
}

const summaryOf = (row: OrderRow): PaymentSummary => ({
  currency: row.currency,
  quantity: row.quantity,
  unitAmountMinor: row.unitAmountMinor,
  subtotalMinor: row.subtotalMinor,
  serviceChargeBp: row.serviceChargeBp,
  serviceChargeMinor: row.serviceChargeMinor,
  vatRateBp: row.vatRateBp,
  vatMinor: row.vatMinor,
  totalMinor: row.totalMinor,
});

const sessionOf = (facts: OrderSessionFacts): OrderSession => ({
  id: facts.id,
  classroomName: facts.classroomName,
  startsAt: facts.startsAt.toISOString(),
  endsAt: facts.endsAt.toISOString(),
  timeZone: facts.timeZone,
  type: facts.type,
  location: facts.location,
  certificationReleaseId: facts.certificationReleaseId,
});

/**
 * Orders of seats in paid classroom sessions (frame §2 /payment, §3, §5, §9;
 * decision 0023). Placing an order holds a seat (classroom's `reserved`
 * enrolment) and writes the order in one transaction; the provider's payment
 * is started after the commit (no network call holds the session's row), and
 * an order whose payment cannot be started is cancelled with its seat. A
 * verified webhook event is applied once (its id stored in the same
 * transaction): paid confirms the enrolment; failed or expired lapses the
 * order. The sweep lapses open orders past their due date. Every transaction
 * that changes an order's seat locks the session's row first, then the order.
 */
/**
 * The first key of the learner's order-placing lock: negative, so it never
 * meets the exam starts' locks, whose first key is a user id.
 */
const ORDER_PLACING_LOCK = -1;

export function createOrders(deps: OrdersDeps) {
  const { db, provider, seatHolds } = deps;
  const clock = deps.clock ?? (() => new Date());

  async function ratesOf(siteId: number) {
    const [rates] = await db
      .select()
      .from(sitePaymentRates)
      .where(eq(sitePaymentRates.siteId, siteId));
    return { vatRateBp: rates?.vatRateBp ?? 0, serviceChargeBp: rates?.serviceChargeBp ?? 0 };
  }

  async function viewsOf(userId: number, rows: OrderRow[]): Promise<Order[]> {
    const sessions = await deps.sessions.orderSessions(
      userId,
      rows.map((row) => row.classroomId),
    );
    return rows.map((row) => {
      const facts = sessions.get(row.classroomId)!;
      const awaiting = row.state === "awaiting_transfer";
      return {
        id: row.id,
        state: row.state,
        method: row.method,
        provider: row.provider,
        demoConfirmation: deps.demoConfirmation && row.provider === "offline" && isOpen(row.state),
        reference: row.reference,
        summary: summaryOf(row),
        placedAt: row.createdAt.toISOString(),
        termsVersion: row.termsVersion,
        termsAcceptedAt: row.termsAcceptedAt.toISOString(),
        dueAt: row.dueAt.toISOString(),
        paidAt: row.paidAt?.toISOString() ?? null,
        session: sessionOf(facts),
        enrolmentStatus: facts.enrolmentStatus,
        redirectUrl: isOpen(row.state) ? row.redirectUrl : null,
        // Our own instructions where the provider gives none (Stripe's page shows its account).
        bankAccount: awaiting && row.redirectUrl === null ? deps.bankAccount : null,
      };
    });
  }

  /** The learner's own order on this site: another learner's or site's is not found. */
  async function ownOrder(scope: Scope, userId: number, orderId: number): Promise<OrderRow> {
    const [row] = await db
      .select()
      .from(orders)
      .where(
        and(eq(orders.id, orderId), eq(orders.userId, userId), eq(orders.siteId, scope.site.id)),
      );
    if (!row) throw notFound("No such order");
    return row;
  }

  const view = async (row: OrderRow) => (await viewsOf(row.userId, [row]))[0]!;

  /** The seats of a session that orders awaiting a bank transfer hold now. */
  async function transferHolds(tx: Pick<Db, "select">, classroomId: number): Promise<number> {
    const [held] = await tx
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.classroomId, classroomId), eq(orders.state, "awaiting_transfer")));
    return held?.n ?? 0;
  }

  /**
   * The methods a new order of the session may use: the provider's for the currency, without
   * bank transfer once transfers hold their share of the seats (decision 0045).
   */
  async function methodsFor(
    tx: Pick<Db, "select">,
    session: { id: number; capacity: number; currency: string },
  ): Promise<PaymentMethod[]> {
    const methods = provider.methods(session.currency);
    if (!methods.includes("bank_transfer")) return methods;
    const transfersFull =
      (await transferHolds(tx, session.id)) >= transferHoldCap(session.capacity);
    return transfersFull ? methods.filter((method) => method !== "bank_transfer") : methods;
  }

  /**
   * Ends an open order (lapsed or cancelled) and gives its seat back, in a
   * transaction of its own that locks the session's row, then the order; moved
   * only from an open state, so a sweep on another server or a payment at the
   * same moment never writes over it. The freed seat's promotion, if any, is
   * announced in the same transaction (with an `origin` for its link).
   */
  async function endOrder(
    orderId: number,
    classroomId: number,
    state: "lapsed" | "cancelled",
    onlyIfDue: boolean,
    origin: string | null,
  ): Promise<OrderRow | null> {
    const now = clock();
    const outcome = await db.transaction(async (tx) => {
      await seatHolds.lock(tx, classroomId);
      const [row] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.id, orderId), open, onlyIfDue ? lte(orders.dueAt, now) : undefined))
        .for("update");
      if (!row) return null;
      const [ended] = await tx
        .update(orders)
        .set({ state, endedAt: now, updatedAt: now })
        .where(eq(orders.id, row.id))
        .returning();
      const { promotion } = await seatHolds.release(tx, row.userId, row.classroomId, now);
      if (origin) await seatHolds.announce(tx, promotion, origin);
      return ended!;
    });
    const ended = outcome ?? null;
    if (ended?.providerPaymentId)
      // After the commit: the order is ended whatever the provider answers; a payment it still
      // takes arrives by webhook as a late payment.
      await provider
        .cancel(ended.providerPaymentId)
        .catch((error: unknown) =>
          deps.log.warn(
            { err: error, orderId: ended.id },
            "the provider's payment page could not be closed",
          ),
        );
    return ended;
  }

  return {
    /** GET /user/order/checkout: the summary and methods of a paid session, and the learner's orders of it. */
    async checkout(scope: Scope, userId: number, sessionId: number): Promise<Checkout> {
      const session = await deps.classrooms.byId(scope, userId, sessionId);
      if (session.feeMinor === null || session.currency === null)
        throw badRequest({ sessionId: "This session is free: enrol on its page" });
      const [rates, methods, own] = await Promise.all([
        ratesOf(scope.site.id),
        methodsFor(db, { id: session.id, capacity: session.capacity, currency: session.currency }),
        db
          .select({ id: orders.id, state: orders.state })
          .from(orders)
          .where(
            and(
              eq(orders.userId, userId),
              eq(orders.classroomId, sessionId),
              inArray(orders.state, [...OPEN_ORDER_STATES, "paid"]),
            ),
          )
          .orderBy(desc(orders.id)),
      ]);
      return {
        session: {
          id: session.id,
          classroomName: session.classroomName,
          startsAt: session.startsAt,
          endsAt: session.endsAt,
          timeZone: session.timeZone,
          type: session.type,
          location: session.location,
          certificationReleaseId: session.certificationReleaseId,
        },
        remainingSeats: session.remainingSeats,
        enrolmentClosesAt: session.enrolmentClosesAt,
        summary: orderSummary({
          currency: session.currency,
          unitAmountMinor: session.feeMinor,
          ...rates,
        }),
        methods,
        openOrderId: own.find((row) => isOpen(row.state))?.id ?? null,
        paidOrderId: own.find((row) => row.state === "paid")?.id ?? null,
      };
    },

    /**
     * POST /user/order/place: the terms in force accepted (frame §5, checked by the schema; the
     * order keeps their version and the time),
     * a method the provider takes for the currency, a session open for
     * enrolment with a seat (10013, 10014) the learner holds none of (10024,
     * also while an order of it is open) — then the seat and the order in one
     * transaction, and the provider's payment after it.
     */
    async place(
      scope: Scope,
      userId: number,
      input: {
        sessionId: number;
        method: PaymentMethod;
        termsAccepted: true;
        termsVersion: string;
      },
      returnUrlOf: (orderId: number) => string,
    ): Promise<Order> {
      const now = clock();
      const session = await seatHolds.paidSession(scope, userId, input.sessionId, now);
      if (!provider.methods(session.currency).includes(input.method))
        throw badRequest({ method: `Not offered for ${session.currency}` });
      const rates = await ratesOf(scope.site.id);
      const summary = orderSummary({
        currency: session.currency,
        unitAmountMinor: session.feeMinor,
        ...rates,
      });
      const dueAt = orderDueAt(input.method, now, enrolmentClosesAt(session));
      const placed = await db.transaction(async (tx) => {
        // One placing at a time per learner: a count read while another placing has counted
        // but not yet written would let parallel orders of other sessions past the cap.
        await tx.execute(
          sql`select pg_advisory_xact_lock(${ORDER_PLACING_LOCK}::int, ${userId}::int)`,
        );
        const [held] = await tx
          .select({ n: count() })
          .from(orders)
          .where(and(eq(orders.userId, userId), open));
        if ((held?.n ?? 0) >= MAX_OPEN_ORDERS)
          throw new ApiError(Code.tooFrequent, "Pay or cancel an open order first", {
            errorContext: { reason: "openOrders", max: MAX_OPEN_ORDERS },
          });
        // The session's row before the count, so parallel transfers of one session are counted
        // one after the other and never pass the cap together (decision 0045).
        await seatHolds.lock(tx, session.id);
        if (!(await methodsFor(tx, session)).includes(input.method))
          throw badRequest(
            { method: "Bank transfers hold their share of this session's seats: pay by card" },
            "Bank transfer is not available for this session now",
          );
        await seatHolds.hold(tx, session.id, userId, now);
        const [row] = await tx
          .insert(orders)
          .values({
            siteId: scope.site.id,
            languageId: scope.language.id,
            userId,
            classroomId: session.id,
            state: input.method === "bank_transfer" ? "awaiting_transfer" : "created",
            method: input.method,
            provider: provider.name,
            reference: newReference(),
            ...summary,
            termsAcceptedAt: now,
            termsVersion: input.termsVersion,
            dueAt,
          })
          .onConflictDoNothing()
          .returning();
        // A racing order of the same learner and session: its seat was taken first.
        if (!row) throw new ApiError(Code.alreadyRegistered, "An order of this session is open");
        return row;
      });
      let started;
      try {
        const user = await deps.users.byId(userId);
        started = await provider.start({
          orderId: placed.id,
          reference: placed.reference,
          method: placed.method,
          currency: placed.currency,
          totalMinor: placed.totalMinor,
          description: session.classroomName,
          returnUrl: returnUrlOf(placed.id),
          dueAt,
          customerEmail: user?.email || null,
        });
      } catch (error) {
        deps.log.error({ err: error, orderId: placed.id }, "the payment could not be started");
        await endOrder(placed.id, placed.classroomId, "cancelled", false, null);
        throw new ApiError(Code.remoteError, "The payment provider is not available: try again");
      }
      const [row] = await db
        .update(orders)
        .set({
          providerPaymentId: started.providerPaymentId,
          redirectUrl: started.redirectUrl,
          updatedAt: clock(),
        })
        .where(eq(orders.id, placed.id))
        .returning();
      return view(row!);
    },

    /** GET /user/order/detail: the learner's own order. */
    async detail(scope: Scope, userId: number, orderId: number): Promise<Order> {
      return view(await ownOrder(scope, userId, orderId));
    },

    /** POST /user/order/cancel: the learner's own open order; its seat is freed. */
    async cancel(scope: Scope, userId: number, orderId: number, origin: string): Promise<Order> {
      const row = await ownOrder(scope, userId, orderId);
      if (!isOpen(row.state)) throw badRequest({ orderId: `The order is ${row.state}` });
      const ended = await endOrder(row.id, row.classroomId, "cancelled", false, origin);
      return view(ended ?? (await ownOrder(scope, userId, orderId)));
    },

    /** The learner's own open order paid with the offline provider, for its confirmation step. */
    async offlinePayment(scope: Scope, userId: number, orderId: number) {
      if (provider.name !== "offline") throw notFound("No offline payments here");
      const row = await ownOrder(scope, userId, orderId);
      if (!isOpen(row.state) || row.providerPaymentId === null)
        throw badRequest({ orderId: `The order is ${row.state}` });
      return {
        providerPaymentId: row.providerPaymentId,
        amountMinor: row.totalMinor,
        currency: row.currency,
      };
    },

    /**
     * A verified webhook event, applied once: its id is stored in the
     * transaction that applies it, so a delivery seen before (a provider's
     * retry, a replay) changes nothing. Paid with the order's amount and
     * currency confirms the held seat's enrolment; a payment for an order that
     * lapsed meanwhile takes a seat again if one is free (else support
     * reschedules: frame §9). Failed or expired lapses an open order.
     */
    async applyEvent(
      event: PaymentEvent,
      origin: string | null,
    ): Promise<"applied" | "duplicate" | "unmatched"> {
      const now = clock();
      const [order] =
        event.providerPaymentId === null
          ? []
          : await db
              .select({ id: orders.id, classroomId: orders.classroomId })
              .from(orders)
              .where(
                and(
                  eq(orders.provider, provider.name),
                  eq(orders.providerPaymentId, event.providerPaymentId),
                ),
              );
      const outcome = await db.transaction(async (tx) => {
        if (order) await seatHolds.lock(tx, order.classroomId);
        const [stored] = await tx
          .insert(paymentEvents)
          .values({
            provider: provider.name,
            eventId: event.id,
            type: event.type.slice(0, 80),
            orderId: order?.id ?? null,
            receivedAt: now,
          })
          .onConflictDoNothing()
          .returning({ eventId: paymentEvents.eventId });
        if (!stored) return "duplicate" as const;
        if (!order || event.outcome === "ignored") return "unmatched" as const;
        const [row] = await tx.select().from(orders).where(eq(orders.id, order.id)).for("update");
        if (!row) return "unmatched" as const;
        if (event.outcome === "paid") {
          if (event.amountMinor !== row.totalMinor || event.currency !== row.currency) {
            deps.log.error(
              {
                orderId: row.id,
                event: event.id,
                amount: event.amountMinor,
                currency: event.currency,
              },
              "a payment of another amount than the order's: not applied",
            );
            return "unmatched" as const;
          }
          if (row.state === "paid") return "applied" as const;
          let confirmed = await seatHolds.confirm(tx, row.userId, row.classroomId, now);
          if (confirmed === null) {
            // Paid after the order lapsed: the seat is the learner's again if one is free.
            try {
              await seatHolds.hold(tx, row.classroomId, row.userId, now);
              confirmed = await seatHolds.confirm(tx, row.userId, row.classroomId, now);
            } catch (error) {
              if (!(error instanceof ApiError)) throw error;
              deps.log.warn(
                { orderId: row.id, code: error.code },
                "paid after the order lapsed and no seat could be taken: support reschedules",
              );
            }
          }
          await tx
            .update(orders)
            .set({ state: "paid", paidAt: now, endedAt: now, updatedAt: now })
            .where(eq(orders.id, row.id));
          // A late payment of an ended order took the seat a newer order of the learner held:
          // that order is settled by this payment, so it cannot be paid a second time.
          await tx
            .update(orders)
            .set({ state: "cancelled", endedAt: now, updatedAt: now })
            .where(
              and(
                eq(orders.userId, row.userId),
                eq(orders.classroomId, row.classroomId),
                open,
                ne(orders.id, row.id),
              ),
            );
        } else if (isOpen(row.state)) {
          await tx
            .update(orders)
            .set({ state: "lapsed", endedAt: now, updatedAt: now })
            .where(eq(orders.id, row.id));
          const { promotion } = await seatHolds.release(tx, row.userId, row.classroomId, now);
          if (origin) await seatHolds.announce(tx, promotion, origin);
        }
        return "applied" as const;
      });
      return outcome;
    },

    /**
     * The sweep (with the attendance sweep, once a minute): open orders past
     * their due date lapse and their seats are freed (frame §9: a transfer not
     * made within 3 calendar days). Each order in a transaction of its own,
     * moved only while still open and due, so several servers sweeping at once
     * is harmless. Returns how many lapsed.
     */
    async settleEnded(limit = 200): Promise<number> {
      const due = await db
        .select({ id: orders.id, classroomId: orders.classroomId })
        .from(orders)
        .where(and(open, lte(orders.dueAt, clock())))
        .orderBy(asc(orders.dueAt))
        .limit(limit);
      let lapsed = 0;
      for (const order of due) {
        if (await endOrder(order.id, order.classroomId, "lapsed", true, null)) lapsed += 1;
      }
      return lapsed;
    },
  };
}

export type Orders = ReturnType<typeof createOrders>;
