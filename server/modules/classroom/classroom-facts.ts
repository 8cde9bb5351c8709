import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { LIVE_ENROLMENT_STATES } from "#contract/classroom-rules.ts";
import type { Db } from "#db/client.ts";
import { classroomEnrolments, classrooms } from "#db/schema/classroom.ts";

/** What other modules may read of classroom training. */
export function createClassroomFacts(db: Db) {
  return {
    /**
     * A learner's live enrolments on a site (pending, approved or checked in:
     * training not finished yet), soonest session first, in one query.
     */
    async liveEnrolments(userId: number, siteId: number) {
      return db
        .select({
          classroomId: classrooms.id,
          classroomName: classrooms.classroomName,
          certificationReleaseId: classrooms.certificationReleaseId,
          startsAt: classrooms.startsAt,
          status: classroomEnrolments.status,
          createdAt: classroomEnrolments.createdAt,
        })
        .from(classroomEnrolments)
        .innerJoin(classrooms, eq(classrooms.id, classroomEnrolments.classroomId))
        .where(
          and(
            eq(classroomEnrolments.userId, userId),
            eq(classroomEnrolments.siteId, siteId),
            inArray(classroomEnrolments.status, [...LIVE_ENROLMENT_STATES]),
          ),
        )
        .orderBy(asc(classrooms.startsAt));
    },

    /**
     * The learner's finished sessions on a site and their credits, by the UTC
     * month ("YYYY-MM") the session ended: issue 12, a classroom's credits
     * count once the enrolment is finished — not while it is checked in, nor
     * when the learner was absent. Summed in one query.
     */
    async finishedCreditsByMonth(userId: number, siteId: number) {
      const month = sql<string>`to_char(${classrooms.endsAt} at time zone 'UTC', 'YYYY-MM')`;
      return db
        .select({
          month,
          sessions: sql<number>`count(*)::int`,
          credits: sql<number>`coalesce(sum(${classrooms.credits}), 0)::int`,
        })
        .from(classroomEnrolments)
        .innerJoin(classrooms, eq(classrooms.id, classroomEnrolments.classroomId))
        .where(
          and(
            eq(classroomEnrolments.userId, userId),
            eq(classroomEnrolments.siteId, siteId),
            eq(classroomEnrolments.status, "finished"),
          ),
        )
        .groupBy(month);
    },
  };
}

export type ClassroomFacts = ReturnType<typeof createClassroomFacts>;
