import { sql, type AnyColumn, type SQL } from "drizzle-orm";

/**
 * The value of a prepared query's parameter, named as the query's caller
 * passes it to `execute()`.
 */
export const param = (name: string) => sql.placeholder(name);

/**
 * `column = any($list)`: a list of any length in one statement text, so a
 * prepared query (built once, then only executed) serves every list. An
 * empty list matches nothing.
 */
export function anyOf(column: AnyColumn, name: string): SQL {
  return sql`${column} = any(${sql.placeholder(name)})`;
}
