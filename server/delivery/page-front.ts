import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { performance } from "node:perf_hooks";
import { LRUCache } from "lru-cache";
import { matchesTag, pickEncoding, type Encoding, type PreparedBody } from "./page-cache.ts";
import { SESSION_COOKIE } from "../session-cookie.ts";
import { countryInHeader } from "../modules/site/geo.ts";

/**
 * The page front (decision 0030): a visitor's request for something already
 * kept for every visitor (a page of the page cache, an API answer kept for
 * visitors) is answered at the HTTP server, before the framework's routing and
 * hooks run, the way a static file server answers: the kept bytes with the
 * headers the portal sent with them the first time.
 *
 * What answers a request is learnt, not worked out again: when the portal
 * sends a kept representation, the front notes the request's raw inputs that
 * chose it and the headers that were sent. A page is chosen by the address,
 * the host and forwarding headers, the cookies, the browser's languages and
 * the visitor's country (or the address it is read from); a kept API answer
 * by the host and the address alone. A later request with the same inputs
 * gets the same bytes for as long as the portal keeps them; anything else (a
 * new variant, a page renewed or dropped, a session cookie, a path with a gate
 * of its own) goes through the portal as before.
 */
export type PageFront = ReturnType<typeof createPageFront>;

/** What the portal kept and is sending, and how to find what it keeps under the same key. */
export type Kept = {
  body: PreparedBody;
  status: number;
  /** The route it was answered by, for the request metrics. */
  route: string;
  /**
   * What the portal keeps under this representation's key now: the same
   * body until it is renewed, expired or dropped. (A closure over the key,
   * not the body, so the front never keeps a body the portal let go.)
   */
  lookup: () => PreparedBody | undefined;
  /** What chooses it: everything a visitor's page varies on, or the host and address only. */
  variesBy: "visitor" | "address";
};

/** A learnt request: which kept representation answers it, and the headers it is sent with. */
type Learnt = Pick<Kept, "status" | "route" | "lookup"> & {
  /** The tags of the representation learnt: it answers as long as the portal keeps these. */
  etags: PreparedBody["etags"];
  /** Flat name/value lists as `writeHead` takes them, by encoding: the full answer and the 304. */
  answers: Partial<Record<Encoding, { full: string[]; notModified: string[] }>>;
};

/** The raw inputs noted for a request are refused beyond this (a cookie jar of megabytes). */
const MAX_KEY_LENGTH = 4096;
/** What the learnt keys and headers may take at most (the bodies stay the portal's caches'). */
const MAX_LEARNT_BYTES = 16 * 1024 * 1024;
/** Headers the server writes itself for each response. */
const PER_RESPONSE = new Set(["date", "connection", "keep-alive", "transfer-encoding"]);
/** Headers a 304 leaves out: it has no body (RFC 9110 §15.4.5). */
const BODY_HEADERS = new Set(["content-length", "content-encoding"]);
/** Headers that say where a kept answer came from; a repeat says it is a hit. */
const CACHE_STATE = new Set(["x-page-cache", "x-api-cache"]);
/** A response's own script nonce, which a repeat must not carry (security.ts). */
const NONCE_SOURCE = / 'nonce-[^']*'/g;

export function createPageFront(options: {
  /** The trusted header naming the visitor's country; without it the country comes from the address. */
  countryHeader?: string | undefined;
  maxBytes?: number;
}) {
  const countryHeader = options.countryHeader?.toLowerCase();
  const learnt = new LRUCache<string, Learnt>({
    maxSize: options.maxBytes ?? MAX_LEARNT_BYTES,
    sizeCalculation: (entry, key) =>
      key.length +
      Object.values(entry.answers).reduce(
        (sum, answer) => sum + answer.full.reduce((length, text) => length + text.length, 0),
        0,
      ) +
      1,
  });
  const gates: ((url: string) => boolean)[] = [];
  let closing = false;
  /** Counts an answer the way the portal counts its own (metrics, request log). */
  let served: (
    request: IncomingMessage,
    route: string,
    status: number,
    seconds: number,
  ) => void = () => {};

  /** Whether the request is a visitor's GET the front may answer at all. */
  function answerable(request: IncomingMessage): boolean {
    if (request.method !== "GET") return false;
    // Both session cookie names contain the plain one; a signed-in request goes to the portal.
    if (request.headers.cookie?.includes(SESSION_COOKIE)) return false;
    const url = request.url ?? "";
    return !gates.some((gate) => gate(url));
  }

  /**
   * The raw inputs that may choose what a visitor gets, or null when they are
   * too long to note. Every input of the page cache's key (server/delivery/pages.ts)
   * and of the kept answers' key (server/delivery/visitor-responses.ts) is read from these.
   */
  function keyOf(request: IncomingMessage, variesBy: Kept["variesBy"]): string | null {
    const headers = request.headers;
    const address = [
      variesBy,
      request.url,
      headers.host,
      headers["x-forwarded-host"],
      headers["x-forwarded-proto"],
      headers.forwarded,
    ];
    let key: string;
    if (variesBy === "address") key = address.join("\n");
    else {
      // The country: the trusted header's when it names one, else the client address's (geo.ts).
      const country = countryHeader ? headers[countryHeader] : undefined;
      const fromAddress = !countryInHeader(country);
      key = [
        ...address,
        headers.cookie,
        headers["accept-language"],
        country,
        fromAddress ? request.socket.remoteAddress : "",
        fromAddress ? headers["x-forwarded-for"] : "",
      ].join("\n");
    }
    return key.length > MAX_KEY_LENGTH ? null : key;
  }

  /** The learnt entry answering the request, while the portal still keeps what it learnt. */
  function find(request: IncomingMessage): { entry: Learnt; body: PreparedBody } | undefined {
    if (!answerable(request)) return undefined;
    for (const variesBy of ["address", "visitor"] as const) {
      const key = keyOf(request, variesBy);
      if (key === null) continue;
      const entry = learnt.get(key);
      if (!entry) continue;
      const body = entry.lookup();
      if (body?.etags === entry.etags) return { entry, body };
      learnt.delete(key);
    }
    return undefined;
  }

  return {
    /** How the front's answers are counted and logged like the portal's own. */
    countWith(count: typeof served) {
      served = count;
    },

    /**
     * Paths the front must leave to the portal although what they answer is
     * kept: each request to them passes a check of its own (a rate limit, say).
     */
    passThrough(gate: (url: string) => boolean) {
      gates.push(gate);
    },

    /** The server is closing: everything goes to the portal, which answers it as closing. */
    stop() {
      closing = true;
      learnt.clear();
    },

    /** Answers the request when what it asks for is kept and known here; false leaves it to the portal. */
    serve(request: IncomingMessage, response: ServerResponse): boolean {
      if (closing || learnt.size === 0) return false;
      const started = performance.now();
      const found = find(request);
      if (!found) return false;
      const encoding = pickEncoding(request.headers["accept-encoding"]);
      const answer = found.entry.answers[encoding];
      if (!answer) return false;
      let status = found.entry.status;
      if (matchesTag(request.headers["if-none-match"], found.body.etags[encoding])) {
        status = 304;
        response.writeHead(status, answer.notModified);
        response.end();
      } else {
        response.writeHead(status, answer.full);
        response.end(found.body.bodies[encoding]);
      }
      served(request, found.entry.route, status, (performance.now() - started) / 1000);
      return true;
    },

    /**
     * Notes a kept representation the portal is sending a visitor in full:
     * once it has gone out as kept (its status, tag, encoding and length, no
     * cookie set), a request with the same inputs and encoding gets the same
     * bytes and headers from the front.
     */
    remember(request: IncomingMessage, response: ServerResponse, kept: Kept, encoding: Encoding) {
      const key = answerable(request) ? keyOf(request, kept.variesBy) : null;
      if (key === null || closing) return;
      const { etags, bodies } = kept.body;
      const { lookup, status, route } = kept;
      response.once("finish", () => {
        const sent = response.getHeaders();
        if (
          response.statusCode !== status ||
          sent["set-cookie"] !== undefined ||
          sent.etag !== etags[encoding] ||
          (sent["content-encoding"] ?? "identity") !== encoding ||
          Number(sent["content-length"]) !== bodies[encoding].length ||
          lookup()?.etags !== etags
        )
          return;
        const known = learnt.get(key);
        const entry: Learnt =
          known?.etags === etags ? known : { lookup, etags, status, route, answers: {} };
        entry.answers[encoding] = answersFrom(sent);
        // Set again so that its size counts the headers just added.
        learnt.set(key, entry);
      });
    },

    /** Forgets everything learnt (what was kept was dropped, or the sites changed). */
    clear() {
      learnt.clear();
    },

    get size() {
      return learnt.size;
    },
  };
}

/** The headers of a sent representation, for a repeat of it and for a 304. */
function answersFrom(sent: OutgoingHttpHeaders): { full: string[]; notModified: string[] } {
  const full: string[] = [];
  const notModified: string[] = [];
  for (const [name, value] of Object.entries(sent)) {
    if (value === undefined || PER_RESPONSE.has(name)) continue;
    const values = CACHE_STATE.has(name)
      ? ["hit"]
      : name === "content-security-policy"
        ? [String(value).replace(NONCE_SOURCE, "")]
        : Array.isArray(value)
          ? value
          : [String(value)];
    for (const one of values) {
      full.push(name, one);
      if (!BODY_HEADERS.has(name)) notModified.push(name, one);
    }
  }
  return { full, notModified };
}
