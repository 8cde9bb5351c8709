import type { CourseRow, KindEntry } from "#contract/catalogue.ts";
import type { TenantBrand } from "#contract/site.ts";
import { Kind } from "#contract/catalogue-rules.ts";
import { trackPath, type TrackKind, type TrackPage } from "../../frame/menus.ts";

/** Page paths of the catalogue below the site prefix (learner §2). */
export const certificationDetailPath = (relationId: number, anchor = "") =>
  `/certification/detail/${relationId}${anchor}`;

/** Course or video detail; courseType 0 course, 1 video (learner §2). */
export const courseDetailPath = (id: number, courseType: number) =>
  `/course/detail/${id}?courseType=${courseType}`;

/**
 * The exam page (learner §2): the theory exam of a certification release
 * (relationType and courseType 0) or the quiz of a course release (1).
 */
export const examPath = (releaseId: number, relationType: number) =>
  `/exam?relationId=${releaseId}&relationType=${relationType}&courseType=${relationType}`;

export const topicDetailPath = (id: number) => `/topic/detail/${id}`;

/** A course page row opens its topic or its course/video detail. */
export const courseRowPath = (row: Pick<CourseRow, "id" | "isTopic" | "courseType">) =>
  row.isTopic ? topicDetailPath(row.id) : courseDetailPath(row.id, row.courseType);

/** The menu track of a certification kind (gsc 0 general, hsc 1 brand); none for others. */
export function kindTrack(kind: number | null | undefined): TrackKind | null {
  if (kind === Kind.gsc) return "general";
  if (kind === Kind.hsc) return "brand";
  return null;
}

export const trackKind = (track: TrackKind): number => (track === "general" ? Kind.gsc : Kind.hsc);

const BRAND_SEGMENTS: Record<string, TrackKind> = {
  "general-security-certification": "general",
  "hikvision-security-certification": "brand",
};
const TRACK_PAGES: readonly string[] = ["overview", "online-video-courses", "classroom"];

/**
 * What a track page path names (frame §2): the brand-security tenant's
 * /{track}/{page}, or another tenant's /{page}/{kind-name}; null for neither.
 */
export type TrackLocation =
  | { style: "brand"; track: TrackKind; page: TrackPage }
  | { style: "kind"; kindName: string; page: TrackPage };

export function parseTrackPath(rest: string): TrackLocation | null {
  const parts = rest.split("/").filter(Boolean);
  if (parts.length !== 2) return null;
  const [first, second] = parts as [string, string];
  const track = BRAND_SEGMENTS[first];
  if (track)
    return TRACK_PAGES.includes(second)
      ? { style: "brand", track, page: second as TrackPage }
      : null;
  if (!TRACK_PAGES.includes(first)) return null;
  let kindName: string;
  try {
    kindName = decodeURIComponent(second);
  } catch {
    return null;
  }
  return { style: "kind", kindName: kindName.toLowerCase(), page: first as TrackPage };
}

/**
 * A track page of a kind (learner §2): the brand-security tenant's track
 * segments for its two certification kinds, else /{page}/{kind-name} with the
 * kind list's path name, which is the same in every language of a site.
 */
export function kindPagePath(
  tenant: Pick<TenantBrand, "brandTrackPaths" | "brandName">,
  kind: Pick<KindEntry, "kindType" | "pathName">,
  page: TrackPage,
): string {
  const track = kindTrack(kind.kindType);
  if (tenant.brandTrackPaths && track) return trackPath(tenant, track, page);
  return `/${page}/${encodeURIComponent(kind.pathName)}`;
}
