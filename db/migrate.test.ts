import { expect, test } from "vitest";
import { sql } from "drizzle-orm";
import { openDatabase } from "./client.ts";
import { openTestDatabase } from "./testing.ts";

/**
 * Upgrades migrate at start (docs/deploy.md): instances started together on
 * one PostgreSQL database, as in a rolling deploy, must not trip over each
 * other's migration.
 */
test.runIf(process.env.TEST_DB === "postgres")(
  "instances starting together on an empty database migrate it once, without failing",
  async () => {
    const empty = await openTestDatabase();
    const instances = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ databaseUrl: empty.url!, poolSize: 1 })),
    );
    try {
      await Promise.all(instances.map((instance) => instance.migrate()));
      const count = async (query: ReturnType<typeof sql>) =>
        ((await instances[0]!.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]!
          .n;
      expect(
        await count(sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
      ).toBeGreaterThan(20);
      expect(
        await count(
          sql`select count(*)::int as n from information_schema.tables where table_name = 'users'`,
        ),
      ).toBe(1);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
      await empty.drop();
    }
  },
);
