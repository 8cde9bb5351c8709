import { existsSync } from "node:fs";
import { threadId } from "node:worker_threads";
import type { Renderer } from "./render-protocol.ts";

/**
 * A renderer for the render pool's own tests (server/delivery/render-pool.unit.test.ts):
 * answers from the request and the portal, waits, hangs, or stops its worker.
 * Loaded as `render-pool.testing.ts?needs=<file>` it cannot start while that
 * file is missing, as the real one cannot without the pages' build.
 */
export async function createRenderer(): Promise<Renderer> {
  const needs = new URL(import.meta.url).searchParams.get("needs");
  if (needs !== null && !existsSync(needs)) throw new Error("the build is missing");
  return async (request, portal) => {
    const url = new URL(request.url);
    switch (url.pathname) {
      case "/slow":
        await new Promise((resolve) => setTimeout(resolve, Number(url.searchParams.get("ms"))));
        return new Response(`slow from ${threadId}`);
      case "/page":
        // A page of the given size, as text/html.
        return new Response(
          `<p>${"page text ".repeat(Number(url.searchParams.get("words")))}</p>`,
          {
            headers: { "content-type": "text/html; charset=utf-8" },
          },
        );
      case "/hang":
        return new Promise<Response>(() => {});
      case "/news-error": {
        const site = portal.site({ siteName: "en" });
        try {
          await site!.topNews(-1);
          return new Response("no error");
        } catch (error) {
          return new Response(`loader saw: ${(error as Error).message}`, { status: 500 });
        }
      }
      case "/stop":
        // A renderer that dies mid-request, as one out of memory would.
        setTimeout(() => process.exit(1), 20);
        return new Promise<Response>(() => {});
      case "/portal": {
        const site = portal.site({ siteName: url.searchParams.get("site") ?? "" });
        return Response.json({
          nonce: portal.cspNonce,
          defaultSitePrefix: portal.defaultSitePrefix(),
          user: await portal.currentUser(),
          learnerPending: portal.learnerPending,
          scope: site?.scope ?? null,
          news: site ? await site.topNews(2) : null,
        });
      }
      case "/form":
        return new Response(`${request.method} ${await request.text()}`, {
          status: 201,
          headers: [
            ["set-cookie", "a=1; Path=/"],
            ["set-cookie", "b=2; Path=/"],
          ],
        });
      default:
        return new Response(null, { status: 302, headers: { location: "/elsewhere" } });
    }
  };
}
