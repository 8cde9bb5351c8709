import { describe, expect, test } from "vitest";
import type { CertificationCourse } from "#contract/catalogue.ts";
import { creditTotals, detailTabs, progressStep, splitCourses, tabForHash } from "./progress.ts";

const course = (id: number, requirement: number, credits: number): CertificationCourse => ({
  id,
  relationId: id,
  courseType: 0,
  courseName: `Course ${id}`,
  summary: "",
  coverImage: "",
  duration: 0,
  requirement,
  credits,
  learningProcess: 0,
});

describe("four-step progress (learner §2, §4)", () => {
  test.each([
    [0, 0],
    [1, 1],
    [2, 2],
    [3, 2],
    [4, 3],
    [5, 3],
    [6, 4],
  ])("currentStatus %i is step %i", (status, step) => {
    expect(progressStep(status)).toBe(step);
  });
});

describe("course list (learner §2, §9)", () => {
  const courses = [course(1, 1, 3), course(2, 0, 2), course(3, 1, 2), course(4, 0, 1)];

  test("splits compulsory from elective", () => {
    const { compulsory, elective } = splitCourses(courses);
    expect(compulsory.map((c) => c.id)).toEqual([1, 3]);
    expect(elective.map((c) => c.id)).toEqual([2, 4]);
  });

  test("credit totals per requirement: the server's, else summed separately", () => {
    expect(
      creditTotals({
        courses,
        compulsoryCredits: { earned: 3, total: 0 },
        electiveCredits: { earned: 0, total: 0 },
      }),
    ).toEqual({ compulsory: { earned: 3, total: 5 }, elective: { earned: 0, total: 3 } });
    expect(
      creditTotals({
        courses,
        compulsoryCredits: { earned: 1, total: 6 },
        electiveCredits: { earned: 2, total: 9 },
      }).elective,
    ).toEqual({ earned: 2, total: 9 });
  });
});

describe("tabs and anchors (learner §2)", () => {
  test("classroom tabs only with classrooms, practical exam only when the certification has one", () => {
    expect(
      detailTabs({ hasOnlineClassroom: false, hasOnsiteClassroom: false, practicalExam: false }),
    ).toEqual(["courses", "theory-exam"]);
    expect(
      detailTabs({ hasOnlineClassroom: true, hasOnsiteClassroom: true, practicalExam: true }),
    ).toEqual(["courses", "online-classroom", "onsite-classroom", "theory-exam", "practical-exam"]);
  });

  test("#take-exam opens the theory exam, #course-list-position the courses", () => {
    expect(tabForHash("#take-exam")).toBe("theory-exam");
    expect(tabForHash("#course-list-position")).toBe("courses");
    expect(tabForHash("#other")).toBeNull();
  });
});
