import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { LIVE_ENROLMENT_STATES } from "#contract/classroom-rules.ts";
import type { Db } from "#db/client.ts";
import { classroomEnrolments, classrooms, practicalExamEnrolments } from "#db/schema/classroom.ts";

/** What other modules may read of classroom training. */
export function createClassroomFacts(db: Db) {
  return {
    /**
     * Which of these invitation codes a learner's classroom seat or practical
     * exam enrolment that still stands was made with (a seat reserved, pending,
     * approved or checked in; an exam enrolment pending or approved): the codes
     * that hold the learner's country (decision 0044).
     */
    async codesStanding(userId: number, codes: string[]): Promise<Set<string>> {
      if (codes.length === 0) return new Set();
      const [seats, exams] = await Promise.all([
        db
          .select({ code: classroomEnrolments.invitationCode })
          .from(classroomEnrolments)
          .where(
            and(
              eq(classroomEnrolments.userId, userId),
              inArray(classroomEnrolments.invitationCode, codes),
              inArray(classroomEnrolments.status, ["reserved", ...LIVE_ENROLMENT_STATES]),
            ),
          ),
        db
          .select({ code: practicalExamEnrolments.invitationCode })
          .from(practicalExamEnrolments)
          .where(
            and(
              eq(practicalExamEnrolments.userId, userId),
              inArray(practicalExamEnrolments.invitationCode, codes),
              inArray(practicalExamEnrolments.status, ["pending", "approved"]),
            ),
          ),
      ]);
      return new Set([...seats, ...exams].flatMap((row) => (row.code ? [row.code] : [])));
    },

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
     * Sessions as an order shows them (decision 0023), with the learner's latest
     * enrolment in each (`reserved` while the order is open, pending or approved
     * once paid): one query whatever the number of sessions.
     */
    async orderSessions(userId: number, classroomIds: number[]) {
      if (classroomIds.length === 0) return new Map<number, OrderSessionFacts>();
      const rows = await db
        .select({
          id: classrooms.id,
          classroomName: classrooms.classroomName,
          startsAt: classrooms.startsAt,
          endsAt: classrooms.endsAt,
          timeZone: classrooms.timeZone,
          type: classrooms.type,
          location: classrooms.location,
          certificationReleaseId: classrooms.certificationReleaseId,
          enrolmentStatus: classroomEnrolments.status,
        })
        .from(classrooms)
        .leftJoin(
          classroomEnrolments,
          and(
            eq(classroomEnrolments.classroomId, classrooms.id),
            eq(classroomEnrolments.userId, userId),
          ),
        )
        .where(inArray(classrooms.id, classroomIds))
        .orderBy(asc(classroomEnrolments.id));
      // The latest enrolment wins (a lapsed order's cancelled seat, then a paid one).
      return new Map(rows.map((row) => [row.id, row as OrderSessionFacts]));
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

    /**
     * Whether the user is the trainer of any classroom session: a trainer shows
     * the check-in code and records attendance, so signs in as staff does.
     */
    async trainsSessions(userId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: classrooms.id })
        .from(classrooms)
        .where(eq(classrooms.trainerUserId, userId))
        .limit(1);
      return Boolean(row);
    },
  };
}

export type OrderSessionFacts = {
  id: number;
  classroomName: string;
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
  type: number;
  location: string;
  certificationReleaseId: number | null;
  enrolmentStatus: string | null;
};

export type ClassroomFacts = ReturnType<typeof createClassroomFacts>;
