import type { FastifyReply, FastifyRequest } from "fastify";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { ClassroomFormat, ClassroomUserStatus } from "#contract/classroom-rules.ts";
import { createPagePortal } from "./page-portal.ts";
import { createTestApp, hosts, signUp, userByEmail, type TestApp } from "./testing.ts";

let t: TestApp;
let learnerId: number;
beforeAll(async () => {
  t = await createTestApp();
  await signUp(t.app, { email: "portal-learner@example.com" });
  learnerId = (await userByEmail(t, "portal-learner@example.com"))!.id;
});
afterAll(() => t.close());

/** The portal of one page request on a tenant's host, for a visitor or a learner. */
function portalFor(host: string, userId: number | null) {
  const request = {
    tenant: t.app.siteDirectory().tenantForHost(host),
    hostname: host,
    userId,
    headers: {},
    ip: "127.0.0.1",
  } as unknown as FastifyRequest;
  return createPagePortal(t.app, request, { cspScriptNonce: "nonce" } as FastifyReply);
}

describe("one page request reads what its loaders share once", () => {
  test("the root loader and the page's loader get the same site and one frame", async () => {
    const buildFrame = vi.spyOn(t.app.services.site, "frame");
    try {
      const portal = portalFor(hosts.main, null);
      const site = portal.site({ siteName: "eu/de", languageId: null })!;
      expect(portal.site({ siteName: "eu/de", languageId: null })).toBe(site);
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
    const readUser = vi.spyOn(t.app.services.users, "byId");
    try {
      const portal = portalFor(hosts.main, learnerId);
      const [first, second] = await Promise.all([portal.currentUser(), portal.currentUser()]);
      expect(first?.email).toBe("portal-learner@example.com");
      expect(second).toBe(first);
      expect(readUser).toHaveBeenCalledTimes(1);
    } finally {
      readUser.mockRestore();
    }
    expect(await portalFor(hosts.main, null).currentUser()).toBeNull();
  });
});

describe("the site a page path names", () => {
  test("in the remembered language when the site offers it, else its base language", () => {
    const portal = portalFor(hosts.main, null);
    const swiss = (languageId: number | null) =>
      portal.site({ siteName: "eu/ch", languageId })!.scope;
    expect(swiss(null)).toEqual({ siteId: 15, languageId: 3 });
    expect(swiss(4)).toEqual({ siteId: 15, languageId: 4 });
    // English is not a language of the Swiss site: its base language serves.
    expect(swiss(1)).toEqual({ siteId: 15, languageId: 3 });
  });

  test("a site of another tenant, or none, is null", () => {
    expect(portalFor(hosts.thermal, null).site({ siteName: "eu/de", languageId: null })).toBe(null);
    expect(portalFor(hosts.main, null).site({ siteName: "nowhere", languageId: null })).toBe(null);
  });

  test("a detail of another site is null, so the page shows not-found", async () => {
    const site = portalFor(hosts.thermal, null).site({ siteName: "en", languageId: null })!;
    expect(await site.catalogue.certificationPage(101)).toBeNull();
    expect(await site.catalogue.homeRecommendations()).toEqual([]);
  });
});

describe("classroom sessions for the webinar, workshop and seminar list", () => {
  test("the site's upcoming non-certification sessions, by format, with the learner's standing", async () => {
    const visitor = portalFor(hosts.main, null).site({ siteName: "en", languageId: null })!;
    const all = await visitor.classrooms.nonCertificationList({ pageNum: 1, pageSize: 15 });
    expect(all.total).toBe(3);
    expect(all.rows.map((row) => row.certificationReleaseId)).toEqual([null, null, null]);
    expect(all.rows.every((row) => row.userStatus === ClassroomUserStatus.notLogin)).toBe(true);

    const webinars = await visitor.classrooms.nonCertificationList({
      format: ClassroomFormat.webinar,
      pageNum: 1,
      pageSize: 15,
    });
    expect(webinars.rows.map((row) => row.format)).toEqual([ClassroomFormat.webinar]);
    expect(
      (await visitor.classrooms.nonCertificationList({ pageNum: 2, pageSize: 2 })).rows,
    ).toHaveLength(1);

    const learner = portalFor(hosts.main, learnerId).site({ siteName: "en", languageId: null })!;
    const mine = await learner.classrooms.nonCertificationList({ pageNum: 1, pageSize: 15 });
    expect(mine.rows.every((row) => row.userStatus === ClassroomUserStatus.unenrolled)).toBe(true);

    const arabic = portalFor(hosts.main, null).site({ siteName: "ar", languageId: null })!;
    const arabicRows = (await arabic.classrooms.nonCertificationList({ pageNum: 1, pageSize: 15 }))
      .rows;
    expect(arabicRows.map((row) => row.classroomName)).toEqual([
      "ندوة عبر الإنترنت: تحليلات الفيديو الذكية",
    ]);
  });
});

describe("a track's classroom schedule", () => {
  test("the kind's sessions of a range of days, by training method and country", async () => {
    const visitor = portalFor(hosts.main, null).site({ siteName: "en", languageId: null })!;
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
    const visitorPortal = portalFor(hosts.main, null);
    const visitor = visitorPortal.site({ siteName: "en", languageId: null })!;
    const page = await visitor.classrooms.detail(9004);
    expect(page?.session).toMatchObject({ id: 9004, userStatus: ClassroomUserStatus.notLogin });
    // A visitor's page holds nobody's evaluation: it is kept and shared.
    expect(page?.evaluation).toBeNull();
    expect(await visitor.classrooms.detail(9021)).toBeNull();
    const learner = portalFor(hosts.main, learnerId).site({ siteName: "en", languageId: null })!;
    expect((await learner.classrooms.detail(9004))?.session.userStatus).toBe(
      ClassroomUserStatus.unenrolled,
    );
    // Canonical addresses name the portal's own origin for the host, never a made-up one.
    expect(visitorPortal.origin).toMatch(/^http:\/\/localhost(:\d+)?$/);
    expect(portalFor("evil.example", null).origin).not.toContain("evil.example");
  });
});
