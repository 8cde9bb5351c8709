import { brotliDecompressSync, gunzipSync } from "node:zlib";
import Fastify from "fastify";
import { afterAll, beforeAll, expect, test } from "vitest";
import { packScript } from "#app/i18n/resources.server.ts";
import { languagePacks } from "./language-packs.ts";

const app = Fastify();
beforeAll(async () => {
  await app.register(languagePacks);
  await app.ready();
});
afterAll(() => app.close());

test("a pack's script is served compressed, kept for good and tagged", async () => {
  const { path, source } = packScript("ar");
  const br = await app.inject({ url: path, headers: { "accept-encoding": "gzip, br" } });
  expect(br.statusCode).toBe(200);
  expect(br.headers["content-type"]).toBe("text/javascript; charset=utf-8");
  expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(br.headers["content-encoding"]).toBe("br");
  expect(br.headers.vary).toBe("Accept-Encoding");
  expect(brotliDecompressSync(br.rawPayload).toString()).toBe(source);

  const gzip = await app.inject({ url: path, headers: { "accept-encoding": "gzip" } });
  expect(gzip.headers["content-encoding"]).toBe("gzip");
  expect(gunzipSync(gzip.rawPayload).toString()).toBe(source);
  expect(gzip.headers.etag).not.toBe(br.headers.etag);

  const plain = await app.inject({ url: path });
  expect(plain.headers["content-encoding"]).toBeUndefined();
  expect(plain.body).toBe(source);

  const again = await app.inject({
    url: path,
    headers: { "accept-encoding": "br", "if-none-match": String(br.headers.etag) },
  });
  expect(again.statusCode).toBe(304);
  expect(again.body).toBe("");
});

test("any other path below /locales is not found", async () => {
  const { path } = packScript("en");
  for (const url of [
    path.replace(/\.[\w-]{12}\.js$/, ".AAAAAAAAAAAA.js"),
    "/locales/en.js",
    "/locales/..%2Fpackage.json",
  ]) {
    expect((await app.inject({ url })).statusCode, url).toBe(404);
  }
});
