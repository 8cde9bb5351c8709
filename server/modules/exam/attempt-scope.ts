import { and, eq, inArray, type SQL } from "drizzle-orm";
import { ExamRelationType } from "#contract/exam-rules.ts";
import type { Db } from "#db/client.ts";
import { examAttempts } from "#db/schema/exam.ts";

/** The attempts of one learner at one release (the partial unique index and the user index lead with these). */
export const attemptsOf = (of: { userId: number; relationType: number; relationId: number }): SQL =>
  and(
    eq(examAttempts.userId, of.userId),
    eq(examAttempts.relationType, of.relationType),
    eq(examAttempts.relationId, of.relationId),
  )!;

/**
 * The releases whose attempts count together with a release's (decision 0041): for a
 * theory exam every release of its certification (release-facts.ts), for a quiz its own.
 */
export type SiblingReleases = (releaseId: number, on?: Pick<Db, "select">) => Promise<number[]>;

/** Without the catalogue's answer: a release counts alone. */
export const releaseAlone: SiblingReleases = async (releaseId) => [releaseId];

/**
 * The attempts that count together (decision 0041): for a theory exam, the
 * learner's attempts at every release of the release's certification
 * (`releaseIds`, from SiblingReleases), so another site's release or a child
 * version shares the attempts, cycles, waiting period and seen questions; for
 * a quiz, the release's own.
 */
export const attemptsAcross = (
  of: { userId: number; relationType: number; relationId: number },
  releaseIds: readonly number[],
): SQL =>
  of.relationType === ExamRelationType.certification && releaseIds.length > 0
    ? and(
        eq(examAttempts.userId, of.userId),
        eq(examAttempts.relationType, of.relationType),
        inArray(examAttempts.relationId, [...new Set([of.relationId, ...releaseIds])]),
      )!
    : attemptsOf(of);
