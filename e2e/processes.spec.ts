import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { expect, test } from "./support/test.ts";
import pg from "pg";
import { port } from "./support/servers.ts";

/**
 * Issue 11, every core: WEB_PROCESSES server processes share the port on one
 * PostgreSQL and one Redis. One that stops is replaced while the others go
 * on answering; SIGTERM lets them finish, then the whole server exits.
 */
const databaseUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const redisUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

test("several server processes share the port; a stopped one is replaced, SIGTERM drains them all", async () => {
  // A fresh database is migrated and seeded with the demo (scrypt-hashed accounts among it)
  // while the other journeys run: on a busy two-core machine that alone may take minutes.
  test.setTimeout(420_000);
  const name = `academy_processes_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const startPort = port + 60;
  const server = spawn(process.execPath, ["scripts/start.ts"], {
    env: {
      ...process.env,
      PORT: String(startPort),
      HOST: "127.0.0.1",
      DATABASE_URL: url.toString(),
      REDIS_URL: redisUrl,
      DEMO: "true",
      WEB_PROCESSES: "2",
      LOG_LEVEL: "warn",
    },
    stdio: "pipe",
  });
  let output = "";
  server.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  server.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  // Started means listening: with both listening, the port stays open when one is killed.
  const started = () => [...output.matchAll(/server process (\d+) started/g)].map((m) => m[1]!);
  const base = `http://127.0.0.1:${startPort}`;
  const ready = () =>
    fetch(`${base}/readyz`).then(
      (res) => res.status,
      () => "not listening",
    );
  try {
    await expect
      .poll(() => (server.exitCode === null ? ready() : `exited: ${output}`), {
        timeout: 300_000,
        intervals: [500],
      })
      .toBe(200);
    await expect.poll(() => started().length, { timeout: 60_000 }).toBe(2);
    const [first] = started();

    // One process dies as out of memory would: once the primary has seen it go (a connection
    // handed to it at the instant it died is lost with it, as with any crash), the other
    // answers every request while it is replaced.
    process.kill(Number(first), "SIGKILL");
    await expect
      .poll(() => output.includes(`server process ${first} stopped (SIGKILL)`), { timeout: 30_000 })
      .toBe(true);
    for (let i = 0; i < 20; i++) {
      const home = await fetch(`${base}/en`, {
        headers: { connection: "close" },
        signal: AbortSignal.timeout(30_000),
      });
      expect(home.status).toBe(200);
    }
    await expect.poll(() => started().length, { timeout: 60_000 }).toBe(3);

    server.kill("SIGTERM");
    const code = await new Promise((resolve) =>
      server.exitCode !== null ? resolve(server.exitCode) : server.once("exit", resolve),
    );
    expect(code).toBe(0);
    expect(output).toContain("SIGTERM: the server processes finish their requests, then stop");
  } finally {
    if (server.exitCode === null) server.kill("SIGKILL");
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
});
