import { createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Database } from "#db/client.ts";
import { sessions as sessionRows, users } from "#db/schema/identity.ts";
import { openTestDatabase } from "#db/testing.ts";
import {
  createSessions,
  SESSION_IDLE_SECONDS,
  SESSION_REMEMBERED_MS,
  SESSION_TTL_SECONDS,
} from "./sessions.ts";

let database: Database & { drop(): Promise<void> };
beforeAll(async () => {
  database = await openTestDatabase();
  await database.migrate();
});
afterAll(() => database.drop());

async function user() {
  const [row] = await database.db
    .insert(users)
    .values({ idpIssuer: "test", idpSubject: randomBytes(6).toString("hex") })
    .returning({ id: users.id });
  return row!.id;
}

const later = (from: Date, seconds: number) => new Date(from.getTime() + seconds * 1000);

describe("session lifetimes (issue 9, item 7)", () => {
  test("a session in use lives up to 14 days; one idle for 3 days ends", async () => {
    const sessions = createSessions(database.db);
    const userId = await user();
    const token = await sessions.create(userId, null);
    const start = new Date();

    // Used every two days, it lasts to the end of its 14 days and no longer.
    for (let day = 2; day < 14; day += 2)
      expect(await sessions.find(token, later(start, day * 24 * 3600))).toMatchObject({ userId });
    expect(await sessions.find(token, later(start, SESSION_TTL_SECONDS + 60))).toBeNull();

    const idle = await sessions.create(userId, null);
    expect(await sessions.find(idle, later(start, SESSION_IDLE_SECONDS - 60))).not.toBeNull();
    // The use just now counts: 3 days from it, not from sign-in.
    const resumed = later(start, SESSION_IDLE_SECONDS - 60);
    expect(await sessions.find(idle, later(resumed, SESSION_IDLE_SECONDS - 60))).not.toBeNull();
    const silent = await sessions.create(userId, null);
    expect(await sessions.find(silent, later(start, SESSION_IDLE_SECONDS + 60))).toBeNull();
  });

  test("a staff session ends after its own, shorter idle time (decision 0043)", async () => {
    const sessions = createSessions(database.db);
    const userId = await user();
    const staffIdle = 30 * 60;
    const start = new Date();
    const used = await sessions.create(userId, null, staffIdle);
    // In use every 20 minutes it lives on...
    for (let minutes = 20; minutes <= 120; minutes += 20)
      expect(await sessions.find(used, later(start, minutes * 60))).toMatchObject({ userId });
    // ...half an hour without a request ends it, where a learner's lives on.
    const idle = await sessions.create(userId, null, staffIdle);
    const learner = await sessions.create(userId, null);
    expect(await sessions.find(idle, later(start, staffIdle + 60))).toBeNull();
    expect(await sessions.find(learner, later(start, staffIdle + 60))).toMatchObject({ userId });
    // Housekeeping removes it too.
    const forgotten = await sessions.create(userId, null, staffIdle);
    await sessions.purgeExpired(later(start, staffIdle + 60));
    expect(
      await database.db.$count(
        sessionRows,
        eq(sessionRows.tokenHash, createHash("sha256").update(forgotten).digest("hex")),
      ),
    ).toBe(0);
    expect(await sessions.find(learner, later(start, staffIdle + 120))).toMatchObject({ userId });
  });

  test("housekeeping deletes ended and idle sessions, keeps live ones", async () => {
    const sessions = createSessions(database.db);
    const userId = await user();
    await sessions.create(userId, null);
    await sessions.create(userId, null);
    const now = new Date();
    await database.db
      .update(sessionRows)
      .set({ lastSeenAt: later(now, -(SESSION_IDLE_SECONDS + 60)) })
      .where(eq(sessionRows.userId, userId));
    const live = await sessions.create(userId, null);
    await sessions.purgeExpired(now);
    expect(await database.db.$count(sessionRows, eq(sessionRows.userId, userId))).toBe(1);
    expect(await sessions.find(live)).toMatchObject({ userId });
  });
});

describe("session lookups are remembered for a few seconds", () => {
  const afterMs = (from: Date, ms: number) => new Date(from.getTime() + ms);

  test("a session found is not asked for again until the window passes", async () => {
    const sessions = createSessions(database.db);
    const userId = await user();
    const token = await sessions.create(userId, null);
    const start = new Date();
    expect(await sessions.find(token, start)).toMatchObject({ userId });
    // Another server of the deployment ends it: this one trusts what it found for the window...
    await database.db.delete(sessionRows).where(eq(sessionRows.userId, userId));
    expect(await sessions.find(token, afterMs(start, SESSION_REMEMBERED_MS - 1000))).toMatchObject({
      userId,
    });
    // ...and no longer.
    expect(await sessions.find(token, afterMs(start, SESSION_REMEMBERED_MS + 1))).toBeNull();
  });

  test("ending a session, or all of a user's, in this process forgets them at once", async () => {
    const sessions = createSessions(database.db);
    const userId = await user();
    const [one, two, three] = [
      await sessions.create(userId, null),
      await sessions.create(userId, null),
      await sessions.create(userId, null),
    ];
    for (const token of [one!, two!, three!]) expect(await sessions.find(token)).not.toBeNull();
    await sessions.destroy(one!);
    expect(await sessions.find(one!)).toBeNull();
    expect(await sessions.find(two!)).not.toBeNull();
    await sessions.destroyForUser(userId);
    expect(await sessions.find(two!)).toBeNull();
    expect(await sessions.find(three!)).toBeNull();
  });

  test("a remembered session still ends at its end of life", async () => {
    const sessions = createSessions(database.db);
    const userId = await user();
    const token = await sessions.create(userId, null);
    const [row] = await database.db
      .select({ expiresAt: sessionRows.expiresAt })
      .from(sessionRows)
      .where(eq(sessionRows.userId, userId));
    // In use up to its last seconds: found from the table, then remembered...
    const lastSeconds = afterMs(row!.expiresAt, -3000);
    await database.db
      .update(sessionRows)
      .set({ lastSeenAt: afterMs(lastSeconds, -1000) })
      .where(eq(sessionRows.userId, userId));
    expect(await sessions.find(token, lastSeconds)).toMatchObject({ userId });
    expect(await sessions.find(token, afterMs(row!.expiresAt, -1))).toMatchObject({ userId });
    // ...but not past its end, though within the window.
    expect(await sessions.find(token, afterMs(row!.expiresAt, 1))).toBeNull();
  });
});
