import { count, eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { practiceLabs } from "#db/schema/practice.ts";

/**
 * What other modules may know of the practice labs: the catalogue shows a
 * course's "Hands-on practice" only when it offers labs, so it reads their
 * number per course release of a site here, in one query, with its snapshot.
 */
export function createPracticeFacts(db: Db) {
  return {
    /** The number of labs of each course release of the site that offers any. */
    async labCounts(siteId: number): Promise<Map<number, number>> {
      const rows = await db
        .select({ courseReleaseId: practiceLabs.courseReleaseId, labs: count() })
        .from(practiceLabs)
        .where(eq(practiceLabs.siteId, siteId))
        .groupBy(practiceLabs.courseReleaseId);
      return new Map(rows.map((row) => [row.courseReleaseId, row.labs]));
    },
  };
}

export type PracticeFacts = ReturnType<typeof createPracticeFacts>;
