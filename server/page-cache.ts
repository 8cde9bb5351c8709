import { LRUCache } from "lru-cache";

/**
 * A short-lived in-process cache of anonymous page responses. Most traffic is
 * visitors browsing the same pages; rendering them once per few seconds per
 * variant instead of per request keeps the portal fast under load. Each
 * cached body carries the CSP nonce it was rendered with, replaced by the
 * fresh nonce of every response that reuses it, so nonces stay unpredictable.
 */
export type CachedPage = {
  status: number;
  headers: [string, string][];
  body: string;
  nonce: string;
};

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

/** The body of a cached page with its nonce swapped for this response's nonce. */
export function withNonce(page: CachedPage, nonce: string): string {
  return page.nonce ? page.body.replaceAll(page.nonce, nonce) : page.body;
}
