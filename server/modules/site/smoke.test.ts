import { afterAll, beforeAll, expect, test } from "vitest";
import { createTestApp, type TestApp } from "../../testing.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

test("languages of the main tenant", async () => {
  const res = await t.app.inject({
    url: "/api/certification/language/multi?siteId=1&languageId=1",
  });
  expect(res.statusCode).toBe(200);
  expect(res.json().code).toBe(200);
});
