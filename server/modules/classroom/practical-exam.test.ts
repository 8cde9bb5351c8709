import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { catalogueApi } from "#contract/catalogue.ts";
import { Code } from "#contract/codes.ts";
import { ExamKind, ExamRelationType, THEORY_EXAM } from "#contract/exam-rules.ts";
import { identityApi } from "#contract/identity.ts";
import { practicalExamApi } from "#contract/practical-exam.ts";
import { certificates } from "#db/schema/certificate.ts";
import {
  practicalExamEnrolments,
  practicalExamRegions,
  practicalExams,
} from "#db/schema/classroom.ts";
import { registrations, userRoles } from "#db/schema/enrolment.ts";
import { examAttempts } from "#db/schema/exam.ts";
import { CertificationId } from "#db/seed/demo/catalogue-certifications.ts";
import { PracticalExamId, PracticalExamRegionId } from "#db/seed/demo/practical-exams.ts";
import {
  call,
  codeUsedBy,
  completeCredits,
  createBrowser,
  createTestApp,
  signUp,
  trainingLetter,
  type Browser,
  type TestApp,
} from "../../testing.ts";
import { createReleaseFacts } from "../catalogue/release-facts.ts";
import { createCertificateFacts } from "../certificate/certificate-facts.ts";
import { createExamFacts } from "../exam/exam-facts.ts";
import { createPracticalExams } from "./practical-exams.service.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const scope = { siteId: 1, languageId: 1 };
const arabic = { siteId: 3 };
const HCSP = 102;
const HCSE = 103;
const AR_HCSP = 202;
const HOUR = 3_600_000;
const P = PracticalExamId;
const R = PracticalExamRegionId;

async function learner() {
  const email = `examinee-${randomBytes(5).toString("hex")}@example.com`;
  const { browser } = await signUp(t.app, { email });
  const me = (await call(browser, identityApi.userInfo, { siteId: 1 })).data!;
  return { browser, id: me.id };
}

/** The learner passed (or failed) the theory exam of a release: a graded attempt, as the exam engine leaves it. */
async function sitTheory(
  userId: number,
  releaseId: number,
  { score = 90, supersededAt = null as Date | null, siteId = 1 } = {},
) {
  const gradedAt = new Date(Date.now() - 2 * HOUR);
  await t.database.db.insert(examAttempts).values({
    userId,
    siteId,
    relationType: ExamRelationType.certification,
    relationId: releaseId,
    kind: ExamKind.exam,
    // The theory paper of a release has the release's id (db/seed/demo/exam.ts).
    paperId: releaseId,
    totalScore: THEORY_EXAM.totalScore,
    passScore: THEORY_EXAM.passScore,
    startedAt: new Date(gradedAt.getTime() - 40 * 60_000),
    state: "graded",
    score,
    passStatus: score >= THEORY_EXAM.passScore ? 1 : 0,
    gradedAt,
    supersededAt,
  });
}

/** A learner signed in who passed the theory exam of the release. */
async function examinee(releaseId = HCSP, siteId = 1) {
  const who = await learner();
  await sitTheory(who.id, releaseId, { siteId });
  return who;
}

/** Someone who has not signed in. */
const visitor = () => createBrowser(t.app);
/** The site (and language) a call is made on: /en unless said otherwise. */
type On = { siteId: number; languageId?: number };

type OrderExtras = { dietaryRequirements?: string; allergies?: string };
const enrol = (browser: Browser, practicalExamId: number, extra: OrderExtras = {}) =>
  call(browser, practicalExamApi.enroll, { ...scope, practicalExamId, ...extra });
const cancel = (browser: Browser, practicalExamId: number) =>
  call(browser, practicalExamApi.cancel, { ...scope, practicalExamId });

async function sessionsOf(
  browser: Browser | null,
  relationId: number,
  extra: { regionId?: number } = {},
  on: On = scope,
) {
  const res = await call(browser ?? visitor(), practicalExamApi.ofCertification, {
    ...on,
    relationId,
    ...extra,
  });
  return res.data!;
}
const regionsOf = async (certificationId: number, on: On = scope) =>
  (await call(visitor(), practicalExamApi.regions, { ...on, certificationId })).data!;
const cardsOf = async (browser: Browser) =>
  (await call(browser, practicalExamApi.cards, scope)).data!;

const seatsTaken = async (id: number) =>
  (await t.database.db.select().from(practicalExams).where(eq(practicalExams.id, id)))[0]!
    .seatsTaken;
const enrolmentsOf = (userId: number) =>
  t.database.db
    .select()
    .from(practicalExamEnrolments)
    .where(eq(practicalExamEnrolments.userId, userId));

let nextId = 9700;
/** A session of HCSP on /en of its own, starting in `startsIn` ms (four days by default). */
async function newSession(
  values: Partial<typeof practicalExams.$inferInsert> = {},
  startsIn = 96 * HOUR,
) {
  const startsAt = new Date(Date.now() + startsIn);
  const [row] = await t.database.db
    .insert(practicalExams)
    .values({
      id: nextId++,
      siteId: 1,
      languageId: 1,
      certificationReleaseId: HCSP,
      regionId: R.ukIreland,
      practicalExamName: "Test practical exam",
      trainerName: "Examiner",
      capacity: 10,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 4 * HOUR),
      timeZone: "Europe/London",
      countryCode: "GB",
      publishedAt: new Date(Date.now() - HOUR),
      ...values,
    })
    .returning();
  return row!;
}

// The read tests run first: later tests add sessions of HCSP of their own.
describe("regions and sessions of a certification (visitors allowed)", () => {
  test("getRegion: the regions with sessions to come, in order, named in the request's language", async () => {
    expect(await regionsOf(HCSP)).toEqual([
      { regionId: R.ukIreland, name: "UK & Ireland" },
      { regionId: R.dach, name: "DACH (Germany, Austria, Switzerland)" },
      { regionId: R.southeastAsia, name: "Southeast Asia" },
    ]);
    expect((await regionsOf(HCSE)).map((r) => r.regionId)).toEqual([R.ukIreland, R.southeastAsia]);
    expect(await regionsOf(AR_HCSP, arabic)).toEqual([
      { regionId: R.middleEast, name: "الشرق الأوسط" },
    ]);
  });

  test("getRegion: another site's release is not found; a name missing in the language falls back to English", async () => {
    const res = await call(visitor(), practicalExamApi.regions, {
      ...scope,
      certificationId: AR_HCSP,
    });
    expect([res.statusCode, res.code]).toEqual([404, Code.notFound]);

    await t.database.db
      .insert(practicalExamRegions)
      .values({ id: 99, tenantId: 1, names: { en: "North Africa" }, sort: 9 });
    const session = await newSession({
      siteId: 3,
      languageId: 2,
      certificationReleaseId: AR_HCSP,
      regionId: 99,
    });
    expect(await regionsOf(AR_HCSP, arabic)).toEqual([
      { regionId: R.middleEast, name: "الشرق الأوسط" },
      { regionId: 99, name: "North Africa" },
    ]);
    await t.database.db.delete(practicalExams).where(eq(practicalExams.id, session.id));
  });

  test("getOfCertification: the release's sessions that have not ended, soonest first, seats and places", async () => {
    const sessions = await sessionsOf(null, HCSP);
    expect(sessions.map((s) => s.id)).toEqual([
      P.hcspMunichNearlyFull,
      P.hcspSingapore,
      P.hcspLondon,
    ]);
    expect(sessions[0]).toMatchObject({
      practicalExamName: expect.stringContaining("HCSP"),
      certificationReleaseId: HCSP,
      type: 0,
      capacity: 8,
      remainingSeats: 1,
      timeZone: "Europe/Berlin",
      countryCode: "DE",
      location: expect.stringContaining("München"),
      trainerName: "Omar Haddad",
      region: { regionId: R.dach, name: "DACH (Germany, Austria, Switzerland)" },
      orderFood: false,
      status: null,
      result: null,
      score: null,
      inOtherSession: false,
    });
    // Enrolment closes 48 hours before the start.
    const first = sessions[0]!;
    expect(new Date(first.startsAt).getTime() - new Date(first.enrolmentClosesAt).getTime()).toBe(
      48 * HOUR,
    );
    expect(sessions.find((s) => s.id === P.hcspLondon)?.orderFood).toBe(true);

    // By region.
    expect((await sessionsOf(null, HCSP, { regionId: R.southeastAsia })).map((s) => s.id)).toEqual([
      P.hcspSingapore,
    ]);
    expect(await sessionsOf(null, HCSP, { regionId: R.middleEast })).toEqual([]);
    // HCSE, online among them.
    const hcse = await sessionsOf(null, HCSE);
    expect(hcse.map((s) => [s.id, s.type])).toEqual([
      [P.hcseOnline, 1],
      [P.hcseDublin, 0],
    ]);
    // /ar has its own.
    const ar = await sessionsOf(null, AR_HCSP, {}, arabic);
    expect(ar.map((s) => s.id)).toEqual([P.arHcspDubai, P.arHcspRiyadh]);
    expect(ar[0]!.region.name).toBe("الشرق الأوسط");
  });

  test("getOfCertification: another site's release is not found here; unpublished sessions are not listed", async () => {
    const res = await call(visitor(), practicalExamApi.ofCertification, {
      ...scope,
      relationId: AR_HCSP,
    });
    expect([res.statusCode, res.code]).toEqual([404, Code.notFound]);
    const draft = await newSession({ publishedAt: null, certificationReleaseId: HCSE });
    expect((await sessionsOf(null, HCSE)).map((s) => s.id)).not.toContain(draft.id);
    const byId = await call(visitor(), practicalExamApi.byId, { siteId: 1, id: draft.id });
    expect([byId.statusCode, byId.code]).toEqual([404, Code.notFound]);
  });

  test("getById: a session of this site, with its region; another site's or none is 404", async () => {
    const res = await call(visitor(), practicalExamApi.byId, {
      siteId: 1,
      languageId: 1,
      id: P.hcspLondon,
    });
    expect(res).toMatchObject({
      code: 200,
      data: {
        id: P.hcspLondon,
        capacity: 12,
        remainingSeats: 9,
        region: { regionId: R.ukIreland, name: "UK & Ireland" },
        status: null,
      },
    });
    // The past one is still found by its id.
    const past = await call(visitor(), practicalExamApi.byId, { siteId: 1, id: P.hcspPast });
    expect(past.data!.id).toBe(P.hcspPast);
    for (const id of [P.arHcspDubai, 9199]) {
      const missing = await call(visitor(), practicalExamApi.byId, { siteId: 1, id });
      expect([missing.statusCode, missing.code]).toEqual([404, Code.notFound]);
    }
    const ar = await call(visitor(), practicalExamApi.byId, { siteId: 3, id: P.arHcspDubai });
    expect(ar.data!.id).toBe(P.arHcspDubai);
  });
});

describe("enrolling", () => {
  test("a visitor must log in, for enrolling, cancelling and the cards", async () => {
    for (const [endpoint, input] of [
      [practicalExamApi.enroll, { ...scope, practicalExamId: P.hcspLondon }],
      [practicalExamApi.cancel, { ...scope, practicalExamId: P.hcspLondon }],
      [practicalExamApi.cards, scope],
    ] as const) {
      const res = await call(visitor(), endpoint, input);
      expect([res.statusCode, res.code], endpoint.path).toEqual([401, Code.needLogin]);
    }
  });

  test("the theory exam of the release must be passed first (403), in the current learning cycle", async () => {
    const { browser, id } = await learner();
    const taken = await seatsTaken(P.hcspLondon);
    const never = await enrol(browser, P.hcspLondon);
    expect([never.statusCode, never.code]).toEqual([403, Code.forbidden]);
    expect(never.message).toMatch(/theory exam/);
    // Failed, or passed in a cycle that ended in forced relearning: still refused.
    await sitTheory(id, HCSP, { score: 60 });
    await sitTheory(id, HCSP, { score: 95, supersededAt: new Date() });
    expect((await enrol(browser, P.hcspLondon)).code).toBe(Code.forbidden);
    // Another release's theory exam does not count.
    await sitTheory(id, HCSE);
    expect((await enrol(browser, P.hcspLondon)).code).toBe(Code.forbidden);
    expect(await seatsTaken(P.hcspLondon)).toBe(taken);
    expect(await enrolmentsOf(id)).toEqual([]);
    // Passed: in.
    await sitTheory(id, HCSP, { score: 84 });
    expect((await enrol(browser, P.hcspLondon)).code).toBe(200);
  });

  test("enrol takes a seat, pending approval, with the order extras where food is ordered", async () => {
    const { browser, id } = await examinee();
    const before = await seatsTaken(P.hcspLondon);
    const res = await enrol(browser, P.hcspLondon, {
      dietaryRequirements: " Vegetarian ",
      allergies: "Peanuts",
    });
    expect(res).toMatchObject({
      code: 200,
      data: {
        practicalExamId: P.hcspLondon,
        enrolmentId: expect.any(Number),
        status: "pending",
        remainingSeats: 12 - before - 1,
      },
    });
    expect(await seatsTaken(P.hcspLondon)).toBe(before + 1);
    const [row] = await enrolmentsOf(id);
    expect(row).toMatchObject({
      status: "pending",
      siteId: 1,
      certificationReleaseId: HCSP,
      dietaryRequirements: "Vegetarian",
      allergies: "Peanuts",
      result: null,
      score: null,
    });

    // The lists show the learner's standing: in this session, and in another one of the release.
    const listed = await sessionsOf(browser, HCSP);
    expect(listed.find((s) => s.id === P.hcspLondon)).toMatchObject({
      status: "pending",
      inOtherSession: false,
      remainingSeats: 12 - before - 1,
    });
    expect(listed.find((s) => s.id === P.hcspSingapore)).toMatchObject({
      status: null,
      inOtherSession: true,
    });
    const byId = await call(browser, practicalExamApi.byId, { siteId: 1, id: P.hcspLondon });
    expect(byId.data!.status).toBe("pending");

    // My Learning's cards.
    expect(await cardsOf(browser)).toMatchObject([
      {
        id: P.hcspLondon,
        enrolmentId: row!.id,
        status: "pending",
        certificationName: expect.stringContaining("HCSP"),
        versionLabel: "v2.0",
        dietaryRequirements: "Vegetarian",
        allergies: "Peanuts",
        region: { regionId: R.ukIreland },
      },
    ]);
  });

  test("the order extras are not kept where the session orders no food", async () => {
    const { browser, id } = await examinee();
    const session = await newSession({ orderFood: false });
    await enrol(browser, session.id, { dietaryRequirements: "Halal", allergies: "None" });
    expect((await enrolmentsOf(id))[0]).toMatchObject({
      dietaryRequirements: null,
      allergies: null,
    });
  });

  test("order extras are limited to 200 characters", async () => {
    const { browser } = await examinee();
    const res = await enrol(browser, P.hcspLondon, { allergies: "x".repeat(201) });
    expect([res.statusCode, res.code]).toEqual([400, Code.badRequest]);
    const long = await enrol(browser, P.hcspLondon, { dietaryRequirements: "x".repeat(201) });
    expect(long.code).toBe(Code.badRequest);
  });

  test("the same session twice is 10024; another session of the release while one is live is 10009", async () => {
    const { browser, id } = await examinee();
    const first = await newSession();
    const second = await newSession();
    expect((await enrol(browser, first.id)).code).toBe(200);
    expect((await enrol(browser, first.id)).code).toBe(Code.alreadyRegistered);
    const other = await enrol(browser, second.id);
    expect([other.statusCode, other.code]).toEqual([409, Code.finishCurrentPracticalExam]);
    // The refused enrolments took no seat.
    expect(await seatsTaken(first.id)).toBe(1);
    expect(await seatsTaken(second.id)).toBe(0);

    // Approved is live too.
    await t.database.db
      .update(practicalExamEnrolments)
      .set({ status: "approved" })
      .where(eq(practicalExamEnrolments.userId, id));
    expect((await enrol(browser, second.id)).code).toBe(Code.finishCurrentPracticalExam);

    // Once finished (or rejected), the learner may enrol again: a resit.
    await t.database.db
      .update(practicalExamEnrolments)
      .set({ status: "finished", result: "fail", score: 62 })
      .where(eq(practicalExamEnrolments.userId, id));
    expect((await enrol(browser, second.id)).code).toBe(200);

    // A live enrolment of another release does not stand in the way.
    await sitTheory(id, HCSE);
    expect((await enrol(browser, P.hcseDublin)).code).toBe(200);
  });

  test("a full session answers 10008 and takes nobody more", async () => {
    const session = await newSession({ capacity: 1 });
    const first = await examinee();
    const second = await examinee();
    expect((await enrol(first.browser, session.id)).data!.remainingSeats).toBe(0);
    const refused = await enrol(second.browser, session.id);
    expect([refused.statusCode, refused.code]).toEqual([409, Code.practicalExamFull]);
    expect(await seatsTaken(session.id)).toBe(1);
    expect(await enrolmentsOf(second.id)).toEqual([]);
  });

  test("the nearly full demo session takes one more", async () => {
    const first = await examinee();
    const second = await examinee();
    expect((await enrol(first.browser, P.hcspMunichNearlyFull)).data!.remainingSeats).toBe(0);
    expect((await enrol(second.browser, P.hcspMunichNearlyFull)).code).toBe(Code.practicalExamFull);
    expect(await seatsTaken(P.hcspMunichNearlyFull)).toBe(8);
  });

  test("enrolment closes enrolBeforeHours before the start (10013), and for a past session", async () => {
    const { browser, id } = await examinee();
    const closing = await newSession({ enrolBeforeHours: 48 }, 24 * HOUR);
    const res = await enrol(browser, closing.id);
    expect([res.statusCode, res.code]).toEqual([409, Code.enrolmentExpired]);
    expect((await enrol(browser, P.hcspPast)).code).toBe(Code.enrolmentExpired);
    // Running now: closed too (no late enrolment for a practical exam).
    const running = await newSession({}, -HOUR);
    expect((await enrol(browser, running.id)).code).toBe(Code.enrolmentExpired);
    expect(await seatsTaken(closing.id)).toBe(0);
    expect(await enrolmentsOf(id)).toEqual([]);
  });

  test("a learner with a valid certificate of the certification gets 10010; an expired or revoked one does not stop them", async () => {
    const { browser, id } = await examinee();
    const grant = (values: Partial<typeof certificates.$inferInsert>) =>
      t.database.db.insert(certificates).values({
        userId: id,
        certificationId: CertificationId.hcsp,
        certificateNumber: `T-${randomBytes(6).toString("hex")}`,
        issuedAt: new Date(Date.now() - 400 * 86_400_000),
        validUntil: new Date(Date.now() + 300 * 86_400_000),
        ...values,
      });
    await grant({ validUntil: new Date(Date.now() - 86_400_000) });
    await grant({ status: "revoked" });
    // A certificate of another certification is no reason either.
    await grant({ certificationId: CertificationId.hcsa });
    const session = await newSession();
    await grant({});
    const res = await enrol(browser, session.id);
    expect([res.statusCode, res.code]).toEqual([409, Code.noReEnrolUntilCertificateExpires]);
    expect(await seatsTaken(session.id)).toBe(0);
    await t.database.db
      .update(certificates)
      .set({ validUntil: new Date(Date.now() - 1000) })
      .where(eq(certificates.userId, id));
    expect((await enrol(browser, session.id)).code).toBe(200);
  });

  test("a session of another site, or unknown, is 404 and takes no seat", async () => {
    const { browser } = await examinee();
    const taken = await seatsTaken(P.arHcspDubai);
    for (const id of [P.arHcspDubai, 9199]) {
      const res = await enrol(browser, id);
      expect([res.statusCode, res.code]).toEqual([404, Code.notFound]);
    }
    expect(await seatsTaken(P.arHcspDubai)).toBe(taken);
    const draft = await newSession({ publishedAt: new Date(Date.now() + 24 * HOUR) });
    expect((await enrol(browser, draft.id)).code).toBe(Code.notFound);
  });

  test("on /ar, a learner who passed the Arabic release's theory exam enrols there", async () => {
    const { browser, id } = await examinee(AR_HCSP, 3);
    const taken = await seatsTaken(P.arHcspDubai);
    const res = await call(browser, practicalExamApi.enroll, {
      ...arabic,
      practicalExamId: P.arHcspDubai,
      dietaryRequirements: "حلال",
    });
    expect(res.data).toMatchObject({ status: "pending", remainingSeats: 12 - taken - 1 });
    expect((await enrolmentsOf(id))[0]).toMatchObject({ siteId: 3, dietaryRequirements: "حلال" });
    // Its card is on /ar, not on /en.
    expect(await cardsOf(browser)).toEqual([]);
    const cards = (await call(browser, practicalExamApi.cards, arabic)).data;
    expect(cards).toMatchObject([{ id: P.arHcspDubai, region: { name: "الشرق الأوسط" } }]);
  });
});

describe("cancelling", () => {
  test("cancel gives the seat back; enrolling again afterwards works", async () => {
    const { browser, id } = await examinee();
    const session = await newSession({ capacity: 3 });
    expect((await enrol(browser, session.id)).code).toBe(200);
    const res = await cancel(browser, session.id);
    expect(res).toMatchObject({
      code: 200,
      data: { practicalExamId: session.id, status: "cancelled", remainingSeats: 3 },
    });
    expect(await seatsTaken(session.id)).toBe(0);
    expect((await enrolmentsOf(id)).map((row) => [row.status, row.cancelledAt !== null])).toEqual([
      ["cancelled", true],
    ]);
    // The list shows the cancellation; the card stays in My Learning.
    expect((await sessionsOf(browser, HCSP)).find((s) => s.id === session.id)?.status).toBe(
      "cancelled",
    );
    expect((await cardsOf(browser)).map((card) => card.status)).toEqual(["cancelled"]);
    // Cancelling again finds nothing to cancel.
    expect((await cancel(browser, session.id)).code).toBe(Code.notFound);
    expect(await seatsTaken(session.id)).toBe(0);
    // And in again.
    expect((await enrol(browser, session.id)).data!.remainingSeats).toBe(2);
    expect((await cardsOf(browser)).map((card) => card.status)).toEqual(["pending", "cancelled"]);
  });

  test("an approved enrolment may be cancelled too", async () => {
    const { browser, id } = await examinee();
    const session = await newSession();
    await enrol(browser, session.id);
    await t.database.db
      .update(practicalExamEnrolments)
      .set({ status: "approved" })
      .where(eq(practicalExamEnrolments.userId, id));
    expect((await cancel(browser, session.id)).data!.status).toBe("cancelled");
    expect(await seatsTaken(session.id)).toBe(0);
  });

  test("no cancelling within 24 hours before the start (10011): nothing changes", async () => {
    const { browser, id } = await examinee();
    const soon = await newSession({}, 12 * HOUR);
    expect((await enrol(browser, soon.id)).code).toBe(200);
    const res = await cancel(browser, soon.id);
    expect([res.statusCode, res.code]).toEqual([409, Code.noCancelWithin24Hours]);
    expect(await seatsTaken(soon.id)).toBe(1);
    expect((await enrolmentsOf(id))[0]!.status).toBe("pending");
  });

  test("someone else's enrolment cannot be cancelled, nor a finished or rejected one, nor another site's", async () => {
    const owner = await examinee();
    const stranger = await examinee();
    const session = await newSession();
    expect((await enrol(owner.browser, session.id)).code).toBe(200);
    const res = await cancel(stranger.browser, session.id);
    expect([res.statusCode, res.code]).toEqual([404, Code.notFound]);
    expect(await seatsTaken(session.id)).toBe(1);
    expect((await enrolmentsOf(owner.id))[0]!.status).toBe("pending");

    // Rejected by the approver: nothing left to cancel.
    await t.database.db
      .update(practicalExamEnrolments)
      .set({ status: "rejected" })
      .where(
        and(
          eq(practicalExamEnrolments.userId, owner.id),
          eq(practicalExamEnrolments.practicalExamId, session.id),
        ),
      );
    expect((await cancel(owner.browser, session.id)).code).toBe(Code.notFound);

    // A session of /ar asked for on /en.
    const ar = await cancel(owner.browser, P.arHcspDubai);
    expect([ar.statusCode, ar.code]).toEqual([404, Code.notFound]);
  });
});

describe("results", () => {
  test("a finished enrolment shows its result and score in the lists and the cards", async () => {
    const { browser, id } = await examinee();
    const session = await newSession();
    await enrol(browser, session.id);
    await t.database.db
      .update(practicalExamEnrolments)
      .set({ status: "finished", result: "success", score: 86 })
      .where(eq(practicalExamEnrolments.userId, id));
    expect((await sessionsOf(browser, HCSP)).find((s) => s.id === session.id)).toMatchObject({
      status: "finished",
      result: "success",
      score: 86,
      inOtherSession: false,
    });
    expect(await cardsOf(browser)).toMatchObject([
      { id: session.id, status: "finished", result: "success", score: 86 },
    ]);
    // Another learner sees none of it.
    const other = await learner();
    expect((await sessionsOf(other.browser, HCSP)).find((s) => s.id === session.id)).toMatchObject({
      status: null,
      result: null,
      score: null,
    });
    expect(await cardsOf(other.browser)).toEqual([]);
  });
});

describe("sessions that ended", () => {
  test("an enrolment nobody decided expires with its seat; the learner may enrol in another session", async () => {
    const { browser, id } = await examinee();
    const ending = await newSession();
    const next = await newSession();
    expect((await enrol(browser, ending.id)).data!.status).toBe("pending");
    const approved = await examinee();
    expect((await enrol(approved.browser, ending.id)).code).toBe(200);
    await t.database.db
      .update(practicalExamEnrolments)
      .set({ status: "approved" })
      .where(eq(practicalExamEnrolments.userId, approved.id));
    expect((await enrol(browser, next.id)).code).toBe(Code.finishCurrentPracticalExam);

    // The session took place last week: undecided, the enrolment expires and frees its seat.
    await t.database.db
      .update(practicalExams)
      .set({
        startsAt: new Date(Date.now() - 170 * HOUR),
        endsAt: new Date(Date.now() - 166 * HOUR),
      })
      .where(eq(practicalExams.id, ending.id));
    expect(await t.app.services.practicalExamAdmin.settleEnded()).toBeGreaterThanOrEqual(1);
    expect((await enrolmentsOf(id)).map((row) => row.status)).toEqual(["expired"]);
    // The approved one waits for the examiner's result, and keeps its seat.
    expect((await enrolmentsOf(approved.id)).map((row) => row.status)).toEqual(["approved"]);
    expect(await seatsTaken(ending.id)).toBe(1);
    // Settled once: a second sweep moves nothing of these.
    await t.app.services.practicalExamAdmin.settleEnded();
    expect(await seatsTaken(ending.id)).toBe(1);

    expect((await enrol(browser, next.id)).code).toBe(200);
  });
});

describe("seats under load", () => {
  test("twice the capacity enrolling at once gives exactly the capacity", async () => {
    const capacity = 4;
    const session = await newSession({ capacity });
    const examinees = await Promise.all(Array.from({ length: capacity * 2 }, () => examinee()));
    const answers = await Promise.all(examinees.map(({ browser }) => enrol(browser, session.id)));
    const codes = answers.map((res) => res.code);
    expect(codes.filter((code) => code === 200)).toHaveLength(capacity);
    expect(codes.filter((code) => code === Code.practicalExamFull)).toHaveLength(capacity);
    expect(await seatsTaken(session.id)).toBe(capacity);
    const rows = await t.database.db
      .select()
      .from(practicalExamEnrolments)
      .where(eq(practicalExamEnrolments.practicalExamId, session.id));
    expect(rows).toHaveLength(capacity);
  });

  test("one learner enrolling in two sessions and cancelling at once leaves the counts true", async () => {
    const first = await newSession({ capacity: 3 });
    const second = await newSession({ capacity: 3 });
    const { browser, id } = await examinee();
    await Promise.all([
      enrol(browser, first.id),
      enrol(browser, second.id),
      enrol(browser, first.id),
      cancel(browser, first.id),
      enrol(browser, second.id),
      cancel(browser, second.id),
    ]);
    const rows = await enrolmentsOf(id);
    const holding = rows.filter((row) => row.status === "pending" || row.status === "approved");
    expect(holding.length).toBeLessThanOrEqual(1);
    const holdingIn = (sessionId: number) =>
      holding.filter((row) => row.practicalExamId === sessionId).length;
    expect(await seatsTaken(first.id)).toBe(holdingIn(first.id));
    expect(await seatsTaken(second.id)).toBe(holdingIn(second.id));
  });
});

describe("the server's clock decides", () => {
  test("the enrolment window and the 24-hour rule follow the injected clock", async () => {
    const directory = t.app.siteDirectory();
    const en = {
      tenant: directory.tenantForHost("localhost"),
      site: directory.site(1)!,
      language: directory.language(1)!,
    };
    const { db } = t.database;
    const session = await newSession({ enrolBeforeHours: 24 }, 10 * 24 * HOUR);
    const start = session.startsAt.getTime();
    const at = (instant: number) =>
      createPracticalExams({
        db,
        releases: createReleaseFacts(db),
        exams: createExamFacts(db),
        certificates: createCertificateFacts(db),
        clock: () => new Date(instant),
      });
    const early = await examinee();
    const late = await examinee();
    // Two days before the start: open, and cancellable.
    const enrolled = await at(start - 48 * HOUR).enrol(en, early.id, {
      practicalExamId: session.id,
    });
    expect(enrolled).toMatchObject({ status: "pending", remainingSeats: 9 });
    // Twenty hours before: enrolment has closed, and cancelling too.
    await expect(
      at(start - 20 * HOUR).enrol(en, late.id, { practicalExamId: session.id }),
    ).rejects.toMatchObject({ code: Code.enrolmentExpired });
    await expect(at(start - 20 * HOUR).cancel(en, early.id, session.id)).rejects.toMatchObject({
      code: Code.noCancelWithin24Hours,
    });
    expect(await seatsTaken(session.id)).toBe(1);
    // Exactly 24 hours before, still allowed.
    expect(await at(start - 24 * HOUR).cancel(en, early.id, session.id)).toMatchObject({
      status: "cancelled",
      remainingSeats: 10,
    });
  });
});

describe("the approver's decisions and results (pass 80), and what a pass moves", () => {
  test("approve, result once begun; a success moves the certification to apply, a fail does not", async () => {
    const approver = await learner();
    await t.database.db
      .insert(userRoles)
      .values({ userId: approver.id, role: "approver", siteId: 1 });

    // Enrolled (pending) in a session to come: approved; no result before it begins.
    const who = await examinee();
    const upcoming = await newSession({}, 72 * HOUR);
    expect((await enrol(who.browser, upcoming.id)).data!.status).toBe("pending");
    const pending = await call(approver.browser, practicalExamApi.enrolments, {
      siteId: 1,
      practicalExamId: upcoming.id,
    });
    const [row] = pending.data!;
    expect(row).toMatchObject({ practicalExamId: upcoming.id, status: "pending", result: null });
    expect(
      (await call(approver.browser, practicalExamApi.approve, { ...scope, id: row!.id })).data,
    ).toEqual({
      id: row!.id,
      status: "approved",
    });
    const early = await call(approver.browser, practicalExamApi.result, {
      ...scope,
      id: row!.id,
      score: 90,
    });
    expect(early.code).toBe(Code.forbidden);
    // A learner cannot decide; a score with "absent", or neither, is refused.
    expect(
      (await call(who.browser, practicalExamApi.approve, { ...scope, id: row!.id })).code,
    ).toBe(Code.forbidden);
    expect(
      (await call(approver.browser, practicalExamApi.result, { ...scope, id: row!.id })).statusCode,
    ).toBe(400);
    expect(
      (
        await call(approver.browser, practicalExamApi.result, {
          ...scope,
          id: row!.id,
          score: 80,
          absent: true,
        })
      ).statusCode,
    ).toBe(400);

    // Enrolled in HCSP with the credits complete and the theory passed: status practical exam (3).
    await t.database.db.insert(registrations).values({
      userId: who.id,
      siteId: 1,
      relationType: 0,
      relationId: HCSP,
      status: "approved",
    });
    await completeCredits(t, who.id, HCSP);
    const status = async () =>
      (await call(who.browser, catalogueApi.certificationDetail, { ...scope, id: HCSP })).data!
        .currentStatus;
    expect(await status()).toBe(3);

    // The enrolment to come is let go (one live per certification); in a session that has
    // begun, 75 is a fail (the status stays), 85 a success (apply, 4).
    expect(
      (await call(approver.browser, practicalExamApi.reject, { ...scope, id: row!.id })).data!
        .status,
    ).toBe("rejected");
    const begun = await newSession({}, -HOUR);
    const [enrolment] = await t.database.db
      .insert(practicalExamEnrolments)
      .values({
        practicalExamId: begun.id,
        userId: who.id,
        siteId: 1,
        certificationReleaseId: HCSP,
        status: "approved",
      })
      .returning();
    const failed = await call(approver.browser, practicalExamApi.result, {
      ...scope,
      id: enrolment!.id,
      score: 75,
    });
    expect(failed.data).toEqual({
      id: enrolment!.id,
      status: "finished",
      result: "fail",
      score: 75,
    });
    expect(await status()).toBe(3);
    const passed = await call(approver.browser, practicalExamApi.result, {
      ...scope,
      id: enrolment!.id,
      score: 85,
    });
    expect(passed.data).toMatchObject({ result: "success", score: 85 });
    expect(await status()).toBe(4);
    const card = (await cardsOf(who.browser)).find((c) => c.id === begun.id);
    expect(card).toMatchObject({ status: "finished", result: "success", score: 85 });
  });

  test("a rejection gives the seat back; the absent are recorded without a score", async () => {
    const approver = await learner();
    await t.database.db
      .insert(userRoles)
      .values({ userId: approver.id, role: "approver", siteId: 1 });
    const who = await examinee();
    const session = await newSession({ capacity: 3 }, 72 * HOUR);
    await enrol(who.browser, session.id);
    expect(await seatsTaken(session.id)).toBe(1);
    const [row] = (
      await call(approver.browser, practicalExamApi.enrolments, {
        siteId: 1,
        practicalExamId: session.id,
      })
    ).data!;
    expect(
      (await call(approver.browser, practicalExamApi.reject, { ...scope, id: row!.id })).data,
    ).toEqual({ id: row!.id, status: "rejected" });
    expect(await seatsTaken(session.id)).toBe(0);
    expect(
      (await call(approver.browser, practicalExamApi.approve, { ...scope, id: row!.id })).code,
    ).toBe(Code.repeatSubmit);

    const begun = await newSession({}, -HOUR);
    const [absentee] = await t.database.db
      .insert(practicalExamEnrolments)
      .values({
        practicalExamId: begun.id,
        userId: who.id,
        siteId: 1,
        certificationReleaseId: HCSP,
        status: "approved",
      })
      .returning();
    const res = await call(approver.browser, practicalExamApi.result, {
      ...scope,
      id: absentee!.id,
      absent: true,
    });
    expect(res.data).toEqual({
      id: absentee!.id,
      status: "finished",
      result: "absent",
      score: null,
    });
  });
});

describe("an invitation letter (enrollByInvitationCode)", () => {
  const letter = (relationId = HCSP) => trainingLetter(t, relationId);
  const usedBy = (code: string) => codeUsedBy(t, code);
  const byLetter = (browser: Browser, practicalExamId: number, invitationCode: string) =>
    call(browser, practicalExamApi.enrollByInvitationCode, {
      ...scope,
      practicalExamId,
      invitationCode,
      allergies: "None",
    });

  test("approved at once, the code used; used again or for another certification, refused", async () => {
    const who = await examinee();
    const session = await newSession({ orderFood: true }, 72 * HOUR);
    const code = await letter();
    const res = await byLetter(who.browser, session.id, code.toLowerCase());
    expect(res.data).toMatchObject({ practicalExamId: session.id, status: "approved" });
    expect(await usedBy(code)).toBe(who.id);
    const [row] = await enrolmentsOf(who.id);
    expect(row).toMatchObject({ status: "approved", invitationCode: code, allergies: "None" });

    const other = await examinee();
    expect((await byLetter(other.browser, session.id, code)).code).toBe(Code.invitationUsed);
    const hcseLetter = await letter(HCSE);
    expect((await byLetter(other.browser, session.id, hcseLetter)).code).toBe(
      Code.invitationInvalid,
    );
    expect((await byLetter(other.browser, session.id, "NOSUCHCODE")).code).toBe(
      Code.invitationIncorrect,
    );
    // Learner §5: an enrolment by letter without its code is an incorrect letter too.
    expect((await byLetter(other.browser, session.id, "")).code).toBe(Code.invitationIncorrect);
  });

  test("a refused enrolment leaves the code unused", async () => {
    const notPassed = await learner();
    const session = await newSession({}, 72 * HOUR);
    const code = await letter();
    expect((await byLetter(notPassed.browser, session.id, code)).code).toBe(Code.forbidden);
    expect(await usedBy(code)).toBeNull();
    const full = await newSession({ capacity: 1, seatsTaken: 1 }, 72 * HOUR);
    const who = await examinee();
    expect((await byLetter(who.browser, full.id, code)).code).toBe(Code.practicalExamFull);
    expect(await usedBy(code)).toBeNull();
    expect((await byLetter(who.browser, session.id, code)).data!.status).toBe("approved");
  });
});
