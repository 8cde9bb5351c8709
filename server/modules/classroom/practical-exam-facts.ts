import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { practicalExamEnrolments } from "#db/schema/classroom.ts";

/**
 * What other modules may read of practical exams: which certification
 * releases a learner has passed the practical exam of (a finished enrolment
 * with the result success), one query for many releases.
 */
export function createPracticalExamFacts(db: Db) {
  return {
    async passedReleaseIds(userId: number, releaseIds: readonly number[]): Promise<Set<number>> {
      if (releaseIds.length === 0) return new Set();
      const rows = await db
        .selectDistinct({ releaseId: practicalExamEnrolments.certificationReleaseId })
        .from(practicalExamEnrolments)
        .where(
          and(
            eq(practicalExamEnrolments.userId, userId),
            inArray(practicalExamEnrolments.certificationReleaseId, [...releaseIds]),
            eq(practicalExamEnrolments.status, "finished"),
            eq(practicalExamEnrolments.result, "success"),
          ),
        );
      return new Set(rows.map((row) => row.releaseId));
    },
  };
}

export type PracticalExamFacts = ReturnType<typeof createPracticalExamFacts>;
