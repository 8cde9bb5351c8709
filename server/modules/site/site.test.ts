import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { contentApi } from "#contract/content.ts";
import type { Endpoint } from "#contract/endpoint.ts";
import type { Envelope, FieldErrors } from "#contract/envelope.ts";
import { siteApi } from "#contract/site.ts";
import { sites } from "#db/schema/site.ts";
import { TenantId } from "#db/seed/demo/tenants.ts";
import {
  call,
  createBrowser,
  createTestApp,
  hosts,
  updateTenant,
  type Browser,
  type TestApp,
} from "../../testing.ts";

let t: TestApp;
/** A visitor on the loopback address, as `app.inject` sends from: no country by its IP. */
let visitor: Browser;
beforeAll(async () => {
  t = await createTestApp({ GEOIP_COUNTRY_HEADER: "cf-ipcountry" });
  visitor = createBrowser(t.app, hosts.main, { remoteAddress: "127.0.0.1" });
});
afterAll(() => t.close());

const main = { siteId: 1, languageId: 1 };
/** The input fields a 400 names. */
const fieldsOf = (answer: Envelope) => answer.errorContext!.fields as FieldErrors;

describe("site and language scope (learner §7)", () => {
  test("a GET without siteId is refused with code 400 naming the field", async () => {
    // No siteId, which the contract requires: the server refuses it too.
    const res = await call(visitor, siteApi.tenantLanguages, {} as never);
    expect(res.statusCode).toBe(400);
    expect(res).toMatchObject({
      code: 400,
      data: null,
      errorContext: { fields: { siteId: expect.any(String) } },
    });
  });

  test("a site of another tenant is refused", async () => {
    const res = await call(visitor, siteApi.tenantLanguages, { siteId: 19, languageId: 1 });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res).siteId).toBeDefined();
  });

  test("the thermal host owns site 19 and not site 1", async () => {
    expect(
      (
        await call(
          visitor,
          siteApi.tenantLanguages,
          { siteId: 19, languageId: 1 },
          { host: hosts.thermal },
        )
      ).code,
    ).toBe(200);
    expect(
      (await call(visitor, siteApi.tenantLanguages, main, { host: hosts.thermal })).statusCode,
    ).toBe(400);
  });

  test("a language the site does not offer is refused", async () => {
    const res = await call(visitor, siteApi.tenantLanguages, { siteId: 1, languageId: 2 });
    expect(fieldsOf(res).languageId).toBeDefined();
  });

  test("POST reads siteId and languageId from the body, not the query", async () => {
    // A query beside the body, which no contract call sends: a raw request.
    const res = (
      await visitor.request("/api/certification/seo/getRelBySiteId?siteId=1", {
        method: "POST",
        json: { siteId: 3, languageId: 2 },
      })
    ).json();
    expect(res.code).toBe(200);
    expect(res.data.some((s: { title: string }) => /[\u0600-\u06FF]/.test(s.title))).toBe(true);
  });

  test("languageId defaults to the site's base language", async () => {
    expect((await call(visitor, siteApi.feedback, { siteId: 3 })).code).toBe(200);
  });
});

describe("front-api (no site or language)", () => {
  test("getSiteInfo returns the spec's site info fields", async () => {
    const res = await call(visitor, siteApi.siteInfo, { siteName: "eu/de" });
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({
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
    const main = await call(visitor, siteApi.siteInfo, { siteName: "en" });
    const thermal = await call(
      visitor,
      siteApi.siteInfo,
      { siteName: "en" },
      { host: hosts.thermal },
    );
    const neutral = await call(
      visitor,
      siteApi.siteInfo,
      { siteName: "EN" },
      { host: hosts.neutral },
    );
    expect([main.data!.siteId, thermal.data!.siteId, neutral.data!.siteId]).toEqual([1, 19, 30]);
  });

  test("an unknown or foreign site name is 404, a malformed one 400", async () => {
    const unknown = await call(visitor, siteApi.siteInfo, { siteName: "eu/zz" });
    expect([unknown.statusCode, unknown.code]).toEqual([404, 404]);
    const foreign = await call(
      visitor,
      siteApi.siteInfo,
      { siteName: "eu/de" },
      { host: hosts.thermal },
    );
    expect(foreign.code).toBe(404);
    const malformed = await call(visitor, siteApi.siteInfo, { siteName: "../etc" });
    expect(malformed).toMatchObject({
      code: 400,
      errorContext: { fields: { siteName: expect.any(String) } },
    });
  });

  test("site by name returns the siteId", async () => {
    const res = await call(visitor, siteApi.siteByName, { siteName: "asia/en" });
    expect(res.data).toEqual({ siteId: 27 });
  });
});

describe("languages", () => {
  test("language/multi lists the tenant's languages with the spec's fields", async () => {
    const res = await call(visitor, siteApi.tenantLanguages, main);
    const arabic = res.data!.find((l) => l.languageSimple === "ar");
    expect(arabic).toEqual({
      id: 2,
      languageComplete: expect.any(String),
      languageSimple: "ar",
      countryCode: expect.any(String),
      languagePackId: "ar",
      rtlStatus: "1",
    });
    const thermal = await call(
      visitor,
      siteApi.tenantLanguages,
      { siteId: 19, languageId: 1 },
      { host: hosts.thermal },
    );
    expect(thermal.data!.map((l) => l.id).sort()).toEqual([1, 2]);
  });

  test("languageSwitch lists the current site's languages in order", async () => {
    const res = await call(visitor, siteApi.siteLanguages, { siteId: 15, languageId: 4 });
    expect(res.data!.map((l) => l.languageSimple)).toEqual(["de", "fr", "it"]);
    expect((await call(visitor, siteApi.siteLanguages, main)).data).toHaveLength(1);
  });
});

describe("seo, footer, dictionary", () => {
  test("SEO config per URL of the site", async () => {
    const res = await call(visitor, siteApi.seo, main);
    const home = res.data!.find((s) => s.url === "/");
    expect(home).toEqual({
      url: "/",
      title: expect.stringContaining("Hikvision"),
      description: expect.any(String),
    });
  });

  test("footer: links by areaKind 1-6 and social items with socialMediaList", async () => {
    const res = await call(visitor, siteApi.footer, main);
    const kinds = new Set(res.data!.links.map((l) => l.areaKind));
    expect([...kinds].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(res.data!.social.some((s) => s.socialMediaList.length > 1)).toBe(true);
    const fr = await call(visitor, siteApi.footer, { siteId: 9, languageId: 4 });
    expect(fr.data!.links.some((l) => l.areaKind === 5)).toBe(false);
  });

  test("dictionary by type, and a type outside the catalogue is 400", async () => {
    const res = await call(visitor, siteApi.dictionary, { ...main, dictType: "front_logo" });
    expect(res.data).toEqual([
      {
        dictType: "front_logo",
        dictLabel: expect.stringMatching(/^\/brand\/.+\.svg$/),
        dictValue: expect.any(String),
      },
    ]);
    const bad = await call(visitor, siteApi.dictionary, {
      ...main,
      // Outside the contract's types: the server refuses it too.
      dictType: "passwords" as never,
    });
    expect(bad).toMatchObject({
      code: 400,
      errorContext: { fields: { dictType: expect.any(String) } },
    });
  });

  test("batch dictionary groups by type and brand wording follows the tenant", async () => {
    const res = await call(visitor, siteApi.dictionaries, {
      ...main,
      dictTypeList: ["front_logo", "certificate_step", "certification_programs", "learn_ways"],
    });
    expect(Object.keys(res.data!).sort()).toEqual([
      "certificate_step",
      "certification_programs",
      "front_logo",
      "learn_ways",
    ]);
    expect(res.data!.certificate_step).toHaveLength(4);
    const thermal = await call(
      visitor,
      siteApi.dictionaries,
      { siteId: 19, languageId: 1, dictTypeList: ["front_logo"] },
      { host: hosts.thermal },
    );
    expect(thermal.data!.front_logo![0]!.dictLabel).not.toBe(res.data!.front_logo![0]!.dictLabel);
    const empty = await call(visitor, siteApi.dictionaries, { ...main, dictTypeList: [] });
    expect(empty.code).toBe(400);
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
    const res = await call(visitor, siteApi.countryLanguages, main);
    const ch = res.data!.find((c) => c.country === "CH")!;
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
    const names = res.data!.map((c) => c.countryName);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    expect(
      ch.languageList.every(
        (l: { siteId: number; pathPrefix: string }) => l.siteId === 15 && l.pathPrefix === "/eu/ch",
      ),
    ).toBe(true);
    const thermal = await call(
      visitor,
      siteApi.countryLanguages,
      { siteId: 19, languageId: 1 },
      { host: hosts.thermal },
    );
    expect(thermal.data!.flatMap((c) => c.languageList.map((l) => l.siteId))).not.toContain(1);
  });

  test("countries are named and ordered in the page's language", async () => {
    const german = await call(visitor, siteApi.countryLanguages, { siteId: 15, languageId: 3 });
    const names = german.data!.map((c) => c.countryName);
    expect(names).toContain("Schweiz");
    expect(names).toContain("Vereinigtes Königreich");
    expect(names).toEqual([...names].sort(new Intl.Collator("de").compare));
    const arabic = await call(visitor, siteApi.countryLanguages, { siteId: 3, languageId: 2 });
    expect(arabic.data!.find((c) => c.country === "AE")!.countryName).toBe(
      "الإمارات العربية المتحدة",
    );
  });

  test("sites by ids returns only the tenant's sites", async () => {
    const res = await call(visitor, siteApi.sitesByIds, { ...main, id: [1, 2, 19, 27] });
    expect(res.data!.map((s) => s.siteId)).toEqual([1, 2, 27]);
    expect((await call(visitor, siteApi.sitesByIds, { ...main, id: 2 })).data![0]!.siteCode).toBe(
      "UK",
    );
    // An id that is no number, which the contract's type refuses: the server refuses it too.
    expect((await call(visitor, siteApi.sitesByIds, { ...main, id: ["x"] as never })).code).toBe(
      400,
    );
  });

  test("non-certification menu flag per site", async () => {
    expect((await call(visitor, siteApi.nonCertificationMenu, main)).data).toBe(true);
    expect(
      (await call(visitor, siteApi.nonCertificationMenu, { siteId: 27, languageId: 1 })).data,
    ).toBe(false);
  });

  test("feedback config of the site, null where none is configured", async () => {
    const res = await call(visitor, siteApi.feedback, main);
    expect(res.data).toEqual({
      title: expect.any(String),
      description: expect.any(String),
      link: expect.stringMatching(/^https:/),
      activeState: "1",
    });
    expect(
      (await call(visitor, siteApi.feedback, { siteId: 2, languageId: 1 })).data!.activeState,
    ).toBe("0");
    expect((await call(visitor, siteApi.feedback, { siteId: 9, languageId: 4 })).data).toBeNull();
  });

  test("currency list maps ids to symbols", async () => {
    const res = await call(visitor, siteApi.currencyTypes, main);
    expect(res.data).toContainEqual({ id: 1, currencyType: "EUR", symbol: "€" });
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
    const res = await call(visitor, siteApi.countryByIp, main, {
      headers: { "cf-ipcountry": "de" },
    });
    expect(res.data).toEqual({ iso_code: "DE" });
  });

  test("country from the offline GeoIP database otherwise; unknown for loopback", async () => {
    const fromAbroad = createBrowser(t.app, hosts.main, { remoteAddress: "8.8.8.8" });
    const res = await call(fromAbroad, siteApi.countryByIp, main);
    expect(res.data!.iso_code).toBe("US");
    expect((await call(visitor, siteApi.countryByIp, main)).data!.iso_code).toBeNull();
  });

  test("a garbage header value falls back to the IP lookup", async () => {
    const res = await call(visitor, siteApi.countryByIp, main, {
      headers: { "cf-ipcountry": "<script>" },
    });
    expect(res.data!.iso_code).toBeNull();
  });
});

describe("regions and supplement info", () => {
  test("regionInfo/getList lists countries, then provinces of a country", async () => {
    const countries = await call(visitor, siteApi.regionList, {
      ...main,
      type: 1,
      countryQueryType: "all",
    });
    const germany = countries.data!.find((c) => c.countryCode === "DE")!;
    expect(germany).toMatchObject({ level: 1, name: "Germany", phoneCode: "+49" });
    const provinces = await call(visitor, siteApi.regionList, {
      ...main,
      type: 2,
      parentId: germany.id,
    });
    expect(provinces.data!.map((p) => p.name)).toContain("Bayern");
    // A type outside the contract's 1 to 3: the server refuses it too.
    expect((await call(visitor, siteApi.regionList, { ...main, type: 9 as never })).code).toBe(400);
  });

  test("countryQueryType site keeps the countries the tenant serves", async () => {
    const all = await call(
      visitor,
      siteApi.regionList,
      { siteId: 19, languageId: 1, type: 1, countryQueryType: "all" },
      { host: hosts.thermal },
    );
    const served = await call(
      visitor,
      siteApi.regionList,
      { siteId: 19, languageId: 1, type: 1, countryQueryType: "site" },
      { host: hosts.thermal },
    );
    expect(served.data!.length).toBeGreaterThan(0);
    expect(served.data!.length).toBeLessThan(all.data!.length);
  });

  test("listRegionIdByParam finds regions by country code and name", async () => {
    const res = await call(visitor, siteApi.regionIds, {
      ...main,
      countryCodeList: ["de", "AT"],
      type: 1,
    });
    expect(res.data).toHaveLength(2);
    const byName = await call(visitor, siteApi.regionIds, { ...main, nameList: ["Bayern"] });
    expect(byName.data).toHaveLength(1);
    expect((await call(visitor, siteApi.regionIds, main)).data).toEqual([]);
    expect(
      (await call(visitor, siteApi.regionIds, { ...main, countryCodeList: ["DEU"] })).code,
    ).toBe(400);
  });

  test("province-city tree for the information-gathering selects", async () => {
    const res = await call(visitor, siteApi.provinceCityTree, main);
    const germany = res.data!.find((c) => c.countryCode === "DE")!;
    const bayern = germany.children.find((p) => p.name === "Bayern")!;
    expect(bayern.children.map((c) => c.name)).toEqual(
      expect.arrayContaining(["München", "Nürnberg"]),
    );
  });

  test("supplement info flags follow the site's region", async () => {
    const global = await call(visitor, siteApi.supplementInfo, main);
    expect(Object.keys(global.data!).sort()).toEqual(
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
    expect(global.data!.vatNumber).toBe("0");
    const eu = await call(visitor, siteApi.supplementInfo, { siteId: 8, languageId: 3 });
    expect(eu.data!.vatNumber).toBe("1");
  });

  test("user types in the request's language", async () => {
    const en = (await call(visitor, siteApi.userTypes, main)).data!;
    const ar = (await call(visitor, siteApi.userTypes, { siteId: 3, languageId: 2 })).data!;
    expect(en.length).toBeGreaterThan(3);
    expect(en[0]!.typeName).not.toBe(ar[0]!.typeName);
    expect(ar[0]!.typeName).toMatch(/[\u0600-\u06FF]/);
  });
});

describe("news", () => {
  test("top news of the site, newest first, sized", async () => {
    const res = await call(visitor, contentApi.topNews, { ...main, size: 3 });
    expect(res.data).toHaveLength(3);
    const dates = res.data!.map((n) => n.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect((await call(visitor, contentApi.topNews, { ...main, size: 1000 })).code).toBe(400);
  });
});

describe("every scoped start-up call checks the site against the host's tenant", () => {
  const scoped: [call: Endpoint, extra: Record<string, unknown>][] = [
    [siteApi.tenantLanguages, {}],
    [siteApi.seo, {}],
    [siteApi.footer, {}],
    [siteApi.siteLanguages, {}],
    [siteApi.countryByIp, {}],
    [siteApi.dictionary, { dictType: "front_logo" }],
    [siteApi.dictionaries, { dictTypeList: ["front_logo"] }],
    [siteApi.countryLanguages, {}],
    [siteApi.sitesByIds, { id: [19] }],
    [siteApi.nonCertificationMenu, {}],
    [siteApi.feedback, {}],
    [siteApi.currencyTypes, {}],
    [siteApi.regionList, { type: 1 }],
    [siteApi.regionIds, { countryCodeList: ["DE"] }],
    [siteApi.provinceCityTree, {}],
    [siteApi.supplementInfo, {}],
    [siteApi.userTypes, {}],
    [contentApi.topNews, {}],
  ];

  test.each(
    scoped.map(([endpoint, extra]) => [endpoint.method, endpoint.path, endpoint, extra] as const),
  )("%s %s", async (_method, _path, endpoint, extra) => {
    const send = (host: string) =>
      call(visitor, endpoint, { siteId: 19, languageId: 1, ...extra }, { host });
    const own = await send(hosts.thermal);
    expect([own.statusCode, own.code]).toEqual([200, 200]);
    const foreign = await send(hosts.main);
    expect([foreign.statusCode, foreign.code]).toEqual([400, 400]);
    expect(foreign.data).toBeNull();
    expect(fieldsOf(foreign).siteId).toBeDefined();
  });
});
