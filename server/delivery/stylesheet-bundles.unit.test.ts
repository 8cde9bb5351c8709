import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  bundleStems,
  routeChain,
  routeStylesheets,
  type ManifestRoute,
} from "#app/frame/stylesheet-bundles.ts";
import { stylesheetBundles } from "./stylesheet-bundles.ts";

/** A build's routes as React Router's manifest gives them: a root, a layout, two pages. */
const routes: Record<string, ManifestRoute> = {
  root: { css: ["/assets/root-R1.css"] },
  layout: { parentId: "root", css: ["/assets/root-R1.css", "/assets/layout-L1.css#"] },
  "pages/a": {
    parentId: "layout",
    css: ["/assets/page-a-A1.css", "/assets/Group-G1.css#", "/assets/layout-L1.css#"],
  },
  "pages/b": { parentId: "layout", css: ["/assets/Group-G1.css#", "/assets/page-b-B1.css"] },
};
const files = {
  "root-R1.css": "body{margin:0}",
  "layout-L1.css": ".l{display:flex}",
  "page-a-A1.css": ".a{color:red}",
  "page-b-B1.css": ".b{color:blue}",
  "Group-G1.css": ".g{gap:1px}",
  "entry-E1.js": "alert(1)",
  "manifest-abc123.js": `window.__reactRouterManifest=${JSON.stringify({ entry: {}, routes })};`,
};

describe("a page's stylesheets", () => {
  test("one bundle per route, without what an outer route brings, in the manifest's order", () => {
    expect(routeStylesheets(routes, routeChain(routes, "pages/a"))).toEqual([
      ["/assets/styles~root-R1.css"],
      ["/assets/styles~layout-L1.css"],
      ["/assets/styles~page-a-A1~Group-G1.css"],
    ]);
    expect(routeStylesheets(routes, ["root", "layout", "pages/b"])[2]).toEqual([
      "/assets/styles~Group-G1~page-b-B1.css",
    ]);
  });

  test("Mantine's base comes first in its bundle, before the components built on it", () => {
    const kit = {
      root: { css: ["/assets/frame-F1.css", "/assets/mantine-M1.css", "/assets/shared-S1.css"] },
    };
    expect(routeStylesheets(kit, ["root"])).toEqual([
      ["/assets/styles~mantine-M1~frame-F1~shared-S1.css"],
    ]);
  });

  test("a stylesheet that is not one of the build's is linked as it is, never dropped", () => {
    const other = { root: { css: ["https://cdn.example/x.css", "/assets/root-R1.css"] } };
    expect(routeStylesheets(other, ["root"])).toEqual([
      ["/assets/styles~root-R1.css", "https://cdn.example/x.css"],
    ]);
    expect(routeStylesheets({ root: {} }, ["root"])).toEqual([[]]);
  });

  test("a bundle's address names its parts; anything else is not a bundle's", () => {
    expect(bundleStems("/assets/styles~page-a-A1~Group-G1.css")).toEqual(["page-a-A1", "Group-G1"]);
    expect(bundleStems("/assets/page-a-A1.css")).toBeNull();
  });
});

describe("the bundles served", () => {
  const assetsDir = mkdtempSync(path.join(tmpdir(), "academy-styles-"));
  const app = Fastify();
  beforeAll(async () => {
    for (const [name, text] of Object.entries(files))
      writeFileSync(path.join(assetsDir, name), text);
    await app.register(stylesheetBundles, { assetsDir });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(assetsDir, { recursive: true, force: true });
  });

  test("a route's bundle joins its parts in order, compressed and kept for good", async () => {
    const url = "/assets/styles~page-a-A1~Group-G1.css";
    const br = await app.inject({ url, headers: { "accept-encoding": "br" } });
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-type"]).toBe("text/css; charset=utf-8");
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(".a{color:red}\n.g{gap:1px}");

    const b = await app.inject({ url: "/assets/styles~Group-G1~page-b-B1.css" });
    expect(b.body).toBe(".g{gap:1px}\n.b{color:blue}");

    const again = await app.inject({
      url,
      headers: { "accept-encoding": "br", "if-none-match": String(br.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  test("only the bundles the routes make are served: no other mix, order or repeat of parts", async () => {
    for (const url of [
      "/assets/styles~Group-G1~page-a-A1.css",
      "/assets/styles~page-a-A1~page-a-A1~Group-G1.css",
      "/assets/styles~root-R1~layout-L1.css",
      "/assets/styles~entry-E1.css",
      "/assets/styles~..~root-R1.css",
      "/assets/styles~nope-123.css",
    ])
      expect((await app.inject({ url })).statusCode, url).toBe(404);
  });
});

test("a build without React Router's manifest stops the server from starting", async () => {
  const empty = mkdtempSync(path.join(tmpdir(), "academy-styles-"));
  const app = Fastify();
  try {
    await expect(app.register(stylesheetBundles, { assetsDir: empty }).ready()).rejects.toThrow(
      /no React Router manifest/,
    );
  } finally {
    await app.close().catch(() => {});
    rmSync(empty, { recursive: true, force: true });
  }
});
