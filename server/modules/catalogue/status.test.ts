import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { certificationCourses } from "#db/schema/catalogue.ts";
import { registrations } from "#db/schema/enrolment.ts";
import { courseProgress } from "#db/schema/learning.ts";
import { createTestApp, signUp, type Browser, type TestApp } from "../../testing.ts";

/*
 * The status rules (learner §4) against real rows: a signed-up learner, their
 * registrations and course progress written with Drizzle, read back through
 * the calls. Release 101 (HCSA v2.0, 9 credits needed) has compulsory courses
 * worth less than 9 credits, so electives are needed too (learner §9).
 */

let t: TestApp;
let learner: Browser;
let userId: number;
/** Courses of 101 in order: compulsory first. */
let compulsory: { id: number; credits: number }[];
let elective: { id: number; credits: number }[];

const scope = { siteId: 1, languageId: 1 };

beforeAll(async () => {
  t = await createTestApp();
  learner = (await signUp(t.app, { email: "status-learner@example.com" })).browser;
  userId = (await learner.request("/api/user/sso/getUserInfo?siteId=1&languageId=1")).json().data
    .id;
  const planned = await t.database.db
    .select({
      id: certificationCourses.courseReleaseId,
      requirement: certificationCourses.requirement,
      credits: certificationCourses.credits,
    })
    .from(certificationCourses)
    .where(eq(certificationCourses.certificationReleaseId, 101))
    .orderBy(asc(certificationCourses.sort));
  compulsory = planned.filter((c) => c.requirement === 1);
  elective = planned.filter((c) => c.requirement === 0);
});
afterAll(() => t.close());

type RegistrationRow = typeof registrations.$inferInsert;
type Status = RegistrationRow["status"];

/** Replaces the learner's registrations and progress with the given rows. */
async function arrange(input: {
  certification?: Status[];
  course?: { courseReleaseId: number; status: Status };
  progress?: [courseReleaseId: number, learningProcess: number, exerciseProcess?: number][];
}) {
  const db = t.database.db;
  await db.delete(registrations).where(eq(registrations.userId, userId));
  await db.delete(courseProgress).where(eq(courseProgress.userId, userId));
  // In order, so a later row is the newer one (a new enrolment after a rejection).
  for (const status of input.certification ?? []) {
    await db
      .insert(registrations)
      .values({ userId, siteId: 1, relationType: 0, relationId: 101, status });
  }
  if (input.course) {
    await db.insert(registrations).values({
      userId,
      siteId: 1,
      relationType: 1,
      relationId: input.course.courseReleaseId,
      status: input.course.status,
    });
  }
  if (input.progress?.length) {
    await db.insert(courseProgress).values(
      input.progress.map(([courseReleaseId, learningProcess, exerciseProcess = 0]) => ({
        userId,
        courseReleaseId,
        learningProcess,
        exerciseProcess,
      })),
    );
  }
}

async function read(url: string, query: Record<string, unknown> = {}) {
  const search = new URLSearchParams(
    Object.entries({ ...scope, ...query }).map(([k, v]) => [k, String(v)]),
  );
  const res = await learner.request(`/api${url}?${search}`);
  return res.json().data;
}

/** Courses learned (learningProcess 2 or later) with their exercise finished (2) unless given. */
const learned = (list: { id: number }[], process = 2, exercise = 2) =>
  list.map((c) => [c.id, process, exercise] as [number, number, number]);

type Case = {
  name: string;
  certification?: Status[];
  progress?: () => [number, number, number?][];
  currentStatus: number;
  childStatus: number;
  registrationStatus: number;
  /** Earned credits, compulsory and elective. */
  earned?: () => [number, number];
};

const cases: Case[] = [
  { name: "not registered", currentStatus: 0, childStatus: 0, registrationStatus: 0 },
  {
    name: "cancelled",
    certification: ["cancelled"],
    currentStatus: 0,
    childStatus: 0,
    registrationStatus: 0,
  },
  {
    name: "rejected",
    certification: ["rejected"],
    currentStatus: 0,
    childStatus: 1,
    registrationStatus: 0,
  },
  {
    name: "pending",
    certification: ["pending"],
    currentStatus: 0,
    childStatus: 3,
    registrationStatus: 1,
  },
  {
    name: "rejected, then enrolled again (pending)",
    certification: ["rejected", "pending"],
    currentStatus: 0,
    childStatus: 3,
    registrationStatus: 1,
  },
  {
    name: "pending, with credits from courses learned elsewhere",
    certification: ["pending"],
    progress: () => [...learned(compulsory), ...learned(elective)],
    currentStatus: 0,
    childStatus: 3,
    registrationStatus: 1,
  },
  {
    name: "approved, nothing started",
    certification: ["approved"],
    currentStatus: 0,
    childStatus: 2,
    registrationStatus: 2,
  },
  {
    name: "approved, a progress row still at notStart",
    certification: ["approved"],
    progress: () => [[compulsory[0]!.id, 0]],
    currentStatus: 0,
    childStatus: 2,
    registrationStatus: 2,
  },
  {
    name: "approved, one course in learning",
    certification: ["approved"],
    progress: () => [[compulsory[0]!.id, 1]],
    currentStatus: 1,
    childStatus: 0,
    registrationStatus: 2,
    earned: () => [0, 0],
  },
  {
    name: "approved, every compulsory course learned but short of the credits needed",
    certification: ["approved"],
    progress: () => learned(compulsory),
    currentStatus: 1,
    childStatus: 0,
    registrationStatus: 2,
    earned: () => [sum(compulsory), 0],
  },
  {
    name: "approved, enough credits but a compulsory course missing",
    certification: ["approved"],
    progress: () => [...learned(compulsory.slice(1)), ...learned(elective)],
    currentStatus: 1,
    childStatus: 0,
    registrationStatus: 2,
    earned: () => [sum(compulsory.slice(1)), sum(elective)],
  },
  {
    name: "approved, every compulsory course and enough electives: exam",
    certification: ["approved"],
    progress: () => [...learned(compulsory), ...learned(elective)],
    currentStatus: 2,
    childStatus: 0,
    registrationStatus: 2,
    earned: () => [sum(compulsory), sum(elective)],
  },
  {
    name: "approved, quiz passed (3) counts; learned with the quiz failed (4) earns nothing yet",
    certification: ["approved"],
    progress: () => [...learned(compulsory, 3), ...learned(elective, 4, 1)],
    currentStatus: 1,
    childStatus: 0,
    registrationStatus: 2,
    earned: () => [sum(compulsory), 0],
  },
  {
    name: "approved, every course learned but a quiz not taken: no exam yet",
    certification: ["approved"],
    progress: () => [
      ...learned(compulsory.slice(0, 1), 2, 0),
      ...learned(compulsory.slice(1)),
      ...learned(elective),
    ],
    currentStatus: 1,
    childStatus: 0,
    registrationStatus: 2,
    earned: () => [sum(compulsory.slice(1)), sum(elective)],
  },
];

const sum = (list: { credits: number }[]) => list.reduce((a, c) => a + c.credits, 0);

describe("certification status of 101 for a learner (learner §4)", () => {
  test("the seeded plan needs electives: compulsory credits alone fall short", () => {
    expect(sum(compulsory)).toBeLessThan(9);
    expect(sum(compulsory) + sum(elective)).toBeGreaterThanOrEqual(9);
  });

  test.each(cases)("$name -> currentStatus $currentStatus, childStatus $childStatus", async (c) => {
    await arrange({ certification: c.certification, progress: c.progress?.() });
    const detail = await read("/certification/release/certification/detail", { id: 101 });
    expect({
      currentStatus: detail.currentStatus,
      childStatus: detail.childStatus,
      registrationStatus: detail.registrationStatus,
    }).toEqual({
      currentStatus: c.currentStatus,
      childStatus: c.childStatus,
      registrationStatus: c.registrationStatus,
    });
    if (c.earned) {
      const [compulsoryEarned, electiveEarned] = c.earned();
      expect(detail.compulsoryCredits).toEqual({
        earned: compulsoryEarned,
        total: sum(compulsory),
      });
      expect(detail.electiveCredits).toEqual({ earned: electiveEarned, total: sum(elective) });
    }
    // The list, the learner's certifications and the course detail agree with the detail.
    const listed = (await read("/certification/release/certification/list", { kind: 1 })).find(
      (r: { id: number }) => r.id === 101,
    );
    expect([listed.currentStatus, listed.childStatus]).toEqual([c.currentStatus, c.childStatus]);
    const mine = await read("/certification/release/my/courseOfCertification");
    const live = c.certification?.at(-1) === "pending" || c.certification?.at(-1) === "approved";
    expect(mine.map((m: { id: number }) => m.id)).toEqual(live ? [101] : []);
    if (live)
      expect(mine[0]).toMatchObject({
        currentStatus: c.currentStatus,
        registrationStatus: c.registrationStatus,
      });
    // The child version 104 is a separate release: not enrolled.
    expect(detail.sonCertificationReleaseDTOList[0]).toMatchObject({
      id: 104,
      currentStatus: 0,
      childStatus: 0,
    });
  });
});

describe("learning process and locks on the course detail (learner §4)", () => {
  test("learningProcess per course comes from the learner's progress; a visitor's is 0 / null", async () => {
    await arrange({
      certification: ["approved"],
      progress: [
        [compulsory[0]!.id, 1],
        [compulsory[1]!.id, 2],
      ],
    });
    const courses = await read("/certification/release/course/list", { certificationId: 101 });
    const byId = new Map(
      courses.map((c: { id: number; learningProcess: number }) => [c.id, c.learningProcess]),
    );
    expect([
      byId.get(compulsory[0]!.id),
      byId.get(compulsory[1]!.id),
      byId.get(compulsory[2]!.id),
    ]).toEqual([1, 2, 0]);
    const page = await read("/certification/release/course/page/list", {
      courseType: 0,
      pageSize: 100,
    });
    expect(page.rows.find((r: { id: number }) => r.id === compulsory[1]!.id).learningProcess).toBe(
      2,
    );
    const visitor = await t.app.inject({
      url: `/api/certification/release/course/page/list?siteId=1&languageId=1&pageSize=100`,
      headers: { host: "localhost" },
    });
    expect(
      visitor.json().data.rows.every((r: { learningProcess: null }) => r.learningProcess === null),
    ).toBe(true);
  });

  test.each<[string, Parameters<typeof arrange>[0], number, boolean]>([
    ["no registration", {}, 0, true],
    ["certification pending", { certification: ["pending"] }, 1, true],
    ["certification rejected", { certification: ["rejected"] }, 0, true],
    ["certification approved", { certification: ["approved"] }, 2, false],
    [
      "the course itself approved",
      { course: { courseReleaseId: -1, status: "approved" } },
      2,
      false,
    ],
    ["the course itself pending", { course: { courseReleaseId: -1, status: "pending" } }, 1, true],
  ])("%s: registrationStatus %i, locked %s", async (_name, setup, registrationStatus, locked) => {
    const course = compulsory[0]!;
    await arrange({
      ...setup,
      course: setup.course ? { ...setup.course, courseReleaseId: course.id } : undefined,
    });
    const detail = await read("/certification/release/course/detail", {
      id: course.id,
      courseType: 0,
    });
    expect(detail.registrationStatus).toBe(registrationStatus);
    expect(detail.courseContentReleaseDTOS.length).toBeGreaterThan(0);
    expect(
      detail.courseContentReleaseDTOS.every((c: { locked: boolean }) => c.locked === locked),
    ).toBe(true);
  });

  test("the course detail carries its certification's status for the quiz anchor", async () => {
    await arrange({
      certification: ["approved"],
      progress: [...learned(compulsory), ...learned(elective)],
    });
    const detail = await read("/certification/release/course/detail", {
      id: compulsory[0]!.id,
      courseType: 0,
    });
    expect(detail).toMatchObject({ relationId: 101, certificationStatus: 2, learningProcess: 2 });
  });

  test("a visitor sees every chapter locked, whatever the registrations of others", async () => {
    await arrange({ certification: ["approved"] });
    const res = await t.app.inject({
      url: `/api/certification/release/course/detail?siteId=1&languageId=1&id=${compulsory[0]!.id}&courseType=0`,
      headers: { host: "localhost" },
    });
    const detail = res.json().data;
    expect(detail.registrationStatus).toBe(0);
    expect(detail.courseContentReleaseDTOS.every((c: { locked: boolean }) => c.locked)).toBe(true);
  });
});

describe("home recommendations follow the learner's enrolments", () => {
  test("unfinished courses of an enrolled certification, finished ones left out", async () => {
    await arrange({ certification: ["approved"], progress: learned(compulsory) });
    const res = await learner.request("/api/certification/recommendation/getHomePageCourseList", {
      method: "POST",
      json: scope,
    });
    const recommended = res.json().data.map((r: { id: number }) => r.id);
    expect(recommended.sort()).toEqual(elective.map((c) => c.id).sort());
  });
});
