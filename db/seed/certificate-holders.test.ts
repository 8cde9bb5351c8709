import { and, asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  ABOUT_TO_EXPIRE_DAYS,
  CERTIFICATE_NUMBER_PATTERN,
  certificateState,
  validUntilOf,
} from "#contract/certificate-rules.ts";
import { openTestDatabase } from "../testing.ts";
import { certificateApplications, certificates } from "../schema/certificate.ts";
import { registrations } from "../schema/enrolment.ts";
import { examAttempts, examPapers } from "../schema/exam.ts";
import { idpAccounts, users } from "../schema/identity.ts";
import { countRows } from "./counts.ts";
import { seedDemoData } from "./demo.ts";
import { publishedDemoCredentials } from "./demo/accounts.ts";
import {
  demoCertificateHolders,
  demoCertifiedLearner,
  demoRenewalLearner,
} from "./demo/certificate-holders.ts";

const idpIssuer = "http://localhost:3000/idp";
let database: Awaited<ReturnType<typeof openTestDatabase>>;

beforeAll(async () => {
  database = await openTestDatabase();
  await database.migrate();
  await seedDemoData(database.db, { idpIssuer });
});
afterAll(() => database.drop());

async function userIdOf(subject: string) {
  const [user] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.idpIssuer, idpIssuer), eq(users.idpSubject, subject)));
  return user!.id;
}

async function certificateOf(subject: string) {
  return database.db
    .select()
    .from(certificates)
    .where(eq(certificates.userId, await userIdOf(subject)));
}

/** What the demo holders' story consists of, without ids and timestamps of the seed run. */
async function holdersSnapshot() {
  const db = database.db;
  const ids = await Promise.all(demoCertificateHolders.map((h) => userIdOf(h.subject)));
  const [attempts, applications, issued, enrolments] = await Promise.all([
    db
      .select({
        userId: examAttempts.userId,
        relationId: examAttempts.relationId,
        state: examAttempts.state,
        score: examAttempts.score,
        passStatus: examAttempts.passStatus,
      })
      .from(examAttempts)
      .where(inArray(examAttempts.userId, ids))
      .orderBy(asc(examAttempts.userId)),
    db
      .select({
        userId: certificateApplications.userId,
        status: certificateApplications.status,
      })
      .from(certificateApplications)
      .where(inArray(certificateApplications.userId, ids))
      .orderBy(asc(certificateApplications.userId)),
    db
      .select({
        userId: certificates.userId,
        certificateNumber: certificates.certificateNumber,
        holderName: certificates.holderName,
        status: certificates.status,
      })
      .from(certificates)
      .where(inArray(certificates.userId, ids))
      .orderBy(asc(certificates.userId)),
    db
      .select({ userId: registrations.userId, status: registrations.status })
      .from(registrations)
      .where(inArray(registrations.userId, ids))
      .orderBy(asc(registrations.userId)),
  ]);
  return { ids, attempts, applications, issued, enrolments };
}

// Only with the embedded identity provider, as every demo account (db/seed/demo.test.ts);
// signing in with the documented password: server/modules/enrolment/enrolment.test.ts.
describe("the demo certificate holders", () => {
  test("exist at the embedded provider, e-mail verified, names and country filled", async () => {
    for (const holder of demoCertificateHolders) {
      const [account] = await database.db
        .select()
        .from(idpAccounts)
        .where(eq(idpAccounts.email, holder.email));
      expect(account).toMatchObject({ id: holder.subject, emailVerified: true });
      const [user] = await database.db
        .select()
        .from(users)
        .where(eq(users.id, await userIdOf(holder.subject)));
      expect(user).toMatchObject({
        siteId: 1,
        languageId: 1,
        email: holder.email,
        emailVerified: true,
        identityCountryCode: "GB",
        name: `${holder.firstName} ${holder.lastName}`,
      });
    }
  });

  test("keep a published password: production mode refuses to start while they do", () => {
    const published = publishedDemoCredentials.map((c) => c.email);
    expect(published).toEqual(expect.arrayContaining(["certified@academy.example"]));
    expect(published).toEqual(expect.arrayContaining(["renewal.due@academy.example"]));
  });

  test("passed the HCSA theory exam once, with the score of the release's theory paper", async () => {
    const [paper] = await database.db.select().from(examPapers).where(eq(examPapers.id, 101));
    for (const holder of demoCertificateHolders) {
      // Their theory attempts (certified@ also sat two quizzes: my-learning-story.ts).
      const attempts = await database.db
        .select()
        .from(examAttempts)
        .where(
          and(
            eq(examAttempts.userId, await userIdOf(holder.subject)),
            eq(examAttempts.relationType, 0),
          ),
        );
      expect(attempts).toHaveLength(1);
      expect(attempts[0]).toMatchObject({
        siteId: 1,
        relationType: 0,
        relationId: 101,
        kind: paper!.kind,
        paperId: paper!.id,
        totalScore: paper!.totalScore,
        passScore: paper!.passScore,
        state: "graded",
        score: paper!.totalScore,
        passStatus: 1,
      });
    }
  });

  test("hold one HCSA certificate with a fixed number, issued on the approval of their application", async () => {
    for (const holder of demoCertificateHolders) {
      expect(holder.certificateNumber).toMatch(CERTIFICATE_NUMBER_PATTERN);
      const [certificate, ...others] = await certificateOf(holder.subject);
      expect(others).toEqual([]);
      const [application] = await database.db
        .select()
        .from(certificateApplications)
        .where(eq(certificateApplications.id, certificate!.applicationId!));
      expect(application).toMatchObject({ status: "approved", certificationReleaseId: 101 });
      expect(certificate).toMatchObject({
        certificationReleaseId: 101,
        certificateNumber: holder.certificateNumber,
        holderName: `${holder.firstName} ${holder.lastName}`,
        status: "valid",
        validUntil: validUntilOf(certificate!.issuedAt),
      });
      expect(application!.decidedAt).toEqual(certificate!.issuedAt);
    }
  });

  test("certified@ holds a valid certificate issued three months ago", async () => {
    const [certificate] = await certificateOf(demoCertifiedLearner.subject);
    const ageDays = (Date.now() - certificate!.issuedAt.getTime()) / 86_400_000;
    expect(ageDays).toBeGreaterThan(85);
    expect(ageDays).toBeLessThan(95);
    expect(certificateState(certificate!)).toBe("valid");
  });

  test("renewal.due@ holds one about to expire: issued 23 months ago, within the last 90 days", async () => {
    const [certificate] = await certificateOf(demoRenewalLearner.subject);
    const daysLeft = (certificate!.validUntil.getTime() - Date.now()) / 86_400_000;
    expect(daysLeft).toBeGreaterThan(0);
    expect(daysLeft).toBeLessThanOrEqual(ABOUT_TO_EXPIRE_DAYS);
    expect(certificateState(certificate!)).toBe("aboutToExpire");
  });

  test("seeding again keeps the same rows and puts a changed story back", async () => {
    const db = database.db;
    const counts = await countRows(db);
    const before = await holdersSnapshot();
    const certified = await userIdOf(demoCertifiedLearner.subject);
    // The certificate is revoked and the learner applies for another certification.
    await db
      .update(certificates)
      .set({ status: "revoked" })
      .where(eq(certificates.userId, certified));
    await db.insert(certificateApplications).values({
      userId: certified,
      certificationReleaseId: 102,
      siteId: 1,
    });

    await seedDemoData(db, { idpIssuer });
    expect(await countRows(db)).toEqual(counts);
    expect(await holdersSnapshot()).toEqual(before);
  });
});
