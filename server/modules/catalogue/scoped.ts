import { and, asc, desc, eq, inArray, lte, sql, type SQL } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import {
  certificationCourses,
  certificationReleases,
  certifications,
  certificationTypes,
  courseReleases,
  courses,
} from "#db/schema/catalogue.ts";
import type { Scope } from "../../scope.ts";
import { localName, plainSummary } from "./text.ts";

/**
 * The scoping every catalogue read shares: a release shows only on its own
 * site, in its own language, for the tenant owning the site, once published
 * (ARCHITECTURE §3: a query without that scope is a bug).
 */
export const releaseInScope = (scope: Scope): SQL =>
  and(
    eq(certificationReleases.siteId, scope.site.id),
    eq(certificationReleases.languageId, scope.language.id),
    eq(certifications.tenantId, scope.tenant.id),
    lte(certificationReleases.publishedAt, sql`now()`),
  )!;

export const courseInScope = (scope: Scope): SQL =>
  and(
    eq(courseReleases.siteId, scope.site.id),
    eq(courseReleases.languageId, scope.language.id),
    eq(courses.tenantId, scope.tenant.id),
    lte(courseReleases.publishedAt, sql`now()`),
  )!;

const releaseFields = {
  id: certificationReleases.id,
  certificationId: certificationReleases.certificationId,
  parentReleaseId: certificationReleases.parentReleaseId,
  kind: certifications.kind,
  level: certifications.level,
  typeId: certifications.typeId,
  subtypeId: certifications.subtypeId,
  creditsNeeded: certifications.creditsNeeded,
  practicalExam: certifications.practicalExam,
  hasOnlineClassroom: certifications.hasOnlineClassroom,
  hasOnsiteClassroom: certifications.hasOnsiteClassroom,
  prerequisiteId: certifications.prerequisiteId,
  certificationName: certificationReleases.certificationName,
  summary: certificationReleases.summary,
  description: certificationReleases.description,
  coverImage: certificationReleases.coverImage,
  detailFile: certificationReleases.detailFile,
  versionLabel: certificationReleases.versionLabel,
};

/** Certification releases in scope matching `where`, in catalogue order. */
export function selectReleases(db: Db, scope: Scope, where?: SQL) {
  return db
    .select(releaseFields)
    .from(certificationReleases)
    .innerJoin(certifications, eq(certifications.id, certificationReleases.certificationId))
    .where(and(releaseInScope(scope), where))
    .orderBy(
      asc(certifications.kind),
      asc(certifications.sort),
      asc(certificationReleases.sort),
      desc(certificationReleases.id),
    );
}

export type ReleaseRow = Awaited<ReturnType<typeof selectReleases>>[number];

/** A course inside a certification release (learner §3), with the release it counts for. */
export type LinkedCourse = {
  certificationReleaseId: number;
  id: number;
  courseType: number;
  courseName: string;
  summary: string;
  coverImage: string;
  duration: number;
  requirement: number;
  credits: number;
};

/** The courses of the given releases in one query: compulsory first, then in their order. */
export async function selectLinkedCourses(
  db: Db,
  scope: Scope,
  releaseIds: readonly number[],
): Promise<LinkedCourse[]> {
  if (releaseIds.length === 0) return [];
  const rows = await db
    .select({
      certificationReleaseId: certificationCourses.certificationReleaseId,
      id: courseReleases.id,
      courseType: courses.courseType,
      courseName: courseReleases.courseName,
      description: courseReleases.description,
      coverImage: courseReleases.coverImage,
      duration: courseReleases.duration,
      requirement: certificationCourses.requirement,
      credits: certificationCourses.credits,
    })
    .from(certificationCourses)
    .innerJoin(courseReleases, eq(courseReleases.id, certificationCourses.courseReleaseId))
    .innerJoin(courses, eq(courses.id, courseReleases.courseId))
    .where(
      and(
        inArray(certificationCourses.certificationReleaseId, [...new Set(releaseIds)]),
        courseInScope(scope),
      ),
    )
    .orderBy(
      asc(certificationCourses.certificationReleaseId),
      desc(certificationCourses.requirement),
      asc(certificationCourses.sort),
      asc(courseReleases.id),
    );
  return rows.map(({ description, ...row }) => ({ ...row, summary: plainSummary(description) }));
}

export type TypeNames = {
  name(typeId: number | null): string | null;
  /** Types (no parent) with their subtypes, in order, in the scope's language. */
  tree(keep?: (typeId: number, subtypeId: number | null) => boolean): {
    id: number;
    certificationTypeName: string;
    subtypeList: { id: number; certificationSubtypeName: string }[];
  }[];
  /** Ids of types or subtypes whose name in the scope's language is `name` (case-insensitive). */
  idsNamed(name: string): number[];
};

/** The tenant's certification types, read once per call (a short list). */
export async function loadTypeNames(db: Db, scope: Scope): Promise<TypeNames> {
  const rows = await db
    .select()
    .from(certificationTypes)
    .where(eq(certificationTypes.tenantId, scope.tenant.id))
    .orderBy(asc(certificationTypes.sort), asc(certificationTypes.id));
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

/** Rows of a hand-written query (unions), the same on PGlite and node-postgres. */
export async function selectRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
