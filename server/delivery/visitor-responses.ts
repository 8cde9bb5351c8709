import type { FastifyReply, FastifyRequest } from "fastify";
import { LRUCache } from "lru-cache";
import { matchesTag, pickEncoding, prepareBody, type PreparedBody } from "./page-cache.ts";
import type { PageFront } from "./page-front.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * A visitor's answer depends on nothing but the host and the URL (the
     * catalogue and the frame of the site named in the query): it is kept
     * and given to every visitor asking the same (server/delivery/visitor-responses.ts).
     */
    sharedWithVisitors?: boolean;
  }
  interface FastifyRequest {
    /** The visitor-response cache's generation when the request began, if it may be kept. */
    visitorResponseGeneration: number | null;
  }
}

/** Bytes of answers kept at once (the URL is the visitor's to choose: the cache is bounded). */
const MAX_KEPT_BYTES = 64 * 1024 * 1024;

/** URLs remembered as asked for once (keys only). */
const ASKED_ONCE_REMEMBERED = 20_000;

/** A kept answer: its bytes, and its content type (JSON for API calls, XML for the news feed). */
type KeptAnswer = PreparedBody & { contentType: string };

const JSON_TYPE = "application/json; charset=utf-8";

/** Vary: the encoding, and Cookie, since a learner's session makes the answer theirs. */
const VARY = "Accept-Encoding, Cookie";

/**
 * Answers to visitors' catalogue and frame calls, kept like anonymous pages
 * (decision 0015): one asked for a second time within the TTL is serialised,
 * compressed in brotli and gzip and tagged, then sent as bytes to every
 * visitor asking the same URL on the same host, with 304 for a matching
 * If-None-Match. A learner's
 * call (a live session) is always answered afresh, and so is anything but a
 * successful answer without cookies. Clearing (an edit of the catalogue or
 * the sites) drops every answer, and one being prepared when it happens is
 * not kept.
 */
export function createVisitorResponses(options: {
  ttlSeconds: number;
  maxBytes?: number;
  /** The clock, in milliseconds (tests move it by hand). */
  now?: () => number;
  /** Where repeats of a kept answer are answered before routing. */
  front?: PageFront;
}) {
  const enabled = options.ttlSeconds > 0;
  const kept = new LRUCache<string, KeptAnswer>({
    maxSize: options.maxBytes ?? MAX_KEPT_BYTES,
    sizeCalculation: (answer, key) =>
      key.length +
      answer.bodies.identity.length +
      answer.bodies.br.length +
      answer.bodies.gzip.length,
    ttl: Math.max(options.ttlSeconds, 1) * 1000,
    ttlResolution: 0,
    ...(options.now ? { perf: { now: options.now } } : {}),
  });
  // URLs asked for once lately: an answer is kept from its second asking on, so that a
  // stream of URLs asked only once (one keyword after another) costs no more than uncached.
  const askedOnce = new LRUCache<string, true>({
    max: ASKED_ONCE_REMEMBERED,
    ttl: Math.max(options.ttlSeconds, 1) * 1000,
    ttlResolution: 0,
    ...(options.now ? { perf: { now: options.now } } : {}),
  });
  let generation = 0;
  // A shared cache in front may keep an answer for the TTL, for requests without cookies.
  const cacheControl = `public, max-age=0, s-maxage=${options.ttlSeconds}, must-revalidate`;
  const keyOf = (request: FastifyRequest) => `${request.hostname}\n${request.url}`;

  /**
   * Writes the kept answer's headers; returns the encoding the caller takes
   * and the body in it, or null for a 304.
   */
  function represent(request: FastifyRequest, reply: FastifyReply, answer: PreparedBody) {
    const encoding = pickEncoding(request.headers["accept-encoding"]);
    const etag = answer.etags[encoding];
    reply.header("etag", etag).header("cache-control", cacheControl).header("vary", VARY);
    if (matchesTag(request.headers["if-none-match"], etag)) return { encoding, body: null };
    // Already compressed: @fastify/compress leaves a response with a Content-Encoding alone.
    if (encoding !== "identity") reply.header("content-encoding", encoding);
    return { encoding, body: answer.bodies[encoding] };
  }

  return {
    enabled,

    /**
     * onRequest, after the session is read: answers a visitor's call from the
     * kept answer, or marks the call as one whose answer may be kept.
     */
    async answer(request: FastifyRequest, reply: FastifyReply) {
      if (
        !enabled ||
        request.method !== "GET" ||
        !request.routeOptions.config.sharedWithVisitors ||
        request.userId !== null
      )
        return;
      const key = keyOf(request);
      const answer = kept.get(key);
      if (!answer) {
        reply.header("x-api-cache", "miss");
        if (askedOnce.has(key)) request.visitorResponseGeneration = generation;
        else askedOnce.set(key, true);
        return;
      }
      reply.header("x-api-cache", "hit");
      const { encoding, body } = represent(request, reply, answer);
      if (body === null) return reply.status(304).send();
      // Its repeats are answered before routing (decision 0030).
      options.front?.remember(
        request.raw,
        reply.raw,
        {
          body: answer,
          status: 200,
          route: request.routeOptions.url ?? "unmatched",
          lookup: () => kept.get(key),
          variesBy: "address",
        },
        encoding,
      );
      return reply.type(answer.contentType).send(body);
    },

    /**
     * onSend, before compression: keeps a visitor's successful answer and
     * sends it as kept (the same bytes and tag as every later visitor gets).
     */
    async keep(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
      const startedIn = request.visitorResponseGeneration;
      if (
        startedIn === null ||
        reply.statusCode !== 200 ||
        typeof payload !== "string" ||
        reply.hasHeader("set-cookie")
      )
        return payload;
      const contentType = reply.getHeader("content-type");
      const answer: KeptAnswer = {
        ...(await prepareBody(payload)),
        contentType: typeof contentType === "string" ? contentType : JSON_TYPE,
      };
      if (startedIn === generation) kept.set(keyOf(request), answer);
      const { body } = represent(request, reply, answer);
      // Kept again unchanged after its TTL: the tag the visitor holds still names it.
      if (body === null) reply.status(304);
      return body ?? "";
    },

    /** Drops every kept answer (the catalogue or the sites changed). */
    clear() {
      generation += 1;
      kept.clear();
      askedOnce.clear();
    },
  };
}

export type VisitorResponses = ReturnType<typeof createVisitorResponses>;
