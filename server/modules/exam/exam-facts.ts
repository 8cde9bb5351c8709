import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { ExamRelationType, PassStatus, type TheoryHistory } from "#contract/exam-rules.ts";
import type { Db } from "#db/client.ts";
import { anyOf, param } from "#db/prepared.ts";
import { examAttempts } from "#db/schema/exam.ts";
import { attemptsAcross, attemptsOf, releaseAlone, type SiblingReleases } from "./attempt-scope.ts";

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
export function createExamFacts(db: Db, siblingsOf: SiblingReleases = releaseAlone) {
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
     * The learner's theory attempts at a certification, counted over every
     * release of it (another site's release, a child version: decision 0041):
     * the graded attempts of the current learning cycle, and the failures over
     * every cycle since the latest pass with when the last was graded — the
     * limits across cycles. A pass that a certificate renewal superseded
     * starts the count again.
     */
    async theoryCycle(
      userId: number,
      releaseId: number,
    ): Promise<{ attemptsMade: number; history: TheoryHistory }> {
      const releaseIds = await siblingsOf(releaseId);
      const of = attemptsAcross(
        { userId, relationType: ExamRelationType.certification, relationId: releaseId },
        releaseIds,
      );
      const failedSincePass = sql`${examAttempts.state} = 'graded' and ${examAttempts.passStatus} = ${PassStatus.fail}
        and ${examAttempts.id} > coalesce((select max(p.id) from ${examAttempts} p where p.user_id = ${userId} and p.relation_type = ${ExamRelationType.certification} and p.relation_id in (${sql.join(
          [...new Set([releaseId, ...releaseIds])].map((id) => sql`${id}`),
          sql`, `,
        )}) and p.pass_status = ${PassStatus.pass}), 0)`;
      const [row] = await db
        .select({
          attemptsMade: sql<number>`count(*) filter (where ${examAttempts.state} = 'graded' and ${examAttempts.supersededAt} is null)::int`,
          failed: sql<number>`count(*) filter (where ${failedSincePass})::int`,
          lastFailedAt: sql<
            string | null
          >`max(${examAttempts.gradedAt}) filter (where ${failedSincePass})`,
        })
        .from(examAttempts)
        .where(of);
      return {
        attemptsMade: row?.attemptsMade ?? 0,
        history: {
          failed: row?.failed ?? 0,
          lastFailedAt: row?.lastFailedAt ? new Date(row.lastFailedAt) : null,
        },
      };
    },

    /**
     * How many theory exams (relationType 0) and quizzes (a course's 1 or a
     * topic's 2) the learner has passed on a site, each once, whatever the
     * learning cycle.
     */
    async passedCounts(userId: number, siteId: number) {
      const theory = sql`${examAttempts.relationType} = ${ExamRelationType.certification}`;
      const [row] = await db
        .select({
          exams: sql<number>`count(distinct ${examAttempts.relationId}) filter (where ${theory})::int`,
          quizzes: sql<number>`count(distinct (${examAttempts.relationType}, ${examAttempts.relationId})) filter (where not ${theory})::int`,
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
