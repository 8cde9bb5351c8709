import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { Code } from "#contract/codes.ts";
import { attendanceApi, classroomApi } from "#contract/classroom.ts";
import { ClassroomUserStatus } from "#contract/classroom-rules.ts";
import { commerceApi } from "#contract/commerce.ts";
import { TERMS_OF_SALE_VERSION } from "#contract/commerce-rules.ts";
import { enrolmentApi } from "#contract/enrolment.ts";
import { identityApi } from "#contract/identity.ts";
import { classroomEnrolments, classroomWaitingEntries, classrooms } from "#db/schema/classroom.ts";
import { certificates } from "#db/schema/certificate.ts";
import { registrations, userRoles } from "#db/schema/enrolment.ts";
import { users } from "#db/schema/identity.ts";
import { CertificationId } from "#db/seed/demo/catalogue-certifications.ts";
import { ClassroomId } from "#db/seed/demo/classrooms.ts";
import {
  call,
  codeUsedBy,
  createTestApp,
  enrolApproved,
  holdPrerequisites,
  insertSession,
  signUp,
  trainingLetter,
  type Browser,
  type TestApp,
} from "../../testing.ts";

/*
 * Who may take a seat of a certification's training, through every path that
 * gives one (decisions 0045, 0047): enrolling with or without an invitation
 * letter, the waiting list, an order of paid training, the approver's decision
 * and the seat a cancellation frees; what a pending seat shows (no live link,
 * no check-in) and which seats are approved at once. The running HCSE expert
 * workshop of the demo (9004) is the session of the report: HCSE needs HCSP,
 * and its enrolments are reviewed.
 */

let t: TestApp;
let approver: Learner;
beforeAll(async () => {
  t = await createTestApp();
  approver = await learner();
  await t.database.db
    .insert(userRoles)
    .values({ userId: approver.id, role: "approver", siteId: 1 });
});
afterAll(() => t.close());

type Learner = { browser: Browser; id: number };
const scope = { siteId: 1, languageId: 1 };
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const RUNNING = ClassroomId.hcseOnlineNow;
const HCSA = 101;
const HCSP = 102;
const HCSE = 103;

/** A learner who has just signed up on /en: no certificate, no enrolment. */
async function learner(): Promise<Learner> {
  const email = `admission-${randomBytes(5).toString("hex")}@example.com`;
  const { browser } = await signUp(t.app, { email });
  const me = (await call(browser, identityApi.userInfo, { siteId: 1 })).data!;
  return { browser, id: me.id };
}
/** A learner holding HCSP (and the other associate certificates), enrolled in nothing. */
async function hcspHolder(): Promise<Learner> {
  const someone = await learner();
  await holdPrerequisites(t, someone.id);
  return someone;
}

const enrol = (who: Learner, classroomId: number, extra: { invitationCode?: string } = {}) =>
  call(who.browser, classroomApi.enrollClassroom, { ...scope, classroomId, ...extra });
const join = (who: Learner, classroomId: number) =>
  call(who.browser, classroomApi.joinWaitingList, { ...scope, classroomId });
const detail = async (who: Learner, classroomId: number) =>
  (await call(who.browser, classroomApi.byId, { ...scope, id: classroomId })).data!;

const seatsTaken = async (id: number) =>
  (await t.database.db.select().from(classrooms).where(eq(classrooms.id, id)))[0]!.seatsTaken;
const seatOf = async (userId: number, classroomId: number) =>
  (
    await t.database.db
      .select({ id: classroomEnrolments.id, status: classroomEnrolments.status })
      .from(classroomEnrolments)
      .where(
        and(
          eq(classroomEnrolments.userId, userId),
          eq(classroomEnrolments.classroomId, classroomId),
        ),
      )
  )[0];
const enrolmentsIn = (userId: number, releaseId: number) =>
  t.database.db
    .select({ status: registrations.status, invitationCode: registrations.invitationCode })
    .from(registrations)
    .where(
      and(
        eq(registrations.userId, userId),
        eq(registrations.relationType, 0),
        eq(registrations.relationId, releaseId),
      ),
    );
/** The check-in address's code of this minute, as the approver's QR shows it. */
async function checkInCode(classroomId: number) {
  const shown = await call(approver.browser, attendanceApi.qrDetail, { ...scope, classroomId });
  return new URL(shown.data!.checkInUrl).searchParams.get("token")!;
}
const checkIn = async (who: Learner, classroomId: number) =>
  (
    await call(who.browser, attendanceApi.checkIn, {
      ...scope,
      token: await checkInCode(classroomId),
    })
  ).code;
const approve = (enrolmentId: number) =>
  call(approver.browser, attendanceApi.approve, { ...scope, id: enrolmentId });

let nextId = 9800;
/** An online HCSE session of /en of a test's own, starting in `startsIn` ms. */
const hcseSession = (values: Partial<typeof classrooms.$inferInsert> = {}, startsIn = 10 * DAY) =>
  insertSession(t, nextId++, startsIn, 3, { certificationReleaseId: HCSE, type: 1, ...values });

describe("the running HCSE workshop (9004): a seat needs HCSP and an approved enrolment in HCSE", () => {
  test("a learner who has just signed up gets no seat by any call, and no check-in", async () => {
    const newcomer = await learner();
    const taken = await seatsTaken(RUNNING);
    const refusal = {
      code: Code.prerequisiteNotMet,
      errorContext: {
        prerequisiteCertificationList: [
          // The prerequisite's certificate, then the enrolment in HCSE itself.
          { certificationReleaseId: HCSP, certificationName: expect.stringContaining("HCSP") },
          {
            certificationReleaseId: HCSE,
            certificationName: expect.stringContaining("HCSE"),
            registrationStatus: 0,
          },
        ],
      },
    };
    expect(await enrol(newcomer, RUNNING)).toMatchObject(refusal);
    expect(await join(newcomer, RUNNING)).toMatchObject(refusal);
    // A letter approves the enrolment in HCSE, never the missing prerequisite: the code stays unused.
    const code = await trainingLetter(t, HCSE);
    const byLetter = await enrol(newcomer, RUNNING, { invitationCode: code });
    expect(byLetter.code).toBe(Code.prerequisiteNotMet);
    expect(byLetter.errorContext!.prerequisiteCertificationList).toEqual([
      expect.objectContaining({ certificationReleaseId: HCSP }),
    ]);
    expect(await codeUsedBy(t, code)).toBeNull();
    expect(await seatsTaken(RUNNING)).toBe(taken);
    expect(await seatOf(newcomer.id, RUNNING)).toBeUndefined();
    expect(await detail(newcomer, RUNNING)).toMatchObject({
      userStatus: ClassroomUserStatus.unenrolled,
      liveLink: null,
      livePassword: null,
    });
    // The check-in link checks in nobody who holds no seat.
    expect(await checkIn(newcomer, RUNNING)).toBe(Code.notFound);
  });

  test("holding HCSP is not enough: the enrolment in HCSE is named, then said to wait for approval", async () => {
    const holder = await hcspHolder();
    const named = (registrationStatus: number) => ({
      code: Code.prerequisiteNotMet,
      errorContext: {
        prerequisiteCertificationList: [{ certificationReleaseId: HCSE, registrationStatus }],
      },
    });
    expect(await enrol(holder, RUNNING)).toMatchObject(named(0));
    // HCSE reviews its enrolments: the learner's waits for the approver.
    const registered = await call(holder.browser, enrolmentApi.addRegistration, {
      ...scope,
      relationId: HCSE,
      emailNotificationStatus: 0,
    });
    expect(registered.data!.registrationStatus).toBe(1);
    expect(await enrol(holder, RUNNING)).toMatchObject(named(1));
    expect(await join(holder, RUNNING)).toMatchObject(named(1));
    expect(await seatOf(holder.id, RUNNING)).toBeUndefined();
  });

  test("admitted, the seat is reviewed: pending shows no live link and checks nobody in; approved, both", async () => {
    const admitted = await hcspHolder();
    await enrolApproved(t, admitted.id, [HCSE]);
    expect(await detail(admitted, RUNNING)).toMatchObject({ autoApprove: false });
    const asked = await enrol(admitted, RUNNING);
    expect(asked.data).toMatchObject({
      status: "pending",
      userStatus: ClassroomUserStatus.enrolled,
    });
    expect(await detail(admitted, RUNNING)).toMatchObject({ liveLink: null, livePassword: null });
    expect(await checkIn(admitted, RUNNING)).toBe(Code.forbidden);

    const seat = await seatOf(admitted.id, RUNNING);
    expect((await approve(seat!.id)).data!.status).toBe("approved");
    expect(await detail(admitted, RUNNING)).toMatchObject({
      userStatus: ClassroomUserStatus.approved,
      liveLink: "https://meet.academy.example/hcse-analytics",
      livePassword: "HCSE-2026",
    });
    expect(await checkIn(admitted, RUNNING)).toBe(Code.success);
  });

  test("the approver cannot approve a seat whose learner's enrolment in HCSE has ended (10026)", async () => {
    const admitted = await hcspHolder();
    await enrolApproved(t, admitted.id, [HCSE]);
    expect((await enrol(admitted, RUNNING)).data!.status).toBe("pending");
    // Two theory failures end the enrolment (frame §4: enrol again) while the seat waits.
    await t.database.db
      .update(registrations)
      .set({ status: "cancelled" })
      .where(and(eq(registrations.userId, admitted.id), eq(registrations.relationId, HCSE)));
    const seat = await seatOf(admitted.id, RUNNING);
    const refused = await approve(seat!.id);
    expect(refused).toMatchObject({
      code: Code.prerequisiteNotMet,
      errorContext: { prerequisiteCertificationList: [{ registrationStatus: 0 }] },
    });
    expect((await seatOf(admitted.id, RUNNING))!.status).toBe("pending");
  });
});

describe("the other paths to a seat of HCSE training", () => {
  test("a letter admits without an enrolment: the seat and the enrolment in HCSE are approved with its code", async () => {
    const holder = await hcspHolder();
    const session = await hcseSession({ liveLink: "https://meet.example/letter" });
    const code = await trainingLetter(t, HCSE);
    const res = await enrol(holder, session.id, { invitationCode: code });
    expect(res.data!.status).toBe("approved");
    expect(await enrolmentsIn(holder.id, HCSE)).toEqual([
      { status: "approved", invitationCode: code },
    ]);
    expect((await detail(holder, session.id)).liveLink).toBe("https://meet.example/letter");

    // A pending enrolment is approved by the letter, not written twice.
    const waiting = await hcspHolder();
    await call(waiting.browser, enrolmentApi.addRegistration, {
      ...scope,
      relationId: HCSE,
      emailNotificationStatus: 0,
    });
    const second = await trainingLetter(t, HCSE);
    expect((await enrol(waiting, session.id, { invitationCode: second })).data!.status).toBe(
      "approved",
    );
    expect(await enrolmentsIn(waiting.id, HCSE)).toEqual([
      { status: "approved", invitationCode: second },
    ]);
  });

  test("paid HCSE training is sold only to a learner admitted to it", async () => {
    const session = await hcseSession({ feeMinor: 5_000, currency: "USD" });
    const holder = await hcspHolder();
    const order = (who: Learner) =>
      call(who.browser, commerceApi.place, {
        ...scope,
        sessionId: session.id,
        method: "card",
        termsAccepted: true,
        termsVersion: TERMS_OF_SALE_VERSION,
      });
    expect(await order(holder)).toMatchObject({
      code: Code.prerequisiteNotMet,
      errorContext: { prerequisiteCertificationList: [{ registrationStatus: 0 }] },
    });
    expect(await seatsTaken(session.id)).toBe(0);
    await enrolApproved(t, holder.id, [HCSE]);
    expect((await order(holder)).code).toBe(Code.success);
  });

  test("a freed seat passes over a waiting learner whose enrolment in HCSE has ended", async () => {
    const session = await hcseSession({ capacity: 1 });
    const [seated, lapsed, next] = [await hcspHolder(), await hcspHolder(), await hcspHolder()];
    for (const who of [seated, lapsed, next]) await enrolApproved(t, who.id, [HCSE]);
    expect((await enrol(seated, session.id)).data!.status).toBe("pending");
    expect((await join(lapsed, session.id)).data!.status).toBe("waiting");
    expect((await join(next, session.id)).data!.status).toBe("waiting");
    await t.database.db
      .update(registrations)
      .set({ status: "cancelled" })
      .where(and(eq(registrations.userId, lapsed.id), eq(registrations.relationId, HCSE)));
    await call(seated.browser, classroomApi.cancelClassroom, { ...scope, classroomId: session.id });
    // Given to the next learner, pending like any HCSE seat; the other's entry is dropped.
    expect((await seatOf(next.id, session.id))!.status).toBe("pending");
    expect(await seatOf(lapsed.id, session.id)).toBeUndefined();
    const [entry] = await t.database.db
      .select({ status: classroomWaitingEntries.status, reason: classroomWaitingEntries.reason })
      .from(classroomWaitingEntries)
      .where(
        and(
          eq(classroomWaitingEntries.userId, lapsed.id),
          eq(classroomWaitingEntries.classroomId, session.id),
        ),
      );
    expect(entry).toEqual({ status: "dropped", reason: "prerequisite" });
  });

  test("a holder of HCSE's own certificate may attend its training again without enrolling", async () => {
    const holder = await hcspHolder();
    const now = new Date();
    await t.database.db.insert(certificates).values({
      userId: holder.id,
      certificationId: CertificationId.hcse,
      certificateNumber: `HCSE-${holder.id}`,
      issuedAt: now,
      validUntil: new Date(now.getTime() + 365 * DAY),
    });
    const session = await hcseSession();
    expect((await enrol(holder, session.id)).data!.status).toBe("pending");
    expect(await enrolmentsIn(holder.id, HCSE)).toEqual([]);
  });
});

describe("which seats are approved at once (decision 0047)", () => {
  test("a free session marked to approve at once: yes for HCSA, whose enrolments are approved at once; no for HCSE", async () => {
    const holder = await hcspHolder();
    await enrolApproved(t, holder.id, [HCSE]);
    const hcsa = await insertSession(t, nextId++, 10 * DAY, 3, {
      certificationReleaseId: HCSA,
      autoApprove: true,
    });
    const hcse = await hcseSession({ autoApprove: true });
    expect(await detail(holder, hcsa.id)).toMatchObject({ autoApprove: true });
    expect(await detail(holder, hcse.id)).toMatchObject({ autoApprove: false });
    expect((await enrol(holder, hcsa.id)).data!.status).toBe("approved");
    expect((await enrol(holder, hcse.id)).data!.status).toBe("pending");
    // A webinar (no certification) marked so is approved at once.
    expect(await detail(holder, ClassroomId.webinar)).toMatchObject({ autoApprove: true });
  });
});

describe("the profile the site requires comes first (frame §5, decision 0049)", () => {
  test("a learner without the country /en requires gets 400 naming it, for a webinar too, and no seat", async () => {
    const someone = await hcspHolder();
    await t.database.db.update(users).set({ country: "" }).where(eq(users.id, someone.id));
    for (const res of [
      await call(someone.browser, classroomApi.enrollNonCertificated, {
        ...scope,
        classroomId: ClassroomId.webinar,
      }),
      await join(someone, ClassroomId.webinar),
    ])
      expect(res).toMatchObject({
        code: Code.badRequest,
        errorContext: { missingFields: ["country"] },
      });
    expect(await seatOf(someone.id, ClassroomId.webinar)).toBeUndefined();
  });
});
