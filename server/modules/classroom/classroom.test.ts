import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { Code } from "#contract/codes.ts";
import { ClassroomEnrolStatus, ClassroomUserStatus } from "#contract/classroom-rules.ts";
import { classroomEnrolments, classrooms } from "#db/schema/classroom.ts";
import { certificates } from "#db/schema/certificate.ts";
import { registrations, userRoles } from "#db/schema/enrolment.ts";
import { ClassroomId } from "#db/seed/demo/classrooms.ts";
import {
  codeUsedBy,
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
  const me = (await browser.request("/api/user/sso/getUserInfo?siteId=1")).json().data;
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
  const res = await post((await approver()).browser, "/admin/classroom/approve", { id: row!.id });
  expect(res.json().data.status).toBe("approved");
}

const post = (browser: Browser | null, url: string, body: Record<string, unknown> = {}) =>
  browser
    ? browser.request(`/api${url}`, { method: "POST", json: { ...scope, ...body } })
    : t.app.inject({ method: "POST", url: `/api${url}`, payload: { ...scope, ...body } });

const enrol = (browser: Browser, classroomId: number, extra: Record<string, unknown> = {}) =>
  post(browser, "/user/registration/enrollClassroom", { classroomId, ...extra });
const cancel = (browser: Browser, classroomId: number) =>
  post(browser, "/user/registration/cancelClassroom", { classroomId });

type Session = { id: number; remainingSeats: number; enrolStatus: number; userStatus: number };
async function sessionsOf(browser: Browser | null, relationId: number, extra = {}) {
  const res = await post(browser, "/certification/classroom/getOfCertification", {
    relationId,
    ...extra,
  });
  return res.json().data as (Session & Record<string, unknown>)[];
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
    const res = await post(null, "/certification/classroom/getOfCertification", {
      relationId: 202,
    });
    expect([res.statusCode, res.json().code]).toEqual([404, Code.notFound]);
  });

  test("the non-certification list pages and filters the site's webinars, workshops, seminars", async () => {
    const res = await post(null, "/certification/classroom/getNonCertificationList", {});
    const data = res.json().data;
    expect(data.total).toBe(4);
    // The paid workshop (decision 0023) is listed like the others, with its fee.
    expect(data.rows.map((s: Session) => s.id)).toEqual([
      C.webinar,
      C.paidWorkshop,
      C.workshop,
      C.seminar,
    ]);
    expect(data.rows[1]).toMatchObject({ feeMinor: 49_900, currency: "USD" });
    expect(data.rows[0]).toMatchObject({ feeMinor: null, currency: null });
    const webinars = (
      await post(null, "/certification/classroom/getNonCertificationList", { format: 2 })
    ).json().data;
    expect(webinars).toMatchObject({ total: 1, rows: [{ id: C.webinar, format: 2 }] });
    const paged = (
      await post(null, "/certification/classroom/getNonCertificationList", {
        pageNum: 2,
        pageSize: 2,
      })
    ).json().data;
    expect(paged).toMatchObject({ total: 4, rows: [{ id: C.workshop }, { id: C.seminar }] });
    // /ar has its own.
    const ar = await t.app.inject({
      method: "POST",
      url: "/api/certification/classroom/getNonCertificationList",
      payload: { siteId: 3 },
    });
    expect(ar.json().data.rows.map((s: Session) => s.id)).toEqual([C.arWebinar, C.arPaidWorkshop]);
  });
});

describe("one session for its detail page (getById)", () => {
  const byId = (browser: Browser | null, id: number, siteId = 1) => {
    const url = `/api/certification/classroom/getById?siteId=${siteId}&id=${id}`;
    return browser ? browser.request(url) : t.app.inject({ method: "GET", url });
  };

  test("a visitor sees the session and the certification it trains for, never the live link", async () => {
    const res = await byId(null, C.hcseOnline);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
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
    expect((await byId(null, C.webinar)).json().data).toMatchObject({
      certificationReleaseId: null,
      certificationName: null,
      versionLabel: null,
    });
    expect((await byId(null, C.hcspPast)).json().data.id).toBe(C.hcspPast);
  });

  test("only an approved learner sees the live link and password, pending or not enrolled never", async () => {
    const { browser, id } = await learner();
    expect((await byId(browser, C.hcseOnline)).json().data.liveLink).toBeNull();
    // HCSE's seats are reviewed (decision 0047): pending, the way in stays closed.
    expect((await enrol(browser, C.hcseOnline)).json().data.status).toBe("pending");
    expect((await byId(browser, C.hcseOnline)).json().data).toMatchObject({
      userStatus: ClassroomUserStatus.enrolled,
      autoApprove: false,
      liveLink: null,
      livePassword: null,
    });
    await approveSeat(id, C.hcseOnline);
    const res = await byId(browser, C.hcseOnline);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.json().data).toMatchObject({
      userStatus: ClassroomUserStatus.approved,
      enrolStatus: ClassroomEnrolStatus.unenroll,
      liveLink: "https://meet.academy.example/hcse-design",
      livePassword: "DESIGN-21",
    });
    expect((await cancel(browser, C.hcseOnline)).json().code).toBe(200);
  });

  test("another site's session, a draft, none, or one the tenant hides is not found", async () => {
    const other = await byId(null, C.arHcspOnsite);
    expect([other.statusCode, other.json().code]).toEqual([404, Code.notFound]);
    // The same session on its own site is there.
    expect((await byId(null, C.arHcspOnsite, 3)).json().data.id).toBe(C.arHcspOnsite);
    const draft = await newSession({ publishedAt: null });
    expect((await byId(null, draft.id)).statusCode).toBe(404);
    expect((await byId(null, 999_999)).statusCode).toBe(404);
    // /eu/de: the main brand hides instructor-led training in the EU.
    const hidden = await newSession({ siteId: 8, languageId: 3, certificationReleaseId: 301 });
    const eu = await t.app.inject({
      method: "GET",
      url: `/api/certification/classroom/getById?siteId=8&languageId=3&id=${hidden.id}`,
    });
    expect([eu.statusCode, eu.json().code]).toEqual([404, Code.notFound]);
  });
});

describe("enrolling and cancelling", () => {
  test("a visitor must log in", async () => {
    const res = await post(null, "/user/registration/enrollClassroom", {
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
    expect(res.json()).toMatchObject({
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

    const mine = (await post(browser, "/user/registration/getClassroomByUserId")).json().data;
    expect(mine).toMatchObject([
      {
        id: C.hcspOnsite,
        status: "pending",
        dietaryRequirements: "Vegetarian",
        allergies: "Peanuts",
      },
    ]);

    const cancelled = await cancel(browser, C.hcspOnsite);
    expect(cancelled.json().data).toMatchObject({
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
    expect((await enrol(browser, C.hcspOnsite)).json().code).toBe(200);
  });

  test("twice in one session is 10024; a second session of the certification is 10015", async () => {
    const { browser } = await learner();
    expect((await enrol(browser, C.hcspOnsite)).json().code).toBe(200);
    const taken = await seatsTaken(C.hcspNearlyFull);
    expect((await enrol(browser, C.hcspOnsite)).json().code).toBe(Code.alreadyRegistered);
    const second = await enrol(browser, C.hcspNearlyFull);
    expect(second.json().code).toBe(Code.finishCurrentTraining);
    // The refused enrolment took no seat.
    expect(await seatsTaken(C.hcspNearlyFull)).toBe(taken);
  });

  test("a full session answers 10014 and takes nobody more", async () => {
    const session = await newSession({ capacity: 1 });
    const first = await learner();
    const second = await learner();
    expect((await enrol(first.browser, session.id)).json().data.remainingSeats).toBe(0);
    const refused = await enrol(second.browser, session.id);
    expect(refused.json().code).toBe(Code.trainingFull);
    expect(await seatsTaken(session.id)).toBe(1);
  });

  test("enrolment closes at the session's limit (10013); late enrolment where the session allows it", async () => {
    const { browser } = await learner();
    const past = await post(browser, "/user/registration/enrollClassroom", {
      classroomId: C.hcspPast,
    });
    expect(past.json().code).toBe(Code.enrolmentExpired);
    // Closes 48 hours before a start 24 hours away.
    const closing = await newSession({ enrolBeforeHours: 48 }, 24 * HOUR);
    expect((await enrol(browser, closing.id)).json().code).toBe(Code.enrolmentExpired);
    expect(await seatsTaken(closing.id)).toBe(0);
    // Running now, late enrolment allowed for a while: taken, and reviewed like every HCSE seat.
    const now = await enrol(browser, C.hcseOnlineNow);
    expect(now.json().data).toMatchObject({
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
    expect((await enrol(browser, C.cgspOnlineSoon)).json().data.status).toBe("pending");
    const taken = await seatsTaken(C.cgspOnlineSoon);
    const res = await cancel(browser, C.cgspOnlineSoon);
    expect(res.json().code).toBe(Code.noCancelWithin24Hours);
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
    expect((await enrol(owner.browser, session.id)).json().code).toBe(200);
    const res = await cancel(stranger.browser, session.id);
    expect([res.statusCode, res.json().code]).toEqual([404, Code.notFound]);
    expect(await seatsTaken(session.id)).toBe(1);

    // A non-certification session through the certification call, and the other way round.
    expect((await enrol(stranger.browser, C.webinar)).json().code).toBe(Code.notFound);
    const wrongKind = await post(
      stranger.browser,
      "/user/registration/nonCertificatedClassroom/enroll",
      {
        classroomId: session.id,
      },
    );
    expect(wrongKind.json().code).toBe(Code.notFound);
    // A session of /ar asked for on /en.
    expect((await enrol(stranger.browser, C.arHcspOnsite)).json().code).toBe(Code.notFound);
  });

  test("non-certification sessions enrol and cancel through their own calls", async () => {
    const { browser } = await learner();
    const taken = await seatsTaken(C.workshop);
    const res = await post(browser, "/user/registration/nonCertificatedClassroom/enroll", {
      classroomId: C.workshop,
      dietaryRequirements: "Halal",
    });
    expect(res.json().data).toMatchObject({ status: "pending", remainingSeats: 16 - taken - 1 });
    const back = await post(browser, "/user/registration/nonCertificatedClassroom/cancel", {
      classroomId: C.workshop,
    });
    expect(back.json().data).toMatchObject({ status: "cancelled", remainingSeats: 16 - taken });
  });

  test("order extras are limited to 200 characters", async () => {
    const { browser } = await learner();
    const res = await enrol(browser, C.hcspOnsite, { allergies: "x".repeat(201) });
    expect([res.statusCode, res.json().code]).toEqual([400, Code.badRequest]);
  });
});

describe("a seat of a certification's training needs its prerequisite (decision 0045)", () => {
  /** A learner with no certificate at all. */
  async function unqualified() {
    const email = `unqualified-${randomBytes(5).toString("hex")}@example.com`;
    const { browser } = await signUp(t.app, { email });
    const me = (await browser.request("/api/user/sso/getUserInfo?siteId=1")).json().data;
    return { browser, id: me.id as number };
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
      [await post(browser, "/user/registration/waitingList/join", { classroomId: full.id }), full],
    ] as const) {
      expect(res.json()).toMatchObject({
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
    const webinar = await post(browser, "/user/registration/nonCertificatedClassroom/enroll", {
      classroomId: C.webinar,
    });
    expect(webinar.json().code).toBe(Code.success);
    // Once HCSA is held, the HCSP seat is theirs.
    await holdPrerequisites(t, id);
    expect((await enrol(browser, open.id)).json().data.status).toBe("pending");
  });

  test("the approver cannot approve a learner who lacks it (10026); rejecting still works", async () => {
    const session = await newSession();
    const { browser, id } = await learner();
    expect((await enrol(browser, session.id)).json().data.status).toBe("pending");
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
      await approver.browser.request(
        `/api/admin/classroom/enrolments?siteId=1&languageId=1&classroomId=${session.id}`,
      )
    ).json().data as { id: number }[];
    const approved = await post(approver.browser, "/admin/classroom/approve", { id: pending!.id });
    expect(approved.json().code).toBe(Code.prerequisiteNotMet);
    expect(await rowsOf(id)).toEqual([{ status: "pending" }]);
    const rejected = await post(approver.browser, "/admin/classroom/reject", { id: pending!.id });
    expect(rejected.json().data.status).toBe("rejected");
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
    expect(res.json().data).toMatchObject({
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
    expect((await enrol(browser, session.id)).json().data.status).toBe("pending");
  });

  test("a letter of another release is 10005, a used one 10006, an unknown one 10000: nothing changes", async () => {
    const { browser, id } = await learner();
    const session = await newSession();
    const hcse = await letter(103);
    expect((await byLetter(browser, session.id, hcse)).json().code).toBe(Code.invitationInvalid);
    expect((await byLetter(browser, session.id, "NOSUCHCODE")).json().code).toBe(
      Code.invitationIncorrect,
    );
    expect(await usedBy(hcse)).toBeNull();
    expect(await enrolmentsOf(id)).toEqual([]);
    expect(await seatsTaken(session.id)).toBe(0);

    const code = await letter();
    const first = await learner();
    expect((await byLetter(first.browser, session.id, code)).json().data.status).toBe("approved");
    expect((await byLetter(browser, session.id, code)).json().code).toBe(Code.invitationUsed);
    expect(await enrolmentsOf(id)).toEqual([]);
    expect(await seatsTaken(session.id)).toBe(1);
  });

  test("a full session is 10014 and the code stays unused; it enrols elsewhere afterwards", async () => {
    const { browser, id } = await learner();
    const full = await newSession({ capacity: 1, seatsTaken: 1 });
    const code = await letter();
    expect((await byLetter(browser, full.id, code)).json().code).toBe(Code.trainingFull);
    expect(await usedBy(code)).toBeNull();
    expect(await seatsTaken(full.id)).toBe(1);
    expect(await enrolmentsOf(id)).toEqual([]);
    const open = await newSession();
    expect((await byLetter(browser, open.id, code)).json().data.status).toBe("approved");
    expect(await usedBy(code)).toBe(id);
  });

  test("a session refused for other rules (10015, 10024) leaves the code unused", async () => {
    const { browser } = await learner();
    const held = await newSession();
    expect((await enrol(browser, held.id)).json().data.status).toBe("pending");
    const code = await letter();
    expect((await byLetter(browser, held.id, code)).json().code).toBe(Code.alreadyRegistered);
    const other = await newSession();
    expect((await byLetter(browser, other.id, code)).json().code).toBe(Code.finishCurrentTraining);
    expect(await usedBy(code)).toBeNull();
    expect(await seatsTaken(other.id)).toBe(0);
  });

  test("10012: once the training of the release was approved or rejected, a letter invites only to the practical exam", async () => {
    const session = await newSession();
    for (const decision of ["approved", "rejected"] as const) {
      const { browser, id } = await learner();
      expect((await enrol(browser, session.id)).json().code).toBe(200);
      await t.database.db
        .update(classroomEnrolments)
        .set({ status: decision, decidedAt: new Date() })
        .where(eq(classroomEnrolments.userId, id));
      const code = await letter();
      const other = await newSession();
      const res = await byLetter(browser, other.id, code);
      expect(res.json().code).toBe(Code.traineeOnlyInvitedToPracticalExam);
      expect(await usedBy(code)).toBeNull();
      expect(await seatsTaken(other.id)).toBe(0);
    }
    // A training of another release decides nothing about this one, and a cancelled one is undecided.
    const { browser, id } = await learner();
    expect((await enrol(browser, session.id)).json().code).toBe(200);
    expect((await cancel(browser, session.id)).json().code).toBe(200);
    await t.database.db.insert(classroomEnrolments).values({
      classroomId: C.hcseOnline,
      userId: id,
      siteId: 1,
      certificationReleaseId: 103,
      status: "finished",
    });
    expect((await byLetter(browser, session.id, await letter())).json().data.status).toBe(
      "approved",
    );
  });

  test("a letter of another site is 10018 naming that site; nothing changes", async () => {
    const { browser, id } = await learner();
    const session = await newSession();
    const arabic = await trainingLetter(t, 202, 3);
    const res = await byLetter(browser, session.id, arabic);
    expect(res.json()).toMatchObject({
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
    expect(empty.json().code).toBe(Code.invitationIncorrect);
    expect(await seatsTaken(session.id)).toBe(0);
    const code = await letter();
    const res = await post(browser, "/user/registration/nonCertificatedClassroom/enroll", {
      classroomId: C.webinar,
      invitationCode: code,
    });
    expect(res.json().code).toBe(200);
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
    const codes = answers.map((res) => res.json().code);
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
  return (await browser.request("/api/user/sso/getUserInfo?siteId=1")).json().data?.id;
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
    expect((await enrol(browser, C.hcseOnline)).json().data.status).toBe("pending");
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
    const visitor = await post(null, "/certification/recommendation/getHomePageClassroom");
    expect(visitor.statusCode).toBe(401);

    const { browser } = await learner({ enrolledIn: [] });
    const ids = async () =>
      (
        (await post(browser, "/certification/recommendation/getHomePageClassroom")).json()
          .data as Session[]
      ).map((s) => s.id);
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
    const webinar = await post(browser, "/user/registration/nonCertificatedClassroom/enroll", {
      classroomId: C.webinar,
    });
    expect(webinar.json().code).toBe(200);
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
    const list = await t.app.inject({
      method: "POST",
      url: "/api/certification/classroom/getOfCertification",
      payload: { ...eu, relationId: 301 },
    });
    expect(list.json()).toMatchObject({ code: 200, data: [] });
    const { browser } = await learner();
    const res = await browser.request("/api/user/registration/enrollClassroom", {
      method: "POST",
      json: { ...eu, classroomId: hidden.id },
    });
    expect(res.json().code).toBe(Code.notFound);
    expect(await seatsTaken(hidden.id)).toBe(0);
  });
});

describe("a track's classroom schedule (getOfCertificateType)", () => {
  const schedule = async (body: Record<string, unknown>) =>
    post(null, "/certification/classroom/getOfCertificateType", body);

  test("the sessions of the kind's certifications, named, by method, country and language", async () => {
    const brand = (await schedule({ kind: 1 })).json().data as (Session & {
      certificationName: string;
      type: number;
    })[];
    const ids = brand.map((s) => s.id);
    expect(ids).toEqual(expect.arrayContaining([C.hcspOnsite, C.hcspNearlyFull, C.hcseOnline]));
    expect(ids).not.toContain(C.cgspOnlineSoon);
    expect(ids).not.toContain(C.webinar);
    expect(brand.find((s) => s.id === C.hcspOnsite)?.certificationName).toMatch(/HCSP/);
    const starts = brand.map((s) => (s as unknown as { startsAt: string }).startsAt);
    expect(starts).toEqual([...starts].sort());

    const online = (await schedule({ kind: 1, type: 1 })).json().data as Session[];
    expect(online.length).toBeGreaterThan(0);
    expect(online.every((s) => (s as unknown as { type: number }).type === 1)).toBe(true);
    expect(
      ((await schedule({ kind: 1, countryCode: "de" })).json().data as Session[]).map((s) => s.id),
    ).toEqual([C.hcspNearlyFull]);
    expect((await schedule({ kind: 1, sessionLanguageId: 2 })).json().data).toEqual([]);
    const general = (await schedule({ kind: 0 })).json().data as Session[];
    expect(general.map((s) => s.id)).toContain(C.cgspOnlineSoon);
  });

  test("a range of days: the past on request, never more than 100 days at once", async () => {
    const day = (offset: number) =>
      new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const past = (await schedule({ kind: 1, from: day(-40), to: day(-20) })).json().data;
    expect(past.map((s: Session) => s.id)).toEqual([C.hcspPast]);
    const tooLong = await schedule({ kind: 1, from: day(0), to: day(150) });
    expect([tooLong.statusCode, tooLong.json().code]).toEqual([400, Code.badRequest]);
    const badDate = await schedule({ kind: 1, from: "2026-13-01" });
    expect(badDate.statusCode).toBe(400);
  });
});
