import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { prepareBody, pickEncoding, type PreparedBody } from "./page-cache.ts";
import { createPageFront, type Kept } from "./page-front.ts";

/**
 * The page front answers repeats of what the portal kept, before the portal
 * sees them. Here the "portal" is a plain handler that sends a kept body and
 * tells the front, as server/pages.ts and server/visitor-responses.ts do; each
 * request it sees is counted, so a request the front answered is one it did
 * not see.
 */
let body: PreparedBody;
let current = true;
let portalAnswers = 0;
let setCookie = false;
let variesBy: Kept["variesBy"] = "visitor";
const front = createPageFront({});
const counted: { route: string; status: number }[] = [];
front.countWith((_request, route, status) => counted.push({ route, status }));
front.passThrough((url) => url.startsWith("/gated/"));

const server = http.createServer((request, response) => {
  if (front.serve(request, response)) return;
  portalAnswers += 1;
  const encoding = pickEncoding(request.headers["accept-encoding"]);
  response.setHeader("x-frame-options", "SAMEORIGIN");
  response.setHeader("etag", body.etags[encoding]);
  response.setHeader("x-page-cache", "miss");
  if (setCookie) response.setHeader("set-cookie", "chosen=1; Path=/");
  if (encoding !== "identity") response.setHeader("content-encoding", encoding);
  response.setHeader("content-length", body.bodies[encoding].length);
  front.remember(
    request,
    response,
    { body, status: 200, route: "*", current: () => current, variesBy },
    encoding,
  );
  response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
  response.end(body.bodies[encoding]);
});
let base = "";

beforeAll(async () => {
  body = await prepareBody("<!doctype html><p>the kept page</p>".repeat(100));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  front.clear();
  current = true;
  setCookie = false;
  variesBy = "visitor";
  portalAnswers = 0;
  counted.length = 0;
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { headers: { "accept-encoding": "br", ...headers } });

/** The headers of a response but the date, which is each response's own. */
const headersOf = (response: Response) =>
  Object.fromEntries([...response.headers].filter(([name]) => name !== "date"));

describe("the page front", () => {
  test("answers a repeat with the bytes and headers the portal sent, as a hit", async () => {
    const first = await get("/en");
    const firstBytes = Buffer.from(await first.arrayBuffer());
    const again = await get("/en");
    expect(portalAnswers).toBe(1);
    expect(again.status).toBe(200);
    expect(Buffer.from(await again.arrayBuffer()).equals(firstBytes)).toBe(true);
    expect(headersOf(again)).toEqual({ ...headersOf(first), "x-page-cache": "hit" });
    expect(again.headers.get("content-length")).toBe(String(body.bodies.br.length));
    expect(counted).toEqual([{ route: "*", status: 200 }]);
  });

  test("sends each encoding it has seen sent, and leaves a new one to the portal", async () => {
    await get("/en");
    const gzip = await get("/en", { "accept-encoding": "gzip" });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(portalAnswers).toBe(2);
    const gzipAgain = await get("/en", { "accept-encoding": "gzip" });
    expect(gzipAgain.headers.get("content-encoding")).toBe("gzip");
    expect(gzipAgain.headers.get("etag")).toBe(body.etags.gzip);
    expect(portalAnswers).toBe(2);
  });

  test("answers 304 to a matching If-None-Match, without the body's headers", async () => {
    await get("/en");
    const unchanged = await get("/en", { "if-none-match": body.etags.br });
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers.get("etag")).toBe(body.etags.br);
    expect(unchanged.headers.get("content-encoding")).toBeNull();
    expect(unchanged.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(await unchanged.text()).toBe("");
    expect(portalAnswers).toBe(1);
    const stale = await get("/en", { "if-none-match": '"other"' });
    expect(stale.status).toBe(200);
    expect(portalAnswers).toBe(1);
  });

  test("a page varies by everything that chooses a visitor's variant", async () => {
    await get("/en");
    for (const headers of [
      { "accept-language": "ar" },
      { cookie: "academy_lang=2" },
      { "x-forwarded-for": "203.0.113.9" },
      { "x-forwarded-host": "thermal.example" },
    ]) {
      await get("/en", headers);
    }
    await get("/en?lang=2");
    expect(portalAnswers).toBe(6);
  });

  test("a kept API answer varies by host and address only", async () => {
    variesBy = "address";
    await get("/api/list", { "accept-language": "en" });
    await get("/api/list", { "accept-language": "ar", cookie: "academy_lang=2" });
    expect(portalAnswers).toBe(1);
    await get("/api/list", { "x-forwarded-host": "thermal.example" });
    expect(portalAnswers).toBe(2);
  });

  test("never answers a request that carries a session cookie", async () => {
    await get("/en", { cookie: "academy_session=abc" });
    await get("/en", { cookie: "academy_session=abc" });
    await get("/en", { cookie: "theme=dark; __Host-academy_session=abc" });
    expect(portalAnswers).toBe(3);
  });

  test("forgets what the portal no longer keeps", async () => {
    await get("/en");
    current = false;
    await get("/en");
    await get("/en");
    expect(portalAnswers).toBe(3);
    current = true;
    await get("/en");
    await get("/en");
    expect(portalAnswers).toBe(4);
    front.clear();
    await get("/en");
    expect(portalAnswers).toBe(5);
  });

  test("learns nothing from an answer that set a cookie, a gated path or a POST", async () => {
    setCookie = true;
    await get("/en");
    await get("/en");
    expect(portalAnswers).toBe(2);
    setCookie = false;
    await get("/gated/page");
    await get("/gated/page");
    expect(portalAnswers).toBe(4);
    await fetch(`${base}/en`, { method: "POST" });
    await fetch(`${base}/en`, { method: "POST" });
    expect(portalAnswers).toBe(6);
    expect(front.size).toBe(0);
  });

  test("refuses to note a request whose inputs are unbounded", async () => {
    const cookie = `jar=${"x".repeat(5000)}`;
    await get("/en", { cookie });
    await get("/en", { cookie });
    expect(portalAnswers).toBe(2);
    expect(front.size).toBe(0);
  });
});
