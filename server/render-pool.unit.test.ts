import { afterEach, expect, test } from "vitest";
import type { PortalContext, SitePortal } from "#contract/portal-context.ts";
import type { SiteTable } from "./modules/site/site-directory.ts";
import { startRenderPool, type RenderPool } from "./render-pool.ts";

const renderer = new URL("./render-pool.testing.ts", import.meta.url);
const sites: SiteTable = new Map([["en", { siteId: 1, languageIds: [1, 2], baseLanguageId: 1 }]]);
const errors: string[] = [];
const log = { error: (_details: object, message: string) => void errors.push(message) };

/** The main thread's portal of one request: what the workers' loaders reach. */
function portal(userId: number): PortalContext {
  return {
    cspNonce: `nonce-${userId}`,
    defaultSitePrefix: () => "/en",
    currentUser: async () => ({ id: userId }) as Awaited<ReturnType<PortalContext["currentUser"]>>,
    site: (input) =>
      input.siteName === "en"
        ? ({
            scope: { siteId: 1, languageId: input.languageId ?? 1 },
            topNews: async (size = 5) =>
              Array.from({ length: size }, (_, i) => ({ id: i, title: `news ${i} of ${userId}` })),
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
    [1, 2, 3, 4].map(async (userId) => {
      const response = await pool!.render(
        get(`/portal?site=en&languageId=${userId % 2 ? 2 : 9}`),
        portal(userId),
        sites,
      );
      return { userId, body: await response.json() };
    }),
  );
  for (const { userId, body } of answers)
    expect(body).toEqual({
      nonce: `nonce-${userId}`,
      defaultSitePrefix: "/en",
      user: { id: userId },
      // A language the site offers is kept; another falls back to the base language.
      scope: { siteId: 1, languageId: userId % 2 ? 2 : 1 },
      news: [
        { id: 0, title: `news 0 of ${userId}` },
        { id: 1, title: `news 1 of ${userId}` },
      ],
    });
  const unknown = await pool.render(get("/portal?site=xx"), portal(5), sites);
  expect(await unknown.json()).toMatchObject({ scope: null, news: null });
});

test("status, headers, every cookie and a form's body cross both ways", async () => {
  pool = await startRenderPool({ size: 1, renderer, log });
  const form = await pool.render(
    new Request("http://academy.localhost/form", { method: "POST", body: "name=Lina" }),
    portal(1),
    sites,
  );
  expect(form.status).toBe(201);
  expect(form.headers.getSetCookie()).toEqual(["a=1; Path=/", "b=2; Path=/"]);
  expect(await form.text()).toBe("POST name=Lina");
  const redirect = await pool.render(get("/anything"), portal(1), sites);
  expect(redirect.status).toBe(302);
  expect(redirect.headers.get("location")).toBe("/elsewhere");
  expect(redirect.body).toBeNull();
});

test("a worker that stops is replaced, and the pages it was rendering are rendered by another", async () => {
  pool = await startRenderPool({ size: 2, renderer, log });
  const pages = Array.from({ length: 10 }, () =>
    pool!.render(get("/slow?ms=300"), portal(1), sites).then((r) => r.text()),
  );
  // Not a GET: a request that may have changed something is not sent again.
  const stopping = pool.render(
    new Request("http://academy.localhost/stop", { method: "POST", body: "x" }),
    portal(1),
    sites,
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
        pool!.render(get("/slow?ms=50"), portal(1), sites).then((r) => r.text()),
      ),
    ))
      threads.add(body);
  expect(threads.size).toBe(2);
});

test("closing waits for the renders under way, then refuses new ones", async () => {
  pool = await startRenderPool({ size: 1, renderer, log });
  const slow = pool.render(get("/slow?ms=300"), portal(1), sites);
  const closed = pool.close();
  await expect(pool.render(get("/slow?ms=1"), portal(1), sites)).rejects.toThrow(
    "the page renderers are stopping",
  );
  expect(await (await slow).text()).toMatch(/^slow from \d+$/);
  await closed;
});

test("a renderer that cannot start stops the server from starting, with its reason", async () => {
  await expect(
    startRenderPool({ size: 2, renderer: new URL("?unusable", renderer), log }),
  ).rejects.toThrow("page renderer: the build is missing");
});
