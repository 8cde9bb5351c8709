import { eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { userRoles } from "#db/schema/enrolment.ts";

/**
 * Whether a user is staff: holds any role beyond learner (approver,
 * administrator, and any role added later), on any site, or trains a classroom
 * session (the trainer shows its check-in code and records attendance). Staff
 * sign in with a second factor and their sessions end sooner when idle
 * (decision 0043).
 */
export function createStaffFacts(
  db: Db,
  classrooms: { trainsSessions(userId: number): Promise<boolean> },
) {
  return {
    async isStaff(userId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: userRoles.id })
        .from(userRoles)
        .where(eq(userRoles.userId, userId))
        .limit(1);
      return Boolean(row) || classrooms.trainsSessions(userId);
    },
  };
}

export type StaffFacts = ReturnType<typeof createStaffFacts>;
