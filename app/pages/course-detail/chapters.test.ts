import { expect, test } from "vitest";
import { doneTextOf, learningStep, nextChapterIndex, openingChapterIndex } from "./chapters.ts";

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

test("a course opens on the chapter the server resumes, else on its first (learner §4)", () => {
  const chapters = [{ id: 11 }, { id: 12 }, { id: 13 }];
  expect(openingChapterIndex(chapters, 12)).toBe(1);
  expect(openingChapterIndex(chapters, 13)).toBe(2);
  expect(openingChapterIndex(chapters, null)).toBe(0);
  expect(openingChapterIndex(chapters, 99)).toBe(0);
  expect(openingChapterIndex([], 12)).toBe(0);
});

test("only a course a certification gives credits promises them (learner §3, decision 0020)", () => {
  expect(doneTextOf(0, 2)).toEqual({ key: "course.process.doneCredits", values: { count: 2 } });
  expect(doneTextOf(1, 1)).toEqual({ key: "course.process.doneCredits", values: { count: 1 } });
  expect(doneTextOf(1, null).key).toBe("course.process.doneNoCreditsVideo");
  expect(doneTextOf(0, null).key).toBe("course.process.doneNoCreditsCourse");
  expect(doneTextOf(1, 0).key).toBe("course.process.doneNoCreditsVideo");
});
