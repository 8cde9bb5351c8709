import { asc, eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { examAnswers, examAttemptQuestions, examAttempts } from "#db/schema/exam.ts";

/**
 * A learner's exam and quiz attempts for their export, with the letters they
 * chose: never the questions' correct options (the answer key stays the
 * exam's). Two queries, whatever the number of attempts. Account deletion
 * leaves attempts, anonymous (decision 0022): they count in the papers' results.
 */
export function createExamLearnerData(db: Db) {
  return {
    async exportOf(userId: number) {
      const [attempts, answers] = await Promise.all([
        db
          .select({
            id: examAttempts.id,
            siteId: examAttempts.siteId,
            relationType: examAttempts.relationType,
            relationId: examAttempts.relationId,
            kind: examAttempts.kind,
            startedAt: examAttempts.startedAt,
            deadline: examAttempts.deadline,
            state: examAttempts.state,
            score: examAttempts.score,
            totalScore: examAttempts.totalScore,
            passScore: examAttempts.passScore,
            passStatus: examAttempts.passStatus,
            gradedAt: examAttempts.gradedAt,
            supersededAt: examAttempts.supersededAt,
          })
          .from(examAttempts)
          .where(eq(examAttempts.userId, userId))
          .orderBy(asc(examAttempts.startedAt)),
        db
          .select({
            attemptId: examAnswers.attemptId,
            position: examAttemptQuestions.position,
            questionType: examAttemptQuestions.questionType,
            answer: examAnswers.answer,
            savedAt: examAnswers.savedAt,
          })
          .from(examAnswers)
          .innerJoin(examAttempts, eq(examAttempts.id, examAnswers.attemptId))
          .innerJoin(
            examAttemptQuestions,
            eq(examAttemptQuestions.id, examAnswers.attemptQuestionId),
          )
          .where(eq(examAttempts.userId, userId))
          .orderBy(asc(examAnswers.attemptId), asc(examAttemptQuestions.position)),
      ]);
      const byAttempt = Map.groupBy(answers, (answer) => answer.attemptId);
      return {
        attempts: attempts.map((attempt) => ({
          ...attempt,
          answers: (byAttempt.get(attempt.id) ?? []).map(({ attemptId: _, ...answer }) => answer),
        })),
      };
    },
  };
}
