import type { Tx } from "../write.ts";
import { LanguageId as L } from "./languages.ts";
import { demoExamLearner, seedEnrolledLearner, type DemoLearner } from "./exam-learner.ts";

/**
 * More learners ready for the HCSA theory exam, one for each browser journey
 * that sits it (e2e/exam.spec.ts): with watch time honest (decision 0042),
 * earning a certification's credits takes as long as watching its courses,
 * minutes a journey cannot spend. Like exam.ready@academy.example, each is
 * enrolled (approved) with every course learned and no attempt, and a seed
 * puts it back so. Demo data only; the same published password.
 */
export const demoExamCandidates: (DemoLearner & { password: string })[] = [
  {
    subject: "00000000-0000-4000-8000-000000000201",
    email: "exam.theo@academy.example",
    password: demoExamLearner.password,
    // scrypt hash of the password above (server/modules/identity/idp/passwords.ts format).
    passwordHash:
      "scrypt$16384$8$1$xcUULiAcjCUDkCCPYjCIBw$VIin033GDeo0uoBwotl5864UW2l8f1nNzzFYsL5FUhZLeILWsqrQ3QvdjOhZgAqW-8iGYDR4khtI18n9QWdFlw",
    firstName: "Theo",
    lastName: "Candidate",
    siteId: 1,
    languageId: L.en,
    certificationReleaseId: 101,
  },
  {
    subject: "00000000-0000-4000-8000-000000000202",
    email: "exam.maya@academy.example",
    password: demoExamLearner.password,
    passwordHash:
      "scrypt$16384$8$1$IEbAgzltj1VTbMiXDU-QFA$uQpD-ZRQD5lk8c2MHMqT-6OCAhdMKOv-qv5ZfCSr12GsdT15IlUzYlWSwjvQRfJnx1CXHAy3MxziUcF8RNr9-Q",
    firstName: "Maya",
    lastName: "Candidate",
    siteId: 1,
    languageId: L.en,
    certificationReleaseId: 101,
  },
  {
    subject: "00000000-0000-4000-8000-000000000203",
    email: "exam.rania@academy.example",
    password: demoExamLearner.password,
    passwordHash:
      "scrypt$16384$8$1$kPnqO1xmNxNJauNmUD8CWQ$i00ENEw5CCleP4iaOGO8NKEBFVeMTFOXrDQUgMYROMVmzxv8PFncB85crYGMS-HeB3eFLrFbh-hXhHI2ijpmbg",
    firstName: "Rania",
    lastName: "Candidate",
    siteId: 3,
    languageId: L.ar,
    certificationReleaseId: 201,
  },
];

/** Creates the candidates, or puts them back where the demo starts. */
export async function seedExamCandidates(tx: Tx, idpIssuer: string): Promise<void> {
  const now = new Date();
  for (const candidate of demoExamCandidates)
    await seedEnrolledLearner(tx, idpIssuer, candidate, now);
}
