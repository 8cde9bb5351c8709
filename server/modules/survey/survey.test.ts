import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { surveyResponses } from "#db/schema/survey.ts";
import { createBrowser, createTestApp, signUp, type Browser, type TestApp } from "../../testing.ts";

/** The demo survey of /uk (db/seed/demo/surveys.ts): single required, multiple required, text. */
let t: TestApp;
let nora: Browser;
let surveyId: number;
let single: number;
let multiple: number;
let text: number;

const uk = { siteId: 2, languageId: 1 };
const detail = (browser: Browser, scope: Record<string, number> = uk) =>
  browser.request(`/api/user/survey/detail?siteId=${scope.siteId}&languageId=${scope.languageId}`);
const save = (browser: Browser, body: Record<string, unknown>) =>
  browser.request("/api/user/survey/save", { method: "POST", json: { ...uk, ...body } });

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: `/tmp/academy-test-${randomBytes(4).toString("hex")}` });
  nora = (await signUp(t.app, { email: "nora@example.com" }, "/uk")).browser;
  const survey = (await detail(nora)).json().data.survey;
  surveyId = survey.id;
  [single, multiple, text] = survey.questions.map((question: { id: number }) => question.id);
});
afterAll(() => t.close());

const stored = async () =>
  t.database.db.select().from(surveyResponses).where(eq(surveyResponses.releaseSurveyId, surveyId));

describe("GET /user/survey/detail", () => {
  test("a signed-in learner gets the site's survey with popUp and config set", async () => {
    const res = await detail(nora);
    expect(res.json()).toMatchObject({
      code: 200,
      data: {
        popUp: true,
        config: true,
        survey: {
          id: surveyId,
          surveyName: "How is your Academy experience?",
          questions: [
            {
              type: "0",
              required: "1",
              option: expect.arrayContaining([{ value: "A colleague" }]),
              answer: "",
            },
            { type: "1", required: "1", answer: "" },
            { type: "2", required: "0", option: [], answer: "" },
          ],
        },
      },
    });
  });

  test("a site without a survey answers config and popUp unset", async () => {
    expect((await detail(nora, { siteId: 1, languageId: 1 })).json().data).toEqual({
      popUp: false,
      config: false,
      survey: null,
    });
  });

  test("a visitor gets 401", async () => {
    expect((await detail(createBrowser(t.app))).statusCode).toBe(401);
  });
});

describe("POST /user/survey/save refuses bad answers and stores nothing", () => {
  const valid = () => [
    { questionId: single, answer: "A colleague" },
    { questionId: multiple, answer: "Access control,Networking" },
  ];
  const refused = async (content: unknown[], field: (ids: number[]) => string, text_: string) => {
    const res = await save(nora, { releaseSurveyId: surveyId, content });
    expect(res.statusCode).toBe(400);
    const id = field([single, multiple, text]);
    expect(res.json()).toMatchObject({
      code: 400,
      errorContext: { fields: { [`question.${id}`]: expect.stringContaining(text_) } },
    });
    expect(await stored()).toEqual([]);
  };

  test("a question not in the survey", () =>
    refused([...valid(), { questionId: 999_999, answer: "x" }], () => "999999", "not a question"));
  test("an option not offered", () =>
    refused(
      [valid()[0]!, { questionId: multiple, answer: "Access control,Cooking" }],
      ([, id]) => String(id),
      "not an option",
    ));
  test("two options for a single-choice question", () =>
    refused(
      [{ questionId: single, answer: "A colleague,Social media" }, valid()[1]!],
      ([id]) => String(id),
      "choose one",
    ));
  test("a text over 200 characters", () =>
    refused(
      [...valid(), { questionId: text, answer: "x".repeat(201) }],
      ([, , id]) => String(id),
      "200",
    ));
  test("a required answer missing (or blank)", () =>
    refused(
      [valid()[0]!, { questionId: multiple, answer: "  " }],
      ([, id]) => String(id),
      "required",
    ));
  test("a survey of another site is not found", async () => {
    const res = await save(nora, { siteId: 1, releaseSurveyId: surveyId, content: valid() });
    expect(res.json().code).toBe(404);
    expect(await stored()).toEqual([]);
  });
  test("a visitor gets 401", async () => {
    const res = await save(createBrowser(t.app), { releaseSurveyId: surveyId, content: valid() });
    expect(res.statusCode).toBe(401);
  });
});

describe("one submission per user and survey", () => {
  test("the answers are stored whole (blank ones left out), then popUp goes off", async () => {
    const res = await save(nora, {
      releaseSurveyId: surveyId,
      content: [
        { questionId: single, answer: " Our distributor " },
        { questionId: multiple, answer: "Video surveillance" },
        { questionId: text, answer: "" },
      ],
    });
    expect(res.json()).toMatchObject({ code: 200 });
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.content).toEqual([
      { questionId: single, answer: "Our distributor" },
      { questionId: multiple, answer: "Video surveillance" },
    ]);
    const after = (await detail(nora)).json().data;
    expect(after).toMatchObject({ popUp: false, config: true });
    // Frame §3: each question carries the learner's own answer once given.
    expect(
      after.survey.questions.map((q: { id: number; answer: string }) => [q.id, q.answer]),
    ).toEqual([
      [single, "Our distributor"],
      [multiple, "Video surveillance"],
      [text, ""],
    ]);
  });

  test("a second submission is refused with 10002 and changes nothing", async () => {
    const res = await save(nora, {
      releaseSurveyId: surveyId,
      content: [
        { questionId: single, answer: "A colleague" },
        { questionId: multiple, answer: "Networking" },
      ],
    });
    expect(res.json().code).toBe(10002);
    expect((await stored())[0]!.content).toContainEqual({
      questionId: single,
      answer: "Our distributor",
    });
  });

  test("another learner still gets the popup", async () => {
    const other = (await signUp(t.app, { email: "ola@example.com" }, "/uk")).browser;
    expect((await detail(other)).json().data.popUp).toBe(true);
  });
});

describe("POST /user/updateMigrationPopStatus: the signed-in user's own flag only", () => {
  test("dismissing it leaves another EU user's notice in place; a visitor gets 401", async () => {
    const me = (browser: Browser) =>
      browser.request("/api/user/sso/getUserInfo?siteId=8&languageId=3");
    const anna = (await signUp(t.app, { email: "anna@example.com" }, "/eu/de")).browser;
    const ben = (await signUp(t.app, { email: "ben@example.com" }, "/eu/de")).browser;
    const dismiss = (browser: Browser) =>
      browser.request("/api/user/updateMigrationPopStatus", {
        method: "POST",
        json: { siteId: 8, languageId: 3 },
      });
    expect((await dismiss(createBrowser(t.app))).statusCode).toBe(401);
    expect((await dismiss(anna)).json().code).toBe(200);
    expect((await me(anna)).json().data.migrationPopStatus).toBe("0");
    expect((await me(ben)).json().data.migrationPopStatus).toBe("1");
  });
});
