import { eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import type { classrooms, practicalExams } from "#db/schema/classroom.ts";

/**
 * Locks a session's row, a classroom's or a practical exam's. Enrolling takes
 * the session's row first (the seat) and the enrolment's after; cancelling and
 * the approver's decisions lock in the same order, so any two of them wait on
 * each other instead of closing a lock cycle.
 */
export async function lockSession(
  tx: Pick<Db, "select">,
  table: typeof classrooms | typeof practicalExams,
  id: number,
): Promise<void> {
  await tx.select({ id: table.id }).from(table).where(eq(table.id, id)).for("update");
}
