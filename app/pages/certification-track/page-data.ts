import type { KindEntry } from "#contract/catalogue.ts";
import type { ScheduledSession } from "#contract/classroom.ts";
import type { TrackListing } from "#contract/portal-context.ts";
import type { CourseFilters } from "../../components/catalogue/filters.ts";
import type { TrackPage } from "../../frame/menus.ts";
import type { ScheduleFilters } from "./schedule.ts";

/** The classroom page's schedule of the month shown (frame §2 classroom list/calendar). */
export type ScheduleData = {
  filters: ScheduleFilters;
  /** Today (UTC, "YYYY-MM-DD") as the server saw it, so the page marks the same day. */
  today: string;
  sessions: ScheduledSession[];
  /** The countries the month's sessions are held in, for the country filter. */
  countries: string[];
  /** The schedule could not be read: the page says so. */
  failed: boolean;
};

export type TrackData = TrackListing & {
  page: TrackPage;
  kind: KindEntry;
  /** The listing could not be read: the page says so. */
  failed: boolean;
  filters: CourseFilters | null;
  pageSize: number;
  /** The classroom page's schedule; null on the other pages. */
  schedule: ScheduleData | null;
};
