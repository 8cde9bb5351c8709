import { Redis } from "ioredis";
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";

/**
 * Fixed-window counters for the limits on guessable and abusable actions
 * (sign-in, password reset, one-click sign). With REDIS_URL the counters are
 * shared by every server; otherwise they live in this process.
 */
export type RateLimiter = {
  /** Counts one attempt; `allowed` is false once `limit` attempts fell in the window. */
  hit(
    key: string,
    limit: number,
    windowSeconds: number,
  ): Promise<{ allowed: boolean; retryAfterSeconds: number }>;
  reset(key: string): Promise<void>;
  /** Waits up to `timeoutMs` for the shared store; counting works (in memory) either way. */
  ready(timeoutMs: number): Promise<void>;
  close(): Promise<void>;
};

/**
 * What an address's limits count against: an IPv4 address as it is; an IPv6
 * address by its /64, the block one subscriber gets, since a host can take any
 * of its 2^64 addresses and so start every counter afresh.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!ip.includes(":")) return ip;
  const [head = "", tail = ""] = ip.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = ip.includes("::")
    ? [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/** Redis keys stay `academy:rl:<key>`, whatever the limit counted against them. */
const KEY_PREFIX = "academy:rl";

/**
 * Backed by rate-limiter-flexible: in Redis one script creates the counter
 * with its expiry and counts, so no crash between two commands can leave a
 * counter without an end. One limiter per (limit, window) pair the callers use.
 */
export function createRateLimiter(redisUrl: string | undefined): RateLimiter {
  // Commands fail at once while Redis is away (no offline queue), so no request waits for it.
  const redis = redisUrl
    ? new Redis(redisUrl, {
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
        connectTimeout: 2_000,
        lazyConnect: false,
      })
    : null;
  // Connection errors are expected while Redis restarts; ioredis reconnects by itself.
  redis?.on("error", () => {});
  const limiters = new Map<string, RateLimiterAbstract>();

  function limiterFor(limit: number, windowSeconds: number) {
    const name = `${limit}/${windowSeconds}`;
    let limiter = limiters.get(name);
    if (!limiter) {
      const options = { keyPrefix: KEY_PREFIX, points: limit, duration: windowSeconds };
      // While Redis is away each server counts in its own memory instead of failing sign-in.
      limiter = redis
        ? new RateLimiterRedis({
            ...options,
            storeClient: redis,
            rejectIfRedisNotReady: true,
            insuranceLimiter: new RateLimiterMemory(options),
          })
        : new RateLimiterMemory(options);
      limiters.set(name, limiter);
    }
    return limiter;
  }

  return {
    async hit(key, limit, windowSeconds) {
      try {
        const counted = await limiterFor(limit, windowSeconds).consume(key);
        return { allowed: true, retryAfterSeconds: Math.ceil(counted.msBeforeNext / 1000) };
      } catch (refused) {
        // A refusal is a RateLimiterRes; anything else is the store failing.
        if (!(refused instanceof RateLimiterRes)) throw refused;
        return {
          allowed: false,
          retryAfterSeconds: Math.max(1, Math.ceil(refused.msBeforeNext / 1000)),
        };
      }
    },
    async reset(key) {
      // In Redis every limiter counts in the same key; in memory each keeps its own counters.
      const holders = redis ? [limiterFor(1, 1)] : [...limiters.values()];
      await Promise.all(holders.map((limiter) => limiter.delete(key)));
    },
    async ready(timeoutMs) {
      if (!redis || redis.status === "ready") return;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, timeoutMs);
        redis.once("ready", done);
        function done() {
          clearTimeout(timer);
          redis!.off("ready", done);
          resolve();
        }
      });
    },
    async close() {
      if (redis?.status === "ready") await redis.quit();
      else redis?.disconnect();
    },
  };
}
