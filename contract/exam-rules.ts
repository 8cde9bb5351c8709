/* Codes and rules of exams and quizzes (learner §4, §5, §9; frame §4, §9), free of zod for the browser bundle. */
import { CertificationStatus, ExerciseProcess, Kind } from "./catalogue-rules.ts";

/** Exam type 0, quiz 1 (learner §4). */
export const ExamKind = { exam: 0, quiz: 1 } as const;
export type ExamKindValue = (typeof ExamKind)[keyof typeof ExamKind];

/**
 * What the exam page examines (learner §4 "Relation/course types in the exam
 * page": 0 theory exam, 1 quiz, 2 topic, 3 non-certification; decision 0056):
 * the theory exam of a certification release (0), the quiz of a course release
 * (1), the quiz of a topic, a stand-alone educational video (2), and the exam
 * of a course that no certification lists (3). A bank belongs to what it
 * examines: a certification release (0), a course release (1, whatever lists
 * the course, so a non-certification course's exam is its course's bank) or a
 * topic (2).
 */
export const ExamRelationType = {
  certification: 0,
  course: 1,
  topic: 2,
  nonCertification: 3,
} as const;
export const EXAM_RELATION_TYPES: readonly number[] = Object.values(ExamRelationType);

/** The relation a bank and its attempts are kept under: a non-certification course's is its course's. */
export const bankRelationType = (relationType: number) =>
  relationType === ExamRelationType.nonCertification ? ExamRelationType.course : relationType;

/** Every relation but a certification's theory exam is a quiz: 100 points, no time limit, sat again at will. */
export const isQuizRelation = (relationType: number) =>
  relationType !== ExamRelationType.certification;

/** Question types 1 single choice, 2 multiple choice, 4 true/false (learner §4). */
export const QuestionType = { single: 1, multiple: 2, trueFalse: 4 } as const;
export type QuestionTypeValue = (typeof QuestionType)[keyof typeof QuestionType];
export const questionTypes: readonly number[] = Object.values(QuestionType);

/** Exam pass status: 0 fail, 1 pass, 2 not participated (learner §4). */
export const PassStatus = { fail: 0, pass: 1, notParticipated: 2 } as const;
export type PassStatusValue = (typeof PassStatus)[keyof typeof PassStatus];

/** Exam qualification `entryStatus`: only 1 lets the learner in (learner §4 "Exam entry"). */
export const EntryStatus = { unqualified: 0, qualified: 1 } as const;

/** Exam entry type: 1 exam, 2 exercise (learner §4). */
export const ExamEntryType = { exam: 1, exercise: 2 } as const;

/** Theory exam (frame §9): one hour, pass 80 of 100, two attempts unless the certification says otherwise. */
export const THEORY_EXAM = {
  durationSeconds: 60 * 60,
  totalScore: 100,
  passScore: 80,
  defaultMaxAttempts: 2,
} as const;

/** Quiz (frame §9): 100 points, 20 per question (so five questions), pass 60. */
export const QUIZ = { totalScore: 100, pointsPerQuestion: 20, passScore: 60 } as const;

/**
 * Learning cycles of a theory exam (decision 0041): frame §4 "Two theory
 * failures force relearning" gives each cycle the paper's attempts; a new
 * cycle opens only after relearning and this many days after the failure that
 * ended the last one, and a learner has at most this many cycles per release.
 * Both are set per certification; these are the defaults.
 */
export const LEARNING_CYCLES = { relearnWaitDays: 14, maxLearningCycles: 3 } as const;

/**
 * A theory exam's bank should hold this many times the questions of each
 * type its paper draws, so that the second attempt of a cycle draws only
 * questions the learner has not seen (frame §9: two theory attempts). A quiz
 * is practice with no attempt limit: one paper's worth will do, and its bank
 * shares no question with any theory exam (decision 0041).
 */
export const BANK_PAPERS_WITHOUT_REPEAT = 2;
export const QUIZ_BANK_PAPERS = 1;

/** Brand exams are open for this many days after the credits are complete (frame §9). */
export const BRAND_EXAM_WINDOW_DAYS = 30;

/**
 * Seconds after the deadline in which an answer or submission still counts,
 * for the latency between the learner's click and the server.
 */
export const ANSWER_GRACE_SECONDS = 5;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Option letters A to Z (learner §4). */
export const OPTION_LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
export const optionLetter = (index: number) => OPTION_LETTERS.charAt(index);
export const isOptionNo = (value: string) => value.length === 1 && OPTION_LETTERS.includes(value);

/** Why entry is refused; the server documents it beside entryStatus 0. */
export type EntryRefusal =
  | "notEnrolled"
  | "creditsIncomplete"
  | "examWindowClosed"
  | "alreadyPassed"
  | "attemptsUsed"
  /** The last cycle ended in relearning and its waiting period is not over (decision 0041). */
  | "relearnWaiting"
  /** Every attempt of every learning cycle is used: this release cannot be sat again. */
  | "attemptsExhausted"
  | "noExam";

export type EntryDecision =
  | { entryStatus: typeof EntryStatus.qualified }
  | { entryStatus: typeof EntryStatus.unqualified; reason: EntryRefusal };

const refuse = (reason: EntryRefusal): EntryDecision => ({
  entryStatus: EntryStatus.unqualified,
  reason,
});
const admit: EntryDecision = { entryStatus: EntryStatus.qualified };

/**
 * A learner's theory attempts at a release over every learning cycle since
 * the last pass (a certificate renewal starts over after a pass): what the
 * limits across cycles are counted from.
 */
export type TheoryHistory = {
  /** Failed attempts, every cycle, since the latest pass. */
  failed: number;
  /** When the latest of them was graded; null without one. */
  lastFailedAt: Date | null;
};

/** Theory attempts a learner has at a release over every cycle (decision 0041). */
export const lifetimeAttempts = (maxAttempts: number, maxLearningCycles: number) =>
  maxAttempts * Math.max(1, maxLearningCycles);

/** No attempt is left in any cycle to come: the learner is finished with the release. */
export const attemptsExhausted = (
  history: TheoryHistory,
  maxAttempts: number,
  maxLearningCycles: number,
) => history.failed >= lifetimeAttempts(maxAttempts, maxLearningCycles);

/** When a cycle after relearning may be sat: the waiting period after the failure that ended the last. */
export const nextCycleAt = (lastFailedAt: Date, relearnWaitDays: number) =>
  new Date(lastFailedAt.getTime() + relearnWaitDays * DAY_MS);

/**
 * Theory exam entry (learner §4 "Exam entry", frame §9): enrolled, credits
 * complete (status exam), not passed, attempts of this learning cycle below the
 * maximum, and for brand certifications (hsc) within 30 days of completing
 * the credits; general ones any time. Across cycles (frame §4 "Two theory
 * failures force relearning", decision 0041): a cycle after relearning opens
 * only once the credits were earned again after the failure that ended the
 * last cycle and its waiting period is over, and never beyond the lifetime
 * number of attempts.
 */
export function theoryExamEntry(input: {
  enrolled: boolean;
  currentStatus: number;
  kind: number;
  /** When the credits became complete; null while they are not. */
  creditsCompletedAt: Date | null;
  passed: boolean;
  /** Graded attempts in the current learning cycle. */
  attemptsMade: number;
  maxAttempts: number;
  history: TheoryHistory;
  relearnWaitDays: number;
  maxLearningCycles: number;
  now: Date;
}): EntryDecision {
  if (input.passed) return refuse("alreadyPassed");
  if (attemptsExhausted(input.history, input.maxAttempts, input.maxLearningCycles))
    return refuse("attemptsExhausted");
  if (!input.enrolled) return refuse("notEnrolled");
  if (input.currentStatus !== CertificationStatus.exam || input.creditsCompletedAt === null)
    return refuse("creditsIncomplete");
  if (input.attemptsMade >= input.maxAttempts) return refuse("attemptsUsed");
  const lastFailedAt = input.history.lastFailedAt;
  // A cycle with no attempt yet after failures: the cycle after a forced relearning.
  if (input.attemptsMade === 0 && input.history.failed > 0 && lastFailedAt !== null) {
    // Credits carried over from before the failure are not relearning.
    if (input.creditsCompletedAt.getTime() <= lastFailedAt.getTime())
      return refuse("creditsIncomplete");
    if (input.now.getTime() < nextCycleAt(lastFailedAt, input.relearnWaitDays).getTime())
      return refuse("relearnWaiting");
  }
  if (
    input.kind === Kind.hsc &&
    input.now.getTime() > input.creditsCompletedAt.getTime() + BRAND_EXAM_WINDOW_DAYS * DAY_MS
  )
    return refuse("examWindowClosed");
  return admit;
}

/**
 * Whether a learner is finished with an exam, so that its answers may be
 * shown as the paper's flags allow (learner §6, decision 0041): a theory exam
 * once passed in the current cycle or with no attempt left in any cycle; a
 * quiz once passed (its exercise finished). Before that, no correct option,
 * analysis or per-question result leaves the server.
 */
export function finishedWithExam(input: {
  relationType: number;
  passed: boolean;
  exhausted: boolean;
}): boolean {
  return isQuizRelation(input.relationType) ? input.passed : input.passed || input.exhausted;
}

/** A paper's draw rule against its bank: how many questions of the type it holds and needs. */
export type BankCheck = PaperRule & {
  available: number;
  /** For the rule's questions twice over (BANK_PAPERS_WITHOUT_REPEAT), once for a quiz. */
  needed: number;
  tooSmall: boolean;
};

/**
 * Whether a bank is large enough for its paper (decision 0041): for a theory
 * exam each rule's type needs BANK_PAPERS_WITHOUT_REPEAT times the questions
 * the paper draws, or a second attempt repeats questions of the first; a
 * quiz needs one paper.
 */
export function checkBank(
  rules: readonly PaperRule[],
  available: (questionType: number) => number,
  kind: number = ExamKind.exam,
): BankCheck[] {
  const papers = kind === ExamKind.quiz ? QUIZ_BANK_PAPERS : BANK_PAPERS_WITHOUT_REPEAT;
  return rules.map((rule) => {
    const needed = rule.questionCount * papers;
    const count = available(rule.questionType);
    return { ...rule, available: count, needed, tooSmall: count < needed };
  });
}

/**
 * Quiz entry (learner §4 "For quiz and topic, qualification alone
 * suffices"): for a course, an audited enrolment in it; for a topic, being
 * signed in, as for its video (decision 0037).
 */
export function quizEntry(input: { enrolled: boolean }): EntryDecision {
  return input.enrolled ? admit : refuse("notEnrolled");
}

/** Seconds left before the deadline, never negative (countDown of getContent). */
export function countDown(deadline: Date | null, now: Date): number | null {
  if (deadline === null) return null;
  return Math.max(0, Math.ceil((deadline.getTime() - now.getTime()) / 1000));
}

/** Whether an answer or submission arriving now still counts. */
export function acceptsInput(deadline: Date | null, now: Date): boolean {
  return deadline === null || now.getTime() <= deadline.getTime() + ANSWER_GRACE_SECONDS * 1000;
}

/**
 * A learner's answer as the letters it chose, sorted ("AC"), or null when it
 * does not fit the question: single choice and true/false take exactly one
 * letter, multiple choice a non-empty list (learner §5: sent as a list); every
 * letter must be one of the question's options.
 */
export function normaliseAnswer(
  questionType: number,
  answer: string | readonly string[],
  optionNos: readonly string[],
): string | null {
  const multiple = questionType === QuestionType.multiple;
  if (multiple !== Array.isArray(answer)) return null;
  const letters = typeof answer === "string" ? [answer] : [...answer];
  if (letters.length === 0) return null;
  if (!letters.every((letter) => isOptionNo(letter) && optionNos.includes(letter))) return null;
  return [...new Set(letters)].sort().join("");
}

/** Right when the chosen letters are exactly the correct ones (multiple choice: the exact set). */
export function isAnswerCorrect(correctLetters: string, answer: string | null): boolean {
  if (answer === null || answer === "") return false;
  const sorted = (letters: string) => [...new Set(letters)].sort().join("");
  return sorted(correctLetters) === sorted(answer);
}

export type GradedQuestion = { points: number; correctLetters: string; answer: string | null };

/** The score of a paper and whether it passes; unanswered questions score nothing. */
export function gradePaper(
  questions: readonly GradedQuestion[],
  passScore: number,
): { score: number; passStatus: PassStatusValue } {
  const score = questions.reduce(
    (sum, question) =>
      sum + (isAnswerCorrect(question.correctLetters, question.answer) ? question.points : 0),
    0,
  );
  return { score, passStatus: score >= passScore ? PassStatus.pass : PassStatus.fail };
}

/**
 * Frame §4: a first theory failure leaves one more attempt; reaching the
 * maximum of failed attempts forces relearning (progress and credits reset,
 * history kept, enrol again).
 */
export const mustRelearn = (failedAttempts: number, maxAttempts: number) =>
  failedAttempts >= maxAttempts;

/** Attempts the learner has left in this learning cycle (examNums against maxExamNums). */
export const attemptsLeft = (attemptsMade: number, maxAttempts: number) =>
  Math.max(0, maxAttempts - attemptsMade);

/** A passed theory exam leads to the practical exam (3) when the certification has one, else to apply (4). */
export const statusAfterTheoryPass = (practicalExam: boolean) =>
  practicalExam ? CertificationStatus.practicalExam : CertificationStatus.apply;

/** A quiz result moves the course's exercise process: a pass finishes it, a fail leaves it in learning. */
export const exerciseProcessAfterQuiz = (passStatus: PassStatusValue) =>
  passStatus === PassStatus.pass ? ExerciseProcess.finish : ExerciseProcess.learning;

/** A paper's draw rule: this many questions of this type, each worth `points`. */
export type PaperRule = { questionType: number; questionCount: number; points: number };

/** Whether the rules add up to the paper's total (the bank's rules are checked when they are written). */
export const rulesTotal = (rules: readonly PaperRule[]) =>
  rules.reduce((sum, rule) => sum + rule.questionCount * rule.points, 0);
