import { and, desc, eq, gt, inArray } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { anyOf, param } from "#db/prepared.ts";
import {
  certificateApplications,
  certificateReminderDismissals,
  certificates,
  completionCertificates,
  courseUpdateViews,
} from "#db/schema/certificate.ts";

/** Where a learner's certificate application for a release stands (learner §4 statuses 4-6). */
export type ApplicationState = "none" | "applied" | "approved";

/**
 * What other modules may know of a learner's certificates (enrolment's
 * prerequisite and re-enrolment rules), read from the certificate tables.
 * and of their applications (the certification status).
 */
export function createCertificateFacts(db: Db) {
  // Built once and only executed after: every page a learner opens reads it (decision 0032).
  const latestApplications = db
    .selectDistinctOn([certificateApplications.certificationReleaseId], {
      releaseId: certificateApplications.certificationReleaseId,
      status: certificateApplications.status,
    })
    .from(certificateApplications)
    .where(
      and(
        eq(certificateApplications.userId, param("userId")),
        anyOf(certificateApplications.certificationReleaseId, "releaseIds"),
      ),
    )
    .orderBy(certificateApplications.certificationReleaseId, desc(certificateApplications.id))
    .prepare("latest_applications_of_learner");

  return {
    /**
     * Of the given certifications, those the learner holds a valid, unexpired certificate of;
     * `on` a caller's transaction (the embedded database answers nothing else meanwhile).
     */
    async validCertificationIds(
      userId: number,
      certificationIds: number[],
      on: Pick<Db, "select"> = db,
    ): Promise<Set<number>> {
      if (certificationIds.length === 0) return new Set();
      const rows = await on
        .select({ certificationId: certificates.certificationId })
        .from(certificates)
        .where(
          and(
            eq(certificates.userId, userId),
            inArray(certificates.certificationId, certificationIds),
            eq(certificates.status, "valid"),
            gt(certificates.validUntil, new Date()),
          ),
        );
      return new Set(rows.map((r) => r.certificationId));
    },

    /** Of the given course releases, those the learner holds a certificate of completion of. */
    async completionCourseReleaseIds(
      userId: number,
      courseReleaseIds: readonly number[],
    ): Promise<Set<number>> {
      if (courseReleaseIds.length === 0) return new Set();
      const rows = await db
        .select({ courseReleaseId: completionCertificates.courseReleaseId })
        .from(completionCertificates)
        .where(
          and(
            eq(completionCertificates.userId, userId),
            inArray(completionCertificates.courseReleaseId, [...courseReleaseIds]),
          ),
        );
      return new Set(rows.map((row) => row.courseReleaseId));
    },

    /** The new course versions of a release whose update notice the learner has acknowledged. */
    async viewedCourseUpdates(userId: number, releaseId: number): Promise<Set<number>> {
      const rows = await db
        .select({ courseReleaseId: courseUpdateViews.courseReleaseId })
        .from(courseUpdateViews)
        .where(
          and(
            eq(courseUpdateViews.userId, userId),
            eq(courseUpdateViews.certificationReleaseId, releaseId),
          ),
        );
      return new Set(rows.map((row) => row.courseReleaseId));
    },

    /** Of the given releases, those whose required-certificate reminder the learner dismissed. */
    async dismissedReminders(userId: number, releaseIds: readonly number[]): Promise<Set<number>> {
      if (releaseIds.length === 0) return new Set();
      const rows = await db
        .select({ releaseId: certificateReminderDismissals.certificationReleaseId })
        .from(certificateReminderDismissals)
        .where(
          and(
            eq(certificateReminderDismissals.userId, userId),
            inArray(certificateReminderDismissals.certificationReleaseId, [...releaseIds]),
          ),
        );
      return new Set(rows.map((row) => row.releaseId));
    },

    /** Whether the learner dismissed the required-certificate reminder of a release. */
    async reminderDismissed(userId: number, releaseId: number): Promise<boolean> {
      const [row] = await db
        .select({ at: certificateReminderDismissals.dismissedAt })
        .from(certificateReminderDismissals)
        .where(
          and(
            eq(certificateReminderDismissals.userId, userId),
            eq(certificateReminderDismissals.certificationReleaseId, releaseId),
          ),
        )
        .limit(1);
      return Boolean(row);
    },

    /**
     * The latest application per release: pending is "applied" (finish 5),
     * approved is "approved" (6); a rejected one leaves the learner to apply
     * again (apply 4). One query for any number of releases.
     */
    async applicationStates(
      userId: number,
      releaseIds: readonly number[],
    ): Promise<Map<number, ApplicationState>> {
      if (releaseIds.length === 0) return new Map();
      const rows = await latestApplications.execute({ userId, releaseIds: [...releaseIds] });
      return new Map(
        rows.map((row) => [
          row.releaseId,
          row.status === "pending" ? "applied" : row.status === "approved" ? "approved" : "none",
        ]),
      );
    },
  };
}

export type CertificateFacts = ReturnType<typeof createCertificateFacts>;
