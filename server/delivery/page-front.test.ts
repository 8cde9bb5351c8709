import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, test, vi, type MockInstance } from "vitest";
import { completeCredits, createTestApp, signUp, userByEmail, type TestApp } from "../testing.ts";
import { SESSION_COOKIE } from "../session-cookie.ts";
import { prepareBody } from "./page-cache.ts";
import type { PageFront } from "./page-front.ts";

/**
 * The page front in the portal (decision 0030): over real HTTP, since it sits
 * in the HTTP server ahead of Fastify (inject goes around it). A spy on
 * `serve` tells which requests it answered.
 */
let t: TestApp;
let base = "";
let session = "";
let answeredByFront: MockInstance<PageFront["serve"]>;

beforeAll(async () => {
  t = await createTestApp();
  const { browser } = await signUp(t.app, { email: "front-learner@example.com" });
  session = browser.cookie("localhost", SESSION_COOKIE)!;
  const user = await userByEmail(t, "front-learner@example.com");
  // The learner's answer differs from a visitor's: every course of HCSA learned.
  await completeCredits(t, user!.id, 101);
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  answeredByFront = vi.spyOn(t.app.pageFront, "serve");
});
afterAll(() => t.close());

const courseList =
  "/api/certification/release/course/list?certificationId=101&siteId=1&languageId=1";

async function get(path: string, headers: Record<string, string> = {}) {
  answeredByFront.mockClear();
  const response = await fetch(`${base}${path}`, {
    headers: { host: "localhost", "accept-encoding": "gzip", ...headers },
  });
  const text = await response.text();
  return { response, text, byFront: answeredByFront.mock.results[0]?.value === true };
}

const headersOf = (response: Response) =>
  Object.fromEntries([...response.headers].filter(([name]) => name !== "date"));

describe("the page front in the portal", () => {
  test("answers a visitor's repeat of a kept answer as the portal answered it", async () => {
    const url = `${courseList}&probe=front`;
    await get(url);
    await get(url);
    const kept = await get(url);
    expect(kept.byFront).toBe(false);
    expect(kept.response.headers.get("x-api-cache")).toBe("hit");
    const repeat = await get(url, { "accept-language": "ar" });
    expect(repeat.byFront).toBe(true);
    expect(repeat.text).toBe(kept.text);
    // The security headers of every portal response come with it, without that response's nonce.
    const policy = kept.response.headers.get("content-security-policy")!;
    expect(policy).toMatch(/'nonce-/);
    expect(headersOf(repeat.response)).toEqual({
      ...headersOf(kept.response),
      "content-security-policy": policy.replace(/ 'nonce-[^']*'/, ""),
    });
    const unchanged = await get(url, { "if-none-match": kept.response.headers.get("etag")! });
    expect(unchanged.byFront).toBe(true);
    expect(unchanged.response.status).toBe(304);
  });

  test("never gives a signed-in learner what visitors are given", async () => {
    const url = `${courseList}&probe=learner`;
    for (let i = 0; i < 4; i++) await get(url);
    const visitor = await get(url);
    expect(visitor.byFront).toBe(true);
    const learner = await get(url, { cookie: `${SESSION_COOKIE}=${session}` });
    expect(learner.byFront).toBe(false);
    expect(learner.response.headers.get("x-api-cache")).toBeNull();
    expect(learner.text).not.toBe(visitor.text);
  });

  test("stops answering once the catalogue changes, and learns the new answer", async () => {
    const url = `${courseList}&probe=invalidated`;
    for (let i = 0; i < 4; i++) await get(url);
    expect((await get(url)).byFront).toBe(true);
    t.app.services.catalogue.invalidate();
    const after = await get(url);
    expect(after.byFront).toBe(false);
    expect(after.response.headers.get("x-api-cache")).toBe("miss");
  });
});

test("leaves every request for a certificate's verification page to its lookup limit", async () => {
  // The portal's own front, with the paths its modules gate, in front of a handler that keeps
  // whatever it is asked for: a verification page it keeps is still never answered by the front.
  const front = t.app.pageFront;
  const body = await prepareBody("<p>verified</p>");
  let seen = 0;
  const server = http.createServer((request, response) => {
    if (front.serve(request, response)) return;
    seen += 1;
    front.remember(
      request,
      response,
      { body, status: 200, route: "*", lookup: () => body, variesBy: "visitor" },
      "identity",
    );
    response.setHeader("etag", body.etags.identity);
    response.setHeader("content-length", body.bodies.identity.length);
    response.end(body.bodies.identity);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const at = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const fetch = (url: string) =>
    globalThis.fetch(url, { headers: { "accept-encoding": "identity" } });
  try {
    for (const path of ["/en/certificate/verify/HCSA-1", "/EN/Certificate/Verify/HCSA-1"]) {
      await fetch(`${at}${path}`);
      await fetch(`${at}${path}`);
    }
    expect(seen).toBe(4);
    // Any other kept page is answered by the front from its second request on.
    await fetch(`${at}/en/news`);
    await fetch(`${at}/en/news`);
    expect(seen).toBe(5);
  } finally {
    front.clear();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});
