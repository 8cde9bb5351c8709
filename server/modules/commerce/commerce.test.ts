import { randomBytes } from "node:crypto";
import { and, count, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { Code } from "#contract/codes.ts";
import { ClassroomUserStatus } from "#contract/classroom-rules.ts";
import { TERMS_OF_SALE_VERSION, type PaymentMethod } from "#contract/commerce-rules.ts";
import { attendanceApi, classroomApi } from "#contract/classroom.ts";
import { commerceApi } from "#contract/commerce.ts";
import type { FieldErrors } from "#contract/envelope.ts";
import { identityApi } from "#contract/identity.ts";
import { classroomEnrolments, classrooms } from "#db/schema/classroom.ts";
import { orders, paymentEvents } from "#db/schema/commerce.ts";
import { userRoles } from "#db/schema/enrolment.ts";
import { ClassroomId } from "#db/seed/demo/classrooms.ts";
import {
  call,
  createBrowser,
  createTestApp,
  holdPrerequisites,
  insertSession,
  signUp,
  type Browser,
  type TestApp,
} from "../../testing.ts";
import { WEBHOOK_PATH } from "./webhook.routes.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Learner = { browser: Browser; id: number; email: string };
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const en = { siteId: 1, languageId: 1 };
const PAID = ClassroomId.paidWorkshop;

async function learner(): Promise<Learner> {
  const email = `buyer-${randomBytes(5).toString("hex")}@example.com`;
  const { browser } = await signUp(t.app, { email, firstName: "Bea" }, "/en");
  const me = (await call(browser, identityApi.userInfo, { siteId: 1 })).data!;
  return { browser, id: me.id, email };
}

/** Places an order for `sessionId`, the terms in force accepted. */
const place = (who: Learner, sessionId: number, method: PaymentMethod = "card") =>
  call(who.browser, commerceApi.place, {
    ...en,
    sessionId,
    method,
    termsAccepted: true,
    termsVersion: TERMS_OF_SALE_VERSION,
  });

const seatsTaken = async (id: number) =>
  (await t.database.db.select().from(classrooms).where(eq(classrooms.id, id)))[0]!.seatsTaken;
const enrolmentOf = async (userId: number, classroomId: number) =>
  (
    await t.database.db
      .select({ status: classroomEnrolments.status })
      .from(classroomEnrolments)
      .where(
        and(
          eq(classroomEnrolments.userId, userId),
          eq(classroomEnrolments.classroomId, classroomId),
        ),
      )
      .orderBy(classroomEnrolments.id)
  ).map((row) => row.status);
const ordersOf = (userId: number) =>
  t.database.db.select().from(orders).where(eq(orders.userId, userId));
const eventCount = async () =>
  (await t.database.db.select({ n: count() }).from(paymentEvents))[0]!.n;

/** Delivers a body to the webhook as a provider would. */
const deliver = (body: string, headers: Record<string, string>) =>
  t.app.inject({ method: "POST", url: `${WEBHOOK_PATH}/offline`, headers, payload: body });
const offline = () => t.app.services.offlinePayments!;

describe("the checkout of a paid session (frame §3 payment summary)", () => {
  test("fee, subtotal, service charge, VAT and total in minor units; Blik only for złoty", async () => {
    const bea = await learner();
    const res = await call(bea.browser, commerceApi.checkout, { sessionId: PAID, ...en });
    expect(res.code).toBe(Code.success);
    const checkout = res.data!;
    // USD 499.00; /en (no one country, US dollars): 2.5% service charge, half-up, no VAT.
    expect(checkout.summary).toEqual({
      currency: "USD",
      quantity: 1,
      unitAmountMinor: 49_900,
      subtotalMinor: 49_900,
      serviceChargeBp: 250,
      serviceChargeMinor: 1248,
      vatRateBp: 0,
      vatMinor: 0,
      totalMinor: 51_148,
    });
    expect(checkout.methods).toEqual(["card", "bank_transfer"]);
    expect(checkout.openOrderId).toBeNull();
  });

  test("a London session on the UK site: in pounds with the UK's VAT on fee and service", async () => {
    const bea = await learner();
    const res = await call(bea.browser, commerceApi.checkout, {
      sessionId: ClassroomId.ukPaidWorkshop,
      siteId: 2,
      languageId: 1,
    });
    // GBP 399.00 + 2.5% (9.975 → 9.98) + 20% VAT of 408.98 (81.796 → 81.80) = 490.78.
    expect(res.data!.summary).toEqual({
      currency: "GBP",
      quantity: 1,
      unitAmountMinor: 39_900,
      subtotalMinor: 39_900,
      serviceChargeBp: 250,
      serviceChargeMinor: 998,
      vatRateBp: 2000,
      vatMinor: 8180,
      totalMinor: 49_078,
    });
  });

  test("a session is priced in its site's currency only: the database refuses another", async () => {
    const refusedBy = (write: Promise<unknown>) =>
      write.then(
        () => null,
        (error: { constraint?: string; cause?: { constraint?: string } }) =>
          error.cause?.constraint ?? error.constraint,
      );
    // /en sells in US dollars (decision 0053).
    const euros = { certificationReleaseId: null, feeMinor: 10_000, currency: "EUR" };
    expect(await refusedBy(insertSession(t, 9741, 10 * DAY, 3, euros))).toBe(
      "classrooms_site_currency_fk",
    );
    // /eu/de sells no paid training: it has no currency.
    expect(await refusedBy(insertSession(t, 9742, 10 * DAY, 3, { ...euros, siteId: 8 }))).toBe(
      "classrooms_site_currency_fk",
    );
    expect(await t.database.db.$count(classrooms, inArray(classrooms.id, [9741, 9742]))).toBe(0);
  });

  test("a visitor must sign in; a free session is not for sale", async () => {
    const visitor = await call(createBrowser(t.app), commerceApi.checkout, {
      siteId: 1,
      sessionId: PAID,
    });
    expect(visitor.statusCode).toBe(401);
    const bea = await learner();
    const free = await call(bea.browser, commerceApi.checkout, {
      sessionId: ClassroomId.webinar,
      ...en,
    });
    expect(free).toMatchObject({ code: Code.badRequest });
    const order = await place(bea, ClassroomId.webinar);
    expect(order).toMatchObject({ code: Code.badRequest });
    expect(order.errorContext!.fields).toHaveProperty("sessionId");
  });
});

describe("placing an order (frame §5: terms first)", () => {
  test("terms not accepted: 400 naming the field, nothing stored, no seat taken", async () => {
    const bea = await learner();
    const before = await seatsTaken(PAID);
    const version = { termsVersion: TERMS_OF_SALE_VERSION };
    for (const terms of [
      { termsAccepted: false, ...version },
      { termsAccepted: "true", ...version },
      version,
    ]) {
      const res = await call(bea.browser, commerceApi.place, {
        ...en,
        sessionId: PAID,
        method: "card",
        // Terms the contract refuses: the server is to name the field.
        ...(terms as { termsAccepted: true; termsVersion: typeof TERMS_OF_SALE_VERSION }),
      });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.errorContext!.fields as FieldErrors)).toEqual(["termsAccepted"]);
    }
    // Terms accepted, but not the ones in force (or none named): the page showed other terms.
    for (const terms of [{ termsVersion: "2020-01-01" }, {}]) {
      const res = await call(bea.browser, commerceApi.place, {
        ...en,
        sessionId: PAID,
        method: "card",
        termsAccepted: true,
        // Terms the contract refuses: the server is to name the field.
        ...(terms as { termsVersion: typeof TERMS_OF_SALE_VERSION }),
      });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.errorContext!.fields as FieldErrors)).toEqual(["termsVersion"]);
    }
    expect(await ordersOf(bea.id)).toEqual([]);
    expect(await enrolmentOf(bea.id, PAID)).toEqual([]);
    expect(await seatsTaken(PAID)).toBe(before);
  });

  test("a method the provider does not take for the currency is refused", async () => {
    const bea = await learner();
    const res = await place(bea, PAID, "blik");
    expect(res.code).toBe(Code.badRequest);
    expect(res.errorContext!.fields).toHaveProperty("method");
    expect(await ordersOf(bea.id)).toEqual([]);
  });

  test("card: the seat is held while the payment is awaited; one open order per learner and session", async () => {
    const bea = await learner();
    const before = await seatsTaken(PAID);
    const res = await place(bea, PAID, "card");
    expect(res.code).toBe(Code.success);
    const order = res.data!;
    expect(order).toMatchObject({
      state: "created",
      method: "card",
      provider: "offline",
      enrolmentStatus: "reserved",
      redirectUrl: null,
      bankAccount: null,
      summary: { totalMinor: 51_148, currency: "USD" },
    });
    expect(order.reference).toMatch(/^AC-[A-Z0-9]{10}$/);
    // The order keeps which terms were accepted, and when (frame §5).
    const [row] = await ordersOf(bea.id);
    expect(row!.termsVersion).toBe(TERMS_OF_SALE_VERSION);
    expect(Math.abs(row!.termsAcceptedAt.getTime() - Date.now())).toBeLessThan(60_000);
    expect(order).toMatchObject({
      termsVersion: TERMS_OF_SALE_VERSION,
      termsAcceptedAt: row!.termsAcceptedAt.toISOString(),
    });
    expect(await seatsTaken(PAID)).toBe(before + 1);
    // Not enrolled yet: the session shows the learner as not enrolled until paid.
    const detail = (await call(bea.browser, classroomApi.byId, { id: PAID, ...en })).data!;
    expect(detail.userStatus).not.toBe(ClassroomUserStatus.approved);

    const again = await place(bea, PAID, "bank_transfer");
    expect(again.code).toBe(Code.alreadyRegistered);
    expect(await ordersOf(bea.id)).toHaveLength(1);
    expect(await seatsTaken(PAID)).toBe(before + 1);
    const checkout = (await call(bea.browser, commerceApi.checkout, { sessionId: PAID, ...en }))
      .data!;
    expect(checkout.openOrderId).toBe(order.id);
  });

  test("the enrol calls refuse a paid session: its seat is taken by paying", async () => {
    const bea = await learner();
    for (const endpoint of [classroomApi.enrollNonCertificated, classroomApi.joinWaitingList]) {
      const res = await call(bea.browser, endpoint, { ...en, classroomId: PAID });
      expect(res.code).toBe(Code.badRequest);
    }
    expect(await enrolmentOf(bea.id, PAID)).toEqual([]);
  });

  test("a full session answers 10014, a closed one 10013", async () => {
    const full = await insertSession(t, 9701, 10 * DAY, 3, {
      certificationReleaseId: null,
      capacity: 2,
      seatsTaken: 2,
      feeMinor: 10_000,
      currency: "USD",
    });
    const past = await insertSession(t, 9702, -2 * DAY, 3, {
      certificationReleaseId: null,
      feeMinor: 10_000,
      currency: "USD",
    });
    const bea = await learner();
    expect((await place(bea, full.id)).code).toBe(Code.trainingFull);
    expect((await place(bea, past.id)).code).toBe(Code.enrolmentExpired);
    expect(await ordersOf(bea.id)).toEqual([]);
    expect(await seatsTaken(full.id)).toBe(2);
  });

  test("the last seat goes to one order only", async () => {
    const last = await insertSession(t, 9703, 10 * DAY, 3, {
      certificationReleaseId: null,
      capacity: 1,
      feeMinor: 5_000,
      currency: "USD",
    });
    const [a, b] = await Promise.all([learner(), learner()]);
    const answers = await Promise.all([place(a, last.id), place(b, last.id)]);
    const codes = answers.map((res) => res.code).sort();
    expect(codes).toEqual([Code.success, Code.trainingFull].sort());
    expect(await seatsTaken(last.id)).toBe(1);
  });

  test("a learner holds at most three open orders at once; paying or cancelling one frees the way", async () => {
    const sessions = await Promise.all(
      [9711, 9712, 9713, 9714].map((id) =>
        insertSession(t, id, 10 * DAY, 3, {
          certificationReleaseId: null,
          feeMinor: 2_000,
          currency: "USD",
        }),
      ),
    );
    const bea = await learner();
    for (const session of sessions.slice(0, 3))
      expect((await place(bea, session.id, "bank_transfer")).code).toBe(Code.success);
    const fourth = await place(bea, sessions[3]!.id, "bank_transfer");
    expect(fourth).toMatchObject({
      code: Code.tooFrequent,
      errorContext: { reason: "openOrders", max: 3 },
    });
    expect(await seatsTaken(sessions[3]!.id)).toBe(0);
    const [first] = await ordersOf(bea.id);
    await call(bea.browser, commerceApi.cancel, { ...en, orderId: first!.id });
    expect((await place(bea, sessions[3]!.id, "bank_transfer")).code).toBe(Code.success);
  });

  test("orders placed at once for five sessions: three are placed, two refused, no seat held for them", async () => {
    const sessions = await Promise.all(
      [9721, 9722, 9723, 9724, 9725].map((id) =>
        insertSession(t, id, 10 * DAY, 3, {
          certificationReleaseId: null,
          feeMinor: 2_000,
          currency: "USD",
        }),
      ),
    );
    const bea = await learner();
    // On PostgreSQL the five run side by side on pooled connections (the embedded database
    // runs one transaction at a time), so that is where the lock is what holds the cap.
    const answers = await Promise.all(
      sessions.map((session) => place(bea, session.id, "bank_transfer")),
    );
    const codes = answers.map((res) => res.code);
    expect(codes.filter((code) => code === Code.success)).toHaveLength(3);
    expect(codes.filter((code) => code === Code.tooFrequent)).toHaveLength(2);
    expect(await ordersOf(bea.id)).toHaveLength(3);
    const seats = await Promise.all(sessions.map((session) => seatsTaken(session.id)));
    expect(seats.reduce((sum, n) => sum + n, 0)).toBe(3);
  });
});

describe("paying (offline provider through the signed webhook)", () => {
  test("the enrolment is confirmed only once the order is paid", async () => {
    const bea = await learner();
    const order = (await place(bea, PAID)).data!;
    // Demo mode: the offline provider's confirmation step is offered while the order is open.
    expect(order.demoConfirmation).toBe(true);
    expect(await enrolmentOf(bea.id, PAID)).toEqual(["reserved"]);
    const mine = async () => (await call(bea.browser, classroomApi.myClassrooms, en)).data!;
    expect((await mine()).find((row) => row.id === PAID)?.status).toBe("reserved");

    const paid = await call(bea.browser, commerceApi.offlineConfirm, { ...en, orderId: order.id });
    expect(paid.data).toMatchObject({ state: "paid", enrolmentStatus: "approved" });
    expect(paid.data!.paidAt).not.toBeNull();
    expect(paid.data!.demoConfirmation).toBe(false);
    expect(await enrolmentOf(bea.id, PAID)).toEqual(["approved"]);
    expect((await mine()).find((row) => row.id === PAID)?.status).toBe("approved");
    const detail = (await call(bea.browser, classroomApi.byId, { id: PAID, ...en })).data!;
    expect(detail.userStatus).toBe(ClassroomUserStatus.approved);
    // Frame §9: non-refundable, so the paid seat is not cancelled by the learner.
    const cancel = await call(bea.browser, classroomApi.cancelNonCertificated, {
      ...en,
      classroomId: PAID,
    });
    expect(cancel.code).toBe(Code.badRequest);
    expect(await enrolmentOf(bea.id, PAID)).toEqual(["approved"]);
    // Decision 0023: the payment is the approval, which no approver takes back.
    const approver = await learner();
    await t.database.db
      .insert(userRoles)
      .values({ userId: approver.id, role: "approver", siteId: 1 });
    const seats = (
      await call(approver.browser, attendanceApi.enrolments, {
        classroomId: PAID,
        status: "approved",
        ...en,
      })
    ).data!;
    const seat = seats.find((row) => row.learnerEmail === bea.email)!;
    const seatsBefore = await seatsTaken(PAID);
    const rejected = await call(approver.browser, attendanceApi.reject, { ...en, id: seat.id });
    expect(rejected.code).toBe(Code.forbidden);
    expect(await enrolmentOf(bea.id, PAID)).toEqual(["approved"]);
    expect(await seatsTaken(PAID)).toBe(seatsBefore);
    // Paid: no second order, and nothing left to confirm.
    expect((await place(bea, PAID)).code).toBe(Code.alreadyRegistered);
    const twice = await call(bea.browser, commerceApi.offlineConfirm, { ...en, orderId: order.id });
    expect(twice.code).toBe(Code.badRequest);
  });

  test("another learner can neither read, pay nor cancel someone else's order", async () => {
    const [bea, eve] = await Promise.all([learner(), learner()]);
    const order = (await place(bea, PAID)).data!;
    expect((await call(eve.browser, commerceApi.detail, { orderId: order.id, ...en })).code).toBe(
      Code.notFound,
    );
    expect(
      (await call(eve.browser, commerceApi.offlineConfirm, { ...en, orderId: order.id })).code,
    ).toBe(Code.notFound);
    expect((await call(eve.browser, commerceApi.cancel, { ...en, orderId: order.id })).code).toBe(
      Code.notFound,
    );
    expect((await ordersOf(bea.id))[0]!.state).toBe("created");
    expect(
      (await call(bea.browser, commerceApi.detail, { orderId: order.id, ...en })).data!.state,
    ).toBe("created");
  });

  test("a webhook with a bad signature answers 400 and stores nothing", async () => {
    const bea = await learner();
    const order = (await place(bea, PAID)).data!;
    const row = (await ordersOf(bea.id))[0]!;
    const { body, headers } = offline().event({
      providerPaymentId: row.providerPaymentId!,
      amountMinor: row.totalMinor,
      currency: row.currency,
    });
    const events = await eventCount();
    // Tampered body, wrong secret, no signature, an old timestamp.
    const tampered = body.replace(`"amountMinor":${row.totalMinor}`, `"amountMinor":1`);
    const stale = offline().sign(body, Math.floor(Date.now() / 1000) - 3600);
    for (const [payload, hdrs] of [
      [tampered, headers],
      [body, { ...headers, "x-offline-signature": "t=1,v1=00" }],
      [body, { "content-type": "application/json" }],
      [body, stale],
    ] as const) {
      const res = await deliver(payload, hdrs);
      expect(res.statusCode).toBe(400);
    }
    expect(await eventCount()).toBe(events);
    expect(
      (await call(bea.browser, commerceApi.detail, { orderId: order.id, ...en })).data!.state,
    ).toBe("created");
    expect(await enrolmentOf(bea.id, PAID)).toEqual(["reserved"]);
  });

  test("the same event twice changes nothing the second time", async () => {
    const bea = await learner();
    await place(bea, PAID);
    const row = (await ordersOf(bea.id))[0]!;
    const { body, headers } = offline().event({
      providerPaymentId: row.providerPaymentId!,
      amountMinor: row.totalMinor,
      currency: row.currency,
    });
    const first = await deliver(body, headers);
    expect(first.json()).toMatchObject({ received: true, result: "applied" });
    const afterFirst = {
      order: (await ordersOf(bea.id))[0],
      seats: await seatsTaken(PAID),
      enrolments: await enrolmentOf(bea.id, PAID),
      events: await eventCount(),
    };
    expect(afterFirst.order!.state).toBe("paid");
    const second = await deliver(body, headers);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ received: true, result: "duplicate" });
    expect({
      order: (await ordersOf(bea.id))[0],
      seats: await seatsTaken(PAID),
      enrolments: await enrolmentOf(bea.id, PAID),
      events: await eventCount(),
    }).toEqual(afterFirst);
  });

  test("a payment of another amount is not applied", async () => {
    const bea = await learner();
    await place(bea, PAID);
    const row = (await ordersOf(bea.id))[0]!;
    const { body, headers } = offline().event({
      providerPaymentId: row.providerPaymentId!,
      amountMinor: row.totalMinor - 1,
      currency: row.currency,
    });
    expect((await deliver(body, headers)).json().result).toBe("unmatched");
    expect((await ordersOf(bea.id))[0]!.state).toBe("created");
  });
});

describe("unpaid holds (decision 0045)", () => {
  const paidSession = (id: number, capacity: number) =>
    insertSession(t, id, 10 * DAY, 3, {
      certificationReleaseId: null,
      capacity,
      feeMinor: 3_000,
      currency: "USD",
    });

  test("a card order holds its seat for 15 minutes; the sweep then frees it", async () => {
    const session = await paidSession(9731, 1);
    const [bea, cid] = await Promise.all([learner(), learner()]);
    const before = Date.now();
    const order = (await place(bea, session.id, "card")).data!;
    expect(order.state).toBe("created");
    const due = new Date(order.dueAt).getTime();
    expect(due).toBeGreaterThanOrEqual(before + 15 * 60_000);
    expect(due).toBeLessThanOrEqual(Date.now() + 15 * 60_000);
    expect(await t.app.services.orders.settleEnded()).toBe(0);
    expect((await place(cid, session.id)).code).toBe(Code.trainingFull);
    await t.database.db
      .update(orders)
      .set({ dueAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, order.id));
    expect(await t.app.services.orders.settleEnded()).toBeGreaterThanOrEqual(1);
    expect(await enrolmentOf(bea.id, session.id)).toEqual(["cancelled"]);
    expect((await place(cid, session.id)).code).toBe(Code.success);
  });

  test("bank transfers hold at most half the seats; card orders take the rest", async () => {
    const session = await paidSession(9732, 5);
    const buyers = await Promise.all([learner(), learner(), learner(), learner()]);
    const [a, b, c, d] = buyers as [Learner, Learner, Learner, Learner];
    expect((await place(a, session.id, "bank_transfer")).code).toBe(Code.success);
    expect((await place(b, session.id, "bank_transfer")).code).toBe(Code.success);
    const methods = async () =>
      (await call(c.browser, commerceApi.checkout, { sessionId: session.id, ...en })).data!.methods;
    // floor(5 / 2) = 2 transfers: the checkout stops offering the method and placing refuses it.
    expect(await methods()).toEqual(["card"]);
    const refused = await place(c, session.id, "bank_transfer");
    expect(refused).toMatchObject({
      code: Code.badRequest,
      errorContext: { fields: { method: expect.stringContaining("card") } },
    });
    expect(await ordersOf(c.id)).toEqual([]);
    expect(await seatsTaken(session.id)).toBe(2);
    expect((await place(c, session.id, "card")).code).toBe(Code.success);
    // A transfer that ends gives its share back.
    const [first] = await ordersOf(a.id);
    await call(a.browser, commerceApi.cancel, { ...en, orderId: first!.id });
    expect(await methods()).toEqual(["card", "bank_transfer"]);
    expect((await place(d, session.id, "bank_transfer")).code).toBe(Code.success);
  });

  test("paid training of a certification is sold only to a learner holding its prerequisite (10026)", async () => {
    // HCSP training (release 102), whose certification needs HCSA.
    const session = await insertSession(t, 9735, 10 * DAY, 3, { feeMinor: 3_000, currency: "USD" });
    const bea = await learner();
    expect((await place(bea, session.id)).code).toBe(Code.prerequisiteNotMet);
    expect(await ordersOf(bea.id)).toEqual([]);
    expect(await seatsTaken(session.id)).toBe(0);
    await holdPrerequisites(t, bea.id);
    expect((await place(bea, session.id)).code).toBe(Code.success);
  });

  test("a one-seat session takes no bank transfer", async () => {
    const session = await paidSession(9733, 1);
    const bea = await learner();
    expect((await place(bea, session.id, "bank_transfer")).code).toBe(Code.badRequest);
    expect(await seatsTaken(session.id)).toBe(0);
  });

  test("transfers placed at once for one session never pass the cap", async () => {
    const session = await paidSession(9734, 6);
    const buyers = await Promise.all(Array.from({ length: 7 }, () => learner()));
    // Side by side on PostgreSQL's pooled connections: the session's row lock orders the counts.
    const answers = await Promise.all(
      buyers.map((buyer) => place(buyer, session.id, "bank_transfer")),
    );
    const codes = answers.map((res) => res.code);
    expect(codes.filter((code) => code === Code.success)).toHaveLength(3);
    expect(codes.filter((code) => code === Code.badRequest)).toHaveLength(4);
    expect(await seatsTaken(session.id)).toBe(3);
    const held = await t.database.db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.classroomId, session.id), eq(orders.state, "awaiting_transfer")));
    expect(held[0]!.n).toBe(3);
  });
});

describe("bank transfer (frame §9: within 3 calendar days)", () => {
  test("awaiting transfer with our account and reference, due in 3 days; the sweep lapses it and frees the seat", async () => {
    // Two seats, one taken: transfers may hold one (decision 0045), which fills the session.
    const session = await insertSession(t, 9704, 20 * DAY, 3, {
      certificationReleaseId: null,
      capacity: 2,
      seatsTaken: 1,
      feeMinor: 20_000,
      currency: "USD",
    });
    const [bea, cid] = await Promise.all([learner(), learner()]);
    const before = Date.now();
    const order = (await place(bea, session.id, "bank_transfer")).data!;
    expect(order).toMatchObject({
      state: "awaiting_transfer",
      method: "bank_transfer",
      bankAccount: { beneficiary: "Academy Training Ltd", bic: "BUKBGB22" },
    });
    const due = new Date(order.dueAt).getTime();
    expect(due).toBeGreaterThanOrEqual(before + 3 * DAY);
    expect(due).toBeLessThanOrEqual(Date.now() + 3 * DAY);
    // Full now: the held seat is not sold twice.
    expect((await place(cid, session.id)).code).toBe(Code.trainingFull);

    // Not due yet: the sweep leaves it.
    expect(await t.app.services.orders.settleEnded()).toBe(0);
    await t.database.db
      .update(orders)
      .set({ dueAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, order.id));
    expect(await t.app.services.orders.settleEnded()).toBeGreaterThanOrEqual(1);
    const lapsed = (await call(bea.browser, commerceApi.detail, { orderId: order.id, ...en })).data;
    expect(lapsed).toMatchObject({ state: "lapsed", bankAccount: null });
    expect(await enrolmentOf(bea.id, session.id)).toEqual(["cancelled"]);
    expect(await seatsTaken(session.id)).toBe(1);
    // Harmless again (another server's sweep): nothing more lapses.
    expect(await t.app.services.orders.settleEnded()).toBe(0);
    expect(await seatsTaken(session.id)).toBe(1);
    // The freed seat can be bought.
    expect((await place(cid, session.id)).code).toBe(Code.success);
  });

  test("cancelling an open order frees its seat; a lapsed or cancelled order cannot be paid", async () => {
    const bea = await learner();
    const before = await seatsTaken(PAID);
    const order = (await place(bea, PAID, "bank_transfer")).data!;
    const cancelled = await call(bea.browser, commerceApi.cancel, { ...en, orderId: order.id });
    expect(cancelled.data!.state).toBe("cancelled");
    expect(await seatsTaken(PAID)).toBe(before);
    const pay = await call(bea.browser, commerceApi.offlineConfirm, { ...en, orderId: order.id });
    expect(pay.code).toBe(Code.badRequest);
    // A new order is possible after a cancelled one.
    expect((await place(bea, PAID)).code).toBe(Code.success);
  });

  test("a payment of a cancelled order arriving while a newer order holds the seat: one seat, and the newer order is settled", async () => {
    const bea = await learner();
    const before = await seatsTaken(PAID);
    const first = (await place(bea, PAID)).data!;
    const [row] = await ordersOf(bea.id);
    await call(bea.browser, commerceApi.cancel, { ...en, orderId: first.id });
    expect((await place(bea, PAID)).code).toBe(Code.success);
    expect(await seatsTaken(PAID)).toBe(before + 1);

    // The provider still delivers the first order's payment (a tab left open).
    const { body, headers } = offline().event({
      providerPaymentId: row!.providerPaymentId!,
      amountMinor: row!.totalMinor,
      currency: row!.currency,
    });
    expect((await deliver(body, headers)).statusCode).toBe(200);
    // One seat, confirmed by that payment; the newer order is settled by it and cannot be paid again.
    expect(await seatsTaken(PAID)).toBe(before + 1);
    expect(await enrolmentOf(bea.id, PAID)).toEqual(["cancelled", "approved"]);
    expect((await ordersOf(bea.id)).map((order) => order.state).sort()).toEqual([
      "cancelled",
      "paid",
    ]);
  });
});
