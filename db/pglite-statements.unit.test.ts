import { PGlite, types } from "@electric-sql/pglite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { preparedStatements } from "./pglite-statements.ts";
import { MAX_NAMED_TEXT } from "./prepared.ts";

/** The parsers drizzle passes: dates and timestamps stay text. */
const drizzleParsers = {
  [types.TIMESTAMP]: (value: string) => value,
  [types.TIMESTAMPTZ]: (value: string) => value,
  [types.DATE]: (value: string) => value,
};

describe("named statements on the embedded database", () => {
  let reference: PGlite;
  let client: PGlite;
  let statements: ReturnType<typeof preparedStatements>;

  const schema = `
    create table learners (
      id int primary key, name text, score numeric, active boolean, tags text[],
      profile jsonb, born date, seen timestamptz, big bigint
    );
    insert into learners values
      (1, 'Ana', 12.5, true, '{a,b}', '{"level": 2}', '2001-02-03', '2026-11-27 08:00:00+00', 9007199254740993),
      (2, null, null, false, '{}', null, null, null, null);`;

  beforeEach(async () => {
    reference = await PGlite.create();
    client = await PGlite.create();
    await reference.exec(schema);
    await client.exec(schema);
    statements = preparedStatements(client);
  });
  afterEach(async () => {
    await reference.close();
    await client.close();
  });

  const text =
    "select * from learners where id = any($1::int[]) and $2::text is not null order by id";

  it("answers as PGlite's own query does, in both row modes and with a caller's parsers", async () => {
    for (const options of [
      undefined,
      { rowMode: "array" as const },
      { rowMode: "array" as const, parsers: drizzleParsers },
      { rowMode: "object" as const, parsers: drizzleParsers },
    ]) {
      const expected = await reference.query(text, [[1, 2], "x"], options);
      // The first call makes the statement, the second reuses it: both answer alike.
      for (let round = 0; round < 2; round++) {
        const actual = await client.query(text, [[1, 2], "x"], options);
        expect(actual.rows).toEqual(expected.rows);
        expect(actual.fields).toEqual(expected.fields);
        expect(actual.affectedRows).toBe(expected.affectedRows);
      }
    }
    expect(statements.size).toBe(1);
  });

  it("gives each distinct text one statement and counts the rows a write touched", async () => {
    const update = "update learners set active = $1 where id <= $2";
    const first = await client.query(update, [false, 2]);
    const second = await client.query(update, [true, 1]);
    expect([first.affectedRows, second.affectedRows]).toEqual([2, 1]);
    await client.query("select name from learners where id = $1", [1]);
    expect(statements.size).toBe(2);
    // Kept by the database itself, parsed once each.
    const kept = await client.query<{ statement: string }>(
      "select statement from pg_prepared_statements order by name",
    );
    expect(kept.rows.map((row) => row.statement)).toEqual([
      update,
      "select name from learners where id = $1",
    ]);
    const rows = await client.query<{ id: number; active: boolean }>(
      "select id, active from learners where id = any($1::int[]) order by id",
      [[1, 2]],
    );
    expect(rows.rows).toEqual([
      { id: 1, active: true },
      { id: 2, active: false },
    ]);
  });

  it("sends null and undefined as SQL null", async () => {
    const result = await client.query<{ a: string | null; b: string | null }>(
      "select $1::text as a, $2::text as b",
      [null, undefined],
    );
    expect(result.rows).toEqual([{ a: null, b: null }]);
  });

  it("throws the database's error with the query attached, and goes on working after it", async () => {
    const insert = "insert into learners (id, name) values ($1, $2)";
    await client.query(insert, [3, "Bo"]);
    const failure = await client.query(insert, [3, "Bo again"]).catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: "23505", query: insert, params: [3, "Bo again"] });
    const after = await client.query<{ name: string }>(
      "select name from learners where id = $1",
      [3],
    );
    expect(after.rows).toEqual([{ name: "Bo" }]);
  });

  it("waits for an open transaction instead of running inside it", async () => {
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = client.transaction(async (tx) => {
      await tx.query("update learners set name = 'Changed' where id = 1");
      order.push("transaction wrote");
      await held;
      await tx.query("update learners set name = 'Ana' where id = 1");
      order.push("transaction done");
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const read = client
      .query<{ name: string }>("select name from learners where id = $1", [1])
      .then((result) => {
        order.push(`read ${result.rows[0]!.name}`);
      });
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    await Promise.all([transaction, read]);
    expect(order).toEqual(["transaction wrote", "transaction done", "read Ana"]);
  });

  it("names a transaction's queries too, and a failure in it undoes all of it", async () => {
    const update = "update learners set name = $1 where id = $2";
    const renamed = await client.transaction(async (tx) => {
      await tx.query(update, ["Ana B", 1]);
      return tx.query<{ name: string }>("select name from learners where id = $1", [1]);
    });
    expect(renamed.rows).toEqual([{ name: "Ana B" }]);
    const kept = await client.query<{ statement: string }>(
      "select statement from pg_prepared_statements order by name",
    );
    expect(kept.rows.map((row) => row.statement)).toEqual([
      update,
      "select name from learners where id = $1",
    ]);

    const failed = await client
      .transaction(async (tx) => {
        await tx.query(update, ["Lost", 1]);
        await tx.query("insert into learners (id, name) values ($1, $2)", [2, "Taken"]);
      })
      .catch((error: unknown) => error);
    expect(failed).toMatchObject({ code: "23505" });
    const after = await client.query<{ name: string }>(
      "select name from learners where id = $1",
      [1],
    );
    expect(after.rows).toEqual([{ name: "Ana B" }]);

    // Rolled back on purpose: nothing of it stays, and the client goes on.
    await client.transaction(async (tx) => {
      await tx.query(update, ["Rolled back", 1]);
      await tx.rollback();
    });
    const rolledBack = await client.query("select name from learners where id = $1", [1]);
    expect(rolledBack.rows).toEqual([{ name: "Ana B" }]);
  });

  it("answers with the table as it is now after the table changed under a kept statement", async () => {
    const select = "select * from learners where id = $1";
    expect(Object.keys((await client.query(select, [1])).rows[0] as object)).not.toContain("extra");
    await client.exec("alter table learners add column extra text default 'new'");
    const after = await client.query<{ extra: string }>(select, [1]);
    expect(after.rows[0]!.extra).toBe("new");
  });

  it("throws a query's own error of the stale class without dropping or remaking its statement", async () => {
    // 0A000 "feature not supported", at run time: the statement itself is sound.
    const text = "select date_trunc($1, interval '1 day') as cut";
    for (let round = 0; round < 3; round++) {
      const failure = await client.query(text, ["week"]).catch((error: unknown) => error);
      expect(failure).toMatchObject({ code: "0A000", query: text });
    }
    const kept = await client.query<{ count: number }>(
      "select count(*)::int as count from pg_prepared_statements",
    );
    expect(kept.rows[0]!.count).toBe(1);
    expect(statements.size).toBe(1);
  });

  it("in a transaction, a statement gone stale fails the transaction and is made again after", async () => {
    const select = "select * from learners where id = $1";
    await client.query(select, [1]);
    await client.exec("alter table learners add column extra text default 'new'");
    const failure = await client
      .transaction((tx) => tx.query(select, [1]))
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: "0A000" });
    const after = await client.query<{ extra: string }>(select, [1]);
    expect(after.rows[0]!.extra).toBe("new");
    const kept = await client.query<{ count: number }>(
      "select count(*)::int as count from pg_prepared_statements",
    );
    expect(kept.rows[0]!.count).toBe(1);
  });

  it("forgets its statements (after a migration) and makes them again when asked", async () => {
    const select = "select name from learners where id = $1";
    await client.query(select, [1]);
    await statements.forget();
    expect(statements.size).toBe(0);
    const prepared = await client.query<{ count: number }>(
      "select count(*)::int as count from pg_prepared_statements",
    );
    expect(prepared.rows[0]!.count).toBe(0);
    expect((await client.query(select, [1])).rows).toEqual([{ name: "Ana" }]);
    expect(statements.size).toBe(1);
  });

  it("runs a text too long to be worth a name, and a query without values, as PGlite does", async () => {
    const long = `select name from learners where id = $1 ${"and true ".repeat(MAX_NAMED_TEXT / 8)}`;
    expect((await client.query(long, [1])).rows).toEqual([{ name: "Ana" }]);
    expect((await client.query("select count(*)::int as n from learners")).rows).toEqual([
      { n: 2 },
    ]);
    expect(statements.size).toBe(0);
  });
});
