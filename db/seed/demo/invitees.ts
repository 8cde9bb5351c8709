import { eq, sql } from "drizzle-orm";
import { SEAT_HOLDING_STATES } from "#contract/classroom-rules.ts";
import { LIVE_PRACTICAL_ENROLMENT_STATES } from "#contract/practical-exam.ts";
import {
  classroomEnrolments,
  classrooms,
  practicalExamEnrolments,
  practicalExams,
} from "../../schema/classroom.ts";
import type { Tx } from "../write.ts";
import { LanguageId as L } from "./languages.ts";
import { seedEnrolledLearner, seedPassedTheory, type DemoLearner } from "./exam-learner.ts";

/** The password the demo invitees sign in with (README). */
const password = "Invite-Demo-2026";

type DemoInvitee = DemoLearner & { password: string };

/**
 * Demo learners to try an invitation letter with (frame §2): each passed the
 * HCSP theory exam and holds no practical exam or classroom enrolment, so the
 * approver's letter for the release enrols them in its practical exam (or its
 * training), approved at once. Two on /en (HCSP v2.0, release 102), one on
 * /ar (release 202). Demo data only.
 */
export const demoInvitees: DemoInvitee[] = [
  {
    subject: "00000000-0000-4000-8000-000000000005",
    email: "invited@academy.example",
    password,
    // scrypt hash of the password above (server/modules/identity/idp/passwords.ts format).
    passwordHash:
      "scrypt$16384$8$1$S8dQ8tGHnJgt2EtQSKtZ6g$4xFY6WKWSR9CB69a_3I6S8g5FlLsqt5P2HrEYpeuPAGM_y2hmbY1_Y_R_Qsk3AB1JMlEto65BHDxpuh-uivAEw",
    firstName: "Ivy",
    lastName: "Invited",
    siteId: 1,
    languageId: L.en,
    certificationReleaseId: 102,
  },
  {
    subject: "00000000-0000-4000-8000-000000000006",
    email: "invited.too@academy.example",
    password,
    passwordHash:
      "scrypt$16384$8$1$HPbfMox697BAEA3jVq84-w$By4GlRu90bML37ITTfD3vU28RNEMttYvCDYAnNW6DHAg2IR18j92P5VTJD31khPCHemK9bddCl7MLBdWzjh7Og",
    firstName: "Ian",
    lastName: "Invited",
    siteId: 1,
    languageId: L.en,
    certificationReleaseId: 102,
  },
  {
    subject: "00000000-0000-4000-8000-000000000007",
    email: "invited.ar@academy.example",
    password,
    passwordHash:
      "scrypt$16384$8$1$hrmY5XlP15_J2CHOKx3YMw$3ccF82CFBJcw1hAr1YHK_pbJc_sAUJEZW22GIT8oVB29thtM6J-XCsCpBoSVOse3kQ204d9qrroiqygoL9boNA",
    firstName: "Amal",
    lastName: "Invited",
    siteId: 3,
    languageId: L.ar,
    certificationReleaseId: 202,
  },
];

const DAY = 86_400_000;

/**
 * Creates the invitees, or puts them back where the demo starts: enrolled
 * and every course learned two weeks before the seed, the theory exam passed
 * a week before, and their practical exam and classroom enrolments removed
 * with the seats they held (the sessions' counts were recomputed before, with
 * them: decision 0017).
 */
export async function seedInvitees(tx: Tx, idpIssuer: string): Promise<void> {
  const now = Date.now();
  for (const invitee of demoInvitees) {
    const userId = await seedEnrolledLearner(tx, idpIssuer, invitee, new Date(now - 14 * DAY));
    await seedPassedTheory(tx, userId, invitee, new Date(now - 7 * DAY));

    const exams = await tx
      .delete(practicalExamEnrolments)
      .where(eq(practicalExamEnrolments.userId, userId))
      .returning({
        sessionId: practicalExamEnrolments.practicalExamId,
        status: practicalExamEnrolments.status,
      });
    for (const { sessionId } of exams.filter(({ status }) =>
      (LIVE_PRACTICAL_ENROLMENT_STATES as readonly string[]).includes(status),
    ))
      await tx
        .update(practicalExams)
        .set({ seatsTaken: sql`${practicalExams.seatsTaken} - 1` })
        .where(eq(practicalExams.id, sessionId));

    const trainings = await tx
      .delete(classroomEnrolments)
      .where(eq(classroomEnrolments.userId, userId))
      .returning({
        sessionId: classroomEnrolments.classroomId,
        status: classroomEnrolments.status,
      });
    for (const { sessionId } of trainings.filter(({ status }) =>
      (SEAT_HOLDING_STATES as readonly string[]).includes(status),
    ))
      await tx
        .update(classrooms)
        .set({ seatsTaken: sql`${classrooms.seatsTaken} - 1` })
        .where(eq(classrooms.id, sessionId));
  }
}
