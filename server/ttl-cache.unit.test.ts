import { expect, test } from "vitest";
import { createTtlCache } from "./ttl-cache.ts";

test("loads once per TTL and shares a load between concurrent readers", async () => {
  const cache = createTtlCache<number>({ ttlMs: 1000 });
  let loads = 0;
  const load = async () => ++loads;
  const [a, b] = await Promise.all([cache.get("k", load, 0), cache.get("k", load, 0)]);
  expect([a, b, loads]).toEqual([1, 1, 1]);
  expect(await cache.get("k", load, 999)).toBe(1);
  expect(await cache.get("k", load, 1000)).toBe(2);
});

test("a failed load is retried on the next read", async () => {
  const cache = createTtlCache<string>({ ttlMs: 60_000 });
  await expect(cache.get("k", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
  expect(await cache.get("k", async () => "up")).toBe("up");
});
