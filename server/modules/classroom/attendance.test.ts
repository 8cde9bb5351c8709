import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { Code } from "#contract/codes.ts";
import { ClassroomEnrolStatus } from "#contract/classroom-rules.ts";
import { classroomEnrolments, classrooms } from "#db/schema/classroom.ts";
import { userRoles } from "#db/schema/enrolment.ts";
import { ClassroomId } from "#db/seed/demo/classrooms.ts";
import { createTestApp, signUp, type Browser, type TestApp, insertSession } from "../../testing.ts";

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
  const me = (await browser.request("/api/user/sso/getUserInfo?siteId=1")).json().data;
  return { browser, id: me.id as number };
}

const post = (browser: Browser, url: string, body: Record<string, unknown> = {}) =>
  browser.request(`/api${url}`, { method: "POST", json: { ...scope, ...body } });
const get = (browser: Browser, url: string, query: Record<string, string | number>) =>
  browser.request(
    `/api${url}?${new URLSearchParams({ ...scope, ...query } as unknown as Record<string, string>)}`,
  );

let nextId = 9700;
/** A session of HCSP on /en starting `startsIn` ms from now (negative: already begun), 3 hours long. */
const session = (startsIn: number, values: Partial<typeof classrooms.$inferInsert> = {}) =>
  insertSession(t, nextId++, startsIn, 3, {
    classroomName: "Attendance test",
    enrolAfterHours: 2,
    autoApprove: true,
    publishedAt: new Date(Date.now() - 24 * HOUR),
    ...values,
  });

async function qr(classroomId: number) {
  const res = await get(approver.browser, "/certification/classroom/qr/detail", { classroomId });
  expect(res.json().code).toBe(200);
  return res.json().data as { checkInUrl: string; qrSvg: string };
}
const tokenOf = (url: string) => new URL(url).searchParams.get("token")!;
const checkIn = (browser: Browser, token: string) =>
  get(browser, "/user/registration/qr/checkIn", { token });
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
  test("only the site's approver gets it: an SVG of the check-in page with a signed code", async () => {
    const running = await session(-HOUR);
    const someone = await learner();
    const refused = await get(someone.browser, "/certification/classroom/qr/detail", {
      classroomId: running.id,
    });
    expect(refused.json().code).toBe(Code.forbidden);
    const { checkInUrl, qrSvg } = await qr(running.id);
    expect(checkInUrl).toMatch(/^http:\/\/localhost(:\d+)?\/en\/classroom\/check-in\?token=/);
    expect(qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    // A session of another site is not found here.
    const other = await get(approver.browser, "/certification/classroom/qr/detail", {
      classroomId: ClassroomId.arHcspOnsite,
    });
    expect(other.json().code).toBe(Code.notFound);
  });
});

describe("checking in (registration/qr/checkIn)", () => {
  test("an approved learner checks in during the session, and again answers the same", async () => {
    const running = await session(-HOUR);
    const { browser, id } = await learner();
    expect(
      (
        await post(browser, "/user/registration/enrollClassroom", { classroomId: running.id })
      ).json().data.status,
    ).toBe("approved");
    const token = tokenOf((await qr(running.id)).checkInUrl);
    const res = await checkIn(browser, token);
    expect(res.json()).toMatchObject({
      code: 200,
      data: {
        classroomId: running.id,
        status: "checked_in",
        enrolStatus: ClassroomEnrolStatus.checkIn,
      },
    });
    expect((await checkIn(browser, token)).json().code).toBe(200);
    expect(await statusOf(id, running.id)).toEqual(["checked_in"]);
  });

  test("pending until the approver approves; not enrolled is not found", async () => {
    const running = await session(-HOUR, { autoApprove: false });
    const pending = await learner();
    await post(pending.browser, "/user/registration/enrollClassroom", { classroomId: running.id });
    const token = tokenOf((await qr(running.id)).checkInUrl);
    expect((await checkIn(pending.browser, token)).json().code).toBe(Code.forbidden);

    const list = await get(approver.browser, "/admin/classroom/enrolments", {
      classroomId: running.id,
    });
    const [row] = list.json().data;
    expect(row).toMatchObject({ classroomId: running.id, status: "pending" });
    expect(
      (await post(approver.browser, "/admin/classroom/approve", { id: row.id })).json().data,
    ).toEqual({
      id: row.id,
      status: "approved",
    });
    expect((await checkIn(pending.browser, token)).json().code).toBe(200);

    const stranger = await learner();
    expect((await checkIn(stranger.browser, token)).json().code).toBe(Code.notFound);
  });

  test("the approver's list comes in pages, oldest enrolment first", async () => {
    const later = await session(30 * HOUR, { autoApprove: false });
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const trainee = await learner();
      await post(trainee.browser, "/user/registration/enrollClassroom", { classroomId: later.id });
      ids.push(trainee.id);
    }
    const page = async (pageNum: number) =>
      (
        await get(approver.browser, "/admin/classroom/enrolments", {
          classroomId: later.id,
          pageNum,
          pageSize: 2,
        })
      ).json().data as { learnerEmail: string; id: number }[];
    const [first, second, third] = [await page(1), await page(2), await page(3)];
    expect([first.length, second.length, third.length]).toEqual([2, 1, 0]);
    const all = [...first, ...second].map((row) => row.id);
    expect(new Set(all).size).toBe(3);
    expect(all).toEqual([...all].sort((a, b) => a - b));
    // A page larger than the limit is refused.
    const tooLarge = await get(approver.browser, "/admin/classroom/enrolments", {
      classroomId: later.id,
      pageSize: 500,
    });
    expect(tooLarge.statusCode).toBe(400);
  });

  test("not before the session begins (20037), not with a forged or expired code", async () => {
    const upcoming = await session(5 * HOUR);
    const { browser, id } = await learner();
    await post(browser, "/user/registration/enrollClassroom", { classroomId: upcoming.id });
    const token = tokenOf((await qr(upcoming.id)).checkInUrl);
    expect((await checkIn(browser, token)).json().code).toBe(Code.signInBeforeClassroomStart);
    expect(await statusOf(id, upcoming.id)).toEqual(["approved"]);

    // Another session's id with this signature, or a changed signature: not ours.
    const [, expires, signature] = token.split(".");
    const forged = [
      `${upcoming.id + 1}.${expires}.${signature}`,
      `${upcoming.id}.${expires}.${"A".repeat(43)}`,
      "nonsense",
    ];
    for (const code of forged) {
      const res = await checkIn(browser, code);
      expect([res.statusCode, res.json().code], code).toEqual([400, Code.badRequest]);
    }

    // The code of a session that has ended has expired.
    const ended = await session(-5 * HOUR);
    const old = tokenOf((await qr(ended.id)).checkInUrl);
    expect((await checkIn(browser, old)).json().code).toBe(Code.forbidden);
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
      certificationReleaseId: 102,
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
    await post(browser, "/user/registration/enrollClassroom", { classroomId: running.id });
    const [live] = (
      await get(approver.browser, "/admin/classroom/enrolments", {
        classroomId: running.id,
        status: "approved",
      })
    ).json().data;
    await post(approver.browser, "/admin/classroom/attendance", { id: live.id, attended: false });
    const again = await post(browser, "/user/registration/enrollClassroom", {
      classroomId: running.id,
    });
    expect(again.json().code).toBe(Code.alreadyRegistered);
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
    await post(attendee.browser, "/user/registration/enrollClassroom", { classroomId: running.id });
    const rating = {
      classroomId: running.id,
      overall: 5,
      trainer: 4,
      content: 5,
      comment: "Practical and clear",
    };
    expect(
      (await post(attendee.browser, "/certification/evaluate/classroom", rating)).json().code,
    ).toBe(Code.forbidden);

    await checkIn(attendee.browser, tokenOf((await qr(running.id)).checkInUrl));
    const saved = await post(attendee.browser, "/certification/evaluate/classroom", rating);
    expect(saved.json().data).toMatchObject({
      overall: 5,
      trainer: 4,
      content: 5,
      comment: "Practical and clear",
    });
    expect(
      (await post(attendee.browser, "/certification/evaluate/classroom", rating)).json().code,
    ).toBe(Code.repeatSubmit);
    const mine = await post(attendee.browser, "/certification/evaluate/queryByUserId", {
      relationId: running.id,
      relationType: 0,
    });
    expect(mine.json().data).toMatchObject({ classroomId: running.id, overall: 5 });

    const other = await learner();
    const none = await post(other.browser, "/certification/evaluate/queryByUserId", {
      relationId: running.id,
    });
    expect(none.json()).toMatchObject({ code: 200, data: null });
    const bad = await post(attendee.browser, "/certification/evaluate/classroom", {
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
    await post(browser, "/user/registration/enrollClassroom", { classroomId: upcoming.id });
    const [row] = (
      await get(approver.browser, "/admin/classroom/enrolments", { classroomId: upcoming.id })
    ).json().data;
    const seats = async () =>
      (await t.database.db.select().from(classrooms).where(eq(classrooms.id, upcoming.id)))[0]!
        .seatsTaken;
    expect(await seats()).toBe(1);
    const early = await post(approver.browser, "/admin/classroom/attendance", {
      id: row.id,
      attended: true,
    });
    expect(early.json().code).toBe(Code.signInBeforeClassroomStart);
    expect(
      (await post(approver.browser, "/admin/classroom/reject", { id: row.id })).json().data.status,
    ).toBe("rejected");
    expect(await seats()).toBe(0);
    expect(await statusOf(id, upcoming.id)).toEqual(["rejected"]);
    // A decision made is not made again.
    expect(
      (await post(approver.browser, "/admin/classroom/approve", { id: row.id })).json().code,
    ).toBe(Code.repeatSubmit);

    const running = await session(-HOUR);
    await post(browser, "/user/registration/enrollClassroom", { classroomId: running.id });
    const [live] = (
      await get(approver.browser, "/admin/classroom/enrolments", {
        classroomId: running.id,
        status: "approved",
      })
    ).json().data;
    expect(
      (
        await post(approver.browser, "/admin/classroom/attendance", {
          id: live.id,
          attended: false,
        })
      ).json().data.status,
    ).toBe("absent");
    // Learners cannot decide.
    expect((await post(browser, "/admin/classroom/approve", { id: live.id })).json().code).toBe(
      Code.forbidden,
    );
  });
});
