import { asc, eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import {
  smartTryApplications,
  smartTryCampaigns,
  smartTryDistributors,
  smartTryProductTypes,
} from "#db/schema/smart-try.ts";

/**
 * A learner's smart-try applications: read for their export, and deleted with
 * their account (decision 0022): an application only serves the learner, so
 * nothing of it stays behind.
 */
export function createSmartTryLearnerData(db: Db) {
  return {
    async exportOf(userId: number) {
      const applications = await db
        .select({
          campaign: smartTryCampaigns.title,
          certification: smartTryApplications.certificationName,
          productType: smartTryProductTypes.name,
          distributor: smartTryDistributors.name,
          createdAt: smartTryApplications.createdAt,
        })
        .from(smartTryApplications)
        .innerJoin(smartTryCampaigns, eq(smartTryCampaigns.id, smartTryApplications.campaignId))
        .innerJoin(
          smartTryProductTypes,
          eq(smartTryProductTypes.id, smartTryApplications.productTypeId),
        )
        .innerJoin(
          smartTryDistributors,
          eq(smartTryDistributors.id, smartTryApplications.distributorId),
        )
        .where(eq(smartTryApplications.userId, userId))
        .orderBy(asc(smartTryApplications.createdAt));
      return { applications };
    },

    async erase(tx: Db, userId: number) {
      await tx.delete(smartTryApplications).where(eq(smartTryApplications.userId, userId));
    },
  };
}
