import { randomBytes } from "node:crypto";
import pg from "pg";

export type BenchDatabase = {
  name: string;
  /** The database's URL, for DATABASE_URL and the bench's own connection. */
  url: string;
  /** The server's version string, for the report. */
  serverVersion: string;
  drop(): Promise<void>;
};

/**
 * A fresh, empty database on the PostgreSQL server of `serverUrl`, named
 * `bench_…` so it never collides with anyone else's; the server under
 * test migrates and seeds it at start, as on a first `npm start`.
 */
export async function createBenchDatabase(serverUrl: string): Promise<BenchDatabase> {
  const name = `bench_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  let serverVersion: string;
  try {
    await admin.query(`create database ${name}`);
    const { rows } = await admin.query<{ version: string }>(
      "select current_setting('server_version') as version",
    );
    serverVersion = rows[0]!.version;
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    serverVersion,
    async drop() {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`drop database if exists ${name} with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}
