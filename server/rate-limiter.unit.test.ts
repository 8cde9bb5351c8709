import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { addressKey, createRateLimiter } from "./rate-limiter.ts";

const redisUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

describe.each([
  ["in process", undefined],
  ["Redis", redisUrl],
])("rate limiter (%s)", (_name, url) => {
  const limiter = createRateLimiter(url);
  beforeAll(() => limiter.ready(5_000));
  afterAll(() => limiter.close());

  test("allows `limit` hits per window, then refuses with a retry time", async () => {
    const key = `test:${randomBytes(6).toString("hex")}`;
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await limiter.hit(key, 3, 60));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3]!.retryAfterSeconds).toBeGreaterThan(0);
    expect(results[3]!.retryAfterSeconds).toBeLessThanOrEqual(60);
    await limiter.reset(key);
    expect((await limiter.hit(key, 3, 60)).allowed).toBe(true);
  });
});

test("with Redis, servers share the counters", async () => {
  const a = createRateLimiter(redisUrl);
  const b = createRateLimiter(redisUrl);
  await Promise.all([a.ready(5_000), b.ready(5_000)]);
  const key = `test:${randomBytes(6).toString("hex")}`;
  await a.hit(key, 2, 60);
  await b.hit(key, 2, 60);
  expect((await a.hit(key, 2, 60)).allowed).toBe(false);
  await Promise.all([a.close(), b.close()]);
});

test("with Redis, a reset on one server clears the counter another server kept", async () => {
  const a = createRateLimiter(redisUrl);
  const b = createRateLimiter(redisUrl);
  await Promise.all([a.ready(5_000), b.ready(5_000)]);
  const key = `test:${randomBytes(6).toString("hex")}`;
  await a.hit(key, 1, 60);
  expect((await a.hit(key, 1, 60)).allowed).toBe(false);
  await b.reset(key);
  expect((await a.hit(key, 1, 60)).allowed).toBe(true);
  await Promise.all([a.close(), b.close()]);
});

test("with Redis unreachable, limits still count (in this process) and no hit waits or throws", async () => {
  const limiter = createRateLimiter("redis://127.0.0.1:1");
  const key = `test:${randomBytes(6).toString("hex")}`;
  const started = performance.now();
  const results = [];
  for (let i = 0; i < 4; i++) results.push(await limiter.hit(key, 3, 60));
  expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
  expect(performance.now() - started).toBeLessThan(1_000);
  await limiter.close();
});

describe("addressKey: what an address's limits count against", () => {
  test.each([
    ["198.18.0.7", "198.18.0.7"],
    ["::ffff:198.18.0.7", "198.18.0.7"],
    ["2001:db8:85a3:12:8a2e:370:7334:1", "2001:db8:85a3:12::/64"],
    ["2001:0db8:85a3:0012:ffff:ffff:ffff:ffff", "2001:db8:85a3:12::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["2001:db8:0:0:1::", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
  ])("%s counts as %s", (ip, key) => {
    expect(addressKey(ip)).toBe(key);
  });

  test("every address of one /64 shares the counter; the next /64 has its own", () => {
    expect(addressKey("2001:db8:1:2:aaaa::1")).toBe(addressKey("2001:db8:1:2:bbbb:cccc:dddd:eeee"));
    expect(addressKey("2001:db8:1:3::1")).not.toBe(addressKey("2001:db8:1:2::1"));
  });
});
