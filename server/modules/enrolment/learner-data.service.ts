import { asc, eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { registrations, userRoles } from "#db/schema/enrolment.ts";

/**
 * A learner's enrolments in certifications, courses and videos: read for their
 * export, and what goes when they delete their account (decision 0022). One
 * query per table.
 */
export function createEnrolmentLearnerData(db: Db) {
  return {
    async exportOf(userId: number) {
      const rows = await db
        .select({
          siteId: registrations.siteId,
          relationType: registrations.relationType,
          relationId: registrations.relationId,
          status: registrations.status,
          emailNotificationStatus: registrations.emailNotificationStatus,
          invitationCode: registrations.invitationCode,
          decidedAt: registrations.decidedAt,
          createdAt: registrations.createdAt,
        })
        .from(registrations)
        .where(eq(registrations.userId, userId))
        .orderBy(asc(registrations.createdAt));
      return { registrations: rows };
    },

    /**
     * Account deletion: the enrolments stay, anonymous (the releases' counts and
     * the approvers' history hold); a role the account had is no one's now.
     */
    async erase(tx: Db, userId: number) {
      await tx.delete(userRoles).where(eq(userRoles.userId, userId));
    },
  };
}
