import { getTableColumns, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Db } from "../client.ts";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Rows per statement, far below PostgreSQL's 65535 bind parameters. */
const CHUNK = 500;

function* chunks<T>(rows: T[]): Generator<T[]> {
  for (let i = 0; i < rows.length; i += CHUNK) yield rows.slice(i, i + CHUNK);
}

/**
 * Inserts the rows; a row whose key already exists is updated to the seed's
 * values (every column the seed gives, plus `touch`).
 */
export async function upsert<T extends PgTable>(
  tx: Tx,
  table: T,
  rows: T["$inferInsert"][],
  target: PgColumn[],
  touch: Record<string, SQL> = {},
): Promise<void> {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keyNames = new Set(target.map((column) => column.name));
  const fields = [...new Set(rows.flatMap((row) => Object.keys(row)))].filter(
    (field) => columns[field] && !keyNames.has(columns[field].name),
  );
  const set = {
    ...Object.fromEntries(
      fields.map((field) => [field, sql`excluded.${sql.identifier(columns[field]!.name)}`]),
    ),
    ...touch,
  } as PgUpdateSetSource<T>;
  for (const chunk of chunks(rows)) {
    await tx.insert(table).values(chunk).onConflictDoUpdate({ target, set });
  }
}

/** Plain insert in chunks (for rows whose old versions were deleted first). */
export async function insertAll<T extends PgTable>(
  tx: Tx,
  table: T,
  rows: T["$inferInsert"][],
): Promise<void> {
  for (const chunk of chunks(rows)) await tx.insert(table).values(chunk);
}
