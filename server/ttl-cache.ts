import { LRUCache } from "lru-cache";

/**
 * A small in-process cache for data that changes rarely and is read on every
 * page (frame dictionaries, footer, SEO, the catalogue copies). Entries live
 * `ttlMs`, the least recently used go first beyond `maxEntries`; concurrent
 * readers of a missing entry share one load; a failed load is not kept.
 */
export function createTtlCache<T extends object>(options: {
  ttlMs: number;
  maxEntries?: number;
  /** The clock, in milliseconds (tests move it by hand). */
  now?: () => number;
}) {
  const cache = new LRUCache<string, T, () => Promise<T>>({
    max: options.maxEntries ?? 1000,
    ttl: options.ttlMs,
    ttlResolution: 0,
    // A load under way when the cache is cleared still answers its readers; its value is dropped.
    ignoreFetchAbort: true,
    fetchMethod: (_key, _stale, { context }) => context(),
    ...(options.now ? { perf: { now: options.now } } : {}),
  });
  return {
    async get(key: string, load: () => Promise<T>): Promise<T> {
      return (await cache.fetch(key, { context: load }))!;
    },
    clear() {
      cache.clear();
    },
  };
}
