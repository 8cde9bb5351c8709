import { describe, expect, test } from "vitest";
import { CertificationStatus as S, ExerciseProcess, Kind } from "./catalogue-rules.ts";
import {
  acceptsInput,
  attemptsLeft,
  countDown,
  EntryStatus,
  ExamKind,
  exerciseProcessAfterQuiz,
  gradePaper,
  isAnswerCorrect,
  mustRelearn,
  normaliseAnswer,
  PassStatus,
  QUIZ,
  QuestionType as Q,
  quizEntry,
  bankRelationType,
  isQuizRelation,
  rulesTotal,
  statusAfterTheoryPass,
  THEORY_EXAM,
  theoryExamEntry,
  checkBank,
  finishedWithExam,
  LEARNING_CYCLES,
  type TheoryHistory,
} from "./exam-rules.ts";

const now = new Date("2026-06-30T12:00:00Z");
const daysBefore = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
const ready = {
  enrolled: true,
  currentStatus: S.exam,
  kind: Kind.gsc as number,
  creditsCompletedAt: daysBefore(1) as Date | null,
  passed: false,
  attemptsMade: 0,
  maxAttempts: THEORY_EXAM.defaultMaxAttempts as number,
  history: { failed: 0, lastFailedAt: null } as TheoryHistory,
  relearnWaitDays: LEARNING_CYCLES.relearnWaitDays as number,
  maxLearningCycles: LEARNING_CYCLES.maxLearningCycles as number,
  now,
};
/** A cycle ended in relearning `days` ago, after `failed` failures in all. */
const relearning = (days: number, failed = 2) => ({
  history: { failed, lastFailedAt: daysBefore(days) },
});

describe("theory exam constants (frame §9)", () => {
  test("one hour, pass 80 of 100, two attempts", () => {
    expect(THEORY_EXAM).toEqual({
      durationSeconds: 3600,
      totalScore: 100,
      passScore: 80,
      defaultMaxAttempts: 2,
    });
  });
  test("quiz: 100 points, 20 per question, pass 60", () => {
    expect(QUIZ).toEqual({ totalScore: 100, pointsPerQuestion: 20, passScore: 60 });
  });
});

describe("theory exam entry (learner §4, frame §9)", () => {
  test.each([
    ["credits complete, general", {}, null],
    ["not enrolled", { enrolled: false }, "notEnrolled"],
    [
      "still learning",
      { currentStatus: S.learning, creditsCompletedAt: null },
      "creditsIncomplete",
    ],
    ["status enrol", { currentStatus: S.enrol, creditsCompletedAt: null }, "creditsIncomplete"],
    ["status exam without a credits date", { creditsCompletedAt: null }, "creditsIncomplete"],
    [
      "passed (practical exam next)",
      { passed: true, currentStatus: S.practicalExam },
      "alreadyPassed",
    ],
    ["passed (apply next)", { passed: true, currentStatus: S.apply }, "alreadyPassed"],
    ["one failed attempt", { attemptsMade: 1 }, null],
    ["two attempts made", { attemptsMade: 2 }, "attemptsUsed"],
    ["third attempt allowed when configured", { attemptsMade: 2, maxAttempts: 3 }, null],
    ["brand exam on day 30", { kind: Kind.hsc, creditsCompletedAt: daysBefore(30) }, null],
    [
      "brand exam on day 31",
      { kind: Kind.hsc, creditsCompletedAt: daysBefore(31) },
      "examWindowClosed",
    ],
    ["general exam after a year", { creditsCompletedAt: daysBefore(365) }, null],
    // Decision 0041: the cycle after a forced relearning.
    [
      "relearnt, 13 days after the last failure",
      { ...relearning(13), creditsCompletedAt: daysBefore(1) },
      "relearnWaiting",
    ],
    [
      "relearnt, 14 days after the last failure",
      { ...relearning(14), creditsCompletedAt: daysBefore(1) },
      null,
    ],
    [
      "credits from before the last failure are no relearning",
      { ...relearning(20), creditsCompletedAt: daysBefore(21) },
      "creditsIncomplete",
    ],
    [
      "a certification without a waiting period",
      { ...relearning(1), creditsCompletedAt: now, relearnWaitDays: 0 },
      null,
    ],
    [
      "one failure of the new cycle: no wait for its second attempt",
      { ...relearning(0, 3), attemptsMade: 1, creditsCompletedAt: daysBefore(20) },
      null,
    ],
    ["every cycle used", { ...relearning(30, 6), enrolled: false }, "attemptsExhausted"],
    ["five of six failures: one cycle left", { ...relearning(30, 4) }, null],
    [
      "more cycles when the certification allows them",
      { ...relearning(30, 6), maxLearningCycles: 4 },
      null,
    ],
  ] as const)("%s", (_name, change, reason) => {
    const decision = theoryExamEntry({ ...ready, ...change });
    if (reason === null) expect(decision).toEqual({ entryStatus: EntryStatus.qualified });
    else expect(decision).toEqual({ entryStatus: EntryStatus.unqualified, reason });
  });

  test("finished: a theory exam once passed or with no attempt left ever, a quiz once passed", () => {
    expect(finishedWithExam({ relationType: 0, passed: false, exhausted: false })).toBe(false);
    expect(finishedWithExam({ relationType: 0, passed: true, exhausted: false })).toBe(true);
    expect(finishedWithExam({ relationType: 0, passed: false, exhausted: true })).toBe(true);
    expect(finishedWithExam({ relationType: 1, passed: false, exhausted: true })).toBe(false);
    expect(finishedWithExam({ relationType: 1, passed: true, exhausted: false })).toBe(true);
    // A topic's quiz and a non-certification course's exam are quizzes: finished once passed.
    expect(finishedWithExam({ relationType: 2, passed: false, exhausted: true })).toBe(false);
    expect(finishedWithExam({ relationType: 3, passed: false, exhausted: true })).toBe(false);
    expect(finishedWithExam({ relationType: 2, passed: true, exhausted: false })).toBe(true);
  });

  test("a bank is too small below twice the questions of each type its paper draws", () => {
    const rules = [
      { questionType: Q.single, questionCount: 6, points: 10 },
      { questionType: Q.trueFalse, questionCount: 4, points: 5 },
    ];
    const held: Record<number, number> = { [Q.single]: 12, [Q.trueFalse]: 7 };
    expect(checkBank(rules, (type) => held[type] ?? 0)).toEqual([
      { ...rules[0], available: 12, needed: 12, tooSmall: false },
      { ...rules[1], available: 7, needed: 8, tooSmall: true },
    ]);
  });

  test("a quiz's bank needs one paper: practice repeats, and shares nothing with an exam", () => {
    const rules = [
      { questionType: Q.single, questionCount: 3, points: 20 },
      { questionType: Q.trueFalse, questionCount: 1, points: 20 },
    ];
    const held: Record<number, number> = { [Q.single]: 2, [Q.trueFalse]: 1 };
    expect(checkBank(rules, (type) => held[type] ?? 0, ExamKind.quiz)).toEqual([
      { ...rules[0], available: 2, needed: 3, tooSmall: true },
      { ...rules[1], available: 1, needed: 1, tooSmall: false },
    ]);
  });

  test("quiz: qualification alone suffices", () => {
    expect(quizEntry({ enrolled: true }).entryStatus).toBe(1);
    expect(quizEntry({ enrolled: false })).toEqual({ entryStatus: 0, reason: "notEnrolled" });
  });
});

describe("answers and grading (learner §4, §5)", () => {
  const options = ["A", "B", "C", "D"];
  test.each([
    [Q.single, "B", "B"],
    [Q.single, ["B"], null],
    [Q.single, "E", null],
    [Q.single, "a", null],
    [Q.single, "", null],
    [Q.multiple, ["C", "A"], "AC"],
    [Q.multiple, ["A", "A", "B"], "AB"],
    [Q.multiple, "A", null],
    [Q.multiple, [], null],
    [Q.multiple, ["A", "Z"], null],
    [Q.trueFalse, "A", "A"],
  ] as const)("type %i answer %j -> %j", (type, answer, normalised) => {
    expect(normaliseAnswer(type, answer, type === Q.trueFalse ? ["A", "B"] : options)).toBe(
      normalised,
    );
  });

  test.each([
    ["B", "B", true],
    ["B", "C", false],
    ["AC", "AC", true],
    ["AC", "CA", true],
    ["AC", "A", false],
    ["AC", "ABC", false],
    ["A", null, false],
    ["A", "", false],
  ] as const)("correct %s, answered %j -> %s", (correct, answer, right) => {
    expect(isAnswerCorrect(correct, answer)).toBe(right);
  });

  const question = (answer: string | null) => ({ points: 20, correctLetters: "A", answer });
  test.each([
    [["A", "A", "A", "A", "A"], 100, PassStatus.pass],
    [["A", "A", "A", "B", null], 60, PassStatus.pass],
    [["A", "A", "B", "B", null], 40, PassStatus.fail],
    [[null, null, null, null, null], 0, PassStatus.fail],
  ] as const)("quiz answers %j score %i", (answers, score, passStatus) => {
    expect(gradePaper(answers.map(question), QUIZ.passScore)).toEqual({ score, passStatus });
  });

  test("theory exam: 80 passes, 79 fails", () => {
    const paper = (right: number) => [
      { points: right, correctLetters: "A", answer: "A" },
      { points: 100 - right, correctLetters: "A", answer: "B" },
    ];
    expect(gradePaper(paper(80), THEORY_EXAM.passScore).passStatus).toBe(PassStatus.pass);
    expect(gradePaper(paper(79), THEORY_EXAM.passScore).passStatus).toBe(PassStatus.fail);
  });
});

describe("attempts and status moves (frame §4)", () => {
  test.each([
    [0, 2, false, 2],
    [1, 2, false, 1],
    [2, 2, true, 0],
    [2, 3, false, 1],
  ])("%i failures of %i allowed: relearn %s, %i left", (failures, max, relearn, left) => {
    expect(mustRelearn(failures, max)).toBe(relearn);
    expect(attemptsLeft(failures, max)).toBe(left);
  });

  test("a pass moves to the practical exam when there is one, else to apply", () => {
    expect(statusAfterTheoryPass(true)).toBe(S.practicalExam);
    expect(statusAfterTheoryPass(false)).toBe(S.apply);
  });

  test("a quiz pass finishes the exercise, a fail keeps it learning", () => {
    expect(exerciseProcessAfterQuiz(PassStatus.pass)).toBe(ExerciseProcess.finish);
    expect(exerciseProcessAfterQuiz(PassStatus.fail)).toBe(ExerciseProcess.learning);
  });

  test("rules add up: five quiz questions of 20 points", () => {
    expect(rulesTotal([{ questionType: Q.single, questionCount: 5, points: 20 }])).toBe(100);
  });
});

describe("server time", () => {
  const deadline = new Date(now.getTime() + 90_500);
  test("countDown rounds up and never goes below 0", () => {
    expect(countDown(deadline, now)).toBe(91);
    expect(countDown(deadline, new Date(deadline.getTime() + 10_000))).toBe(0);
    expect(countDown(null, now)).toBeNull();
  });
  test("input counts until the deadline plus the grace", () => {
    expect(acceptsInput(deadline, deadline)).toBe(true);
    expect(acceptsInput(deadline, new Date(deadline.getTime() + 5_000))).toBe(true);
    expect(acceptsInput(deadline, new Date(deadline.getTime() + 5_001))).toBe(false);
    expect(acceptsInput(null, now)).toBe(true);
  });
});

test("a non-certification course's exam is its course's bank; topics keep their own (decision 0056)", () => {
  expect(bankRelationType(3)).toBe(1);
  expect(bankRelationType(2)).toBe(2);
  expect(bankRelationType(1)).toBe(1);
  expect(bankRelationType(0)).toBe(0);
  expect([0, 1, 2, 3].map(isQuizRelation)).toEqual([false, true, true, true]);
});
