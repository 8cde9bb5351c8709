import { randomBytes } from "node:crypto";
import net from "node:net";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openDatabase, type Database } from "#db/client.ts";
import { seedDemoData } from "#db/seed/demo.ts";
import { buildApp } from "./app.ts";
import { parseConfig } from "./config.ts";
import { isUnavailable } from "./faults.ts";
import { SESSION_COOKIE } from "./session-cookie.ts";

describe("what counts as a backing service being away", () => {
  test.each([
    [{ code: "ECONNREFUSED" }, true],
    [{ code: "57P01", message: "terminating connection due to administrator command" }, true],
    [{ code: "08006" }, true],
    [{ message: "timeout exceeded when trying to connect" }, true],
    [{ message: "Failed query: select 1", cause: { code: "57P03" } }, true],
    [{ code: "23505", message: "duplicate key value" }, false],
    [{ code: "42P01", message: 'relation "x" does not exist' }, false],
    [new Error("boom"), false],
    [null, false],
  ])("%j -> %s", (error, unavailable) => {
    expect(isUnavailable(error)).toBe(unavailable);
  });
});

/**
 * The portal talks to PostgreSQL through a TCP relay the test can cut and
 * restore: a database restart or outage as the pool sees it.
 */
describe("a database outage (PostgreSQL through a relay)", () => {
  const serverUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
  const upstream = new URL(serverUrl);
  const name = `academy_fault_${randomBytes(5).toString("hex")}`;
  let relay: net.Server;
  let relayPort: number;
  const sockets = new Set<net.Socket>();
  let database: Database;
  let app: FastifyInstance;

  function openRelay(port = 0) {
    relay = net.createServer((client) => {
      const server = net.connect(Number(upstream.port || 5432), upstream.hostname);
      for (const socket of [client, server]) {
        sockets.add(socket);
        socket.on("close", () => sockets.delete(socket));
        socket.on("error", () => socket.destroy());
      }
      client.pipe(server).pipe(client);
    });
    return new Promise<void>((resolve) =>
      relay.listen(port, "127.0.0.1", () => {
        relayPort = (relay.address() as net.AddressInfo).port;
        resolve();
      }),
    );
  }
  /** Cuts every connection and refuses new ones, like a database going down. */
  async function cut() {
    await new Promise<void>((resolve) => {
      relay.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });
  }

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    await openRelay();
    const url = new URL(serverUrl);
    url.port = String(relayPort);
    url.pathname = `/${name}`;
    database = await openDatabase({ databaseUrl: url.toString(), poolSize: 3 });
    await database.migrate();
    await seedDemoData(database.db);
    app = await buildApp(parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" }), {
      database,
      pages: { mode: "none" },
    });
    await app.ready();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    relay?.close();
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  // A session cookie makes every request read the sessions table.
  const withSession = { cookie: `${SESSION_COOKIE}=${randomBytes(32).toString("base64url")}` };
  const userInfo = () =>
    app.inject({
      url: "/api/user/sso/getUserInfo?siteId=1&languageId=1",
      headers: { host: "localhost", ...withSession },
    });

  test("answers 503 with the envelope (API) or a plain text (elsewhere) at once, then recovers by itself", async () => {
    expect((await userInfo()).statusCode).toBe(401);

    await cut();
    const started = performance.now();
    const down = await userInfo();
    expect(down.statusCode).toBe(503);
    expect(down.headers["retry-after"]).toBe("5");
    expect(down.json()).toMatchObject({ code: 500, data: null });
    expect(down.body).not.toMatch(/ECONNREFUSED|select|sessions|pg/i);
    const logout = await app.inject({
      url: "/user/sso/logout?target=/en",
      headers: { host: "localhost", ...withSession },
    });
    expect(logout.statusCode).toBe(503);
    expect(logout.headers["content-type"]).toMatch(/^text\/plain/);
    expect(logout.body).not.toMatch(/ECONNREFUSED|select|sessions/i);
    // No request waits for the pool's connection timeout or longer.
    expect(performance.now() - started).toBeLessThan(6_000);

    await openRelay(relayPort);
    let recovered = 0;
    for (let tries = 0; tries < 20 && recovered === 0; tries++) {
      if ((await userInfo()).statusCode === 401) recovered++;
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(recovered).toBe(1);
  });
});
