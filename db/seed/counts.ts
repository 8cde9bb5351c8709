import { getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { schema, type Db } from "../client.ts";

/** Row count of every table of the schema, by table name. */
export async function countRows(db: Db): Promise<Record<string, number>> {
  const tables = (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .sort((a, b) => getTableName(a).localeCompare(getTableName(b)));
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(table);
    counts[getTableName(table)] = row?.count ?? 0;
  }
  return counts;
}
