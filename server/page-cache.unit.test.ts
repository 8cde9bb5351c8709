import { expect, test } from "vitest";
import { PageCache, withNonce } from "./page-cache.ts";

const page = (body: string, nonce = "n0nce") => ({
  status: 200,
  headers: [] as [string, string][],
  body,
  nonce,
});

test("entries expire after the TTL", () => {
  const cache = new PageCache({ ttlSeconds: 10 });
  cache.set("a", page("A"), 1000);
  expect(cache.get("a", 10_999)?.body).toBe("A");
  expect(cache.get("a", 11_000)).toBeUndefined();
  expect(cache.size).toBe(0);
});

test("the least recently used entry goes first when full", () => {
  const cache = new PageCache({ ttlSeconds: 60, maxEntries: 2 });
  cache.set("a", page("A"), 0);
  cache.set("b", page("B"), 0);
  cache.get("a", 1);
  cache.set("c", page("C"), 2);
  expect(cache.get("b", 3)).toBeUndefined();
  expect(cache.get("a", 3)?.body).toBe("A");
  expect(cache.get("c", 3)?.body).toBe("C");
});

test("a TTL of 0 disables the cache", () => {
  const cache = new PageCache({ ttlSeconds: 0 });
  cache.set("a", page("A"));
  expect(cache.enabled).toBe(false);
  expect(cache.get("a")).toBeUndefined();
});

test("every reuse gets the fresh nonce in each inline script", () => {
  const cached = {
    ...page('<script nonce="abc+/=">1</script><script nonce="abc+/=">2</script>', "abc+/="),
    expiresAt: 0,
  };
  expect(withNonce(cached, "xyz")).toBe(
    '<script nonce="xyz">1</script><script nonce="xyz">2</script>',
  );
});
