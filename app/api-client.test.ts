import { describe, expect, test, vi } from "vitest";
import { API_TIMEOUT_MS, buildApiRequest, createApiClient } from "./api-client.ts";

const scope = { siteId: 15, languageId: 4 };

describe("where siteId and languageId go (ARCHITECTURE §4)", () => {
  test("a GET carries them in the query, after /api", () => {
    const { url, init } = buildApiRequest(
      "GET",
      "/certification/footer/searchFooter",
      { a: "x y" },
      scope,
    );
    expect(url).toBe("/api/certification/footer/searchFooter?siteId=15&languageId=4&a=x+y");
    expect(init.body).toBeUndefined();
    expect(init.credentials).toBe("include");
  });

  test("a POST carries them in the JSON body", () => {
    const { url, init } = buildApiRequest(
      "POST",
      "/certification/countryLanguage/getList",
      { x: [1, 2] },
      scope,
    );
    expect(url).toBe("/api/certification/countryLanguage/getList");
    expect(JSON.parse(String(init.body))).toEqual({ siteId: 15, languageId: 4, x: [1, 2] });
    expect(init.headers).toMatchObject({ "Content-Type": "application/json" });
  });

  test("/front-api/ calls carry neither", () => {
    expect(buildApiRequest("GET", "/front-api/site/getByName", { siteName: "en" }, scope).url).toBe(
      "/api/front-api/site/getByName?siteName=en",
    );
    const post = buildApiRequest("POST", "/front-api/getSiteInfo", { siteName: "en" }, scope);
    expect(JSON.parse(String(post.init.body))).toEqual({ siteName: "en" });
  });

  test("arrays repeat in the query and empty values stay out", () => {
    const { url } = buildApiRequest("GET", "/x", { id: [1, 2], skip: undefined, none: null }, null);
    expect(url).toBe("/api/x?id=1&id=2");
  });
});

describe("the client", () => {
  test("returns the envelope and times out after 20 seconds", async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      expect(init?.signal).toBeInstanceOf(AbortSignal);
      return Response.json({ code: 200, data: [{ id: 1 }], message: "", errorContext: null });
    });
    const client = createApiClient(scope, { fetch });
    await expect(client.get("/x")).resolves.toEqual({
      code: 200,
      data: [{ id: 1 }],
      message: "",
      errorContext: null,
    });
    expect(API_TIMEOUT_MS).toBe(20_000);
  });

  test("a failed list call yields an empty list and reports the refusal", async () => {
    const onRefusal = vi.fn();
    const refused = createApiClient(scope, {
      onRefusal,
      fetch: async () =>
        Response.json({ code: 401, data: null, message: "", errorContext: null }, { status: 401 }),
    });
    await expect(refused.list("POST", "/x")).resolves.toEqual([]);
    expect(onRefusal).toHaveBeenCalledWith(expect.objectContaining({ code: 401 }));

    const offline = createApiClient(scope, {
      fetch: async () => {
        throw new TypeError("Failed to fetch");
      },
    });
    await expect(offline.list("GET", "/x")).resolves.toEqual([]);
    const broken = createApiClient(scope, {
      fetch: async () => new Response("<html>", { status: 502 }),
    });
    await expect(broken.get("/x")).resolves.toMatchObject({ code: 500, data: null });
  });
});
