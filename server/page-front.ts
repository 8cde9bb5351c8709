import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { performance } from "node:perf_hooks";
import { LRUCache } from "lru-cache";
import { matchesTag, pickEncoding, type Encoding, type PreparedBody } from "./page-cache.ts";
import { SESSION_COOKIE } from "./session-cookie.ts";

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

/** What the portal kept and sent: the representation, and whether it is still the one kept. */
export type Kept = {
  body: PreparedBody;
  status: number;
  /** The route it was answered by, for the request metrics. */
  route: string;
  /** False once the portal renewed, expired or dropped it. */
  current: () => boolean;
  /** What chooses it: everything a visitor's page varies on, or the host and address only. */
  variesBy: "visitor" | "address";
};

/** A kept representation and the headers it is sent with, by encoding. */
type Learnt = Kept & {
  /** Flat name/value lists as `writeHead` takes them: the full answer and the 304. */
  answers: Partial<Record<Encoding, { full: string[]; notModified: string[] }>>;
};

/** The raw inputs noted for a request are refused beyond this (a cookie jar of megabytes). */
const MAX_KEY_LENGTH = 4096;
/** Headers the server writes itself for each response. */
const PER_RESPONSE = new Set(["date", "connection", "keep-alive", "transfer-encoding"]);
/** Headers a 304 leaves out: it has no body (RFC 9110 §15.4.5). */
const BODY_HEADERS = new Set(["content-length", "content-encoding"]);
/** Headers that say where a kept answer came from; a repeat says it is a hit. */
const CACHE_STATE = new Set(["x-page-cache", "x-api-cache"]);

export function createPageFront(options: {
  /** The trusted header naming the visitor's country; without it the country comes from the address. */
  countryHeader?: string | undefined;
  maxEntries?: number;
}) {
  const countryHeader = options.countryHeader?.toLowerCase();
  const learnt = new LRUCache<string, Learnt>({ max: options.maxEntries ?? 10_000 });
  const gates: ((url: string) => boolean)[] = [];
  /** Counts an answer the way the portal counts its own (metrics, request log). */
  let served: (
    request: IncomingMessage,
    route: string,
    status: number,
    seconds: number,
  ) => void = () => {};

  /**
   * The raw inputs that may choose what a visitor gets, or null when the
   * request is not a visitor's GET the front may answer. Every input of the
   * page cache's key (server/pages.ts) and of the kept answers' key
   * (server/visitor-responses.ts) is read from these.
   */
  function keyOf(request: IncomingMessage, variesBy: Kept["variesBy"]): string | null {
    if (request.method !== "GET") return null;
    const url = request.url ?? "";
    const headers = request.headers;
    const cookie = headers.cookie ?? "";
    // Both session cookie names contain the plain one; a signed-in request goes to the portal.
    if (cookie.includes(SESSION_COOKIE)) return null;
    if (gates.some((gate) => gate(url))) return null;
    const address = [
      variesBy,
      url,
      headers.host,
      headers["x-forwarded-host"],
      headers["x-forwarded-proto"],
      headers.forwarded,
    ];
    const key = (
      variesBy === "address"
        ? address
        : [
            ...address,
            cookie,
            headers["accept-language"],
            ...(countryHeader
              ? [headers[countryHeader]]
              : [request.socket.remoteAddress, headers["x-forwarded-for"]]),
          ]
    ).join("\n");
    return key.length > MAX_KEY_LENGTH ? null : key;
  }

  function find(request: IncomingMessage): Learnt | undefined {
    for (const variesBy of ["address", "visitor"] as const) {
      const key = keyOf(request, variesBy);
      if (key === null) return undefined;
      const entry = learnt.get(key);
      if (!entry) continue;
      if (entry.current()) return entry;
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

    /** Answers the request when what it asks for is kept and known here; false leaves it to the portal. */
    serve(request: IncomingMessage, response: ServerResponse): boolean {
      if (learnt.size === 0) return false;
      const started = performance.now();
      const entry = find(request);
      if (!entry) return false;
      const encoding = pickEncoding(request.headers["accept-encoding"]);
      const answer = entry.answers[encoding];
      if (!answer) return false;
      let status = entry.status;
      if (matchesTag(request.headers["if-none-match"], entry.body.etags[encoding])) {
        status = 304;
        response.writeHead(status, answer.notModified);
        response.end();
      } else {
        response.writeHead(status, answer.full);
        response.end(entry.body.bodies[encoding]);
      }
      served(request, entry.route, status, (performance.now() - started) / 1000);
      return true;
    },

    /**
     * Notes a kept representation the portal is sending a visitor in full:
     * once it has been sent, with no cookie set, a request with the same
     * inputs and encoding gets the same bytes and headers from the front.
     */
    remember(request: IncomingMessage, response: ServerResponse, kept: Kept, encoding: Encoding) {
      const key = keyOf(request, kept.variesBy);
      if (key === null) return;
      response.once("finish", () => {
        if (response.statusCode !== kept.status || response.hasHeader("set-cookie")) return;
        if (!kept.current()) return;
        let entry = learnt.get(key);
        if (!entry || entry.body !== kept.body) {
          entry = { ...kept, answers: {} };
          learnt.set(key, entry);
        }
        entry.answers[encoding] = answersFrom(response.getHeaders());
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
    const values = CACHE_STATE.has(name) ? ["hit"] : Array.isArray(value) ? value : [String(value)];
    for (const one of values) {
      full.push(name, one);
      if (!BODY_HEADERS.has(name)) notModified.push(name, one);
    }
  }
  return { full, notModified };
}
