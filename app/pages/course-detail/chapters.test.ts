import { expect, test } from "vitest";
import { learningStep, nextChapterIndex } from "./chapters.ts";

test("the next chapter is hidden on the last or only chapter (learner §2)", () => {
  expect(nextChapterIndex(1, 0)).toBeNull();
  expect(nextChapterIndex(3, 0)).toBe(1);
  expect(nextChapterIndex(3, 2)).toBeNull();
  expect(nextChapterIndex(0, 0)).toBeNull();
});

test("learning process steps: watch, quiz when there is one, done (learner §4)", () => {
  expect(learningStep(0, true)).toBe(0);
  expect(learningStep(1, true)).toBe(0);
  expect(learningStep(2, true)).toBe(1);
  expect(learningStep(4, true)).toBe(1);
  expect(learningStep(3, true)).toBe(3);
  expect(learningStep(2, false)).toBe(2);
  expect(learningStep(3, false)).toBe(2);
});
