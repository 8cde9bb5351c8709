/*
 * Rules of the survey popup (frame §5 "Survey") shared by the browser and the
 * server, free of zod (decision 0005).
 */

/** Question types: '0' single choice, '1' multiple choice, '2' free text. */
export const QuestionType = { single: "0", multiple: "1", text: "2" } as const;
export type QuestionTypeValue = (typeof QuestionType)[keyof typeof QuestionType];

/** A free-text answer has at most 200 characters. */
export const SURVEY_TEXT_MAX = 200;

/** Multiple-choice answers are sent joined by commas. */
export const joinChoices = (values: readonly string[]) => values.join(",");
export const splitChoices = (answer: string) =>
  answer
    .split(",")
    .map((value) => value.trim())
    .filter((value) => value !== "");

export type SurveyQuestionRule = {
  id: number;
  type: QuestionTypeValue;
  required: "0" | "1";
};

/** An answer counts when it has something other than blanks. */
export const isAnswered = (answer: string | undefined) => (answer ?? "").trim() !== "";

/** Submit is enabled only when every required question has a non-empty answer. */
export function canSubmitSurvey(
  questions: readonly SurveyQuestionRule[],
  answers: Readonly<Record<number, string>>,
): boolean {
  return questions.every(
    (question) => question.required !== "1" || isAnswered(answers[question.id]),
  );
}

/** The answers sent: only non-empty ones, in the questions' order (frame §5). */
export function surveyContent(
  questions: readonly SurveyQuestionRule[],
  answers: Readonly<Record<number, string>>,
): { questionId: number; answer: string }[] {
  return questions
    .filter((question) => isAnswered(answers[question.id]))
    .map((question) => ({ questionId: question.id, answer: answers[question.id]!.trim() }));
}
