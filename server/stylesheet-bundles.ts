import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { LRUCache } from "lru-cache";
import { bundleStems } from "#app/frame/stylesheet-bundles.ts";
import { matchesTag, pickEncoding, prepareBody, type PreparedBody } from "./page-cache.ts";

/** Bundles kept compressed: a few per route of the build, far fewer than this. */
const KEPT_BUNDLES = 500;

/**
 * The routes' stylesheet bundles (app/frame/stylesheet-bundles.ts, decision
 * 0016): the build's stylesheets a bundle's address names, joined in that
 * order, compressed once and kept for good like the files themselves. Only
 * stylesheets of this build are joined; any other address is not found.
 */
export async function stylesheetBundles(app: FastifyInstance, options: { assetsDir: string }) {
  const stylesheets = new Map(
    readdirSync(options.assetsDir)
      .filter((name) => name.endsWith(".css"))
      .map((name) => [name.slice(0, -".css".length), path.join(options.assetsDir, name)]),
  );
  const bundles = new LRUCache<string, Promise<PreparedBody>>({ max: KEPT_BUNDLES });

  function bundleOf(stems: string[]): Promise<PreparedBody> {
    const key = stems.join("~");
    let bundle = bundles.get(key);
    if (!bundle) {
      // Each file ends its last rule; a newline keeps the next file's first one apart.
      const css = stems.map((stem) => readFileSync(stylesheets.get(stem)!, "utf8")).join("\n");
      bundle = prepareBody(css);
      bundles.set(key, bundle);
    }
    return bundle;
  }

  // The same for every tenant and visitor: no tenant, no session looked up.
  app.get("/assets/styles~*", { config: { tenantless: true } }, async (request, reply) => {
    const stems = bundleStems(request.url.split("?")[0]!);
    if (!stems || !stems.every((stem) => stylesheets.has(stem))) return reply.callNotFound();
    const { bodies, etags } = await bundleOf(stems);
    const encoding = pickEncoding(request.headers["accept-encoding"]);
    reply
      .header("content-type", "text/css; charset=utf-8")
      .header("cache-control", "public, max-age=31536000, immutable")
      .header("vary", "Accept-Encoding")
      .header("etag", etags[encoding]);
    if (matchesTag(request.headers["if-none-match"], etags[encoding]))
      return reply.status(304).send();
    if (encoding !== "identity") reply.header("content-encoding", encoding);
    return reply.send(bodies[encoding]);
  });
}
