import { and, eq, inArray, or } from "drizzle-orm";
import { RelationType } from "#contract/catalogue-rules.ts";
import type { Db } from "#db/client.ts";
import { anyOf, param } from "#db/prepared.ts";
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
  // Built once and only executed after: every page a learner opens reads it (decision 0032).
  const registrationsOfLearner = db
    .select({
      relationType: registrations.relationType,
      relationId: registrations.relationId,
      status: registrations.status,
      id: registrations.id,
    })
    .from(registrations)
    .where(
      and(
        eq(registrations.userId, param("userId")),
        or(
          and(
            eq(registrations.relationType, RelationType.certification),
            anyOf(registrations.relationId, "certificationReleaseIds"),
          ),
          and(
            inArray(registrations.relationType, [RelationType.course, RelationType.video]),
            anyOf(registrations.relationId, "courseReleaseIds"),
          ),
        ),
      ),
    )
    .prepare("registrations_of_learner");

  return {
    /**
     * Every registration row of the learner for the given certification
     * releases and course or video releases: one query, whatever their number.
     */
    async registrationsOf(
      userId: number,
      wanted: { certificationReleaseIds: readonly number[]; courseReleaseIds: readonly number[] },
    ): Promise<RegistrationFact[]> {
      if (wanted.certificationReleaseIds.length === 0 && wanted.courseReleaseIds.length === 0)
        return [];
      return registrationsOfLearner.execute({
        userId,
        certificationReleaseIds: [...wanted.certificationReleaseIds],
        courseReleaseIds: [...wanted.courseReleaseIds],
      });
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
