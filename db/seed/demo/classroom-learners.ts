import { eq } from "drizzle-orm";
import {
  classroomEnrolments,
  classroomEvaluations,
  classroomWaitingEntries,
} from "../../schema/classroom.ts";
import { registrations } from "../../schema/enrolment.ts";
import type { Tx } from "../write.ts";
import { monthsBefore, seedHeldCertificate } from "./certificate-holders.ts";
import { ClassroomId, recountSeats } from "./classrooms.ts";
import { seedLearnerAccount, type DemoLearner } from "./exam-learner.ts";
import { LanguageId as L } from "./languages.ts";

const DAY = 86_400_000;

/** The password the demo classroom learners sign in with (README). */
const password = "Classroom-Demo-2026";

/** A certificate a classroom learner holds: its release, fixed number and age at the seed. */
type HeldCertificate = {
  certificationReleaseId: number;
  /** Matches CERTIFICATE_NUMBER_PATTERN. */
  certificateNumber: string;
  issuedMonthsAgo: number;
};

type DemoClassroomLearner = Omit<DemoLearner, "certificationReleaseId"> & {
  password: string;
  /** Oldest first: each certification's own prerequisite is held before it. */
  holds: HeldCertificate[];
  /**
   * The certification releases whose training the learner's journey takes a seat of: an
   * approved enrolment in the certification is what a seat needs beside its prerequisite
   * (decision 0047). None for a journey whose invitation letter approves it.
   */
  enrolledIn: number[];
};

/** The demo certification releases the classroom learners hold (catalogue-certifications.ts). */
const Release = { hcsa: 101, hcsp: 102, hcse: 103, cgsa: 111, cgsp: 112 } as const;

const hcsa = (certificateNumber: string, issuedMonthsAgo: number): HeldCertificate => ({
  certificationReleaseId: Release.hcsa,
  certificateNumber,
  issuedMonthsAgo,
});

/**
 * Demo learners who may take a seat of certification training (decisions 0045,
 * 0047: a seat needs the certification's prerequisite and an approved enrolment
 * in it): each holds a valid certificate of the prerequisite, earned as the
 * certificate holders earned theirs, and is enrolled (approved) in the
 * certification whose training their journey takes, with no classroom enrolment. One for each browser journey that
 * enrols in a certification's training, since journeys share the database
 * and run side by side: earning a certificate takes longer than a journey
 * may. On /en, names, country and e-mail filled. Demo data only.
 */
export const demoClassroomLearners: DemoClassroomLearner[] = [
  {
    // e2e/classroom.spec.ts: HCSP onsite workshops (9001, 9002), HCSA held.
    subject: "00000000-0000-4000-8000-000000000301",
    email: "classroom.nadia@academy.example",
    password,
    // scrypt hash of the password above (server/modules/identity/idp/passwords.ts format).
    passwordHash:
      "scrypt$16384$8$1$sf8D-jTqgB7d_ArjY215-A$-35DOn2LmHIL7lvuXeO6ErHmycW6JheRK_vGjOD1t9CMSj5-oPvlZaMGaXaI6KH8cgd0AqP4fJRlNG6cVceUBA",
    firstName: "Nadia",
    lastName: "Classroom",
    siteId: 1,
    languageId: L.en,
    holds: [hcsa("HCSA-DEM2-CRSM-NAD4", 4)],
    enrolledIn: [Release.hcsp],
  },
  {
    // e2e/classroom.spec.ts: the nearly-full HCSP workshop's waiting list (9002), HCSA held.
    subject: "00000000-0000-4000-8000-000000000302",
    email: "classroom.bilal@academy.example",
    password,
    passwordHash:
      "scrypt$16384$8$1$qjKDuP7qQdZWIJNW6yJd7g$iYewcCnKyukJ22Qmwl5GFUfoFEw9mNFWFY8TMtOjdiG-3yi1Fsysm-REAcv3Ejjp77cmy9MPmcEKRWwSwQ3qZQ",
    firstName: "Bilal",
    lastName: "Classroom",
    siteId: 1,
    languageId: L.en,
    holds: [hcsa("HCSA-DEM2-CRSM-B7AX", 5)],
    enrolledIn: [Release.hcsp],
  },
  {
    // e2e/classroom.spec.ts: the full CGSP workshop's waiting list (9007), CGSA held.
    subject: "00000000-0000-4000-8000-000000000303",
    email: "classroom.wren@academy.example",
    password,
    passwordHash:
      "scrypt$16384$8$1$Fg40gckFJwkaoQGqu1f_mg$JUF_KJR4BzMo_b1yQg8zfhDs3T_EO6Q8H4DB9VPYaN8RCvkZfVGoECYOg_4LWC0sVD4UxTFyCkPfBxto4Urb4Q",
    firstName: "Wren",
    lastName: "Classroom",
    siteId: 1,
    languageId: L.en,
    holds: [
      {
        certificationReleaseId: Release.cgsa,
        certificateNumber: "CGSA-DEM2-CRSM-WREN",
        issuedMonthsAgo: 3,
      },
    ],
    enrolledIn: [Release.cgsp],
  },
  {
    // e2e/classroom-detail.spec.ts: the running HCSE workshop (9004), checked in; HCSP held.
    subject: "00000000-0000-4000-8000-000000000304",
    email: "classroom.irene@academy.example",
    password,
    passwordHash:
      "scrypt$16384$8$1$QvD9bvkafT9XTPK2DrdCog$8Op3OsDirEAdEbwdsF-jn4K7k6vlTv_1h7abxsCOKubFjTxuN07gfeejAbqsXE0y8v_Qui0QqtM26OqJ0klnwg",
    firstName: "Irene",
    lastName: "Classroom",
    siteId: 1,
    languageId: L.en,
    holds: [
      hcsa("HCSA-DEM2-CRSM-RENE", 9),
      {
        certificationReleaseId: Release.hcsp,
        certificateNumber: "HCSP-DEM2-CRSM-RENE",
        issuedMonthsAgo: 2,
      },
    ],
    enrolledIn: [Release.hcse],
  },
  {
    // e2e/classroom-calendar.spec.ts: the HCSE online workshop in three weeks (9005); HCSP held.
    subject: "00000000-0000-4000-8000-000000000305",
    email: "classroom.calla@academy.example",
    password,
    passwordHash:
      "scrypt$16384$8$1$gRu4NP-HIrbuNR3lulAHgQ$3AjC0v6-KvdoBGgS2kRexF7g_Aqn_vDM8YxFZnxipdnt1S75jQn_HtWJyK2XQCC3mtRBYmSJKfQ1O5l0g_wAhQ",
    firstName: "Calla",
    lastName: "Classroom",
    siteId: 1,
    languageId: L.en,
    holds: [
      hcsa("HCSA-DEM2-CRSM-CA7A", 10),
      {
        certificationReleaseId: Release.hcsp,
        certificateNumber: "HCSP-DEM2-CRSM-CA7A",
        issuedMonthsAgo: 3,
      },
    ],
    enrolledIn: [Release.hcse],
  },
  {
    // e2e/invitation.spec.ts: a training letter for the HCSP onsite workshop (9001); HCSA held.
    subject: "00000000-0000-4000-8000-000000000306",
    email: "classroom.iris@academy.example",
    password,
    passwordHash:
      "scrypt$16384$8$1$O9g07TkCi1G_xSkVKFtHVw$AinRzarDHR9ZrvGuYnRuP8lX1n6Y3EdozE2v5r-zgO3sPNsX9_IIrNmYHc2QuXESFD3umPZOjGs12xYZilqVEw",
    firstName: "Iris",
    lastName: "Classroom",
    siteId: 1,
    languageId: L.en,
    holds: [hcsa("HCSA-DEM2-CRSM-RYS2", 6)],
    // The letter approves the enrolment in HCSP with the seat.
    enrolledIn: [],
  },
];

/**
 * Creates the classroom learners, or puts them back where the demo starts: what
 * they did is removed (with the seats their enrolments held, their waiting
 * entries and evaluations) and their certificates are earned again, dated
 * from the seed.
 */
export async function seedClassroomLearners(tx: Tx, idpIssuer: string): Promise<void> {
  const now = new Date();
  for (const learner of demoClassroomLearners) {
    const userId = await seedLearnerAccount(tx, idpIssuer, learner);
    await tx.delete(classroomEvaluations).where(eq(classroomEvaluations.userId, userId));
    await tx.delete(classroomWaitingEntries).where(eq(classroomWaitingEntries.userId, userId));
    await tx.delete(classroomEnrolments).where(eq(classroomEnrolments.userId, userId));
    for (const held of learner.holds)
      await seedHeldCertificate(tx, userId, learner, {
        certificationReleaseId: held.certificationReleaseId,
        certificateNumber: held.certificateNumber,
        issuedAt: monthsBefore(now, held.issuedMonthsAgo),
      });
    // Enrolled in the certification of their training a week ago, approved the next day.
    for (const releaseId of learner.enrolledIn)
      await tx.insert(registrations).values({
        userId,
        siteId: learner.siteId,
        relationType: 0,
        relationId: releaseId,
        status: "approved",
        createdAt: new Date(now.getTime() - 7 * DAY),
        decidedAt: new Date(now.getTime() - 6 * DAY),
      });
  }
  // The seats their enrolments held are free again (decision 0017).
  await recountSeats(tx, Object.values(ClassroomId));
}
