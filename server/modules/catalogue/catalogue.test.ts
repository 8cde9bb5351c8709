import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  certificationCourses,
  certificationReleases,
  courseChapters,
  courseReleases,
  courses,
  topics,
} from "#db/schema/catalogue.ts";
import type { z } from "zod";
import { catalogueApi } from "#contract/catalogue.ts";
import { detailBannerType, listBannerType } from "#contract/catalogue-rules.ts";
import { classroomApi } from "#contract/classroom.ts";
import type { Envelope, FieldErrors } from "#contract/envelope.ts";
import {
  call,
  createBrowser,
  createTestApp,
  hosts,
  signUp,
  type Browser,
  type TestApp,
} from "../../testing.ts";

let t: TestApp;
/** A visitor, signed in to nothing. */
let visitor: Browser;
let learner: Browser;
/** Every response body this file received, to prove no chapter video file ever leaves. */
const bodies: string[] = [];
/** The browser, keeping each body it receives in `bodies`. */
const recording = (browser: Browser): Browser => ({
  ...browser,
  async request(url, init) {
    const res = await browser.request(url, init);
    bodies.push(res.body);
    return res;
  },
});

beforeAll(async () => {
  t = await createTestApp();
  visitor = recording(createBrowser(t.app));
  learner = recording((await signUp(t.app, { email: "catalogue-learner@example.com" })).browser);
});
afterAll(() => t.close());

const main = { siteId: 1, languageId: 1 };
const arabic = { siteId: 3, languageId: 2 };
const german = { siteId: 8, languageId: 3 };
const thermal = { siteId: 19, languageId: 1 };
/** The input fields a 400 names. */
const fieldsOf = (answer: Envelope) => answer.errorContext!.fields as FieldErrors;

/** Course release ids of a certification release, straight from the tables. */
async function coursesOf(releaseId: number) {
  return t.database.db
    .select({
      id: certificationCourses.courseReleaseId,
      requirement: certificationCourses.requirement,
      credits: certificationCourses.credits,
    })
    .from(certificationCourses)
    .where(eq(certificationCourses.certificationReleaseId, releaseId))
    .orderBy(asc(certificationCourses.sort));
}

type Scope = { siteId: number; languageId: number };
/** The course page's filters and paging, beside the scope. */
type CoursePageQuery = Omit<z.input<typeof catalogueApi.coursePage.request>, keyof Scope>;

const ids = (rows: { id: number }[]) => rows.map((r) => r.id);
const arabicScript = /[\u0600-\u06FF]/;

describe("GET /certification/release/certification/list", () => {
  test("lists the site's top-level releases per kind, child versions only in the detail", async () => {
    const hsc = await call(visitor, catalogueApi.certificationList, { ...main, kind: 1 });
    expect(hsc.code).toBe(200);
    expect(ids(hsc.data!)).toEqual([101, 102, 103]);
    expect(
      ids((await call(visitor, catalogueApi.certificationList, { ...main, kind: 0 })).data!),
    ).toEqual([111, 112]);
    expect(ids((await call(visitor, catalogueApi.certificationList, main)).data!).sort()).toEqual([
      101, 102, 103, 111, 112,
    ]);
  });

  test("a summary carries the spec's fields and a visitor's status enrol/0", async () => {
    const [hcsa] = (await call(visitor, catalogueApi.certificationList, { ...main, kind: 1 }))
      .data!;
    expect(hcsa).toEqual({
      id: 101,
      certificationId: 1,
      kind: 1,
      level: "HCSA",
      certificationName: expect.stringContaining("HCSA"),
      summary: expect.any(String),
      coverImage: expect.any(String),
      versionLabel: "v2.0",
      creditsNeeded: 9,
      practicalExam: false,
      certificationTypeName: "Video Security",
      certificationSubtypeName: "IP Cameras",
      isExpand: false,
      currentStatus: 0,
      childStatus: 0,
    });
  });

  test("each site and language shows its own releases only", async () => {
    const ar = await call(visitor, catalogueApi.certificationList, arabic);
    expect(ids(ar.data!).sort()).toEqual([201, 202, 211]);
    expect(
      ar.data!.every((c: { certificationName: string }) => arabicScript.test(c.certificationName)),
    ).toBe(true);
    const de = await call(visitor, catalogueApi.certificationList, german);
    expect(ids(de.data!).sort()).toEqual([301, 311]);
    const th = await call(visitor, catalogueApi.certificationList, thermal, {
      host: hosts.thermal,
    });
    expect(ids(th.data!).sort()).toEqual([601, 602]);
    const neutral = await call(
      visitor,
      catalogueApi.certificationList,
      { siteId: 30, languageId: 1 },
      { host: hosts.neutral },
    );
    expect(ids(neutral.data!)).toEqual([701]);
  });

  test("bad input is 400 naming the field; a site of another tenant is refused", async () => {
    const bad = await call(visitor, catalogueApi.certificationList, { ...main, kind: 7 });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad).kind).toBeDefined();
    const foreign = await call(visitor, catalogueApi.certificationList, main, {
      host: hosts.thermal,
    });
    expect(foreign.statusCode).toBe(400);
    expect(fieldsOf(foreign).siteId).toBeDefined();
  });
});

describe("GET /certification/release/certification/detail", () => {
  test("the detail of 101: child version, courses split by requirement, credit totals, intro video", async () => {
    const res = await call(visitor, catalogueApi.certificationDetail, { ...main, id: 101 });
    expect(res.code).toBe(200);
    const detail = res.data!;
    const planned = await coursesOf(101);
    const sum = (requirement: number) =>
      planned.filter((c) => c.requirement === requirement).reduce((a, c) => a + c.credits, 0);
    expect(detail).toMatchObject({
      id: 101,
      kind: 1,
      currentStatus: 0,
      childStatus: 0,
      registrationStatus: 0,
      detailFile: expect.stringMatching(/\.mp4$/),
      practicalExam: false,
      hasOnlineClassroom: false,
      hasOnsiteClassroom: false,
      prerequisite: null,
      userCourseUpdateDTO: null,
      compulsoryCredits: { earned: 0, total: sum(1) },
      electiveCredits: { earned: 0, total: sum(0) },
    });
    expect(detail.sonCertificationReleaseDTOList).toEqual([
      expect.objectContaining({ id: 104, versionLabel: "v1.0", isExpand: false, currentStatus: 0 }),
    ]);
    expect(detail.courses.map((c: { id: number }) => c.id).sort()).toEqual(ids(planned).sort());
    // Compulsory courses first (learner §2: the list is split into compulsory and elective).
    const requirements = detail.courses.map((c: { requirement: number }) => c.requirement);
    expect(requirements).toEqual([...requirements].sort((a, b) => b - a));
    expect(detail.courses[0]).toEqual({
      id: expect.any(Number),
      relationId: 101,
      courseType: expect.any(Number),
      courseName: expect.any(String),
      summary: expect.any(String),
      coverImage: expect.any(String),
      duration: expect.any(Number),
      requirement: 1,
      credits: expect.any(Number),
      learningProcess: 0,
    });
  });

  test("a professional level names its prerequisite and its practical exam", async () => {
    const data = (await call(visitor, catalogueApi.certificationDetail, { ...main, id: 102 }))
      .data!;
    expect(data.prerequisite).toEqual({
      certificationReleaseId: 101,
      certificationName: expect.stringContaining("HCSA"),
      versionLabel: "v2.0",
    });
    expect(data.practicalExam).toBe(true);
    expect(data.hasOnsiteClassroom).toBe(true);
    const arabicDetail = await call(visitor, catalogueApi.certificationDetail, {
      ...arabic,
      id: 202,
    });
    expect(arabicDetail.data!.prerequisite!.certificationReleaseId).toBe(201);
  });

  test("a release of another site, language or tenant is 404", async () => {
    for (const [query, host] of [
      [{ ...main, id: 201 }, hosts.main],
      [{ ...main, id: 301 }, hosts.main],
      [{ ...arabic, id: 101 }, hosts.main],
      [{ siteId: 2, languageId: 1, id: 101 }, hosts.main],
      [{ ...thermal, id: 101 }, hosts.thermal],
      [{ ...main, id: 601 }, hosts.main],
      [{ ...main, id: 999_999 }, hosts.main],
    ] as const) {
      const res = await call(visitor, catalogueApi.certificationDetail, query, { host });
      expect([res.statusCode, res.code, res.data]).toEqual([404, 404, null]);
    }
    const own = await call(
      visitor,
      catalogueApi.certificationDetail,
      { ...thermal, id: 601 },
      { host: hosts.thermal },
    );
    expect(own.code).toBe(200);
  });

  test("bad input is 400 naming the field", async () => {
    for (const query of [{ id: "abc" }, { id: -1 }, {}]) {
      // Some are outside the contract's type: the server refuses them too.
      const res = await call(visitor, catalogueApi.certificationDetail, {
        ...main,
        ...(query as { id: number }),
      });
      expect(res.statusCode).toBe(400);
      expect(fieldsOf(res).id).toBeDefined();
    }
  });

  test("rich text goes out sanitised", async () => {
    await t.database.db
      .update(certificationReleases)
      .set({
        description:
          '<p onclick="steal()">Intro <strong>bold</strong></p><script>alert(1)</script>' +
          '<img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a><a href="https://example.com/a">ok</a>',
      })
      .where(eq(certificationReleases.id, 103));
    // The catalogue is read at most once a minute; an edit drops the copy.
    t.app.services.catalogue.invalidate();
    const data = (await call(visitor, catalogueApi.certificationDetail, { ...main, id: 103 }))
      .data!;
    expect(data.description).toBe(
      '<p>Intro <strong>bold</strong></p><a>x</a><a href="https://example.com/a">ok</a>',
    );
    expect(data.description).not.toMatch(/script|onclick|onerror|javascript:|<img/);
  });
});

describe("GET /certification/release/course/list", () => {
  test("the courses of a certification release with requirement and credits", async () => {
    const res = await call(visitor, catalogueApi.courseList, { ...main, certificationId: 111 });
    const planned = await coursesOf(111);
    expect(res.data).toHaveLength(planned.length);
    for (const course of res.data!) {
      const plan = planned.find((p) => p.id === course.id)!;
      expect(course).toMatchObject({
        relationId: 111,
        requirement: plan.requirement,
        credits: plan.credits,
        learningProcess: 0,
      });
    }
  });

  test("another site's release is 404; a missing id 400", async () => {
    expect(
      (await call(visitor, catalogueApi.courseList, { ...main, certificationId: 211 })).code,
    ).toBe(404);
    // No certificationId, which the contract requires: the server refuses it too.
    const missing = await call(visitor, catalogueApi.courseList, main as never);
    expect(fieldsOf(missing).certificationId).toBeDefined();
  });
});

describe("GET /certification/release/course/page/list, courseType 0: courses of certifications", () => {
  const list = (query: CoursePageQuery = {}, scope: Scope = main, host?: string) =>
    call(visitor, catalogueApi.coursePage, { ...scope, courseType: 0, ...query }, { host });

  /** The distinct course releases linked to the site's certification releases. */
  async function expectedCourseIds(siteId: number, languageId: number) {
    const rows = await t.database.db
      .selectDistinct({ id: courseReleases.id })
      .from(certificationCourses)
      .innerJoin(courseReleases, eq(courseReleases.id, certificationCourses.courseReleaseId))
      .innerJoin(courses, eq(courses.id, courseReleases.courseId))
      .innerJoin(
        certificationReleases,
        eq(certificationReleases.id, certificationCourses.certificationReleaseId),
      )
      .where(
        and(
          eq(certificationReleases.siteId, siteId),
          eq(certificationReleases.languageId, languageId),
          eq(courseReleases.siteId, siteId),
          eq(courses.courseType, 0),
        ),
      );
    return ids(rows).sort((a, b) => a - b);
  }

  test("pages of 15 (desktop) and 10 (mobile) cover every course once; total counts them all", async () => {
    const expected = await expectedCourseIds(1, 1);
    expect(expected.length).toBeGreaterThan(15);
    for (const pageSize of [15, 10]) {
      const seen: number[] = [];
      let total = 0;
      for (let pageNum = 1; pageNum <= Math.ceil(expected.length / pageSize); pageNum++) {
        const data = (await list({ pageNum, pageSize })).data!;
        expect(data.rows.length).toBeLessThanOrEqual(pageSize);
        seen.push(...ids(data.rows));
        total = data.total;
      }
      expect(total).toBe(expected.length);
      expect(seen.sort((a, b) => a - b)).toEqual(expected);
    }
    const first = (await list()).data!;
    expect(first.rows).toHaveLength(15);
    const beyond = (await list({ pageNum: 99 })).data!;
    expect(beyond).toEqual({ rows: [], total: expected.length });
  });

  test("a row names the certification it counts for, with requirement and credits", async () => {
    const [row] = (await list({ pageSize: 1 })).data!.rows;
    expect(row).toEqual({
      id: expect.any(Number),
      courseType: 0,
      isTopic: false,
      courseName: expect.any(String),
      summary: expect.any(String),
      coverImage: expect.any(String),
      duration: expect.any(Number),
      versionLabel: expect.any(String),
      languageComplete: "English",
      chapterCount: expect.any(Number),
      relationId: expect.any(Number),
      certificationName: expect.any(String),
      kind: expect.any(Number),
      requirement: expect.any(Number),
      credits: expect.any(Number),
      productLineName: expect.toBeOneOf([expect.any(String), null]),
      videoTypeName: expect.toBeOneOf([expect.any(String), null]),
      publishedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      learningProcess: null,
    });
    expect(row!.chapterCount).toBeGreaterThanOrEqual(3);
    expect(row!.summary).not.toMatch(/<[a-z]/);
  });

  test("kind filter", async () => {
    const gsc = (await list({ kind: 0, pageSize: 100 })).data!;
    expect(gsc.total).toBeGreaterThan(0);
    expect(gsc.rows.every((r) => r.kind === 0 && [111, 112].includes(r.relationId!))).toBe(true);
  });

  test("requirement filter: the row shows the link that matched", async () => {
    for (const requirement of [0, 1]) {
      const data = (await list({ requirement, pageSize: 100 })).data!;
      expect(data.total).toBeGreaterThan(0);
      expect(data.rows.every((r) => r.requirement === requirement)).toBe(true);
    }
  });

  test("certification type and subtype filters, by name in the request's language", async () => {
    const networking = (await list({ certificationTypeName: "Networking", pageSize: 100 })).data!;
    expect(new Set(networking.rows.map((r) => r.relationId))).toEqual(new Set([111]));
    expect(networking.total).toBe((await coursesOf(111)).length);
    const nvr = (await list({ certificationSubtypeName: "nvr and storage", pageSize: 100 })).data!;
    expect(new Set(nvr.rows.map((r) => r.relationId))).toEqual(new Set([102]));
    const none = (await list({ certificationTypeName: "No such type" })).data!;
    expect(none).toEqual({ rows: [], total: 0 });
    const arabicType = (await list({ certificationTypeName: "الشبكات", pageSize: 100 }, arabic))
      .data!;
    expect(new Set(arabicType.rows.map((r) => r.relationId))).toEqual(new Set([211]));
  });

  test("version label filter", async () => {
    const data = (await list({ versionLabel: "v1.0", pageSize: 100 })).data!;
    expect(data.total).toBeGreaterThan(0);
    const relations = new Set(data.rows.map((r) => r.relationId));
    for (const id of relations) expect([103, 104, 112]).toContain(id);
  });

  test("language filter: the site's language, or nothing", async () => {
    const all = (await list()).data!.total;
    expect((await list({ languageComplete: "English" })).data!.total).toBe(all);
    expect((await list({ languageComplete: "العربية" })).data).toEqual({ rows: [], total: 0 });
  });

  test("keyword filter", async () => {
    const data = (await list({ keyword: "camera", pageSize: 100 })).data!;
    expect(data.total).toBeGreaterThan(0);
    expect(data.total).toBeLessThan((await list()).data!.total);
    for (const row of data.rows) {
      expect(`${row.courseName} ${row.summary}`.toLowerCase()).toMatch(/camera/);
    }
  });

  test("Arabic and German sites list their own courses; the thermal host its own", async () => {
    const ar = (await list({ pageSize: 100 }, arabic)).data!;
    expect(ids(ar.rows).sort((a, b) => a - b)).toEqual(await expectedCourseIds(3, 2));
    expect(ar.rows.every((r: { courseName: string }) => arabicScript.test(r.courseName))).toBe(
      true,
    );
    const de = (await list({ pageSize: 100 }, german)).data!;
    expect(ids(de.rows).sort((a, b) => a - b)).toEqual(await expectedCourseIds(8, 3));
    const th = (await list({ pageSize: 100 }, thermal, hosts.thermal)).data!;
    expect(ids(th.rows).sort((a, b) => a - b)).toEqual(await expectedCourseIds(19, 1));
    expect(th.rows.every((r) => [601, 602].includes(r.relationId!))).toBe(true);
  });

  test("bad input is 400 naming the field", async () => {
    for (const [query, field] of [
      [{ courseType: 5 }, "courseType"],
      [{ pageSize: 0 }, "pageSize"],
      [{ pageNum: "x" }, "pageNum"],
      [{ requirement: 3 }, "requirement"],
      [{ kind: 9 }, "kind"],
      [{ keyword: "x".repeat(101) }, "keyword"],
    ] as const) {
      // Some are outside the contract's types: the server refuses them too.
      const res = await list(query as CoursePageQuery);
      expect(res.statusCode).toBe(400);
      expect(fieldsOf(res)[field]).toBeDefined();
    }
  });
});

describe("GET /certification/release/course/page/list, courseType 1: educational videos", () => {
  const videos = (query: CoursePageQuery = {}, scope: Scope = main) =>
    call(visitor, catalogueApi.coursePage, {
      ...scope,
      courseType: 1,
      pageSize: 100,
      ...query,
    });

  test("type 0 lists topics and video courses, newest first; 1 topics; 2 video courses", async () => {
    const all = (await videos()).data!;
    const topicsOnly = (await videos({ type: 1 })).data!;
    const coursesOnly = (await videos({ type: 2 })).data!;
    expect(topicsOnly.total).toBeGreaterThan(0);
    expect(coursesOnly.total).toBeGreaterThan(0);
    expect(all.total).toBe(topicsOnly.total + coursesOnly.total);
    expect(topicsOnly.rows.every((r: { isTopic: boolean }) => r.isTopic)).toBe(true);
    expect(
      coursesOnly.rows.every(
        (r: { isTopic: boolean; courseType: number }) => !r.isTopic && r.courseType === 1,
      ),
    ).toBe(true);
    const dates = all.rows.map((r: { publishedAt: string }) => r.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  test("product line and video type filters", async () => {
    const all = (await videos()).data!.rows as {
      productLineName: string | null;
      videoTypeName: string | null;
    }[];
    const cameras = (await videos({ productLineId: 1 })).data!;
    expect(cameras.total).toBeGreaterThan(0);
    expect(cameras.total).toBeLessThan(all.length);
    expect(cameras.rows.every((r) => r.productLineName === "Network Cameras")).toBe(true);
    const tutorials = (await videos({ videoTypeId: 1 })).data!;
    expect(tutorials.total).toBeGreaterThan(0);
    expect(tutorials.rows.every((r) => r.videoTypeName === "Product tutorial")).toBe(true);
    const both = (await videos({ productLineId: 1, videoTypeId: 1 })).data!;
    expect(both.total).toBeLessThanOrEqual(Math.min(cameras.total, tutorials.total));
  });

  test("the filters' choices: the product lines and video types the site's videos have (decision 0057)", async () => {
    const info = (await call(visitor, catalogueApi.videoTypeInfo, main)).data! as {
      productLineList: { id: number; productLineName: string }[];
      videoTypeList: { id: number; videoTypeName: string }[];
    };
    const rows = (await videos({ pageSize: 128 })).data!.rows as {
      productLineName: string | null;
      videoTypeName: string | null;
    }[];
    const used = (names: (string | null)[]) =>
      [...new Set(names.filter((name): name is string => name !== null))].sort();
    expect(info.productLineList.map((line) => line.productLineName).sort()).toEqual(
      used(rows.map((row) => row.productLineName)),
    );
    expect(info.videoTypeList.map((type) => type.videoTypeName).sort()).toEqual(
      used(rows.map((row) => row.videoTypeName)),
    );
    // In the tenant's order, and each choice finds videos.
    expect(info.productLineList[0]).toEqual({ id: 1, productLineName: "Network Cameras" });
    for (const line of info.productLineList)
      expect((await videos({ productLineId: line.id })).data!.total).toBeGreaterThan(0);
    // Named in the site's language; the thermal brand's own lists on its site.
    const ar = (await call(visitor, catalogueApi.videoTypeInfo, arabic)).data!;
    expect(ar.productLineList.length).toBeGreaterThan(0);
    for (const line of ar.productLineList) expect(line.productLineName).toMatch(arabicScript);
    const theirs = (
      await call(visitor, catalogueApi.videoTypeInfo, thermal, { host: hosts.thermal })
    ).data!;
    expect(theirs.productLineList.map((line: { id: number }) => line.id)).not.toContain(1);
  });

  test("keyword and paging", async () => {
    const lens = (await videos({ keyword: "lens" })).data!;
    expect(lens.rows.some((r: { courseName: string }) => /lens/i.test(r.courseName))).toBe(true);
    const total = (await videos()).data!.total;
    const pageOne = (await videos({ pageSize: 2, pageNum: 1 })).data!;
    const pageTwo = (await videos({ pageSize: 2, pageNum: 2 })).data!;
    expect(pageOne.total).toBe(total);
    expect(pageOne.rows).toHaveLength(2);
    expect(pageTwo.rows).toHaveLength(2);
    expect(ids(pageTwo.rows).filter((id) => ids(pageOne.rows).includes(id))).toEqual([]);
  });

  test("the Arabic site lists Arabic videos only", async () => {
    const ar = (await videos({}, arabic)).data!;
    expect(ar.total).toBeGreaterThan(0);
    expect(ar.rows.every((r: { courseName: string }) => arabicScript.test(r.courseName))).toBe(
      true,
    );
  });

  test("bad input is 400 naming the field", async () => {
    for (const [query, field] of [
      [{ type: 3 }, "type"],
      [{ productLineId: "abc" }, "productLineId"],
      [{ videoTypeId: 0 }, "videoTypeId"],
    ] as const) {
      // Some are outside the contract's types: the server refuses them too.
      const res = await videos(query as never);
      expect(res.statusCode).toBe(400);
      expect(fieldsOf(res)[field]).toBeDefined();
    }
  });
});

describe("GET /certification/release/course/detail", () => {
  test("a course of 101: chapters locked for a visitor, sanitised description, never a video file", async () => {
    const [first] = await coursesOf(101);
    const res = await call(visitor, catalogueApi.courseDetail, {
      ...main,
      id: first!.id,
      courseType: 0,
    });
    expect(res.code).toBe(200);
    const detail = res.data!;
    expect(detail).toMatchObject({
      id: first!.id,
      relationId: 101,
      kind: 1,
      courseType: 0,
      learningProcess: 0,
      registrationStatus: 0,
      certificationStatus: 0,
      credits: first!.credits,
    });
    expect(detail.credits).toBeGreaterThan(0);
    expect(detail.courseContentReleaseDTOS.length).toBeGreaterThanOrEqual(3);
    for (const chapter of detail.courseContentReleaseDTOS) {
      expect(Object.keys(chapter).sort()).toEqual([
        "completed",
        "duration",
        "id",
        "locked",
        "title",
      ]);
      expect(chapter.locked).toBe(true);
    }
    expect(detail.description).not.toMatch(/<script|on\w+=/);
  });

  test("a video course: locked for a visitor, open to a logged-in learner", async () => {
    const [video] = await t.database.db
      .select({ id: courseReleases.id })
      .from(courseReleases)
      .innerJoin(courses, eq(courses.id, courseReleases.courseId))
      .where(
        and(
          eq(courseReleases.siteId, 1),
          eq(courseReleases.languageId, 1),
          eq(courses.courseType, 1),
        ),
      )
      .limit(1);
    const locked = (
      await call(visitor, catalogueApi.courseDetail, { ...main, id: video!.id, courseType: 1 })
    ).data!;
    expect(locked.courseType).toBe(1);
    // An educational video belongs to no certification: it earns no credits.
    expect(locked).toMatchObject({ relationId: null, credits: null });
    expect(locked.courseContentReleaseDTOS.every((c: { locked: boolean }) => c.locked)).toBe(true);
    const signedIn = (
      await call(learner, catalogueApi.courseDetail, { ...main, id: video!.id, courseType: 1 })
    ).data!;
    expect(signedIn.courseContentReleaseDTOS.every((c: { locked: boolean }) => !c.locked)).toBe(
      true,
    );
    // The wrong courseType for the id is not this item.
    expect(
      (await call(visitor, catalogueApi.courseDetail, { ...main, id: video!.id, courseType: 0 }))
        .code,
    ).toBe(404);
  });

  test("another site's course is 404; bad input 400", async () => {
    const [arabicCourse] = await coursesOf(201);
    expect(
      (
        await call(visitor, catalogueApi.courseDetail, {
          ...main,
          id: arabicCourse!.id,
          courseType: 0,
        })
      ).code,
    ).toBe(404);
    const [thermalCourse] = await coursesOf(601);
    expect(
      (
        await call(visitor, catalogueApi.courseDetail, {
          ...main,
          id: thermalCourse!.id,
          courseType: 0,
        })
      ).code,
    ).toBe(404);
    // A courseType outside the contract's 0 and 1: the server refuses it too.
    const bad = await call(visitor, catalogueApi.courseDetail, {
      ...main,
      id: 1,
      courseType: 2 as never,
    });
    expect(fieldsOf(bad).courseType).toBeDefined();
  });
});

describe("GET /certification/release/topic/detail", () => {
  test("a topic is locked for a visitor and open to a learner; another site's topic is 404", async () => {
    const [topic] = await t.database.db
      .select({ id: topics.id })
      .from(topics)
      .where(and(eq(topics.siteId, 1), eq(topics.languageId, 1)))
      .limit(1);
    const locked = (await call(visitor, catalogueApi.topicDetail, { ...main, id: topic!.id }))
      .data!;
    expect(locked).toMatchObject({ id: topic!.id, locked: true });
    expect(locked).not.toHaveProperty("videoFile");
    const signedIn = (await call(learner, catalogueApi.topicDetail, { ...main, id: topic!.id }))
      .data!;
    expect(signedIn.locked).toBe(false);
    expect((await call(visitor, catalogueApi.topicDetail, { ...arabic, id: topic!.id })).code).toBe(
      404,
    );
  });
});

describe("GET /certification/release/certification/getByCountryLanguage", () => {
  const byLanguage = (
    query: z.input<typeof catalogueApi.releaseInLanguage.request>,
    host?: string,
  ) => call(visitor, catalogueApi.releaseInLanguage, query, { host });

  test("the same certification in another language, on the site that offers it", async () => {
    expect(
      (await byLanguage({ siteId: 1, languageId: 2, releaseCertificationId: 101 })).data,
    ).toEqual({
      id: 201,
      siteId: 3,
      languageId: 2,
      pathPrefix: "/ar",
      certificationName: expect.stringMatching(arabicScript),
      versionLabel: "v2.0",
    });
    expect(
      (await byLanguage({ siteId: 1, languageId: 3, releaseCertificationId: 101 })).data,
    ).toMatchObject({
      id: 301,
      siteId: 8,
    });
    expect(
      (await byLanguage({ siteId: 3, languageId: 1, releaseCertificationId: 201 })).data,
    ).toMatchObject({
      id: 101,
      siteId: 1,
    });
    expect(
      (await byLanguage({ siteId: 19, languageId: 2, releaseCertificationId: 601 }, hosts.thermal))
        .data,
    ).toMatchObject({ id: 651, siteId: 19, languageId: 2 });
  });

  test("null when no release exists in that language; 404 for a release not on the request's site", async () => {
    const none = await byLanguage({ siteId: 1, languageId: 3, releaseCertificationId: 103 });
    expect([none.code, none.data]).toEqual([200, null]);
    expect((await byLanguage({ siteId: 1, languageId: 2, releaseCertificationId: 201 })).code).toBe(
      404,
    );
    expect(
      (await byLanguage({ siteId: 19, languageId: 1, releaseCertificationId: 101 }, hosts.thermal))
        .code,
    ).toBe(404);
    // No releaseCertificationId, which the contract requires: the server refuses it too.
    const bad = await byLanguage({ siteId: 1, languageId: 2 } as never);
    expect(fieldsOf(bad).releaseCertificationId).toBeDefined();
  });
});

describe("type, kind, banner and language lists", () => {
  test("getCertificationTypeInfo: types with subtypes and the site's version labels", async () => {
    const data = (await call(visitor, catalogueApi.certificationTypeInfo, main)).data!;
    const video = data.certificationTypeList.find(
      (t: { certificationTypeName: string }) => t.certificationTypeName === "Video Security",
    );
    expect(
      video!.subtypeList.map(
        (s: { certificationSubtypeName: string }) => s.certificationSubtypeName,
      ),
    ).toEqual(expect.arrayContaining(["IP Cameras", "NVR and Storage", "Video Analytics"]));
    expect(data.versionLabelList).toEqual(["v3.0", "v2.0", "v1.0"]);
    const ar = (await call(visitor, catalogueApi.certificationTypeInfo, arabic)).data!;
    expect(arabicScript.test(ar.certificationTypeList[0]!.certificationTypeName)).toBe(true);
  });

  test("banner/release/query: the banners of the type codes asked for", async () => {
    const data = (await call(visitor, catalogueApi.banners, { ...main, typeList: [3, 4] })).data!;
    expect(new Set(data.map((b: { type: number }) => b.type))).toEqual(new Set([3, 4]));
    expect(data[0]).toEqual({
      id: expect.any(Number),
      type: expect.any(Number),
      title: expect.any(String),
      subtitle: expect.any(String),
      image: expect.any(String),
      link: expect.any(String),
    });
    const detail = (await call(visitor, catalogueApi.banners, { ...main, typeList: [7] })).data!;
    expect(detail.every((b: { type: number }) => b.type === 7)).toBe(true);
    expect(detail.length).toBeGreaterThan(0);
    for (const body of [{ typeList: [] }, {}, { typeList: ["x"] }]) {
      // Some are outside the contract's type: the server refuses them too.
      const res = await call(visitor, catalogueApi.banners, { ...main, ...body } as never);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(fieldsOf(res))[0]).toMatch(/^typeList/);
    }
  });

  test("getKindList: kinds named in the request's language", async () => {
    const en = (await call(visitor, catalogueApi.kinds, main)).data!;
    expect(en.map((k: { kindType: number }) => k.kindType).sort()).toEqual([0, 1, 2]);
    expect(en.find((k: { kindType: number }) => k.kindType === 1)!.kindName).toBe(
      "Hikvision Security Certification",
    );
    const ar = (await call(visitor, catalogueApi.kinds, arabic)).data!;
    expect(ar.every((k: { kindName: string }) => arabicScript.test(k.kindName))).toBe(true);
    const th = (await call(visitor, catalogueApi.kinds, thermal, { host: hosts.thermal })).data!;
    expect(th.find((k: { kindType: number }) => k.kindType === 1)!.kindName).toMatch(/HIKMICRO/);
  });

  test("types of certifications with classrooms, and with practical exams", async () => {
    const classroom = (await call(visitor, catalogueApi.typesWithClassroom, main)).data!;
    const flat = (list: any[]) =>
      list
        .flatMap((t) =>
          t.subtypeList.map((s: any) => `${t.certificationTypeName}/${s.certificationSubtypeName}`),
        )
        .sort();
    expect(flat(classroom)).toEqual([
      "Access Control/Door Access",
      "Video Security/NVR and Storage",
      "Video Security/Video Analytics",
    ]);
    const brandOnly = (await call(visitor, catalogueApi.typesWithClassroom, { ...main, kind: 1 }))
      .data!;
    expect(flat(brandOnly)).toEqual([
      "Video Security/NVR and Storage",
      "Video Security/Video Analytics",
    ]);
    const practical = (await call(visitor, catalogueApi.typesWithPracticalExam, main)).data!;
    expect(flat(practical)).toEqual([
      "Video Security/NVR and Storage",
      "Video Security/Video Analytics",
    ]);
  });

  test("getCertificationLanguageBySiteId: languages with certification releases", async () => {
    expect((await call(visitor, catalogueApi.certificationLanguages, main)).data).toEqual([
      { id: 1, languageComplete: "English" },
    ]);
    const th = (
      await call(visitor, catalogueApi.certificationLanguages, thermal, { host: hosts.thermal })
    ).data!;
    expect(ids(th)).toEqual([1, 2]);
  });
});

describe("the classroom page's list (page loaders)", () => {
  test("the certifications of a kind offering a classroom, as their details say, in one read", async () => {
    const { catalogue, site } = t.app.services;
    const scope = {
      ...site.scopeFor(t.app.siteDirectory().tenantForHost(hosts.main), "en", [])!,
      userId: null,
    };
    for (const kind of [0, 1]) {
      const listed = await catalogue.classroomCertifications(scope, kind);
      const expected = [];
      for (const summary of await catalogue.certificationList(scope, kind)) {
        const detail = await catalogue.certificationDetail(scope, summary.id);
        if (detail.hasOnlineClassroom || detail.hasOnsiteClassroom) {
          expected.push({
            ...summary,
            hasOnlineClassroom: detail.hasOnlineClassroom,
            hasOnsiteClassroom: detail.hasOnsiteClassroom,
          });
        }
      }
      expect(listed).toEqual(expected);
    }
    const all = [
      ...(await catalogue.classroomCertifications(scope, 0)),
      ...(await catalogue.classroomCertifications(scope, 1)),
    ];
    expect(all.length).toBeGreaterThan(0);
    expect(all.length).toBeLessThan((await catalogue.certificationList(scope)).length);
  });
});

describe("page reads: what a catalogue page shows, in one call", () => {
  const mainScope = () => ({
    ...t.app.services.site.scopeFor(t.app.siteDirectory().tenantForHost(hosts.main), "en", [])!,
    userId: null,
  });

  test("the certification page: the release and its kind's detail banner", async () => {
    const { catalogue } = t.app.services;
    const page = await catalogue.certificationPage(mainScope(), 101);
    expect(page.detail).toEqual(await catalogue.certificationDetail(mainScope(), 101));
    const [banner] = await catalogue.banners(mainScope(), [detailBannerType(page.detail.kind)!]);
    expect(page.banner).toEqual(banner ?? null);
  });

  test("a track page lists its tab only, under the kind's banner", async () => {
    const { catalogue } = t.app.services;
    const scope = mainScope();
    const [banner] = await catalogue.banners(scope, [listBannerType(1)!]);
    const overview = await catalogue.trackListing(scope, { kindType: 1, page: "overview" });
    expect(overview).toEqual({
      banner: banner ?? null,
      certifications: await catalogue.certificationList(scope, 1),
      courses: null,
      typeInfo: null,
      classrooms: [],
    });
    const classroom = await catalogue.trackListing(scope, { kindType: 1, page: "classroom" });
    expect(classroom.classrooms).toEqual(await catalogue.classroomCertifications(scope, 1));
    expect(classroom.certifications).toEqual([]);
    const courses = { courseType: 0, kind: 1, pageNum: 1, pageSize: 15 };
    const online = await catalogue.trackListing(scope, {
      kindType: 1,
      page: "online-video-courses",
      courses,
    });
    expect(online.courses).toEqual(await catalogue.coursePage(scope, courses));
    expect(online.typeInfo).toEqual(await catalogue.certificationTypeInfo(scope));
  });

  test("each track kind shows its own banner: workshops and seminars never the brand's (decision 0058)", async () => {
    const { catalogue } = t.app.services;
    const scope = mainScope();
    const titles = await Promise.all(
      [0, 1, 2].map(
        async (kindType) =>
          (await catalogue.trackListing(scope, { kindType, page: "overview" })).banner?.title,
      ),
    );
    expect(titles[2]).toBe("Workshops and Seminars");
    expect(new Set(titles).size).toBe(3);
  });
});

describe("calls for a logged-in learner", () => {
  test("my/courseOfCertification and the home recommendations need a login", async () => {
    expect((await call(visitor, catalogueApi.myCertifications, main)).statusCode).toBe(401);
    for (const endpoint of [catalogueApi.homeCourses, classroomApi.homeClassrooms]) {
      const res = await call(visitor, endpoint, main);
      expect([res.statusCode, res.code]).toEqual([401, 401]);
    }
  });

  test("a learner without enrolments: no certifications, the newest courses", async () => {
    expect((await call(learner, catalogueApi.myCertifications, main)).data).toEqual([]);
    const rows = (await call(learner, catalogueApi.homeCourses, main)).data!;
    expect(rows.length).toBeGreaterThan(0);
    const dates = rows.map((r: { publishedAt: string }) => r.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});

describe("no response carries a chapter's video file", () => {
  test("every body of this file", async () => {
    const files = [
      ...(await t.database.db.selectDistinct({ file: topics.videoFile }).from(topics)),
      ...(await t.database.db
        .selectDistinct({ file: courseChapters.videoFile })
        .from(courseChapters)),
    ];
    expect(bodies.length).toBeGreaterThan(50);
    for (const body of bodies) {
      expect(body).not.toMatch(/videoFile/i);
      for (const { file } of files) expect(body).not.toContain(file);
    }
  });
});
