import Fastify from "fastify";
import { describe, expect, test } from "vitest";
import { createVisitorResponses } from "./visitor-responses.ts";

/** A server with one shared call whose answer counts how often it was made. */
async function serverWith(options: Parameters<typeof createVisitorResponses>[0]) {
  const visitorResponses = createVisitorResponses(options);
  const app = Fastify();
  app.decorateRequest("userId", null);
  app.decorateRequest("visitorResponseGeneration", null);
  app.addHook("onSend", visitorResponses.keep);
  app.addHook("onRequest", visitorResponses.answer);
  let made = 0;
  let release: (() => void) | null = null;
  app.get("/shared", { config: { sharedWithVisitors: true } }, async (request) => {
    made += 1;
    const { wait, size } = request.query as { wait?: string; size?: string };
    if (wait) await new Promise<void>((resolve) => (release = resolve));
    return { made, padding: "x".repeat(Number(size ?? 0)) };
  });
  await app.ready();
  const ask = async (url = "/shared") => {
    const res = await app.inject({ method: "GET", url });
    return { made: (res.json() as { made: number }).made, state: res.headers["x-api-cache"] };
  };
  return { app, visitorResponses, ask, release: () => release?.(), made: () => made };
}

describe("kept answers", () => {
  test("a URL asked for once is answered, not kept; asked again, it is kept", async () => {
    const server = await serverWith({ ttlSeconds: 60 });
    expect(await server.ask("/shared?n=1")).toEqual({ made: 1, state: "miss" });
    expect(await server.ask("/shared?n=2")).toEqual({ made: 2, state: "miss" });
    expect(await server.ask("/shared?n=1")).toEqual({ made: 3, state: "miss" });
    expect(await server.ask("/shared?n=1")).toEqual({ made: 3, state: "hit" });
    await server.app.close();
  });

  test("live for the TTL, then are made again", async () => {
    let now = 1_000;
    const server = await serverWith({ ttlSeconds: 15, now: () => now });
    await server.ask();
    expect(await server.ask()).toEqual({ made: 2, state: "miss" });
    now = 15_000;
    expect(await server.ask()).toEqual({ made: 2, state: "hit" });
    now = 16_001;
    expect(await server.ask()).toEqual({ made: 3, state: "miss" });
    await server.app.close();
  });

  test("are bounded in bytes: the least recently used go first", async () => {
    // Each answer weighs a little over 20 KB (its uncompressed bytes count): two fit, not three.
    const server = await serverWith({ ttlSeconds: 60, maxBytes: 50 * 1024 });
    const keep = async (n: number) => {
      await server.ask(`/shared?size=20000&n=${n}`);
      await server.ask(`/shared?size=20000&n=${n}`);
    };
    await keep(1);
    await keep(2);
    expect((await server.ask("/shared?size=20000&n=1")).state).toBe("hit");
    await keep(3);
    expect((await server.ask("/shared?size=20000&n=2")).state).toBe("miss");
    expect((await server.ask("/shared?size=20000&n=3")).state).toBe("hit");
    await server.app.close();
  });

  test("an answer made while the cache was cleared is not kept", async () => {
    const server = await serverWith({ ttlSeconds: 60 });
    const askReleased = async () => {
      const asked = server.ask("/shared?wait=1");
      await new Promise((resolve) => setTimeout(resolve, 20));
      server.release();
      return asked;
    };
    await askReleased();
    const pending = server.ask("/shared?wait=1");
    await new Promise((resolve) => setTimeout(resolve, 20));
    server.visitorResponses.clear();
    server.release();
    expect(await pending).toEqual({ made: 2, state: "miss" });
    // Clearing forgets what was asked too: asked twice more, it is kept.
    expect(await askReleased()).toEqual({ made: 3, state: "miss" });
    expect(await askReleased()).toEqual({ made: 4, state: "miss" });
    expect(await server.ask("/shared?wait=1")).toEqual({ made: 4, state: "hit" });
    await server.app.close();
  });
});
