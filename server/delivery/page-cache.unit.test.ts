import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, test } from "vitest";
import {
  matchesTag,
  PageCache,
  pickEncoding,
  preparePage,
  sharedScripts,
  type CachedPage,
} from "./page-cache.ts";
import { contentSecurityPolicy } from "../plugins/security.ts";

const page = (body: string) =>
  preparePage({ status: 200, headers: [], body, contentSecurityPolicy: "default-src 'self'" });
const text = (cached: CachedPage | undefined) => cached?.bodies.identity.toString("utf8");

describe("the cache", () => {
  test("entries expire after the TTL", async () => {
    let clock = 1000;
    const cache = new PageCache({ ttlSeconds: 10, now: () => clock });
    cache.set("a", await page("A"));
    clock = 10_999;
    expect(text(cache.get("a"))).toBe("A");
    clock = 11_001;
    expect(cache.get("a")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  test("the least recently used entry goes first when full", async () => {
    const cache = new PageCache({ ttlSeconds: 60, maxEntries: 2 });
    cache.set("a", await page("A"));
    cache.set("b", await page("B"));
    cache.get("a");
    cache.set("c", await page("C"));
    expect(cache.get("b")).toBeUndefined();
    expect(text(cache.get("a"))).toBe("A");
    expect(text(cache.get("c"))).toBe("C");
  });

  test("a TTL of 0 disables the cache", async () => {
    const cache = new PageCache({ ttlSeconds: 0 });
    cache.set("a", await page("A"));
    expect(cache.enabled).toBe(false);
    expect(cache.get("a")).toBeUndefined();
  });
});

describe("a page kept for every visitor", () => {
  const html = `<!doctype html><p>${"Ünïcode and repeated text. ".repeat(200)}</p>`;

  test("is compressed once in brotli and gzip, each decoding to the page", async () => {
    const prepared = await page(html);
    expect(brotliDecompressSync(prepared.bodies.br).toString("utf8")).toBe(html);
    expect(gunzipSync(prepared.bodies.gzip).toString("utf8")).toBe(html);
    expect(prepared.bodies.br.length).toBeLessThan(prepared.bodies.identity.length / 10);
  });

  test("has a strong tag per encoding that changes with the content", async () => {
    const [one, again, other] = await Promise.all([page(html), page(html), page(`${html}.`)]);
    expect(new Set(Object.values(one.etags)).size).toBe(3);
    for (const tag of Object.values(one.etags)) expect(tag).toMatch(/^"[A-Za-z0-9_-]+(-br|-gz)?"$/);
    expect(again.etags).toEqual(one.etags);
    expect(other.etags.br).not.toBe(one.etags.br);
  });
});

test("the encoding follows Accept-Encoding: brotli, else gzip, never one refused with q=0", () => {
  expect(pickEncoding("gzip, deflate, br, zstd")).toBe("br");
  expect(pickEncoding("gzip, deflate")).toBe("gzip");
  expect(pickEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
  expect(pickEncoding("br;q=0,gzip;q=0")).toBe("identity");
  expect(pickEncoding("*")).toBe("br");
  expect(pickEncoding("deflate")).toBe("identity");
  expect(pickEncoding("gzip ;q=1")).toBe("gzip");
  expect(pickEncoding(" br ; q=0 , gzip ; q=0.9")).toBe("gzip");
  expect(pickEncoding(undefined)).toBe("identity");
});

test("If-None-Match matches the tag weakly, in a list, or as *", () => {
  expect(matchesTag('"abc-br"', '"abc-br"')).toBe(true);
  expect(matchesTag('W/"abc-br"', '"abc-br"')).toBe(true);
  expect(matchesTag('"x", "abc-br"', '"abc-br"')).toBe(true);
  expect(matchesTag("*", '"abc-br"')).toBe(true);
  expect(matchesTag('"abc-gz"', '"abc-br"')).toBe(false);
  expect(matchesTag(undefined, '"abc-br"')).toBe(false);
});

test("a kept page lists only the scripts rendered with its nonce, and loses the nonce", () => {
  const nonce = "s3cret+/=";
  const html = [
    `<script nonce="${nonce}">window.__a = 1;</script>`,
    `<script type="module" async="" nonce="${nonce}">import "/assets/entry.js";\n</script>`,
    `<script src="/assets/x.js" nonce="${nonce}"></script>`,
    // Slipped into rich text: no nonce, so not allowed by the page's policy.
    '<div><script>steal()</script><SCRIPT nonce="guess">b()</SCRIPT></div>',
  ].join("");
  const { scripts, page } = sharedScripts(html, nonce);
  expect(scripts).toEqual(["window.__a = 1;", 'import "/assets/entry.js";\n']);
  expect(page).not.toContain(nonce);
  expect(page).toContain("<script>window.__a = 1;</script>");
  expect(page).toContain("<script>steal()</script>");
});

describe("the Content-Security-Policy", () => {
  const policy = contentSecurityPolicy({ dev: false, formTargets: ["https://idp.example"] });
  const sha256 = (value: string) => createHash("sha256").update(value).digest("base64");

  test("of a cached page allows exactly its inline scripts, by hash, and no nonce", () => {
    const header = policy.withScripts(["a()", "b()", "a()"]);
    const scriptSrc = header.split(";").find((d) => d.startsWith("script-src "))!;
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${sha256("a()")}' 'sha256-${sha256("b()")}'`);
    expect(header).not.toContain("nonce");
    expect(header).toContain("form-action 'self' https://idp.example");
    expect(header).toContain("object-src 'none'");
  });

  test("of a rendered page carries the response's nonce", () => {
    const header = policy.withNonce("n0Nce+/=");
    expect(header.split(";")).toContain("script-src 'self' 'nonce-n0Nce+/='");
    expect(header.split(";")).toContain("script-src-attr 'none'");
  });

  test("in development allows inline scripts and keeps every directive whole", () => {
    const header = contentSecurityPolicy({ dev: true }).withNonce("n0Nce+/=");
    expect(header.split(";")).toContain("script-src 'self' 'unsafe-inline'");
    expect(header.split(";").at(-1)).toBe("base-uri 'self'");
    expect(header).not.toContain("n0Nce");
  });
});
