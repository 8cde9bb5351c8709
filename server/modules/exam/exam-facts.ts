import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { ExamRelationType, PassStatus } from "#contract/exam-rules.ts";
import type { Db } from "#db/client.ts";
import { anyOf, param } from "#db/prepared.ts";
import { examAttempts } from "#db/schema/exam.ts";
import { attemptsOf } from "./attempt-scope.ts";

export type AttemptSummary = {
  relationId: number;
  /** Graded attempts (examNums). */
  examNums: number;
  failed: number;
  passed: boolean;
  /** The latest graded attempt's result, or 2 (not participated). */
  passStatus: number;
  theoryExamScore: number | null;
  examRecordsId: number | null;
  hasOpenAttempt: boolean;
};

/**
 * What other modules may know of a learner's exams (certification status,
 * exam buttons, relearning): one query for any number of releases. Only the
 * current learning cycle counts: attempts before a forced relearning stay in
 * the history (superseded) but no longer count.
 */
export function createExamFacts(db: Db) {
  // Built once and only executed after: every certification page a learner opens reads it (decision 0032).
  const graded = sql`${examAttempts.state} = 'graded'`;
  const summaries = db
    .select({
      relationId: examAttempts.relationId,
      examNums: sql<number>`count(*) filter (where ${graded})::int`,
      failed: sql<number>`count(*) filter (where ${graded} and ${examAttempts.passStatus} = 0)::int`,
      passed: sql<boolean>`coalesce(bool_or(${examAttempts.passStatus} = 1), false)`,
      hasOpenAttempt: sql<boolean>`coalesce(bool_or(${examAttempts.state} = 'open'), false)`,
      latest: sql<
        [number, number, number] | null
      >`(array_agg(json_build_array(${examAttempts.id}, ${examAttempts.passStatus}, ${examAttempts.score}) order by ${examAttempts.gradedAt} desc nulls last, ${examAttempts.id} desc) filter (where ${graded}))[1]`,
    })
    .from(examAttempts)
    .where(
      and(
        eq(examAttempts.userId, param("userId")),
        eq(examAttempts.relationType, param("relationType")),
        anyOf(examAttempts.relationId, "relationIds"),
        isNull(examAttempts.supersededAt),
      ),
    )
    .groupBy(examAttempts.relationId)
    .prepare("exam_attempt_summaries_of_learner");

  return {
    /**
     * The learner's latest attempt at one release, in any learning cycle: the
     * result page shows the attempt that ended a cycle too.
     */
    async latestAttempt(userId: number, relationType: number, relationId: number) {
      const [row] = await db
        .select({
          id: examAttempts.id,
          state: examAttempts.state,
          passStatus: examAttempts.passStatus,
          score: examAttempts.score,
          superseded: sql<boolean>`${examAttempts.supersededAt} is not null`,
        })
        .from(examAttempts)
        .where(attemptsOf({ userId, relationType, relationId }))
        .orderBy(desc(examAttempts.id))
        .limit(1);
      return row;
    },

    /**
     * How many theory exams (relationType 0) and quizzes (1) the learner has
     * passed on a site, each release once, whatever the learning cycle.
     */
    async passedCounts(userId: number, siteId: number) {
      const passedOf = (relationType: number) =>
        sql<number>`count(distinct ${examAttempts.relationId}) filter (where ${examAttempts.relationType} = ${relationType})::int`;
      const [row] = await db
        .select({
          exams: passedOf(ExamRelationType.certification),
          quizzes: passedOf(ExamRelationType.course),
        })
        .from(examAttempts)
        .where(
          and(
            eq(examAttempts.userId, userId),
            eq(examAttempts.siteId, siteId),
            eq(examAttempts.passStatus, PassStatus.pass),
          ),
        );
      return { exams: row?.exams ?? 0, quizzes: row?.quizzes ?? 0 };
    },

    async attemptSummaries(
      userId: number,
      relationType: number,
      relationIds: readonly number[],
    ): Promise<AttemptSummary[]> {
      if (relationIds.length === 0) return [];
      const rows = await summaries.execute({ userId, relationType, relationIds: [...relationIds] });
      return rows.map(({ latest, ...row }) => ({
        ...row,
        passStatus: latest?.[1] ?? 2,
        theoryExamScore: latest?.[2] ?? null,
        examRecordsId: latest?.[0] ?? null,
      }));
    },
  };
}

export type ExamFacts = ReturnType<typeof createExamFacts>;
