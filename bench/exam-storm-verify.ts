import { inArray, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { examAnswers, examAttempts } from "#db/schema/exam.ts";
import type { StormLog } from "./exam-candidate-flow.ts";

export type Verification = {
  answersAcknowledged: number;
  /** Acknowledged answers found in exam_answers with the letters that were sent. */
  answersFound: number;
  /** Acknowledged answers missing from exam_answers. */
  answersLost: number;
  /** Acknowledged answers present with other letters than were sent. */
  answersChanged: number;
  attemptsSubmitted: number;
  /** Submitted attempts that are the candidate's only attempt, graded, with the score the submission returned. */
  attemptsGraded: number;
  /** Candidates with more than one attempt row, or a submitted attempt not graded or graded with another score. */
  attemptProblems: string[];
};

const CHUNK = 5000;

/**
 * Reads back, straight from the database after the server has stopped, what
 * the server acknowledged: each saved answer in exam_answers with the letters
 * sent, and each submitted attempt graded once — one attempt row per
 * candidate, state graded, the score the submission answered with.
 */
export async function verifyStorm(db: Db, log: StormLog): Promise<Verification> {
  const attemptIds = [...new Set(log.answers.map((answer) => answer.attemptId))];
  const stored = new Map<string, string>();
  for (let i = 0; i < attemptIds.length; i += CHUNK) {
    const rows = await db
      .select({
        attemptId: examAnswers.attemptId,
        questionId: examAnswers.attemptQuestionId,
        answer: examAnswers.answer,
      })
      .from(examAnswers)
      .where(inArray(examAnswers.attemptId, attemptIds.slice(i, i + CHUNK)));
    for (const row of rows) stored.set(`${row.attemptId}:${row.questionId}`, row.answer);
  }
  let answersFound = 0;
  let answersLost = 0;
  let answersChanged = 0;
  for (const answer of log.answers) {
    const letters = stored.get(`${answer.attemptId}:${answer.questionHisId}`);
    if (letters === undefined) answersLost++;
    else if (letters !== answer.letters) answersChanged++;
    else answersFound++;
  }

  const userIds = [...log.attemptsStarted.keys()];
  const attemptsOf = new Map<number, { id: number; state: string; score: number | null }[]>();
  for (let i = 0; i < userIds.length; i += CHUNK) {
    const rows = await db
      .select({
        userId: examAttempts.userId,
        id: examAttempts.id,
        state: examAttempts.state,
        score: examAttempts.score,
      })
      .from(examAttempts)
      .where(inArray(examAttempts.userId, userIds.slice(i, i + CHUNK)))
      .orderBy(sql`${examAttempts.id}`);
    for (const { userId, ...attempt } of rows)
      attemptsOf.set(userId, [...(attemptsOf.get(userId) ?? []), attempt]);
  }
  const attemptProblems: string[] = [];
  for (const [userId, attempts] of attemptsOf)
    if (attempts.length !== 1)
      attemptProblems.push(`user ${userId}: ${attempts.length} attempt rows`);
  let attemptsGraded = 0;
  for (const submission of log.submissions) {
    const attempts = attemptsOf.get(submission.userId) ?? [];
    const attempt = attempts.find((a) => a.id === submission.attemptId);
    if (!attempt) attemptProblems.push(`attempt ${submission.attemptId}: missing`);
    else if (attempt.state !== "graded")
      attemptProblems.push(`attempt ${submission.attemptId}: ${attempt.state}`);
    else if (attempt.score !== submission.score)
      attemptProblems.push(
        `attempt ${submission.attemptId}: score ${attempt.score}, submission answered ${submission.score}`,
      );
    else if (attempts.length === 1) attemptsGraded++;
  }

  return {
    answersAcknowledged: log.answers.length,
    answersFound,
    answersLost,
    answersChanged,
    attemptsSubmitted: log.submissions.length,
    attemptsGraded,
    attemptProblems,
  };
}
