import { and, eq, gt, inArray } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { certificates } from "#db/schema/certificate.ts";

/**
 * What other modules may know of a learner's certificates (enrolment's
 * prerequisite and re-enrolment rules), read from the certificate tables.
 * The certificate module's service (applications, PDFs) will sit beside it.
 */
export function createCertificateFacts(db: Db) {
  return {
    /** Of the given certifications, those the learner holds a valid, unexpired certificate of. */
    async validCertificationIds(userId: number, certificationIds: number[]): Promise<Set<number>> {
      if (certificationIds.length === 0) return new Set();
      const rows = await db
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
  };
}

export type CertificateFacts = ReturnType<typeof createCertificateFacts>;
