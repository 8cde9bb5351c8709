import { asc, eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import {
  certificateApplications,
  certificates,
  completionCertificates,
} from "#db/schema/certificate.ts";

/**
 * A learner's certificate data: read for their export, erased when they
 * delete their account (decision 0022). One query per table.
 */
export function createCertificateLearnerData(db: Db) {
  return {
    async exportOf(userId: number) {
      const [applications, issued, completions] = await Promise.all([
        db
          .select({
            certificationReleaseId: certificateApplications.certificationReleaseId,
            siteId: certificateApplications.siteId,
            status: certificateApplications.status,
            decidedAt: certificateApplications.decidedAt,
            reason: certificateApplications.reason,
            createdAt: certificateApplications.createdAt,
          })
          .from(certificateApplications)
          .where(eq(certificateApplications.userId, userId))
          .orderBy(asc(certificateApplications.createdAt)),
        db
          .select({
            certificateNumber: certificates.certificateNumber,
            certificationId: certificates.certificationId,
            certificationReleaseId: certificates.certificationReleaseId,
            holderName: certificates.holderName,
            issuedAt: certificates.issuedAt,
            validUntil: certificates.validUntil,
            status: certificates.status,
          })
          .from(certificates)
          .where(eq(certificates.userId, userId))
          .orderBy(asc(certificates.issuedAt)),
        db
          .select({
            certificateNumber: completionCertificates.certificateNumber,
            courseReleaseId: completionCertificates.courseReleaseId,
            holderName: completionCertificates.holderName,
            completedAt: completionCertificates.completedAt,
          })
          .from(completionCertificates)
          .where(eq(completionCertificates.userId, userId))
          .orderBy(asc(completionCertificates.completedAt)),
      ]);
      return { applications, certificates: issued, completions };
    },

    /**
     * Account deletion: the certificates stay on record (a number is never
     * issued twice, the approvers' history holds) without the holder's name,
     * and revoked: they no longer vouch for anybody, so their verification
     * page says so and no PDF or credential is made of them any more.
     */
    async erase(tx: Db, userId: number, now: Date) {
      await tx
        .update(certificates)
        .set({ holderName: "", status: "revoked", updatedAt: now })
        .where(eq(certificates.userId, userId));
      await tx
        .update(completionCertificates)
        .set({ holderName: "" })
        .where(eq(completionCertificates.userId, userId));
      await tx
        .update(certificateApplications)
        .set({ reason: "", updatedAt: now })
        .where(eq(certificateApplications.userId, userId));
    },
  };
}
