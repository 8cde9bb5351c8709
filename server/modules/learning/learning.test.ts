import { randomBytes } from "node:crypto";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { courseChapters } from "#db/schema/catalogue.ts";
import { chapterProgress, courseProgress, watchClock } from "#db/schema/learning.ts";
import {
  createBrowser,
  createTestApp,
  signUp,
  sitQuiz,
  type Browser,
  type TestApp,
} from "../../testing.ts";

let t: TestApp;
let course: { id: number; courseType: number };
let chapters: { id: number; duration: number }[];
let video: { id: number; chapterId: number };

const HCSA = 101;
const q = "siteId=1&languageId=1";

beforeAll(async () => {
  t = await createTestApp({ MEDIA_DIR: path.resolve("media") });
  const list = await t.app.inject({
    url: `/api/certification/release/course/list?certificationId=${HCSA}&${q}`,
  });
  course = list.json().data.find((c: { requirement: number }) => c.requirement === 1);
  const detail = await t.app.inject({
    url: `/api/certification/release/course/detail?id=${course.id}&courseType=0&${q}`,
  });
  chapters = detail.json().data.courseContentReleaseDTOS;
  const videos = await t.app.inject({
    url: `/api/certification/release/course/page/list?courseType=1&type=2&${q}`,
  });
  const firstVideo = videos.json().data.rows[0];
  const videoDetail = await t.app.inject({
    url: `/api/certification/release/course/detail?id=${firstVideo.id}&courseType=1&${q}`,
  });
  video = { id: firstVideo.id, chapterId: videoDetail.json().data.courseContentReleaseDTOS[0].id };
});
afterAll(() => t.close());

async function learner(enrolled: boolean) {
  const { browser } = await signUp(t.app, {
    email: `watch-${randomBytes(5).toString("hex")}@example.com`,
  });
  const me = (await browser.request(`/api/user/sso/getUserInfo?${q}`)).json().data;
  await browser.request("/api/user/update", {
    method: "POST",
    json: {
      siteId: 1,
      languageId: 1,
      firstName: me.firstName,
      lastName: me.lastName,
      country: "Germany",
    },
  });
  if (enrolled) {
    const res = await browser.request("/api/user/registration/addRegistration", {
      method: "POST",
      json: { siteId: 1, languageId: 1, relationId: HCSA },
    });
    expect(res.json().data.registrationStatus).toBe(2);
  }
  return browser;
}

const powerCheck = (browser: Browser, chapterId: number, id = course.id, courseType = 0) =>
  browser.request(
    `/api/certification/release/course/power/check?id=${id}&courseContentId=${chapterId}&courseType=${courseType}&${q}`,
  );
const reload = (
  browser: Browser,
  chapterId: number,
  payDuration: number,
  releaseCourseId = course.id,
) =>
  browser.request("/api/certification/release/course/reload", {
    method: "POST",
    json: {
      siteId: 1,
      languageId: 1,
      releaseCourseId,
      releaseCourseContentId: chapterId,
      payDuration,
      quizExist: 0,
    },
  });

describe("power/check: a video URL only with access (learner §4 lock rule)", () => {
  test("a visitor gets 401", async () => {
    expect((await powerCheck(createBrowser(t.app), chapters[0]!.id)).statusCode).toBe(401);
  });

  test("a learner without an audited registration is refused and gets no URL", async () => {
    const res = await powerCheck(await learner(false), chapters[0]!.id);
    expect(res.json()).toMatchObject({ code: 403, data: null });
    expect(res.body).not.toMatch(/\.mp4/);
  });

  test("an enrolled learner gets a signed, expiring URL and the resume position", async () => {
    const browser = await learner(true);
    const res = await powerCheck(browser, chapters[0]!.id);
    expect(res.json().data).toEqual({
      key: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      url: expect.stringMatching(/^\/media\/s\/\d+-\d+-[A-Za-z0-9_-]{43}\/chapter-\d\.mp4$/),
      payDuration: 0,
    });
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  test("a chapter of another course is not found", async () => {
    const browser = await learner(true);
    expect((await powerCheck(browser, video.chapterId)).json().code).toBe(404);
  });

  test("videos need a login only", async () => {
    const res = await powerCheck(await learner(false), video.chapterId, video.id, 1);
    expect(res.json().data.url).toMatch(/^\/media\/s\//);
  });
});

describe("topic power/check: a topic's video for every signed-in learner (learner §2, §4)", () => {
  const topicCheck = (browser: Browser, id: number, scope = q) =>
    browser.request(`/api/certification/release/topic/power/check?id=${id}&${scope}`);

  test("a visitor gets 401; a learner a signed URL that plays for them only", async () => {
    expect((await topicCheck(createBrowser(t.app), 3001)).statusCode).toBe(401);
    const browser = await learner(false);
    const res = await topicCheck(browser, 3001);
    expect(res.json().data).toEqual({
      key: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      url: expect.stringMatching(/^\/media\/s\/\d+-\d+-[A-Za-z0-9_-]{43}\/[\w.-]+\.mp4$/),
    });
    expect(res.headers["cache-control"]).toBe("no-store");
    const { url } = res.json().data;
    const played = await browser.request(url, { headers: { range: "bytes=0-99" } });
    expect(played.statusCode).toBe(206);
    expect((await (await learner(false)).request(url)).statusCode).toBe(403);
  });

  test("a topic of another site or language, or none, is not found", async () => {
    const browser = await learner(false);
    // 3101 is the Arabic site's (site 3), 3301 the thermal tenant's English one (site 19).
    for (const id of [3101, 3301, 999_999])
      expect((await topicCheck(browser, id)).json()).toMatchObject({ code: 404, data: null });
  });
});

describe("media: signed chapter files with range requests, public intros", () => {
  test("the signed URL plays for its learner, with ranges", async () => {
    const browser = await learner(true);
    const { url } = (await powerCheck(browser, chapters[0]!.id)).json().data;
    const whole = await browser.request(url);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers["content-type"]).toBe("video/mp4");
    expect(whole.headers["accept-ranges"]).toBe("bytes");
    const part = await browser.request(url, { headers: { range: "bytes=0-99" } });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toMatch(/^bytes 0-99\/\d+$/);
    expect(part.rawPayload.length).toBe(100);
  });

  test("the URL does not play in another session, nor tampered, nor for another file", async () => {
    const browser = await learner(true);
    const { url } = (await powerCheck(browser, chapters[0]!.id)).json().data as { url: string };
    expect((await (await learner(false)).request(url)).statusCode).toBe(403);
    expect((await createBrowser(t.app).request(url)).statusCode).toBe(403);
    const other = url.replace(/chapter-\d\.mp4$/, (m) =>
      m === "chapter-1.mp4" ? "chapter-2.mp4" : "chapter-1.mp4",
    );
    expect((await browser.request(other)).statusCode).toBe(403);
    expect(
      (
        await browser.request(
          // Another first character of the signature (a random one may already be "A").
          url.replace(
            /-([A-Za-z0-9_-])([A-Za-z0-9_-]{42})\//,
            (_m, first: string, rest: string) => `-${first === "A" ? "B" : "A"}${rest}/`,
          ),
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (await browser.request(url.replace(/\/chapter-\d\.mp4$/, "/../../package.json"))).statusCode,
    ).toBeGreaterThanOrEqual(400);
  });

  test("intro videos are public; nothing else is served unsigned", async () => {
    const intro = await t.app.inject({ url: "/media/public/intro.mp4" });
    expect(intro.statusCode).toBe(200);
    expect(intro.headers["content-type"]).toBe("video/mp4");
    expect((await t.app.inject({ url: "/media/public/../chapter-1.mp4" })).statusCode).toBe(404);
    expect((await t.app.inject({ url: "/media/chapter-1.mp4" })).statusCode).toBe(404);
  });
});

/** Lets the server's clock run on (Date is faked in the tests that watch). */
const pass = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000);

/** The chapter opened in the player (its URL issued), then `seconds` of it played. */
async function watch(browser: Browser, chapterId: number, seconds: number) {
  expect((await powerCheck(browser, chapterId)).json().code).toBe(200);
  pass(seconds);
}

describe("reload: progress per chapter and course", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date() });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  test("the position is kept: leaving and coming back resumes near the same second", async () => {
    const browser = await learner(true);
    await watch(browser, chapters[0]!.id, 6);
    const res = await reload(browser, chapters[0]!.id, 5.4);
    expect(res.json().data).toMatchObject({
      payDuration: 5,
      chapterCompleted: false,
      learningProcess: 1,
    });
    expect((await powerCheck(browser, chapters[0]!.id)).json().data.payDuration).toBe(5);
  });

  test("idempotent: the same report twice gives the same state", async () => {
    const browser = await learner(true);
    await watch(browser, chapters[0]!.id, 4);
    const first = (await reload(browser, chapters[0]!.id, 3)).json().data;
    const second = (await reload(browser, chapters[0]!.id, 3)).json().data;
    expect(second).toEqual(first);
  });

  test("a chapter watched to its end stays completed; positions beyond the end are clamped", async () => {
    const browser = await learner(true);
    const end = chapters[0]!.duration;
    await watch(browser, chapters[0]!.id, end + 1);
    expect((await reload(browser, chapters[0]!.id, end + 500)).json().data).toMatchObject({
      payDuration: end,
      chapterCompleted: true,
    });
    expect((await reload(browser, chapters[0]!.id, 1)).json().data.chapterCompleted).toBe(true);
  });

  test("finishing every chapter ends the course and earns its credits", async () => {
    const browser = await learner(true);
    const before = (
      await browser.request(`/api/certification/release/certification/detail?id=${HCSA}&${q}`)
    ).json().data;
    let last;
    // One after the other, each played through, as the player does.
    for (const chapter of chapters) {
      await watch(browser, chapter.id, chapter.duration);
      last = (await reload(browser, chapter.id, chapter.duration)).json().data;
    }
    expect(last).toMatchObject({
      completedChapters: chapters.length,
      chapterCount: chapters.length,
      learningProcess: 2,
    });
    const detail = (
      await browser.request(
        `/api/certification/release/course/detail?id=${course.id}&courseType=0&${q}`,
      )
    ).json().data;
    expect(detail.learningProcess).toBe(2);
    expect(detail.courseContentReleaseDTOS.every((c: { completed: boolean }) => c.completed)).toBe(
      true,
    );
    const certification = async () =>
      (
        await browser.request(`/api/certification/release/certification/detail?id=${HCSA}&${q}`)
      ).json().data;
    // The course has a quiz: its credits count once the quiz is passed (learner §4).
    expect(detail.quizExist).toBe(true);
    expect((await certification()).compulsoryCredits.earned).toBe(before.compulsoryCredits.earned);
    expect((await sitQuiz(t, browser, course.id, (i) => i > 0)).passStatus).toBe(1);
    const after = await certification();
    expect(after.compulsoryCredits.earned).toBeGreaterThan(before.compulsoryCredits.earned);
    expect(after.currentStatus).toBe(1);
    const passed = (
      await browser.request(
        `/api/certification/release/course/detail?id=${course.id}&courseType=0&${q}`,
      )
    ).json().data;
    expect(passed.learningProcess).toBe(3);
  });

  test("the course reopens on the chapter last watched, or the next after one played to its end", async () => {
    const browser = await learner(true);
    const reopensOn = async () =>
      (
        await browser.request(
          `/api/certification/release/course/detail?id=${course.id}&courseType=0&${q}`,
        )
      ).json().data.resumeChapterId;
    expect(await reopensOn()).toBe(chapters[0]!.id);
    await watch(browser, chapters[1]!.id, 4);
    await reload(browser, chapters[1]!.id, 3);
    expect(await reopensOn()).toBe(chapters[1]!.id);
    await watch(browser, chapters[0]!.id, 3);
    await reload(browser, chapters[0]!.id, 2);
    expect(await reopensOn()).toBe(chapters[0]!.id);
    const end = chapters[1]!.duration;
    await watch(browser, chapters[1]!.id, end);
    await reload(browser, chapters[1]!.id, end);
    expect(await reopensOn()).toBe(chapters[2]!.id);
    // Another learner's progress moves nothing of theirs.
    const other = await learner(true);
    expect(
      (
        await other.request(
          `/api/certification/release/course/detail?id=${course.id}&courseType=0&${q}`,
        )
      ).json().data.resumeChapterId,
    ).toBe(chapters[0]!.id);
  });

  test("another learner's progress is neither readable nor writable", async () => {
    const a = await learner(true);
    await watch(a, chapters[0]!.id, 7);
    await reload(a, chapters[0]!.id, 6);
    const b = await learner(true);
    expect((await powerCheck(b, chapters[0]!.id)).json().data.payDuration).toBe(0);
    const outsider = await learner(false);
    expect((await reload(outsider, chapters[0]!.id, 6)).json().code).toBe(403);
    expect((await powerCheck(a, chapters[0]!.id)).json().data.payDuration).toBe(6);
  });

  test("bad input is refused naming the field", async () => {
    const browser = await learner(true);
    const res = await reload(browser, chapters[0]!.id, -1);
    expect(res.json()).toMatchObject({
      code: 400,
      errorContext: { fields: { payDuration: expect.any(String) } },
    });
    expect((await reload(browser, 999999, 1)).json().code).toBe(404);
  });
});

describe("a reported position cannot run ahead of time (issue 9, item 6)", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  test("a forged report is cut back to what could have been watched; the chapter completes only in time", async () => {
    // A ten-minute chapter: the demo's sample chapters are shorter than a first report may reach.
    const chapter = chapters.at(-1)!;
    await t.database.db
      .update(courseChapters)
      .set({ duration: 600 })
      .where(eq(courseChapters.id, chapter.id));
    t.app.services.catalogue.invalidate();
    try {
      const browser = await learner(true);
      const start = new Date();
      vi.useFakeTimers({ toFake: ["Date"], now: start });
      await powerCheck(browser, chapter.id);
      const report = async () => (await reload(browser, chapter.id, 600)).json().data;

      // A request claiming the end as the URL is issued gains nothing; nor does a burst of them.
      for (let i = 0; i < 5; i++)
        expect(await report()).toMatchObject({ payDuration: 0, chapterCompleted: false });
      // Reports every quarter second for 10 s gain what 10 s at double speed would, no more.
      for (let i = 1; i <= 40; i++) {
        vi.setSystemTime(start.getTime() + i * 250);
        await report();
      }
      expect((await report()).payDuration).toBe(20);

      // 100 s later: at most twice that further (double-speed playback).
      vi.setSystemTime(start.getTime() + 100_000);
      expect(await report()).toMatchObject({ payDuration: 200, chapterCompleted: false });
      // Watching on at normal speed is never cut.
      vi.setSystemTime(start.getTime() + 110_000);
      expect((await reload(browser, chapter.id, 210)).json().data.payDuration).toBe(210);
      // The end is reached, but a chapter skimmed at double speed is not watched (decision 0042).
      vi.setSystemTime(start.getTime() + 310_000);
      expect(await report()).toMatchObject({ payDuration: 600, chapterCompleted: false });
      // Its second half played again at normal speed, it is watched.
      expect((await reload(browser, chapter.id, 300)).json().data.payDuration).toBe(300);
      vi.setSystemTime(start.getTime() + 610_000);
      expect(await report()).toMatchObject({ payDuration: 600, chapterCompleted: true });
    } finally {
      await t.database.db
        .update(courseChapters)
        .set({ duration: chapter.duration })
        .where(eq(courseChapters.id, chapter.id));
      t.app.services.catalogue.invalidate();
    }
  });
});

describe("one watch clock per learner (decision 0042)", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date() });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** An enrolled learner and their user id. */
  async function enrolled() {
    const browser = await learner(true);
    const me = (await browser.request(`/api/user/sso/getUserInfo?${q}`)).json().data;
    return { browser, userId: me.id as number };
  }

  /** The learner's chapters as the server keeps them. */
  const kept = (userId: number) =>
    t.database.db
      .select({
        chapterId: chapterProgress.chapterId,
        issuedAt: chapterProgress.issuedAt,
        watchedSeconds: chapterProgress.watchedSeconds,
        completed: chapterProgress.completed,
      })
      .from(chapterProgress)
      .where(eq(chapterProgress.userId, userId));
  const credited = async (userId: number) =>
    (await kept(userId)).reduce((sum, row) => sum + row.watchedSeconds, 0);

  /** The chapters of another HCSA course than `course`. */
  async function otherCourse() {
    const list = await t.app.inject({
      url: `/api/certification/release/course/list?certificationId=${HCSA}&${q}`,
    });
    const other = list.json().data.find((c: { id: number }) => c.id !== course.id) as {
      id: number;
    };
    const detail = await t.app.inject({
      url: `/api/certification/release/course/detail?id=${other.id}&courseType=0&${q}`,
    });
    return {
      id: other.id,
      chapters: detail.json().data.courseContentReleaseDTOS as { id: number; duration: number }[],
    };
  }

  test("a script reporting every chapter of two courses at once completes at most one chapter", async () => {
    const { browser, userId } = await enrolled();
    const second = await otherCourse();
    const all = [
      ...chapters.map((c) => ({ ...c, courseId: course.id })),
      ...second.chapters.map((c) => ({ ...c, courseId: second.id })),
    ];
    for (const chapter of all) await powerCheck(browser, chapter.id, chapter.courseId);
    const longest = Math.max(...all.map((c) => c.duration));
    pass(longest + 1);
    const answers = await Promise.all(
      all.map(async (c) => (await reload(browser, c.id, c.duration, c.courseId)).json().data),
    );
    expect(answers.filter((a) => a.chapterCompleted).length).toBeLessThanOrEqual(1);
    expect(answers.every((a) => a.learningProcess < 2)).toBe(true);
    expect(await credited(userId)).toBeLessThanOrEqual(longest + 1);

    // Reporting them all again, round after round, gains only the time that passed.
    for (let round = 0; round < 3; round++) {
      pass(longest);
      for (const c of all) await reload(browser, c.id, c.duration, c.courseId);
    }
    expect(await credited(userId)).toBeLessThanOrEqual(4 * longest + 1);
    const detail = (
      await browser.request(
        `/api/certification/release/course/detail?id=${course.id}&courseType=0&${q}`,
      )
    ).json().data;
    expect(detail.learningProcess).toBeLessThan(2);
  });

  test("a chapter never issued to the learner gains nothing and nothing is written", async () => {
    const { browser, userId } = await enrolled();
    // Issued to someone else: not to this learner.
    await powerCheck((await enrolled()).browser, chapters[0]!.id);
    pass(60);
    for (const chapter of chapters)
      expect((await reload(browser, chapter.id, chapter.duration)).json()).toMatchObject({
        code: 200,
        data: { payDuration: 0, chapterCompleted: false, completedChapters: 0, learningProcess: 0 },
      });
    expect(await kept(userId)).toEqual([]);
    const progress = await t.database.db
      .select()
      .from(courseProgress)
      .where(eq(courseProgress.userId, userId));
    expect(progress).toEqual([]);
    const clock = await t.database.db
      .select()
      .from(watchClock)
      .where(eq(watchClock.userId, userId));
    expect(clock).toEqual([]);
  });

  test("skipping to the end completes nothing before most of the chapter's length has passed", async () => {
    const { browser } = await enrolled();
    const chapter = chapters[0]!;
    await powerCheck(browser, chapter.id);
    // Double speed reaches the end in half the time: the position counts, the chapter does not.
    pass(Math.ceil(chapter.duration / 2));
    expect((await reload(browser, chapter.id, chapter.duration)).json().data).toMatchObject({
      payDuration: chapter.duration,
      chapterCompleted: false,
    });
  });

  test("an honest learner completes the course: periodic reports, a pause, leaving and coming back", async () => {
    const { browser, userId } = await enrolled();
    const [first, ...rest] = chapters;
    // The first chapter: 4 s played and paused, the page left for a while, then played to its end.
    await watch(browser, first!.id, 4.3);
    expect((await reload(browser, first!.id, 4.3)).json().data.payDuration).toBe(4);
    pass(30);
    await watch(browser, first!.id, first!.duration - 4);
    expect((await reload(browser, first!.id, first!.duration)).json().data).toMatchObject({
      chapterCompleted: true,
    });
    // The others played through, the player reporting every 10 s and at the end.
    let last;
    for (const chapter of rest) {
      await watch(browser, chapter.id, 0.4);
      let played = 0;
      for (; played + 10 < chapter.duration; played += 10) {
        pass(10);
        await reload(browser, chapter.id, played + 10);
      }
      pass(chapter.duration - played);
      last = (await reload(browser, chapter.id, chapter.duration)).json().data;
      expect(last.chapterCompleted).toBe(true);
    }
    expect(last).toMatchObject({ completedChapters: chapters.length, learningProcess: 2 });
    const total = chapters.reduce((sum, c) => sum + c.duration, 0);
    expect(await credited(userId)).toBe(total);
  });

  test("opening a chapter again keeps its first issue; a row without one gets it", async () => {
    const { browser, userId } = await enrolled();
    const chapter = chapters[0]!;
    await powerCheck(browser, chapter.id);
    pass(chapter.duration - 3);
    // The page reloaded: the URL is issued again, the watch still began at the first issue.
    await watch(browser, chapter.id, 3);
    expect((await reload(browser, chapter.id, chapter.duration)).json().data.chapterCompleted).toBe(
      true,
    );

    // A position written by a server of the former rule during an upgrade, with no issue.
    const other = chapters[1]!;
    await t.database.db
      .insert(chapterProgress)
      .values({ userId, chapterId: other.id, payDuration: 2 });
    pass(30);
    expect((await reload(browser, other.id, 4)).json().data).toMatchObject({
      payDuration: 2,
      chapterCompleted: false,
    });
    const issuedAt = new Date();
    expect((await powerCheck(browser, other.id)).json().data.payDuration).toBe(2);
    const [row] = (await kept(userId)).filter((r) => r.chapterId === other.id);
    expect(row).toMatchObject({ issuedAt, watchedSeconds: 0 });
  });

  test("reports racing on several chapters share the clock: the time is credited once", async () => {
    const { browser, userId } = await enrolled();
    const second = await otherCourse();
    const all = [
      ...chapters.map((c) => ({ ...c, courseId: course.id })),
      ...second.chapters.map((c) => ({ ...c, courseId: second.id })),
    ];
    for (const chapter of all) await powerCheck(browser, chapter.id, chapter.courseId);
    // The clock's row exists: the racing reports all read and move the same row.
    pass(1);
    await reload(browser, all[0]!.id, 1, all[0]!.courseId);
    pass(5);
    // All at the same instant: on PostgreSQL they run on separate connections.
    await Promise.all(all.slice(1).map((c) => reload(browser, c.id, 8, c.courseId)));
    expect(await credited(userId)).toBeGreaterThan(1);
    expect(await credited(userId)).toBeLessThanOrEqual(6);
  });
});
