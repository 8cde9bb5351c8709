import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openTestDatabase } from "../testing.ts";
import { classroomWaitingEntries, classrooms } from "../schema/classroom.ts";
import { idpAccounts, users } from "../schema/identity.ts";
import { countRows } from "./counts.ts";
import { seedDemoData } from "./demo.ts";
import { publishedDemoCredentials } from "./demo/accounts.ts";
import { ClassroomId } from "./demo/classrooms.ts";
import { demoWaitingLearners } from "./demo/waiting-learners.ts";

const idpIssuer = "http://localhost:3000/idp";
let database: Awaited<ReturnType<typeof openTestDatabase>>;

beforeAll(async () => {
  database = await openTestDatabase();
  await database.migrate();
  await seedDemoData(database.db, { idpIssuer });
});
afterAll(() => database.drop());

const waiting = () =>
  database.db
    .select({ userId: classroomWaitingEntries.userId, status: classroomWaitingEntries.status })
    .from(classroomWaitingEntries)
    .where(eq(classroomWaitingEntries.classroomId, ClassroomId.cgspFull))
    .orderBy(classroomWaitingEntries.joinedAt);

async function idOf(subject: string) {
  const [user] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.idpIssuer, idpIssuer), eq(users.idpSubject, subject)));
  return user!.id;
}

describe("the full demo workshop's waiting list", () => {
  test("every seat taken and two learners waiting, who cannot sign in and have no published password", async () => {
    const [session] = await database.db
      .select()
      .from(classrooms)
      .where(eq(classrooms.id, ClassroomId.cgspFull));
    expect(session).toMatchObject({ capacity: 14, seatsTaken: 14, certificationReleaseId: 112 });
    const ids = await Promise.all(demoWaitingLearners.map((l) => idOf(l.subject)));
    expect(await waiting()).toEqual(ids.map((userId) => ({ userId, status: "waiting" })));
    for (const learner of demoWaitingLearners) {
      expect(
        await database.db.select().from(idpAccounts).where(eq(idpAccounts.id, learner.subject)),
      ).toEqual([]);
      expect(publishedDemoCredentials.map((c) => c.email)).not.toContain(learner.email);
    }
  });

  test("seeding again puts their entries back as they were and leaves others' alone", async () => {
    const db = database.db;
    const [first] = await waiting();
    // The sweep closed the first learner's entry; someone else joined.
    await db
      .update(classroomWaitingEntries)
      .set({ status: "dropped", reason: "closed" })
      .where(eq(classroomWaitingEntries.userId, first!.userId));
    const [someone] = await db
      .insert(users)
      .values({ idpIssuer, idpSubject: "someone-else", email: "someone@example.com" })
      .returning({ id: users.id });
    await db.insert(classroomWaitingEntries).values({
      classroomId: ClassroomId.cgspFull,
      userId: someone!.id,
      siteId: 1,
      languageId: 1,
      status: "waiting",
      joinedAt: new Date(),
    });
    const counts = await countRows(db);
    await seedDemoData(db, { idpIssuer });
    expect((await waiting()).map((e) => e.status)).toEqual(["waiting", "waiting", "waiting"]);
    expect((await waiting()).at(-1)!.userId).toBe(someone!.id);
    expect(await countRows(db)).toEqual(counts);
  });
});
