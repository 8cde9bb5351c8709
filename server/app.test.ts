import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { Code } from "#contract/codes.ts";
import { buildApp } from "./app.ts";
import { ApiError, needLogin } from "./errors.ts";
import { seedDemoData } from "#db/seed/demo.ts";
import { createTestApp, openTestDatabase, type TestApp } from "./testing.ts";
import { parseConfig } from "./config.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("API envelope", () => {
  test("unknown API route: HTTP 404 with code 404 in the envelope", async () => {
    for (const method of ["GET", "POST", "DELETE"] as const) {
      const res = await t.app.inject({ method, url: "/api/certification/nothing/here?siteId=1" });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        code: 404,
        data: null,
        message: expect.any(String),
        errorContext: null,
      });
    }
  });

  test("malformed JSON is a 400 envelope", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/certification/seo/getRelBySiteId",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(400);
  });

  test("validation failures name every failing field", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/certification/regionInfo/listRegionIdByParam",
      payload: { siteId: 1, languageId: 1, countryCodeList: ["DEU"], type: 7 },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errorContext.fields).sort()).toEqual([
      "countryCodeList.0",
      "type",
    ]);
  });
});

describe("errors raised by handlers", () => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const database = await openTestDatabase();
    await database.migrate();
    await seedDemoData(database.db);
    app = await buildApp(parseConfig({ LOG_LEVEL: "silent" }), {
      database,
      pages: { mode: "none" },
    });
    // Routes that fail on purpose, registered only in this test's app instance.
    await app.register(
      async (api) => {
        const { apiEnvelope } = await import("./plugins/envelope.ts");
        await api.register(apiEnvelope);
        api.get("/crash", async () => {
          throw new Error(
            "connection to 10.0.0.7 refused: password authentication failed for user academy",
          );
        });
        api.get("/login-needed", async () => {
          throw needLogin();
        });
        api.get("/refused", async () => {
          throw new ApiError(Code.alreadyRegistered, "Already registered", {
            errorContext: { relationId: 5 },
          });
        });
      },
      { prefix: "/probe" },
    );
    await app.ready();
    close = async () => {
      await app.close();
      await database.drop();
    };
  });
  afterAll(() => close());

  test("a 5xx hides internals", async () => {
    const res = await app.inject({ url: "/probe/crash" });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      code: 500,
      data: null,
      message: "System error",
      errorContext: null,
    });
    expect(res.body).not.toMatch(/10\.0\.0\.7|password|stack/i);
  });

  test("a missing login is HTTP 401 with code 401", async () => {
    const res = await app.inject({ url: "/probe/login-needed" });
    expect([res.statusCode, res.json().code]).toEqual([401, 401]);
  });

  test("a business refusal carries its code and errorContext", async () => {
    const res = await app.inject({ url: "/probe/refused" });
    expect(res.json()).toEqual({
      code: 10024,
      data: null,
      message: "Already registered",
      errorContext: { relationId: 5 },
    });
  });

  test("readyz reports an unreachable database as 503", async () => {
    const database = await openTestDatabase();
    await database.migrate();
    const broken = await buildApp(parseConfig({ LOG_LEVEL: "silent" }), {
      database: { ...database, ping: () => Promise.reject(new Error("down")) },
      pages: { mode: "none" },
    });
    const res = await broken.inject({ url: "/readyz" });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: "unavailable" });
    await broken.close();
    await database.drop();
  });
});

describe("operations", () => {
  test("healthz and readyz", async () => {
    expect((await t.app.inject({ url: "/healthz" })).json()).toEqual({ status: "ok" });
    const ready = await t.app.inject({ url: "/readyz" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().database).toBe(process.env.TEST_DB === "postgres" ? "postgres" : "pglite");
  });

  test("metrics in Prometheus format, labelled by route pattern", async () => {
    await t.app.inject({
      url: "/api/certification/currency/getCurrencyTypeList?siteId=1&languageId=1",
    });
    const res = await t.app.inject({ url: "/metrics" });
    expect(res.headers["content-type"]).toMatch(/text\/plain/);
    expect(res.body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/certification\/currency\/getCurrencyTypeList",status="200"\} [1-9]/,
    );
    expect(res.body).toContain("process_cpu_seconds_total");
  });

  test("security headers with a CSP on every response", async () => {
    const res = await t.app.inject({
      url: "/api/certification/currency/getCurrencyTypeList?siteId=1&languageId=1",
    });
    expect(res.headers["content-security-policy"]).toMatch(/default-src 'self'/);
    expect(res.headers["content-security-policy"]).toMatch(
      /script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/,
    );
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(res.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    expect(res.headers["cross-origin-opener-policy"]).toBe("same-origin");
    expect(res.headers["cross-origin-resource-policy"]).toBe("same-origin");
    expect(res.headers["content-security-policy"]).toContain("object-src 'none'");
    expect(res.headers["content-security-policy"]).toContain("frame-ancestors 'self'");
  });

  test("responses are compressed when the client accepts it", async () => {
    const res = await t.app.inject({
      url: "/api/docs/json",
      headers: { "accept-encoding": "gzip" },
    });
    expect(res.headers["content-encoding"]).toBe("gzip");
  });

  test("OpenAPI generated from the schemas lists every start-up call", async () => {
    const res = await t.app.inject({ url: "/api/docs/json" });
    const spec = res.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(spec.openapi).toMatch(/^3\./);
    const expected: [string, string][] = [
      ["post", "/api/front-api/getSiteInfo"],
      ["get", "/api/front-api/site/getByName"],
      ["get", "/api/certification/language/multi"],
      ["post", "/api/certification/seo/getRelBySiteId"],
      ["get", "/api/certification/footer/searchFooter"],
      ["post", "/api/certification/languageSwitch/listByParam"],
      ["get", "/api/certification/location/getCountryByIp"],
      ["get", "/api/certification/dictData/getDictModelList"],
      ["post", "/api/certification/dictData/batchQueryDictModelList"],
      ["post", "/api/certification/countryLanguage/getList"],
      ["post", "/api/certification/site/getListByIds"],
      ["post", "/api/certification/site/openNonCertificationOrNot"],
      ["get", "/api/certification/siteFeedback/getBySiteId"],
      ["get", "/api/certification/currency/getCurrencyTypeList"],
      ["get", "/api/certification/regionInfo/getList"],
      ["post", "/api/certification/regionInfo/listRegionIdByParam"],
      ["get", "/api/certification/provinceCity/getListForSupplement"],
      ["get", "/api/certification/supplementInfo/query"],
      ["get", "/api/user/getTypeList"],
      ["get", "/api/certification/news/released/getTopNewsList"],
    ];
    for (const [method, path] of expected)
      expect(spec.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    const docs = await t.app.inject({ url: "/api/docs" });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers["content-type"]).toMatch(/text\/html/);
  });
});
