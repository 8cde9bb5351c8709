import { and, asc, desc, eq, inArray, lte, sql, type SQL } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import {
  certificationCourses,
  certificationReleases,
  certifications,
  courseReleases,
  courses,
  topics,
} from "#db/schema/catalogue.ts";
import type { Scope } from "../../scope.ts";
import { plainSummary } from "../../rich-text.ts";

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

export const topicInScope = (scope: Scope): SQL =>
  and(
    eq(topics.siteId, scope.site.id),
    eq(topics.languageId, scope.language.id),
    lte(topics.publishedAt, sql`now()`),
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
  approvalPolicy: certifications.approvalPolicy,
  relearnWaitDays: certifications.relearnWaitDays,
  maxLearningCycles: certifications.maxLearningCycles,
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
  /** The course release this one replaced in the certification, if it is a new version. */
  replacesId: number | null;
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
      replacesId: certificationCourses.replacesCourseReleaseId,
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

/** Rows of a hand-written query (unions), the same on PGlite and node-postgres. */
export async function selectRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
