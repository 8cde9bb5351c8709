import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { apiEndpoints } from "#contract/api.ts";
import { MAX_ID } from "#contract/endpoint.ts";
import { createTestApp, type TestApp } from "./testing.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Operation = {
  parameters?: { in: string; name: string; required?: boolean }[];
  requestBody?: {
    content: Record<
      string,
      { schema: { properties?: Record<string, unknown>; required?: string[] } }
    >;
  };
};

async function openApi() {
  const res = await t.app.inject({ url: "/api/docs/json" });
  return (res.json() as { paths: Record<string, Record<string, Operation>> }).paths;
}

describe("the OpenAPI at /api/docs is the contract", () => {
  test("every call of the contract is served, with its method", async () => {
    const paths = await openApi();
    for (const endpoint of Object.values(apiEndpoints))
      expect(
        paths[`/api${endpoint.path}`]?.[endpoint.method.toLowerCase()],
        `${endpoint.method} ${endpoint.path}`,
      ).toBeDefined();
  });

  test("siteId and languageId show in the query of a GET and the body of a POST", async () => {
    const paths = await openApi();
    const query = paths["/api/certification/footer/searchFooter"]!.get!.parameters!;
    expect(query).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ in: "query", name: "siteId", required: true }),
        expect.objectContaining({ in: "query", name: "languageId" }),
      ]),
    );
    const body =
      paths["/api/user/registration/addRegistration"]!.post!.requestBody!.content[
        "application/json"
      ]!.schema;
    expect(Object.keys(body.properties ?? {})).toEqual(
      expect.arrayContaining(["siteId", "languageId", "relationId"]),
    );
    expect(body.required).toContain("siteId");
  });

  test("/front-api/ calls take neither", async () => {
    const paths = await openApi();
    const byName = paths["/api/front-api/site/getByName"]!.get!.parameters!.map((p) => p.name);
    expect(byName).toEqual(["siteName"]);
    const siteInfo =
      paths["/api/front-api/getSiteInfo"]!.post!.requestBody!.content["application/json"]!.schema;
    expect(Object.keys(siteInfo.properties ?? {})).toEqual(["siteName"]);
  });
});

describe("ids beyond the integer column's range", () => {
  const huge = MAX_ID + 1;

  test.each([
    ["/certification/regionInfo/getList?type=2&parentId", "parentId"],
    ["/certification/release/course/page/list?courseType=1&productLineId", "productLineId"],
    ["/certification/release/certification/detail?id", "id"],
  ])("GET %s=huge is a 400 naming %s, not a 500", async (url, field) => {
    const res = await t.app.inject({ url: `/api${url}=${huge}&siteId=1&languageId=1` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 400,
      errorContext: { fields: { [field]: expect.any(String) } },
    });
  });

  test("in a POST body too", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/user/registration/addRegistration",
      payload: { siteId: 1, languageId: 1, relationId: huge },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorContext.fields).toHaveProperty("relationId");
  });

  test("and as siteId", async () => {
    const res = await t.app.inject({ url: `/api/certification/language/multi?siteId=${huge}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorContext.fields).toHaveProperty("siteId");
  });

  test("the largest id is a valid id that names nothing", async () => {
    const res = await t.app.inject({
      url: `/api/certification/regionInfo/getList?type=2&parentId=${MAX_ID}&siteId=1`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([]);
  });
});
