import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes, randomInt } from "node:crypto";
import http from "node:http";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { Code } from "#contract/codes.ts";
import { certificationReleases } from "#db/schema/catalogue.ts";
import { users } from "#db/schema/identity.ts";
import { seedDemoData } from "#db/seed/demo.ts";
import { openTestDatabase } from "#db/testing.ts";
import { parseConfig } from "./config.ts";
import { embeddedIssuer } from "./prepare-database.ts";
import { createSessions } from "./modules/identity/sessions.ts";
import { SESSION_COOKIE } from "./session-cookie.ts";

/**
 * Issue 11, scale out: two portal servers on one PostgreSQL database and one
 * Redis, as behind a load balancer. What one server does, the other knows:
 * sessions, rate limits and cache invalidations are shared.
 */
const redisUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const basePort = 3900 + Math.floor(Math.random() * 500) * 2;

type Server = { port: number; process: ChildProcess };
let database: Awaited<ReturnType<typeof openTestDatabase>>;
let servers: Server[] = [];

/** One call to one server, as the load balancer would pass it on; a JSON body makes it a POST. */
function call(
  server: Server,
  path: string,
  cookie = "",
  visitor = "198.51.100.1",
  json?: unknown,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const headers = {
      host: "localhost",
      cookie,
      "x-forwarded-for": visitor,
      ...(json === undefined ? {} : { "content-type": "application/json" }),
    };
    const request = http
      .request(
        {
          host: "127.0.0.1",
          port: server.port,
          path,
          headers,
          method: json === undefined ? "GET" : "POST",
        },
        (res) => {
          let body = "";
          res.on("data", (chunk: Buffer) => (body += chunk.toString()));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
        },
      )
      .on("error", reject);
    request.end(json === undefined ? undefined : JSON.stringify(json));
  });
}

async function startServer(port: number): Promise<Server> {
  const child = spawn(process.execPath, ["server/instance.testing.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "test",
      PORT: String(port),
      DATABASE_URL: database.url!,
      REDIS_URL: redisUrl,
      LOG_LEVEL: "warn",
      PUBLIC_URL: "",
      // Behind the load balancer: the visitor's address is the one it appends.
      TRUST_PROXY: "1",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const server = { port, process: child };
  for (let tries = 0; tries < 200; tries++) {
    if (child.exitCode !== null) throw new Error(`server on ${port} exited`);
    const ready = await call(server, "/readyz").catch(() => null);
    if (ready?.status === 200) return server;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server on ${port} did not become ready`);
}

describe.runIf(process.env.TEST_DB === "postgres")("two servers, one database, one Redis", () => {
  beforeAll(async () => {
    database = await openTestDatabase();
    await database.migrate();
    await seedDemoData(database.db, {
      idpIssuer: embeddedIssuer(parseConfig({ NODE_ENV: "test" })),
    });
    servers = await Promise.all([startServer(basePort), startServer(basePort + 1)]);
  }, 60_000);
  afterAll(async () => {
    await Promise.all(
      servers.map(
        (server) =>
          new Promise((resolve) => {
            server.process.once("exit", resolve);
            server.process.kill("SIGTERM");
          }),
      ),
    );
    await database?.drop();
  });

  const userInfo = (server: Server, cookie: string) =>
    call(server, "/api/user/sso/getUserInfo?siteId=1&languageId=1", cookie);

  test("a session made on one is valid on the other, and a logout on one ends it on both at once", async () => {
    const [a, b] = servers as [Server, Server];
    const [user] = await database.db
      .insert(users)
      .values({ idpIssuer: "test", idpSubject: randomBytes(6).toString("hex"), firstName: "Two" })
      .returning({ id: users.id });
    const token = await createSessions(database.db).create(user!.id, null);
    const cookie = `${SESSION_COOKIE}=${token}`;
    expect((await userInfo(a, cookie)).status).toBe(200);
    expect((await userInfo(b, cookie)).status).toBe(200);

    const logout = await call(a, "/user/sso/logout?target=%2Fen", cookie);
    expect(logout.status).toBe(302);
    // B found the session a moment ago and would trust it for seconds; A's notice reaches it.
    await expect.poll(async () => (await userInfo(b, cookie)).status, { timeout: 2_000 }).toBe(401);
    expect((await userInfo(a, cookie)).status).toBe(401);
  });

  test("a change to the learner's account on one is seen on the other at once", async () => {
    const [a, b] = servers as [Server, Server];
    const [user] = await database.db
      .insert(users)
      .values({
        idpIssuer: "test",
        idpSubject: randomBytes(6).toString("hex"),
        firstName: "Two",
        migrationPopStatus: "1",
      })
      .returning({ id: users.id });
    const cookie = `${SESSION_COOKIE}=${await createSessions(database.db).create(user!.id, null)}`;
    const notice = async (server: Server) =>
      (
        JSON.parse((await userInfo(server, cookie)).body) as {
          data: { migrationPopStatus: string };
        }
      ).data.migrationPopStatus;
    // B reads the learner, and would answer from that read for seconds.
    expect(await notice(b)).toBe("1");

    const dismissed = await call(a, "/api/user/updateMigrationPopStatus", cookie, undefined, {
      siteId: 1,
      languageId: 1,
    });
    expect(JSON.parse(dismissed.body)).toMatchObject({ code: Code.success });
    expect(await notice(a)).toBe("0");
    // A's notice reaches B well before what B remembers would expire.
    await expect.poll(() => notice(b), { timeout: 2_000 }).toBe("0");
  });

  test("a rate limit counts the requests to both", async () => {
    const [a, b] = servers as [Server, Server];
    // A visitor of this run only: Redis keeps the counts of earlier runs for their minute.
    const visitor = `198.18.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
    const query = (server: Server) =>
      call(
        server,
        `/api/certification/certificate/queryByVat?siteId=1&languageId=1&vatNumber=NL${randomInt(100_000, 1_000_000)}`,
        "",
        visitor,
      ).then((res) => (JSON.parse(res.body) as { code: number }).code);
    // Ten a minute per address: five here and five there, then the eleventh is refused.
    const codes = [];
    for (let i = 0; i < 5; i++) codes.push(await query(a), await query(b));
    expect(codes.every((code) => code === Code.success)).toBe(true);
    expect(await query(a)).toBe(Code.tooFrequent);
    expect(await query(b)).toBe(Code.tooFrequent);
  });

  test("npm run caches:invalidate makes both read a catalogue change at once", async () => {
    const detail = async (server: Server) =>
      (
        JSON.parse(
          (
            await call(
              server,
              "/api/certification/release/certification/detail?id=101&siteId=1&languageId=1",
            )
          ).body,
        ) as { data: { certificationName: string } }
      ).data.certificationName;
    const before = await detail(servers[0]!);
    expect(await detail(servers[1]!)).toBe(before);
    const renamed = `${before} (renamed ${randomBytes(2).toString("hex")})`;
    await database.db
      .update(certificationReleases)
      .set({ certificationName: renamed })
      .where(eq(certificationReleases.id, 101));
    // Both keep their copy (for a minute) until told.
    expect(await detail(servers[0]!)).toBe(before);
    expect(await detail(servers[1]!)).toBe(before);

    const told = spawnSync(process.execPath, ["scripts/invalidate-caches.ts"], {
      env: { ...process.env, REDIS_URL: redisUrl },
      encoding: "utf8",
    });
    expect(told.status).toBe(0);
    for (const server of servers)
      await expect.poll(() => detail(server), { timeout: 2_000 }).toBe(renamed);
  });
});
