import { eq } from "drizzle-orm";
import { validUntilOf } from "#contract/certificate-rules.ts";
import { certificationReleases } from "../../schema/catalogue.ts";
import { certificateApplications, certificates } from "../../schema/certificate.ts";
import type { Tx } from "../write.ts";
import {
  seedLearnedRelease,
  seedLearnerAccount,
  seedPassedTheory,
  type DemoLearner,
} from "./exam-learner.ts";
import { seedMyLearningStory } from "./my-learning-story.ts";

/** The password both demo certificate holders sign in with (README). */
const password = "Cert-Demo-2026";

/** Both holders work for one demo installer: the VAT query finds them by its number. */
export const demoCompany = { name: "Demo Security Installations Ltd", vatNumber: "GB 123 4567 89" };

type DemoHolder = DemoLearner & {
  password: string;
  /** Fixed, so the README can link its verification page; matches CERTIFICATE_NUMBER_PATTERN. */
  certificateNumber: string;
  /** How many months before the seed the certificate was issued. */
  issuedMonthsAgo: number;
};

/**
 * A demo learner holding a valid HCSA certificate, issued three months ago:
 * certified@academy.example / Cert-Demo-2026, HCSA v2.0 on /en (release 101)
 * passed and its certificate approved (status 6). Demo data only.
 */
export const demoCertifiedLearner: DemoHolder = {
  subject: "00000000-0000-4000-8000-000000000003",
  email: "certified@academy.example",
  password,
  // scrypt hash of the password above (server/modules/identity/idp/passwords.ts format).
  passwordHash:
    "scrypt$16384$8$1$Q--iXY4Ly6VQaN8lMte2Cg$J6PDUruNY6_5lwokGzsHGyJ-JunooORmYYrvqwnhb4G9noGSKSgazmSrS_jMBgxY-aey-6V-pq4GiIbyvxgU-A",
  firstName: "Casey",
  lastName: "Certified",
  siteId: 1,
  languageId: 1,
  certificationReleaseId: 101,
  certificateNumber: "HCSA-DEM2-CERT-VA7D",
  issuedMonthsAgo: 3,
  company: demoCompany,
};

/**
 * A demo learner whose HCSA certificate was issued 23 months ago, so it runs
 * out in about a month: "about to expire" (ABOUT_TO_EXPIRE_DAYS), time to
 * renew. renewal.due@academy.example / Cert-Demo-2026. Demo data only.
 */
export const demoRenewalLearner: DemoHolder = {
  subject: "00000000-0000-4000-8000-000000000004",
  email: "renewal.due@academy.example",
  password,
  // scrypt hash of the password above (server/modules/identity/idp/passwords.ts format).
  passwordHash:
    "scrypt$16384$8$1$sYfIanpZH-cY8vRHWoBefg$qB-A-P9WD5eU9NZMMfDFjRitxNu90uzEy1H7i0JmQXiRI2MTVMZgxAMPVfPBLGeRm-rsVp6GXlCd0yKaZKM7cw",
  firstName: "Robin",
  lastName: "Renewal",
  siteId: 1,
  languageId: 1,
  certificationReleaseId: 101,
  certificateNumber: "HCSA-DEM2-RENW-DVE9",
  issuedMonthsAgo: 23,
  company: demoCompany,
};

export const demoCertificateHolders = [demoCertifiedLearner, demoRenewalLearner];

const DAY = 86_400_000;

export function monthsBefore(date: Date, months: number): Date {
  const earlier = new Date(date);
  earlier.setUTCMonth(earlier.getUTCMonth() - months);
  return earlier;
}

/**
 * Creates the certificate holders, or puts them back where the demo starts, as
 * the exam learner: each seed removes what they did and writes the story
 * again, dated from the seed (seedHeldCertificate).
 */
export async function seedCertificateHolders(tx: Tx, idpIssuer: string): Promise<void> {
  const now = new Date();
  for (const holder of demoCertificateHolders) {
    const userId = await seedLearnerAccount(tx, idpIssuer, holder);
    await seedHeldCertificate(tx, userId, holder, {
      certificationReleaseId: holder.certificationReleaseId,
      certificateNumber: holder.certificateNumber,
      issuedAt: monthsBefore(now, holder.issuedMonthsAgo),
    });
    if (holder === demoCertifiedLearner) await seedMyLearningStory(tx, userId);
  }
}

/**
 * The story of a certificate a demo learner holds, dated from its issue:
 * enrolled in the release and every course learned three weeks before, the
 * theory exam passed (full points) a week before, the application made the
 * next day and approved on the issue date, the certificate valid from then.
 */
export async function seedHeldCertificate(
  tx: Tx,
  userId: number,
  holder: Pick<DemoLearner, "siteId" | "firstName" | "lastName">,
  certificate: { certificationReleaseId: number; certificateNumber: string; issuedAt: Date },
): Promise<void> {
  const { certificationReleaseId, certificateNumber, issuedAt } = certificate;
  const learner = { siteId: holder.siteId, certificationReleaseId };
  const learnedAt = new Date(issuedAt.getTime() - 21 * DAY);
  const gradedAt = new Date(issuedAt.getTime() - 7 * DAY);
  const appliedAt = new Date(gradedAt.getTime() + DAY);
  await seedLearnedRelease(tx, userId, learner, learnedAt);
  await seedPassedTheory(tx, userId, learner, gradedAt);
  const [release] = await tx
    .select({ certificationId: certificationReleases.certificationId })
    .from(certificationReleases)
    .where(eq(certificationReleases.id, certificationReleaseId));
  if (!release) throw new Error(`No release ${certificationReleaseId}`);

  const [application] = await tx
    .insert(certificateApplications)
    .values({
      userId,
      certificationReleaseId,
      siteId: holder.siteId,
      status: "approved",
      decidedAt: issuedAt,
      createdAt: appliedAt,
      updatedAt: issuedAt,
    })
    .returning({ id: certificateApplications.id });
  await tx.insert(certificates).values({
    userId,
    certificationId: release.certificationId,
    certificationReleaseId,
    applicationId: application!.id,
    certificateNumber,
    holderName: `${holder.firstName} ${holder.lastName}`,
    issuedAt,
    validUntil: validUntilOf(issuedAt),
    createdAt: issuedAt,
    updatedAt: issuedAt,
  });
}
