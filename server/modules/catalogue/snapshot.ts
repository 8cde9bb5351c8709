import { and, asc, eq } from "drizzle-orm";
import type { Banner } from "#contract/catalogue.ts";
import { CourseType } from "#contract/catalogue-rules.ts";
import type { Db } from "#db/client.ts";
import {
  banners,
  certificationKinds,
  certificationTypes,
  courseChapters,
  courseReleases,
  courses,
  productLines,
  topics,
  videoTypes,
} from "#db/schema/catalogue.ts";
import type { Scope } from "../../scope.ts";
import { createTtlCache } from "../../ttl-cache.ts";
import {
  courseInScope,
  selectLinkedCourses,
  selectReleases,
  topicInScope,
  type LinkedCourse,
  type ReleaseRow,
} from "./scoped.ts";
import { plainSummary, sanitizeRichText } from "../../rich-text.ts";
import { localName } from "./text.ts";

/**
 * Releases, their courses and the tenant's names change when an editor
 * publishes, not per request, so they are read at most once a minute per
 * server, like the frame content (site.service.ts); learner state
 * (registrations, progress) is always read live. `invalidate()` drops the
 * copies at once (after an edit, in tests).
 */
export const CATALOGUE_TTL_MS = 60_000;

/** The course in a certification release a course row or detail names. */
export type CourseLink = {
  courseReleaseId: number;
  certificationReleaseId: number;
  certificationName: string;
  kind: number;
  requirement: number;
  credits: number;
};

/** A course or video release as rows and details show it (learner state aside). */
export type CourseEntry = {
  id: number;
  courseType: number;
  courseName: string;
  /** Plain-text excerpt of the description, for rows. */
  summary: string;
  /** The description, sanitised. */
  description: string;
  coverImage: string;
  duration: number;
  versionLabel: string;
  quizExist: boolean;
  productLineId: number | null;
  videoTypeId: number | null;
  productLineName: string | null;
  videoTypeName: string | null;
  publishedAt: string;
  /** Chapters in order: never their video files. */
  chapters: { id: number; title: string; duration: number }[];
  /** Practice labs it offers (decision 0059). */
  practiceLabs: number;
};

/**
 * The practice module's count of labs per course release of a site: read with
 * the rest of the snapshot, since labs change with the catalogue, not per request.
 */
export type PracticeCounts = { labCounts(siteId: number): Promise<Map<number, number>> };

export type TopicEntry = {
  id: number;
  topicName: string;
  summary: string;
  description: string;
  coverImage: string;
  duration: number;
  quizExist: boolean;
  productLineId: number | null;
  videoTypeId: number | null;
  productLineName: string | null;
  videoTypeName: string | null;
  publishedAt: string;
};

export type CatalogueSnapshot = {
  /** Course and video releases of the site in its language. */
  course(id: number): CourseEntry | undefined;
  courses: CourseEntry[];
  topic(id: number): TopicEntry | undefined;
  /** Topics and video courses, newest first (the educational video list). */
  videos: ({ isTopic: true; entry: TopicEntry } | { isTopic: false; entry: CourseEntry })[];
  /** Banners of the site in its language, by type code then order. */
  banners: Banner[];
  /** Every release of the site in its language, top-level and child versions, in catalogue order. */
  releases: ReleaseRow[];
  release(id: number): ReleaseRow | undefined;
  /** A release's description, sanitised once. */
  description(id: number): string;
  coursesOf(releaseId: number): LinkedCourse[];
  /** The releases containing a course, the preferred one first (top-level version, then catalogue order). */
  linksOf(courseReleaseId: number): CourseLink[];
};

type TypeRow = typeof certificationTypes.$inferSelect;
type KindRow = typeof certificationKinds.$inferSelect;
type NamedRow = { id: number; names: Record<string, string>; sort: number };
export type TenantLists = {
  types: TypeRow[];
  kinds: KindRow[];
  productLines: NamedRow[];
  videoTypes: NamedRow[];
};

const nameOf =
  (rows: NamedRow[], scope: Pick<Scope, "language">) =>
  (id: number | null): string | null => {
    const row = id === null ? undefined : rows.find((r) => r.id === id);
    return row ? localName(row.names, scope.language) : null;
  };

export type TypeNames = {
  name(typeId: number | null): string | null;
  /** Types (no parent) with their subtypes, in order, in the scope's language. */
  tree(keep?: (typeId: number, subtypeId: number | null) => boolean): {
    id: number;
    certificationTypeName: string;
    subtypeList: { id: number; certificationSubtypeName: string }[];
  }[];
  /** Ids of types or subtypes named `name` in any language (case-insensitive). */
  idsNamed(name: string): number[];
};

export function typeNames(rows: TypeRow[], scope: Pick<Scope, "language">): TypeNames {
  const names = new Map(rows.map((row) => [row.id, localName(row.typeNames, scope.language)]));
  return {
    name: (typeId) => (typeId === null ? null : (names.get(typeId) ?? null)),
    tree: (keep = () => true) =>
      rows
        .filter((row) => row.parentId === null)
        .map((type) => ({
          type,
          subtypes: rows.filter((row) => row.parentId === type.id && keep(type.id, row.id)),
        }))
        .filter(({ type, subtypes }) => subtypes.length > 0 || keep(type.id, null))
        .map(({ type, subtypes }) => ({
          id: type.id,
          certificationTypeName: names.get(type.id)!,
          subtypeList: subtypes.map((sub) => ({
            id: sub.id,
            certificationSubtypeName: names.get(sub.id)!,
          })),
        })),
    idsNamed: (name) => {
      const wanted = name.trim().toLocaleLowerCase();
      return rows
        .filter((row) =>
          [names.get(row.id), ...Object.values(row.typeNames)].some(
            (n) => n?.trim().toLocaleLowerCase() === wanted,
          ),
        )
        .map((row) => row.id);
    },
  };
}

export function createSnapshots(db: Db, practice: PracticeCounts) {
  const sites = createTtlCache<CatalogueSnapshot>({ ttlMs: CATALOGUE_TTL_MS });
  const tenants = createTtlCache<TenantLists>({ ttlMs: CATALOGUE_TTL_MS });

  async function loadSnapshot(scope: Scope): Promise<CatalogueSnapshot> {
    const [releases, bannerRows] = await Promise.all([
      selectReleases(db, scope),
      db
        .select({
          id: banners.id,
          type: banners.type,
          title: banners.title,
          subtitle: banners.subtitle,
          image: banners.image,
          link: banners.link,
        })
        .from(banners)
        .where(and(eq(banners.siteId, scope.site.id), eq(banners.languageId, scope.language.id)))
        .orderBy(asc(banners.type), asc(banners.sort), asc(banners.id)),
    ]);
    const [linked, courseRows, chapterRows, topicRows, labCounts] = await Promise.all([
      selectLinkedCourses(
        db,
        scope,
        releases.map((r) => r.id),
      ),
      db
        .select({
          id: courseReleases.id,
          courseType: courses.courseType,
          courseName: courseReleases.courseName,
          description: courseReleases.description,
          coverImage: courseReleases.coverImage,
          duration: courseReleases.duration,
          versionLabel: courseReleases.versionLabel,
          quizExist: courseReleases.quizExist,
          productLineId: courses.productLineId,
          videoTypeId: courses.videoTypeId,
          publishedAt: courseReleases.publishedAt,
        })
        .from(courseReleases)
        .innerJoin(courses, eq(courses.id, courseReleases.courseId))
        .where(courseInScope(scope)),
      db
        .select({
          courseReleaseId: courseChapters.courseReleaseId,
          id: courseChapters.id,
          title: courseChapters.title,
          duration: courseChapters.duration,
        })
        .from(courseChapters)
        .innerJoin(courseReleases, eq(courseReleases.id, courseChapters.courseReleaseId))
        .where(
          and(
            eq(courseReleases.siteId, scope.site.id),
            eq(courseReleases.languageId, scope.language.id),
          ),
        )
        .orderBy(asc(courseChapters.sort), asc(courseChapters.id)),
      db
        .select({
          id: topics.id,
          topicName: topics.topicName,
          description: topics.description,
          coverImage: topics.coverImage,
          duration: topics.duration,
          quizExist: topics.quizExist,
          productLineId: topics.productLineId,
          videoTypeId: topics.videoTypeId,
          publishedAt: topics.publishedAt,
        })
        .from(topics)
        .where(topicInScope(scope)),
      practice.labCounts(scope.site.id),
    ]);
    const lists = await tenantLists(scope);
    const productLineName = nameOf(lists.productLines, scope);
    const videoTypeName = nameOf(lists.videoTypes, scope);
    const chaptersOf = Map.groupBy(chapterRows, (c) => c.courseReleaseId);
    const courseEntries: CourseEntry[] = courseRows.map((row) => ({
      ...row,
      summary: plainSummary(row.description),
      description: sanitizeRichText(row.description),
      productLineName: productLineName(row.productLineId),
      videoTypeName: videoTypeName(row.videoTypeId),
      publishedAt: row.publishedAt.toISOString(),
      chapters: (chaptersOf.get(row.id) ?? []).map(({ id, title, duration }) => ({
        id,
        title,
        duration,
      })),
      practiceLabs: labCounts.get(row.id) ?? 0,
    }));
    const topicEntries: TopicEntry[] = topicRows.map((row) => ({
      ...row,
      summary: plainSummary(row.description),
      description: sanitizeRichText(row.description),
      productLineName: productLineName(row.productLineId),
      videoTypeName: videoTypeName(row.videoTypeId),
      publishedAt: row.publishedAt.toISOString(),
    }));
    const courseById = new Map(courseEntries.map((c) => [c.id, c]));
    const topicById = new Map(topicEntries.map((c) => [c.id, c]));
    const videos = [
      ...topicEntries.map((entry) => ({ isTopic: true as const, entry })),
      ...courseEntries
        .filter((c) => c.courseType === CourseType.video)
        .map((entry) => ({ isTopic: false as const, entry })),
    ].sort(
      (a, b) =>
        b.entry.publishedAt.localeCompare(a.entry.publishedAt) ||
        Number(b.isTopic) - Number(a.isTopic) ||
        b.entry.id - a.entry.id,
    );
    const byId = new Map(releases.map((r) => [r.id, r]));
    const descriptions = new Map(releases.map((r) => [r.id, sanitizeRichText(r.description)]));
    const byRelease = Map.groupBy(linked, (c) => c.certificationReleaseId);
    const order = new Map(releases.map((r, index) => [r.id, index]));
    const links = new Map<number, CourseLink[]>();
    for (const course of linked) {
      const release = byId.get(course.certificationReleaseId)!;
      const list = links.get(course.id) ?? [];
      list.push({
        courseReleaseId: course.id,
        certificationReleaseId: release.id,
        certificationName: release.certificationName,
        kind: release.kind,
        requirement: course.requirement,
        credits: course.credits,
      });
      links.set(course.id, list);
    }
    const preference = (link: CourseLink) => {
      const release = byId.get(link.certificationReleaseId)!;
      return (release.parentReleaseId === null ? 0 : 1_000_000) + order.get(release.id)!;
    };
    for (const list of links.values()) list.sort((a, b) => preference(a) - preference(b));
    return {
      course: (id) => courseById.get(id),
      courses: courseEntries,
      topic: (id) => topicById.get(id),
      videos,
      banners: bannerRows,
      releases,
      release: (id) => byId.get(id),
      description: (id) => descriptions.get(id) ?? "",
      coursesOf: (id) => byRelease.get(id) ?? [],
      linksOf: (id) => links.get(id) ?? [],
    };
  }

  async function loadTenantLists(tenantId: number): Promise<TenantLists> {
    const [types, kinds, lines, videoTypeRows] = await Promise.all([
      db
        .select()
        .from(certificationTypes)
        .where(eq(certificationTypes.tenantId, tenantId))
        .orderBy(asc(certificationTypes.sort), asc(certificationTypes.id)),
      db
        .select()
        .from(certificationKinds)
        .where(eq(certificationKinds.tenantId, tenantId))
        .orderBy(asc(certificationKinds.sort), asc(certificationKinds.kindType)),
      db
        .select({ id: productLines.id, names: productLines.names, sort: productLines.sort })
        .from(productLines)
        .where(eq(productLines.tenantId, tenantId))
        .orderBy(asc(productLines.sort), asc(productLines.id)),
      db
        .select({ id: videoTypes.id, names: videoTypes.names, sort: videoTypes.sort })
        .from(videoTypes)
        .where(eq(videoTypes.tenantId, tenantId))
        .orderBy(asc(videoTypes.sort), asc(videoTypes.id)),
    ]);
    return { types, kinds, productLines: lines, videoTypes: videoTypeRows };
  }

  const tenantLists = (scope: Scope) =>
    tenants.get(String(scope.tenant.id), () => loadTenantLists(scope.tenant.id));

  return {
    /** The catalogue of the scope's site in its language. */
    of: (scope: Scope) =>
      sites.get(`${scope.tenant.id}:${scope.site.id}:${scope.language.id}`, () =>
        loadSnapshot(scope),
      ),
    /** The tenant's certification types and kinds. */
    tenantLists,
    invalidate() {
      sites.clear();
      tenants.clear();
    },
  };
}

export type Snapshots = ReturnType<typeof createSnapshots>;
