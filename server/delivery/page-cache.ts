import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants as zlib, gzip, gzipSync } from "node:zlib";
import { LRUCache } from "lru-cache";

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The encodings a cached page is kept in, best first. */
export type Encoding = "br" | "gzip" | "identity";

/**
 * An anonymous page as every visitor of its variant gets it: the bytes in each
 * encoding, compressed once when the page is rendered, with a strong ETag per
 * encoding and the Content-Security-Policy that allows exactly its inline
 * scripts (by hash), so a reuse writes nothing into the page.
 */
export type CachedPage = PreparedBody & {
  /** Rendered for every signed-in learner alike rather than for visitors (decision 0027). */
  learnerPending: boolean;
  status: number;
  /** The rendered response's own headers (content type, links). */
  headers: [string, string][];
  contentSecurityPolicy: string;
};

/**
 * Brotli at quality 5: measured on this build's /en (62 KB) and a 15-course
 * list (10 KB), quality 9 made output 1 % smaller at 100 times the CPU (105 ms
 * for the page, 31 ms for the list, against 1 ms and 0.1 ms), and every page
 * or answer not kept yet pays for it before it is sent.
 */
const BROTLI_QUALITY = 5;

/** A body in every encoding, compressed once, with a strong ETag per encoding. */
export type PreparedBody = {
  bodies: Record<Encoding, Buffer>;
  etags: Record<Encoding, string>;
};

/**
 * Compresses a body in every encoding (off the event loop) and tags each;
 * `salt` is whatever else the representation depends on (a page's policy).
 */
export async function prepareBody(body: string, salt = ""): Promise<PreparedBody> {
  const identity = Buffer.from(body, "utf8");
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipped(identity, { level: 9 }),
  ]);
  const tag = createHash("sha256").update(salt).update(identity).digest("base64url").slice(0, 27);
  return {
    bodies: { br, gzip: gz, identity },
    etags: { br: `"${tag}-br"`, gzip: `"${tag}-gz"`, identity: `"${tag}"` },
  };
}

/** Responses smaller than this go uncompressed (as @fastify/compress's threshold). */
const COMPRESS_THRESHOLD = 1024;
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript)\b)/;

/**
 * A rendered page's body in the encoding the visitor takes, compressed where
 * it is made (a render worker) so the main thread only sends bytes; null when
 * it is not worth compressing (small, already encoded, not text).
 */
export function encodeBody(body: Uint8Array, headers: Headers, encoding: Encoding): Buffer | null {
  if (
    encoding === "identity" ||
    body.byteLength < COMPRESS_THRESHOLD ||
    headers.has("content-encoding") ||
    !COMPRESSIBLE.test(headers.get("content-type") ?? "")
  )
    return null;
  return encoding === "br"
    ? brotliCompressSync(body, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
          [zlib.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
        },
      })
    : gzipSync(body);
}

/** Compresses a rendered page in every encoding and tags each. */
export async function preparePage(page: {
  learnerPending?: boolean;
  status: number;
  headers: [string, string][];
  body: string;
  contentSecurityPolicy: string;
}): Promise<CachedPage> {
  // The tag names the content and its policy: a new script hash is a new representation.
  const { bodies, etags } = await prepareBody(page.body, page.contentSecurityPolicy);
  return {
    learnerPending: page.learnerPending ?? false,
    status: page.status,
    headers: page.headers,
    contentSecurityPolicy: page.contentSecurityPolicy,
    bodies,
    etags,
  };
}

/**
 * The encoding to send for an Accept-Encoding header: brotli, else gzip, else
 * none; an encoding given q=0 is refused (RFC 9110 §12.5.3).
 */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return "identity";
  let br = false;
  let gz = false;
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    // Whitespace may surround the name and each parameter ("gzip ; q=1").
    const [name, ...params] = part.split(";").map((piece) => piece.trim());
    const q = params.find((p) => p.startsWith("q="));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    if (name === "br") br = true;
    else if (name === "gzip" || name === "x-gzip") gz = true;
    else if (name === "*") br = gz = true;
  }
  return br ? "br" : gz ? "gzip" : "identity";
}

/** Whether If-None-Match names the tag (weak comparison, as RFC 9110 §13.1.2 asks). */
export function matchesTag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((candidate) => candidate.trim().replace(/^W\//, "") === etag);
}

/**
 * A page rendered with a secret nonce, made the same for everyone: the text of
 * each inline script that carries the nonce (what we rendered), and the page
 * without the nonce. A script without it (one that slipped into rich text,
 * say) is not listed, so the policy built from the list blocks it.
 */
export function sharedScripts(html: string, nonce: string): { scripts: string[]; page: string } {
  const scripts: string[] = [];
  const marker = ` nonce="${nonce}"`;
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1]!;
    if (!attributes.includes(marker) || /\bsrc\s*=/i.test(attributes)) continue;
    scripts.push(match[2]!);
  }
  return { scripts, page: nonce ? html.replaceAll(marker, "") : html };
}

/**
 * A short-lived in-process cache of anonymous pages. Most traffic is visitors
 * browsing the same pages; rendering and compressing them once per few seconds
 * per variant instead of per request keeps the portal fast under load.
 */
export class PageCache {
  private readonly entries: LRUCache<string, CachedPage> | null;

  constructor(options: {
    ttlSeconds: number;
    maxEntries?: number;
    /** The clock, in milliseconds (tests move it by hand). */
    now?: () => number;
  }) {
    this.entries =
      options.ttlSeconds > 0
        ? new LRUCache({
            max: options.maxEntries ?? 1000,
            ttl: options.ttlSeconds * 1000,
            ttlResolution: 0,
            ...(options.now ? { perf: { now: options.now } } : {}),
          })
        : null;
  }

  get enabled() {
    return this.entries !== null;
  }

  get(key: string): CachedPage | undefined {
    return this.entries?.get(key);
  }

  set(key: string, page: CachedPage) {
    this.entries?.set(key, page);
  }

  clear() {
    this.entries?.clear();
  }

  get size() {
    return this.entries?.size ?? 0;
  }
}
