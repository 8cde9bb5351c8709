import type { CoursePageInput } from "#contract/catalogue.ts";
import { CourseType, PAGE_SIZE } from "#contract/catalogue-rules.ts";

/**
 * The list filters live in the page address (learner §3 "Certification list
 * filter" and "Video list filter", with the spec's field names), so a filtered
 * page is shareable and rendered on the server.
 */
export type CourseFilters = {
  keyword: string;
  certificationTypeName: string;
  certificationSubtypeName: string;
  /** "" any, "1" compulsory, "0" elective. */
  requirement: "" | "0" | "1";
  languageComplete: string;
  versionLabel: string;
  pageNum: number;
};

export type VideoFilters = {
  keyword: string;
  productLineId: string;
  videoTypeId: string;
  /** 0 all, 1 topic, 2 course. */
  type: "0" | "1" | "2";
  languageComplete: string;
  pageNum: number;
};

const MAX_TEXT = 100;

function text(params: URLSearchParams, name: string): string {
  return (params.get(name) ?? "").trim().slice(0, MAX_TEXT);
}

function pageNum(params: URLSearchParams): number {
  const value = Number(params.get("pageNum"));
  return Number.isInteger(value) && value >= 1 && value <= 10_000 ? value : 1;
}

function positiveId(params: URLSearchParams, name: string): string {
  const value = text(params, name);
  return /^[1-9]\d{0,8}$/.test(value) ? value : "";
}

export const pageSizeFor = (mobile: boolean) => (mobile ? PAGE_SIZE.mobile : PAGE_SIZE.desktop);

export function readCourseFilters(params: URLSearchParams): CourseFilters {
  const requirement = params.get("requirement");
  return {
    keyword: text(params, "keyword"),
    certificationTypeName: text(params, "certificationTypeName"),
    certificationSubtypeName: text(params, "certificationSubtypeName"),
    requirement: requirement === "0" || requirement === "1" ? requirement : "",
    languageComplete: text(params, "languageComplete"),
    versionLabel: text(params, "versionLabel").slice(0, 20),
    pageNum: pageNum(params),
  };
}

export function readVideoFilters(params: URLSearchParams): VideoFilters {
  const type = params.get("type");
  return {
    keyword: text(params, "keyword"),
    productLineId: positiveId(params, "productLineId"),
    videoTypeId: positiveId(params, "videoTypeId"),
    type: type === "1" || type === "2" ? type : "0",
    languageComplete: text(params, "languageComplete"),
    pageNum: pageNum(params),
  };
}

/** Empty strings mean "any" and are left out of the call. */
const orUndefined = (value: string) => (value === "" ? undefined : value);

/** The course page call of a track's online video courses (courseType 0, one kind). */
export function courseQuery(
  filters: CourseFilters,
  kind: number,
  mobile: boolean,
): CoursePageInput {
  return {
    courseType: CourseType.course,
    kind,
    keyword: orUndefined(filters.keyword),
    certificationTypeName: orUndefined(filters.certificationTypeName),
    certificationSubtypeName: orUndefined(filters.certificationSubtypeName),
    requirement: filters.requirement === "" ? undefined : (Number(filters.requirement) as 0 | 1),
    languageComplete: orUndefined(filters.languageComplete),
    versionLabel: orUndefined(filters.versionLabel),
    pageNum: filters.pageNum,
    pageSize: pageSizeFor(mobile),
  };
}

/** The course page call of the educational video list (courseType 1). */
export function videoQuery(filters: VideoFilters, mobile: boolean): CoursePageInput {
  return {
    courseType: CourseType.video,
    keyword: orUndefined(filters.keyword),
    productLineId: filters.productLineId === "" ? undefined : Number(filters.productLineId),
    videoTypeId: filters.videoTypeId === "" ? undefined : Number(filters.videoTypeId),
    type: Number(filters.type) as 0 | 1 | 2,
    languageComplete: orUndefined(filters.languageComplete),
    pageNum: filters.pageNum,
    pageSize: pageSizeFor(mobile),
  };
}

/**
 * The address query of a filter state: only the fields that narrow the list,
 * and the page number only past the first page.
 */
export function filterSearch(filters: CourseFilters | VideoFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (key === "pageNum") continue;
    if (key === "type" && value === "0") continue;
    if (value !== "" && value !== undefined) params.set(key, String(value));
  }
  if (filters.pageNum > 1) params.set("pageNum", String(filters.pageNum));
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** The number of pages of a list (at least one). */
export const pageCount = (total: number, pageSize: number) =>
  Math.max(1, Math.ceil(Math.max(0, total) / pageSize));

/** Whether any filter narrows the list (the empty state then offers to clear them). */
export function hasActiveFilters(filters: CourseFilters | VideoFilters): boolean {
  return filterSearch({ ...filters, pageNum: 1 }) !== "";
}
