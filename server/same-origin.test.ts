import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { registrations } from "#db/schema/enrolment.ts";
import { createTestApp, signUp, type Browser, type TestApp } from "./testing.ts";

let t: TestApp;
let browser: Browser;
let userId: number;
beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: "scrape-token-0123456789", API_DOCS: "false" });
  ({ browser } = await signUp(t.app, {
    email: `csrf-${randomBytes(4).toString("hex")}@example.com`,
  }));
  userId = (await browser.request("/api/user/sso/getUserInfo?siteId=1&languageId=1")).json().data
    .id;
  await browser.request("/api/user/update", {
    method: "POST",
    json: { siteId: 1, languageId: 1, firstName: "Lina", lastName: "Haddad", country: "Germany" },
  });
});
afterAll(() => t.close());

const enrol = (headers: Record<string, string>) =>
  browser.request("/api/user/registration/addRegistration", {
    method: "POST",
    json: { siteId: 1, languageId: 1, relationId: 101 },
    headers,
  });
const enrolments = () => t.database.db.$count(registrations, eq(registrations.userId, userId));

describe("state changes from another site are refused (issue 9, item 10)", () => {
  test.each([
    ["an Origin of another site", { origin: "https://evil.example" }],
    ["an opaque Origin", { origin: "null" }],
    ["Sec-Fetch-Site cross-site", { "sec-fetch-site": "cross-site" }],
    ["a sibling host", { origin: "http://thermal.localhost" }],
  ])("%s: 403, nothing written", async (_name, headers) => {
    const res = await enrol(headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 403, data: null });
    expect(await enrolments()).toBe(0);
  });

  test("a logout form posted from another site does not end the session", async () => {
    const res = await browser.request("/user/sso/logout?target=/en", {
      method: "POST",
      headers: { origin: "https://evil.example" },
    });
    expect(res.statusCode).toBe(403);
    expect(
      (await browser.request("/api/user/sso/getUserInfo?siteId=1&languageId=1")).statusCode,
    ).toBe(200);
  });

  test("the portal's own pages (same Origin, same-origin fetch) go through", async () => {
    const res = await enrol({ origin: "http://localhost", "sec-fetch-site": "same-origin" });
    expect(res.json()).toMatchObject({ code: 200 });
    expect(await enrolments()).toBe(1);
  });

  test("a text/plain body, which another site may send without a preflight, is not parsed", async () => {
    const res = await browser.request("/api/user/registration/addRegistration", {
      method: "POST",
      body: JSON.stringify({ siteId: 1, languageId: 1, relationId: 102 }),
      headers: { "content-type": "text/plain" },
    });
    expect(res.statusCode).toBe(415);
  });
});

describe("operations endpoints can be restricted", () => {
  test("/metrics needs the configured bearer token", async () => {
    expect((await t.app.inject({ url: "/metrics" })).statusCode).toBe(401);
    const wrong = await t.app.inject({
      url: "/metrics",
      headers: { authorization: "Bearer scrape-token-0123456780" },
    });
    expect(wrong.statusCode).toBe(401);
    const res = await t.app.inject({
      url: "/metrics",
      headers: { authorization: "Bearer scrape-token-0123456789" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/http_request_duration_seconds/);
  });

  test("API_DOCS=false leaves no /api/docs", async () => {
    expect(
      (await t.app.inject({ url: "/api/docs", headers: { host: "localhost" } })).statusCode,
    ).toBe(404);
  });
});
