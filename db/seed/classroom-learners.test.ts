import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  CERTIFICATE_NUMBER_PATTERN,
  certificateState,
  validUntilOf,
} from "#contract/certificate-rules.ts";
import { openTestDatabase } from "../testing.ts";
import { certificationReleases, certifications } from "../schema/catalogue.ts";
import { certificateApplications, certificates } from "../schema/certificate.ts";
import {
  classroomEnrolments,
  classroomEvaluations,
  classroomWaitingEntries,
  classrooms,
} from "../schema/classroom.ts";
import { registrations } from "../schema/enrolment.ts";
import { examAttempts } from "../schema/exam.ts";
import { idpAccounts, users } from "../schema/identity.ts";
import { countRows } from "./counts.ts";
import { seedDemoData } from "./demo.ts";
import { publishedDemoCredentials } from "./demo/accounts.ts";
import { demoClassroomLearners } from "./demo/classroom-learners.ts";
import { ClassroomId } from "./demo/classrooms.ts";

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

const learnerBy = (email: string) => demoClassroomLearners.find((l) => l.email === email)!;

/** The certification ids a learner holds a valid certificate of. */
async function heldCertificationIds(subject: string): Promise<number[]> {
  const rows = await database.db
    .select()
    .from(certificates)
    .where(eq(certificates.userId, await userIdOf(subject)));
  return rows
    .filter((row) => ["valid", "aboutToExpire"].includes(certificateState(row)))
    .map((row) => row.certificationId)
    .sort();
}

/** The prerequisite of the certification a demo session trains for. */
async function prerequisiteOfSession(classroomId: number): Promise<number | null> {
  const [row] = await database.db
    .select({ prerequisiteId: certifications.prerequisiteId })
    .from(classrooms)
    .innerJoin(
      certificationReleases,
      eq(certificationReleases.id, classrooms.certificationReleaseId),
    )
    .innerJoin(certifications, eq(certifications.id, certificationReleases.certificationId))
    .where(eq(classrooms.id, classroomId));
  return row!.prerequisiteId;
}

const seatsTaken = async () =>
  database.db
    .select({ id: classrooms.id, seatsTaken: classrooms.seatsTaken })
    .from(classrooms)
    .where(inArray(classrooms.id, Object.values(ClassroomId)))
    .orderBy(classrooms.id);

// Only with the embedded identity provider, as every demo account (db/seed/demo.test.ts).
describe("the demo classroom learners", () => {
  test("one per journey that takes a seat, at the embedded provider, profile filled, password published", async () => {
    expect(demoClassroomLearners.map((learner) => learner.email)).toEqual([
      "classroom.nadia@academy.example",
      "classroom.bilal@academy.example",
      "classroom.wren@academy.example",
      "classroom.irene@academy.example",
      "classroom.calla@academy.example",
      "classroom.iris@academy.example",
    ]);
    for (const learner of demoClassroomLearners) {
      const [account] = await database.db
        .select()
        .from(idpAccounts)
        .where(eq(idpAccounts.email, learner.email));
      expect(account).toMatchObject({ id: learner.subject, emailVerified: true });
      const [user] = await database.db
        .select()
        .from(users)
        .where(eq(users.id, await userIdOf(learner.subject)));
      expect(user).toMatchObject({
        siteId: 1,
        languageId: 1,
        email: learner.email,
        emailVerified: true,
        firstName: learner.firstName,
        lastName: learner.lastName,
        country: "United Kingdom",
        identityCountryCode: "GB",
      });
      // Production mode refuses to start while they keep it (README).
      expect(publishedDemoCredentials).toContainEqual({
        email: learner.email,
        password: "Classroom-Demo-2026",
      });
    }
  });

  test("hold the prerequisite of the sessions their journey takes a seat of", async () => {
    const needs: [string, number[]][] = [
      ["classroom.nadia@academy.example", [ClassroomId.hcspOnsite, ClassroomId.hcspNearlyFull]],
      ["classroom.bilal@academy.example", [ClassroomId.hcspNearlyFull]],
      ["classroom.wren@academy.example", [ClassroomId.cgspFull]],
      ["classroom.irene@academy.example", [ClassroomId.hcseOnlineNow]],
      ["classroom.calla@academy.example", [ClassroomId.hcseOnline]],
      ["classroom.iris@academy.example", [ClassroomId.hcspOnsite]],
    ];
    for (const [email, sessions] of needs) {
      const held = await heldCertificationIds(learnerBy(email).subject);
      for (const session of sessions) {
        const prerequisite = await prerequisiteOfSession(session);
        expect(prerequisite, `session ${session} needs a prerequisite`).not.toBeNull();
        expect(held, `${email} for session ${session}`).toContain(prerequisite);
      }
    }
  });

  test("are enrolled, approved, in the certification of the sessions they take a seat of without a letter", async () => {
    const needs: [string, number[]][] = [
      ["classroom.nadia@academy.example", [ClassroomId.hcspOnsite, ClassroomId.hcspNearlyFull]],
      ["classroom.bilal@academy.example", [ClassroomId.hcspNearlyFull]],
      ["classroom.wren@academy.example", [ClassroomId.cgspFull]],
      ["classroom.irene@academy.example", [ClassroomId.hcseOnlineNow]],
      ["classroom.calla@academy.example", [ClassroomId.hcseOnline]],
    ];
    for (const [email, sessions] of needs) {
      const approved = await database.db
        .select({ releaseId: registrations.relationId })
        .from(registrations)
        .where(
          and(
            eq(registrations.userId, await userIdOf(learnerBy(email).subject)),
            eq(registrations.relationType, 0),
            eq(registrations.status, "approved"),
          ),
        );
      const releases = await database.db
        .select({ releaseId: classrooms.certificationReleaseId })
        .from(classrooms)
        .where(inArray(classrooms.id, sessions));
      for (const { releaseId } of releases)
        expect(
          approved.map((row) => row.releaseId),
          `${email} for release ${releaseId}`,
        ).toContain(releaseId);
    }
  });

  test("earned each certificate: theory passed, application approved on the issue, a fixed number", async () => {
    for (const learner of demoClassroomLearners) {
      const userId = await userIdOf(learner.subject);
      const issued = await database.db
        .select()
        .from(certificates)
        .where(eq(certificates.userId, userId))
        .orderBy(certificates.issuedAt);
      expect(issued.map((row) => row.certificationReleaseId)).toEqual(
        learner.holds.map((held) => held.certificationReleaseId),
      );
      for (const [index, certificate] of issued.entries()) {
        const held = learner.holds[index]!;
        expect(held.certificateNumber).toMatch(CERTIFICATE_NUMBER_PATTERN);
        expect(certificate).toMatchObject({
          certificateNumber: held.certificateNumber,
          holderName: `${learner.firstName} ${learner.lastName}`,
          status: "valid",
          validUntil: validUntilOf(certificate.issuedAt),
        });
        expect(certificateState(certificate)).toBe("valid");
        const [application] = await database.db
          .select()
          .from(certificateApplications)
          .where(eq(certificateApplications.id, certificate.applicationId!));
        expect(application).toMatchObject({
          status: "approved",
          certificationReleaseId: held.certificationReleaseId,
          decidedAt: certificate.issuedAt,
        });
        const attempts = await database.db
          .select()
          .from(examAttempts)
          .where(
            and(
              eq(examAttempts.userId, userId),
              eq(examAttempts.relationId, held.certificationReleaseId),
            ),
          );
        expect(attempts).toMatchObject([{ state: "graded", passStatus: 1 }]);
      }
    }
  });

  test("seeding again removes their seats, waiting entries and evaluations and keeps their story", async () => {
    const db = database.db;
    const counts = await countRows(db);
    const seats = await seatsTaken();
    const irene = await userIdOf(learnerBy("classroom.irene@academy.example").subject);
    const wren = await userIdOf(learnerBy("classroom.wren@academy.example").subject);
    // Irene attended the running HCSE workshop and evaluated it; Wren waits for the full one.
    await db.insert(classroomEnrolments).values({
      classroomId: ClassroomId.hcseOnlineNow,
      userId: irene,
      siteId: 1,
      certificationReleaseId: 103,
      status: "checked_in",
      checkedInAt: new Date(),
    });
    const [running] = seats.filter((row) => row.id === ClassroomId.hcseOnlineNow);
    await db
      .update(classrooms)
      .set({ seatsTaken: running!.seatsTaken + 1 })
      .where(eq(classrooms.id, ClassroomId.hcseOnlineNow));
    await db.insert(classroomEvaluations).values({
      classroomId: ClassroomId.hcseOnlineNow,
      userId: irene,
      siteId: 1,
      overall: 5,
      trainer: 4,
      content: 3,
    });
    await db.insert(classroomWaitingEntries).values({
      classroomId: ClassroomId.cgspFull,
      userId: wren,
      siteId: 1,
      languageId: 1,
      status: "waiting",
      joinedAt: new Date(),
    });
    // And the certificate was revoked.
    await db.update(certificates).set({ status: "revoked" }).where(eq(certificates.userId, wren));

    await seedDemoData(db, { idpIssuer });
    expect(await countRows(db)).toEqual(counts);
    expect(await seatsTaken()).toEqual(seats);
    for (const userId of [irene, wren]) {
      for (const table of [classroomEnrolments, classroomEvaluations, classroomWaitingEntries])
        expect(await db.select().from(table).where(eq(table.userId, userId))).toEqual([]);
    }
    expect(await heldCertificationIds(learnerBy("classroom.wren@academy.example").subject)).toEqual(
      [11],
    );
  });
});
