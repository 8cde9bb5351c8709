import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ExerciseProcess, LearningProcess } from "#contract/catalogue-rules.ts";
import {
  BANK_PAPERS_WITHOUT_REPEAT,
  ExamKind,
  ExamRelationType,
  QUIZ,
  QuestionType,
  THEORY_EXAM,
  rulesTotal,
} from "#contract/exam-rules.ts";
import { openTestDatabase } from "../testing.ts";
import {
  certificationCourses,
  certificationReleases,
  courseChapters,
  courseReleases,
  topics,
} from "../schema/catalogue.ts";
import { registrations } from "../schema/enrolment.ts";
import {
  examAttempts,
  examOptions,
  examPaperRules,
  examPapers,
  examQuestions,
} from "../schema/exam.ts";
import { idpAccounts, users } from "../schema/identity.ts";
import { chapterProgress, courseProgress } from "../schema/learning.ts";
import { seedDemoData } from "./demo.ts";
import { demoExamCandidates } from "./demo/exam-candidates.ts";
import { demoExamLearner } from "./demo/exam-learner.ts";

const idpIssuer = "http://localhost:3000/idp";
let database: Awaited<ReturnType<typeof openTestDatabase>>;

beforeAll(async () => {
  database = await openTestDatabase();
  await database.migrate();
  await seedDemoData(database.db, { idpIssuer });
});
afterAll(() => database.drop());

const papersOf = (relationType: number) =>
  database.db.select().from(examPapers).where(eq(examPapers.relationType, relationType));

describe("demo question banks", () => {
  test("every demo certification release, child versions included, has a theory exam in its site and language", async () => {
    const releases = await database.db.select().from(certificationReleases);
    expect(releases.some((release) => release.parentReleaseId !== null)).toBe(true);
    const papers = new Map(
      (await papersOf(ExamRelationType.certification)).map((paper) => [paper.relationId, paper]),
    );
    for (const release of releases) {
      expect(papers.get(release.id), `certification release ${release.id}`).toMatchObject({
        siteId: release.siteId,
        languageId: release.languageId,
        kind: ExamKind.exam,
        durationSeconds: THEORY_EXAM.durationSeconds,
        totalScore: THEORY_EXAM.totalScore,
        passScore: THEORY_EXAM.passScore,
        maxAttempts: THEORY_EXAM.defaultMaxAttempts,
        // Decision 0041: no demo theory exam shows its answers.
        viewAnswerDetails: false,
        viewAnswer: false,
        viewPaperAnalusis: false,
      });
    }
    expect(papers.size).toBe(releases.length);
  });

  test("every course release with a quiz has a quiz in its site and language, and no other has one", async () => {
    const releases = await database.db.select().from(courseReleases);
    const papers = new Map(
      (await papersOf(ExamRelationType.course)).map((paper) => [paper.relationId, paper]),
    );
    const withQuiz = releases.filter((release) => release.quizExist);
    expect(withQuiz.length).toBeGreaterThan(0);
    for (const release of withQuiz) {
      expect(papers.get(release.id), `course release ${release.id}`).toMatchObject({
        siteId: release.siteId,
        languageId: release.languageId,
        kind: ExamKind.quiz,
        durationSeconds: null,
        totalScore: QUIZ.totalScore,
        passScore: QUIZ.passScore,
      });
    }
    const withoutQuiz = releases.filter((release) => !release.quizExist);
    expect(withoutQuiz.filter((release) => papers.has(release.id))).toEqual([]);
  });

  test("every topic with a quiz has one in its site and language, and no other has one (decision 0056)", async () => {
    const rows = await database.db.select().from(topics);
    const papers = new Map(
      (await papersOf(ExamRelationType.topic)).map((paper) => [paper.relationId, paper]),
    );
    const withQuiz = rows.filter((topic) => topic.quizExist);
    expect(withQuiz.length).toBeGreaterThan(0);
    for (const topic of withQuiz) {
      expect(papers.get(topic.id), `topic ${topic.id}`).toMatchObject({
        siteId: topic.siteId,
        languageId: topic.languageId,
        kind: ExamKind.quiz,
        durationSeconds: null,
        totalScore: QUIZ.totalScore,
        passScore: QUIZ.passScore,
      });
    }
    expect(rows.filter((topic) => !topic.quizExist && papers.has(topic.id))).toEqual([]);
  });

  test("a bank's questions are in its release's language and on its site, each with an analysis", async () => {
    const mismatched = await database.db
      .select({ id: examQuestions.id })
      .from(examQuestions)
      .innerJoin(
        examPapers,
        and(
          eq(examPapers.relationType, examQuestions.relationType),
          eq(examPapers.relationId, examQuestions.relationId),
        ),
      )
      .where(
        sql`${examQuestions.languageId} <> ${examPapers.languageId}
          or ${examQuestions.siteId} <> ${examPapers.siteId}
          or trim(${examQuestions.analysis}) = ''`,
      );
    expect(mismatched).toEqual([]);
    const [orphans] = await database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(examQuestions)
      .where(
        sql`not exists (select 1 from ${examPapers} where ${examPapers.relationType} = ${examQuestions.relationType} and ${examPapers.relationId} = ${examQuestions.relationId})`,
      );
    expect(orphans!.count).toBe(0);
  });

  test("rules add up to the paper's total; a theory bank holds twice what each rule draws, a quiz bank once", async () => {
    const rules = await database.db.select().from(examPaperRules);
    const banks = await database.db
      .select({
        relationType: examQuestions.relationType,
        relationId: examQuestions.relationId,
        questionType: examQuestions.questionType,
        count: sql<number>`count(*)::int`,
      })
      .from(examQuestions)
      .where(eq(examQuestions.active, true))
      .groupBy(examQuestions.relationType, examQuestions.relationId, examQuestions.questionType);
    const bankSize = (relationType: number, relationId: number, questionType: number) =>
      banks.find(
        (bank) =>
          bank.relationType === relationType &&
          bank.relationId === relationId &&
          bank.questionType === questionType,
      )?.count ?? 0;
    for (const paper of await database.db.select().from(examPapers)) {
      const own = rules.filter((rule) => rule.paperId === paper.id);
      expect(own.length, `paper ${paper.id}`).toBeGreaterThan(0);
      expect(rulesTotal(own), `paper ${paper.id}`).toBe(paper.totalScore);
      for (const rule of own) {
        expect(
          bankSize(paper.relationType, paper.relationId, rule.questionType),
          `paper ${paper.id}, question type ${rule.questionType}`,
        ).toBeGreaterThanOrEqual(
          (paper.kind === ExamKind.exam ? BANK_PAPERS_WITHOUT_REPEAT : 1) * rule.questionCount,
        );
      }
    }
  });

  test("no theory exam holds a question that any quiz holds, in any language (decision 0041)", async () => {
    const key = (stem: string) => stem.trim().replace(/\s+/g, " ").toLowerCase();
    const rows = await database.db
      .select({ relationType: examQuestions.relationType, stem: examQuestions.stem })
      .from(examQuestions);
    const practice = new Set(
      rows
        // A course's quiz or a topic's (decision 0056).
        .filter((row) => row.relationType !== ExamRelationType.certification)
        .map((row) => key(row.stem)),
    );
    const theory = rows.filter((row) => row.relationType === ExamRelationType.certification);
    expect(practice.size).toBeGreaterThan(0);
    expect(theory.length).toBeGreaterThan(0);
    expect(theory.filter((row) => practice.has(key(row.stem))).map((row) => row.stem)).toEqual([]);
  });

  /*
   * The rule the banks are written to (db/seed/demo/exam-questions.ts): single
   * choice has at least three options and exactly one right; true/false has
   * two options, one right; multiple choice has at least two right options
   * and at least one wrong, so that it is never a single choice in disguise.
   */
  test("single choice and true/false have exactly one right option, multiple choice at least two and a wrong one", async () => {
    const rows = await database.db
      .select({
        id: examQuestions.id,
        questionType: examQuestions.questionType,
        options: sql<number>`count(*)::int`,
        correct: sql<number>`count(*) filter (where ${examOptions.correct})::int`,
        letters: sql<string>`string_agg(${examOptions.optionNo}, '' order by ${examOptions.optionNo})`,
      })
      .from(examQuestions)
      .innerJoin(examOptions, eq(examOptions.questionId, examQuestions.id))
      .groupBy(examQuestions.id, examQuestions.questionType);
    const [questionCount] = await database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(examQuestions);
    expect(rows.length).toBe(questionCount!.count);
    for (const row of rows) {
      const at = `question ${row.id}`;
      expect(row.letters, at).toBe("ABCDEFGHIJKLMNOPQRSTUVWXYZ".slice(0, row.options));
      if (row.questionType === QuestionType.trueFalse) {
        expect({ options: row.options, correct: row.correct }, at).toEqual({
          options: 2,
          correct: 1,
        });
      } else if (row.questionType === QuestionType.single) {
        expect(row.correct, at).toBe(1);
        expect(row.options, at).toBeGreaterThanOrEqual(3);
      } else {
        expect(row.questionType, at).toBe(QuestionType.multiple);
        expect(row.correct, at).toBeGreaterThanOrEqual(2);
        expect(row.options, at).toBeGreaterThan(row.correct);
      }
    }
  });
});

async function learnerId(): Promise<number> {
  const [user] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.idpIssuer, idpIssuer), eq(users.idpSubject, demoExamLearner.subject)));
  expect(user, "the demo learner's user row").toBeDefined();
  return user!.id;
}

/** The learner's state after a seed: approved for HCSA (101 on /en), every course and chapter complete, no attempt. */
async function expectReadyForHcsa(userId: number, releaseId = 101, siteId = 1) {
  const db = database.db;
  const enrolments = await db.select().from(registrations).where(eq(registrations.userId, userId));
  expect(enrolments).toHaveLength(1);
  expect(enrolments[0]).toMatchObject({
    siteId,
    relationType: 0,
    relationId: releaseId,
    status: "approved",
  });
  expect(enrolments[0]!.decidedAt).not.toBeNull();

  const courses = await db
    .select({ id: courseReleases.id, quizExist: courseReleases.quizExist })
    .from(certificationCourses)
    .innerJoin(courseReleases, eq(courseReleases.id, certificationCourses.courseReleaseId))
    .where(eq(certificationCourses.certificationReleaseId, releaseId));
  expect(courses.length).toBeGreaterThan(0);
  expect(courses.some((course) => course.quizExist)).toBe(true);
  const progress = new Map(
    (await db.select().from(courseProgress).where(eq(courseProgress.userId, userId))).map((row) => [
      row.courseReleaseId,
      row,
    ]),
  );
  expect([...progress.keys()].sort()).toEqual(courses.map((course) => course.id).sort());
  for (const course of courses) {
    expect(progress.get(course.id), `course release ${course.id}`).toMatchObject({
      learningProcess: course.quizExist ? LearningProcess.success : LearningProcess.learnEnd,
      exerciseProcess: ExerciseProcess.finish,
    });
    expect(progress.get(course.id)!.finishedAt, `course release ${course.id}`).not.toBeNull();
  }

  const chapters = await db
    .select({ id: courseChapters.id, duration: courseChapters.duration })
    .from(courseChapters)
    .innerJoin(
      certificationCourses,
      eq(certificationCourses.courseReleaseId, courseChapters.courseReleaseId),
    )
    .where(eq(certificationCourses.certificationReleaseId, releaseId));
  const watched = new Map(
    (await db.select().from(chapterProgress).where(eq(chapterProgress.userId, userId))).map(
      (row) => [row.chapterId, row],
    ),
  );
  expect(watched.size).toBe(chapters.length);
  for (const chapter of chapters) {
    expect(watched.get(chapter.id), `chapter ${chapter.id}`).toMatchObject({
      completed: true,
      payDuration: chapter.duration,
      watchedSeconds: chapter.duration,
    });
  }

  const attempts = await db.select().from(examAttempts).where(eq(examAttempts.userId, userId));
  expect(attempts).toEqual([]);
}

describe("the exam candidates of the browser journeys (decision 0042)", () => {
  test("each is ready for the HCSA theory exam of its site", async () => {
    for (const candidate of demoExamCandidates) {
      const [user] = await database.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.idpIssuer, idpIssuer), eq(users.idpSubject, candidate.subject)));
      await expectReadyForHcsa(user!.id, candidate.certificationReleaseId, candidate.siteId);
    }
  });
});

describe("the demo learner ready for the HCSA theory exam", () => {
  // Signing in with the documented password is tested where passwords are checked
  // (server/modules/enrolment/enrolment.test.ts, server/prepare-database.unit.test.ts).
  test("exists at the embedded provider as exam.ready@academy.example, e-mail verified", async () => {
    const [account] = await database.db
      .select()
      .from(idpAccounts)
      .where(eq(idpAccounts.email, "exam.ready@academy.example"));
    expect(account).toMatchObject({ id: demoExamLearner.subject, emailVerified: true });
    const [user] = await database.db
      .select()
      .from(users)
      .where(eq(users.id, await learnerId()));
    expect(user).toMatchObject({ siteId: 1, languageId: 1, email: "exam.ready@academy.example" });
  });

  test("is enrolled (approved) in HCSA v2.0 on /en with complete progress in all its courses and no attempt", async () => {
    await expectReadyForHcsa(await learnerId());
  });

  test("seeding again puts the learner back: attempts, other enrolments and changed progress are reset", async () => {
    const db = database.db;
    const userId = await learnerId();
    await db.insert(examAttempts).values({
      userId,
      siteId: 1,
      relationType: ExamRelationType.certification,
      relationId: 101,
      kind: ExamKind.exam,
      paperId: 101,
      totalScore: 100,
      passScore: 80,
    });
    await db.insert(registrations).values({
      userId,
      siteId: 1,
      relationType: 0,
      relationId: 102,
      status: "pending",
    });
    await db
      .update(courseProgress)
      .set({ learningProcess: LearningProcess.learning, finishedAt: null })
      .where(eq(courseProgress.userId, userId));
    await db.delete(chapterProgress).where(eq(chapterProgress.userId, userId));

    await seedDemoData(db, { idpIssuer });
    expect(await learnerId()).toBe(userId);
    await expectReadyForHcsa(userId);
  });
});
