import { afterAll, beforeAll, expect, test } from "vitest";
import { createTestApp, type TestApp } from "./testing.ts";

/**
 * A production-mode portal (decision 0044): the API reference is off unless
 * API_DOCS=true, and /metrics answers only the scraper the configuration
 * names, by the client address Fastify derives under TRUST_PROXY.
 */
const TOKEN = "scrape-token-0123456789";
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    DEMO: "false",
    METRICS_TOKEN: TOKEN,
    METRICS_ALLOW: "203.0.113.0/24",
    // The proxy in front is the machine itself (inject's default peer).
    TRUST_PROXY: "127.0.0.1",
  });
});
afterAll(() => t.close());

function metrics(remoteAddress: string, headers: Record<string, string> = {}) {
  return t.app.inject({ url: "/metrics", remoteAddress, headers });
}

test("production mode serves no API reference unless asked to", async () => {
  for (const url of ["/api/docs", "/api/docs/json", "/api/docs/yaml"])
    expect((await t.app.inject({ url, headers: { host: "localhost" } })).statusCode, url).toBe(404);
});

test("/metrics answers the allowed addresses presenting the token, behind the trusted proxy", async () => {
  const bearer = { authorization: `Bearer ${TOKEN}` };
  const through = (client: string) => ({ "x-forwarded-for": client, ...bearer });
  const allowed = await metrics("127.0.0.1", through("203.0.113.5"));
  expect(allowed.statusCode).toBe(200);
  expect(allowed.body).toMatch(/http_request_duration_seconds/);
  // Another address sees nothing there, token or not.
  expect((await metrics("127.0.0.1", through("198.51.100.5"))).statusCode).toBe(404);
  // An allowed address still needs the token.
  expect((await metrics("127.0.0.1", { "x-forwarded-for": "203.0.113.5" })).statusCode).toBe(401);
  // A client that is not the proxy cannot name an allowed address for itself.
  expect((await metrics("198.51.100.5", through("203.0.113.5"))).statusCode).toBe(404);
});
