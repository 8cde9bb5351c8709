import type { FrameData, TenantBrand } from "#contract/site.ts";

/** The two certification tracks of the menus (frame §1: general GSC, brand HSC). */
export type TrackKind = "general" | "brand";
/** Listing pages of a track; "self-paced" is the online video courses, "instructor-led" the classroom. */
export type TrackPage = "overview" | "online-video-courses" | "classroom";

export const TRACK_PAGES: readonly TrackPage[] = ["overview", "online-video-courses", "classroom"];

const BRAND_TRACK_SEGMENT: Record<TrackKind, string> = {
  general: "general-security-certification",
  brand: "hikvision-security-certification",
};

/** The kind's display name in the tenant's words ("{brand} security certification"). */
export function trackKindName(kind: TrackKind, brandName: string): string {
  return kind === "general"
    ? "general security certification"
    : `${brandName} security certification`;
}

/** Learner §2: the kind name lower-cased with spaces turned into hyphens. */
export function kindSlug(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, "-");
}

/** A kind of the tenant's kind list with its listing path segment (FrameData.kinds). */
export type KindPath = Pick<FrameData["kinds"][number], "kindType" | "pathName">;

/** Kind type of a menu track (learner §4: gsc 0, hsc 1). */
const TRACK_KIND_TYPE: Record<TrackKind, number> = { general: 0, brand: 1 };

/**
 * Path of a track listing below the site prefix (learner §2): the brand-security
 * tenant has /{track}/{page}; the others /{page}/{kind-name}, with the kind
 * list's path name when it is known, else the kind named in the tenant's words.
 */
export function trackPath(
  tenant: Pick<TenantBrand, "brandTrackPaths" | "brandName">,
  kind: TrackKind,
  page: TrackPage,
  kinds: readonly KindPath[] = [],
): string {
  if (tenant.brandTrackPaths) return `/${BRAND_TRACK_SEGMENT[kind]}/${page}`;
  const listed = kinds.find((entry) => entry.kindType === TRACK_KIND_TYPE[kind])?.pathName;
  return `/${page}/${listed || kindSlug(trackKindName(kind, tenant.brandName))}`;
}

export type MenuItem = {
  /** i18n key below "menu." */
  key: string;
  /** Path below the site prefix. */
  path: string;
};
export type MenuGroup = {
  key: "general" | "brand" | "nonCertification";
  items: MenuItem[];
};

const PAGE_KEY: Record<TrackPage, string> = {
  overview: "overview",
  "online-video-courses": "selfPaced",
  classroom: "instructorLed",
};

export const MY_LEARNING_PATH = "/my-learning";
export const EDUCATIONAL_VIDEO_PATH = "/educational-video/list";
export const WORKSHOP_SEMINAR_PATH = "/workshop-seminar/list";

type MenuFrame = Pick<FrameData, "tenant" | "hideInstructorLed" | "hideGeneralCertification"> & {
  site: Pick<FrameData["site"], "nonCertificationMenu">;
  kinds?: readonly KindPath[];
};

/**
 * The header menus (frame §2 "Desktop header"): general certification (hidden
 * for some countries), brand certification, non-certification (only with the
 * site's flag); instructor-led training hidden where the frame says so.
 */
export function buildMenus(frame: MenuFrame): MenuGroup[] {
  const pages = TRACK_PAGES.filter((page) => !(page === "classroom" && frame.hideInstructorLed));
  const track = (kind: TrackKind): MenuGroup => ({
    key: kind,
    items: pages.map((page) => ({
      key: PAGE_KEY[page],
      path: trackPath(frame.tenant, kind, page, frame.kinds),
    })),
  });
  const groups: MenuGroup[] = [];
  if (!frame.hideGeneralCertification) groups.push(track("general"));
  groups.push(track("brand"));
  if (frame.site.nonCertificationMenu) {
    groups.push({
      key: "nonCertification",
      items: [
        { key: "educationalVideo", path: EDUCATIONAL_VIDEO_PATH },
        { key: "workshopSeminar", path: WORKSHOP_SEMINAR_PATH },
      ],
    });
  }
  return groups;
}
