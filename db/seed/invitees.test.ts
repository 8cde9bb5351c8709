import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openTestDatabase } from "../testing.ts";
import {
  classroomEnrolments,
  classrooms,
  practicalExamEnrolments,
  practicalExams,
} from "../schema/classroom.ts";
import { examAttempts } from "../schema/exam.ts";
import { users } from "../schema/identity.ts";
import { countRows } from "./counts.ts";
import { seedDemoData } from "./demo.ts";
import { publishedDemoCredentials } from "./demo/accounts.ts";
import { ClassroomId } from "./demo/classrooms.ts";
import { demoInvitees } from "./demo/invitees.ts";
import { PracticalExamId } from "./demo/practical-exams.ts";

const idpIssuer = "http://localhost:3000/idp";
let database: Awaited<ReturnType<typeof openTestDatabase>>;

beforeAll(async () => {
  database = await openTestDatabase();
  await database.migrate();
  await seedDemoData(database.db, { idpIssuer });
});
afterAll(() => database.drop());

async function userOf(subject: string) {
  const [user] = await database.db
    .select()
    .from(users)
    .where(and(eq(users.idpIssuer, idpIssuer), eq(users.idpSubject, subject)));
  return user!;
}

const seatsOf = async () => {
  const [exam] = await database.db
    .select({ seatsTaken: practicalExams.seatsTaken })
    .from(practicalExams)
    .where(eq(practicalExams.id, PracticalExamId.hcspLondon));
  const [training] = await database.db
    .select({ seatsTaken: classrooms.seatsTaken })
    .from(classrooms)
    .where(eq(classrooms.id, ClassroomId.hcspOnsite));
  return { exam: exam!.seatsTaken, training: training!.seatsTaken };
};

describe("the demo invitees", () => {
  test("passed the HCSP theory exam of their site's release and hold no practical exam enrolment", async () => {
    expect(
      demoInvitees.map(({ email, siteId, certificationReleaseId }) => [
        email,
        siteId,
        certificationReleaseId,
      ]),
    ).toEqual([
      ["invited@academy.example", 1, 102],
      ["invited.too@academy.example", 1, 102],
      ["invited.ar@academy.example", 3, 202],
    ]);
    for (const invitee of demoInvitees) {
      const user = await userOf(invitee.subject);
      expect(user).toMatchObject({
        email: invitee.email,
        siteId: invitee.siteId,
        emailVerified: true,
      });
      const attempts = await database.db
        .select()
        .from(examAttempts)
        .where(eq(examAttempts.userId, user.id));
      expect(attempts).toMatchObject([
        { relationId: invitee.certificationReleaseId, state: "graded", passStatus: 1 },
      ]);
      expect(
        await database.db
          .select()
          .from(practicalExamEnrolments)
          .where(eq(practicalExamEnrolments.userId, user.id)),
      ).toEqual([]);
    }
    // Their password is published in the README: production mode refuses it.
    expect(publishedDemoCredentials).toContainEqual({
      email: "invited@academy.example",
      password: "Invite-Demo-2026",
    });
  });

  test("seeding again removes what they enrolled in, with the seats they held", async () => {
    const db = database.db;
    const counts = await countRows(db);
    const seats = await seatsOf();
    const { id: userId } = await userOf(demoInvitees[0]!.subject);
    // The invitee used a letter for the London practical exam and the onsite training.
    await db.insert(practicalExamEnrolments).values({
      practicalExamId: PracticalExamId.hcspLondon,
      userId,
      siteId: 1,
      certificationReleaseId: 102,
      status: "approved",
      invitationCode: "DEMOLETTER01",
    });
    await db
      .update(practicalExams)
      .set({ seatsTaken: seats.exam + 1 })
      .where(eq(practicalExams.id, PracticalExamId.hcspLondon));
    await db.insert(classroomEnrolments).values({
      classroomId: ClassroomId.hcspOnsite,
      userId,
      siteId: 1,
      certificationReleaseId: 102,
      status: "approved",
      invitationCode: "DEMOLETTER02",
    });
    await db
      .update(classrooms)
      .set({ seatsTaken: seats.training + 1 })
      .where(eq(classrooms.id, ClassroomId.hcspOnsite));

    await seedDemoData(db, { idpIssuer });
    expect(await countRows(db)).toEqual(counts);
    expect(await seatsOf()).toEqual(seats);
  });
});
