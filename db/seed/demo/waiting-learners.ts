import { inArray, sql } from "drizzle-orm";
import { classroomWaitingEntries } from "../../schema/classroom.ts";
import { users } from "../../schema/identity.ts";
import type { Tx } from "../write.ts";
import { ClassroomId } from "./classrooms.ts";
import { LanguageId as L } from "./languages.ts";

/**
 * Two learners on the waiting list of the full CGSP workshop (9007), so the
 * waiting list shows in the demo: a learner who joins it is third. They have
 * no account on the identity provider (they never sign in) and no password
 * to publish. The workshop's seats are all taken by learners outside the
 * demo, so no seat frees for them unless a real one does.
 */
export const demoWaitingLearners = [
  {
    subject: "00000000-0000-4000-8000-000000000101",
    email: "priya.natarajan@academy.example",
    firstName: "Priya",
    lastName: "Natarajan",
    joinedDaysAgo: 3,
  },
  {
    subject: "00000000-0000-4000-8000-000000000102",
    email: "tomas.ortega@academy.example",
    firstName: "Tomás",
    lastName: "Ortega",
    joinedDaysAgo: 1,
  },
] as const;

const DAY = 86_400_000;

/**
 * Creates the waiting learners, or puts them back: their entries are
 * written again, waiting since a few days before the seed.
 */
export async function seedWaitingLearners(tx: Tx, idpIssuer: string): Promise<void> {
  const now = Date.now();
  const ids: number[] = [];
  for (const learner of demoWaitingLearners) {
    const [user] = await tx
      .insert(users)
      .values({
        idpIssuer,
        idpSubject: learner.subject,
        siteId: 1,
        languageId: L.en,
        email: learner.email,
        emailVerified: true,
        firstName: learner.firstName,
        lastName: learner.lastName,
        name: `${learner.firstName} ${learner.lastName}`,
      })
      .onConflictDoUpdate({
        target: [users.idpIssuer, users.idpSubject],
        set: { updatedAt: sql`now()` },
      })
      .returning({ id: users.id });
    ids.push(user!.id);
  }
  await tx.delete(classroomWaitingEntries).where(inArray(classroomWaitingEntries.userId, ids));
  await tx.insert(classroomWaitingEntries).values(
    demoWaitingLearners.map((learner, index) => ({
      classroomId: ClassroomId.cgspFull,
      userId: ids[index]!,
      siteId: 1,
      languageId: L.en,
      status: "waiting" as const,
      joinedAt: new Date(now - learner.joinedDaysAgo * DAY),
    })),
  );
}
