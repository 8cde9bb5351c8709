import { dateTimeFormat } from "#contract/intl.ts";
import { ClassroomType, ClassroomUserStatus } from "#contract/classroom-rules.ts";

/**
 * The classroom track page's schedule (frame §2 "Classroom list/calendar:
 * Mon-Sun, months, legend enrolled/not enrolled, filters by training method,
 * country, language"): the month grid, the sessions of each day and the
 * filters as the address writes them, pure so they are tested without a browser.
 */

export const SCHEDULE_VIEWS = ["calendar", "list"] as const;
export type ScheduleView = (typeof SCHEDULE_VIEWS)[number];

export const TRAINING_METHODS = ["all", "online", "onsite"] as const;
export type TrainingMethod = (typeof TRAINING_METHODS)[number];

/** What the address says the schedule shows (?view=&month=&method=&country=&language=). */
export type ScheduleFilters = {
  view: ScheduleView;
  /** The month shown, "YYYY-MM". */
  month: string;
  method: TrainingMethod;
  /** ISO 3166-1 alpha-2, or "" for every country. */
  country: string;
  /** A language id, or null for every language. */
  language: number | null;
};

const DAY = 86_400_000;

/** "YYYY-MM-DD" of a UTC midnight. */
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The month of a day, "YYYY-MM", by the UTC calendar. */
export const monthOf = (date: Date) => date.toISOString().slice(0, 7);

function parseMonth(month: string): { year: number; month: number } {
  const [year, index] = month.split("-").map(Number) as [number, number];
  return { year, month: index - 1 };
}

/** Whether a "YYYY-MM" names a real month within reason (years 2000-2100). */
export function isMonth(value: string | null): value is string {
  if (!value || !/^\d{4}-(0[1-9]|1[0-2])$/.test(value)) return false;
  const { year } = parseMonth(value);
  return year >= 2000 && year <= 2100;
}

/** The month `count` months after (before, when negative) another. */
export function addMonths(month: string, count: number): string {
  const { year, month: index } = parseMonth(month);
  return monthOf(new Date(Date.UTC(year, index + count, 1)));
}

/**
 * The weeks of a month's calendar, Monday to Sunday, as ISO days: the first
 * week starts on the Monday on or before the 1st, the last ends on the Sunday
 * on or after the last day (four to six weeks).
 */
export function monthGrid(month: string): string[][] {
  const { year, month: index } = parseMonth(month);
  const first = new Date(Date.UTC(year, index, 1));
  const last = new Date(Date.UTC(year, index + 1, 0));
  // getUTCDay: Sunday 0 … Saturday 6; days back to Monday.
  const start = first.getTime() - ((first.getUTCDay() + 6) % 7) * DAY;
  const end = last.getTime() + ((7 - last.getUTCDay()) % 7) * DAY;
  const weeks: string[][] = [];
  for (let day = start; day <= end; day += 7 * DAY) {
    weeks.push(Array.from({ length: 7 }, (_, i) => isoDay(new Date(day + i * DAY))));
  }
  return weeks;
}

/**
 * The days to ask the schedule for when a month is shown: its grid, and a
 * day either side, as a session's day is its venue's and the call's days are UTC.
 */
export function scheduleRange(month: string): { from: string; to: string } {
  const weeks = monthGrid(month);
  const first = new Date(`${weeks[0]![0]}T00:00:00Z`).getTime();
  const last = new Date(`${weeks.at(-1)![6]}T00:00:00Z`).getTime();
  return { from: isoDay(new Date(first - DAY)), to: isoDay(new Date(last + DAY)) };
}

/** The day an instant falls on in a time zone, "YYYY-MM-DD" (UTC when the zone is unknown). */
export function dayIn(iso: string, timeZone: string): string {
  const at = new Date(iso);
  try {
    const parts = dateTimeFormat("en", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    }).formatToParts(at);
    const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
    return `${part("year")}-${part("month")}-${part("day")}`;
  } catch {
    return isoDay(at);
  }
}

/** Sessions by the day they start on in their venue's zone, each day's in order of start. */
export function sessionsByDay<S extends { startsAt: string; timeZone: string }>(
  sessions: readonly S[],
): Map<string, S[]> {
  const days = new Map<string, S[]>();
  const ordered = [...sessions].sort(
    (a, b) => new Date(a.startsAt).getTime() - new Date(b.startsAt).getTime(),
  );
  for (const session of ordered) {
    const day = dayIn(session.startsAt, session.timeZone);
    const list = days.get(day);
    if (list) list.push(session);
    else days.set(day, [session]);
  }
  return days;
}

/** Whether the learner holds a place in a session (the legend's "enrolled"). */
export function isEnrolled(userStatus: number): boolean {
  return (
    userStatus === ClassroomUserStatus.enrolled ||
    userStatus === ClassroomUserStatus.approved ||
    userStatus === ClassroomUserStatus.checkin
  );
}

/** A session's name as a calendar day shows it: the part before a colon. */
export function shortName(name: string): string {
  const head = name.split(/[:：]/)[0]!.trim();
  return head || name;
}

/** The API's classroom type of a training method, or undefined for all. */
export function typeOfMethod(method: TrainingMethod): number | undefined {
  return method === "all" ? undefined : ClassroomType[method];
}

/** The schedule's filters from the address; a missing or wrong value is the default. */
export function readScheduleFilters(params: URLSearchParams, today: Date): ScheduleFilters {
  const view = params.get("view");
  const month = params.get("month");
  const method = params.get("method");
  const country = (params.get("country") ?? "").toUpperCase();
  const language = Number(params.get("language"));
  return {
    view: (SCHEDULE_VIEWS as readonly string[]).includes(view ?? "")
      ? (view as ScheduleView)
      : "calendar",
    month: isMonth(month) ? month : monthOf(today),
    method: (TRAINING_METHODS as readonly string[]).includes(method ?? "")
      ? (method as TrainingMethod)
      : "all",
    country: /^[A-Z]{2}$/.test(country) ? country : "",
    language:
      Number.isInteger(language) && language >= 1 && language <= 2_147_483_647 ? language : null,
  };
}

/** The address query of a schedule's filters, defaults left out ("" when all are defaults). */
export function scheduleSearch(filters: ScheduleFilters, today: Date): string {
  const params = new URLSearchParams();
  if (filters.view !== "calendar") params.set("view", filters.view);
  if (filters.month !== monthOf(today)) params.set("month", filters.month);
  if (filters.method !== "all") params.set("method", filters.method);
  if (filters.country) params.set("country", filters.country);
  if (filters.language !== null) params.set("language", String(filters.language));
  const query = params.toString();
  return query ? `?${query}` : "";
}
