/*
 * My Learning (frame §1, §2, §4, §9): its tabs, the self-paced course filters
 * and page sizes, and the months of the credit statistics, without zod for the
 * pages (decision 0005).
 */
import { ExerciseProcess, LearningProcess } from "./catalogue-rules.ts";

/**
 * The tabs of My Learning (frame §1), as the `tab` of its address. The
 * learner's certifications were the whole page before the tabs: they stay the
 * default, so an old link still opens them.
 */
export const MY_LEARNING_TABS = [
  "statistics",
  "certifications",
  "certificates",
  "exams",
  "courses",
  "instructor-led",
  "webinars",
  "videos",
  "medals",
  "personal",
] as const;
export type MyLearningTab = (typeof MY_LEARNING_TABS)[number];
export const DEFAULT_MY_LEARNING_TAB: MyLearningTab = "certifications";

/**
 * The tab an address names: an unknown one, or instructor-led training where
 * the frame hides it (frame §2, §6), opens the default tab.
 */
export function myLearningTab(value: string | null, hideInstructorLed: boolean): MyLearningTab {
  const tab = MY_LEARNING_TABS.find((candidate) => candidate === value);
  if (!tab || (tab === "instructor-led" && hideInstructorLed)) return DEFAULT_MY_LEARNING_TAB;
  return tab;
}

/** The tabs shown: all but instructor-led training where the frame hides it. */
export const myLearningTabs = (hideInstructorLed: boolean): readonly MyLearningTab[] =>
  MY_LEARNING_TABS.filter((tab) => !(tab === "instructor-led" && hideInstructorLed));

/**
 * Where a self-paced course or video stands (frame §4 "Course learning
 * filters"): studying until every chapter is learned, then waiting for the
 * quiz until it is passed, then passed. A course without a quiz is passed once
 * learned (its exercise finishes with the last chapter).
 */
export const COURSE_PROCESS_STATES = ["studying", "waitForQuiz", "pass"] as const;
export type CourseProcessState = (typeof COURSE_PROCESS_STATES)[number];

export function courseProcessState(progress: {
  learningProcess: number;
  exerciseProcess: number;
}): CourseProcessState {
  if (progress.learningProcess < LearningProcess.learnEnd) return "studying";
  return progress.exerciseProcess === ExerciseProcess.finish ? "pass" : "waitForQuiz";
}

/** The list filter: every state, or one of them. */
export const COURSE_PROCESS_FILTERS = ["all", ...COURSE_PROCESS_STATES] as const;
export type CourseProcessFilter = (typeof COURSE_PROCESS_FILTERS)[number];

/** Page sizes the learner's lists offer (frame §9), the first the default. */
export const MY_LEARNING_PAGE_SIZES = [10, 20, 30, 40] as const;
export type MyLearningPageSize = (typeof MY_LEARNING_PAGE_SIZES)[number];

/** How many months the credit statistics go back, the current one included. */
export const STATISTIC_MONTHS = 12;

/**
 * The months of the statistics, oldest first, as "YYYY-MM" in UTC: the month
 * of `now` and the `count - 1` before it.
 */
export function statisticMonths(now: Date, count = STATISTIC_MONTHS): string[] {
  const months: string[] = [];
  for (let back = count - 1; back >= 0; back -= 1) {
    const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    months.push(month.toISOString().slice(0, 7));
  }
  return months;
}

/** The "YYYY-MM" month (UTC) of an instant. */
export const monthOf = (instant: Date) => instant.toISOString().slice(0, 7);
