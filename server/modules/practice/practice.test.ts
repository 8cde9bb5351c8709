import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { practiceLabs, practiceStepChecks } from "#db/schema/practice.ts";
import { practiceLabId, practiceStepId } from "#db/seed/demo/practice-labs.ts";
import {
  createBrowser,
  createTestApp,
  signIn,
  signUp,
  userByEmail,
  type Browser,
  type TestApp,
} from "../../testing.ts";

/**
 * The demo labs (db/seed/demo/practice-labs.ts): IP Camera Fundamentals has
 * two (2001 on /en, 2201 on /ar), NVR Storage Planning and Video Analytics
 * one each; Network Basics (2004) none.
 */
const en = { siteId: 1, languageId: 1 };
const ar = { siteId: 3, languageId: 2 };
const cameraCourse = 2001;
const activation = practiceLabId(cameraCourse, 1);
const addToNvr = practiceLabId(cameraCourse, 2);
const stepsOfActivation = [1, 2, 3, 4].map((position) => practiceStepId(activation, position));

let t: TestApp;
let lina: Browser;
let omar: Browser;

const query = (scope: { siteId: number; languageId: number }) =>
  `siteId=${scope.siteId}&languageId=${scope.languageId}`;
const labList = (browser: Browser, courseReleaseId: number | string, scope = en) =>
  browser.request(`/api/user/practice/lab/list?${query(scope)}&courseReleaseId=${courseReleaseId}`);
const saveStep = (browser: Browser, body: Record<string, unknown>, scope = en) =>
  browser.request("/api/user/practice/step/save", {
    method: "POST",
    json: { ...scope, ...body },
  });
const completeLab = (browser: Browser, labId: number, scope = en) =>
  browser.request("/api/user/practice/lab/complete", {
    method: "POST",
    json: { ...scope, labId },
  });
const courseProgress = (browser: Browser, scope = en) =>
  browser.request("/api/user/practice/getCourseProgress", { method: "POST", json: scope });
const tickAll = async (browser: Browser, stepIds: number[], labId = activation) => {
  for (const stepId of stepIds) await saveStep(browser, { labId, stepId, done: true });
};

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: `/tmp/academy-test-${randomBytes(4).toString("hex")}` });
  lina = (await signUp(t.app, { email: "lina.practice@example.com" })).browser;
  omar = (await signUp(t.app, { email: "omar.practice@example.com", firstName: "Omar" })).browser;
});
afterAll(() => t.close());

describe("a visitor must log in for hands-on practice (frame §6)", () => {
  test("every practice call answers 401", async () => {
    const visitor = createBrowser(t.app);
    const answers = await Promise.all([
      labList(visitor, cameraCourse),
      saveStep(visitor, { labId: activation, stepId: stepsOfActivation[0], done: true }),
      completeLab(visitor, activation),
      courseProgress(visitor),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 401, data: null });
    }
  });

  test("the course detail tells visitors too which courses offer labs", async () => {
    const detail = async (id: number) =>
      (
        await createBrowser(t.app).request(
          `/api/certification/release/course/detail?${query(en)}&id=${id}&courseType=0`,
        )
      ).json().data;
    expect((await detail(cameraCourse)).practiceLabCount).toBe(2);
    expect((await detail(2004)).practiceLabCount).toBe(0);
  });
});

describe("GET /user/practice/lab/list", () => {
  test("a learner reads the course's labs in order, with ordered steps, none done yet", async () => {
    const res = await labList(lina, cameraCourse);
    expect(res.statusCode).toBe(200);
    const labs = res.json().data;
    expect(labs.map((lab: { id: number }) => lab.id)).toEqual([activation, addToNvr]);
    expect(labs[0]).toMatchObject({
      courseReleaseId: cameraCourse,
      title: "Activate a camera and set a strong password",
      durationMinutes: 15,
      simulatorUrl: expect.stringMatching(/^https:\/\/simulator\.academy\.example\/.*lang=en$/),
      completed: false,
      completedAt: null,
    });
    expect(labs[0].steps.map((step: { id: number }) => step.id)).toEqual(stepsOfActivation);
    expect(labs[0].steps.every((step: { done: boolean }) => !step.done)).toBe(true);
  });

  test("a course without labs answers an empty list", async () => {
    expect((await labList(lina, 2004)).json()).toMatchObject({ code: 200, data: [] });
  });

  test("each site lists its own labs in its language; another site's course is not found", async () => {
    const arabic = (await labList(lina, 2201, ar)).json().data;
    expect(arabic[0].title).toBe("تفعيل الكاميرا وتعيين كلمة مرور قوية");
    expect(arabic[0].simulatorUrl).toMatch(/lang=ar$/);
    const elsewhere = await labList(lina, 2201);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().code).toBe(404);
  });

  test("a course id that is no id is refused with the field named", async () => {
    const res = await labList(lina, "camera");
    expect(res.statusCode).toBe(400);
    expect(res.json().errorContext.fields).toHaveProperty("courseReleaseId");
  });
});

describe("POST /user/practice/step/save and /lab/complete", () => {
  test("a ticked step is saved for the learner alone and shown next time", async () => {
    const res = await saveStep(lina, {
      labId: activation,
      stepId: stepsOfActivation[0],
      done: true,
    });
    expect(res.json()).toEqual({
      code: 200,
      data: {
        labId: activation,
        doneStepIds: [stepsOfActivation[0]],
        completed: false,
        completedAt: null,
      },
      message: expect.any(String),
      errorContext: null,
    });
    // Ticking again changes nothing.
    await saveStep(lina, { labId: activation, stepId: stepsOfActivation[0], done: true });
    const mine = (await labList(lina, cameraCourse)).json().data[0];
    expect(mine.steps.map((step: { done: boolean }) => step.done)).toEqual([
      true,
      false,
      false,
      false,
    ]);
    const omars = (await labList(omar, cameraCourse)).json().data[0];
    expect(omars.steps.some((step: { done: boolean }) => step.done)).toBe(false);
  });

  test("a step of another lab is refused with 400 naming stepId, and nothing is ticked", async () => {
    const me = await userByEmail(t, "omar.practice@example.com");
    const res = await saveStep(omar, {
      labId: activation,
      stepId: practiceStepId(addToNvr, 1),
      done: true,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 400,
      errorContext: { fields: { stepId: expect.any(String) } },
    });
    expect(
      await t.database.db
        .select()
        .from(practiceStepChecks)
        .where(eq(practiceStepChecks.userId, me!.id)),
    ).toEqual([]);
  });

  test("bad input is refused with the failing fields", async () => {
    const res = await saveStep(omar, { labId: activation, stepId: 0, done: "yes" });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errorContext.fields).sort()).toEqual(["done", "stepId"]);
  });

  test("a lab of another site is not found, whoever asks", async () => {
    const arabicLab = practiceLabId(2201, 1);
    const ticked = await saveStep(omar, {
      labId: arabicLab,
      stepId: practiceStepId(arabicLab, 1),
      done: true,
    });
    expect(ticked.statusCode).toBe(404);
    expect((await completeLab(omar, arabicLab)).statusCode).toBe(404);
    expect((await completeLab(omar, 999_999)).statusCode).toBe(404);
  });

  test("a lab is complete only once every step is ticked; unticking one reopens it", async () => {
    const early = await completeLab(omar, activation);
    expect(early.statusCode).toBe(400);
    expect(early.json().errorContext.fields).toHaveProperty("labId");

    await tickAll(omar, stepsOfActivation);
    const done = (await completeLab(omar, activation)).json().data;
    expect(done).toMatchObject({ labId: activation, completed: true });
    expect(Date.parse(done.completedAt)).toBeGreaterThan(Date.now() - 60_000);
    // Completing again keeps the first date.
    expect((await completeLab(omar, activation)).json().data.completedAt).toBe(done.completedAt);
    expect((await labList(omar, cameraCourse)).json().data[0]).toMatchObject({
      completed: true,
      completedAt: done.completedAt,
    });

    const reopened = (
      await saveStep(omar, { labId: activation, stepId: stepsOfActivation[2], done: false })
    ).json().data;
    expect(reopened).toMatchObject({ completed: false, completedAt: null });
    expect(reopened.doneStepIds).toHaveLength(3);
    expect((await labList(omar, cameraCourse)).json().data[0].completed).toBe(false);
  });
});

describe("POST /user/practice/getCourseProgress (My Learning)", () => {
  test("labs completed of those offered, per course the learner practised in on this site", async () => {
    const { browser: sam } = await signUp(t.app, { email: "sam.practice@example.com" });
    expect((await courseProgress(sam)).json().data).toEqual([]);
    await tickAll(sam, stepsOfActivation);
    await completeLab(sam, activation);
    // A tick on the Arabic site counts there, not here.
    const arabicLab = practiceLabId(2201, 2);
    await saveStep(sam, { labId: arabicLab, stepId: practiceStepId(arabicLab, 1), done: true }, ar);
    expect((await courseProgress(sam)).json().data).toEqual([
      { courseReleaseId: cameraCourse, labCount: 2, completedLabs: 1 },
    ]);
    expect((await courseProgress(sam, ar)).json().data).toEqual([
      { courseReleaseId: 2201, labCount: 2, completedLabs: 0 },
    ]);
  });
});

describe("practice earns no credits (decision 0059)", () => {
  test("every lab of HCSA's courses completed leaves the courses unlearned and no credit earned", async () => {
    const { browser: ana } = await signUp(t.app, { email: "ana.practice@example.com" });
    const me = (await ana.request("/api/user/sso/getUserInfo?siteId=1")).json().data;
    // The main site asks for first name, last name and country before enrolling.
    await ana.request("/api/user/update", {
      method: "POST",
      json: { ...en, firstName: me.firstName, lastName: me.lastName, country: "Germany" },
    });
    const enrolled = await ana.request("/api/user/registration/addRegistration", {
      method: "POST",
      json: { ...en, relationId: 101 },
    });
    expect(enrolled.json().code).toBe(200);
    for (const courseReleaseId of [2001, 2002, 2003]) {
      for (const lab of (await labList(ana, courseReleaseId)).json().data) {
        await tickAll(
          ana,
          lab.steps.map((step: { id: number }) => step.id),
          lab.id,
        );
        expect((await completeLab(ana, lab.id)).json().data.completed).toBe(true);
      }
    }
    const [hcsa] = (
      await ana.request(`/api/certification/release/my/courseOfCertification?${query(en)}`)
    ).json().data;
    expect(hcsa.id).toBe(101);
    expect(hcsa.compulsoryCredits.earned + hcsa.electiveCredits.earned).toBe(0);
    expect(
      hcsa.courses.every((course: { learningProcess: number }) => course.learningProcess === 0),
    ).toBe(true);
    const statistic = (
      await ana.request("/api/user/personalCenter/classifiedStatistic", {
        method: "POST",
        json: en,
      })
    ).json().data;
    expect(statistic.credits.total).toBe(0);
    expect(statistic.counts.coursesFinished).toBe(0);
    expect((await courseProgress(ana)).json().data).toEqual([
      { courseReleaseId: 2001, labCount: 2, completedLabs: 2 },
      { courseReleaseId: 2002, labCount: 1, completedLabs: 1 },
      { courseReleaseId: 2003, labCount: 1, completedLabs: 1 },
    ]);
  });
});

describe("the demo learner's story", () => {
  test("certified@ has begun practice on IP Camera Fundamentals: one lab of two completed", async () => {
    const casey = await signIn(t.app, {
      email: "certified@academy.example",
      password: "Cert-Demo-2026",
    });
    expect((await courseProgress(casey)).json().data).toEqual([
      { courseReleaseId: cameraCourse, labCount: 2, completedLabs: 1 },
    ]);
    const labs = (await labList(casey, cameraCourse)).json().data;
    expect(labs.map((lab: { completed: boolean }) => lab.completed)).toEqual([true, false]);
    expect(labs[1].steps.map((step: { done: boolean }) => step.done)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});

describe("the learner's data (decision 0022)", () => {
  test("the export carries the ticks and completions; deleting the account erases them", async () => {
    const { browser: kim } = await signUp(t.app, { email: "kim.practice@example.com" });
    const me = (await userByEmail(t, "kim.practice@example.com"))!;
    await tickAll(kim, stepsOfActivation);
    await completeLab(kim, activation);
    const exported = await t.app.services.accountData.exportOf(me.id);
    expect(exported.handsOnPractice.stepsTicked).toHaveLength(4);
    expect(exported.handsOnPractice.labsCompleted).toEqual([
      expect.objectContaining({ labId: activation, courseReleaseId: cameraCourse }),
    ]);
    await t.app.services.accountData.erase(me.id);
    expect(
      await t.database.db
        .select()
        .from(practiceStepChecks)
        .where(eq(practiceStepChecks.userId, me.id)),
    ).toEqual([]);
  });
});

describe("the simulator address", () => {
  test("the database refuses a lab whose simulator is not an https address of a named host", async () => {
    const lab = {
      siteId: 1,
      courseReleaseId: 2004,
      position: 1,
      title: "Recorder lab",
      goal: "Only an https simulator is stored",
      durationMinutes: 10,
    };
    /** The reason the database gives, or null when it stored the row. */
    const refusal = async (id: number, simulatorUrl: string) => {
      try {
        await t.database.db.insert(practiceLabs).values({ id, ...lab, simulatorUrl });
        return null;
      } catch (error) {
        const cause = (error as { cause?: unknown }).cause;
        return String(cause instanceof Error ? cause.message : error);
      }
    };
    const bad = [
      "http://simulator.academy.example/nvr",
      "javascript:alert(1)",
      "https://user:secret@simulator.academy.example/",
      "/nvr/add-camera",
      "https://localhost/nvr",
    ];
    for (const [index, simulatorUrl] of bad.entries())
      expect(await refusal(990_001 + index, simulatorUrl), simulatorUrl).toMatch(
        /practice_labs_simulator_url_check/,
      );
    expect(await refusal(990_100, "https://simulator.academy.example:8443/nvr?lang=en")).toBeNull();
    await t.database.db.delete(practiceLabs).where(eq(practiceLabs.id, 990_100));
  });
});
