import { expect, test } from "vitest";
import { createTtlCache } from "./ttl-cache.ts";

test("loads once per TTL and shares a load between concurrent readers", async () => {
  let clock = 1000;
  const cache = createTtlCache<{ load: number }>({ ttlMs: 1000, now: () => clock });
  let loads = 0;
  const load = async () => ({ load: ++loads });
  const [a, b] = await Promise.all([cache.get("k", load), cache.get("k", load)]);
  expect([a.load, b.load, loads]).toEqual([1, 1, 1]);
  clock = 1999;
  expect((await cache.get("k", load)).load).toBe(1);
  clock = 2001;
  expect((await cache.get("k", load)).load).toBe(2);
});

test("a failed load is retried on the next read", async () => {
  const cache = createTtlCache<{ state: string }>({ ttlMs: 60_000 });
  await expect(cache.get("k", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
  expect((await cache.get("k", async () => ({ state: "up" }))).state).toBe("up");
});

test("beyond its size the least recently used entry goes first", async () => {
  const cache = createTtlCache<{ key: string; load: number }>({ ttlMs: 60_000, maxEntries: 2 });
  let loads = 0;
  const load = (key: string) => async () => ({ key, load: ++loads });
  await cache.get("a", load("a"));
  await cache.get("b", load("b"));
  await cache.get("a", load("a"));
  await cache.get("c", load("c"));
  expect((await cache.get("a", load("a"))).load).toBe(1);
  expect((await cache.get("b", load("b"))).load).toBe(4);
});

test("a load under way when the cache is cleared still answers its readers", async () => {
  const cache = createTtlCache<{ value: string }>({ ttlMs: 60_000 });
  let release!: (value: { value: string }) => void;
  const pending = cache.get("k", () => new Promise((resolve) => (release = resolve)));
  cache.clear();
  release({ value: "old" });
  expect((await pending).value).toBe("old");
  expect((await cache.get("k", async () => ({ value: "new" }))).value).toBe("new");
});
