import { sql } from "drizzle-orm";
import { userRoles } from "../../schema/enrolment.ts";
import { idpAccounts, idpSecondFactors, users } from "../../schema/identity.ts";
import type { Tx } from "../write.ts";
import { demoCertificateHolders, seedCertificateHolders } from "./certificate-holders.ts";
import { demoClassroomLearners, seedClassroomLearners } from "./classroom-learners.ts";
import { demoEuLearner, seedEuLearner } from "./eu-learner.ts";
import { demoExamCandidates, seedExamCandidates } from "./exam-candidates.ts";
import { demoExamLearner, seedExamLearner } from "./exam-learner.ts";
import { demoInvitees, seedInvitees } from "./invitees.ts";
import { siteRows } from "./sites.ts";
import { seedWaitingLearners } from "./waiting-learners.ts";

/** Encrypts a second factor's secret for its account, as the identity provider keeps it. */
export type SealSecret = (secret: string, accountId: string) => string;

/**
 * A demo approver (all sites) on the embedded identity provider, so the
 * approval flow can be tried without admin screens:
 * approver@academy.example / Approve-Demo-2026, with the second factor every
 * staff account signs in with (decision 0043): the TOTP secret below, published
 * in the README like the password, so a demonstration (and the journeys)
 * can compute its codes. Demo data only; a real deployment grants roles to
 * its own staff (npm run user:role), who set up their own second factor.
 */
export const demoApprover = {
  subject: "00000000-0000-4000-8000-000000000001",
  email: "approver@academy.example",
  password: "Approve-Demo-2026",
  /** RFC 6238 secret (base32; SHA-1, 6 digits, 30 seconds). */
  totpSecret: "DEMOAPPROVERSECRETFORTHEACADEMYQ",
  // scrypt hash of the password above (server/modules/identity/idp/passwords.ts format).
  passwordHash:
    "scrypt$16384$8$1$qHa3ROeDlC98vhDO39pvcw$JSM7VBVkYvEVqx0VFWeQVMdVGf9s7plvmTpwUhvapOXkPod087bWqwjVK2KxCgKPJ1wQxGGg54KN-lqb7MBYfA",
};

/**
 * The demo accounts: the approver, the learners ready for the HCSA theory exam
 * (exam-learner.ts, exam-candidates.ts), the two HCSA certificate holders, one
 * valid and one about to expire (certificate-holders.ts), the learners holding
 * a certification's prerequisite who take seats of its training
 * (classroom-learners.ts), the invitees (invitees.ts), the EU learner
 * (eu-learner.ts); and two learners waiting for a seat of a full workshop, who
 * never sign in (waiting-learners.ts).
 */
export async function seedDemoAccounts(
  tx: Tx,
  idpIssuer: string,
  sealSecret?: SealSecret,
): Promise<void> {
  await tx
    .insert(idpAccounts)
    .values({
      id: demoApprover.subject,
      email: demoApprover.email,
      passwordHash: demoApprover.passwordHash,
      firstName: "Alex",
      lastName: "Approver",
      countryCode: "GB",
      emailVerified: true,
    })
    .onConflictDoUpdate({
      target: idpAccounts.id,
      set: { passwordHash: demoApprover.passwordHash, updatedAt: sql`now()` },
    });
  if (sealSecret) {
    const secret = sealSecret(demoApprover.totpSecret, demoApprover.subject);
    await tx
      .insert(idpSecondFactors)
      .values({ accountId: demoApprover.subject, secret, confirmedAt: sql`now()` })
      .onConflictDoUpdate({
        target: idpSecondFactors.accountId,
        set: { secret, confirmedAt: sql`now()`, lastUsedStep: null, updatedAt: sql`now()` },
      });
  }
  const [user] = await tx
    .insert(users)
    .values({
      idpIssuer,
      idpSubject: demoApprover.subject,
      siteId: 1,
      languageId: 1,
      email: demoApprover.email,
      emailVerified: true,
      firstName: "Alex",
      lastName: "Approver",
      name: "Alex Approver",
      country: "United Kingdom",
      countryCode: "GB",
      identityCountryCode: "GB",
    })
    .onConflictDoUpdate({
      target: [users.idpIssuer, users.idpSubject],
      set: { updatedAt: sql`now()` },
    })
    .returning({ id: users.id });
  await tx
    .delete(userRoles)
    .where(sql`${userRoles.userId} = ${user!.id} and ${userRoles.role} = 'approver'`);
  // Approvers are scoped to sites: the demo approver gets one role per demo site.
  await tx
    .insert(userRoles)
    .values(
      siteRows.map((site) => ({ userId: user!.id, role: "approver" as const, siteId: site.id })),
    );
  await seedExamLearner(tx, idpIssuer);
  await seedExamCandidates(tx, idpIssuer);
  await seedCertificateHolders(tx, idpIssuer);
  await seedClassroomLearners(tx, idpIssuer);
  await seedInvitees(tx, idpIssuer);
  await seedEuLearner(tx, idpIssuer);
  await seedWaitingLearners(tx, idpIssuer);
}

/**
 * The demo accounts whose passwords are published (README): production mode
 * refuses to start while an account still signs in with one of them.
 */
export const publishedDemoCredentials = [
  demoApprover,
  demoExamLearner,
  ...demoExamCandidates,
  ...demoCertificateHolders,
  ...demoClassroomLearners,
  ...demoInvitees,
  demoEuLearner,
].map(({ email, password }) => ({ email, password }));
