import type { FastifyReply, FastifyRequest } from "fastify";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { ClassroomFormat, ClassroomUserStatus } from "#contract/classroom-rules.ts";
import { createPagePortal, pageRequestOf } from "./page-portal.ts";
import { createTestApp, hosts, signUp, userByEmail, type TestApp } from "./testing.ts";

let t: TestApp;
let learnerId: number;
beforeAll(async () => {
  // The visitor's country comes from a trusted header here, as behind a CDN.
  t = await createTestApp({ GEOIP_COUNTRY_HEADER: "cf-ipcountry" });
  await signUp(t.app, { email: "portal-learner@example.com" });
  learnerId = (await userByEmail(t, "portal-learner@example.com"))!.id;
});
afterAll(() => t.close());

/** The portal of one page request on a tenant's host, for a visitor or a learner. */
async function portalFor(
  host: string,
  userId: number | null,
  sent: {
    cookies?: Record<string, string>;
    headers?: Record<string, string>;
    query?: Record<string, string>;
  } = {},
) {
  const request = {
    tenant: t.app.siteDirectory().tenantForHost(host),
    hostname: host,
    userId,
    headers: sent.headers ?? {},
    cookies: sent.cookies ?? {},
    query: sent.query ?? {},
    ip: "127.0.0.1",
  } as unknown as FastifyRequest;
  const page = await pageRequestOf(t.app, request);
  return createPagePortal(t.app, request, { cspScriptNonce: "nonce" } as FastifyReply, page);
}

describe("one page request reads what its loaders share once", () => {
  test("the root loader and the page's loader get the same site and one frame", async () => {
    const buildFrame = vi.spyOn(t.app.services.site, "frame");
    try {
      const portal = await portalFor(hosts.main, null);
      const site = portal.site({ siteName: "eu/de" })!;
      expect(portal.site({ siteName: "eu/de" })).toBe(site);
      const [first, second] = await Promise.all([site.frame(), site.frame()]);
      expect(await site.frame()).toBe(first);
      expect(second).toBe(first);
      expect(buildFrame).toHaveBeenCalledTimes(1);
      expect(first.site.siteName).toBe("eu/de");
      expect(first.kinds.length).toBeGreaterThan(0);
    } finally {
      buildFrame.mockRestore();
    }
  });

  test("the signed-in user is read once however many loaders ask", async () => {
    const readUser = vi.spyOn(t.app.services.users, "signedIn");
    try {
      const portal = await portalFor(hosts.main, learnerId);
      const [first, second] = await Promise.all([portal.currentUser(), portal.currentUser()]);
      expect(first?.email).toBe("portal-learner@example.com");
      expect(second).toBe(first);
      expect(readUser).toHaveBeenCalledTimes(1);
    } finally {
      readUser.mockRestore();
    }
    expect(await (await portalFor(hosts.main, null)).currentUser()).toBeNull();
  });
});

describe("the site a page path names", () => {
  test("in the language the request wants (frame §4 priority), among those the site offers", async () => {
    const swiss = async (sent: Parameters<typeof portalFor>[2], userId: number | null = null) =>
      (await portalFor(hosts.main, userId, sent)).site({ siteName: "eu/ch" })!.scope;
    // Nothing wanted: the site's base language.
    expect(await swiss({})).toEqual({ siteId: 15, languageId: 3 });
    // The cookie.
    expect(await swiss({ cookies: { languageCheckedId: "4" } })).toEqual({
      siteId: 15,
      languageId: 4,
    });
    // English is not a language of the Swiss site: its base language serves.
    expect(await swiss({ cookies: { languageCheckedId: "1" } })).toEqual({
      siteId: 15,
      languageId: 3,
    });
    // A Swiss visitor whose browser asks for Italian, then French.
    const swissItalian = { "cf-ipcountry": "CH", "accept-language": "it-CH,fr;q=0.8" };
    expect(await swiss({ headers: swissItalian })).toEqual({ siteId: 15, languageId: 5 });
    // The cookie comes before the country.
    expect(await swiss({ headers: swissItalian, cookies: { languageCheckedId: "4" } })).toEqual({
      siteId: 15,
      languageId: 4,
    });
    // The address's choice (functionality cookies refused) comes first of all.
    expect(
      await swiss({
        headers: swissItalian,
        cookies: { languageCheckedId: "4" },
        query: { languageId: "3" },
      }),
    ).toEqual({ siteId: 15, languageId: 3 });
    // A Belgian visitor without a matching browser language: the country's first language.
    const belgian = await (
      await portalFor(hosts.main, null, {
        headers: { "cf-ipcountry": "BE", "accept-language": "en" },
      })
    ).site({ siteName: "eu/be" })!.scope;
    expect(belgian).toEqual({ siteId: 16, languageId: 8 });
  });

  test("a learner's saved language comes before the cookie", async () => {
    await t.app.services.users.setLanguage(learnerId, 5);
    try {
      const scope = (
        await portalFor(hosts.main, learnerId, { cookies: { languageCheckedId: "4" } })
      ).site({ siteName: "eu/ch" })!.scope;
      expect(scope).toEqual({ siteId: 15, languageId: 5 });
      // A site without the saved language goes on down the list: the cookie.
      const belgian = (
        await portalFor(hosts.main, learnerId, { cookies: { languageCheckedId: "4" } })
      ).site({ siteName: "eu/be" })!.scope;
      expect(belgian).toEqual({ siteId: 16, languageId: 4 });
    } finally {
      await t.app.services.users.setLanguage(learnerId, 1);
    }
  });

  test("a site of another tenant, or none, is null", async () => {
    expect((await portalFor(hosts.thermal, null)).site({ siteName: "eu/de" })).toBe(null);
    expect((await portalFor(hosts.main, null)).site({ siteName: "nowhere" })).toBe(null);
  });

  test("a detail of another site is null, so the page shows not-found", async () => {
    const site = (await portalFor(hosts.thermal, null)).site({ siteName: "en" })!;
    expect(await site.catalogue.certificationPage(101)).toBeNull();
    expect(await site.catalogue.homeRecommendations()).toEqual([]);
  });
});

describe("classroom sessions for the webinar, workshop and seminar list", () => {
  test("the site's upcoming non-certification sessions, by format, with the learner's standing", async () => {
    const visitor = (await portalFor(hosts.main, null)).site({ siteName: "en" })!;
    const all = await visitor.classrooms.nonCertificationList({ pageNum: 1, pageSize: 15 });
    // Webinar, seminar, workshop and the paid workshop (db/seed/demo/classrooms.ts).
    expect(all.total).toBe(4);
    expect(all.rows.map((row) => row.certificationReleaseId)).toEqual([null, null, null, null]);
    expect(all.rows.every((row) => row.userStatus === ClassroomUserStatus.notLogin)).toBe(true);

    const webinars = await visitor.classrooms.nonCertificationList({
      format: ClassroomFormat.webinar,
      pageNum: 1,
      pageSize: 15,
    });
    expect(webinars.rows.map((row) => row.format)).toEqual([ClassroomFormat.webinar]);
    expect(
      (await visitor.classrooms.nonCertificationList({ pageNum: 2, pageSize: 3 })).rows,
    ).toHaveLength(1);

    const learner = (await portalFor(hosts.main, learnerId)).site({ siteName: "en" })!;
    const mine = await learner.classrooms.nonCertificationList({ pageNum: 1, pageSize: 15 });
    expect(mine.rows.every((row) => row.userStatus === ClassroomUserStatus.unenrolled)).toBe(true);

    const arabic = (await portalFor(hosts.main, null)).site({ siteName: "ar" })!;
    const arabicRows = (await arabic.classrooms.nonCertificationList({ pageNum: 1, pageSize: 15 }))
      .rows;
    expect(arabicRows.map((row) => row.classroomName).sort()).toEqual(
      [
        "ندوة عبر الإنترنت: تحليلات الفيديو الذكية",
        "ورشة مدفوعة: تصميم أنظمة الكاميرات لمتاجر التجزئة",
      ].sort(),
    );
  });
});

describe("a track's classroom schedule", () => {
  test("the kind's sessions of a range of days, by training method and country", async () => {
    const visitor = (await portalFor(hosts.main, null)).site({ siteName: "en" })!;
    const day = (offset: number) =>
      new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const range = { from: day(-40), to: day(40) };
    // The brand track (hsc 1): the HCSP and HCSE sessions, past and to come; not CGSP's.
    const brand = await visitor.classrooms.ofKind({ kind: 1, ...range });
    expect(brand.map((session) => session.id).sort()).toEqual([9001, 9002, 9003, 9004, 9005]);
    expect(brand.every((session) => session.certificationName !== "")).toBe(true);
    expect(brand.every((session) => session.userStatus === ClassroomUserStatus.notLogin)).toBe(
      true,
    );
    const online = await visitor.classrooms.ofKind({ kind: 1, type: 1, ...range });
    expect(online.map((session) => session.id).sort()).toEqual([9004, 9005]);
    const british = await visitor.classrooms.ofKind({ kind: 1, countryCode: "GB", ...range });
    expect(british.map((session) => session.id).sort()).toEqual([9001, 9003]);
    const general = await visitor.classrooms.ofKind({ kind: 0, ...range });
    expect(general.map((session) => session.id)).toEqual([9006, 9007]);
  });
});

describe("a classroom session's detail page", () => {
  test("the session with the learner's evaluation; another site's is null; the host's origin", async () => {
    const visitorPortal = await portalFor(hosts.main, null);
    const visitor = visitorPortal.site({ siteName: "en" })!;
    const page = await visitor.classrooms.detail(9004);
    expect(page?.session).toMatchObject({ id: 9004, userStatus: ClassroomUserStatus.notLogin });
    // A visitor's page holds nobody's evaluation: it is kept and shared.
    expect(page?.evaluation).toBeNull();
    expect(await visitor.classrooms.detail(9021)).toBeNull();
    const learner = (await portalFor(hosts.main, learnerId)).site({ siteName: "en" })!;
    expect((await learner.classrooms.detail(9004))?.session.userStatus).toBe(
      ClassroomUserStatus.unenrolled,
    );
    // Canonical addresses name the portal's own origin for the host, never a made-up one.
    expect(visitorPortal.origin).toMatch(/^http:\/\/localhost(:\d+)?$/);
    expect((await portalFor("evil.example", null)).origin).not.toContain("evil.example");
  });
});
