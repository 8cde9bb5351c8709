import { and, eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { anyOf, param } from "#db/prepared.ts";
import { practicalExamEnrolments } from "#db/schema/classroom.ts";

/**
 * What other modules may read of practical exams: which certification
 * releases a learner has passed the practical exam of (a finished enrolment
 * with the result success), one query for many releases.
 */
export function createPracticalExamFacts(db: Db) {
  // Built once and only executed after: every certification page a learner opens reads it (decision 0032).
  const passedReleases = db
    .selectDistinct({ releaseId: practicalExamEnrolments.certificationReleaseId })
    .from(practicalExamEnrolments)
    .where(
      and(
        eq(practicalExamEnrolments.userId, param("userId")),
        anyOf(practicalExamEnrolments.certificationReleaseId, "releaseIds"),
        eq(practicalExamEnrolments.status, "finished"),
        eq(practicalExamEnrolments.result, "success"),
      ),
    )
    .prepare("passed_practical_exams_of_learner");

  return {
    async passedReleaseIds(userId: number, releaseIds: readonly number[]): Promise<Set<number>> {
      if (releaseIds.length === 0) return new Set();
      const rows = await passedReleases.execute({ userId, releaseIds: [...releaseIds] });
      return new Set(rows.map((row) => row.releaseId));
    },
  };
}

export type PracticalExamFacts = ReturnType<typeof createPracticalExamFacts>;
