import { sql } from "drizzle-orm";
import pino from "pino";
import { TestClock } from "pg-boss";
import { afterAll, beforeAll, expect, test } from "vitest";
import { openDatabase, type Database } from "#db/client.ts";
import { openTestDatabase } from "#db/testing.ts";
import { createJobs, type Jobs } from "./jobs.ts";

const log = pino({ level: "silent" });
let database: Awaited<ReturnType<typeof openTestDatabase>>;
/** The second instance's own connections, as another process has; the embedded database has one. */
let other: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  other =
    database.kind === "postgres" ? await openDatabase({ databaseUrl: database.url! }) : database;
});
afterAll(async () => {
  if (other !== database) await other?.close();
  await database?.drop();
});

test("a schedule runs once per occurrence across two instances", async () => {
  // One clock for both instances and the database, moved by the test: minutes pass at once.
  const clock = new TestClock(new Date("2030-01-01T00:00:20Z"));
  let runs = 0;
  const instances: Jobs[] = [];
  for (const on of [database, other]) {
    const jobs = createJobs({ database: on, work: true, log, clock });
    jobs.schedule("probe-every-minute", "* * * * *", async () => {
      runs += 1;
    });
    instances.push(jobs);
  }
  try {
    for (const jobs of instances) await jobs.start();
    for (let elapsed = 0; elapsed < 3 * 60_000 + 30_000; elapsed += 5_000) await clock.tick(5_000);
    // Due in these minutes: 00:00 (an occurrence stays due for a minute), 00:01, 00:02, 00:03.
    const jobs = (await database.db.execute(
      sql`select created_on, state from pgboss.job
          where name = 'probe-every-minute' order by created_on`,
    )) as unknown as { rows: { created_on: string | Date; state: string }[] };
    expect(
      jobs.rows.map((job) => [new Date(job.created_on).toISOString().slice(11, 16), job.state]),
    ).toEqual([
      ["00:00", "completed"],
      ["00:01", "completed"],
      ["00:02", "completed"],
      ["00:03", "completed"],
    ]);
    expect(runs).toBe(4);
  } finally {
    for (const jobs of instances) await jobs.stop();
  }
});
