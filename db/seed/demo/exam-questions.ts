import { QuestionType } from "#contract/exam-rules.ts";
import { LanguageId as L } from "./languages.ts";

/*
 * How the demo question banks are written (exam-banks-*.ts): each question
 * once, with its text in every language a release draws it in side by side
 * (English always, Arabic and German where such a release exists), and which
 * options are right stated once for every language. Options are shuffled when
 * a paper is drawn, so no option refers to another ("all of the above").
 *
 * What a question must have (checked here and by db/seed/exam.test.ts):
 * single choice at least three options and exactly one right; multiple choice
 * at least three options, at least two right and at least one wrong (a
 * multiple-choice question with one right answer would be a single-choice
 * question in disguise); true/false the two options "true, false" and one right.
 */

/** A choice question in one language: the stem, the options in order, the analysis shown after grading. */
export type ChoiceText = readonly [stem: string, options: readonly string[], analysis: string];
/** A true/false statement in one language and its analysis. */
export type StatementText = readonly [statement: string, analysis: string];

type Lang = "en" | "ar" | "de";
export type Texts<T> = { en: T; ar?: T; de?: T };

export type QuestionSeed = {
  type: number;
  texts: Texts<ChoiceText>;
  /** Indexes of the right options. */
  correct: readonly number[];
};

/** A topic's questions, drawn by the quizzes and theory exams that cover the topic. */
export type Pool = readonly QuestionSeed[];

const truth: Record<Lang, readonly [string, string]> = {
  en: ["True", "False"],
  ar: ["صحيح", "خطأ"],
  de: ["Richtig", "Falsch"],
};

export const single = (correct: number, texts: Texts<ChoiceText>): QuestionSeed => ({
  type: QuestionType.single,
  texts,
  correct: [correct],
});

export const multiple = (correct: number[], texts: Texts<ChoiceText>): QuestionSeed => ({
  type: QuestionType.multiple,
  texts,
  correct,
});

export function trueFalse(correct: boolean, texts: Texts<StatementText>): QuestionSeed {
  const asChoice = (lang: Lang): ChoiceText | undefined => {
    const text = texts[lang];
    return text && [text[0], truth[lang], text[1]];
  };
  return {
    type: QuestionType.trueFalse,
    texts: { en: asChoice("en")!, ar: asChoice("ar"), de: asChoice("de") },
    correct: [correct ? 0 : 1],
  };
}

const langOf = (languageId: number): Lang => {
  if (languageId === L.en) return "en";
  if (languageId === L.ar) return "ar";
  if (languageId === L.de) return "de";
  throw new Error(`No demo questions are written in language ${languageId}`);
};

export type RenderedQuestion = {
  type: number;
  stem: string;
  analysis: string;
  options: { content: string; correct: boolean }[];
};

/**
 * The question in one language. A question missing the language of a release
 * that draws it is an error, never an English fallback; so is a question
 * breaking the rules above.
 */
export function questionIn(question: QuestionSeed, languageId: number): RenderedQuestion {
  const lang = langOf(languageId);
  const text = question.texts[lang];
  const english = question.texts.en[0];
  if (!text) throw new Error(`No ${lang} text for the question "${english}"`);
  const [stem, options, analysis] = text;
  const fail = (why: string) => {
    throw new Error(`Question "${english}" (${lang}): ${why}`);
  };
  if (options.length !== question.texts.en[1].length) fail("option count differs from English");
  if (question.correct.some((index) => index < 0 || index >= options.length))
    fail("a right option is out of range");
  const right = new Set(question.correct).size;
  if (question.type === QuestionType.trueFalse && (options.length !== 2 || right !== 1))
    fail("true/false needs two options, one right");
  if (question.type === QuestionType.single && (options.length < 3 || right !== 1))
    fail("single choice needs at least three options, one right");
  if (question.type === QuestionType.multiple && (right < 2 || right >= options.length))
    fail("multiple choice needs at least two right options and one wrong");
  if (!analysis) fail("no analysis");
  return {
    type: question.type,
    stem,
    analysis,
    options: options.map((content, index) => ({
      content,
      correct: question.correct.includes(index),
    })),
  };
}
