import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { openDatabase, type Database } from "#db/client.ts";
import { seedDemoData } from "#db/seed/demo.ts";
import { buildApp } from "./app.ts";
import { parseConfig, type Config } from "./config.ts";

/**
 * A real app over a real, freshly migrated and seeded database for API tests:
 * in-memory PGlite, or a throw-away database on the PostgreSQL server when
 * TEST_DB=postgres (TEST_DATABASE_URL, default the machine's local server).
 */
export type TestApp = {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
};

const serverUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

export async function openTestDatabase(): Promise<Database & { drop(): Promise<void> }> {
  if (process.env.TEST_DB !== "postgres") {
    const database = await openDatabase({ dataDir: undefined });
    return { ...database, drop: database.close };
  }
  const name = `academy_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 5 });
  return {
    ...database,
    async drop() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  await database.migrate();
  await seedDemoData(database.db);
  const config = parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", ...env });
  const app = await buildApp(config, { database, pages: { mode: "none" } });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

/** Host headers of the three demo tenants. */
export const hosts = {
  main: "localhost",
  thermal: "thermal.localhost",
  neutral: "neutral.localhost",
} as const;
