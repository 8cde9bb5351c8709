import { randomBytes } from "node:crypto";
import { and, desc, eq, inArray, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { attendanceApi, classroomApi } from "#contract/classroom.ts";
import { Code } from "#contract/codes.ts";
import {
  ClassroomEnrolStatus,
  ClassroomUserStatus,
  LIVE_ENROLMENT_STATES,
} from "#contract/classroom-rules.ts";
import { identityApi } from "#contract/identity.ts";
import { classroomEnrolments, classroomWaitingEntries, classrooms } from "#db/schema/classroom.ts";
import { certificates } from "#db/schema/certificate.ts";
import { userRoles } from "#db/schema/enrolment.ts";
import { mailOutbox } from "#db/schema/identity.ts";
import { ClassroomId } from "#db/seed/demo/classrooms.ts";
import {
  call,
  createBrowser,
  createTestApp,
  enrolApproved,
  holdPrerequisites,
  signUp,
  type Browser,
  type TestApp,
  insertSession,
} from "../../testing.ts";

let t: TestApp;
let approver: Learner;
beforeAll(async () => {
  t = await createTestApp();
  approver = await learner();
  await t.database.db.insert(userRoles).values([
    { userId: approver.id, role: "approver", siteId: 1 },
    { userId: approver.id, role: "approver", siteId: 3 },
  ]);
});
afterAll(() => t.close());

type Learner = { browser: Browser; id: number; email: string };
const HOUR = 3_600_000;
const HCSA = 101;
const HCSP = 102;
const CGSP = 112;
const en = { siteId: 1, languageId: 1 };

async function learner(firstName = "Lina", target = "/en"): Promise<Learner> {
  const email = `waiting-${randomBytes(5).toString("hex")}@example.com`;
  const { browser } = await signUp(t.app, { email, firstName }, target);
  const me = (await call(browser, identityApi.userInfo, { siteId: 1 })).data!;
  // Qualified for the demo certifications' training (decision 0045): these tests are about seats.
  await holdPrerequisites(t, me.id);
  return { browser, id: me.id, email };
}

/** The learner's browser, or for null a visitor's, who has not signed in. */
const browserOf = (who: Learner | null) => who?.browser ?? createBrowser(t.app);

const enrol = (who: Learner, classroomId: number, certification = true) =>
  call(
    who.browser,
    certification ? classroomApi.enrollClassroom : classroomApi.enrollNonCertificated,
    { ...en, classroomId },
  );
const cancel = (who: Learner, classroomId: number) =>
  call(who.browser, classroomApi.cancelClassroom, { ...en, classroomId });
const join = (
  who: Learner | null,
  classroomId: number,
  extra: { dietaryRequirements?: string; allergies?: string } = {},
) => call(browserOf(who), classroomApi.joinWaitingList, { ...en, classroomId, ...extra });
const leave = (who: Learner, classroomId: number) =>
  call(who.browser, classroomApi.leaveWaitingList, { ...en, classroomId });
const reject = (enrolmentId: number) =>
  call(approver.browser, attendanceApi.reject, { ...en, id: enrolmentId });

const byId = async (who: Learner | null, id: number) =>
  (await call(browserOf(who), classroomApi.byId, { siteId: 1, id })).data!;

const sessionRow = async (id: number) =>
  (await t.database.db.select().from(classrooms).where(eq(classrooms.id, id)))[0]!;
const enrolmentsOf = (userId: number, classroomId: number) =>
  t.database.db
    .select()
    .from(classroomEnrolments)
    .where(
      and(eq(classroomEnrolments.userId, userId), eq(classroomEnrolments.classroomId, classroomId)),
    );
const entriesOf = (classroomId: number) =>
  t.database.db
    .select()
    .from(classroomWaitingEntries)
    .where(eq(classroomWaitingEntries.classroomId, classroomId))
    .orderBy(classroomWaitingEntries.id);
const liveIn = async (classroomId: number) =>
  (
    await t.database.db
      .select()
      .from(classroomEnrolments)
      .where(
        and(
          eq(classroomEnrolments.classroomId, classroomId),
          inArray(classroomEnrolments.status, [...LIVE_ENROLMENT_STATES]),
        ),
      )
  ).map((row) => row.userId);
/** The e-mails of a seat sent to the address (not the sign-up's confirmation). */
const mailsTo = (email: string) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), like(mailOutbox.text, "%/classroom/detail/%")))
    .orderBy(desc(mailOutbox.id));

let nextId = 9800;
/** A session of HCSP on /en of its own, one seat, starting in `startsIn` ms (four days by default). */
const newSession = (values: Partial<typeof classrooms.$inferInsert> = {}, startsIn = 96 * HOUR) =>
  insertSession(t, nextId++, startsIn, 4, {
    classroomName: "Waiting list test",
    capacity: 1,
    ...values,
  });

/** A session whose seats are all taken, each by a learner of the test (in order). */
async function fullSession(values: Partial<typeof classrooms.$inferInsert> = {}, holders = 1) {
  const session = await newSession({ capacity: holders, ...values });
  const seated: Learner[] = [];
  for (let i = 0; i < holders; i++) {
    const holder = await learner();
    const certification = session.certificationReleaseId !== null;
    expect((await enrol(holder, session.id, certification)).code).toBe(200);
    seated.push(holder);
  }
  return { session, holders: seated };
}

describe("joining and leaving the waiting list of a full session", () => {
  test("the learner's place and the list's length, in the sessions the pages read; leaving ends it", async () => {
    const { session } = await fullSession();
    const first = await learner();
    const second = await learner();
    const joined = await join(first, session.id);
    expect(joined).toMatchObject({
      code: 200,
      data: {
        classroomId: session.id,
        status: "waiting",
        waitingPosition: 1,
        waitingCount: 1,
        remainingSeats: 0,
        enrolStatus: ClassroomEnrolStatus.enroll,
        userStatus: ClassroomUserStatus.unenrolled,
      },
    });
    expect((await join(second, session.id)).data).toMatchObject({
      waitingPosition: 2,
      waitingCount: 2,
    });
    expect(await byId(first, session.id)).toMatchObject({ waitingPosition: 1, waitingCount: 2 });
    expect(await byId(null, session.id)).toMatchObject({
      waitingPosition: null,
      waitingCount: 2,
    });
    const listed = (
      await call(second.browser, classroomApi.ofCertification, { ...en, relationId: HCSP })
    ).data!.find((s) => s.id === session.id);
    expect(listed).toMatchObject({ waitingPosition: 2, waitingCount: 2, remainingSeats: 0 });
    // A session with seats is asked about nothing: nobody waits for it.
    expect(await byId(first, ClassroomId.hcspOnsite)).toMatchObject({
      waitingPosition: null,
      waitingCount: 0,
    });

    // Once per learner and session (10024); the refusal changes nothing.
    const again = await join(first, session.id);
    expect(again.code).toBe(Code.alreadyRegistered);
    expect((await entriesOf(session.id)).length).toBe(2);

    expect((await leave(first, session.id)).data).toMatchObject({
      status: "left",
      waitingPosition: null,
      waitingCount: 1,
    });
    expect(await byId(second, session.id)).toMatchObject({ waitingPosition: 1, waitingCount: 1 });
    const twice = await leave(first, session.id);
    expect([twice.statusCode, twice.code]).toEqual([404, Code.notFound]);
    // Having left, the learner may join again, at the end.
    expect((await join(first, session.id)).data!.waitingPosition).toBe(2);
    expect(await sessionRow(session.id)).toMatchObject({ seatsTaken: 1 });
  });

  test("the rules of enrolling but for the seat: 10024, 10013, 10015, another site, a visitor", async () => {
    const { session, holders } = await fullSession();
    // Holding a seat of it: no waiting for another.
    expect((await join(holders[0]!, session.id)).code).toBe(Code.alreadyRegistered);
    // Enrolment closed: 48 hours before a start 30 hours away.
    const closed = await fullSession({ enrolBeforeHours: 48 });
    await t.database.db
      .update(classrooms)
      .set({ startsAt: new Date(Date.now() + 30 * HOUR), endsAt: new Date(Date.now() + 34 * HOUR) })
      .where(eq(classrooms.id, closed.session.id));
    const someone = await learner();
    expect((await join(someone, closed.session.id)).code).toBe(Code.enrolmentExpired);
    // Enrolled in another session of the certification: finish that first.
    const other = await newSession({ capacity: 5 });
    expect((await enrol(someone, other.id)).code).toBe(200);
    expect((await join(someone, session.id)).code).toBe(Code.finishCurrentTraining);
    // Another site's session is not found here; a visitor must log in.
    const arabic = await newSession({ siteId: 3, languageId: 2, certificationReleaseId: 202 });
    expect((await join(someone, arabic.id)).code).toBe(Code.notFound);
    expect((await join(null, session.id)).statusCode).toBe(401);
    const long = await join(await learner(), session.id, { allergies: "x".repeat(201) });
    expect([long.statusCode, long.code]).toEqual([400, Code.badRequest]);
    expect(await entriesOf(session.id)).toEqual([]);
    expect(await entriesOf(closed.session.id)).toEqual([]);
  });

  test("a seat found free is taken at once, as enrolling gives it", async () => {
    const session = await newSession({ capacity: 2 });
    const someone = await learner();
    expect((await join(someone, session.id)).data).toMatchObject({
      status: "pending",
      waitingPosition: null,
      enrolStatus: ClassroomEnrolStatus.pending,
      userStatus: ClassroomUserStatus.enrolled,
      remainingSeats: 1,
    });
    expect(await enrolmentsOf(someone.id, session.id)).toMatchObject([{ status: "pending" }]);
    expect(await entriesOf(session.id)).toEqual([]);
    expect((await sessionRow(session.id)).seatsTaken).toBe(1);
  });

  test("non-certification sessions have a waiting list too", async () => {
    const { session, holders } = await fullSession({ certificationReleaseId: null });
    const waiter = await learner();
    expect((await join(waiter, session.id)).data!.status).toBe("waiting");
    const res = await call(holders[0]!.browser, classroomApi.cancelNonCertificated, {
      ...en,
      classroomId: session.id,
    });
    expect(res.data).toMatchObject({ status: "cancelled", remainingSeats: 0 });
    expect(await enrolmentsOf(waiter.id, session.id)).toMatchObject([{ status: "pending" }]);
  });
});

describe("a freed seat goes to the first waiting learner who can take it", () => {
  test("on cancelling: a pending enrolment with the extras given on joining, the seat count unchanged, an e-mail after the commit", async () => {
    const { session, holders } = await fullSession({
      orderFood: true,
      classroomName: "Waiting list: decoders",
    });
    const first = await learner("Nour");
    const second = await learner();
    await join(first, session.id, { dietaryRequirements: "Vegan", allergies: "Sesame" });
    await join(second, session.id);
    const res = await cancel(holders[0]!, session.id);
    expect(res.data).toMatchObject({ status: "cancelled", remainingSeats: 0 });
    const [enrolment] = await enrolmentsOf(first.id, session.id);
    expect(enrolment).toMatchObject({
      status: "pending",
      dietaryRequirements: "Vegan",
      allergies: "Sesame",
      siteId: 1,
      certificationReleaseId: HCSP,
    });
    expect((await sessionRow(session.id)).seatsTaken).toBe(1);
    expect(await liveIn(session.id)).toEqual([first.id]);
    const entries = await entriesOf(session.id);
    expect(entries.map((e) => [e.userId, e.status, e.enrolmentId])).toEqual([
      [first.id, "promoted", enrolment!.id],
      [second.id, "waiting", null],
    ]);
    expect(await byId(second, session.id)).toMatchObject({ waitingPosition: 1, waitingCount: 1 });
    expect(await byId(first, session.id)).toMatchObject({
      userStatus: ClassroomUserStatus.enrolled,
      waitingPosition: null,
    });

    const [mail] = await mailsTo(first.email);
    expect(mail!.subject).toBe("A seat is yours: Waiting list: decoders");
    expect(mail!.text).toMatch(/^Hello Nour,/);
    expect(mail!.text).toContain("waits for approval");
    expect(mail!.text).toMatch(
      new RegExp(`http://localhost(:\\d+)?/en/classroom/detail/${session.id}`),
    );
    expect(mail!.text).toContain("(Europe/London)");
    expect(await mailsTo(second.email)).toEqual([]);
  });

  test("approved at once where the session approves at once, and its certification too", async () => {
    // HCSA approves its enrolments at once, so its sessions may (decision 0047).
    const { session, holders } = await fullSession({
      autoApprove: true,
      certificationReleaseId: HCSA,
    });
    const waiter = await learner();
    await join(waiter, session.id);
    await cancel(holders[0]!, session.id);
    expect(await enrolmentsOf(waiter.id, session.id)).toMatchObject([{ status: "approved" }]);
    expect((await mailsTo(waiter.email))[0]!.text).toContain("Your enrolment is approved");
  });

  test("on the approver's rejection", async () => {
    const { session, holders } = await fullSession();
    const waiter = await learner();
    await join(waiter, session.id);
    const [held] = await enrolmentsOf(holders[0]!.id, session.id);
    expect((await reject(held!.id)).data).toMatchObject({ status: "rejected" });
    expect(await liveIn(session.id)).toEqual([waiter.id]);
    expect((await sessionRow(session.id)).seatsTaken).toBe(1);
    expect(await mailsTo(waiter.email)).toHaveLength(1);
    // Approving frees nothing: the next waiter stays where they are.
    const next = await learner();
    await join(next, session.id);
    const [promoted] = await enrolmentsOf(waiter.id, session.id);
    await call(approver.browser, attendanceApi.approve, { ...en, id: promoted!.id });
    expect(await byId(next, session.id)).toMatchObject({ waitingPosition: 1 });
  });

  test("an entry whose learner meanwhile holds another session of the certification is dropped and the next one served", async () => {
    const { session, holders } = await fullSession();
    const elsewhere = await learner();
    const next = await learner();
    await join(elsewhere, session.id);
    await join(next, session.id);
    const other = await newSession({ capacity: 5 });
    expect((await enrol(elsewhere, other.id)).code).toBe(200);
    await cancel(holders[0]!, session.id);
    expect(await liveIn(session.id)).toEqual([next.id]);
    expect((await entriesOf(session.id)).map((e) => [e.userId, e.status, e.reason])).toEqual([
      [elsewhere.id, "dropped", "other_session"],
      [next.id, "promoted", null],
    ]);
    expect(await enrolmentsOf(elsewhere.id, session.id)).toEqual([]);
    expect((await sessionRow(session.id)).seatsTaken).toBe(1);
    expect(await mailsTo(elsewhere.email)).toEqual([]);
  });

  test("an entry whose learner no longer holds the prerequisite is dropped and the next one served (decision 0045)", async () => {
    const { session, holders } = await fullSession();
    const lapsed = await learner();
    const next = await learner();
    await join(lapsed, session.id);
    await join(next, session.id);
    // The HCSA certificate lapsed while the learner waited.
    await t.database.db
      .update(certificates)
      .set({ validUntil: new Date(Date.now() - 1000) })
      .where(eq(certificates.userId, lapsed.id));
    await cancel(holders[0]!, session.id);
    expect(await liveIn(session.id)).toEqual([next.id]);
    expect((await entriesOf(session.id)).map((e) => [e.userId, e.status, e.reason])).toEqual([
      [lapsed.id, "dropped", "prerequisite"],
      [next.id, "promoted", null],
    ]);
    expect(await enrolmentsOf(lapsed.id, session.id)).toEqual([]);
  });

  test("a learner who enrols while a seat is free stops waiting; one on the list holding a seat is passed over", async () => {
    const { session, holders } = await fullSession();
    const waiter = await learner();
    const next = await learner();
    await join(waiter, session.id);
    await join(next, session.id);
    // The operator adds a seat: whoever enrols first takes it, and no longer waits.
    await t.database.db
      .update(classrooms)
      .set({ capacity: 2 })
      .where(eq(classrooms.id, session.id));
    expect((await enrol(waiter, session.id)).code).toBe(200);
    expect((await entriesOf(session.id)).map((e) => [e.userId, e.status, e.reason])).toEqual([
      [waiter.id, "dropped", "enrolled"],
      [next.id, "waiting", null],
    ]);
    expect(await byId(next, session.id)).toMatchObject({ waitingPosition: 1, waitingCount: 1 });
    // An entry written beside a seat (by hand) is dropped, not given a second seat.
    await t.database.db.insert(classroomWaitingEntries).values({
      classroomId: session.id,
      userId: holders[0]!.id,
      siteId: 1,
      languageId: 1,
      status: "waiting",
      joinedAt: new Date(Date.now() - HOUR),
    });
    await cancel(waiter, session.id);
    expect(await liveIn(session.id)).toEqual(expect.arrayContaining([holders[0]!.id, next.id]));
    expect((await entriesOf(session.id)).map((e) => [e.userId, e.status, e.reason])).toEqual([
      [waiter.id, "dropped", "enrolled"],
      [next.id, "promoted", null],
      [holders[0]!.id, "dropped", "enrolled"],
    ]);
    expect((await sessionRow(session.id)).seatsTaken).toBe(2);
  });

  test("in the language the learner joined in: Arabic on /ar", async () => {
    const arabic = await newSession({
      siteId: 3,
      languageId: 2,
      certificationReleaseId: 202,
      timeZone: "Asia/Dubai",
      classroomName: "ورشة الانتظار",
    });
    const ar = { siteId: 3, languageId: 2 };
    const holder = await learner("Lina", "/ar");
    const waiter = await learner("Amal", "/ar");
    expect(
      (await call(holder.browser, classroomApi.enrollClassroom, { ...ar, classroomId: arabic.id }))
        .code,
    ).toBe(200);
    await call(waiter.browser, classroomApi.joinWaitingList, { ...ar, classroomId: arabic.id });
    await call(holder.browser, classroomApi.cancelClassroom, { ...ar, classroomId: arabic.id });
    const [mail] = await mailsTo(waiter.email);
    expect(mail!.subject).toBe("مقعد محجوز لك: ورشة الانتظار");
    expect(mail!.text).toContain("مرحبًا Amal،");
    expect(mail!.text).toContain(`/ar/classroom/detail/${arabic.id}`);
  });

  test("the seat and its e-mail commit together: no mail written, no seat given", async () => {
    const { session, holders } = await fullSession();
    const waiter = await learner();
    await join(waiter, session.id);
    const send = vi
      .spyOn(t.app.services.mailer, "send")
      .mockRejectedValueOnce(new Error("the outbox could not be written"));
    try {
      const res = await cancel(holders[0]!, session.id);
      expect(res.statusCode).toBe(500);
      expect(send).toHaveBeenCalledOnce();
    } finally {
      send.mockRestore();
    }
    // Nothing of the cancellation stands: the holder keeps the seat, the waiter waits, unmailed.
    expect((await liveIn(session.id)).sort()).toEqual(holders.map((h) => h.id).sort());
    expect((await entriesOf(session.id)).map((e) => e.status)).toEqual(["waiting"]);
    expect(await mailsTo(waiter.email)).toEqual([]);
    // Once the outbox takes it, the same cancellation gives the seat and mails the waiter.
    expect((await cancel(holders[0]!, session.id)).code).toBe(200);
    expect(await liveIn(session.id)).toContain(waiter.id);
    expect(await mailsTo(waiter.email)).toHaveLength(1);
  });
});

describe("once enrolment has closed", () => {
  test("a freed seat is not given (enrolment closed); the sweep closes the list", async () => {
    // Starts in 30 hours, enrolment closed 48 hours before: cancelling is still open.
    const { session, holders } = await fullSession({ enrolBeforeHours: 48 });
    const waiter = await learner();
    await join(waiter, session.id);
    await t.database.db
      .update(classrooms)
      .set({ startsAt: new Date(Date.now() + 30 * HOUR), endsAt: new Date(Date.now() + 34 * HOUR) })
      .where(eq(classrooms.id, session.id));
    expect((await cancel(holders[0]!, session.id)).data!.remainingSeats).toBe(1);
    expect(await liveIn(session.id)).toEqual([]);
    expect(await t.app.services.waitingList.settleEnded()).toBeGreaterThanOrEqual(1);
    expect((await entriesOf(session.id)).map((e) => [e.status, e.reason])).toEqual([
      ["dropped", "closed"],
    ]);
    expect(await mailsTo(waiter.email)).toEqual([]);
  });

  test("a pending enrolment that expires when the session ends gives its seat to nobody: the list is closed", async () => {
    // Late enrolment stays open until the session ends, which is when the sweep expires a
    // pending enrolment: its seat then frees after enrolment has closed.
    const { session } = await fullSession({ enrolAfterHours: 10 });
    const waiter = await learner();
    await join(waiter, session.id);
    await t.database.db
      .update(classrooms)
      .set({ startsAt: new Date(Date.now() - 5 * HOUR), endsAt: new Date(Date.now() - HOUR) })
      .where(eq(classrooms.id, session.id));
    await t.app.services.attendance.settleEnded();
    expect(await liveIn(session.id)).toEqual([]);
    expect((await sessionRow(session.id)).seatsTaken).toBe(0);
    await t.app.services.waitingList.settleEnded();
    expect((await entriesOf(session.id)).map((e) => [e.status, e.reason])).toEqual([
      ["dropped", "closed"],
    ]);
    expect(await enrolmentsOf(waiter.id, session.id)).toEqual([]);
  });

  test("a rejection after the start without late enrolment gives the seat to nobody", async () => {
    const { session, holders } = await fullSession();
    const waiter = await learner();
    await join(waiter, session.id);
    await t.database.db
      .update(classrooms)
      .set({ startsAt: new Date(Date.now() - HOUR), endsAt: new Date(Date.now() + 3 * HOUR) })
      .where(eq(classrooms.id, session.id));
    const [held] = await enrolmentsOf(holders[0]!.id, session.id);
    await reject(held!.id);
    expect(await liveIn(session.id)).toEqual([]);
    expect((await sessionRow(session.id)).seatsTaken).toBe(0);
  });
});

describe("seats freed at once", () => {
  test("several seats freed together go to as many waiters, first come first served, never oversold", async () => {
    const capacity = 4;
    const { session, holders } = await fullSession({}, capacity);
    const waiters: Learner[] = [];
    for (let i = 0; i < capacity + 2; i++) {
      const waiter = await learner();
      expect((await join(waiter, session.id)).data!.waitingPosition).toBe(i + 1);
      waiters.push(waiter);
    }
    const answers = await Promise.all(holders.map((holder) => cancel(holder, session.id)));
    expect(answers.map((res) => res.code)).toEqual(holders.map(() => 200));
    const live = await liveIn(session.id);
    expect(live.sort()).toEqual(
      waiters
        .slice(0, capacity)
        .map((w) => w.id)
        .sort(),
    );
    expect((await sessionRow(session.id)).seatsTaken).toBe(live.length);
    const entries = await entriesOf(session.id);
    expect(entries.filter((e) => e.status === "promoted")).toHaveLength(capacity);
    expect(entries.filter((e) => e.status === "waiting").map((e) => e.userId)).toEqual(
      waiters.slice(capacity).map((w) => w.id),
    );
  });

  test("cancels, rejections, joins and leaves at once leave the count true and nobody with two seats", async () => {
    const capacity = 3;
    const { session, holders } = await fullSession({}, capacity);
    const waiters: Learner[] = [];
    for (let i = 0; i < 4; i++) {
      const waiter = await learner();
      await join(waiter, session.id);
      waiters.push(waiter);
    }
    const latecomers = await Promise.all([learner(), learner()]);
    const [held] = await enrolmentsOf(holders[2]!.id, session.id);
    const answers = await Promise.all([
      cancel(holders[0]!, session.id),
      cancel(holders[1]!, session.id),
      reject(held!.id),
      leave(waiters[1]!, session.id),
      join(latecomers[0]!, session.id),
      join(latecomers[1]!, session.id),
      leave(waiters[3]!, session.id),
    ]);
    // Every call is answered with a code of the spec, never a server error (a lock cycle).
    expect(answers.map((res) => res.statusCode).filter((status) => status >= 500)).toEqual([]);
    const live = await liveIn(session.id);
    expect(new Set(live).size).toBe(live.length);
    expect(live.length).toBeLessThanOrEqual(capacity);
    expect((await sessionRow(session.id)).seatsTaken).toBe(live.length);
    // Three seats freed and at least four learners were waiting for them: none is lost.
    expect(live).toHaveLength(capacity);
    for (const id of live) expect(holders.map((h) => h.id)).not.toContain(id);
  });

  test("a learner first on two lists of one certification, both seats freed at once, gets one; the next waiter the other", async () => {
    const a = await fullSession();
    const b = await fullSession();
    const both = await learner();
    const nextA = await learner();
    const nextB = await learner();
    await join(both, a.session.id);
    await join(both, b.session.id);
    await join(nextA, a.session.id);
    await join(nextB, b.session.id);
    const answers = await Promise.all([
      cancel(a.holders[0]!, a.session.id),
      cancel(b.holders[0]!, b.session.id),
    ]);
    expect(answers.map((res) => res.code)).toEqual([200, 200]);
    const [liveA, liveB] = [await liveIn(a.session.id), await liveIn(b.session.id)];
    expect([liveA.length, liveB.length]).toEqual([1, 1]);
    expect([...liveA, ...liveB].filter((id) => id === both.id)).toHaveLength(1);
    expect(liveA[0] === both.id ? liveB : liveA).toEqual([
      liveA[0] === both.id ? nextB.id : nextA.id,
    ]);
    for (const { session } of [a, b]) expect((await sessionRow(session.id)).seatsTaken).toBe(1);
    const dropped = [...(await entriesOf(a.session.id)), ...(await entriesOf(b.session.id))].filter(
      (e) => e.status === "dropped",
    );
    expect(dropped.map((e) => [e.userId, e.reason])).toEqual([[both.id, "other_session"]]);
  });
});

describe("the demo's full workshop", () => {
  test("shows two learners waiting; a learner who joins is third", async () => {
    const visitor = await byId(null, ClassroomId.cgspFull);
    expect(visitor).toMatchObject({ remainingSeats: 0, waitingCount: 2, waitingPosition: null });
    const someone = await learner();
    // A seat of CGSP training needs an approved enrolment in CGSP (decision 0047).
    await enrolApproved(t, someone.id, [CGSP]);
    expect(
      (await join(someone, ClassroomId.cgspFull, { dietaryRequirements: "Halal" })).data,
    ).toMatchObject({
      status: "waiting",
      waitingPosition: 3,
      waitingCount: 3,
    });
    expect((await leave(someone, ClassroomId.cgspFull)).data!.waitingCount).toBe(2);
  });
});
