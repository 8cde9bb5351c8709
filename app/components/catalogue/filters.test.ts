import { describe, expect, test } from "vitest";
import {
  courseQuery,
  filterSearch,
  hasActiveFilters,
  pageCount,
  readCourseFilters,
  readVideoFilters,
  videoQuery,
} from "./filters.ts";

describe("course list filters in the address (learner §3 'Certification list filter')", () => {
  test("reads every filter and ignores what is not one", () => {
    const filters = readCourseFilters(
      new URLSearchParams(
        "keyword=%20camera%20&certificationTypeName=Video&certificationSubtypeName=IP&requirement=1&languageComplete=English&versionLabel=V2.0&pageNum=3&other=x",
      ),
    );
    expect(filters).toEqual({
      keyword: "camera",
      certificationTypeName: "Video",
      certificationSubtypeName: "IP",
      requirement: "1",
      languageComplete: "English",
      versionLabel: "V2.0",
      pageNum: 3,
    });
  });

  test("bad values fall back to any, page one", () => {
    const filters = readCourseFilters(new URLSearchParams("requirement=2&pageNum=-4"));
    expect(filters.requirement).toBe("");
    expect(filters.pageNum).toBe(1);
    expect(readCourseFilters(new URLSearchParams("pageNum=1.5")).pageNum).toBe(1);
  });

  test("the call carries the kind, page size 15 on desktop and 10 on mobile (learner §9)", () => {
    const filters = readCourseFilters(new URLSearchParams("requirement=0&pageNum=2"));
    expect(courseQuery(filters, 1, false)).toEqual({
      courseType: 0,
      kind: 1,
      keyword: undefined,
      certificationTypeName: undefined,
      certificationSubtypeName: undefined,
      requirement: 0,
      languageComplete: undefined,
      versionLabel: undefined,
      pageNum: 2,
      pageSize: 15,
    });
    expect(courseQuery(filters, 0, true).pageSize).toBe(10);
  });

  test("the address keeps only narrowing filters, and the page past the first", () => {
    const filters = readCourseFilters(new URLSearchParams("keyword=nvr&requirement=1"));
    expect(filterSearch(filters)).toBe("?keyword=nvr&requirement=1");
    expect(filterSearch({ ...filters, pageNum: 4 })).toBe("?keyword=nvr&requirement=1&pageNum=4");
    expect(filterSearch(readCourseFilters(new URLSearchParams()))).toBe("");
    expect(hasActiveFilters(readCourseFilters(new URLSearchParams("pageNum=3")))).toBe(false);
    expect(hasActiveFilters(filters)).toBe(true);
  });
});

describe("video list filters (learner §3 'Video list filter')", () => {
  test("type 0 all, 1 topic, 2 course; ids must be positive", () => {
    const filters = readVideoFilters(
      new URLSearchParams("type=1&productLineId=4&videoTypeId=abc&keyword=ptz"),
    );
    expect(filters).toMatchObject({
      type: "1",
      productLineId: "4",
      videoTypeId: "",
      keyword: "ptz",
    });
    expect(readVideoFilters(new URLSearchParams("type=7")).type).toBe("0");
    expect(videoQuery(filters, true)).toMatchObject({
      courseType: 1,
      type: 1,
      productLineId: 4,
      videoTypeId: undefined,
      pageSize: 10,
    });
    expect(filterSearch(readVideoFilters(new URLSearchParams("type=0")))).toBe("");
  });
});

test("page count is at least one", () => {
  expect(pageCount(0, 15)).toBe(1);
  expect(pageCount(15, 15)).toBe(1);
  expect(pageCount(16, 15)).toBe(2);
  expect(pageCount(31, 10)).toBe(4);
});
