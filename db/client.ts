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
import { preparedStatements } from "./pglite-statements.ts";
import { statementName } from "./prepared.ts";
import * as catalogue from "./schema/catalogue.ts";
import * as certificate from "./schema/certificate.ts";
import * as classroom from "./schema/classroom.ts";
import * as content from "./schema/content.ts";
import * as enrolment from "./schema/enrolment.ts";
import * as exam from "./schema/exam.ts";
import * as identity from "./schema/identity.ts";
import * as learning from "./schema/learning.ts";
import * as practice from "./schema/practice.ts";
import * as site from "./schema/site.ts";
import * as trainer from "./schema/trainer.ts";

export const schema = {
  ...site,
  ...content,
  ...identity,
  ...catalogue,
  ...enrolment,
  ...learning,
  ...practice,
  ...certificate,
  ...exam,
  ...classroom,
  ...trainer,
};
export type Schema = typeof schema;

/** The same Drizzle API over the embedded PGlite or a PostgreSQL server. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  /**
   * The embedded database's one connection, for what must share it (the job
   * queue, decision 0040); undefined on PostgreSQL.
   */
  embedded?: PGlite;
  /** The PostgreSQL server's URL, for what opens connections of its own (the job queue); undefined when embedded. */
  url?: string;
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

/**
 * Runs the pool's parameterised statements as named (prepared) statements:
 * each connection parses a statement text once and then only binds and
 * executes it, and PostgreSQL may keep its plan, instead of parsing and
 * planning every query again. Names are given per distinct text, up to
 * MAX_NAMED_STATEMENTS of them in the process (db/prepared.ts), so a connection holds a
 * bounded number of statements. Statements without parameters (begin,
 * commit, ...) keep the simple protocol.
 */
function nameStatements(pool: pg.Pool) {
  const names = new Map<string, string>();
  const nameOf = (text: string) => {
    let name = names.get(text);
    if (name === undefined) {
      name = statementName(names.size, text);
      if (name !== undefined) names.set(text, name);
    }
    return name;
  };
  pool.on("connect", (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((config: unknown, values?: unknown, callback?: unknown) => {
      if (
        typeof config === "object" &&
        config !== null &&
        "text" in config &&
        typeof config.text === "string" &&
        !("name" in config && config.name) &&
        Array.isArray(values) &&
        values.length > 0
      ) {
        const name = nameOf(config.text);
        if (name !== undefined) config = { ...config, name };
      }
      return query(config, values, callback);
    }) as typeof client.query;
  });
}

/** The advisory lock held while migrating a PostgreSQL database (any constant no other lock uses). */
const MIGRATION_LOCK = 4_106_202_611;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ("databaseUrl" in options) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      ...POOL_TIMEOUTS,
    });
    nameStatements(pool);
    // A broken idle connection is dropped from the pool; the next query opens a new one.
    pool.on("error", (error) => options.onPoolError?.(error));
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return {
      db,
      kind: "postgres",
      url: options.databaseUrl,
      // Migrations run on a connection of their own, without the statement timeout:
      // building an index on a large table may take longer than any request should.
      migrate: async () => {
        const client = new pg.Client({ connectionString: options.databaseUrl });
        await client.connect();
        try {
          // Instances started together (a rolling deploy, several hosts) migrate one at a
          // time: the next finds the schema current and does nothing. The lock goes with
          // the connection, whatever happens.
          await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
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
  const statements = preparedStatements(client);
  const pgliteDb = drizzlePglite({ client, schema });
  return {
    db: pgliteDb as unknown as Db,
    kind: "pglite",
    embedded: client,
    migrate: async () => {
      await migratePglite(pgliteDb, { migrationsFolder });
      // Statements made before may read tables the migration changed.
      await statements.forget();
    },
    ping: async () => void (await client.query("select 1")),
    close: () => client.close(),
  };
}
