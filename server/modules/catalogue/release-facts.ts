import { and, asc, eq, inArray, lte, notExists, or, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import {
  certificationCourses,
  certificationReleases,
  certifications,
  courseChapters,
  courseReleases,
  courses,
  topics,
} from "#db/schema/catalogue.ts";
import type { Scope } from "../../scope.ts";
import { courseInScope, releaseInScope, topicInScope } from "./scoped.ts";

export type EnrolableCertification = {
  kind: "certification";
  releaseId: number;
  certificationId: number;
  certificationName: string;
  versionLabel: string;
  prerequisiteId: number | null;
  approvalPolicy: "manual" | "automatic";
  /** HCSA, HCSP, HCSE, CGSA, CGSP. */
  level: string;
};

/** What admits a learner to a certification release's training (decisions 0045, 0047). */
export type TrainingAdmission = {
  certificationId: number;
  prerequisiteId: number | null;
  /** How the certification's enrolments are approved: by the site's approver, or at once. */
  approvalPolicy: "manual" | "automatic";
};

/** What a certificate prints of its certification release. */
export type CertifiedRelease = {
  releaseId: number;
  certificationId: number;
  certificationName: string;
  versionLabel: string;
  level: string;
  siteId: number;
  languageId: number;
};

export type EnrolableCourse = {
  kind: "course";
  releaseId: number;
  courseType: number;
  courseName: string;
};

/**
 * What enrolment and learning may know of the catalogue's releases (what can
 * be enrolled in, a chapter's video), read from the catalogue tables by the
 * catalogue module: the other modules ask here instead of reading those tables.
 */
export function createReleaseFacts(db: Db) {
  async function certificationsIn(
    scope: Scope,
    releaseIds: readonly number[],
  ): Promise<Map<number, EnrolableCertification>> {
    if (releaseIds.length === 0) return new Map();
    const rows = await db
      .select({
        releaseId: certificationReleases.id,
        certificationId: certifications.id,
        certificationName: certificationReleases.certificationName,
        versionLabel: certificationReleases.versionLabel,
        prerequisiteId: certifications.prerequisiteId,
        approvalPolicy: certifications.approvalPolicy,
        level: certifications.level,
      })
      .from(certificationReleases)
      .innerJoin(certifications, eq(certifications.id, certificationReleases.certificationId))
      .where(and(releaseInScope(scope), inArray(certificationReleases.id, [...releaseIds])));
    return new Map(rows.map((row) => [row.releaseId, { kind: "certification" as const, ...row }]));
  }

  return {
    /** A certification release of the scope's site and language, or null. */
    async certification(scope: Scope, releaseId: number): Promise<EnrolableCertification | null> {
      return (await certificationsIn(scope, [releaseId])).get(releaseId) ?? null;
    },

    /** Certification releases of the scope's site and language, by release id, in one query. */
    certifications: certificationsIn,

    /** A course or video release of the scope's site and language, or null. */
    async course(scope: Scope, releaseId: number): Promise<EnrolableCourse | null> {
      const [row] = await db
        .select({
          releaseId: courseReleases.id,
          courseType: courses.courseType,
          courseName: courseReleases.courseName,
        })
        .from(courseReleases)
        .innerJoin(courses, eq(courses.id, courseReleases.courseId))
        .where(and(courseInScope(scope), eq(courseReleases.id, releaseId)))
        .limit(1);
      return row ? { kind: "course", ...row } : null;
    },

    /**
     * How certifications show on this site in this language (the prerequisite
     * dialog lists certificationReleaseId, certificationName, versionLabel).
     * A certification without a release here is named from any release of it.
     */
    async releasesOfCertifications(scope: Scope, certificationIds: number[]) {
      if (certificationIds.length === 0) return [];
      const rows = await db
        .select({
          certificationId: certificationReleases.certificationId,
          certificationReleaseId: certificationReleases.id,
          certificationName: certificationReleases.certificationName,
          versionLabel: certificationReleases.versionLabel,
          siteId: certificationReleases.siteId,
          languageId: certificationReleases.languageId,
          parentReleaseId: certificationReleases.parentReleaseId,
        })
        .from(certificationReleases)
        .where(inArray(certificationReleases.certificationId, certificationIds))
        .orderBy(asc(certificationReleases.id));
      return certificationIds.map((certificationId) => {
        const candidates = rows.filter((r) => r.certificationId === certificationId);
        const local =
          candidates.find(
            (r) =>
              r.siteId === scope.site.id &&
              r.languageId === scope.language.id &&
              r.parentReleaseId === null,
          ) ??
          candidates.find(
            (r) => r.siteId === scope.site.id && r.languageId === scope.language.id,
          ) ??
          candidates[0];
        return {
          certificationId,
          certificationReleaseId: local?.certificationReleaseId ?? 0,
          certificationName: local?.certificationName ?? "",
          versionLabel: local?.versionLabel ?? "",
        };
      });
    },

    /**
     * The certification releases of a kind (gsc 0, hsc 1, workshopSeminar 2)
     * on this site, any language: the classroom schedule of a track page.
     */
    async releasesOfKind(scope: Scope, kind: number) {
      return db
        .select({
          releaseId: certificationReleases.id,
          certificationName: certificationReleases.certificationName,
          versionLabel: certificationReleases.versionLabel,
        })
        .from(certificationReleases)
        .innerJoin(certifications, eq(certifications.id, certificationReleases.certificationId))
        .where(
          and(
            eq(certificationReleases.siteId, scope.site.id),
            eq(certifications.tenantId, scope.tenant.id),
            eq(certifications.kind, kind),
            lte(certificationReleases.publishedAt, sql`now()`),
          ),
        );
    },

    /** The video file of a topic of the scope (never sent to a browser as is), or null. */
    async topicVideo(scope: Scope, topicId: number) {
      const [row] = await db
        .select({ videoFile: topics.videoFile })
        .from(topics)
        .where(and(eq(topics.id, topicId), topicInScope(scope)))
        .limit(1);
      return row ?? null;
    },

    /** The video file of a chapter of a course release (never sent to a browser as is). */
    async chapterVideo(courseReleaseId: number, chapterId: number) {
      const [row] = await db
        .select({ videoFile: courseChapters.videoFile, duration: courseChapters.duration })
        .from(courseChapters)
        .where(
          and(
            eq(courseChapters.id, chapterId),
            eq(courseChapters.courseReleaseId, courseReleaseId),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    /** Whether a course release is a course (0) or a video (1). */
    async courseTypeOf(courseReleaseId: number): Promise<number | null> {
      const [row] = await db
        .select({ courseType: courses.courseType })
        .from(courseReleases)
        .innerJoin(courses, eq(courses.id, courseReleases.courseId))
        .where(eq(courseReleases.id, courseReleaseId))
        .limit(1);
      return row?.courseType ?? null;
    },

    /**
     * The courses of a certification release and their chapters, whatever the
     * request's scope (forced relearning resets them, frame §4). Read on the
     * caller's transaction when it has one (the embedded database has one
     * connection: a read beside an open transaction would wait for it).
     */
    async examinedCourses(
      certificationReleaseId: number,
      on: Pick<Db, "select"> = db,
    ): Promise<{ courseReleaseIds: number[]; chapterIds: number[] }> {
      // The courses and the releases they replaced: a new version's progress may be carried from the old one.
      const links = await on
        .select({
          courseReleaseId: certificationCourses.courseReleaseId,
          replaces: certificationCourses.replacesCourseReleaseId,
        })
        .from(certificationCourses)
        .where(eq(certificationCourses.certificationReleaseId, certificationReleaseId));
      const courseReleaseIds = [
        ...new Set(
          links.flatMap((link) =>
            link.replaces === null ? [link.courseReleaseId] : [link.courseReleaseId, link.replaces],
          ),
        ),
      ];
      if (courseReleaseIds.length === 0) return { courseReleaseIds, chapterIds: [] };
      const chapters = await on
        .select({ id: courseChapters.id })
        .from(courseChapters)
        .where(inArray(courseChapters.courseReleaseId, courseReleaseIds));
      return { courseReleaseIds, chapterIds: chapters.map((chapter) => chapter.id) };
    },

    /**
     * Names, versions and levels of certification releases, whatever the
     * request's scope: a certificate shows the release it was earned in, on
     * any site (the public verification page, My Learning elsewhere).
     */
    async certifiedReleases(releaseIds: readonly number[]): Promise<Map<number, CertifiedRelease>> {
      if (releaseIds.length === 0) return new Map();
      const rows = await db
        .select({
          releaseId: certificationReleases.id,
          certificationId: certifications.id,
          certificationName: certificationReleases.certificationName,
          versionLabel: certificationReleases.versionLabel,
          level: certifications.level,
          siteId: certificationReleases.siteId,
          languageId: certificationReleases.languageId,
        })
        .from(certificationReleases)
        .innerJoin(certifications, eq(certifications.id, certificationReleases.certificationId))
        .where(inArray(certificationReleases.id, [...new Set(releaseIds)]));
      return new Map(rows.map((row) => [row.releaseId, row]));
    },

    /**
     * Of the given course releases, the courses (not videos) of the scope that
     * belong to no certification: the ones a certificate of completion is for
     * (learner §7 nonCertification/*).
     */
    async nonCertificationCourses(
      scope: Scope,
      courseReleaseIds: readonly number[],
    ): Promise<{ releaseId: number; courseName: string }[]> {
      if (courseReleaseIds.length === 0) return [];
      return db
        .select({ releaseId: courseReleases.id, courseName: courseReleases.courseName })
        .from(courseReleases)
        .innerJoin(courses, eq(courses.id, courseReleases.courseId))
        .where(
          and(
            courseInScope(scope),
            eq(courses.courseType, 0),
            inArray(courseReleases.id, [...new Set(courseReleaseIds)]),
            notExists(
              db
                .select({ one: sql`1` })
                .from(certificationCourses)
                .where(eq(certificationCourses.courseReleaseId, courseReleases.id)),
            ),
          ),
        )
        .orderBy(asc(courseReleases.courseName));
    },

    /**
     * Of the given course and video releases, those of the scope's site that
     * belong to no certification (the learner's self-paced courses and
     * educational videos, frame §1), with their chapters: in the scope's
     * language and published, or, with `anyLanguage`, every one of the site
     * (clearing the study history). Two queries whatever their number.
     */
    async nonCertificationReleases(
      scope: Scope,
      courseReleaseIds: readonly number[],
      options: { anyLanguage?: boolean } = {},
    ) {
      if (courseReleaseIds.length === 0) return [];
      const rows = await db
        .select({
          releaseId: courseReleases.id,
          courseType: courses.courseType,
          courseName: courseReleases.courseName,
          coverImage: courseReleases.coverImage,
          duration: courseReleases.duration,
          versionLabel: courseReleases.versionLabel,
          quizExist: courseReleases.quizExist,
        })
        .from(courseReleases)
        .innerJoin(courses, eq(courses.id, courseReleases.courseId))
        .where(
          and(
            options.anyLanguage
              ? and(eq(courseReleases.siteId, scope.site.id), eq(courses.tenantId, scope.tenant.id))
              : courseInScope(scope),
            inArray(courseReleases.id, [...new Set(courseReleaseIds)]),
            notExists(
              db
                .select({ one: sql`1` })
                .from(certificationCourses)
                .where(eq(certificationCourses.courseReleaseId, courseReleases.id)),
            ),
          ),
        );
      if (rows.length === 0) return [];
      const chapters = await db
        .select({ id: courseChapters.id, courseReleaseId: courseChapters.courseReleaseId })
        .from(courseChapters)
        .where(
          inArray(
            courseChapters.courseReleaseId,
            rows.map((row) => row.releaseId),
          ),
        );
      return rows.map((row) => ({
        ...row,
        chapterIds: chapters
          .filter((chapter) => chapter.courseReleaseId === row.releaseId)
          .map((chapter) => chapter.id),
      }));
    },

    /**
     * What the credit statistics need of courses a learner learned: which of
     * them are courses (0) or videos (1) of the scope's site, and the links to
     * them, or to the new versions that replaced them (frame §4: a replaced
     * course keeps its credits), of the given certification releases of the
     * site. Two queries whatever their number.
     */
    async creditFacts(
      scope: Scope,
      courseReleaseIds: readonly number[],
      certificationReleaseIds: readonly number[],
    ) {
      if (courseReleaseIds.length === 0) return { courses: [], links: [] };
      const ids = [...new Set(courseReleaseIds)];
      const noLinks = certificationReleaseIds.length === 0;
      const [onSite, links] = await Promise.all([
        db
          .select({ releaseId: courseReleases.id, courseType: courses.courseType })
          .from(courseReleases)
          .innerJoin(courses, eq(courses.id, courseReleases.courseId))
          .where(
            and(
              eq(courseReleases.siteId, scope.site.id),
              eq(courses.tenantId, scope.tenant.id),
              inArray(courseReleases.id, ids),
            ),
          ),
        noLinks
          ? Promise.resolve([])
          : db
              .select({
                courseReleaseId: certificationCourses.courseReleaseId,
                replacesCourseReleaseId: certificationCourses.replacesCourseReleaseId,
                credits: certificationCourses.credits,
              })
              .from(certificationCourses)
              .innerJoin(
                certificationReleases,
                eq(certificationReleases.id, certificationCourses.certificationReleaseId),
              )
              .innerJoin(
                certifications,
                eq(certifications.id, certificationReleases.certificationId),
              )
              .where(
                and(
                  eq(certificationReleases.siteId, scope.site.id),
                  eq(certifications.tenantId, scope.tenant.id),
                  inArray(certificationReleases.id, [...certificationReleaseIds]),
                  or(
                    inArray(certificationCourses.courseReleaseId, ids),
                    inArray(certificationCourses.replacesCourseReleaseId, ids),
                  ),
                ),
              ),
      ]);
      return { courses: onSite, links };
    },

    /**
     * Course names, types and sites of releases, whatever the request's scope
     * (a completion certificate's page, the learner's quiz records).
     */
    async coursesByIds(
      courseReleaseIds: readonly number[],
    ): Promise<Map<number, { courseName: string; courseType: number; siteId: number }>> {
      if (courseReleaseIds.length === 0) return new Map();
      const rows = await db
        .select({
          id: courseReleases.id,
          courseName: courseReleases.courseName,
          courseType: courses.courseType,
          siteId: courseReleases.siteId,
        })
        .from(courseReleases)
        .innerJoin(courses, eq(courses.id, courseReleases.courseId))
        .where(inArray(courseReleases.id, [...new Set(courseReleaseIds)]));
      return new Map(rows.map(({ id, ...row }) => [id, row]));
    },

    /** Topics' names by id, any site (the learner's records name what they sat). */
    async topicsByIds(topicIds: readonly number[]): Promise<Map<number, { topicName: string }>> {
      if (topicIds.length === 0) return new Map();
      const rows = await db
        .select({ id: topics.id, topicName: topics.topicName })
        .from(topics)
        .where(inArray(topics.id, [...new Set(topicIds)]));
      return new Map(rows.map(({ id, ...row }) => [id, row]));
    },

    /**
     * Every release of a certification release's certification (other sites', child
     * versions), itself first: a learner's theory attempts count across them (decision 0041).
     * Empty for an unknown release. `on` a caller's transaction.
     */
    async releasesOfSameCertification(
      releaseId: number,
      on: Pick<Db, "select"> = db,
    ): Promise<number[]> {
      const rows = await on
        .select({ id: certificationReleases.id })
        .from(certificationReleases)
        .where(
          eq(
            certificationReleases.certificationId,
            on
              .select({ id: certificationReleases.certificationId })
              .from(certificationReleases)
              .where(eq(certificationReleases.id, releaseId)),
          ),
        )
        .orderBy(certificationReleases.id);
      const ids = rows.map((row) => row.id);
      return ids.includes(releaseId) ? [releaseId, ...ids.filter((id) => id !== releaseId)] : [];
    },

    /** The certifications whose releases contain a course release (re-enrolment rule 10016). */
    async certificationsOfCourse(courseReleaseId: number): Promise<number[]> {
      const rows = await db
        .selectDistinct({ id: certificationReleases.certificationId })
        .from(certificationCourses)
        .innerJoin(
          certificationReleases,
          eq(certificationReleases.id, certificationCourses.certificationReleaseId),
        )
        .where(eq(certificationCourses.courseReleaseId, courseReleaseId));
      return rows.map((row) => row.id);
    },

    /**
     * What admits a learner to the training of certification releases, whatever the
     * request's site (a waiting list's seat is given without one), by release id: the
     * certification (whose certificate or enrolment a seat needs), its prerequisite and
     * how its enrolments are approved (decisions 0045, 0047). One query; `on` a caller's
     * transaction.
     */
    async admissionOfReleases(
      releaseIds: readonly number[],
      on: Pick<Db, "select"> = db,
    ): Promise<Map<number, TrainingAdmission>> {
      if (releaseIds.length === 0) return new Map();
      const rows = await on
        .select({
          releaseId: certificationReleases.id,
          certificationId: certifications.id,
          prerequisiteId: certifications.prerequisiteId,
          approvalPolicy: certifications.approvalPolicy,
        })
        .from(certificationReleases)
        .innerJoin(certifications, eq(certifications.id, certificationReleases.certificationId))
        .where(inArray(certificationReleases.id, [...new Set(releaseIds)]));
      return new Map(rows.map(({ releaseId, ...admission }) => [releaseId, admission]));
    },

    /** The site a release belongs to, whatever the request's site (invitation codes of another site). */
    async siteOfRelease(relationType: number, releaseId: number): Promise<number | null> {
      const table = relationType === 0 ? certificationReleases : courseReleases;
      const [row] = await db
        .select({ siteId: table.siteId })
        .from(table)
        .where(eq(table.id, releaseId))
        .limit(1);
      return row?.siteId ?? null;
    },
  };
}

export type ReleaseFacts = ReturnType<typeof createReleaseFacts>;
