import { redirect } from "react-router";
import type {
  Banner,
  CertificationSummary,
  CertificationTypeInfo,
  CourseRow,
  KindEntry,
  Page,
} from "#contract/catalogue.ts";
import { listBannerType } from "#contract/catalogue-rules.ts";
import type { ClassroomCertification } from "#contract/portal-context.ts";
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
import { TrackDesktop } from "./desktop.tsx";
import { TrackMobile } from "./mobile.tsx";
import { matchTrackKind } from "./track-kind.ts";

export type TrackData = {
  page: TrackPage;
  kind: KindEntry;
  banner: Banner | null;
  /** A read failed: the page shows what it has and says so. */
  failed: boolean;
  certifications: CertificationSummary[];
  courses: Page<CourseRow> | null;
  filters: CourseFilters | null;
  typeInfo: CertificationTypeInfo | null;
  pageSize: number;
  classrooms: ClassroomCertification[];
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

  const pageSize = pageSizeFor(path.mobile);
  const data: TrackData = {
    page: location.page,
    kind,
    banner: null,
    failed: false,
    certifications: [],
    courses: null,
    filters: null,
    typeInfo: null,
    pageSize,
    classrooms: [],
  };

  const bannerRead = settle(
    site.catalogue.banners([listBannerType(kind.kindType)]),
    [] as Banner[],
  );
  if (location.page === "overview") {
    const [banners, certifications] = await Promise.all([
      bannerRead,
      settle(site.catalogue.certificationList(kind.kindType), [] as CertificationSummary[]),
    ]);
    data.banner = banners.value[0] ?? null;
    data.certifications = certifications.value;
    data.failed ||= certifications.failed;
  } else if (location.page === "online-video-courses") {
    const filters = readCourseFilters(url.searchParams);
    const [banners, courses, typeInfo] = await Promise.all([
      bannerRead,
      settle(site.catalogue.coursePage(courseQuery(filters, kind.kindType, path.mobile)), {
        rows: [],
        total: 0,
      } as Page<CourseRow>),
      settle(site.catalogue.certificationTypeInfo(), {
        certificationTypeList: [],
        versionLabelList: [],
      } as CertificationTypeInfo),
    ]);
    data.banner = banners.value[0] ?? null;
    data.courses = courses.value;
    data.filters = filters;
    data.typeInfo = typeInfo.value;
    data.failed ||= courses.failed;
  } else {
    const [banners, classrooms] = await Promise.all([
      bannerRead,
      settle(site.catalogue.classroomCertifications(kind.kindType), [] as ClassroomCertification[]),
    ]);
    data.banner = banners.value[0] ?? null;
    data.classrooms = classrooms.value;
    data.failed ||= classrooms.failed;
  }
  return data;
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
  return useIsMobileLayout() ? (
    <TrackMobile data={loaderData} />
  ) : (
    <TrackDesktop data={loaderData} />
  );
}

/** A failing page keeps the site's header and footer around its error. */
export function ErrorBoundary() {
  return <PageError />;
}
