import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { ExerciseProcess, LearningProcess } from "#contract/catalogue-rules.ts";
import { ExamRelationType } from "#contract/exam-rules.ts";
import { certificationCourses, courseChapters, courseReleases } from "../../schema/catalogue.ts";
import { certificateApplications, certificates } from "../../schema/certificate.ts";
import { registrations } from "../../schema/enrolment.ts";
import { examAttempts, examPapers } from "../../schema/exam.ts";
import { idpAccounts, users } from "../../schema/identity.ts";
import { chapterProgress, courseProgress } from "../../schema/learning.ts";
import type { Tx } from "../write.ts";

/**
 * A demo learner who can sit the HCSA theory exam a minute after `npm start`:
 * exam.ready@academy.example / Exam-Demo-2026 on the embedded identity
 * provider, enrolled (approved) in HCSA v2.0 on /en (release 101) with the
 * credits complete and no attempt yet. Demo data only, like the approver.
 */
export const demoExamLearner = {
  subject: "00000000-0000-4000-8000-000000000002",
  email: "exam.ready@academy.example",
  password: "Exam-Demo-2026",
  // scrypt hash of the password above (server/modules/identity/idp/passwords.ts format).
  passwordHash:
    "scrypt$16384$8$1$jmOzvPiL6nJidQ4bNaKV0Q$_h3VeqMVx_FWBnQvawaoSzHOfA8bq4E8C0fYc2ZOHzLMm0-98cIUB0_oCmYLQG1RjjvqBM4_Wunxmj5j7XGVWQ",
  firstName: "Sam",
  lastName: "Ready",
  siteId: 1,
  languageId: 1,
  certificationReleaseId: 101,
};

/** A demo learner on the embedded identity provider, enrolled in one certification release. */
export type DemoLearner = {
  subject: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  siteId: number;
  languageId: number;
  certificationReleaseId: number;
  /** The employer in the profile (the VAT query and the company certificate find staff by it). */
  company?: { name: string; vatNumber: string };
};

/**
 * Creates the learner, or puts it back where the demo starts: every seed
 * deletes its attempts, registrations, certificate applications, certificates
 * and progress and writes them again, so after `npm run db:seed` the exam can
 * be sat afresh (and the brand exam's 30-day window counts from this seed).
 */
export async function seedExamLearner(tx: Tx, idpIssuer: string): Promise<void> {
  await seedEnrolledLearner(tx, idpIssuer, demoExamLearner, new Date());
}

/**
 * The account and user of a demo learner (e-mail verified, the fields the
 * main site asks for before enrolment filled), with everything it did before
 * removed; then enrolled (approved at `at`) in its certification release with
 * every course learned and its exercise finished at `at`. Returns the user id.
 */
export async function seedEnrolledLearner(
  tx: Tx,
  idpIssuer: string,
  learner: DemoLearner,
  at: Date,
): Promise<number> {
  const userId = await seedLearnerAccount(tx, idpIssuer, learner);
  await seedLearnedRelease(tx, userId, learner, at);
  return userId;
}

/**
 * The account and user of a demo learner (e-mail verified, the fields the
 * main site asks for before enrolment filled), with its attempts,
 * certificates, certificate applications, registrations and progress
 * removed. Returns the user id.
 */
export async function seedLearnerAccount(
  tx: Tx,
  idpIssuer: string,
  learner: Omit<DemoLearner, "certificationReleaseId">,
): Promise<number> {
  const profile = {
    firstName: learner.firstName,
    lastName: learner.lastName,
    countryCode: "GB",
  };
  await tx
    .insert(idpAccounts)
    .values({
      id: learner.subject,
      email: learner.email,
      passwordHash: learner.passwordHash,
      emailVerified: true,
      ...profile,
    })
    .onConflictDoUpdate({
      target: idpAccounts.id,
      set: {
        email: learner.email,
        passwordHash: learner.passwordHash,
        emailVerified: true,
        ...profile,
        updatedAt: sql`now()`,
      },
    });
  // The fields the main site asks for before enrolment (first and last name, country) are filled.
  const user = {
    siteId: learner.siteId,
    languageId: learner.languageId,
    email: learner.email,
    emailVerified: true,
    name: `${learner.firstName} ${learner.lastName}`,
    country: "United Kingdom",
    identityCountryCode: profile.countryCode,
    companyName: learner.company?.name ?? "",
    vatNumber: learner.company?.vatNumber ?? "",
    ...profile,
  };
  const [row] = await tx
    .insert(users)
    .values({ idpIssuer, idpSubject: learner.subject, ...user })
    .onConflictDoUpdate({
      target: [users.idpIssuer, users.idpSubject],
      set: { ...user, updatedAt: sql`now()` },
    })
    .returning({ id: users.id });
  const userId = row!.id;

  await tx.delete(examAttempts).where(eq(examAttempts.userId, userId));
  await tx.delete(certificates).where(eq(certificates.userId, userId));
  await tx.delete(certificateApplications).where(eq(certificateApplications.userId, userId));
  await tx.delete(registrations).where(eq(registrations.userId, userId));
  await tx.delete(chapterProgress).where(eq(chapterProgress.userId, userId));
  await tx.delete(courseProgress).where(eq(courseProgress.userId, userId));
  return userId;
}

/**
 * The learner enrolled (approved at `at`) in its certification release with
 * every course of it learned and its exercise finished at `at`. A course or
 * chapter already learned for another release (releases share courses) keeps
 * its earlier progress.
 */
export async function seedLearnedRelease(
  tx: Tx,
  userId: number,
  learner: Pick<DemoLearner, "siteId" | "certificationReleaseId">,
  at: Date,
): Promise<void> {
  // Approved as the enrolment service approves an automatic-policy certification: decided at `at`, by nobody.
  await tx.insert(registrations).values({
    userId,
    siteId: learner.siteId,
    relationType: 0,
    relationId: learner.certificationReleaseId,
    status: "approved",
    decidedAt: at,
  });

  const courses = await tx
    .select({ id: courseReleases.id, quizExist: courseReleases.quizExist })
    .from(certificationCourses)
    .innerJoin(courseReleases, eq(courseReleases.id, certificationCourses.courseReleaseId))
    .where(eq(certificationCourses.certificationReleaseId, learner.certificationReleaseId));
  const chapters = await tx
    .select({
      id: courseChapters.id,
      courseReleaseId: courseChapters.courseReleaseId,
      duration: courseChapters.duration,
    })
    .from(courseChapters)
    .where(
      inArray(
        courseChapters.courseReleaseId,
        courses.map((course) => course.id),
      ),
    )
    .orderBy(asc(courseChapters.courseReleaseId), asc(courseChapters.sort));

  // Every chapter watched to its end, every course learned and its exercise finished.
  await tx
    .insert(chapterProgress)
    .values(
      chapters.map((chapter) => ({
        userId,
        chapterId: chapter.id,
        payDuration: chapter.duration,
        completed: true,
        // Watched through, as reload credits it (decision 0042).
        issuedAt: new Date(at.getTime() - chapter.duration * 1000),
        watchedSeconds: chapter.duration,
        updatedAt: at,
      })),
    )
    .onConflictDoNothing();
  await tx
    .insert(courseProgress)
    .values(
      courses.map((course) => {
        const last = chapters.filter((chapter) => chapter.courseReleaseId === course.id).at(-1);
        return {
          userId,
          courseReleaseId: course.id,
          // A course with a quiz counts as passed (success); one without is learned to the end.
          learningProcess: course.quizExist ? LearningProcess.success : LearningProcess.learnEnd,
          exerciseProcess: ExerciseProcess.finish,
          lastChapterId: last?.id ?? null,
          payDuration: last?.duration ?? 0,
          finishedAt: at,
          updatedAt: at,
        };
      }),
    )
    .onConflictDoNothing();
}

/**
 * The learner passed the theory exam of its certification release with full
 * points, graded at `gradedAt`, as the exam engine leaves an attempt.
 */
export async function seedPassedTheory(
  tx: Tx,
  userId: number,
  learner: Pick<DemoLearner, "siteId" | "certificationReleaseId">,
  gradedAt: Date,
): Promise<void> {
  // The theory paper the exam engine draws for the release (one per release).
  const [paper] = await tx
    .select()
    .from(examPapers)
    .where(
      and(
        eq(examPapers.relationType, ExamRelationType.certification),
        eq(examPapers.relationId, learner.certificationReleaseId),
      ),
    );
  if (!paper) throw new Error(`Release ${learner.certificationReleaseId} has no theory paper`);
  const startedAt = new Date(gradedAt.getTime() - 40 * 60_000);
  await tx.insert(examAttempts).values({
    userId,
    siteId: learner.siteId,
    relationType: ExamRelationType.certification,
    relationId: learner.certificationReleaseId,
    kind: paper.kind,
    paperId: paper.id,
    totalScore: paper.totalScore,
    passScore: paper.passScore,
    startedAt,
    deadline: paper.durationSeconds
      ? new Date(startedAt.getTime() + paper.durationSeconds * 1000)
      : null,
    state: "graded",
    score: paper.totalScore,
    passStatus: 1,
    gradedAt,
  });
}
