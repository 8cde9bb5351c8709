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
  expiresAt: number;
};

export class PageCache {
  private readonly entries = new Map<string, CachedPage>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;

  constructor(options: { ttlSeconds: number; maxEntries?: number }) {
    this.ttlMs = options.ttlSeconds * 1000;
    this.maxEntries = options.maxEntries ?? 1000;
  }

  get enabled() {
    return this.ttlMs > 0;
  }

  get(key: string, now = Date.now()): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now) {
      this.entries.delete(key);
      return undefined;
    }
    // Refresh recency: Map iteration order is insertion order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, page: Omit<CachedPage, "expiresAt">, now = Date.now()) {
    if (!this.enabled) return;
    this.entries.delete(key);
    this.entries.set(key, { ...page, expiresAt: now + this.ttlMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  clear() {
    this.entries.clear();
  }

  get size() {
    return this.entries.size;
  }
}

/** The body of a cached page with its nonce swapped for this response's nonce. */
export function withNonce(page: CachedPage, nonce: string): string {
  return page.nonce ? page.body.replaceAll(page.nonce, nonce) : page.body;
}
