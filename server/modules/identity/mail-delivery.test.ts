import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openDatabase, type Database } from "#db/client.ts";
import { mailOutbox } from "#db/schema/identity.ts";
import { buildApp } from "../../app.ts";
import { eventually, startSmtpServer } from "../../smtp.testing.ts";
import { createBrowser, createTestApp, type TestApp } from "../../testing.ts";

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  // Retries a second apart (doubling): the real setting, short enough for a test.
  t = await createTestApp({
    SMTP_URL: smtp.url(),
    MAIL_RETRY_SECONDS: "1",
    BACKGROUND_JOBS: "true",
    MAIL_FROM: "Academy <no-reply@academy.example>",
  });
});
afterAll(async () => {
  await t?.close();
  await smtp?.stop();
});

const outboxOf = (to: string) =>
  t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(mailOutbox.id);
const receivedBy = (to: string) => smtp.received.filter((mail) => mail.to.includes(to));
/** Mail jobs in the given states (all by default; finished ones are kept for days). */
const mailJobs = async (states = ["created", "retry", "active", "completed", "failed"]) => {
  const result = (await t.database.db.execute(
    sql`select count(*)::int as n from pgboss.job
        where name = 'mail' and state in (${sql.join(
          states.map((state) => sql`${state}`),
          sql`, `,
        )})`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]!.n;
};
/** Waits until no mail job is left to run (waiting, due for a retry or running). */
const settled = () =>
  eventually(
    async () => (await mailJobs(["created", "retry", "active"])) === 0,
    "no mail job left to run",
  );
/** The text of a received message, its quoted-printable soft line breaks joined. */
const bodyOf = (raw: string) => raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");

describe("mail through the outbox", () => {
  test("an SMTP outage fails no request and loses no mail: it is delivered once when the server is back", async () => {
    await smtp.stop();
    const email = "approver@academy.example";
    const browser = createBrowser(t.app);
    const res = await browser.request("/idp/password/forgot", {
      method: "POST",
      form: { email },
    });
    expect(res.statusCode).toBe(200);

    // Written with the request; its first attempt found no server and it waits for the next.
    const first = await eventually(async () => {
      const [row] = await outboxOf(email);
      return row?.lastError ? row : null;
    }, "the first attempt");
    expect(first).toMatchObject({ status: "queued", sentAt: null });
    expect(first.attempts).toBeGreaterThanOrEqual(1);
    expect(first.lastError).toMatch(/ECONNREFUSED/);
    expect(first.messageId).toMatch(/^<[0-9a-f-]{36}@academy\.example>$/);
    expect(first.nextAttemptAt!.getTime()).toBeGreaterThan(first.createdAt.getTime());

    // The server answers again but takes no mail (421): another attempt, still queued.
    await smtp.start("rejecting");
    const refused = await eventually(async () => {
      const [row] = await outboxOf(email);
      return row?.lastError?.includes("421") ? row : null;
    }, "an attempt the server refused");
    expect(refused).toMatchObject({ status: "queued", sentAt: null });
    expect(refused.attempts).toBeGreaterThanOrEqual(2);

    await smtp.start();
    const sent = await eventually(async () => {
      const [row] = await outboxOf(email);
      return row?.status === "sent" ? row : null;
    }, "the delivery");
    expect(sent).toMatchObject({
      lastError: null,
      nextAttemptAt: null,
      messageId: first.messageId,
    });
    expect(sent.sentAt).toBeInstanceOf(Date);
    // Exactly once, under the Message-ID it was written with, with the link the request made.
    const received = receivedBy(email);
    expect(received).toHaveLength(1);
    expect(received[0]!.messageId).toBe(first.messageId);
    expect(bodyOf(received[0]!.raw)).toMatch(/\/idp\/password\/reset\?token=[\w-]+/);
    // No attempt is left: nothing sends it again.
    await settled();
    expect(receivedBy(email)).toHaveLength(1);
  });

  test("a mail written in a transaction that rolls back is never sent", async () => {
    const { mailer } = t.app.services;
    const jobsBefore = await mailJobs();
    await expect(
      t.database.db.transaction(async (tx) => {
        await mailer.send(
          { to: "rolled-back@example.com", subject: "Never", text: "never" },
          { tx },
        );
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    await mailer.send({ to: "committed@example.com", subject: "Committed", text: "sent" });
    await eventually(async () => receivedBy("committed@example.com").length > 0, "the mail");
    expect(await outboxOf("rolled-back@example.com")).toEqual([]);
    expect(receivedBy("rolled-back@example.com")).toEqual([]);
    // The rolled-back mail's job went with its transaction: one job, the committed mail's.
    expect(await mailJobs()).toBe(jobsBefore + 1);
  });

  // It builds a database of its own (migrated and seeded), seconds on a busy machine.
  test(
    "a web-only instance writes mail and runs nothing; one with background jobs delivers it",
    {
      timeout: 120_000,
    },
    async () => {
      const web = await createTestApp({ SMTP_URL: smtp.url(), BACKGROUND_JOBS: "false" });
      let worker: FastifyInstance | undefined;
      const to = "web-only@example.com";
      const rows = () => web.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
      const scheduled = async () => {
        const result = (await web.database.db.execute(
          sql`select name from pgboss.schedule order by name`,
        )) as unknown as { rows: { name: string }[] };
        return result.rows.map((row) => row.name);
      };
      try {
        await web.app.services.mailer.send({ to, subject: "Web only", text: "queued" });
        // Longer than a mail worker's poll: nobody on this database takes it.
        await new Promise((resolve) => setTimeout(resolve, 3_000));
        expect(await rows()).toMatchObject([{ status: "queued", attempts: 0 }]);
        expect(await scheduled()).toEqual([]);

        worker = await buildApp(
          { ...web.config, backgroundJobs: true },
          { database: web.database, pages: { mode: "none" } },
        );
        await worker.ready();
        await eventually(async () => (await rows())[0]?.status === "sent", "the delivery");
        expect(receivedBy(to)).toHaveLength(1);
        expect(await scheduled()).toEqual([
          "attendance-sweep",
          "exam-sweep",
          "identity-housekeeping",
          "trainer-sweep",
        ]);
      } finally {
        await worker?.close();
        await web.close();
      }
    },
  );

  test("two instances on one database deliver each mail once", async () => {
    // Another server process on the same database (the embedded one has a single connection).
    const database: Database =
      t.database.kind === "postgres"
        ? await openDatabase({ databaseUrl: t.database.url!, poolSize: 3 })
        : t.database;
    let other: FastifyInstance | undefined;
    try {
      other = await buildApp(t.config, { database, pages: { mode: "none" } });
      await other.ready();
      const addresses = Array.from({ length: 12 }, (_, i) => `many-${i}@example.com`);
      for (const [i, to] of addresses.entries())
        await (i % 2 ? t.app : other).services.mailer.send({ to, subject: `#${i}`, text: "hi" });
      await eventually(
        async () => {
          const rows = await t.database.db.select().from(mailOutbox);
          return addresses.every((to) =>
            rows.some((row) => row.to === to && row.status === "sent"),
          );
        },
        "every mail sent",
        30_000,
      );
      await settled();
      for (const to of addresses) expect(receivedBy(to)).toHaveLength(1);
    } finally {
      await other?.close();
      if (database !== t.database) await database.close();
    }
  }, 60_000);
});
