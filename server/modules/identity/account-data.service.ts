import { eq } from "drizzle-orm";
import type { PersonalData } from "#contract/identity.ts";
import type { Db } from "#db/client.ts";
import { mailOutbox, users as userRows } from "#db/schema/identity.ts";
import { needLogin } from "../../errors.ts";
import { removeAvatarFile } from "./avatar-store.ts";
import type { Sessions } from "./sessions.ts";
import { toUserInfo, type Users } from "./users.service.ts";

type Rows = Record<string, unknown>[];

/** What each module answers for its own tables about one learner (ARCHITECTURE §3). */
export type LearnerDataParts = {
  enrolment: {
    exportOf(userId: number): Promise<{ registrations: Rows }>;
    erase(tx: Db, userId: number): Promise<void>;
  };
  learning: {
    exportOf(userId: number): Promise<{ courses: Rows; chapters: Rows; notifications: Rows }>;
  };
  exam: { exportOf(userId: number): Promise<{ attempts: Rows }> };
  certificate: {
    exportOf(
      userId: number,
    ): Promise<{ applications: Rows; certificates: Rows; completions: Rows }>;
    erase(tx: Db, userId: number, now: Date): Promise<void>;
  };
  classroom: {
    exportOf(
      userId: number,
    ): Promise<{ classrooms: Rows; practicalExams: Rows; evaluations: Rows }>;
    erase(tx: Db, userId: number, now: Date): Promise<void>;
  };
  smartTry: {
    exportOf(userId: number): Promise<{ applications: Rows }>;
    erase(tx: Db, userId: number): Promise<void>;
  };
  practice: {
    exportOf(userId: number): Promise<{ steps: Rows; labs: Rows }>;
    erase(tx: Db, userId: number): Promise<void>;
  };
};

/**
 * The learner's rights over their data (GDPR): the export of everything the
 * portal holds about them, and the erasure when they delete their account
 * (decision 0022).
 */
export function createAccountData(deps: {
  db: Db;
  users: Users;
  sessions: Sessions;
  parts: LearnerDataParts;
  dataDir: string;
}) {
  const { db, users, sessions, parts } = deps;
  return {
    /** Everything about the learner, each table read once (no query per row). */
    async exportOf(userId: number, now = new Date()): Promise<PersonalData> {
      const user = await users.byId(userId);
      if (!user || user.deletedAt) throw needLogin();
      const [enrolment, learning, exam, certificate, classroom, smartTry, practice] =
        await Promise.all([
          parts.enrolment.exportOf(userId),
          parts.learning.exportOf(userId),
          parts.exam.exportOf(userId),
          parts.certificate.exportOf(userId),
          parts.classroom.exportOf(userId),
          parts.smartTry.exportOf(userId),
          parts.practice.exportOf(userId),
        ]);
      const { migrationPopStatus: _, ...profile } = toUserInfo(user);
      return {
        exportedAt: now.toISOString(),
        profile,
        enrolments: {
          certificationsAndCourses: enrolment.registrations,
          classrooms: classroom.classrooms,
          practicalExams: classroom.practicalExams,
        },
        learningProgress: learning,
        examAttempts: exam.attempts,
        certificates: certificate,
        classroomEvaluations: classroom.evaluations,
        smartTryApplications: smartTry.applications,
        handsOnPractice: { stepsTicked: practice.steps, labsCompleted: practice.labs },
      };
    },

    /**
     * Account deletion, in one transaction: the user row becomes an anonymous
     * tombstone (no name, address, e-mail or photo; an identity nobody can
     * sign in to), their sessions and mail end, and each module erases what
     * it holds (seats given back, certificates revoked without a name). Rows
     * other people rely on stay, tied to the tombstone. Then the avatar file
     * goes. Returns false when the user was already gone.
     */
    async erase(userId: number, now = new Date()): Promise<boolean> {
      const before = await users.byId(userId);
      if (!before || before.deletedAt) return false;
      await db.transaction(async (tx) => {
        await parts.enrolment.erase(tx, userId);
        await parts.certificate.erase(tx, userId, now);
        await parts.classroom.erase(tx, userId, now);
        await parts.smartTry.erase(tx, userId);
        await parts.practice.erase(tx, userId);
        if (before.email) await tx.delete(mailOutbox).where(eq(mailOutbox.to, before.email));
        await tx
          .update(userRows)
          .set({
            idpSubject: `erased:${userId}`,
            name: "",
            firstName: "",
            lastName: "",
            email: "",
            emailVerified: false,
            photoImgUrl: "",
            languageId: null,
            country: "",
            countryCode: null,
            identityCountryCode: null,
            province: "",
            city: "",
            address: "",
            postcode: "",
            phoneCode: "",
            phoneNumber: "",
            jobTitle: "",
            type: null,
            companyName: "",
            vatNumber: "",
            migrationPopStatus: "0",
            emailNotificationStatus: 0,
            deletedAt: now,
            updatedAt: now,
          })
          .where(eq(userRows.id, userId));
      });
      users.changed(userId);
      // The sessions table is the identity module's; this also tells every server to forget them.
      await sessions.destroyForUser(userId);
      await removeAvatarFile(deps.dataDir, before.photoImgUrl);
      return true;
    },
  };
}

export type AccountData = ReturnType<typeof createAccountData>;
