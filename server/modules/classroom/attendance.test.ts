import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { Code } from "#contract/codes.ts";
import { attendanceApi, classroomApi } from "#contract/classroom.ts";
import { ClassroomEnrolStatus } from "#contract/classroom-rules.ts";
import { identityApi } from "#contract/identity.ts";
import { classroomEnrolments, classrooms } from "#db/schema/classroom.ts";
import { userRoles } from "#db/schema/enrolment.ts";
import { ClassroomId } from "#db/seed/demo/classrooms.ts";
import { createAttendance } from "./attendance.service.ts";
import {
  call,
  createTestApp,
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
  await t.database.db
    .insert(userRoles)
    .values({ userId: approver.id, role: "approver", siteId: 1 });
});
afterAll(() => t.close());

type Learner = { browser: Browser; id: number };
const HOUR = 3_600_000;
const scope = { siteId: 1, languageId: 1 };

async function learner(): Promise<Learner> {
  const email = `attendee-${randomBytes(5).toString("hex")}@example.com`;
  const { browser } = await signUp(t.app, { email });
  const me = (await call(browser, identityApi.userInfo, { siteId: 1 })).data!;
  // Admitted to HCSA training as a holder of its certificate (decisions 0045, 0047): these
  // tests are about attendance.
  await holdPrerequisites(t, me.id);
  return { browser, id: me.id };
}

const enrol = (browser: Browser, classroomId: number) =>
  call(browser, classroomApi.enrollClassroom, { ...scope, classroomId });

let nextId = 9700;
/**
 * A session of HCSA on /en starting `startsIn` ms from now (negative: already begun), 3 hours
 * long, approved at once unless `values` say otherwise: HCSA approves its enrolments
 * automatically, so its sessions may too (decision 0047).
 */
const session = (startsIn: number, values: Partial<typeof classrooms.$inferInsert> = {}) =>
  insertSession(t, nextId++, startsIn, 3, {
    certificationReleaseId: 101,
    classroomName: "Attendance test",
    enrolAfterHours: 2,
    autoApprove: true,
    publishedAt: new Date(Date.now() - 24 * HOUR),
    ...values,
  });

async function qr(classroomId: number) {
  const res = await call(approver.browser, attendanceApi.qrDetail, { ...scope, classroomId });
  expect(res.code).toBe(200);
  return res.data!;
}
const tokenOf = (url: string) => new URL(url).searchParams.get("token")!;
const checkIn = (browser: Browser, token: string) =>
  call(browser, attendanceApi.checkIn, { ...scope, token });
const enrolmentRows = (userId: number, classroomId: number) =>
  t.database.db
    .select()
    .from(classroomEnrolments)
    .where(
      and(eq(classroomEnrolments.userId, userId), eq(classroomEnrolments.classroomId, classroomId)),
    );
/** The scope of a site of the main brand, as a request on it would carry. */
function scopeOf(siteId: number) {
  const directory = t.app.siteDirectory();
  return {
    tenant: directory.tenantForHost("localhost"),
    site: directory.site(siteId)!,
    language: directory.languagesOf(siteId)[0]!,
  };
}
const statusOf = async (userId: number, classroomId: number) =>
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
  ).map((row) => row.status);

describe("the check-in QR (classroom/qr/detail)", () => {
  test("the session's trainer or the site's staff get it, nobody else: an SVG of this minute's code", async () => {
    const trainer = await learner();
    const otherTrainer = await learner();
    const running = await session(-HOUR, { trainerUserId: trainer.id });
    await session(-HOUR, { trainerUserId: otherTrainer.id });
    for (const someone of [await learner(), otherTrainer]) {
      const refused = await call(someone.browser, attendanceApi.qrDetail, {
        ...scope,
        classroomId: running.id,
      });
      expect(refused.code).toBe(Code.forbidden);
    }
    const before = Date.now();
    const shown = (
      await call(trainer.browser, attendanceApi.qrDetail, { ...scope, classroomId: running.id })
    ).data!;
    expect(shown.checkInUrl).toMatch(/^http:\/\/localhost(:\d+)?\/en\/classroom\/check-in\?token=/);
    expect(shown.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(shown.checkInOpen).toBe(true);
    expect(new Date(shown.checkInOpensAt).getTime()).toBe(running.startsAt.getTime() - 30 * 60_000);
    // The next code comes at the next whole minute; this one is taken until the one after.
    const refreshAt = new Date(shown.refreshAt).getTime();
    expect(refreshAt % 60_000).toBe(0);
    expect(refreshAt).toBeGreaterThan(before);
    expect(refreshAt).toBeLessThanOrEqual(Date.now() + 60_000);
    expect(new Date(shown.validUntil).getTime()).toBe(refreshAt + 60_000);
    // The site's approver gets it too; a session of another site is not found here.
    expect((await qr(running.id)).checkInUrl).toContain("token=");
    const other = await call(approver.browser, attendanceApi.qrDetail, {
      ...scope,
      classroomId: ClassroomId.arHcspOnsite,
    });
    expect(other.code).toBe(Code.notFound);
  });
});

describe("checking in (registration/qr/checkIn)", () => {
  test("an approved learner checks in once: scanning again answers the first check-in and writes nothing", async () => {
    const running = await session(-HOUR);
    const { browser, id } = await learner();
    expect((await enrol(browser, running.id)).data!.status).toBe("approved");
    const token = tokenOf((await qr(running.id)).checkInUrl);
    const res = await checkIn(browser, token);
    expect(res).toMatchObject({
      code: 200,
      data: {
        classroomId: running.id,
        status: "checked_in",
        enrolStatus: ClassroomEnrolStatus.checkIn,
      },
    });
    const first = res.data!.checkedInAt;
    const [row] = await enrolmentRows(id, running.id);
    expect(row!.checkedInAt?.toISOString()).toBe(first);
    const again = await checkIn(browser, token);
    expect(again).toMatchObject({ code: 200, data: { checkedInAt: first } });
    const rows = await enrolmentRows(id, running.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.updatedAt.getTime()).toBe(row!.updatedAt.getTime());
    expect(await statusOf(id, running.id)).toEqual(["checked_in"]);
  });

  test("two scans at once: one check-in, both answered with it", async () => {
    const running = await session(-HOUR);
    const { browser, id } = await learner();
    await enrol(browser, running.id);
    const token = tokenOf((await qr(running.id)).checkInUrl);
    const answers = await Promise.all([checkIn(browser, token), checkIn(browser, token)]);
    expect(answers.map((res) => res.code)).toEqual([200, 200]);
    const times = answers.map((res) => res.data!.checkedInAt);
    expect(times[0]).toBe(times[1]);
    expect(await statusOf(id, running.id)).toEqual(["checked_in"]);
  });

  test("pending until the approver approves; not enrolled is not found", async () => {
    const running = await session(-HOUR, { autoApprove: false });
    const pending = await learner();
    await enrol(pending.browser, running.id);
    const token = tokenOf((await qr(running.id)).checkInUrl);
    expect((await checkIn(pending.browser, token)).code).toBe(Code.forbidden);

    const list = await call(approver.browser, attendanceApi.enrolments, {
      ...scope,
      classroomId: running.id,
    });
    const [row] = list.data!;
    expect(row).toMatchObject({ classroomId: running.id, status: "pending" });
    expect(
      (await call(approver.browser, attendanceApi.approve, { ...scope, id: row!.id })).data,
    ).toEqual({
      id: row!.id,
      status: "approved",
    });
    expect((await checkIn(pending.browser, token)).code).toBe(200);

    const stranger = await learner();
    expect((await checkIn(stranger.browser, token)).code).toBe(Code.notFound);
  });

  test("the approver's list comes in pages, oldest enrolment first", async () => {
    const later = await session(30 * HOUR, { autoApprove: false });
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const trainee = await learner();
      await enrol(trainee.browser, later.id);
      ids.push(trainee.id);
    }
    const page = async (pageNum: number) =>
      (
        await call(approver.browser, attendanceApi.enrolments, {
          ...scope,
          classroomId: later.id,
          pageNum,
          pageSize: 2,
        })
      ).data!;
    const [first, second, third] = [await page(1), await page(2), await page(3)];
    expect([first.length, second.length, third.length]).toEqual([2, 1, 0]);
    const all = [...first, ...second].map((row) => row.id);
    expect(new Set(all).size).toBe(3);
    expect(all).toEqual([...all].sort((a, b) => a - b));
    // A page larger than the limit is refused.
    const tooLarge = await call(approver.browser, attendanceApi.enrolments, {
      ...scope,
      classroomId: later.id,
      pageSize: 500,
    });
    expect(tooLarge.statusCode).toBe(400);
  });

  test("the window: from 30 minutes before the start (20037 before) until the end (403)", async () => {
    // Not certificated, so one learner may hold a seat of each.
    const free = { certificationReleaseId: null };
    const soon = await session(20 * 60_000, free);
    const later = await session(40 * 60_000, free);
    const ended = await session(-5 * HOUR, free);
    const { browser, id } = await learner();
    for (const s of [soon, later])
      await call(browser, classroomApi.enrollNonCertificated, { ...scope, classroomId: s.id });
    await t.database.db.insert(classroomEnrolments).values({
      classroomId: ended.id,
      userId: id,
      siteId: 1,
      certificationReleaseId: null,
      status: "approved",
    });
    const early = await checkIn(browser, tokenOf((await qr(later.id)).checkInUrl));
    expect(early.code).toBe(Code.signInBeforeClassroomStart);
    expect(await statusOf(id, later.id)).toEqual(["approved"]);
    // Twenty minutes before the start the door is open.
    expect((await checkIn(browser, tokenOf((await qr(soon.id)).checkInUrl))).code).toBe(200);
    expect(await statusOf(id, soon.id)).toEqual(["checked_in"]);
    const late = await checkIn(browser, tokenOf((await qr(ended.id)).checkInUrl));
    expect(late.code).toBe(Code.forbidden);
    expect(await statusOf(id, ended.id)).toEqual(["approved"]);
  });

  test("a code is taken the minute it is shown and the next, never later; a forged one never", async () => {
    const running = await session(-HOUR);
    const { browser, id } = await learner();
    await enrol(browser, running.id);
    // The same service on a clock the test moves: minute m, then m + 1, then m + 2.
    let now = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 5_000);
    const services = t.app.services;
    const attendance = createAttendance({
      db: t.database.db,
      users: services.users,
      waitingList: services.waitingList,
      isStaff: (userId, siteId) => services.registrations.isApprover(userId, siteId),
      qualification: services.trainingAdmission,
      checkInKey: "a key of this test",
      clock: () => now,
    });
    const en = scopeOf(1);
    const shown = await attendance.qrDetail(en, approver.id, running.id, "http://localhost");
    const token = tokenOf(shown.checkInUrl);
    now = new Date(now.getTime() + 60_000);
    const next = tokenOf(
      (await attendance.qrDetail(en, approver.id, running.id, "http://localhost")).checkInUrl,
    );
    expect(next).not.toBe(token);
    now = new Date(now.getTime() + 60_000);
    // Two minutes on, the first code is stale; the one shown a minute ago still checks in.
    await expect(attendance.checkIn(en, id, token)).rejects.toMatchObject({
      code: Code.forbidden,
    });
    expect(await statusOf(id, running.id)).toEqual(["approved"]);
    expect((await attendance.checkIn(en, id, next)).status).toBe("checked_in");
    // Codes signed with the app's own key are not this service's, and the reverse.
    expect((await checkIn(browser, next)).code).toBe(Code.badRequest);

    const [, minute, signature] = token.split(".");
    const forged = [
      `${running.id + 1}.${minute}.${signature}`,
      `${running.id}.${Number(minute) + 1}.${signature}`,
      `${running.id}.${minute}.${"A".repeat(43)}`,
      "nonsense",
    ];
    for (const code of forged) {
      const res = await checkIn(browser, code);
      expect([res.statusCode, res.code], code).toEqual([400, Code.badRequest]);
    }
  });
});

describe("after the session", () => {
  test("checked-in learners finish and approved ones who never came are absent, both keeping their seat; pending ones expire and give it back", async () => {
    const ended = await session(-5 * HOUR, { seatsTaken: 3 });
    const came = await learner();
    const stayed = await learner();
    const undecided = await learner();
    const row = (userId: number, status: "checked_in" | "approved" | "pending") => ({
      classroomId: ended.id,
      userId,
      siteId: 1,
      certificationReleaseId: ended.certificationReleaseId,
      status,
    });
    await t.database.db
      .insert(classroomEnrolments)
      .values([
        row(came.id, "checked_in"),
        row(stayed.id, "approved"),
        row(undecided.id, "pending"),
      ]);
    expect(await t.app.services.attendance.settleEnded()).toBeGreaterThanOrEqual(3);
    expect(await statusOf(came.id, ended.id)).toEqual(["finished"]);
    expect(await statusOf(stayed.id, ended.id)).toEqual(["absent"]);
    expect(await statusOf(undecided.id, ended.id)).toEqual(["expired"]);
    const [after] = await t.database.db
      .select()
      .from(classrooms)
      .where(eq(classrooms.id, ended.id));
    expect(after!.seatsTaken).toBe(2);
    // Settled rows are not settled again.
    await t.app.services.attendance.settleEnded();
    expect(await statusOf(came.id, ended.id)).toEqual(["finished"]);
  });

  test("a learner marked absent during the session cannot take a second seat of it (10024)", async () => {
    const running = await session(-HOUR);
    const { browser, id } = await learner();
    await enrol(browser, running.id);
    const [live] = (
      await call(approver.browser, attendanceApi.enrolments, {
        ...scope,
        classroomId: running.id,
        status: "approved",
      })
    ).data!;
    await call(approver.browser, attendanceApi.attendance, {
      ...scope,
      id: live!.id,
      attended: false,
    });
    const again = await enrol(browser, running.id);
    expect(again.code).toBe(Code.alreadyRegistered);
    const [after] = await t.database.db
      .select()
      .from(classrooms)
      .where(eq(classrooms.id, running.id));
    expect(after!.seatsTaken).toBe(1);
    expect(await statusOf(id, running.id)).toEqual(["absent"]);
  });

  test("those who attended evaluate once; the others cannot", async () => {
    const running = await session(-HOUR);
    const attendee = await learner();
    await enrol(attendee.browser, running.id);
    const rating = {
      classroomId: running.id,
      overall: 5,
      trainer: 4,
      content: 5,
      comment: "Practical and clear",
    };
    expect(
      (await call(attendee.browser, attendanceApi.evaluate, { ...scope, ...rating })).code,
    ).toBe(Code.forbidden);

    await checkIn(attendee.browser, tokenOf((await qr(running.id)).checkInUrl));
    const saved = await call(attendee.browser, attendanceApi.evaluate, { ...scope, ...rating });
    expect(saved.data).toMatchObject({
      overall: 5,
      trainer: 4,
      content: 5,
      comment: "Practical and clear",
    });
    expect(
      (await call(attendee.browser, attendanceApi.evaluate, { ...scope, ...rating })).code,
    ).toBe(Code.repeatSubmit);
    const mine = await call(attendee.browser, attendanceApi.evaluationOf, {
      ...scope,
      relationId: running.id,
      relationType: 0,
    });
    expect(mine.data).toMatchObject({ classroomId: running.id, overall: 5 });

    const other = await learner();
    const none = await call(other.browser, attendanceApi.evaluationOf, {
      ...scope,
      relationId: running.id,
    });
    expect(none).toMatchObject({ code: 200, data: null });
    const bad = await call(attendee.browser, attendanceApi.evaluate, {
      ...scope,
      ...rating,
      overall: 6,
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe("the approver's decisions and attendance", () => {
  test("rejecting gives the seat back; attendance is recorded once the session has begun", async () => {
    const upcoming = await session(30 * HOUR, { autoApprove: false });
    const { browser, id } = await learner();
    await enrol(browser, upcoming.id);
    const [row] = (
      await call(approver.browser, attendanceApi.enrolments, { ...scope, classroomId: upcoming.id })
    ).data!;
    const seats = async () =>
      (await t.database.db.select().from(classrooms).where(eq(classrooms.id, upcoming.id)))[0]!
        .seatsTaken;
    expect(await seats()).toBe(1);
    const early = await call(approver.browser, attendanceApi.attendance, {
      ...scope,
      id: row!.id,
      attended: true,
    });
    expect(early.code).toBe(Code.signInBeforeClassroomStart);
    expect(
      (await call(approver.browser, attendanceApi.reject, { ...scope, id: row!.id })).data!.status,
    ).toBe("rejected");
    expect(await seats()).toBe(0);
    expect(await statusOf(id, upcoming.id)).toEqual(["rejected"]);
    // A decision made is not made again.
    expect(
      (await call(approver.browser, attendanceApi.approve, { ...scope, id: row!.id })).code,
    ).toBe(Code.repeatSubmit);

    const running = await session(-HOUR);
    await enrol(browser, running.id);
    const [live] = (
      await call(approver.browser, attendanceApi.enrolments, {
        ...scope,
        classroomId: running.id,
        status: "approved",
      })
    ).data!;
    expect(
      (
        await call(approver.browser, attendanceApi.attendance, {
          ...scope,
          id: live!.id,
          attended: false,
        })
      ).data!.status,
    ).toBe("absent");
    // Learners cannot decide.
    expect((await call(browser, attendanceApi.approve, { ...scope, id: live!.id })).code).toBe(
      Code.forbidden,
    );
  });
});
