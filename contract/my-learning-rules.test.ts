import { describe, expect, test } from "vitest";
import { ExerciseProcess, LearningProcess } from "./catalogue-rules.ts";
import {
  courseProcessState,
  DEFAULT_MY_LEARNING_TAB,
  myLearningTab,
  myLearningTabs,
  statisticMonths,
} from "./my-learning-rules.ts";

describe("the tab an address names", () => {
  test.each([
    ["courses", false, "courses"],
    ["statistics", true, "statistics"],
    ["instructor-led", false, "instructor-led"],
    // Hidden where the frame hides instructor-led training (frame §2, §6).
    ["instructor-led", true, DEFAULT_MY_LEARNING_TAB],
    [null, false, DEFAULT_MY_LEARNING_TAB],
    ["2", false, DEFAULT_MY_LEARNING_TAB],
    ["COURSES", false, DEFAULT_MY_LEARNING_TAB],
  ] as const)("?tab=%s (instructor-led hidden: %s) opens %s", (value, hidden, tab) => {
    expect(myLearningTab(value, hidden)).toBe(tab);
  });

  test("the certifications tab is the default; instructor-led training is left out where hidden", () => {
    expect(DEFAULT_MY_LEARNING_TAB).toBe("certifications");
    expect(myLearningTabs(false)).toContain("instructor-led");
    expect(myLearningTabs(true)).not.toContain("instructor-led");
    expect(myLearningTabs(true)).toHaveLength(myLearningTabs(false).length - 1);
  });
});

describe("frame §4 course learning filters", () => {
  const { notStart, learning, learnEnd, success, fail } = LearningProcess;
  const { pending, finish } = ExerciseProcess;
  test.each([
    [notStart, pending, "studying"],
    [learning, pending, "studying"],
    // Learned with a quiz still to pass, or failed: waiting for the quiz.
    [learnEnd, pending, "waitForQuiz"],
    [fail, ExerciseProcess.learning, "waitForQuiz"],
    // Learned without a quiz (its exercise finishes with the last chapter), or the quiz passed.
    [learnEnd, finish, "pass"],
    [success, finish, "pass"],
    // A quiz passed before the last chapter: still studying.
    [learning, finish, "studying"],
  ] as const)("learning %i, exercise %i: %s", (learningProcess, exerciseProcess, state) => {
    expect(courseProcessState({ learningProcess, exerciseProcess })).toBe(state);
  });
});

describe("the statistics' months", () => {
  test("twelve, oldest first, ending with the month of now (UTC), across a year", () => {
    expect(statisticMonths(new Date("2026-02-10T12:00:00Z"))).toEqual([
      "2025-03",
      "2025-04",
      "2025-05",
      "2025-06",
      "2025-07",
      "2025-08",
      "2025-09",
      "2025-10",
      "2025-11",
      "2025-12",
      "2026-01",
      "2026-02",
    ]);
  });

  test("the last day of a month at midnight UTC is still that month", () => {
    expect(statisticMonths(new Date("2026-03-31T23:59:59Z"), 2)).toEqual(["2026-02", "2026-03"]);
  });
});
