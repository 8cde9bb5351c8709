/**
 * A small in-process cache for data that changes rarely and is read on every
 * page (frame dictionaries, footer, SEO). Entries live `ttlMs`; concurrent
 * readers of a missing entry share one load; a failed load is not kept.
 */
export function createTtlCache<T>(options: { ttlMs: number; maxEntries?: number }) {
  const entries = new Map<string, { value: Promise<T>; expiresAt: number }>();
  const maxEntries = options.maxEntries ?? 1000;
  return {
    get(key: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now) return hit.value;
      const value = load();
      entries.set(key, { value, expiresAt: now + options.ttlMs });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}
