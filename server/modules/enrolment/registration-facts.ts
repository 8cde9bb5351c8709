import { and, eq, inArray, sql } from "drizzle-orm";
import { RelationType } from "#contract/catalogue-rules.ts";
import type { Db } from "#db/client.ts";
import { registrations } from "#db/schema/enrolment.ts";

export type RegistrationFact = {
  id: number;
  relationType: number;
  relationId: number;
  status: "pending" | "approved" | "rejected" | "cancelled";
};

/**
 * What other modules may know of a learner's registrations (the catalogue's
 * statuses), read from the enrolment tables by the module that owns them.
 */
export function createRegistrationFacts(db: Db) {
  return {
    /**
     * Every registration row of the learner for the given certification
     * releases and course or video releases: one query, whatever their number.
     */
    async registrationsOf(
      userId: number,
      wanted: { certificationReleaseIds: readonly number[]; courseReleaseIds: readonly number[] },
    ): Promise<RegistrationFact[]> {
      const filters = [
        wanted.certificationReleaseIds.length > 0 &&
          and(
            eq(registrations.relationType, RelationType.certification),
            inArray(registrations.relationId, [...wanted.certificationReleaseIds]),
          ),
        wanted.courseReleaseIds.length > 0 &&
          and(
            inArray(registrations.relationType, [RelationType.course, RelationType.video]),
            inArray(registrations.relationId, [...wanted.courseReleaseIds]),
          ),
      ].filter((f) => f !== false);
      if (filters.length === 0) return [];
      return db
        .select({
          relationType: registrations.relationType,
          relationId: registrations.relationId,
          status: registrations.status,
          id: registrations.id,
        })
        .from(registrations)
        .where(
          and(
            eq(registrations.userId, userId),
            filters.length === 1 ? filters[0] : sql`(${filters[0]} or ${filters[1]})`,
          ),
        );
    },

    /**
     * The learner's live (pending or approved) enrolments on a site in courses
     * and videos: their self-paced list (My Learning), in one query.
     */
    async liveCourseRegistrations(userId: number, siteId: number) {
      return db
        .select({
          relationType: registrations.relationType,
          relationId: registrations.relationId,
          status: registrations.status,
          createdAt: registrations.createdAt,
        })
        .from(registrations)
        .where(
          and(
            eq(registrations.userId, userId),
            eq(registrations.siteId, siteId),
            inArray(registrations.relationType, [RelationType.course, RelationType.video]),
            inArray(registrations.status, ["pending", "approved"]),
          ),
        );
    },

    /**
     * The certification releases the learner has a live (pending or approved)
     * registration for, on every site or on one.
     */
    async liveCertificationReleaseIds(userId: number, siteId?: number): Promise<number[]> {
      const rows = await db
        .select({ id: registrations.relationId })
        .from(registrations)
        .where(
          and(
            eq(registrations.userId, userId),
            siteId === undefined ? undefined : eq(registrations.siteId, siteId),
            eq(registrations.relationType, RelationType.certification),
            inArray(registrations.status, ["pending", "approved"]),
          ),
        );
      return rows.map((row) => row.id);
    },
  };
}

export type RegistrationFacts = ReturnType<typeof createRegistrationFacts>;
