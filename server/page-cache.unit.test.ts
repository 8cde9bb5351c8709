import { expect, test } from "vitest";
import { PageCache, withNonce } from "./page-cache.ts";

const page = (body: string, nonce = "n0nce") => ({
  status: 200,
  headers: [] as [string, string][],
  body,
  nonce,
});

test("entries expire after the TTL", () => {
  let clock = 1000;
  const cache = new PageCache({ ttlSeconds: 10, now: () => clock });
  cache.set("a", page("A"));
  clock = 10_999;
  expect(cache.get("a")?.body).toBe("A");
  clock = 11_001;
  expect(cache.get("a")).toBeUndefined();
  expect(cache.size).toBe(0);
});

test("the least recently used entry goes first when full", () => {
  const cache = new PageCache({ ttlSeconds: 60, maxEntries: 2 });
  cache.set("a", page("A"));
  cache.set("b", page("B"));
  cache.get("a");
  cache.set("c", page("C"));
  expect(cache.get("b")).toBeUndefined();
  expect(cache.get("a")?.body).toBe("A");
  expect(cache.get("c")?.body).toBe("C");
});

test("a TTL of 0 disables the cache", () => {
  const cache = new PageCache({ ttlSeconds: 0 });
  cache.set("a", page("A"));
  expect(cache.enabled).toBe(false);
  expect(cache.get("a")).toBeUndefined();
});

test("every reuse gets the fresh nonce in each inline script", () => {
  const cached = page(
    '<script nonce="abc+/=">1</script><script nonce="abc+/=">2</script>',
    "abc+/=",
  );
  expect(withNonce(cached, "xyz")).toBe(
    '<script nonce="xyz">1</script><script nonce="xyz">2</script>',
  );
});
