import { classrooms } from "#db/schema/classroom.ts";
import type { TestApp } from "../../testing.ts";

const HOUR = 3_600_000;

/**
 * A classroom session of a test's own: an onsite HCSP workshop on /en,
 * published an hour ago, starting `startsIn` ms from now (negative: begun)
 * and `hours` long; `values` change any of it.
 */
export async function insertSession(
  t: TestApp,
  id: number,
  startsIn: number,
  hours: number,
  values: Partial<typeof classrooms.$inferInsert> = {},
) {
  const startsAt = new Date(Date.now() + startsIn);
  const [row] = await t.database.db
    .insert(classrooms)
    .values({
      id,
      siteId: 1,
      languageId: 1,
      certificationReleaseId: 102,
      classroomName: "Test session",
      type: 0,
      format: 1,
      trainerName: "Trainer",
      capacity: 10,
      startsAt,
      endsAt: new Date(startsAt.getTime() + hours * HOUR),
      timeZone: "Europe/London",
      countryCode: "GB",
      publishedAt: new Date(Date.now() - HOUR),
      ...values,
    })
    .returning();
  return row!;
}
