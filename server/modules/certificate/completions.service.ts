import { and, eq, inArray } from "drizzle-orm";
import { verifyPath } from "#contract/certificate-rules.ts";
import type { CertificateVerification, CompletionCertificate } from "#contract/certificate.ts";
import type { Db } from "#db/client.ts";
import { completionCertificates } from "#db/schema/certificate.ts";
import { notFound } from "../../errors.ts";
import type { Scope } from "../../scope.ts";
import type { ReleaseFacts } from "../catalogue/release-facts.ts";
import type { Users } from "../identity/users.service.ts";
import type { ProgressFacts } from "../learning/progress-facts.ts";
import type { SiteDirectory } from "../site/site-directory.ts";
import { newCertificateNumber } from "./certificates.service.ts";

export type CompletionsDeps = {
  db: Db;
  progress: Pick<ProgressFacts, "learnedCourses">;
  releases: Pick<ReleaseFacts, "nonCertificationCourses" | "coursesByIds">;
  users: Pick<Users, "byId">;
  siteDirectory: () => SiteDirectory;
};

/**
 * Certificates of completion for non-certification courses (learner §7
 * nonCertification/*, nonCertifiedCertificateTemplate/isConfig): a learner
 * who learned such a course to its end has one, numbered the first time it
 * is listed, on sites that offer them.
 */
export function createCompletions(deps: CompletionsDeps) {
  const { db, releases } = deps;

  return {
    /** POST /certification/nonCertifiedCertificateTemplate/isConfig. */
    isConfigured: (scope: Scope) => scope.site.completionCertificate,

    /** POST /user/nonCertification/myCertificateList: the learner's completion certificates of this site. */
    async mine(scope: Scope, userId: number): Promise<CompletionCertificate[]> {
      if (!scope.site.completionCertificate) return [];
      const learned = await deps.progress.learnedCourses(userId);
      const courses = await releases.nonCertificationCourses(
        scope,
        learned.map((course) => course.courseReleaseId),
      );
      if (courses.length === 0) return [];
      const when = new Map(
        learned.map((course) => [course.courseReleaseId, course.finishedAt ?? course.updatedAt]),
      );
      const numbered = () =>
        db
          .select()
          .from(completionCertificates)
          .where(
            and(
              eq(completionCertificates.userId, userId),
              inArray(
                completionCertificates.courseReleaseId,
                courses.map((course) => course.releaseId),
              ),
            ),
          );
      let rows = await numbered();
      const missing = courses.filter(
        (course) => !rows.some((row) => row.courseReleaseId === course.releaseId),
      );
      // Most listings find every certificate numbered already: only a newly finished course writes.
      if (missing.length > 0) {
        const holder = await deps.users.byId(userId);
        // The certificate prints the learner's name: none is numbered before there is one.
        if (holder?.name.trim()) {
          // Numbered once: a parallel listing's insert finds the row the first wrote.
          await db
            .insert(completionCertificates)
            .values(
              missing.map((course) => ({
                userId,
                courseReleaseId: course.releaseId,
                certificateNumber: newCertificateNumber("COURSE"),
                holderName: holder.name,
                completedAt: when.get(course.releaseId)!,
              })),
            )
            .onConflictDoNothing({
              target: [completionCertificates.userId, completionCertificates.courseReleaseId],
            });
          rows = await numbered();
        }
      }
      const byCourse = new Map(rows.map((row) => [row.courseReleaseId, row]));
      return courses.flatMap((course) => {
        const row = byCourse.get(course.releaseId);
        return row
          ? [
              {
                id: row.id,
                releaseCourseId: course.releaseId,
                courseName: course.courseName,
                certificateNumber: row.certificateNumber,
                completedAt: row.completedAt.toISOString(),
                verifyPath: verifyPath(row.certificateNumber),
              },
            ]
          : [];
      });
    },

    /** The learner's own completion certificate of a course of this site, or 404. */
    async ownOfCourse(scope: Scope, userId: number, courseReleaseId: number) {
      const mine = await this.mine(scope, userId);
      const found = mine.find((row) => row.releaseCourseId === courseReleaseId);
      if (!found) throw notFound("You have no certificate of completion for this course");
      return found;
    },

    /** A completion certificate by number, for the verification page and its PDF; null if none on this tenant. */
    async byNumber(tenantId: number, number: string) {
      const [row] = await db
        .select()
        .from(completionCertificates)
        .where(eq(completionCertificates.certificateNumber, number))
        .limit(1);
      if (!row) return null;
      const course = (await releases.coursesByIds([row.courseReleaseId])).get(row.courseReleaseId);
      const site = course ? deps.siteDirectory().site(course.siteId) : undefined;
      if (!course || !site || site.tenantId !== tenantId) return null;
      const verification: CertificateVerification = {
        kind: "completion",
        certificateNumber: row.certificateNumber,
        holderName: row.holderName,
        certificationName: course.courseName,
        level: "",
        versionLabel: "",
        issuedAt: row.completedAt.toISOString(),
        validUntil: null,
        status: "valid",
      };
      return { verification, site, completedAt: row.completedAt };
    },
  };
}

export type Completions = ReturnType<typeof createCompletions>;
