import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import {
  bundleStems,
  routeChain,
  routeStylesheets,
  type ManifestRoute,
} from "#app/frame/stylesheet-bundles.ts";
import { matchesTag, pickEncoding, prepareBody, type PreparedBody } from "./page-cache.ts";

const MANIFEST_PREFIX = "window.__reactRouterManifest=";

/** The routes of the build's client manifest (`assets/manifest-{hash}.js`), as the browser gets them. */
export function readManifestRoutes(assetsDir: string): Record<string, ManifestRoute> {
  for (const name of readdirSync(assetsDir)) {
    if (!/^manifest-[\w-]+\.js$/.test(name)) continue;
    const text = readFileSync(path.join(assetsDir, name), "utf8").trim();
    if (!text.startsWith(MANIFEST_PREFIX)) continue;
    const manifest = JSON.parse(text.slice(MANIFEST_PREFIX.length).replace(/;$/, "")) as {
      routes: Record<string, ManifestRoute>;
    };
    return manifest.routes;
  }
  throw new Error(`no React Router manifest in ${assetsDir}: build the pages first`);
}

/**
 * The routes' stylesheet bundles (app/frame/stylesheet-bundles.ts, decision
 * 0016): exactly the bundles the build's routes make, each the build's
 * stylesheets it names joined in that order, compressed once when first asked
 * for and kept for good like the files themselves. Any other address is not
 * found, so the bundles kept are a fixed, small set (15 in this build).
 */
export async function stylesheetBundles(app: FastifyInstance, options: { assetsDir: string }) {
  const routes = readManifestRoutes(options.assetsDir);
  const made = new Set(
    Object.keys(routes).flatMap((id) => routeStylesheets(routes, routeChain(routes, id)).flat()),
  );
  const stemsOf = new Map(
    [...made].flatMap((href) => {
      const stems = bundleStems(href);
      return stems ? [[href, stems] as const] : [];
    }),
  );
  const prepared = new Map<string, Promise<PreparedBody>>();
  function bundleOf(href: string, stems: readonly string[]): Promise<PreparedBody> {
    let bundle = prepared.get(href);
    if (!bundle) {
      // Each file ends its last rule; a newline keeps the next file's first one apart.
      const css = stems
        .map((stem) => readFileSync(path.join(options.assetsDir, `${stem}.css`), "utf8"))
        .join("\n");
      bundle = prepareBody(css);
      prepared.set(href, bundle);
    }
    return bundle;
  }

  // The same for every tenant and visitor: no tenant, no session looked up.
  app.get("/assets/styles~*", { config: { tenantless: true } }, async (request, reply) => {
    const href = request.url.split("?")[0]!;
    const stems = stemsOf.get(href);
    if (!stems) return reply.callNotFound();
    const { bodies, etags } = await bundleOf(href, stems);
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
