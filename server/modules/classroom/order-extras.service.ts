import { and, desc, eq, isNotNull, or } from "drizzle-orm";
import type { LatestOrdering } from "#contract/classroom.ts";
import type { Db } from "#db/client.ts";
import { classroomEnrolments, practicalExamEnrolments } from "#db/schema/classroom.ts";
import type { Scope } from "../../scope.ts";

/**
 * The learner's order extras (frame §3 "Classroom training: order extras:
 * dietary requirements, allergies"): what they told the kitchen last time, so
 * the meal form of the next enrolment starts from it.
 */
export function createOrderExtras(db: Db) {
  /** The newest enrolment of one table on the site that gave any extra. */
  async function latestOf(
    table: typeof classroomEnrolments | typeof practicalExamEnrolments,
    scope: Scope,
    userId: number,
  ) {
    const [row] = await db
      .select({
        dietaryRequirements: table.dietaryRequirements,
        allergies: table.allergies,
        createdAt: table.createdAt,
        id: table.id,
      })
      .from(table)
      .where(
        and(
          eq(table.userId, userId),
          eq(table.siteId, scope.site.id),
          or(isNotNull(table.dietaryRequirements), isNotNull(table.allergies)),
        ),
      )
      .orderBy(desc(table.createdAt), desc(table.id))
      .limit(1);
    return row;
  }

  return {
    /**
     * POST /user/registration/getLatestOrderingByUserId: the extras of the
     * learner's most recent classroom or practical-exam enrolment on this site
     * that gave any, cancelled ones included (the learner's diet did not
     * change with the plan); null when none did.
     */
    async latest(scope: Scope, userId: number): Promise<LatestOrdering> {
      const [classroom, practical] = await Promise.all([
        latestOf(classroomEnrolments, scope, userId),
        latestOf(practicalExamEnrolments, scope, userId),
      ]);
      const newest =
        classroom && practical
          ? classroom.createdAt.getTime() >= practical.createdAt.getTime()
            ? classroom
            : practical
          : (classroom ?? practical);
      if (!newest) return null;
      return { dietaryRequirements: newest.dietaryRequirements, allergies: newest.allergies };
    },
  };
}

export type OrderExtras = ReturnType<typeof createOrderExtras>;
