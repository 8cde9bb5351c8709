import type { CourseDetail } from "#contract/catalogue.ts";

export type CourseDetailData = { detail: CourseDetail | null; failed: boolean };
