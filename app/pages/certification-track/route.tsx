import { redirect } from "react-router";
import type { SitePortal, TrackListing, TrackListingQuery } from "#contract/portal-context.ts";
import {
  courseQuery,
  pageSizeFor,
  readCourseFilters,
  type CourseFilters,
} from "../../components/catalogue/filters.ts";
import { parseTrackPath } from "../../components/catalogue/links.ts";
import { notFoundRedirect, settle } from "../../components/catalogue/load.ts";
import { PageError } from "../../components/page-error.tsx";
import type { TrackPage } from "../../frame/menus.ts";
import { frameMeta } from "../../frame/meta.ts";
import { sitePath } from "../../frame/paths.ts";
import { sitePage } from "../../frame/resolve-page.ts";
import { useIsMobileLayout } from "../../frame/use-layout.ts";
import type { Route } from "./+types/route.ts";
import { TrackPageView } from "./track-page.tsx";
import { matchTrackKind } from "./track-kind.ts";
import { readScheduleFilters, scheduleRange, typeOfMethod } from "./schedule.ts";
import type { ScheduleData, TrackData } from "./page-data.ts";

/** A failed read (learner §7): the page shows empty lists and says so. */
const EMPTY_LISTING: TrackListing = {
  banner: null,
  certifications: [],
  courses: null,
  typeInfo: null,
  classrooms: [],
};

/**
 * A track page (frame §2): the overview, online video courses or classroom of
 * one certification kind, at the brand-security tenant's /{track}/{page} or at
 * another tenant's /{page}/{kind-name}.
 */
export async function loader({ url, context }: Route.LoaderArgs): Promise<TrackData> {
  const { path, site } = sitePage(context);
  const location = parseTrackPath(path.rest);
  if (!location) throw notFoundRedirect(path);

  // The root loader asked for the same frame in this request: it is built once.
  const frame = await site.frame();
  const match = matchTrackKind(location, frame);
  if (!match) throw notFoundRedirect(path);
  if ("movedTo" in match) {
    throw redirect(sitePath(path.prefix, match.movedTo, path.mobile) + url.search, 301);
  }
  const { kind } = match;

  // Instructor-led training is hidden where the tenant says so (frame §2: the main brand in the EU).
  if (location.page === "classroom" && frame.hideInstructorLed) throw notFoundRedirect(path);

  const { kindType } = kind;
  let filters: CourseFilters | null = null;
  let query: TrackListingQuery;
  if (location.page === "online-video-courses") {
    filters = readCourseFilters(url.searchParams);
    query = { kindType, page: location.page, courses: courseQuery(filters, kindType, path.mobile) };
  } else {
    query = { kindType, page: location.page };
  }
  const [listing, schedule] = await Promise.all([
    settle(site.catalogue.trackListing(query), EMPTY_LISTING),
    location.page === "classroom" ? readSchedule(site, kindType, url) : null,
  ]);
  return {
    page: location.page,
    kind,
    ...listing.value,
    failed: listing.failed,
    filters,
    pageSize: pageSizeFor(path.mobile),
    schedule,
  };
}

/**
 * The track's sessions of the month the address names (this month by
 * default), from the grid's first Monday to its last Sunday, by the
 * address's training method, country and language; the countries to choose
 * from are those of the month's sessions before the country filter.
 */
async function readSchedule(site: SitePortal, kind: number, url: URL): Promise<ScheduleData> {
  const now = new Date();
  const filters = readScheduleFilters(url.searchParams, now);
  const input = {
    kind,
    ...scheduleRange(filters.month),
    type: typeOfMethod(filters.method),
    sessionLanguageId: filters.language ?? undefined,
  };
  const [shown, anyCountry] = await Promise.all([
    settle(site.classrooms.ofKind({ ...input, countryCode: filters.country || undefined }), []),
    filters.country ? settle(site.classrooms.ofKind(input), []) : null,
  ]);
  const countries = [
    ...new Set([
      ...(anyCountry ?? shown).value.map((session) => session.countryCode),
      filters.country,
    ]),
  ]
    .filter(Boolean)
    .sort();
  return {
    filters,
    today: now.toISOString().slice(0, 10),
    sessions: shown.value,
    countries,
    failed: shown.failed,
  };
}

const TITLE_KEY: Record<TrackPage, string> = {
  overview: "catalogue.seo.overviewTitle",
  "online-video-courses": "catalogue.seo.coursesTitle",
  classroom: "catalogue.seo.classroomTitle",
};

export const meta: Route.MetaFunction = (args) =>
  frameMeta(args, {
    titleKey: TITLE_KEY[args.loaderData?.page ?? "overview"],
    homeFallback: false,
  });

export default function TrackRoute({ loaderData }: Route.ComponentProps) {
  return <TrackPageView data={loaderData} compact={useIsMobileLayout()} />;
}

/** A failing page keeps the site's header and footer around its error. */
export function ErrorBoundary() {
  return <PageError />;
}
