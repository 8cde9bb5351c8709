import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase, type Database } from "./client.ts";

const serverUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/**
 * A fresh database for one test file: in-memory PGlite, or a throw-away
 * database on the PostgreSQL server when TEST_DB=postgres (TEST_DATABASE_URL,
 * default the machine's local server). `drop()` removes it.
 */
export async function openTestDatabase(): Promise<
  Database & {
    drop(): Promise<void>;
  }
> {
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
      // pg's Pool.end() resolves before its clients' sockets are closed; forcing the drop
      // while they are still closing makes them emit an uncaught "terminating connection".
      for (let tries = 0; tries < 50; tries++) {
        const { rows } = await cleanup.query(
          "select count(*)::int as n from pg_stat_activity where datname = $1",
          [name],
        );
        if (rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
