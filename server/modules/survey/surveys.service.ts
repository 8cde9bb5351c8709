import { and, asc, desc, eq } from "drizzle-orm";
import { Code } from "#contract/codes.ts";
import type { Survey, SurveyDetail } from "#contract/survey.ts";
import { QuestionType, SURVEY_TEXT_MAX, isAnswered, splitChoices } from "#contract/survey-rules.ts";
import type { Db } from "#db/client.ts";
import { surveyQuestions, surveyReleases, surveyResponses } from "#db/schema/survey.ts";
import { ApiError, badRequest, notFound } from "../../errors.ts";
import type { Scope } from "../../scope.ts";

type Answer = { questionId: number; answer: string };

/**
 * The survey popup (frame §3 "Survey", §5): the site's released survey in the
 * page's language, and one submission per user and survey.
 */
export function createSurveys(db: Db) {
  /** The newest released survey of the site in this language, with its questions. */
  async function released(scope: Scope) {
    const [release] = await db
      .select()
      .from(surveyReleases)
      .where(
        and(
          eq(surveyReleases.siteId, scope.site.id),
          eq(surveyReleases.languageId, scope.language.id),
          eq(surveyReleases.released, true),
        ),
      )
      .orderBy(desc(surveyReleases.id))
      .limit(1);
    if (!release) return null;
    const questions = await db
      .select()
      .from(surveyQuestions)
      .where(eq(surveyQuestions.releaseSurveyId, release.id))
      .orderBy(asc(surveyQuestions.position), asc(surveyQuestions.id));
    return { release, questions };
  }

  /** The learner's answers to the survey, by question, or null before they answer. */
  async function answersOf(
    releaseSurveyId: number,
    userId: number,
  ): Promise<Map<number, string> | null> {
    const [row] = await db
      .select({ content: surveyResponses.content })
      .from(surveyResponses)
      .where(
        and(
          eq(surveyResponses.releaseSurveyId, releaseSurveyId),
          eq(surveyResponses.userId, userId),
        ),
      )
      .limit(1);
    return row ? new Map(row.content.map((entry) => [entry.questionId, entry.answer])) : null;
  }

  /** Why an answer is refused, or null (frame §5): one message per failing question. */
  function refusal(
    question: typeof surveyQuestions.$inferSelect | undefined,
    answer: string,
  ): string | null {
    if (!question) return "not a question of this survey";
    if (question.type === QuestionType.text)
      return answer.trim().length > SURVEY_TEXT_MAX
        ? `at most ${SURVEY_TEXT_MAX} characters`
        : null;
    const chosen = splitChoices(answer);
    if (question.type === QuestionType.single && chosen.length > 1) return "choose one option";
    const offered = new Set(question.options);
    return chosen.every((value) => offered.has(value)) ? null : "not an option of this question";
  }

  return {
    /** GET /user/survey/detail: popUp only while the user has not answered it. */
    async detail(scope: Scope, userId: number): Promise<SurveyDetail> {
      const found = await released(scope);
      if (!found) return { popUp: false, config: false, survey: null };
      const { release, questions } = found;
      const answers = await answersOf(release.id, userId);
      const survey: Survey = {
        id: release.id,
        surveyName: release.surveyName,
        description: release.description,
        questions: questions.map((question) => ({
          id: question.id,
          content: question.content,
          type: question.type,
          required: question.required,
          option: question.options.map((value) => ({ value })),
          answer: answers?.get(question.id) ?? "",
        })),
      };
      const popUp = release.popUp && answers === null;
      return { popUp, config: true, survey };
    },

    /**
     * POST /user/survey/save: every answer checked against the survey before
     * one row holds them all; a second submission is refused (10002).
     */
    async save(
      scope: Scope,
      userId: number,
      input: { releaseSurveyId: number; content: readonly Answer[] },
    ): Promise<void> {
      const found = await released(scope);
      // Only the site's current survey in this language takes answers.
      if (!found || found.release.id !== input.releaseSurveyId)
        throw notFound("No such survey on this site");
      const byId = new Map(found.questions.map((question) => [question.id, question]));
      const fields: Record<string, string> = {};
      const kept = new Map<number, string>();
      for (const { questionId, answer } of input.content) {
        const key = `question.${questionId}`;
        if (kept.has(questionId)) fields[key] = "answered twice";
        const why = refusal(byId.get(questionId), answer);
        if (why) fields[key] = why;
        else if (isAnswered(answer)) kept.set(questionId, answer.trim());
      }
      for (const question of found.questions) {
        if (
          question.required === "1" &&
          !kept.has(question.id) &&
          !fields[`question.${question.id}`]
        )
          fields[`question.${question.id}`] = "required";
      }
      if (Object.keys(fields).length > 0) throw badRequest(fields, "Some answers are not valid");
      const [row] = await db
        .insert(surveyResponses)
        .values({
          releaseSurveyId: found.release.id,
          userId,
          content: [...kept].map(([questionId, answer]) => ({ questionId, answer })),
        })
        // Two submissions racing: the unique index lets one through.
        .onConflictDoNothing()
        .returning({ id: surveyResponses.id });
      if (!row) throw new ApiError(Code.repeatSubmit, "You have already answered this survey");
    },
  };
}
