import type { FastifyInstance } from "fastify";
import { packScripts } from "#app/i18n/resources.server.ts";
import { matchesTag, pickEncoding, preparePage, type CachedPage } from "./page-cache.ts";

/**
 * The language packs' scripts (app/i18n/resources.server.ts): a page names
 * its pack's script instead of carrying its texts, and as a script's path
 * names its content, the browser and any CDN keep it for good. Each is
 * compressed once, when first asked for.
 */
export async function languagePacks(app: FastifyInstance) {
  const byPath = new Map(packScripts().map((script) => [script.path, script]));
  const prepared = new Map<string, Promise<CachedPage>>();

  // The same for every tenant and visitor: no tenant, no session looked up.
  app.get("/locales/:file", { config: { tenantless: true } }, async (request, reply) => {
    const path = request.url.split("?")[0]!;
    const script = byPath.get(path);
    if (!script) return reply.callNotFound();
    let page = prepared.get(path);
    if (!page) {
      page = preparePage({
        status: 200,
        headers: [],
        body: script.source,
        contentSecurityPolicy: "",
      });
      prepared.set(path, page);
    }
    const { bodies, etags } = await page;
    const encoding = pickEncoding(request.headers["accept-encoding"]);
    reply
      .header("content-type", "text/javascript; charset=utf-8")
      .header("cache-control", "public, max-age=31536000, immutable")
      .header("vary", "Accept-Encoding")
      .header("etag", etags[encoding]);
    if (matchesTag(request.headers["if-none-match"], etags[encoding]))
      return reply.status(304).send();
    if (encoding !== "identity") reply.header("content-encoding", encoding);
    return reply.send(bodies[encoding]);
  });
}
