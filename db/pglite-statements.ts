import type { PGlite, QueryOptions, Results, Transaction } from "@electric-sql/pglite";
import { types } from "@electric-sql/pglite";
import { serialize } from "pg-protocol";
import { statementName } from "./prepared.ts";

type Field = { name: string; dataTypeID: number };
type Statement = { name: string; paramTypes: number[]; fields: Field[] };
type Message = { name: string };
type DatabaseError = Error & {
  code?: string;
  query?: string;
  params?: unknown;
  queryOptions?: unknown;
};

/**
 * A kept statement that no longer fits its tables (a migration changed them),
 * or that the database no longer holds. Other errors of the same class (0A000,
 * "feature not supported") are the query's own and are thrown.
 */
function isStale(error: unknown): boolean {
  const { code, message } = error as DatabaseError;
  return (
    code === "26000" ||
    (code === "0A000" && /cached plan must not change result type/.test(message))
  );
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * Runs the embedded database's parameterised queries as named (prepared)
 * statements, as `nameStatements` does for a PostgreSQL pool (db/client.ts).
 *
 * PGlite's own `query()` sends every query as an unnamed statement in five
 * round trips into the database (parse, describe, bind, describe, execute),
 * so each one is parsed and planned again, and planning reads the size of
 * every table it touches from the file system. A learner's page reads a
 * handful of small rows, and that overhead was most of its cost. Here a text
 * is parsed and described once; after that a query is one call that binds
 * and executes it, and PostgreSQL may keep its plan.
 *
 * Results are what `query()` returns (rows as arrays or objects, the same
 * type parsers), errors the same DatabaseError with the query attached.
 * A transaction's queries are named too; a failure there is the transaction's.
 * `forget()` drops the statements: after a migration they may no longer fit.
 */
export function preparedStatements(client: PGlite) {
  const plainQuery = client.query.bind(client);
  const statements = new Map<string, Statement>();
  let named = 0;

  /** A new statement's name, parameter types and result columns; null when it cannot have one. */
  async function prepare(text: string): Promise<Statement | null> {
    const name = statementName(named, text);
    if (name === undefined) return null;
    const messages = (await client.execProtocolStream(
      concat([
        serialize.parse({ name, text }),
        serialize.describe({ type: "S", name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    )) as Message[];
    named += 1;
    let paramTypes: number[] = [];
    let fields: Field[] = [];
    for (const message of messages) {
      if (message.name === "parameterDescription")
        paramTypes = (message as unknown as { dataTypeIDs: number[] }).dataTypeIDs;
      if (message.name === "rowDescription")
        fields = (message as unknown as { fields: Field[] }).fields.map((field) => ({
          name: field.name,
          dataTypeID: field.dataTypeID,
        }));
    }
    const statement = { name, paramTypes, fields };
    statements.set(text, statement);
    return statement;
  }

  /** The values as PGlite would send them: its serializer for the parameter's type, else text. */
  function bindValues(statement: Statement, params: unknown[], options?: QueryOptions) {
    return params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const type = statement.paramTypes[index]!;
      const serializer = options?.serializers?.[type] ?? client.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
  }

  function results<T>(
    statement: Statement,
    messages: Message[],
    options?: QueryOptions,
  ): Results<T> {
    const { fields } = statement;
    const parsers = options?.parsers;
    const parserOf = fields.map((field) => parsers?.[field.dataTypeID]);
    const asArray = options?.rowMode === "array";
    const rows: unknown[] = [];
    let affectedRows = 0;
    let rowCount: number | undefined;
    let command: string | undefined;
    for (const message of messages) {
      if (message.name === "dataRow") {
        const values = (message as unknown as { fields: (string | null)[] }).fields.map(
          (value, index) => {
            if (value === null) return null;
            const parser = parserOf[index];
            return parser
              ? (parser as (value: string, typeId: number) => unknown)(
                  value,
                  fields[index]!.dataTypeID,
                )
              : types.parseType(value, fields[index]!.dataTypeID, client.parsers);
          },
        );
        rows.push(
          asArray
            ? values
            : Object.fromEntries(fields.map((field, index) => [field.name, values[index]])),
        );
      } else if (message.name === "commandComplete") {
        const words = (message as unknown as { text: string }).text.split(" ");
        const count = Number.parseInt(words.at(-1)!, 10);
        command = words[0];
        if (["INSERT", "UPDATE", "DELETE", "COPY", "MERGE"].includes(words[0]!))
          affectedRows += count;
        if (!Number.isNaN(count)) rowCount = count;
      }
    }
    return {
      rows: rows as T[],
      fields,
      affectedRows,
      ...(command === undefined ? {} : { command }),
      ...(rowCount === undefined ? {} : { rowCount }),
    } as Results<T>;
  }

  async function run<T>(
    statement: Statement,
    params: unknown[],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    const messages = (await client.execProtocolStream(
      concat([
        serialize.bind({
          statement: statement.name,
          values: bindValues(statement, params, options),
        }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: false, ...(options?.onNotice ? { onNotice: options.onNotice } : {}) },
    )) as Message[];
    return results<T>(statement, messages, options);
  }

  /** The error as PGlite's query() throws it: the query, its values and options attached. */
  function withQuery(error: unknown, text: string, params: unknown[], options?: QueryOptions) {
    const failed = error as DatabaseError;
    if (typeof failed === "object" && failed !== null) {
      failed.query = text;
      failed.params = params;
      failed.queryOptions = options;
    }
    return failed;
  }

  /** Drops a statement that went stale, here and in the database. */
  async function drop(text: string, statement: Statement) {
    statements.delete(text);
    await client
      .execProtocolStream(
        concat([serialize.close({ type: "S", name: statement.name }), serialize.sync()]),
        { syncToFs: false },
      )
      .catch(() => {
        // An aborted transaction refuses it: the name stays unused until forget().
      });
  }

  /**
   * Runs a text as its named statement, made now if it is new, under PGlite's
   * query lock (which the caller holds); null when the text gets no name, or
   * when its kept statement went stale outside a transaction (it is dropped,
   * the caller runs the text unnamed, and it is made again next time). In a
   * transaction a stale statement's error is the transaction's.
   */
  async function runNamed<T>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ): Promise<Results<T> | null> {
    const kept = statements.get(text);
    try {
      const statement = kept ?? (await prepare(text));
      if (!statement) return null;
      return await run<T>(statement, params, options);
    } catch (error) {
      // Only a statement made before can be stale: one just made fits the tables as they are.
      if (kept && isStale(error)) {
        await drop(text, kept);
        if (!inTransaction) return null;
      }
      throw withQuery(error, text, params, options);
    }
  }

  async function query<T>(
    text: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    if (!params || params.length === 0 || options?.blob || options?.paramTypes)
      return plainQuery<T>(text, params, options);
    await client._checkReady();
    const answer = await client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(() => runNamed<T>(text, params, options, false)),
    );
    return answer ?? plainQuery<T>(text, params, options);
  }

  /** A transaction's queries, on the connection the transaction holds: named too. */
  function transactionQuery(tx: Transaction) {
    return async function <T>(
      text: string,
      params?: unknown[],
      options?: QueryOptions,
    ): Promise<Results<T>> {
      if (!params || params.length === 0 || options?.blob || options?.paramTypes || tx.closed)
        return tx.query<T>(text, params, options);
      const answer = await client._runExclusiveQuery(() =>
        runNamed<T>(text, params, options, true),
      );
      return answer ?? tx.query<T>(text, params, options);
    };
  }

  const plainTransaction = client.transaction.bind(client);
  client.query = query as PGlite["query"];
  client.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) =>
    plainTransaction((tx) =>
      // The transaction as PGlite made it (its rollback, its closed flag), its queries named.
      callback(Object.create(tx, { query: { value: transactionQuery(tx) } }) as Transaction),
    )) as PGlite["transaction"];
  return {
    /** Drops every named statement (after a migration changed the tables they read). */
    async forget() {
      // Under both locks: no statement is made between clearing the names and dropping them.
      await client._runExclusiveTransaction(() =>
        client._runExclusiveQuery(async () => {
          statements.clear();
          named = 0;
          await client.execProtocolStream(serialize.query("deallocate all"), {
            syncToFs: false,
          });
        }),
      );
    },
    get size() {
      return statements.size;
    },
  };
}
