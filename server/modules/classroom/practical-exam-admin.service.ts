import { and, asc, eq, sql } from "drizzle-orm";
import { Code } from "#contract/codes.ts";
import {
  PRACTICAL_EXAM,
  type PracticalEnrolmentState,
  type PracticalResult,
} from "#contract/practical-exam.ts";
import type { Db } from "#db/client.ts";
import { practicalExamEnrolments, practicalExams } from "#db/schema/classroom.ts";
import { lockSession } from "./session-lock.ts";
import { ApiError, notFound } from "../../errors.ts";
import type { Scope } from "../../scope.ts";

export type PracticalExamAdminDeps = {
  db: Db;
  /** Names and e-mails of learners (identity's users service). */
  users: { byIds(ids: number[]): Promise<Map<number, { name: string; email: string }>> };
  clock?: () => Date;
};

/**
 * The site approver's side of practical exams (issue 12 "Approver"): the
 * enrolments of the site's sessions, approving and rejecting them (a
 * rejection gives the seat back), and recording the result once the exam has
 * begun: a score out of 100, passed at 80 (frame §9), or absent. A success
 * moves the certification to apply (catalogue status, practical-exam-facts).
 */
export function createPracticalExamAdmin(deps: PracticalExamAdminDeps) {
  const { db } = deps;
  const clock = deps.clock ?? (() => new Date());

  /** An enrolment in a session of this site, locked for the decision. */
  async function enrolmentOnSite(tx: Pick<Db, "select">, scope: Scope, id: number) {
    // The session's row is locked before the enrolment's, the order enrolling takes them in
    // (the seat, then the row): a decision and an enrolment at once wait, never deadlock.
    const [found] = await tx
      .select({ practicalExamId: practicalExamEnrolments.practicalExamId })
      .from(practicalExamEnrolments)
      .where(
        and(eq(practicalExamEnrolments.id, id), eq(practicalExamEnrolments.siteId, scope.site.id)),
      );
    if (!found) throw notFound("No such enrolment");
    await lockSession(tx, practicalExams, found.practicalExamId);
    const [row] = await tx
      .select({ enrolment: practicalExamEnrolments, session: practicalExams })
      .from(practicalExamEnrolments)
      .innerJoin(practicalExams, eq(practicalExams.id, practicalExamEnrolments.practicalExamId))
      .where(
        and(eq(practicalExamEnrolments.id, id), eq(practicalExamEnrolments.siteId, scope.site.id)),
      )
      .for("update", { of: practicalExamEnrolments });
    if (!row) throw notFound("No such enrolment");
    return row;
  }

  return {
    /**
     * Sessions that have ended: enrolments nobody decided expired, and their
     * seats are given back, so they no longer count as the learner's current
     * practical exam (10009). As the classroom sweep does: rows locked as
     * picked, one another transaction holds skipped, moved only from pending.
     * Returns how many it settled.
     */
    async settleEnded(limit = 500): Promise<number> {
      const now = clock().toISOString();
      const result = (await db.execute(sql`
        with ended as (
          select e.id from ${practicalExamEnrolments} e
          join ${practicalExams} p on p.id = e.practical_exam_id
          where p.ends_at < ${now}::timestamptz and e.status = 'pending'
          order by e.id
          limit ${limit}
          for update of e skip locked
        ),
        moved as (
          update ${practicalExamEnrolments} e
          set status = 'expired', updated_at = ${now}::timestamptz
          from ended
          where e.id = ended.id and e.status = 'pending'
          returning e.practical_exam_id
        ),
        freed as (
          update ${practicalExams} p
          set seats_taken = p.seats_taken - expired.n
          from (select practical_exam_id, count(*)::int as n from moved
                group by practical_exam_id) expired
          where p.id = expired.practical_exam_id
          returning 1
        )
        select count(*)::int as settled from moved`)) as unknown as {
        rows: { settled: number }[];
      };
      return result.rows[0]?.settled ?? 0;
    },

    /** GET /admin/practicalExam/enrolments: the site's enrolments in one state, by session. */
    async enrolments(
      scope: Scope,
      filter: {
        practicalExamId?: number | undefined;
        status: PracticalEnrolmentState;
        pageNum: number;
        pageSize: number;
      },
    ) {
      const rows = await db
        .select({ enrolment: practicalExamEnrolments, session: practicalExams })
        .from(practicalExamEnrolments)
        .innerJoin(practicalExams, eq(practicalExams.id, practicalExamEnrolments.practicalExamId))
        .where(
          and(
            eq(practicalExamEnrolments.siteId, scope.site.id),
            eq(practicalExamEnrolments.status, filter.status),
            filter.practicalExamId === undefined
              ? undefined
              : eq(practicalExamEnrolments.practicalExamId, filter.practicalExamId),
          ),
        )
        .orderBy(
          asc(practicalExams.startsAt),
          asc(practicalExamEnrolments.createdAt),
          asc(practicalExamEnrolments.id),
        )
        .limit(filter.pageSize)
        .offset((filter.pageNum - 1) * filter.pageSize);
      const learners = await deps.users.byIds([...new Set(rows.map((r) => r.enrolment.userId))]);
      return rows.map(({ enrolment, session }) => ({
        id: enrolment.id,
        practicalExamId: session.id,
        practicalExamName: session.practicalExamName,
        startsAt: session.startsAt.toISOString(),
        status: enrolment.status,
        result: enrolment.result,
        score: enrolment.score,
        learnerName: learners.get(enrolment.userId)?.name ?? "",
        learnerEmail: learners.get(enrolment.userId)?.email ?? "",
        dietaryRequirements: enrolment.dietaryRequirements,
        allergies: enrolment.allergies,
        createdAt: enrolment.createdAt.toISOString(),
      }));
    },

    /** POST /admin/practicalExam/approve and /reject. */
    async decide(scope: Scope, id: number, decision: "approved" | "rejected") {
      const now = clock();
      return db.transaction(async (tx) => {
        const { enrolment } = await enrolmentOnSite(tx, scope, id);
        const from: PracticalEnrolmentState[] =
          decision === "approved" ? ["pending"] : ["pending", "approved"];
        if (!from.includes(enrolment.status))
          throw new ApiError(Code.repeatSubmit, `This enrolment is ${enrolment.status} already`);
        await tx
          .update(practicalExamEnrolments)
          .set({ status: decision, decidedAt: now, updatedAt: now })
          .where(eq(practicalExamEnrolments.id, enrolment.id));
        if (decision === "rejected")
          await tx
            .update(practicalExams)
            .set({ seatsTaken: sql`${practicalExams.seatsTaken} - 1`, updatedAt: now })
            .where(eq(practicalExams.id, enrolment.practicalExamId));
        return { id: enrolment.id, status: decision };
      });
    },

    /** POST /admin/practicalExam/result: an approved enrolment's score (pass 80) or absence. */
    async recordResult(
      scope: Scope,
      id: number,
      input: { score?: number | undefined; absent: boolean },
    ) {
      const now = clock();
      return db.transaction(async (tx) => {
        const { enrolment, session } = await enrolmentOnSite(tx, scope, id);
        if (now.getTime() < session.startsAt.getTime())
          throw new ApiError(Code.forbidden, "A result is recorded once the exam has begun");
        if (enrolment.status !== "approved" && enrolment.status !== "finished")
          throw new ApiError(Code.forbidden, `A ${enrolment.status} enrolment has no result`);
        const score = input.absent ? null : input.score!;
        const result: PracticalResult =
          score === null ? "absent" : score >= PRACTICAL_EXAM.passScore ? "success" : "fail";
        await tx
          .update(practicalExamEnrolments)
          .set({ status: "finished", result, score, updatedAt: now })
          .where(eq(practicalExamEnrolments.id, enrolment.id));
        return { id: enrolment.id, status: "finished" as const, result, score };
      });
    },
  };
}

export type PracticalExamAdmin = ReturnType<typeof createPracticalExamAdmin>;
