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

/** Distinct statement texts that get a name per process; any beyond run unnamed. */
export const MAX_NAMED_STATEMENTS = 500;
/** Longer texts (large value lists) are rarely repeated: they run unnamed. */
export const MAX_NAMED_TEXT = 8_000;

/**
 * The name of the `count`-th distinct statement text a process names (on
 * PostgreSQL's pool and on the embedded database alike), or undefined when
 * the text runs unnamed: past MAX_NAMED_STATEMENTS, or too long.
 */
export function statementName(count: number, text: string): string | undefined {
  return count < MAX_NAMED_STATEMENTS && text.length <= MAX_NAMED_TEXT
    ? `academy_${count}`
    : undefined;
}
