import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import ar from "#app/i18n/locales/ar/common.json" with { type: "json" };
import en from "#app/i18n/locales/en/common.json" with { type: "json" };
import routes from "#app/routes.ts";
import { parseSetupInput } from "./modules/setup/setup-input.ts";
import { runSetup } from "./modules/setup/setup.service.ts";
import { embeddedIssuer } from "./prepare-database.ts";
import { parameterlessPages } from "./page-walk.testing.ts";
import { createBrowser, createEmptyTestApp, setUpSecondFactor, type TestApp } from "./testing.ts";

/**
 * Issue 35: a production install from its first start. Before `npm run
 * setup` every page and call answers 503 "not set up yet"; after it, without
 * a restart, every page of the new sites renders on an empty catalogue, with
 * no 5xx anywhere. The pages are the production build (`npm run build`),
 * rendered in a worker thread as `npm start` renders them.
 */
const BUILD = path.resolve("build", "server", "index.js");
if (!existsSync(BUILD))
  throw new Error("The page tests render the production build: run npm run build first.");
// The built pages run on React's production builds only (server/delivery/page-renderer.ts); the render
// worker takes this process's environment as it starts.
process.env.NODE_ENV = "production";

const HOST = "academy.test";
const PASSWORD = "First-Admin-2026";
let t: TestApp;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "academy-empty-"));
  t = await createEmptyTestApp({ DATA_DIR: dataDir, RENDER_THREADS: "1" }, { mode: "build" });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { host: HOST, ...headers } });

/** The sites of the set-up: a global site, an EU site in two languages, Arabic (right to left), Asia. */
const SETUP = {
  organisation: {
    code: "acme",
    brandName: "Acme Security",
    contactEmail: "academy@acme.example",
    hosts: [HOST],
    primaryColour: "#1d4ed8",
  },
  sites: [
    { path: "/en", languages: ["en"], country: null, countries: ["US"], currency: "USD" },
    { path: "/eu/de", languages: ["de", "en"], country: "DE", currency: "EUR" },
    { path: "/ar", languages: ["ar"], country: "AE", currency: "AED" },
    { path: "/asia/en", languages: ["en"], country: "SG", currency: "SGD" },
  ],
  administrator: {
    email: "admin@acme.example",
    firstName: "Ada",
    lastName: "Admin",
    country: "DE",
  },
};

describe("before the set-up", () => {
  test("a page answers 503 with Retry-After: a plain page telling the operator what to run", async () => {
    for (const url of ["/", "/en", "/eu/de/news", "/user/sso/login?target=%2Fen", "/idp/auth"]) {
      const res = await get(url);
      expect([url, res.statusCode]).toEqual([url, 503]);
      expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
      expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(res.headers["cache-control"]).toBe("no-store");
      expect(res.body).toContain("<title>Not set up yet</title>");
      expect(res.body).toContain("npm run setup");
    }
  });

  test("an API call answers 503 with the envelope", async () => {
    const res = await get("/api/certification/site/getSiteByName?siteName=en");
    expect(res.statusCode).toBe(503);
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
    expect(res.json()).toEqual({
      code: 500,
      data: null,
      message: "The portal is not set up yet: its operator runs npm run setup.",
      errorContext: null,
    });
  });

  test("the process is alive but not ready", async () => {
    expect((await get("/healthz")).statusCode).toBe(200);
    const ready = await get("/readyz");
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: "not set up" });
  });
});

describe("after the set-up, without a restart", () => {
  beforeAll(async () => {
    const input = parseSetupInput(SETUP);
    if (!input.ok) throw new Error(JSON.stringify(input.issues));
    await runSetup(t.database.db, input.input, {
      embeddedIssuer: embeddedIssuer(t.config),
      dataDir,
      baseDir: dataDir,
      password: PASSWORD,
    });
  });

  test("the server notices the set-up within seconds and serves the pages", async () => {
    let home = await get("/en");
    for (let tries = 0; home.statusCode === 503 && tries < 50; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      home = await get("/en");
    }
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain("Acme Security Academy");
    expect((await get("/readyz")).statusCode).toBe(200);
    expect((await get("/")).headers.location).toBe("/en");
  });

  test("every page of every new site answers a visitor without a 5xx on an empty catalogue", async () => {
    const paths = await pagePaths();
    const answers = await Promise.all(paths.map(async (url) => [url, await get(url)] as const));
    expect(serverErrors(answers)).toEqual([]);
    // The walk covered the sites, their phone layouts and their pages: what a visitor may see renders.
    expect(paths.length).toBeGreaterThan(150);
    const shown = answers.filter(([, res]) => res.statusCode === 200).map(([url]) => url);
    expect(shown).toEqual(
      expect.arrayContaining([
        "/en",
        "/en/mobile",
        "/eu/de/news",
        "/ar/faq",
        "/asia/en/trainer-team",
        "/en/workshop-seminar/list",
        "/en/educational-video/list",
        "/en/overview/general-security-certification",
        "/en/online-video-courses/acme-security-security-certification",
        "/eu/de/mobile/classroom/general-security-certification",
      ]),
    );
  });

  test("a page has one spelling: a prefix in capitals or a trailing slash is sent to it, other letters are not found (decision 0044)", async () => {
    const capitals = await get("/EU/de/news?page=2");
    expect(capitals.statusCode).toBe(308);
    expect(capitals.headers.location).toBe("/eu/de/news?page=2");
    const slash = await get("/en/news/");
    expect(slash.statusCode).toBe(308);
    expect(slash.headers.location).toBe("/en/news");
    // Routes match their letters exactly: another spelling is a missing page, never a kept one.
    for (let i = 0; i < 2; i++) {
      const other = await get("/en/News");
      expect(other.statusCode).toBe(302);
      expect(other.headers.location).toBe("/en/exception/notFound");
      expect(other.headers["x-page-cache"]).toBeUndefined();
    }
  });

  test("the lists say they are empty, in the site's language", async () => {
    const empty: [string, string][] = [
      ["/en", en.home.newsEmpty],
      ["/en/overview/general-security-certification", en.catalogue.track.noPrograms],
      ["/en/online-video-courses/general-security-certification", en.catalogue.noCourses],
      ["/en/classroom/acme-security-security-certification", en.catalogue.schedule.empty],
      ["/en/educational-video/list", en.catalogue.videos.empty],
      ["/en/workshop-seminar/list", en.classroom.list.empty],
      ["/en/news", en.content.news.empty],
      ["/en/faq", en.content.faq.empty],
      ["/en/trainer-team", en.trainers.none],
      ["/en/mobile/trainer-team", en.trainers.none],
      ["/ar/news", ar.content.news.empty],
      ["/ar/trainer-team", ar.trainers.none],
    ];
    for (const [url, text] of empty) {
      const res = await get(url);
      expect([url, res.statusCode, res.body.includes(text)]).toEqual([url, 200, true]);
    }
  });

  test("and the signed-in administrator's pages too", async () => {
    const browser = createBrowser(t.app, HOST);
    const login = await browser.follow(`/user/sso/login?target=${encodeURIComponent("/en")}`);
    const uid = /\/idp\/interaction\/([^/"]+)\/login/.exec(login.body)?.[1];
    const afterPassword = await browser.follow(
      new URL(`/idp/interaction/${uid}/login`, login.url).toString(),
      { method: "POST", form: { email: "admin@acme.example", password: PASSWORD } },
    );
    // Staff set up their second factor at the first sign-in (decision 0043).
    await setUpSecondFactor(t, browser, afterPassword, "admin@acme.example");
    const answers = [];
    for (const url of await pagePaths()) answers.push([url, await browser.request(url)] as const);
    expect(serverErrors(answers)).toEqual([]);
    const myLearning = answers.find(([url]) => url === "/en/my-learning")![1];
    expect(myLearning.statusCode).toBe(200);
  });
});

function serverErrors(
  answers: readonly (readonly [string, { statusCode: number; body: string }])[],
) {
  return answers
    .filter(([, res]) => res.statusCode >= 500)
    .map(([url, res]) => `${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
}

/**
 * Every page of app/routes.ts that needs no parameter, below each site of the
 * set-up, desktop and phone; and the track pages (frame §2) at the paths the
 * frame's menus link to.
 */
async function pagePaths(): Promise<string[]> {
  const pages = parameterlessPages(
    routes,
    SETUP.sites.map((site) => site.path),
  );
  // The track pages (frame §2) of the kinds the header's menus link to, read from each home page.
  for (const site of SETUP.sites) {
    const home = await get(site.path);
    for (const [, kind] of home.body.matchAll(/href="[^"]*\/overview\/([a-z0-9-]+)"/g))
      for (const layout of ["", "/mobile"])
        for (const page of ["overview", "online-video-courses", "classroom"])
          pages.push(`${site.path}${layout}/${page}/${kind}`);
  }
  return [...new Set(pages)].sort();
}
