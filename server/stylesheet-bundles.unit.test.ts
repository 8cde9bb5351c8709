import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { bundleHref, bundleStems, MAX_BUNDLED } from "#app/frame/stylesheet-bundles.ts";
import { stylesheetBundles } from "./stylesheet-bundles.ts";

const assetsDir = mkdtempSync(path.join(tmpdir(), "academy-styles-"));
const files = {
  "Group-CVKnj_dk.css": ".a{color:red}",
  "route-CCmhIbKM.css": ".b{color:blue}",
  "entry-Xyz.js": "alert(1)",
};
const app = Fastify();
beforeAll(async () => {
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(assetsDir, name), text);
  await app.register(stylesheetBundles, { assetsDir });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(assetsDir, { recursive: true, force: true });
});

describe("a bundle's address", () => {
  test("lists the stylesheets in order, with or without React Router's trailing #", () => {
    const href = bundleHref(["/assets/route-CCmhIbKM.css", "/assets/Group-CVKnj_dk.css#"]);
    expect(href).toBe("/assets/styles~route-CCmhIbKM~Group-CVKnj_dk.css");
    expect(bundleStems(href!)).toEqual(["route-CCmhIbKM", "Group-CVKnj_dk"]);
  });

  test("is none for no stylesheets, and only build stylesheets are named", () => {
    expect(bundleHref([])).toBeNull();
    expect(bundleHref(["https://elsewhere.example/x.css", "/assets/x.js"])).toBeNull();
  });

  test("anything else is not a bundle's address", () => {
    for (const path of [
      "/assets/route-CCmhIbKM.css",
      "/assets/styles~.css",
      "/assets/styles~a~~b.css",
      "/assets/styles~..%2Fsecret.css",
      "/assets/styles~a.js",
      `/assets/styles~${Array.from({ length: MAX_BUNDLED + 1 }, () => "a").join("~")}.css`,
    ])
      expect(bundleStems(path), path).toBeNull();
  });
});

test("a bundle joins its stylesheets in the order named, compressed and kept for good", async () => {
  const url = "/assets/styles~route-CCmhIbKM~Group-CVKnj_dk.css";
  const br = await app.inject({ url, headers: { "accept-encoding": "br" } });
  expect(br.statusCode).toBe(200);
  expect(br.headers["content-type"]).toBe("text/css; charset=utf-8");
  expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(br.headers["content-encoding"]).toBe("br");
  expect(brotliDecompressSync(br.rawPayload).toString()).toBe(".b{color:blue}\n.a{color:red}");

  const reversed = await app.inject({ url: "/assets/styles~Group-CVKnj_dk~route-CCmhIbKM.css" });
  expect(reversed.body).toBe(".a{color:red}\n.b{color:blue}");

  const again = await app.inject({
    url,
    headers: { "accept-encoding": "br", "if-none-match": String(br.headers.etag) },
  });
  expect(again.statusCode).toBe(304);
});

test("a bundle naming anything but a stylesheet of the build is not found", async () => {
  for (const url of [
    "/assets/styles~Group-CVKnj_dk~nope-123.css",
    "/assets/styles~entry-Xyz.css",
    "/assets/styles~..~Group-CVKnj_dk.css",
  ])
    expect((await app.inject({ url })).statusCode, url).toBe(404);
});
