import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { z } from "zod";
import { attendanceApi, classroomApi } from "#contract/classroom.ts";
import { Code } from "#contract/codes.ts";
import type { ScopeField } from "#contract/endpoint.ts";
import { identityApi } from "#contract/identity.ts";
import { ClassroomEnrolStatus, ClassroomUserStatus } from "#contract/classroom-rules.ts";
import { classroomEnrolments, classrooms } from "#db/schema/classroom.ts";
import { certificates } from "#db/schema/certificate.ts";
import { registrations, userRoles } from "#db/schema/enrolment.ts";
import { ClassroomId } from "#db/seed/demo/classrooms.ts";
import {
  call,
  codeUsedBy,
  createBrowser,
  createTestApp,
  enrolApproved,
  holdPrerequisites,
  signUp,
  trainingLetter,
  type Browser,
  type TestApp,
  insertSession,
} from "../../testing.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const scope = { siteId: 1, languageId: 1 };
const HCSP = 102;
const HCSE = 103;
const CGSP = 112;
const HOUR = 3_600_000;
const C = ClassroomId;

async function learner({ enrolledIn = [HCSE, CGSP] } = {}) {
  const email = `trainee-${randomBytes(5).toString("hex")}@example.com`;
  const { browser } = await signUp(t.app, { email });
  const me = (await call(browser, identityApi.userInfo, { siteId: 1 })).data!;
  // Admitted to the training of every demo certification of /en: these tests are about
  // seats. The associate certificates (and HCSP's), and approved enrolments in HCSE and CGSP.
  await holdPrerequisites(t, me.id);
  if (enrolledIn.length > 0) await enrolApproved(t, me.id, enrolledIn);
  return { browser, id: me.id as number };
}

/** The site's approver, deciding enrolments of /en. */
let approverOfSite: { browser: Browser; id: number } | null = null;
async function approver() {
  if (approverOfSite) return approverOfSite;
  const someone = await learner();
  await t.database.db.insert(userRoles).values({ userId: someone.id, role: "approver", siteId: 1 });
  approverOfSite = someone;
  return someone;
}
/** The approver approves the learner's pending enrolment in the session. */
async function approveSeat(userId: number, classroomId: number) {
  const [row] = await t.database.db
    .select({ id: classroomEnrolments.id })
    .from(classroomEnrolments)
    .where(
      and(
        eq(classroomEnrolments.userId, userId),
        eq(classroomEnrolments.classroomId, classroomId),
        eq(classroomEnrolments.status, "pending"),
      ),
    );
  const res = await call((await approver()).browser, attendanceApi.approve, {
    ...scope,
    id: row!.id,
  });
  expect(res.data!.status).toBe("approved");
}

/** Someone who has not signed in. */
const visitor = () => createBrowser(t.app);

type OrderExtras = { dietaryRequirements?: string; allergies?: string; invitationCode?: string };
const enrol = (browser: Browser, classroomId: number, extra: OrderExtras = {}) =>
  call(browser, classroomApi.enrollClassroom, { ...scope, classroomId, ...extra });
const cancel = (browser: Browser, classroomId: number) =>
  call(browser, classroomApi.cancelClassroom, { ...scope, classroomId });

async function sessionsOf(
  browser: Browser | null,
  relationId: number,
  extra: { upcoming?: boolean; type?: number } = {},
) {
  const res = await call(browser ?? visitor(), classroomApi.ofCertification, {
    ...scope,
    relationId,
    ...extra,
  });
  return res.data!;
}
const seatsTaken = async (id: number) =>
  (await t.database.db.select().from(classrooms).where(eq(classrooms.id, id)))[0]!.seatsTaken;

let nextId = 9500;
/** A session of HCSP on /en of its own, starting in `startsIn` ms (two days by default). */
const newSession = (values: Partial<typeof classrooms.$inferInsert> = {}, startsIn = 48 * HOUR) =>
  insertSession(t, nextId++, startsIn, 4, values);

describe("the sessions of a certification (getOfCertification)", () => {
  test("a visitor sees the upcoming sessions with their seats, never a live link", async () => {
    const sessions = await sessionsOf(null, HCSP);
    expect(sessions.map((s) => s.id)).toEqual([C.hcspNearlyFull, C.hcspOnsite]);
    const full = sessions[0]!;
    expect(full).toMatchObject({
      capacity: 12,
      remainingSeats: 1,
      type: 0,
      format: 1,
      enrolStatus: ClassroomEnrolStatus.enroll,
      userStatus: ClassroomUserStatus.notLogin,
      liveLink: null,
      livePassword: null,
      timeZone: "Europe/Berlin",
    });
    // The past session is there when asked for.
    const all = await sessionsOf(null, HCSP, { upcoming: false });
    expect(all.map((s) => s.id)).toContain(C.hcspPast);
    // Filters: online sessions of HCSP are none.
    expect(await sessionsOf(null, HCSP, { type: 1 })).toEqual([]);
  });

  test("another site's certification is not found here", async () => {
    const res = await call(visitor(), classroomApi.ofCertification, { ...scope, relationId: 202 });
    expect([res.statusCode, res.code]).toEqual([404, Code.notFound]);
  });

  test("the non-certification list pages and filters the site's webinars, workshops, seminars", async () => {
    const res = await call(visitor(), classroomApi.nonCertificationList, scope);
    const data = res.data!;
    expect(data.total).toBe(4);
    // The paid workshop (decision 0023) is listed like the others, with its fee.
    expect(data.rows.map((s) => s.id)).toEqual([C.webinar, C.paidWorkshop, C.workshop, C.seminar]);
    expect(data.rows[1]).toMatchObject({ feeMinor: 49_900, currency: "USD" });
    expect(data.rows[0]).toMatchObject({ feeMinor: null, currency: null });
    const webinars = (
      await call(visitor(), classroomApi.nonCertificationList, { ...scope, format: 2 })
    ).data;
    expect(webinars).toMatchObject({ total: 1, rows: [{ id: C.webinar, format: 2 }] });
    const paged = (
      await call(visitor(), classroomApi.nonCertificationList, {
        ...scope,
        pageNum: 2,
        pageSize: 2,
      })
    ).data;
    expect(paged).toMatchObject({ total: 4, rows: [{ id: C.workshop }, { id: C.seminar }] });
    // /ar has its own.
    const ar = await call(visitor(), classroomApi.nonCertificationList, { siteId: 3 });
    expect(ar.data!.rows.map((s) => s.id)).toEqual([C.arWebinar, C.arPaidWorkshop]);
  });
});

describe("one session for its detail page (getById)", () => {
  const byId = (browser: Browser | null, id: number, siteId = 1) =>
    call(browser ?? visitor(), classroomApi.byId, { siteId, id });

  test("a visitor sees the session and the certification it trains for, never the live link", async () => {
    const res = await byId(null, C.hcseOnline);
    expect(res.statusCode).toBe(200);
    expect(res.data).toMatchObject({
      id: C.hcseOnline,
      classroomName: "HCSE online workshop: system design review",
      certificationReleaseId: 103,
      certificationName: expect.stringContaining("HCSE"),
      type: 1,
      trainerName: "Li Wei",
      capacity: 30,
      enrolStatus: ClassroomEnrolStatus.enroll,
      userStatus: ClassroomUserStatus.notLogin,
      liveLink: null,
      livePassword: null,
    });
    // A non-certification session names none; a past one is still shown.
    expect((await byId(null, C.webinar)).data).toMatchObject({
      certificationReleaseId: null,
      certificationName: null,
      versionLabel: null,
    });
    expect((await byId(null, C.hcspPast)).data!.id).toBe(C.hcspPast);
  });

  test("only an approved learner sees the live link and password, pending or not enrolled never", async () => {
    const { browser, id } = await learner();
    expect((await byId(browser, C.hcseOnline)).data!.liveLink).toBeNull();
    // HCSE's seats are reviewed (decision 0047): pending, the way in stays closed.
    expect((await enrol(browser, C.hcseOnline)).data!.status).toBe("pending");
    expect((await byId(browser, C.hcseOnline)).data).toMatchObject({
      userStatus: ClassroomUserStatus.enrolled,
      autoApprove: false,
      liveLink: null,
      livePassword: null,
    });
    await approveSeat(id, C.hcseOnline);
    const res = await byId(browser, C.hcseOnline);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.data).toMatchObject({
      userStatus: ClassroomUserStatus.approved,
      enrolStatus: ClassroomEnrolStatus.unenroll,
      liveLink: "https://meet.academy.example/hcse-design",
      livePassword: "DESIGN-21",
    });
    expect((await cancel(browser, C.hcseOnline)).code).toBe(200);
  });

  test("another site's session, a draft, none, or one the tenant hides is not found", async () => {
    const other = await byId(null, C.arHcspOnsite);
    expect([other.statusCode, other.code]).toEqual([404, Code.notFound]);
    // The same session on its own site is there.
    expect((await byId(null, C.arHcspOnsite, 3)).data!.id).toBe(C.arHcspOnsite);
    const draft = await newSession({ publishedAt: null });
    expect((await byId(null, draft.id)).statusCode).toBe(404);
    expect((await byId(null, 999_999)).statusCode).toBe(404);
    // /eu/de: the main brand hides instructor-led training in the EU.
    const hidden = await newSession({ siteId: 8, languageId: 3, certificationReleaseId: 301 });
    const eu = await call(visitor(), classroomApi.byId, {
      siteId: 8,
      languageId: 3,
      id: hidden.id,
    });
    expect([eu.statusCode, eu.code]).toEqual([404, Code.notFound]);
  });
});

describe("enrolling and cancelling", () => {
  test("a visitor must log in", async () => {
    const res = await call(visitor(), classroomApi.enrollClassroom, {
      ...scope,
      classroomId: C.hcspOnsite,
    });
    expect(res.statusCode).toBe(401);
  });

  test("enrol takes a seat, pending approval, with the order extras; cancel gives it back", async () => {
    const { browser, id } = await learner();
    const before = await seatsTaken(C.hcspOnsite);
    const res = await enrol(browser, C.hcspOnsite, {
      dietaryRequirements: "Vegetarian",
      allergies: "Peanuts",
    });
    expect(res).toMatchObject({
      code: 200,
      data: {
        classroomId: C.hcspOnsite,
        status: "pending",
        enrolStatus: ClassroomEnrolStatus.pending,
        userStatus: ClassroomUserStatus.enrolled,
        remainingSeats: 20 - before - 1,
      },
    });
    expect(await seatsTaken(C.hcspOnsite)).toBe(before + 1);
    const listed = (await sessionsOf(browser, HCSP)).find((s) => s.id === C.hcspOnsite)!;
    expect(listed).toMatchObject({ enrolStatus: ClassroomEnrolStatus.pending, liveLink: null });
    // Another session of the same certification shows the learner is in another class.
    const other = (await sessionsOf(browser, HCSP)).find((s) => s.id === C.hcspNearlyFull)!;
    expect(other.userStatus).toBe(ClassroomUserStatus.inOtherClass);

    const mine = (await call(browser, classroomApi.myClassrooms, scope)).data;
    expect(mine).toMatchObject([
      {
        id: C.hcspOnsite,
        status: "pending",
        dietaryRequirements: "Vegetarian",
        allergies: "Peanuts",
      },
    ]);

    const cancelled = await cancel(browser, C.hcspOnsite);
    expect(cancelled.data).toMatchObject({
      status: "cancelled",
      enrolStatus: ClassroomEnrolStatus.enroll,
      remainingSeats: 20 - before,
    });
    expect(await seatsTaken(C.hcspOnsite)).toBe(before);
    const rows = await t.database.db
      .select()
      .from(classroomEnrolments)
      .where(eq(classroomEnrolments.userId, id));
    expect(rows.map((row) => row.status)).toEqual(["cancelled"]);
    // And enrolling again after a cancellation works.
    expect((await enrol(browser, C.hcspOnsite)).code).toBe(200);
  });

  test("twice in one session is 10024; a second session of the certification is 10015", async () => {
    const { browser } = await learner();
    expect((await enrol(browser, C.hcspOnsite)).code).toBe(200);
    const taken = await seatsTaken(C.hcspNearlyFull);
    expect((await enrol(browser, C.hcspOnsite)).code).toBe(Code.alreadyRegistered);
    const second = await enrol(browser, C.hcspNearlyFull);
    expect(second.code).toBe(Code.finishCurrentTraining);
    // The refused enrolment took no seat.
    expect(await seatsTaken(C.hcspNearlyFull)).toBe(taken);
  });

  test("a full session answers 10014 and takes nobody more", async () => {
    const session = await newSession({ capacity: 1 });
    const first = await learner();
    const second = await learner();
    expect((await enrol(first.browser, session.id)).data!.remainingSeats).toBe(0);
    const refused = await enrol(second.browser, session.id);
    expect(refused.code).toBe(Code.trainingFull);
    expect(await seatsTaken(session.id)).toBe(1);
  });

  test("enrolment closes at the session's limit (10013); late enrolment where the session allows it", async () => {
    const { browser } = await learner();
    const past = await call(browser, classroomApi.enrollClassroom, {
      ...scope,
      classroomId: C.hcspPast,
    });
    expect(past.code).toBe(Code.enrolmentExpired);
    // Closes 48 hours before a start 24 hours away.
    const closing = await newSession({ enrolBeforeHours: 48 }, 24 * HOUR);
    expect((await enrol(browser, closing.id)).code).toBe(Code.enrolmentExpired);
    expect(await seatsTaken(closing.id)).toBe(0);
    // Running now, late enrolment allowed for a while: taken, and reviewed like every HCSE seat.
    const now = await enrol(browser, C.hcseOnlineNow);
    expect(now.data).toMatchObject({
      status: "pending",
      userStatus: ClassroomUserStatus.enrolled,
    });
    const hcse = await sessionsOf(browser, HCSE);
    expect(hcse.find((s) => s.id === C.hcseOnlineNow)).toMatchObject({
      liveLink: null,
      livePassword: null,
    });
  });

  test("no cancelling within 24 hours before the start (10011): nothing changes", async () => {
    const { browser, id } = await learner();
    expect((await enrol(browser, C.cgspOnlineSoon)).data!.status).toBe("pending");
    const taken = await seatsTaken(C.cgspOnlineSoon);
    const res = await cancel(browser, C.cgspOnlineSoon);
    expect(res.code).toBe(Code.noCancelWithin24Hours);
    expect(await seatsTaken(C.cgspOnlineSoon)).toBe(taken);
    const [row] = await t.database.db
      .select()
      .from(classroomEnrolments)
      .where(
        and(
          eq(classroomEnrolments.userId, id),
          eq(classroomEnrolments.classroomId, C.cgspOnlineSoon),
        ),
      );
    expect(row!.status).toBe("pending");
  });

  test("someone else's enrolment cannot be cancelled, nor a session of another site or kind enrolled in", async () => {
    const owner = await learner();
    const stranger = await learner();
    const session = await newSession();
    expect((await enrol(owner.browser, session.id)).code).toBe(200);
    const res = await cancel(stranger.browser, session.id);
    expect([res.statusCode, res.code]).toEqual([404, Code.notFound]);
    expect(await seatsTaken(session.id)).toBe(1);

    // A non-certification session through the certification call, and the other way round.
    expect((await enrol(stranger.browser, C.webinar)).code).toBe(Code.notFound);
    const wrongKind = await call(stranger.browser, classroomApi.enrollNonCertificated, {
      ...scope,
      classroomId: session.id,
    });
    expect(wrongKind.code).toBe(Code.notFound);
    // A session of /ar asked for on /en.
    expect((await enrol(stranger.browser, C.arHcspOnsite)).code).toBe(Code.notFound);
  });

  test("non-certification sessions enrol and cancel through their own calls", async () => {
    const { browser } = await learner();
    const taken = await seatsTaken(C.workshop);
    const res = await call(browser, classroomApi.enrollNonCertificated, {
      ...scope,
      classroomId: C.workshop,
      dietaryRequirements: "Halal",
    });
    expect(res.data).toMatchObject({ status: "pending", remainingSeats: 16 - taken - 1 });
    const back = await call(browser, classroomApi.cancelNonCertificated, {
      ...scope,
      classroomId: C.workshop,
    });
    expect(back.data).toMatchObject({ status: "cancelled", remainingSeats: 16 - taken });
  });

  test("order extras are limited to 200 characters", async () => {
    const { browser } = await learner();
    const res = await enrol(browser, C.hcspOnsite, { allergies: "x".repeat(201) });
    expect([res.statusCode, res.code]).toEqual([400, Code.badRequest]);
  });
});

describe("a seat of a certification's training needs its prerequisite (decision 0045)", () => {
  /** A learner with no certificate at all. */
  async function unqualified() {
    const email = `unqualified-${randomBytes(5).toString("hex")}@example.com`;
    const { browser } = await signUp(t.app, { email });
    const me = (await call(browser, identityApi.userInfo, { siteId: 1 })).data!;
    return { browser, id: me.id };
  }
  const rowsOf = (userId: number) =>
    t.database.db
      .select({ status: classroomEnrolments.status })
      .from(classroomEnrolments)
      .where(eq(classroomEnrolments.userId, userId));

  test("enrolling and joining the waiting list answer 10026 with the certification to take first, and take nothing", async () => {
    const open = await newSession();
    const full = await newSession({ capacity: 1, seatsTaken: 1 });
    const { browser, id } = await unqualified();
    for (const [res, session] of [
      [await enrol(browser, open.id), open],
      [await call(browser, classroomApi.joinWaitingList, { ...scope, classroomId: full.id }), full],
    ] as const) {
      expect(res).toMatchObject({
        code: Code.prerequisiteNotMet,
        errorContext: {
          prerequisiteCertificationList: [
            { certificationName: expect.stringContaining("HCSA") },
            // And an approved enrolment in HCSP itself, which they do not have (decision 0047).
            {
              certificationReleaseId: HCSP,
              certificationName: expect.stringContaining("HCSP"),
              registrationStatus: 0,
            },
          ],
        },
      });
      expect(await seatsTaken(session.id)).toBe(session.seatsTaken);
    }
    expect(await rowsOf(id)).toEqual([]);
    // Training of no certification asks for none.
    const webinar = await call(browser, classroomApi.enrollNonCertificated, {
      ...scope,
      classroomId: C.webinar,
    });
    expect(webinar.code).toBe(Code.success);
    // Once HCSA is held, the HCSP seat is theirs.
    await holdPrerequisites(t, id);
    expect((await enrol(browser, open.id)).data!.status).toBe("pending");
  });

  test("the approver cannot approve a learner who lacks it (10026); rejecting still works", async () => {
    const session = await newSession();
    const { browser, id } = await learner();
    expect((await enrol(browser, session.id)).data!.status).toBe("pending");
    // The prerequisite's certificate lapsed while the enrolment waited.
    await t.database.db
      .update(certificates)
      .set({ validUntil: new Date(Date.now() - 1000) })
      .where(eq(certificates.userId, id));
    const approver = await learner();
    await t.database.db
      .insert(userRoles)
      .values({ userId: approver.id, role: "approver", siteId: 1 });
    const [pending] = (
      await call(approver.browser, attendanceApi.enrolments, { ...scope, classroomId: session.id })
    ).data!;
    const approved = await call(approver.browser, attendanceApi.approve, {
      ...scope,
      id: pending!.id,
    });
    expect(approved.code).toBe(Code.prerequisiteNotMet);
    expect(await rowsOf(id)).toEqual([{ status: "pending" }]);
    const rejected = await call(approver.browser, attendanceApi.reject, {
      ...scope,
      id: pending!.id,
    });
    expect(rejected.data!.status).toBe("rejected");
    expect(await seatsTaken(session.id)).toBe(0);
  });
});

describe("training by invitation letter (enrollClassroom with invitationCode)", () => {
  const letter = (relationId = HCSP) => trainingLetter(t, relationId);
  const usedBy = (code: string) => codeUsedBy(t, code);
  const enrolmentsOf = (userId: number) =>
    t.database.db.select().from(classroomEnrolments).where(eq(classroomEnrolments.userId, userId));
  const byLetter = (browser: Browser, classroomId: number, invitationCode: string) =>
    enrol(browser, classroomId, { invitationCode, dietaryRequirements: "Vegan" });

  test("approved at once, the code used by the learner in the same enrolment", async () => {
    const { browser, id } = await learner();
    const session = await newSession({ orderFood: true });
    const code = await letter();
    const res = await byLetter(browser, session.id, code.toLowerCase());
    expect(res.data).toMatchObject({
      classroomId: session.id,
      status: "approved",
      userStatus: ClassroomUserStatus.approved,
      remainingSeats: 9,
    });
    expect(await usedBy(code)).toBe(id);
    expect(await enrolmentsOf(id)).toMatchObject([
      { status: "approved", invitationCode: code, dietaryRequirements: "Vegan" },
    ]);
    expect((await enrolmentsOf(id))[0]!.decidedAt).not.toBeNull();
  });

  test("without a code the same session stays pending until the approver decides", async () => {
    const { browser } = await learner();
    const session = await newSession();
    expect((await enrol(browser, session.id)).data!.status).toBe("pending");
  });

  test("a letter of another release is 10005, a used one 10006, an unknown one 10000: nothing changes", async () => {
    const { browser, id } = await learner();
    const session = await newSession();
    const hcse = await letter(103);
    expect((await byLetter(browser, session.id, hcse)).code).toBe(Code.invitationInvalid);
    expect((await byLetter(browser, session.id, "NOSUCHCODE")).code).toBe(Code.invitationIncorrect);
    expect(await usedBy(hcse)).toBeNull();
    expect(await enrolmentsOf(id)).toEqual([]);
    expect(await seatsTaken(session.id)).toBe(0);

    const code = await letter();
    const first = await learner();
    expect((await byLetter(first.browser, session.id, code)).data!.status).toBe("approved");
    expect((await byLetter(browser, session.id, code)).code).toBe(Code.invitationUsed);
    expect(await enrolmentsOf(id)).toEqual([]);
    expect(await seatsTaken(session.id)).toBe(1);
  });

  test("a full session is 10014 and the code stays unused; it enrols elsewhere afterwards", async () => {
    const { browser, id } = await learner();
    const full = await newSession({ capacity: 1, seatsTaken: 1 });
    const code = await letter();
    expect((await byLetter(browser, full.id, code)).code).toBe(Code.trainingFull);
    expect(await usedBy(code)).toBeNull();
    expect(await seatsTaken(full.id)).toBe(1);
    expect(await enrolmentsOf(id)).toEqual([]);
    const open = await newSession();
    expect((await byLetter(browser, open.id, code)).data!.status).toBe("approved");
    expect(await usedBy(code)).toBe(id);
  });

  test("a session refused for other rules (10015, 10024) leaves the code unused", async () => {
    const { browser } = await learner();
    const held = await newSession();
    expect((await enrol(browser, held.id)).data!.status).toBe("pending");
    const code = await letter();
    expect((await byLetter(browser, held.id, code)).code).toBe(Code.alreadyRegistered);
    const other = await newSession();
    expect((await byLetter(browser, other.id, code)).code).toBe(Code.finishCurrentTraining);
    expect(await usedBy(code)).toBeNull();
    expect(await seatsTaken(other.id)).toBe(0);
  });

  test("10012: once the training of the release was approved or rejected, a letter invites only to the practical exam", async () => {
    const session = await newSession();
    for (const decision of ["approved", "rejected"] as const) {
      const { browser, id } = await learner();
      expect((await enrol(browser, session.id)).code).toBe(200);
      await t.database.db
        .update(classroomEnrolments)
        .set({ status: decision, decidedAt: new Date() })
        .where(eq(classroomEnrolments.userId, id));
      const code = await letter();
      const other = await newSession();
      const res = await byLetter(browser, other.id, code);
      expect(res.code).toBe(Code.traineeOnlyInvitedToPracticalExam);
      expect(await usedBy(code)).toBeNull();
      expect(await seatsTaken(other.id)).toBe(0);
    }
    // A training of another release decides nothing about this one, and a cancelled one is undecided.
    const { browser, id } = await learner();
    expect((await enrol(browser, session.id)).code).toBe(200);
    expect((await cancel(browser, session.id)).code).toBe(200);
    await t.database.db.insert(classroomEnrolments).values({
      classroomId: C.hcseOnline,
      userId: id,
      siteId: 1,
      certificationReleaseId: 103,
      status: "finished",
    });
    expect((await byLetter(browser, session.id, await letter())).data!.status).toBe("approved");
  });

  test("a letter of another site is 10018 naming that site; nothing changes", async () => {
    const { browser, id } = await learner();
    const session = await newSession();
    const arabic = await trainingLetter(t, 202, 3);
    const res = await byLetter(browser, session.id, arabic);
    expect(res).toMatchObject({
      code: Code.invitationWrongSite,
      errorContext: { codeValidWithSite: { siteId: 3, pathPrefix: expect.stringContaining("ar") } },
    });
    expect(await usedBy(arabic)).toBeNull();
    expect(await enrolmentsOf(id)).toEqual([]);
    expect(await seatsTaken(session.id)).toBe(0);
  });

  test("an empty code is an incorrect letter (learner §5); a non-certification session takes no letter", async () => {
    const { browser, id } = await learner();
    const session = await newSession();
    const empty = await byLetter(browser, session.id, " ");
    expect(empty.code).toBe(Code.invitationIncorrect);
    expect(await seatsTaken(session.id)).toBe(0);
    const code = await letter();
    // invitationCode is no field of this call: sent anyway, it is ignored.
    const withLetter = { ...scope, classroomId: C.webinar, invitationCode: code };
    const res = await call(browser, classroomApi.enrollNonCertificated, withLetter);
    expect(res.code).toBe(200);
    expect(await usedBy(code)).toBeNull();
    expect(await enrolmentsOf(id)).toMatchObject([
      { classroomId: C.webinar, invitationCode: null },
    ]);
  });
});

describe("seats under load", () => {
  test("twice the capacity enrolling at once gives exactly the capacity", async () => {
    const capacity = 4;
    const session = await newSession({ capacity });
    const learners = await Promise.all(Array.from({ length: capacity * 2 }, () => learner()));
    const answers = await Promise.all(learners.map(({ browser }) => enrol(browser, session.id)));
    const codes = answers.map((res) => res.code);
    expect(codes.filter((code) => code === 200)).toHaveLength(capacity);
    expect(codes.filter((code) => code === Code.trainingFull)).toHaveLength(capacity);
    expect(await seatsTaken(session.id)).toBe(capacity);
    const rows = await t.database.db
      .select()
      .from(classroomEnrolments)
      .where(eq(classroomEnrolments.classroomId, session.id));
    expect(rows).toHaveLength(capacity);
  });

  test("one learner enrolling and cancelling at once leaves the count true", async () => {
    const session = await newSession({ capacity: 3 });
    const { browser } = await learner();
    const answers = await Promise.all([
      enrol(browser, session.id),
      enrol(browser, session.id),
      cancel(browser, session.id),
      enrol(browser, session.id),
      cancel(browser, session.id),
    ]);
    // Every call is answered with a code of the spec, never a server error (a lock cycle).
    expect(answers.map((res) => res.statusCode).filter((status) => status >= 500)).toEqual([]);
    const live = await t.database.db
      .select()
      .from(classroomEnrolments)
      .where(
        and(
          eq(classroomEnrolments.classroomId, session.id),
          eq(classroomEnrolments.userId, (await learnerId(browser))!),
        ),
      );
    const holding = live.filter((row) => row.status === "pending" || row.status === "approved");
    expect(holding.length).toBeLessThanOrEqual(1);
    expect(await seatsTaken(session.id)).toBe(holding.length);
  });
});

async function learnerId(browser: Browser): Promise<number | undefined> {
  return (await call(browser, identityApi.userInfo, { siteId: 1 })).data?.id;
}

describe("the calendar file of an enrolment", () => {
  test("an .ics event for the learner's own live enrolment, tentative while pending", async () => {
    const { browser, id } = await learner();
    const session = await newSession({ classroomName: "Calendar; test, session" });
    await enrol(browser, session.id);
    const res = await browser.request(`/classroom/calendar/${session.id}.ics`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/calendar/);
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="classroom-${session.id}.ics"`,
    );
    const text = res.body.replace(/\r\n /g, "");
    expect(text).toMatch(/BEGIN:VCALENDAR[\s\S]*BEGIN:VEVENT[\s\S]*END:VEVENT[\s\S]*END:VCALENDAR/);
    expect(text).toContain("SUMMARY:Calendar\\; test\\, session");
    const stamp = (date: Date) =>
      date
        .toISOString()
        .replace(/[-:]/g, "")
        .replace(/\.\d{3}/, "");
    expect(text).toContain(`DTSTART:${stamp(session.startsAt)}`);
    expect(text).toContain(`DTEND:${stamp(session.endsAt)}`);
    expect(text).toContain("STATUS:TENTATIVE");
    expect(text).toContain(`/en/certification/detail/${HCSP}`);

    // Approved online: confirmed, with the way in.
    expect((await enrol(browser, C.hcseOnline)).data!.status).toBe("pending");
    expect((await browser.request(`/classroom/calendar/${C.hcseOnline}.ics`)).body).not.toContain(
      "hcse-design",
    );
    await approveSeat(id, C.hcseOnline);
    const online = (await browser.request(`/classroom/calendar/${C.hcseOnline}.ics`)).body;
    expect(online).toContain("STATUS:CONFIRMED");
    expect(online.replace(/\r\n /g, "")).toContain("https://meet.academy.example/hcse-design");
  });

  test("none for a session the learner is not enrolled in; a visitor is sent to sign in", async () => {
    const { browser } = await learner();
    expect((await browser.request(`/classroom/calendar/${C.webinar}.ics`)).statusCode).toBe(404);
    expect((await browser.request(`/classroom/calendar/abc.ics`)).statusCode).toBe(404);
    const visitor = await t.app.inject({ url: `/classroom/calendar/${C.webinar}.ics` });
    expect(visitor.statusCode).toBe(302);
    expect(visitor.headers.location).toBe(
      `/user/sso/login?target=${encodeURIComponent(`/classroom/calendar/${C.webinar}.ics`)}`,
    );
  });
});

describe("home page recommendations (getHomePageClassroom)", () => {
  test("sessions still taking enrolments with seats, the learner's certifications first, never their own", async () => {
    const anonymous = await call(visitor(), classroomApi.homeClassrooms, scope);
    expect(anonymous.statusCode).toBe(401);

    const { browser } = await learner({ enrolledIn: [] });
    const ids = async () =>
      (await call(browser, classroomApi.homeClassrooms, scope)).data!.map((s) => s.id);
    const first = await ids();
    expect(first.length).toBeGreaterThan(0);
    expect(first.length).toBeLessThanOrEqual(6);
    // Past, closed (starting in 12 hours with enrolment open: stays) and other sites' are not offered.
    expect(first).not.toContain(C.hcspPast);
    expect(first).not.toContain(C.arWebinar);

    // Enrolled in CGSP, its session comes first; a session the learner is in is not offered.
    await t.database.db.insert(registrations).values({
      userId: (await learnerId(browser))!,
      siteId: 1,
      relationType: 0,
      relationId: 112,
      status: "approved",
    });
    expect((await ids())[0]).toBe(C.cgspOnlineSoon);
    const webinar = await call(browser, classroomApi.enrollNonCertificated, {
      ...scope,
      classroomId: C.webinar,
    });
    expect(webinar.code).toBe(200);
    expect(await ids()).not.toContain(C.webinar);
  });
});

describe("where the brand hides instructor-led training (frame §2, §6)", () => {
  test("an EU site of the main brand lists no sessions and enrols in none", async () => {
    // /eu/de, in German (the demo's language 3); the main brand hides instructor-led training in the EU.
    const eu = { siteId: 8, languageId: 3 };
    const hidden = await newSession({
      siteId: 8,
      languageId: eu.languageId,
      certificationReleaseId: 301,
    });
    const list = await call(visitor(), classroomApi.ofCertification, { ...eu, relationId: 301 });
    expect(list).toMatchObject({ code: 200, data: [] });
    const { browser } = await learner();
    const res = await call(browser, classroomApi.enrollClassroom, {
      ...eu,
      classroomId: hidden.id,
    });
    expect(res.code).toBe(Code.notFound);
    expect(await seatsTaken(hidden.id)).toBe(0);
  });
});

describe("a track's classroom schedule (getOfCertificateType)", () => {
  type ScheduleFilter = Omit<z.input<typeof classroomApi.ofCertificateType.request>, ScopeField>;
  const schedule = async (filter: ScheduleFilter) =>
    call(visitor(), classroomApi.ofCertificateType, { ...scope, ...filter });

  test("the sessions of the kind's certifications, named, by method, country and language", async () => {
    const brand = (await schedule({ kind: 1 })).data!;
    const ids = brand.map((s) => s.id);
    expect(ids).toEqual(expect.arrayContaining([C.hcspOnsite, C.hcspNearlyFull, C.hcseOnline]));
    expect(ids).not.toContain(C.cgspOnlineSoon);
    expect(ids).not.toContain(C.webinar);
    expect(brand.find((s) => s.id === C.hcspOnsite)?.certificationName).toMatch(/HCSP/);
    const starts = brand.map((s) => s.startsAt);
    expect(starts).toEqual([...starts].sort());

    const online = (await schedule({ kind: 1, type: 1 })).data!;
    expect(online.length).toBeGreaterThan(0);
    expect(online.every((s) => s.type === 1)).toBe(true);
    expect((await schedule({ kind: 1, countryCode: "de" })).data!.map((s) => s.id)).toEqual([
      C.hcspNearlyFull,
    ]);
    expect((await schedule({ kind: 1, sessionLanguageId: 2 })).data).toEqual([]);
    const general = (await schedule({ kind: 0 })).data!;
    expect(general.map((s) => s.id)).toContain(C.cgspOnlineSoon);
  });

  test("a range of days: the past on request, never more than 100 days at once", async () => {
    const day = (offset: number) =>
      new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const past = (await schedule({ kind: 1, from: day(-40), to: day(-20) })).data!;
    expect(past.map((s) => s.id)).toEqual([C.hcspPast]);
    const tooLong = await schedule({ kind: 1, from: day(0), to: day(150) });
    expect([tooLong.statusCode, tooLong.code]).toEqual([400, Code.badRequest]);
    const badDate = await schedule({ kind: 1, from: "2026-13-01" });
    expect(badDate.statusCode).toBe(400);
  });
});
