import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import {
  classroomEnrolments,
  classroomEvaluations,
  classroomWaitingEntries,
  classrooms,
  practicalExamEnrolments,
  practicalExams,
} from "#db/schema/classroom.ts";

/** Enrolments that hold a seat and may still be given back (decision 0017). */
const RELEASABLE = ["pending", "approved"] as const;

/**
 * A learner's classroom and practical-exam data: read for their export, and
 * erased when they delete their account (decision 0022). Each read is one
 * query, whatever the number of rows.
 */
export function createClassroomLearnerData(db: Db) {
  return {
    async exportOf(userId: number) {
      const [classroomRows, practicalRows, evaluations] = await Promise.all([
        db
          .select({
            classroomId: classroomEnrolments.classroomId,
            classroomName: classrooms.classroomName,
            startsAt: classrooms.startsAt,
            status: classroomEnrolments.status,
            dietaryRequirements: classroomEnrolments.dietaryRequirements,
            allergies: classroomEnrolments.allergies,
            invitationCode: classroomEnrolments.invitationCode,
            decidedAt: classroomEnrolments.decidedAt,
            cancelledAt: classroomEnrolments.cancelledAt,
            createdAt: classroomEnrolments.createdAt,
          })
          .from(classroomEnrolments)
          .innerJoin(classrooms, eq(classrooms.id, classroomEnrolments.classroomId))
          .where(eq(classroomEnrolments.userId, userId))
          .orderBy(asc(classroomEnrolments.createdAt)),
        db
          .select({
            practicalExamId: practicalExamEnrolments.practicalExamId,
            practicalExamName: practicalExams.practicalExamName,
            startsAt: practicalExams.startsAt,
            status: practicalExamEnrolments.status,
            result: practicalExamEnrolments.result,
            score: practicalExamEnrolments.score,
            dietaryRequirements: practicalExamEnrolments.dietaryRequirements,
            allergies: practicalExamEnrolments.allergies,
            invitationCode: practicalExamEnrolments.invitationCode,
            decidedAt: practicalExamEnrolments.decidedAt,
            cancelledAt: practicalExamEnrolments.cancelledAt,
            createdAt: practicalExamEnrolments.createdAt,
          })
          .from(practicalExamEnrolments)
          .innerJoin(practicalExams, eq(practicalExams.id, practicalExamEnrolments.practicalExamId))
          .where(eq(practicalExamEnrolments.userId, userId))
          .orderBy(asc(practicalExamEnrolments.createdAt)),
        db
          .select({
            classroomId: classroomEvaluations.classroomId,
            overall: classroomEvaluations.overall,
            trainer: classroomEvaluations.trainer,
            content: classroomEvaluations.content,
            comment: classroomEvaluations.comment,
            createdAt: classroomEvaluations.createdAt,
          })
          .from(classroomEvaluations)
          .where(eq(classroomEvaluations.userId, userId))
          .orderBy(asc(classroomEvaluations.createdAt)),
      ]);
      return { classrooms: classroomRows, practicalExams: practicalRows, evaluations };
    },

    /**
     * Account deletion: seats of sessions that have not begun are given back
     * (their enrolments cancelled, as if the learner had cancelled); what the
     * learner told about their health (dietary requirements, allergies) and
     * wrote in evaluations goes. Attendance, results and scores stay, tied to
     * the anonymous record: the sessions' counts and trainers' ratings hold.
     */
    async erase(tx: Db, userId: number, now: Date) {
      await releaseSeats(tx, classrooms, classroomEnrolments, "classroomId", userId, now);
      await releaseSeats(
        tx,
        practicalExams,
        practicalExamEnrolments,
        "practicalExamId",
        userId,
        now,
      );
      await tx
        .update(classroomEnrolments)
        .set({ dietaryRequirements: null, allergies: null })
        .where(eq(classroomEnrolments.userId, userId));
      await tx
        .update(practicalExamEnrolments)
        .set({ dietaryRequirements: null, allergies: null })
        .where(eq(practicalExamEnrolments.userId, userId));
      await tx
        .update(classroomEvaluations)
        .set({ comment: "" })
        .where(eq(classroomEvaluations.userId, userId));
      // Off every waiting list (a freed seat must not go to an erased learner), extras emptied.
      await tx
        .update(classroomWaitingEntries)
        .set({ status: "left", endedAt: now, updatedAt: now })
        .where(
          and(
            eq(classroomWaitingEntries.userId, userId),
            eq(classroomWaitingEntries.status, "waiting"),
          ),
        );
      await tx
        .update(classroomWaitingEntries)
        .set({ dietaryRequirements: null, allergies: null })
        .where(eq(classroomWaitingEntries.userId, userId));
    },
  };
}

/**
 * Cancels the learner's seat-holding enrolments in sessions not begun and
 * gives each seat back; the sessions' rows are locked first, in id order, as
 * enrolling and cancelling lock them (session-lock.ts).
 */
async function releaseSeats(
  tx: Db,
  sessions: typeof classrooms | typeof practicalExams,
  enrolments: typeof classroomEnrolments | typeof practicalExamEnrolments,
  sessionColumn: "classroomId" | "practicalExamId",
  userId: number,
  now: Date,
) {
  const sessionIdOf =
    sessionColumn === "classroomId"
      ? classroomEnrolments.classroomId
      : practicalExamEnrolments.practicalExamId;
  const live = await tx
    .select({ sessionId: sessions.id })
    .from(enrolments)
    .innerJoin(sessions, eq(sessions.id, sessionIdOf))
    .where(
      and(
        eq(enrolments.userId, userId),
        inArray(enrolments.status, [...RELEASABLE]),
        gt(sessions.startsAt, now),
      ),
    )
    .orderBy(asc(sessions.id));
  if (live.length === 0) return;
  const ids = live.map((row) => row.sessionId);
  await tx
    .select({ id: sessions.id })
    .from(sessions)
    .where(inArray(sessions.id, ids))
    .for("update");
  const cancelled = await tx
    .update(enrolments)
    .set({ status: "cancelled", cancelledAt: now, updatedAt: now })
    .where(
      and(
        eq(enrolments.userId, userId),
        inArray(enrolments.status, [...RELEASABLE]),
        inArray(sessionIdOf, ids),
      ),
    )
    .returning({ sessionId: sessionIdOf });
  const freed = new Map<number, number>();
  for (const row of cancelled) freed.set(row.sessionId, (freed.get(row.sessionId) ?? 0) + 1);
  for (const [sessionId, seats] of freed)
    await tx
      .update(sessions)
      .set({ seatsTaken: sql`${sessions.seatsTaken} - ${seats}`, updatedAt: now })
      .where(eq(sessions.id, sessionId));
}
