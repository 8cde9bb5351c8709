import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { sites } from "#db/schema/site.ts";
import { TenantId } from "#db/seed/demo/tenants.ts";
import { createTestApp, hosts, updateTenant, type TestApp } from "../../testing.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ GEOIP_COUNTRY_HEADER: "cf-ipcountry" });
});
afterAll(() => t.close());

type Call = {
  method?: "GET" | "POST";
  url: string;
  host?: string;
  query?: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
};

async function call({ method = "GET", url, host = hosts.main, query, body, headers }: Call) {
  const res = await t.app.inject({
    method,
    url: `/api${url}`,
    query,
    headers: { host, ...headers },
    ...(method === "POST" ? { payload: (body ?? {}) as object } : {}),
  });
  return {
    status: res.statusCode,
    body: res.json() as { code: number; data: any; message: string; errorContext: any },
  };
}

const main = { siteId: 1, languageId: 1 };
const get = (
  url: string,
  query: Record<string, string | number> = main,
  extra: Partial<Call> = {},
) =>
  call({
    url,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    ...extra,
  });
const post = (url: string, body: Record<string, unknown> = main, extra: Partial<Call> = {}) =>
  call({ method: "POST", url, body, ...extra });

describe("site and language scope (learner §7)", () => {
  test("a GET without siteId is refused with code 400 naming the field", async () => {
    const res = await get("/certification/language/multi", {});
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 400,
      data: null,
      errorContext: { fields: { siteId: expect.any(String) } },
    });
  });

  test("a site of another tenant is refused", async () => {
    const res = await get("/certification/language/multi", { siteId: 19, languageId: 1 });
    expect(res.status).toBe(400);
    expect(res.body.errorContext.fields.siteId).toBeDefined();
  });

  test("the thermal host owns site 19 and not site 1", async () => {
    expect(
      (
        await get(
          "/certification/language/multi",
          { siteId: 19, languageId: 1 },
          { host: hosts.thermal },
        )
      ).body.code,
    ).toBe(200);
    expect((await get("/certification/language/multi", main, { host: hosts.thermal })).status).toBe(
      400,
    );
  });

  test("a language the site does not offer is refused", async () => {
    const res = await get("/certification/language/multi", { siteId: 1, languageId: 2 });
    expect(res.body.errorContext.fields.languageId).toBeDefined();
  });

  test("POST reads siteId and languageId from the body, not the query", async () => {
    const res = await call({
      method: "POST",
      url: "/certification/seo/getRelBySiteId",
      query: { siteId: "1" },
      body: { siteId: 3, languageId: 2 },
    });
    expect(res.body.code).toBe(200);
    expect(res.body.data.some((s: { title: string }) => /[\u0600-\u06FF]/.test(s.title))).toBe(
      true,
    );
  });

  test("languageId defaults to the site's base language", async () => {
    expect((await get("/certification/siteFeedback/getBySiteId", { siteId: 3 })).body.code).toBe(
      200,
    );
  });
});

describe("front-api (no site or language)", () => {
  test("getSiteInfo returns the spec's site info fields", async () => {
    const res = await call({
      method: "POST",
      url: "/front-api/getSiteInfo",
      body: { siteName: "eu/de" },
    });
    expect(res.body.code).toBe(200);
    expect(res.body.data).toMatchObject({
      siteId: 8,
      siteCode: "DE",
      pathPrefix: "/eu/de",
      region: "eu",
      baseLanguageId: 3,
      orderFood: true,
      showCompanyCertificate: true,
      languageNavigation: false,
    });
  });

  test("getSiteInfo resolves the same name per tenant", async () => {
    const main = await call({
      method: "POST",
      url: "/front-api/getSiteInfo",
      body: { siteName: "en" },
    });
    const thermal = await call({
      method: "POST",
      url: "/front-api/getSiteInfo",
      body: { siteName: "en" },
      host: hosts.thermal,
    });
    const neutral = await call({
      method: "POST",
      url: "/front-api/getSiteInfo",
      body: { siteName: "EN" },
      host: hosts.neutral,
    });
    expect([main.body.data.siteId, thermal.body.data.siteId, neutral.body.data.siteId]).toEqual([
      1, 19, 30,
    ]);
  });

  test("an unknown or foreign site name is 404, a malformed one 400", async () => {
    const unknown = await call({
      method: "POST",
      url: "/front-api/getSiteInfo",
      body: { siteName: "eu/zz" },
    });
    expect([unknown.status, unknown.body.code]).toEqual([404, 404]);
    const foreign = await call({
      method: "POST",
      url: "/front-api/getSiteInfo",
      body: { siteName: "eu/de" },
      host: hosts.thermal,
    });
    expect(foreign.body.code).toBe(404);
    const malformed = await call({
      method: "POST",
      url: "/front-api/getSiteInfo",
      body: { siteName: "../etc" },
    });
    expect(malformed.body).toMatchObject({
      code: 400,
      errorContext: { fields: { siteName: expect.any(String) } },
    });
  });

  test("site by name returns the siteId", async () => {
    const res = await call({ url: "/front-api/site/getByName", query: { siteName: "asia/en" } });
    expect(res.body.data).toEqual({ siteId: 27 });
  });
});

describe("languages", () => {
  test("language/multi lists the tenant's languages with the spec's fields", async () => {
    const res = await get("/certification/language/multi");
    const arabic = res.body.data.find((l: { languageSimple: string }) => l.languageSimple === "ar");
    expect(arabic).toEqual({
      id: 2,
      languageComplete: expect.any(String),
      languageSimple: "ar",
      countryCode: expect.any(String),
      languagePackId: "ar",
      rtlStatus: "1",
    });
    const thermal = await get(
      "/certification/language/multi",
      { siteId: 19, languageId: 1 },
      { host: hosts.thermal },
    );
    expect(thermal.body.data.map((l: { id: number }) => l.id).sort()).toEqual([1, 2]);
  });

  test("languageSwitch lists the current site's languages in order", async () => {
    const res = await post("/certification/languageSwitch/listByParam", {
      siteId: 15,
      languageId: 4,
    });
    expect(res.body.data.map((l: { languageSimple: string }) => l.languageSimple)).toEqual([
      "de",
      "fr",
      "it",
    ]);
    expect((await post("/certification/languageSwitch/listByParam")).body.data).toHaveLength(1);
  });
});

describe("seo, footer, dictionary", () => {
  test("SEO config per URL of the site", async () => {
    const res = await post("/certification/seo/getRelBySiteId");
    const home = res.body.data.find((s: { url: string }) => s.url === "/");
    expect(home).toEqual({
      url: "/",
      title: expect.stringContaining("Hikvision"),
      description: expect.any(String),
    });
  });

  test("footer: links by areaKind 1-6 and social items with socialMediaList", async () => {
    const res = await get("/certification/footer/searchFooter");
    const kinds = new Set(res.body.data.links.map((l: { areaKind: number }) => l.areaKind));
    expect([...kinds].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(
      res.body.data.social.some(
        (s: { socialMediaList: unknown[] }) => s.socialMediaList.length > 1,
      ),
    ).toBe(true);
    const fr = await get("/certification/footer/searchFooter", { siteId: 9, languageId: 4 });
    expect(fr.body.data.links.some((l: { areaKind: number }) => l.areaKind === 5)).toBe(false);
  });

  test("dictionary by type, and a type outside the catalogue is 400", async () => {
    const res = await get("/certification/dictData/getDictModelList", {
      ...main,
      dictType: "front_logo",
    });
    expect(res.body.data).toEqual([
      {
        dictType: "front_logo",
        dictLabel: expect.stringMatching(/^\/brand\/.+\.svg$/),
        dictValue: expect.any(String),
      },
    ]);
    const bad = await get("/certification/dictData/getDictModelList", {
      ...main,
      dictType: "passwords",
    });
    expect(bad.body).toMatchObject({
      code: 400,
      errorContext: { fields: { dictType: expect.any(String) } },
    });
  });

  test("batch dictionary groups by type and brand wording follows the tenant", async () => {
    const res = await post("/certification/dictData/batchQueryDictModelList", {
      ...main,
      dictTypeList: ["front_logo", "certificate_step", "certification_programs", "learn_ways"],
    });
    expect(Object.keys(res.body.data).sort()).toEqual([
      "certificate_step",
      "certification_programs",
      "front_logo",
      "learn_ways",
    ]);
    expect(res.body.data.certificate_step).toHaveLength(4);
    const thermal = await post(
      "/certification/dictData/batchQueryDictModelList",
      { siteId: 19, languageId: 1, dictTypeList: ["front_logo"] },
      { host: hosts.thermal },
    );
    expect(thermal.body.data.front_logo[0].dictLabel).not.toBe(
      res.body.data.front_logo[0].dictLabel,
    );
    const empty = await post("/certification/dictData/batchQueryDictModelList", {
      ...main,
      dictTypeList: [],
    });
    expect(empty.body.code).toBe(400);
  });
});

describe("countries, sites, flags", () => {
  test("a site's region is its path's prefix: a row saying otherwise is refused", async () => {
    const site = (pathPrefix: string, region: "global" | "eu" | "asia") => ({
      id: 9_900 + Math.floor(Math.random() * 99),
      tenantId: TenantId.main,
      siteCode: "ZZ",
      siteName: pathPrefix.slice(1),
      pathPrefix,
      region,
      baseLanguageId: 1,
    });
    for (const row of [site("/eu/zz", "global"), site("/zz", "eu"), site("/asia/zz", "eu")])
      await expect(t.database.db.insert(sites).values(row)).rejects.toThrow();
    const fine = site("/asia/zz", "asia");
    await t.database.db.insert(sites).values(fine);
    await t.database.db.delete(sites).where(eq(sites.id, fine.id));
  });

  test("country-language list maps countries to languages and sites of the tenant", async () => {
    const res = await post("/certification/countryLanguage/getList");
    const ch = res.body.data.find((c: { country: string }) => c.country === "CH");
    expect(ch.countryName).toBe("Switzerland");
    // Frame §3 "Country entry": each language with its id and name, the preferred one first.
    expect(
      ch.languageList.map((l: { id: number; languageComplete: string }) => [
        l.id,
        l.languageComplete,
      ]),
    ).toEqual([
      [3, "Deutsch"],
      [4, "Français"],
      [5, "Italiano"],
    ]);
    const names = res.body.data.map((c: { countryName: string }) => c.countryName);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    expect(
      ch.languageList.every(
        (l: { siteId: number; pathPrefix: string }) => l.siteId === 15 && l.pathPrefix === "/eu/ch",
      ),
    ).toBe(true);
    const thermal = await post(
      "/certification/countryLanguage/getList",
      { siteId: 19, languageId: 1 },
      { host: hosts.thermal },
    );
    expect(
      thermal.body.data.flatMap((c: { languageList: { siteId: number }[] }) =>
        c.languageList.map((l) => l.siteId),
      ),
    ).not.toContain(1);
  });

  test("countries are named and ordered in the page's language", async () => {
    const german = await post("/certification/countryLanguage/getList", {
      siteId: 15,
      languageId: 3,
    });
    const names = german.body.data.map((c: { countryName: string }) => c.countryName);
    expect(names).toContain("Schweiz");
    expect(names).toContain("Vereinigtes Königreich");
    expect(names).toEqual([...names].sort(new Intl.Collator("de").compare));
    const arabic = await post("/certification/countryLanguage/getList", {
      siteId: 3,
      languageId: 2,
    });
    expect(arabic.body.data.find((c: { country: string }) => c.country === "AE").countryName).toBe(
      "الإمارات العربية المتحدة",
    );
  });

  test("sites by ids returns only the tenant's sites", async () => {
    const res = await post("/certification/site/getListByIds", { ...main, id: [1, 2, 19, 27] });
    expect(res.body.data.map((s: { siteId: number }) => s.siteId)).toEqual([1, 2, 27]);
    expect(
      (await post("/certification/site/getListByIds", { ...main, id: 2 })).body.data[0].siteCode,
    ).toBe("UK");
    expect((await post("/certification/site/getListByIds", { ...main, id: ["x"] })).body.code).toBe(
      400,
    );
  });

  test("non-certification menu flag per site", async () => {
    expect((await post("/certification/site/openNonCertificationOrNot")).body.data).toBe(true);
    expect(
      (await post("/certification/site/openNonCertificationOrNot", { siteId: 27, languageId: 1 }))
        .body.data,
    ).toBe(false);
  });

  test("feedback config of the site, null where none is configured", async () => {
    const res = await get("/certification/siteFeedback/getBySiteId");
    expect(res.body.data).toEqual({
      title: expect.any(String),
      description: expect.any(String),
      link: expect.stringMatching(/^https:/),
      activeState: "1",
    });
    expect(
      (await get("/certification/siteFeedback/getBySiteId", { siteId: 2, languageId: 1 })).body.data
        .activeState,
    ).toBe("0");
    expect(
      (await get("/certification/siteFeedback/getBySiteId", { siteId: 9, languageId: 4 })).body
        .data,
    ).toBeNull();
  });

  test("currency list maps ids to symbols", async () => {
    const res = await get("/certification/currency/getCurrencyTypeList");
    expect(res.body.data).toContainEqual({ id: 1, currencyType: "EUR", symbol: "€" });
  });
});

describe("tenant behaviour in the frame comes from the tenant's row", () => {
  const frameOf = (host: string, siteName: string) => {
    const { site } = t.app.services;
    const scope = site.scopeFor(t.app.siteDirectory().tenantForHost(host), siteName, []);
    return site.frame(scope!, null);
  };

  test("instructor-led training is hidden in the tenant's listed regions", async () => {
    expect((await frameOf(hosts.main, "eu/de")).hideInstructorLed).toBe(true);
    expect((await frameOf(hosts.main, "en")).hideInstructorLed).toBe(false);
    expect((await frameOf(hosts.thermal, "en")).hideInstructorLed).toBe(false);
    await updateTenant(t, TenantId.main, { instructorLedHiddenRegions: [] });
    await updateTenant(t, TenantId.thermal, { instructorLedHiddenRegions: ["global"] });
    try {
      expect((await frameOf(hosts.main, "eu/de")).hideInstructorLed).toBe(false);
      expect((await frameOf(hosts.thermal, "en")).hideInstructorLed).toBe(true);
    } finally {
      await updateTenant(t, TenantId.main, { instructorLedHiddenRegions: ["eu"] });
      await updateTenant(t, TenantId.thermal, { instructorLedHiddenRegions: [] });
    }
  });

  test("logout is offered and the brand palette given as the row says", async () => {
    const main = (await frameOf(hosts.main, "en")).tenant;
    expect(main.offersLogout).toBe(true);
    expect(main.brandPalette[7]).toBe("#c7000f");
    expect((await frameOf(hosts.neutral, "en")).tenant.offersLogout).toBe(false);
    await updateTenant(t, TenantId.neutral, { offersLogout: true });
    try {
      expect((await frameOf(hosts.neutral, "en")).tenant.offersLogout).toBe(true);
    } finally {
      await updateTenant(t, TenantId.neutral, { offersLogout: false });
    }
  });
});

describe("geo", () => {
  test("country from the trusted proxy header when configured", async () => {
    const res = await get("/certification/location/getCountryByIp", main, {
      headers: { "cf-ipcountry": "de" },
    });
    expect(res.body.data).toEqual({ iso_code: "DE" });
  });

  test("country from the offline GeoIP database otherwise; unknown for loopback", async () => {
    const res = await t.app.inject({
      url: "/api/certification/location/getCountryByIp?siteId=1&languageId=1",
      remoteAddress: "8.8.8.8",
    });
    expect(res.json().data.iso_code).toBe("US");
    expect((await get("/certification/location/getCountryByIp")).body.data.iso_code).toBeNull();
  });

  test("a garbage header value falls back to the IP lookup", async () => {
    const res = await get("/certification/location/getCountryByIp", main, {
      headers: { "cf-ipcountry": "<script>" },
    });
    expect(res.body.data.iso_code).toBeNull();
  });
});

describe("regions and supplement info", () => {
  test("regionInfo/getList lists countries, then provinces of a country", async () => {
    const countries = await get("/certification/regionInfo/getList", {
      ...main,
      type: 1,
      countryQueryType: "all",
    });
    const germany = countries.body.data.find(
      (c: { countryCode: string }) => c.countryCode === "DE",
    );
    expect(germany).toMatchObject({ level: 1, name: "Germany", phoneCode: "+49" });
    const provinces = await get("/certification/regionInfo/getList", {
      ...main,
      type: 2,
      parentId: germany.id,
    });
    expect(provinces.body.data.map((p: { name: string }) => p.name)).toContain("Bayern");
    expect((await get("/certification/regionInfo/getList", { ...main, type: 9 })).body.code).toBe(
      400,
    );
  });

  test("countryQueryType site keeps the countries the tenant serves", async () => {
    const all = await get(
      "/certification/regionInfo/getList",
      { siteId: 19, languageId: 1, type: 1, countryQueryType: "all" },
      { host: hosts.thermal },
    );
    const served = await get(
      "/certification/regionInfo/getList",
      { siteId: 19, languageId: 1, type: 1, countryQueryType: "site" },
      { host: hosts.thermal },
    );
    expect(served.body.data.length).toBeGreaterThan(0);
    expect(served.body.data.length).toBeLessThan(all.body.data.length);
  });

  test("listRegionIdByParam finds regions by country code and name", async () => {
    const res = await post("/certification/regionInfo/listRegionIdByParam", {
      ...main,
      countryCodeList: ["de", "AT"],
      type: 1,
    });
    expect(res.body.data).toHaveLength(2);
    const byName = await post("/certification/regionInfo/listRegionIdByParam", {
      ...main,
      nameList: ["Bayern"],
    });
    expect(byName.body.data).toHaveLength(1);
    expect((await post("/certification/regionInfo/listRegionIdByParam", main)).body.data).toEqual(
      [],
    );
    expect(
      (
        await post("/certification/regionInfo/listRegionIdByParam", {
          ...main,
          countryCodeList: ["DEU"],
        })
      ).body.code,
    ).toBe(400);
  });

  test("province-city tree for the information-gathering selects", async () => {
    const res = await get("/certification/provinceCity/getListForSupplement");
    const germany = res.body.data.find((c: { countryCode: string }) => c.countryCode === "DE");
    const bayern = germany.children.find((p: { name: string }) => p.name === "Bayern");
    expect(bayern.children.map((c: { name: string }) => c.name)).toEqual(
      expect.arrayContaining(["München", "Nürnberg"]),
    );
  });

  test("supplement info flags follow the site's region", async () => {
    const global = await get("/certification/supplementInfo/query");
    expect(Object.keys(global.body.data).sort()).toEqual(
      [
        "address",
        "city",
        "companyName",
        "country",
        "firstName",
        "lastName",
        "phoneCode",
        "phoneNumber",
        "postcode",
        "province",
        "type",
        "vatNumber",
      ].sort(),
    );
    expect(global.body.data.vatNumber).toBe("0");
    const eu = await get("/certification/supplementInfo/query", { siteId: 8, languageId: 3 });
    expect(eu.body.data.vatNumber).toBe("1");
  });

  test("user types in the request's language", async () => {
    const en = await get("/user/getTypeList");
    const ar = await get("/user/getTypeList", { siteId: 3, languageId: 2 });
    expect(en.body.data.length).toBeGreaterThan(3);
    expect(en.body.data[0].typeName).not.toBe(ar.body.data[0].typeName);
    expect(ar.body.data[0].typeName).toMatch(/[\u0600-\u06FF]/);
  });
});

describe("news", () => {
  test("top news of the site, newest first, sized", async () => {
    const res = await get("/certification/news/released/getTopNewsList", { ...main, size: 3 });
    expect(res.body.data).toHaveLength(3);
    const dates = res.body.data.map((n: { publishedAt: string }) => n.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(
      (await get("/certification/news/released/getTopNewsList", { ...main, size: 1000 })).body.code,
    ).toBe(400);
  });
});

describe("every scoped start-up call checks the site against the host's tenant", () => {
  const scoped: [method: "GET" | "POST", url: string, extra: Record<string, unknown>][] = [
    ["GET", "/certification/language/multi", {}],
    ["POST", "/certification/seo/getRelBySiteId", {}],
    ["GET", "/certification/footer/searchFooter", {}],
    ["POST", "/certification/languageSwitch/listByParam", {}],
    ["GET", "/certification/location/getCountryByIp", {}],
    ["GET", "/certification/dictData/getDictModelList", { dictType: "front_logo" }],
    ["POST", "/certification/dictData/batchQueryDictModelList", { dictTypeList: ["front_logo"] }],
    ["POST", "/certification/countryLanguage/getList", {}],
    ["POST", "/certification/site/getListByIds", { id: [19] }],
    ["POST", "/certification/site/openNonCertificationOrNot", {}],
    ["GET", "/certification/siteFeedback/getBySiteId", {}],
    ["GET", "/certification/currency/getCurrencyTypeList", {}],
    ["GET", "/certification/regionInfo/getList", { type: 1 }],
    ["POST", "/certification/regionInfo/listRegionIdByParam", { countryCodeList: ["DE"] }],
    ["GET", "/certification/provinceCity/getListForSupplement", {}],
    ["GET", "/certification/supplementInfo/query", {}],
    ["GET", "/user/getTypeList", {}],
    ["GET", "/certification/news/released/getTopNewsList", {}],
  ];

  test.each(scoped)("%s %s", async (method, url, extra) => {
    const thermalSite = { siteId: 19, languageId: 1, ...extra };
    const send = (host: string) =>
      method === "GET"
        ? get(
            url,
            Object.fromEntries(Object.entries(thermalSite).map(([k, v]) => [k, String(v)])),
            { host },
          )
        : post(url, thermalSite, { host });
    const own = await send(hosts.thermal);
    expect([own.status, own.body.code]).toEqual([200, 200]);
    const foreign = await send(hosts.main);
    expect([foreign.status, foreign.body.code]).toEqual([400, 400]);
    expect(foreign.body.data).toBeNull();
    expect(foreign.body.errorContext.fields.siteId).toBeDefined();
  });
});
