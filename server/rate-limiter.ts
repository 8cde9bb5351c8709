import { Redis } from "ioredis";

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
  close(): Promise<void>;
};

export function createRateLimiter(redisUrl: string | undefined): RateLimiter {
  return redisUrl ? redisLimiter(redisUrl) : memoryLimiter();
}

function memoryLimiter(): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
  }, 60_000);
  sweep.unref();
  return {
    async hit(key, limit, windowSeconds) {
      const now = Date.now();
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        window = { count: 0, resetAt: now + windowSeconds * 1000 };
        windows.set(key, window);
      }
      window.count += 1;
      return {
        allowed: window.count <= limit,
        retryAfterSeconds: Math.ceil((window.resetAt - now) / 1000),
      };
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      clearInterval(sweep);
    },
  };
}

function redisLimiter(url: string): RateLimiter {
  const redis = new Redis(url, {
    lazyConnect: false,
    maxRetriesPerRequest: 2,
    enableOfflineQueue: true,
  });
  return {
    async hit(key, limit, windowSeconds) {
      const name = `academy:rl:${key}`;
      const [[, count], [, ttl]] = (await redis.multi().incr(name).ttl(name).exec()) as [
        [null, number],
        [null, number],
      ];
      if (ttl < 0) await redis.expire(name, windowSeconds);
      return { allowed: count <= limit, retryAfterSeconds: ttl > 0 ? ttl : windowSeconds };
    },
    async reset(key) {
      await redis.del(`academy:rl:${key}`);
    },
    async close() {
      await redis.quit();
    },
  };
}
