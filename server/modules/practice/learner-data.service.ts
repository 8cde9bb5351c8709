import { asc, eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import {
  practiceLabCompletions,
  practiceLabSteps,
  practiceLabs,
  practiceStepChecks,
} from "#db/schema/practice.ts";

/**
 * A learner's practice: read for their export, and deleted with their account
 * (decision 0022): ticks count for nothing and nobody else, so nothing of them
 * stays behind.
 */
export function createPracticeLearnerData(db: Db) {
  return {
    async exportOf(userId: number) {
      const [steps, labs] = await Promise.all([
        db
          .select({
            labId: practiceLabSteps.labId,
            stepId: practiceStepChecks.stepId,
            checkedAt: practiceStepChecks.checkedAt,
          })
          .from(practiceStepChecks)
          .innerJoin(practiceLabSteps, eq(practiceLabSteps.id, practiceStepChecks.stepId))
          .where(eq(practiceStepChecks.userId, userId))
          .orderBy(asc(practiceStepChecks.checkedAt)),
        db
          .select({
            labId: practiceLabCompletions.labId,
            courseReleaseId: practiceLabs.courseReleaseId,
            title: practiceLabs.title,
            completedAt: practiceLabCompletions.completedAt,
          })
          .from(practiceLabCompletions)
          .innerJoin(practiceLabs, eq(practiceLabs.id, practiceLabCompletions.labId))
          .where(eq(practiceLabCompletions.userId, userId))
          .orderBy(asc(practiceLabCompletions.completedAt)),
      ]);
      return { steps, labs };
    },

    async erase(tx: Db, userId: number) {
      await tx.delete(practiceStepChecks).where(eq(practiceStepChecks.userId, userId));
      await tx.delete(practiceLabCompletions).where(eq(practiceLabCompletions.userId, userId));
    },
  };
}
