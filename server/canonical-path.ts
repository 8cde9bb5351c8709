import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

/**
 * One spelling per resource (decision 0044). Browsers, React Router (through
 * WHATWG URL parsing) and Fastify's router each fold some spellings of a path
 * into one: dot segments (`/./`, `/../`, `%2e`), backslashes, percent-escaped
 * letters. A rate limit or a cache that looks at the raw path would count or
 * keep each spelling apart, so `/en/certificate/./verify/<no>` walked around
 * the certificate lookup limit. The portal answers only the canonical
 * spelling; every other one is redirected to it (GET, HEAD) or refused (any
 * other method) before any limit, cache or handler sees the request.
 */

/** RFC 3986 §2.3: characters whose escapes mean the same as the characters themselves. */
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;
const ESCAPE = /%([0-9A-Fa-f]{2})/g;

/**
 * The canonical spelling of a path (no query): unreserved characters
 * unescaped, other escapes in upper-case hex, backslashes read as slashes (as
 * WHATWG URL reads them), empty and `.` segments dropped, `..` resolved, no
 * trailing slash but on the root.
 */
export function canonicalPath(path: string): string {
  const unescaped = path.replace(ESCAPE, (_escape, hex: string) => {
    const character = String.fromCharCode(parseInt(hex, 16));
    return UNRESERVED.test(character) ? character : `%${hex.toUpperCase()}`;
  });
  const segments: string[] = [];
  for (const segment of unescaped.replaceAll("\\", "/").split("/")) {
    if (segment === "" || segment === ".") continue;
    if (segment === "..") segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join("/")}`;
}

/** The canonical form of a request target (path and query), or null when it already is. */
export function canonicalTarget(url: string): string | null {
  const queryAt = url.indexOf("?");
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const canonical = canonicalPath(path);
  if (canonical === path) return null;
  return queryAt === -1 ? canonical : canonical + url.slice(queryAt);
}

/** How long a browser or a cache in front may remember the redirect to the canonical spelling. */
const REDIRECT_CACHE_CONTROL = "public, max-age=3600";

/**
 * The first request hook: a non-canonical path goes no further. A read is
 * redirected with 308 (which keeps the method) to the canonical spelling, so
 * links written by hand still work; a write is refused with 404, as its
 * sender must name the resource properly rather than have its body sent again.
 */
export function canonicalPaths(app: FastifyInstance) {
  app.addHook("onRequest", async (request: FastifyRequest, reply: FastifyReply) => {
    const canonical = canonicalTarget(request.url);
    if (canonical === null) return;
    if (request.method === "GET" || request.method === "HEAD")
      return reply
        .status(308)
        .header("location", canonical)
        .header("cache-control", REDIRECT_CACHE_CONTROL)
        .send();
    throw Object.assign(new Error("Not found: use the address as the portal writes it"), {
      statusCode: 404,
    });
  });
}
