import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, expect, test } from "vitest";
import type { PortalContext, SitePortal } from "#contract/portal-context.ts";
import type { SiteTable } from "../modules/site/site-table.ts";
import { startRenderPool, type RenderPool } from "./render-pool.ts";

const renderer = new URL("./render-pool.testing.ts", import.meta.url);
const sites: SiteTable = new Map([["en", { siteId: 1, languageIds: [1, 2], baseLanguageId: 1 }]]);
/** A request without language wishes: each site in its base language. */
const noWishes = { sites, languageCandidates: [] };
const errors: string[] = [];
const log = { error: (_details: object, message: string) => void errors.push(message) };

/** The main thread's portal of one request: what the workers' loaders reach. */
function portal(userId: number): PortalContext {
  return {
    cspNonce: `nonce-${userId}`,
    origin: "http://academy.localhost",
    defaultSitePrefix: () => "/en",
    currentUser: async () => ({ id: userId }) as Awaited<ReturnType<PortalContext["currentUser"]>>,
    // Odd learners' pages are the ones shared by every signed-in learner.
    learnerPending: userId % 2 === 1,
    site: (input) =>
      input.siteName === "en"
        ? ({
            scope: { siteId: 1, languageId: 1 },
            topNews: async (size = 5) => {
              if (size < 0) throw new Error("size must not be negative");
              // Answers come back out of order: each request must still get its own.
              await new Promise((resolve) => setTimeout(resolve, Math.random() * 30));
              return Array.from({ length: size }, (_, i) => ({
                id: i,
                title: `news ${i} of ${userId}`,
              }));
            },
          } as unknown as SitePortal)
        : null,
  };
}

const get = (path: string) => new Request(`http://academy.localhost${path}`);

let pool: RenderPool | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
  errors.length = 0;
});

test("a loader's portal calls are answered on the main thread with its own request's portal", async () => {
  pool = await startRenderPool({ size: 2, renderer, log });
  const answers = await Promise.all(
    Array.from({ length: 24 }, (_, i) => i + 1).map(async (userId) => {
      const response = await pool!.render(
        get("/portal?site=en"),
        portal(userId),
        { sites, languageCandidates: [userId % 2 ? 2 : 9] },
        log,
      );
      return { userId, body: await response.json() };
    }),
  );
  for (const { userId, body } of answers)
    expect(body).toEqual({
      nonce: `nonce-${userId}`,
      defaultSitePrefix: "/en",
      user: { id: userId },
      learnerPending: userId % 2 === 1,
      // The first wanted language the site offers; none offered: the base language.
      scope: { siteId: 1, languageId: userId % 2 ? 2 : 1 },
      news: [
        { id: 0, title: `news 0 of ${userId}` },
        { id: 1, title: `news 1 of ${userId}` },
      ],
    });
  const unknown = await pool.render(get("/portal?site=xx"), portal(5), noWishes, log);
  expect(await unknown.json()).toMatchObject({ scope: null, news: null });

  // A call that fails on the main thread fails in the loader, and is logged where it failed.
  const failing = await pool.render(get("/news-error"), portal(6), noWishes, log);
  expect(await failing.text()).toBe("loader saw: size must not be negative");
  expect(errors).toContain("page loader's call failed");
});

test("status, headers, every cookie and a form's body cross both ways", async () => {
  pool = await startRenderPool({ size: 1, renderer, log });
  const form = await pool.render(
    new Request("http://academy.localhost/form", { method: "POST", body: "name=Lina" }),
    portal(1),
    noWishes,
    log,
  );
  expect(form.status).toBe(201);
  expect(form.headers.getSetCookie()).toEqual(["a=1; Path=/", "b=2; Path=/"]);
  expect(await form.text()).toBe("POST name=Lina");
  const redirect = await pool.render(get("/anything"), portal(1), noWishes, log);
  expect(redirect.status).toBe(302);
  expect(redirect.headers.get("location")).toBe("/elsewhere");
  expect(redirect.body).toBeNull();
  const head = await pool.render(
    new Request("http://academy.localhost/slow?ms=1", { method: "HEAD" }),
    portal(1),
    noWishes,
    log,
  );
  expect(head.status).toBe(200);
});

test("a worker that stops is replaced, and the pages it was rendering are rendered by another", async () => {
  pool = await startRenderPool({ size: 2, renderer, log });
  const pages = Array.from({ length: 10 }, () =>
    pool!.render(get("/slow?ms=300"), portal(1), noWishes, log).then((r) => r.text()),
  );
  // Not a GET: a request that may have changed something is not sent again.
  const stopping = pool.render(
    new Request("http://academy.localhost/stop", { method: "POST", body: "x" }),
    portal(1),
    noWishes,
    log,
  );
  await expect(stopping).rejects.toThrow("the page renderer stopped during the request");
  const bodies = await Promise.all(pages);
  expect(bodies.every((body) => body.startsWith("slow from "))).toBe(true);
  expect(errors).toContain("page renderer stopped; starting another");

  // Two workers again once the new one has started: renders at once come from both.
  const threads = new Set<string>();
  for (let round = 0; round < 50 && threads.size < 2; round++)
    for (const body of await Promise.all(
      Array.from({ length: 4 }, () =>
        pool!.render(get("/slow?ms=50"), portal(1), noWishes, log).then((r) => r.text()),
      ),
    ))
      threads.add(body);
  expect(threads.size).toBe(2);
});

test("a render past its deadline fails as unavailable, and its stuck worker is replaced", async () => {
  // Long enough for a fresh worker's first render on a loaded machine; /hang never ends.
  pool = await startRenderPool({ size: 1, renderer, log, deadlineMs: 2_000 });
  const before = await (await pool.render(get("/slow?ms=1"), portal(1), noWishes, log)).text();
  await expect(pool.render(get("/hang"), portal(1), noWishes, log)).rejects.toMatchObject({
    code: "ERR_PAGE_RENDERERS_UNAVAILABLE",
    message: "the page took too long to render",
  });
  expect(errors).toContain("page render overran its deadline");
  const after = await (await pool.render(get("/slow?ms=1"), portal(1), noWishes, log)).text();
  expect(after).toMatch(/^slow from \d+$/);
  expect(after).not.toBe(before);
});

test("with no renderer able to start, pages fail at once as unavailable until one can", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "render-pool-"));
  const build = path.join(dir, "build");
  writeFileSync(build, "");
  const needsBuild = new URL(`?needs=${encodeURIComponent(build)}`, renderer);
  pool = await startRenderPool({ size: 1, renderer: needsBuild, log });
  rmSync(build);
  await expect(
    pool.render(
      new Request("http://academy.localhost/stop", { method: "POST" }),
      portal(1),
      noWishes,
      log,
    ),
  ).rejects.toThrow("the page renderer stopped during the request");
  // The replacement cannot start: renders are refused, not kept waiting.
  const refused = await pool
    .render(get("/slow?ms=1"), portal(1), noWishes, log)
    .catch((error: unknown) => error);
  expect(refused).toMatchObject({ code: "ERR_PAGE_RENDERERS_UNAVAILABLE" });
  expect(errors).toContain("page renderer could not be replaced");

  writeFileSync(build, "");
  let page: Response | undefined;
  for (let i = 0; i < 100 && !page; i++)
    page = await pool.render(get("/slow?ms=1"), portal(1), noWishes, log).catch(async () => {
      await new Promise((resolve) => setTimeout(resolve, 100));
      return undefined;
    });
  expect(await page?.text()).toMatch(/^slow from \d+$/);
  rmSync(dir, { recursive: true });
});

test("closing waits for the renders under way, then refuses new ones", async () => {
  pool = await startRenderPool({ size: 1, renderer, log });
  const slow = pool.render(get("/slow?ms=300"), portal(1), noWishes, log);
  const closed = pool.close();
  await expect(pool.render(get("/slow?ms=1"), portal(1), noWishes, log)).rejects.toThrow(
    "the page renderers are stopping",
  );
  expect(await (await slow).text()).toMatch(/^slow from \d+$/);
  await closed;
});

test("a renderer that cannot start stops the server from starting, with its reason", async () => {
  const missing = path.join(tmpdir(), `no-build-${process.pid}`);
  await expect(
    startRenderPool({
      size: 2,
      renderer: new URL(`?needs=${encodeURIComponent(missing)}`, renderer),
      log,
    }),
  ).rejects.toThrow("page renderer: the build is missing");
});

test("a page comes back compressed by its worker in the encoding asked for, when worth it", async () => {
  pool = await startRenderPool({ size: 1, renderer, log });
  const html = `<p>${"page text ".repeat(500)}</p>`;
  const asBrotli = await pool.render(get("/page?words=500"), portal(1), noWishes, log, "br");
  expect(asBrotli.headers.get("content-encoding")).toBe("br");
  expect(asBrotli.headers.get("vary")).toContain("Accept-Encoding");
  const brotli = Buffer.from(await asBrotli.arrayBuffer());
  expect(brotli.length).toBeLessThan(html.length / 10);
  expect(brotliDecompressSync(brotli).toString("utf8")).toBe(html);

  const asGzip = await pool.render(get("/page?words=500"), portal(1), noWishes, log, "gzip");
  expect(asGzip.headers.get("content-encoding")).toBe("gzip");
  expect(gunzipSync(Buffer.from(await asGzip.arrayBuffer())).toString("utf8")).toBe(html);

  // As rendered: for a page the main thread keeps, and for one too small to gain.
  const plain = await pool.render(get("/page?words=500"), portal(1), noWishes, log);
  expect(plain.headers.get("content-encoding")).toBeNull();
  expect(await plain.text()).toBe(html);
  const small = await pool.render(get("/page?words=3"), portal(1), noWishes, log, "br");
  expect(small.headers.get("content-encoding")).toBeNull();
  expect(await small.text()).toBe(`<p>${"page text ".repeat(3)}</p>`);
});
