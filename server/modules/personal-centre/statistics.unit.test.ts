import { describe, expect, test } from "vitest";
import { courseCredits } from "./statistics.service.ts";

const at = (day: string) => new Date(`${day}T10:00:00Z`);

describe("credits of certification courses learned (learner §9, frame §4)", () => {
  test("a course in two of the learner's certifications counts once, with its larger credits", () => {
    expect(
      courseCredits(
        [{ courseReleaseId: 1, learnedAt: at("2026-01-05") }],
        [
          { courseReleaseId: 1, replacesCourseReleaseId: null, credits: 2 },
          { courseReleaseId: 1, replacesCourseReleaseId: null, credits: 3 },
        ],
      ),
    ).toEqual([{ credits: 3, at: at("2026-01-05") }]);
  });

  test("a course replaced by a new version keeps its credits, dated when the old one was learned", () => {
    expect(
      courseCredits(
        [{ courseReleaseId: 10, learnedAt: at("2025-12-01") }],
        [{ courseReleaseId: 11, replacesCourseReleaseId: 10, credits: 2 }],
      ),
    ).toEqual([{ credits: 2, at: at("2025-12-01") }]);
  });

  test("learning both versions does not count the course twice", () => {
    expect(
      courseCredits(
        [
          { courseReleaseId: 10, learnedAt: at("2025-12-01") },
          { courseReleaseId: 11, learnedAt: at("2026-02-01") },
        ],
        [{ courseReleaseId: 11, replacesCourseReleaseId: 10, credits: 2 }],
      ),
    ).toEqual([{ credits: 2, at: at("2025-12-01") }]);
  });

  test("courses not learned, or without a link to the learner's certifications, give nothing", () => {
    expect(
      courseCredits(
        [{ courseReleaseId: 5, learnedAt: at("2026-01-01") }],
        [{ courseReleaseId: 6, replacesCourseReleaseId: null, credits: 2 }],
      ),
    ).toEqual([]);
  });
});
