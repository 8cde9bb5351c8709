import http from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { prepareBody, pickEncoding, type PreparedBody } from "./page-cache.ts";
import { createPageFront, type Kept, type PageFront } from "./page-front.ts";

/**
 * The page front answers repeats of what the portal kept, before the portal
 * sees them. Here the "portal" is a plain handler that sends a kept body and
 * tells the front, as server/delivery/pages.ts and server/delivery/visitor-responses.ts do; each
 * request it sees is counted, so a request the front answered is one it did
 * not see.
 */
let body: PreparedBody;
/** What the portal keeps now (undefined: nothing). */
let keeps: PreparedBody | undefined;
let setCookie = false;
/** The portal compresses the body itself, whatever it told the front (as @fastify/compress may). */
let recompress = false;
let variesBy: Kept["variesBy"] = "visitor";

function startPortal(front: PageFront) {
  const portal = { answers: 0, base: "", close: () => Promise.resolve() };
  const server = http.createServer((request, response) => {
    if (front.serve(request, response)) return;
    portal.answers += 1;
    const encoding = pickEncoding(request.headers["accept-encoding"]);
    let bytes = body.bodies[encoding];
    response.setHeader("x-frame-options", "SAMEORIGIN");
    response.setHeader("content-security-policy", "script-src 'self' 'nonce-abc123'");
    response.setHeader("etag", body.etags[encoding]);
    response.setHeader("x-page-cache", "miss");
    if (setCookie) response.setHeader("set-cookie", "chosen=1; Path=/");
    if (encoding !== "identity") response.setHeader("content-encoding", encoding);
    else if (recompress) {
      bytes = gzipSync(bytes);
      response.setHeader("content-encoding", "gzip");
    }
    response.setHeader("content-length", bytes.length);
    front.remember(
      request,
      response,
      { body, status: 200, route: "*", lookup: () => keeps, variesBy },
      encoding,
    );
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(bytes);
  });
  return new Promise<typeof portal>((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      portal.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      portal.close = () => new Promise<void>((done) => server.close(() => done()));
      resolve(portal);
    }),
  );
}

const front = createPageFront({});
const counted: { route: string; status: number }[] = [];
front.countWith((_request, route, status) => counted.push({ route, status }));
front.passThrough((url) => url.startsWith("/gated/"));
let portal: Awaited<ReturnType<typeof startPortal>>;

beforeAll(async () => {
  body = await prepareBody("<!doctype html><p>the kept page</p>".repeat(100));
  portal = await startPortal(front);
});
afterAll(() => portal.close());
beforeEach(() => {
  front.clear();
  keeps = body;
  setCookie = false;
  recompress = false;
  variesBy = "visitor";
  portal.answers = 0;
  counted.length = 0;
});

/** Runs `use` against a portal of its own in front of `front`, closed after. */
async function withPortal(
  front: PageFront,
  use: (other: Awaited<ReturnType<typeof startPortal>>) => Promise<void>,
) {
  const other = await startPortal(front);
  try {
    await use(other);
  } finally {
    await other.close();
  }
}

const get = (path: string, headers: Record<string, string> = {}, base = portal.base) =>
  fetch(`${base}${path}`, { headers: { "accept-encoding": "br", ...headers } });

/** The headers of a response but the date, which is each response's own. */
const headersOf = (response: Response) =>
  Object.fromEntries([...response.headers].filter(([name]) => name !== "date"));

describe("the page front", () => {
  test("answers a repeat with the bytes and headers the portal sent, as a hit", async () => {
    const first = await get("/en");
    const firstBytes = Buffer.from(await first.arrayBuffer());
    const again = await get("/en");
    expect(portal.answers).toBe(1);
    expect(again.status).toBe(200);
    expect(Buffer.from(await again.arrayBuffer()).equals(firstBytes)).toBe(true);
    // A response's own nonce is not repeated.
    expect(headersOf(again)).toEqual({
      ...headersOf(first),
      "x-page-cache": "hit",
      "content-security-policy": "script-src 'self'",
    });
    expect(again.headers.get("content-length")).toBe(String(body.bodies.br.length));
    expect(counted).toEqual([{ route: "*", status: 200 }]);
  });

  test("sends each encoding it has seen sent, and leaves a new one to the portal", async () => {
    await get("/en");
    const gzip = await get("/en", { "accept-encoding": "gzip" });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(portal.answers).toBe(2);
    const gzipAgain = await get("/en", { "accept-encoding": "gzip" });
    expect(gzipAgain.headers.get("content-encoding")).toBe("gzip");
    expect(gzipAgain.headers.get("etag")).toBe(body.etags.gzip);
    expect(portal.answers).toBe(2);
  });

  test("learns nothing from an answer sent otherwise than it was kept", async () => {
    recompress = true;
    await get("/en", { "accept-encoding": "identity" });
    await get("/en", { "accept-encoding": "identity" });
    expect(portal.answers).toBe(2);
    expect(front.size).toBe(0);
  });

  test("answers 304 to a matching If-None-Match, without the body's headers", async () => {
    await get("/en");
    const unchanged = await get("/en", { "if-none-match": body.etags.br });
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers.get("etag")).toBe(body.etags.br);
    expect(unchanged.headers.get("content-encoding")).toBeNull();
    expect(unchanged.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(await unchanged.text()).toBe("");
    expect(portal.answers).toBe(1);
    const stale = await get("/en", { "if-none-match": '"other"' });
    expect(stale.status).toBe(200);
    expect(portal.answers).toBe(1);
  });

  test("a page varies by everything that chooses a visitor's variant", async () => {
    await get("/en");
    const variants: Record<string, string>[] = [
      { "accept-language": "ar" },
      { cookie: "academy_lang=2" },
      { "x-forwarded-for": "203.0.113.9" },
      { "x-forwarded-host": "thermal.example" },
    ];
    for (const headers of variants) await get("/en", headers);
    await get("/en?lang=2");
    expect(portal.answers).toBe(6);
  });

  test("a kept API answer varies by host and address only", async () => {
    variesBy = "address";
    await get("/api/list", { "accept-language": "en" });
    await get("/api/list", { "accept-language": "ar", cookie: "academy_lang=2" });
    expect(portal.answers).toBe(1);
    await get("/api/list", { "x-forwarded-host": "thermal.example" });
    expect(portal.answers).toBe(2);
  });

  test("never answers a request that carries a session cookie", async () => {
    await get("/en", { cookie: "academy_session=abc" });
    await get("/en", { cookie: "academy_session=abc" });
    await get("/en", { cookie: "theme=dark; __Host-academy_session=abc" });
    expect(portal.answers).toBe(3);
  });

  test("forgets what the portal no longer keeps, or keeps renewed", async () => {
    await get("/en");
    keeps = undefined;
    await get("/en");
    await get("/en");
    expect(portal.answers).toBe(3);
    keeps = await prepareBody("<p>renewed</p>");
    await get("/en");
    expect(portal.answers).toBe(4);
    keeps = body;
    await get("/en");
    await get("/en");
    expect(portal.answers).toBe(5);
    front.clear();
    await get("/en");
    expect(portal.answers).toBe(6);
  });

  test("learns nothing from an answer that set a cookie, a gated path or a POST", async () => {
    setCookie = true;
    await get("/en");
    await get("/en");
    expect(portal.answers).toBe(2);
    setCookie = false;
    await get("/gated/page");
    await get("/gated/page");
    expect(portal.answers).toBe(4);
    await fetch(`${portal.base}/en`, { method: "POST" });
    await fetch(`${portal.base}/en`, { method: "POST" });
    expect(portal.answers).toBe(6);
    expect(front.size).toBe(0);
  });

  test("refuses to note a request whose inputs are unbounded", async () => {
    const cookie = `jar=${"x".repeat(5000)}`;
    await get("/en", { cookie });
    await get("/en", { cookie });
    expect(portal.answers).toBe(2);
    expect(front.size).toBe(0);
  });

  test("once stopped (the server closing), leaves every request to the portal", async () => {
    const closing = createPageFront({});
    await withPortal(closing, async (other) => {
      await get("/en", {}, other.base);
      await get("/en", {}, other.base);
      expect(other.answers).toBe(1);
      closing.stop();
      await get("/en", {}, other.base);
      await get("/en", {}, other.base);
      expect(other.answers).toBe(3);
    });
  });
});

describe("with a trusted country header", () => {
  test("a page varies by the header's country, or by the address when it names none", async () => {
    const geo = createPageFront({ countryHeader: "CF-IPCountry" });
    await withPortal(geo, async (other) => {
      const from = (country: string, address: string) =>
        get("/en", { "cf-ipcountry": country, "x-forwarded-for": address }, other.base);
      await from("CH", "203.0.113.1");
      await from("CH", "203.0.113.2");
      expect(other.answers).toBe(1);
      await from("DE", "203.0.113.2");
      expect(other.answers).toBe(2);
      // Unknown to the CDN: the portal looks the address up, so each address is its own.
      await from("XX", "203.0.113.1");
      await from("XX", "203.0.113.1");
      await from("XX", "203.0.113.2");
      expect(other.answers).toBe(4);
    });
  });
});
