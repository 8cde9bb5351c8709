import { Redis } from "ioredis";

/**
 * What one server tells every server of the deployment. Messages are
 * notices, never commands with data: each receiver drops what it keeps in
 * memory and reads the database again.
 */
export type BroadcastChannel =
  /** A session ended (`t:<token hash>`) or all of a user's did (`u:<user id>`). */
  | "sessions-ended"
  /** The catalogue or the site directory changed in the database (`catalogue`, `sites`). */
  | "caches-invalidated"
  /** A user's row changed: profile, language, photo, notices, deletion (`<user id>`). */
  | "user-changed";

export type Broadcast = {
  /** Delivers the message here at once and, with Redis, to every other server. */
  publish(channel: BroadcastChannel, message: string): void;
  subscribe(channel: BroadcastChannel, handler: (message: string) => void): void;
  close(): Promise<void>;
};

/** Redis channels stay `academy:<channel>`. */
const PREFIX = "academy:";

/**
 * Redis publish/subscribe when REDIS_URL is set, else this process alone.
 * A server misses what is published while it is cut off from Redis: every
 * cache it keeps also expires by itself (sessions after 10 s, the catalogue
 * and the site directory within a minute), so a missed notice only delays.
 */
export function createBroadcast(redisUrl: string | undefined): Broadcast {
  const handlers = new Map<BroadcastChannel, ((message: string) => void)[]>();
  const deliver = (channel: BroadcastChannel, message: string) => {
    for (const handler of handlers.get(channel) ?? []) handler(message);
  };
  if (!redisUrl) {
    return {
      publish: deliver,
      subscribe(channel, handler) {
        handlers.set(channel, [...(handlers.get(channel) ?? []), handler]);
      },
      close: async () => {},
    };
  }

  const options = { maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 2_000 };
  const publisher = new Redis(redisUrl, options);
  // A subscribing connection may only subscribe. It queues its subscriptions until Redis
  // answers, however long that takes (a server may start while Redis is away), and ioredis
  // subscribes again to every channel after a reconnection.
  const subscriber = new Redis(redisUrl, {
    ...options,
    enableOfflineQueue: true,
    maxRetriesPerRequest: null,
  });
  // Connection errors are expected while Redis restarts; ioredis reconnects (and resubscribes).
  publisher.on("error", () => {});
  subscriber.on("error", () => {});
  // Our own messages come back too; delivering one twice only drops a cache twice.
  subscriber.on("message", (channel: string, message: string) => {
    if (channel.startsWith(PREFIX))
      deliver(channel.slice(PREFIX.length) as BroadcastChannel, message);
  });
  const subscribed = new Set<string>();

  return {
    publish(channel, message) {
      deliver(channel, message);
      publisher.publish(PREFIX + channel, message).catch(() => {});
    },
    subscribe(channel, handler) {
      handlers.set(channel, [...(handlers.get(channel) ?? []), handler]);
      if (subscribed.has(channel)) return;
      subscribed.add(channel);
      subscriber.subscribe(PREFIX + channel).catch(() => {});
    },
    async close() {
      for (const connection of [publisher, subscriber]) {
        if (connection.status === "ready") await connection.quit().catch(() => {});
        else connection.disconnect();
      }
    },
  };
}

/**
 * For operators: tells every server of the deployment that the catalogue or
 * the sites changed in the database (`npm run caches:invalidate`).
 */
export async function publishOnce(redisUrl: string, channel: BroadcastChannel, message: string) {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2_000 });
  try {
    return await redis.publish(PREFIX + channel, message);
  } finally {
    await redis.quit();
  }
}
