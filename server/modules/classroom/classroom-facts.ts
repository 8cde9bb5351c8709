import { and, asc, eq, inArray } from "drizzle-orm";
import { LIVE_ENROLMENT_STATES } from "#contract/classroom-rules.ts";
import type { Db } from "#db/client.ts";
import { classroomEnrolments, classrooms } from "#db/schema/classroom.ts";

/**
 * What other modules may read of classroom training: a learner's live
 * enrolments on a site (pending, approved or checked in: training not
 * finished yet), soonest session first, in one query.
 */
export function createClassroomFacts(db: Db) {
  return {
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
  };
}

export type ClassroomFacts = ReturnType<typeof createClassroomFacts>;
