import { and, eq, type SQL } from "drizzle-orm";
import { examAttempts } from "#db/schema/exam.ts";

/** The attempts of one learner at one release (the partial unique index and the user index lead with these). */
export const attemptsOf = (of: { userId: number; relationType: number; relationId: number }): SQL =>
  and(
    eq(examAttempts.userId, of.userId),
    eq(examAttempts.relationType, of.relationType),
    eq(examAttempts.relationId, of.relationId),
  )!;
