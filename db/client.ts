import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as catalogue from "./schema/catalogue.ts";
import * as certificate from "./schema/certificate.ts";
import * as content from "./schema/content.ts";
import * as enrolment from "./schema/enrolment.ts";
import * as exam from "./schema/exam.ts";
import * as identity from "./schema/identity.ts";
import * as learning from "./schema/learning.ts";
import * as site from "./schema/site.ts";

export const schema = {
  ...site,
  ...content,
  ...identity,
  ...catalogue,
  ...enrolment,
  ...learning,
  ...certificate,
  ...exam,
};
export type Schema = typeof schema;

/** The same Drizzle API over the embedded PGlite or a PostgreSQL server. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
};

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

export type DatabaseOptions =
  | {
      databaseUrl: string;
      poolSize?: number;
      /** Errors of idle connections (a server restart); without a listener they end the process. */
      onPoolError?: (error: Error) => void;
    }
  | { dataDir: string | undefined /* undefined: in memory */ };

/**
 * Limits that keep a request from hanging on the database: a connection is
 * waited for 5 s at most, a statement runs 15 s at most (the server cancels
 * it), and idle connections are closed after 30 s.
 */
export const POOL_TIMEOUTS = {
  connectionTimeoutMillis: 5_000,
  idleTimeoutMillis: 30_000,
  statement_timeout: 15_000,
  query_timeout: 20_000,
} as const;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ("databaseUrl" in options) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      ...POOL_TIMEOUTS,
    });
    // A broken idle connection is dropped from the pool; the next query opens a new one.
    pool.on("error", (error) => options.onPoolError?.(error));
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return {
      db,
      kind: "postgres",
      // Migrations run on a connection of their own, without the statement timeout:
      // building an index on a large table may take longer than any request should.
      migrate: async () => {
        const client = new pg.Client({ connectionString: options.databaseUrl });
        await client.connect();
        try {
          await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
        } finally {
          await client.end();
        }
      },
      ping: async () => void (await db.execute(sql`select 1`)),
      close: () => pool.end(),
    };
  }
  let dataPath: string | undefined;
  if (options.dataDir) {
    dataPath = path.join(options.dataDir, "pglite");
    fs.mkdirSync(dataPath, { recursive: true });
  }
  const client = await PGlite.create(dataPath);
  const pgliteDb = drizzlePglite({ client, schema });
  return {
    db: pgliteDb as unknown as Db,
    kind: "pglite",
    migrate: () => migratePglite(pgliteDb, { migrationsFolder }),
    ping: async () => void (await client.query("select 1")),
    close: () => client.close(),
  };
}
