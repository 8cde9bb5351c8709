import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { certificationReleases } from "#db/schema/catalogue.ts";
import {
  completeCredits,
  createTestApp,
  hosts,
  signUp,
  userByEmail,
  type Browser,
  type TestApp,
} from "../testing.ts";

let t: TestApp;
let learner: Browser;
beforeAll(async () => {
  t = await createTestApp();
  learner = (await signUp(t.app, { email: "kept-answers@example.com" })).browser;
  const user = await userByEmail(t, "kept-answers@example.com");
  // The learner's own standing differs from a visitor's: every course of HCSA learned.
  await completeCredits(t, user!.id, 101);
});
afterAll(() => t.close());

const courseList =
  "/api/certification/release/course/list?certificationId=101&siteId=1&languageId=1";

function visit(url: string, headers: Record<string, string> = {}, host: string = hosts.main) {
  return t.app.inject({ method: "GET", url, headers: { host, ...headers } });
}

describe("a visitor's catalogue and frame calls", () => {
  test("asked for again, are kept: then the same bytes and tag for every visitor, in brotli or gzip", async () => {
    const url = `${courseList}&probe=encodings`;
    // Asked for once: answered, not kept (a URL nobody asks again costs nothing more).
    const once = await visit(url, { "accept-encoding": "br, gzip" });
    expect(once.headers["x-api-cache"]).toBe("miss");
    expect(once.headers.etag).toBeUndefined();
    const first = await visit(url, { "accept-encoding": "br, gzip" });
    expect(first.statusCode).toBe(200);
    expect(first.headers["x-api-cache"]).toBe("miss");
    expect(first.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(once.rawPayload).toString("utf8")).toBe(
      brotliDecompressSync(first.rawPayload).toString("utf8"),
    );
    const plain = brotliDecompressSync(first.rawPayload).toString("utf8");
    expect(JSON.parse(plain).data.length).toBeGreaterThan(0);

    const again = await visit(url, { "accept-encoding": "br, gzip" });
    expect(again.headers["x-api-cache"]).toBe("hit");
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(again.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(again.headers.vary).toBe("Accept-Encoding, Cookie");
    expect(again.headers["cache-control"]).toMatch(/^public, max-age=0, s-maxage=\d+/);
    // The security headers of every response come with it.
    expect(again.headers["x-content-type-options"]).toBe("nosniff");

    const gzipped = await visit(url, { "accept-encoding": "gzip" });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzipped.rawPayload).toString("utf8")).toBe(plain);
    expect(gzipped.headers.etag).not.toBe(first.headers.etag);

    const identity = await visit(url);
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(identity.body).toBe(plain);
  });

  test("answer 304 to a visitor holding the current tag", async () => {
    const url = `${courseList}&probe=etag`;
    await visit(url, { "accept-encoding": "gzip" });
    const first = await visit(url, { "accept-encoding": "gzip" });
    const tag = String(first.headers.etag);
    const unchanged = await visit(url, { "accept-encoding": "gzip", "if-none-match": tag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe("");
    expect(unchanged.headers.etag).toBe(tag);
    // Another encoding is another representation with its own tag.
    const other = await visit(url, { "accept-encoding": "br", "if-none-match": tag });
    expect(other.statusCode).toBe(200);
  });

  test("never give a learner's answer to a visitor, nor a visitor's to a learner", async () => {
    const url = `${courseList}&probe=learner`;
    const mine = await learner.request(url);
    expect(mine.headers["x-api-cache"]).toBeUndefined();
    const learned = mine.json().data.map((c: { learningProcess: number }) => c.learningProcess);
    expect(learned.every((p: number) => p > 0)).toBe(true);

    await visit(url);
    const visitor = await visit(url);
    expect(visitor.headers["x-api-cache"]).toBe("miss");
    expect(
      visitor.json().data.every((c: { learningProcess: number }) => c.learningProcess === 0),
    ).toBe(true);
    const mineAgain = await learner.request(url);
    expect(mineAgain.headers["x-api-cache"]).toBeUndefined();
    expect(
      mineAgain.json().data.map((c: { learningProcess: number }) => c.learningProcess),
    ).toEqual(learned);
  });

  test("are kept per host: another tenant's answer for the same URL is its own", async () => {
    const url = "/api/certification/getKindList?siteId=1&languageId=1";
    await visit(url);
    const main = await visit(url);
    expect(main.statusCode).toBe(200);
    const thermal = await visit(url.replace("siteId=1", "siteId=19"), {}, hosts.thermal);
    expect(thermal.statusCode).toBe(200);
    const sameUrlOtherHost = await visit(url, {}, hosts.thermal);
    expect(sameUrlOtherHost.headers["x-api-cache"]).not.toBe("hit");
    expect(sameUrlOtherHost.statusCode).toBe(400);
  });

  test("keep no failure and no call that is not shared with visitors", async () => {
    const missing =
      "/api/certification/release/certification/detail?id=999999&siteId=1&languageId=1";
    for (let ask = 0; ask < 3; ask++) {
      const res = await visit(missing);
      expect(res.json().code).not.toBe(200);
      expect(res.headers["x-api-cache"]).toBe("miss");
      expect(res.headers.etag).toBeUndefined();
    }

    const country = "/api/certification/location/getCountryByIp?siteId=1&languageId=1";
    await visit(country);
    await visit(country);
    expect((await visit(country)).headers["x-api-cache"]).toBeUndefined();
  });

  test("are dropped when the catalogue changes", async () => {
    const url = "/api/certification/release/certification/detail?id=103&siteId=1&languageId=1";
    await visit(url);
    const before = (await visit(url)).json().data.certificationName;
    expect((await visit(url)).headers["x-api-cache"]).toBe("hit");
    await t.database.db
      .update(certificationReleases)
      .set({ certificationName: "Renamed while kept" })
      .where(eq(certificationReleases.id, 103));
    t.app.services.catalogue.invalidate();
    const after = await visit(url);
    expect(after.headers["x-api-cache"]).toBe("miss");
    expect((await visit(url)).headers["x-api-cache"]).toBe("miss");
    expect((await visit(url)).headers["x-api-cache"]).toBe("hit");
    expect(after.json().data.certificationName).toBe("Renamed while kept");
    await t.database.db
      .update(certificationReleases)
      .set({ certificationName: before })
      .where(eq(certificationReleases.id, 103));
    t.app.services.catalogue.invalidate();
  });

  test("are dropped when any server announces changed caches", async () => {
    const url = `${courseList}&probe=broadcast`;
    await visit(url);
    await visit(url);
    expect((await visit(url)).headers["x-api-cache"]).toBe("hit");
    await t.app.services.broadcast.publish("caches-invalidated", "sites");
    expect((await visit(url)).headers["x-api-cache"]).toBe("miss");
  });
});

describe("with PAGE_CACHE_SECONDS=0", () => {
  let uncached: TestApp;
  beforeAll(async () => {
    uncached = await createTestApp({ PAGE_CACHE_SECONDS: "0" });
  });
  afterAll(() => uncached.close());

  test("every visitor's call is answered afresh", async () => {
    const ask = () =>
      uncached.app.inject({ method: "GET", url: courseList, headers: { host: hosts.main } });
    await ask();
    const second = await ask();
    expect(second.statusCode).toBe(200);
    expect(second.headers["x-api-cache"]).toBeUndefined();
  });
});
