import { randomBytes } from "node:crypto";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { Code } from "#contract/codes.ts";
import { ExamKind, PassStatus, QuestionType, THEORY_EXAM } from "#contract/exam-rules.ts";
import type { Database } from "#db/client.ts";
import {
  examAnswers,
  examAttemptOptions,
  examAttemptQuestions,
  examAttempts,
  examOptions,
  examPapers,
  examQuestions,
} from "#db/schema/exam.ts";
import { users } from "#db/schema/identity.ts";
import { seedDemoData } from "#db/seed/demo.ts";
import { openTestDatabase } from "#db/testing.ts";
import { createExamFacts } from "./exam-facts.ts";
import { createExamPapers, seededRandom, type ExamPapers } from "./papers.ts";

/** HCSA v2.0 on /en and the quiz of its course "IP Camera Fundamentals" (db/seed/demo/exam.ts). */
const HCSA = { siteId: 1, relationType: 0, relationId: 101, maxAttempts: null };
const QUIZ_2001 = { siteId: 1, relationType: 1, relationId: 2001, maxAttempts: null };

let database: Database & { drop(): Promise<void> };
let papers: ExamPapers;
const start = new Date("2026-06-01T08:00:00Z");

beforeAll(async () => {
  database = await openTestDatabase();
  await database.migrate();
  await seedDemoData(database.db);
  papers = createExamPapers({ db: database.db });
});
afterAll(() => database.drop());

async function learner() {
  const [user] = await database.db
    .insert(users)
    .values({ idpIssuer: "test", idpSubject: randomBytes(6).toString("hex") })
    .returning({ id: users.id });
  return user!.id;
}

async function attemptQuestions(attemptId: number) {
  const questions = await database.db
    .select()
    .from(examAttemptQuestions)
    .where(eq(examAttemptQuestions.attemptId, attemptId))
    .orderBy(asc(examAttemptQuestions.position));
  const options = await database.db
    .select()
    .from(examAttemptOptions)
    .innerJoin(
      examAttemptQuestions,
      eq(examAttemptQuestions.id, examAttemptOptions.attemptQuestionId),
    )
    .where(eq(examAttemptQuestions.attemptId, attemptId))
    .orderBy(asc(examAttemptOptions.attemptQuestionId), asc(examAttemptOptions.optionNo));
  return questions.map((question) => {
    const own = options.filter((row) => row.exam_attempt_options.attemptQuestionId === question.id);
    return {
      ...question,
      options: own.map((row) => row.exam_attempt_options),
      correct: own
        .filter((row) => row.exam_attempt_options.correct)
        .map((row) => row.exam_attempt_options.optionNo),
    };
  });
}

/** Saves the right answer to `right` questions and a wrong one to the others. */
async function answer(userId: number, attemptId: number, right: (position: number) => boolean) {
  for (const question of await attemptQuestions(attemptId)) {
    const wrong = question.options
      .map((o) => o.optionNo)
      .filter((no) => !question.correct.includes(no));
    const letters = right(question.position) ? question.correct : [wrong[0]!];
    await papers.saveAnswer({
      userId,
      attemptId,
      attemptQuestionId: question.id,
      answer: question.questionType === QuestionType.multiple ? letters : letters[0]!,
      now: start,
    });
  }
}

describe("drawing a paper", () => {
  test("a theory exam draws the paper's rules, fixes the deadline and copies questions and options", async () => {
    const userId = await learner();
    const { attemptId, resumed } = await papers.start({ userId, ...HCSA, now: start });
    expect(resumed).toBe(false);
    const [attempt] = await database.db
      .select()
      .from(examAttempts)
      .where(eq(examAttempts.id, attemptId));
    expect(attempt).toMatchObject({
      kind: ExamKind.exam,
      state: "open",
      passStatus: PassStatus.notParticipated,
      score: null,
      totalScore: 100,
      passScore: 80,
    });
    expect(attempt!.deadline!.getTime() - start.getTime()).toBe(THEORY_EXAM.durationSeconds * 1000);

    const questions = await attemptQuestions(attemptId);
    const count = (type: number) => questions.filter((q) => q.questionType === type).length;
    expect([count(1), count(2), count(4)]).toEqual([6, 2, 4]);
    expect(questions.reduce((sum, q) => sum + q.points, 0)).toBe(100);
    expect(new Set(questions.map((q) => q.questionId)).size).toBe(12);
    for (const question of questions) {
      expect(question.options.map((o) => o.optionNo)).toEqual(
        "ABCDEFGHIJKLMNOPQRSTUVWXYZ".slice(0, question.options.length).split(""),
      );
      expect(question.correct.length).toBeGreaterThan(0);
      if (question.questionType !== QuestionType.multiple) expect(question.correct).toHaveLength(1);
    }
  });

  test("starting again while an attempt is open returns that attempt", async () => {
    const userId = await learner();
    const first = await papers.start({ userId, ...HCSA, now: start });
    const again = await papers.start({ userId, ...HCSA, now: new Date(start.getTime() + 60_000) });
    expect(again).toEqual({ attemptId: first.attemptId, resumed: true });
  });

  test("two attempts draw different papers from a large enough bank", async () => {
    const userId = await learner();
    const draws: string[] = [];
    for (const seed of [1, 2]) {
      const seeded = createExamPapers({ db: database.db, random: seededRandom(seed) });
      const { attemptId } = await seeded.start({ userId, ...HCSA, now: start });
      const questions = await attemptQuestions(attemptId);
      draws.push(
        questions
          .map((q) => `${q.questionId}:${q.options.map((o) => o.content).join("|")}`)
          .join(","),
      );
      await seeded.grade(attemptId, userId, start);
    }
    expect(draws[0]).not.toBe(draws[1]);
  });

  test("the same seed draws the same paper", async () => {
    const draw = async () => {
      const userId = await learner();
      const seeded = createExamPapers({ db: database.db, random: seededRandom(7) });
      const { attemptId } = await seeded.start({ userId, ...HCSA, now: start });
      return (await attemptQuestions(attemptId)).map((q) => [
        q.questionId,
        q.options.map((o) => o.content),
      ]);
    };
    expect(await draw()).toEqual(await draw());
  });

  test("a quiz has no deadline and five questions of 20 points", async () => {
    const userId = await learner();
    const { attemptId } = await papers.start({ userId, ...QUIZ_2001, now: start });
    const [attempt] = await database.db
      .select()
      .from(examAttempts)
      .where(eq(examAttempts.id, attemptId));
    expect(attempt).toMatchObject({ kind: ExamKind.quiz, deadline: null, passScore: 60 });
    const questions = await attemptQuestions(attemptId);
    expect(questions.map((q) => q.points)).toEqual([20, 20, 20, 20, 20]);
  });

  test("a release without a paper is not found", async () => {
    const userId = await learner();
    // "NVR Storage Planning" on /en has no quiz (quizExist false), so no paper.
    await expect(
      papers.start({
        userId,
        siteId: 1,
        relationType: 1,
        relationId: 2002,
        now: start,
        maxAttempts: null,
      }),
    ).rejects.toMatchObject({
      code: Code.notFound,
    });
  });

  test("no attempt starts beyond the cycle's maximum, however many starts race", async () => {
    const userId = await learner();
    const limited = { userId, ...HCSA, maxAttempts: 2 };
    const first = await papers.start({ ...limited, now: start });
    await papers.grade(first.attemptId, userId, start);
    const racing = await Promise.allSettled(
      Array.from({ length: 6 }, () => papers.start({ ...limited, now: start })),
    );
    const started = new Set(
      racing.flatMap((r) => (r.status === "fulfilled" ? [r.value.attemptId] : [])),
    );
    expect(started.size).toBe(1);
    const [second] = [...started];
    await papers.grade(second!, userId, start);
    await expect(papers.start({ ...limited, now: start })).rejects.toMatchObject({
      code: Code.examStartFailed,
    });
    expect(await database.db.$count(examAttempts, eq(examAttempts.userId, userId))).toBe(2);
  });

  test("each attempt draws the questions the learner has not seen, then the least recently seen (decision 0041)", async () => {
    const userId = await learner();
    const bank = await database.db
      .select({ id: examQuestions.id, questionType: examQuestions.questionType })
      .from(examQuestions)
      .where(
        and(
          eq(examQuestions.relationType, QUIZ_2001.relationType),
          eq(examQuestions.relationId, QUIZ_2001.relationId),
          eq(examQuestions.active, true),
        ),
      );
    /** Bank question -> the attempt that last drew it (0: never). */
    const lastSeen = new Map(bank.map((question) => [question.id, 0]));
    // More attempts than the bank holds papers: the later ones must repeat, the oldest first.
    for (let attempt = 1; attempt <= 8; attempt++) {
      const { attemptId } = await papers.start({ userId, ...QUIZ_2001, now: start });
      const drawn = (await attemptQuestions(attemptId)).map((q) => q.questionId!);
      for (const type of [QuestionType.single, QuestionType.multiple, QuestionType.trueFalse]) {
        const ofType = bank.filter((q) => q.questionType === type).map((q) => q.id);
        const taken = ofType.filter((id) => drawn.includes(id));
        const left = ofType.filter((id) => !drawn.includes(id));
        const newest = Math.max(...taken.map((id) => lastSeen.get(id)!));
        const oldestLeft = Math.min(...left.map((id) => lastSeen.get(id)!));
        expect(newest, `attempt ${attempt}, type ${type}`).toBeLessThanOrEqual(oldestLeft);
      }
      for (const id of drawn) lastSeen.set(id, attempt);
      await papers.grade(attemptId, userId, start);
    }
  });

  test("a theory bank below twice its paper's questions of a type is reported when papers are drawn", async () => {
    const warnings: { details: object; message: string }[] = [];
    const watched = createExamPapers({
      db: database.db,
      log: { warn: (details, message) => warnings.push({ details, message }) },
    });
    const paper = (await database.db.select().from(examPapers).where(eq(examPapers.id, 101)))[0]!;
    expect((await watched.bankCheck(paper)).every((rule) => !rule.tooSmall)).toBe(true);
    await watched.start({ userId: await learner(), ...HCSA, now: start });
    expect(warnings).toEqual([]);

    // One true/false question fewer than two papers of four: a second attempt would repeat.
    const trueFalse = await database.db
      .select({ id: examQuestions.id })
      .from(examQuestions)
      .where(
        and(
          eq(examQuestions.relationId, 101),
          eq(examQuestions.relationType, 0),
          eq(examQuestions.questionType, QuestionType.trueFalse),
          eq(examQuestions.active, true),
        ),
      )
      .orderBy(asc(examQuestions.id));
    const retired = trueFalse.slice(7).map((row) => row.id);
    expect(retired.length).toBeGreaterThan(0);
    await database.db
      .update(examQuestions)
      .set({ active: false })
      .where(inArray(examQuestions.id, retired));
    try {
      expect(await watched.bankCheck(paper)).toContainEqual({
        questionType: QuestionType.trueFalse,
        questionCount: 4,
        points: 5,
        available: 7,
        needed: 8,
        tooSmall: true,
      });
      const fresh = createExamPapers({
        db: database.db,
        log: { warn: (details, message) => warnings.push({ details, message }) },
      });
      await fresh.start({ userId: await learner(), ...HCSA, now: start });
      expect(warnings).toEqual([
        {
          details: expect.objectContaining({ paperId: 101, relationId: 101 }),
          message: expect.stringContaining("too small"),
        },
      ]);
    } finally {
      await database.db
        .update(examQuestions)
        .set({ active: true })
        .where(inArray(examQuestions.id, retired));
    }
  });

  test("a quiz bank of one paper is not too small: practice may repeat", async () => {
    const paper = (await database.db.select().from(examPapers).where(eq(examPapers.id, 2001)))[0]!;
    const check = await papers.bankCheck(paper);
    expect(check.every((rule) => !rule.tooSmall && rule.needed === rule.questionCount)).toBe(true);
  });

  test("editing the bank after an attempt leaves the attempt's copy unchanged", async () => {
    const userId = await learner();
    const { attemptId } = await papers.start({ userId, ...QUIZ_2001, now: start });
    const before = await attemptQuestions(attemptId);
    const edited = before[0]!.questionId!;
    await database.db
      .update(examQuestions)
      .set({ stem: "Edited stem" })
      .where(eq(examQuestions.id, edited));
    await database.db
      .update(examOptions)
      .set({ content: "Edited option", correct: sql`not correct` })
      .where(eq(examOptions.questionId, edited));
    const deleted = before[1]!.questionId!;
    await database.db.delete(examQuestions).where(eq(examQuestions.id, deleted));

    const after = await attemptQuestions(attemptId);
    expect(after.map(({ questionId: _, ...rest }) => rest)).toEqual(
      before.map(({ questionId: _, ...rest }) => rest),
    );
    expect(after[1]!.questionId).toBeNull();
    expect(after[0]!.stem).not.toBe("Edited stem");
    await database.db.delete(examAttempts).where(eq(examAttempts.id, attemptId));
    await seedDemoData(database.db);
  });
});

describe("saving answers", () => {
  test("one row per question, replaced by a later answer", async () => {
    const userId = await learner();
    const { attemptId } = await papers.start({ userId, ...HCSA, now: start });
    const [question] = (await attemptQuestions(attemptId)).filter(
      (q) => q.questionType === QuestionType.single,
    );
    const save = (answer: string) =>
      papers.saveAnswer({ userId, attemptId, attemptQuestionId: question!.id, answer, now: start });
    await save("A");
    await save("B");
    const rows = await database.db
      .select()
      .from(examAnswers)
      .where(eq(examAnswers.attemptId, attemptId));
    expect(rows.map((row) => row.answer)).toEqual(["B"]);
  });

  test("bad answers, other learners' attempts and late answers change nothing", async () => {
    const userId = await learner();
    const { attemptId } = await papers.start({ userId, ...HCSA, now: start });
    const questions = await attemptQuestions(attemptId);
    const single = questions.find((q) => q.questionType === QuestionType.single)!;
    const multiple = questions.find((q) => q.questionType === QuestionType.multiple)!;
    const save = (input: Partial<Parameters<ExamPapers["saveAnswer"]>[0]>) =>
      papers.saveAnswer({
        userId,
        attemptId,
        attemptQuestionId: single.id,
        answer: "A",
        now: start,
        ...input,
      });

    await expect(save({ answer: "Z" })).rejects.toMatchObject({ code: Code.badRequest });
    await expect(save({ answer: ["A"] })).rejects.toMatchObject({ code: Code.badRequest });
    await expect(save({ attemptQuestionId: multiple.id, answer: "A" })).rejects.toMatchObject({
      code: Code.badRequest,
    });
    const [other] = await database.db
      .select({ id: examAttemptQuestions.id })
      .from(examAttemptQuestions)
      .where(sql`${examAttemptQuestions.attemptId} <> ${attemptId}`)
      .limit(1);
    await expect(save({ attemptQuestionId: other!.id })).rejects.toMatchObject({
      code: Code.badRequest,
    });
    await expect(save({ userId: await learner() })).rejects.toMatchObject({ code: Code.notFound });
    const late = new Date(start.getTime() + (THEORY_EXAM.durationSeconds + 6) * 1000);
    await expect(save({ now: late })).rejects.toMatchObject({ code: Code.examSubmitAnswerFailed });
    const inGrace = new Date(start.getTime() + (THEORY_EXAM.durationSeconds + 4) * 1000);
    await save({ now: inGrace });

    const rows = await database.db
      .select()
      .from(examAnswers)
      .where(eq(examAnswers.attemptId, attemptId));
    expect(rows.map((row) => [row.attemptQuestionId, row.answer])).toEqual([[single.id, "A"]]);
  });
});

test("a batch of answers with one that does not fit writes none of them", async () => {
  const userId = await learner();
  const { attemptId } = await papers.start({ userId, ...HCSA, now: start });
  const [first, second] = await attemptQuestions(attemptId);
  const letter = (q: typeof first) =>
    q!.questionType === QuestionType.multiple ? [q!.options[0]!.optionNo] : q!.options[0]!.optionNo;
  const batch = (answers: Parameters<ExamPapers["saveAnswers"]>[0]["answers"]) =>
    papers.saveAnswers({ userId, attemptId, answers, now: start });

  await expect(
    batch([
      { attemptQuestionId: first!.id, answer: letter(first) },
      { attemptQuestionId: second!.id, answer: "Z" },
    ]),
  ).rejects.toMatchObject({ code: Code.badRequest });
  await expect(
    batch([{ attemptQuestionId: first!.id, questionType: 9, answer: letter(first) }]),
  ).rejects.toMatchObject({ code: Code.badRequest });
  await expect(
    papers.saveAnswers({ userId, attemptId, siteId: 2, answers: [], now: start }),
  ).rejects.toMatchObject({ code: Code.notFound });
  expect(await database.db.$count(examAnswers, eq(examAnswers.attemptId, attemptId))).toBe(0);

  await batch([
    { attemptQuestionId: first!.id, questionType: first!.questionType, answer: letter(first) },
    { attemptQuestionId: second!.id, answer: letter(second) },
  ]);
  expect(await database.db.$count(examAnswers, eq(examAnswers.attemptId, attemptId))).toBe(2);
});

describe("grading", () => {
  test("scores the saved answers once; a second call reads the same grade", async () => {
    const userId = await learner();
    const { attemptId } = await papers.start({ userId, ...QUIZ_2001, now: start });
    await answer(userId, attemptId, (position) => position < 3);
    const first = await papers.grade(attemptId, userId, start);
    expect(first).toEqual({ attemptId, score: 60, passStatus: PassStatus.pass, gradedNow: true });
    expect(await papers.grade(attemptId, userId, start)).toEqual({ ...first, gradedNow: false });
    const [question] = await attemptQuestions(attemptId);
    await expect(
      papers.saveAnswer({
        userId,
        attemptId,
        attemptQuestionId: question!.id,
        answer: "A",
        now: start,
      }),
    ).rejects.toMatchObject({ code: Code.examSubmitAnswerFailed });
  });

  test("a theory paper with wrong and missing answers fails", async () => {
    const userId = await learner();
    const { attemptId } = await papers.start({ userId, ...HCSA, now: start });
    await answer(userId, attemptId, (position) => position % 2 === 0);
    await database.db
      .delete(examAnswers)
      .where(
        and(
          eq(examAnswers.attemptId, attemptId),
          sql`${examAnswers.attemptQuestionId} in (select id from exam_attempt_questions where position = 0)`,
        ),
      );
    const grade = await papers.grade(attemptId, userId, start);
    expect(grade.passStatus).toBe(PassStatus.fail);
    expect(grade.score).toBeLessThan(80);
  });

  test("another learner cannot grade an attempt", async () => {
    const userId = await learner();
    const { attemptId } = await papers.start({ userId, ...QUIZ_2001, now: start });
    await expect(papers.grade(attemptId, await learner(), start)).rejects.toMatchObject({
      code: Code.notFound,
    });
  });

  test("20 grade calls at once grade the attempt exactly once", async () => {
    const userId = await learner();
    const { attemptId } = await papers.start({ userId, ...HCSA, now: start });
    await answer(userId, attemptId, () => true);
    const grades = await Promise.all(
      Array.from({ length: 20 }, () => papers.grade(attemptId, userId, start)),
    );
    expect(grades.filter((grade) => grade.gradedNow)).toHaveLength(1);
    expect(new Set(grades.map((grade) => `${grade.score}/${grade.passStatus}`))).toEqual(
      new Set(["100/1"]),
    );
  });

  test("the database refuses a second grade of a graded attempt", async () => {
    const userId = await learner();
    const { attemptId } = await papers.start({ userId, ...QUIZ_2001, now: start });
    await papers.grade(attemptId, userId, start);
    const regraded = await database.db
      .update(examAttempts)
      .set({ score: 100, passStatus: 1, gradedAt: start })
      .where(and(eq(examAttempts.id, attemptId), eq(examAttempts.state, "open")))
      .returning();
    expect(regraded).toEqual([]);
    await expect(
      database.db.update(examAttempts).set({ state: "open" }).where(eq(examAttempts.id, attemptId)),
    ).rejects.toThrow();
  });

  test("attempts past their deadline are graded with what was saved in time", async () => {
    const userId = await learner();
    const { attemptId } = await papers.start({ userId, ...HCSA, now: start });
    await answer(userId, attemptId, () => true);
    const justAfter = new Date(start.getTime() + (THEORY_EXAM.durationSeconds + 1) * 1000);
    await papers.gradeExpired(justAfter);
    const [open] = await database.db
      .select()
      .from(examAttempts)
      .where(eq(examAttempts.id, attemptId));
    expect(open!.state).toBe("open");

    const later = new Date(start.getTime() + (THEORY_EXAM.durationSeconds + 60) * 1000);
    expect(await papers.gradeExpired(later, 10_000)).toBeGreaterThanOrEqual(1);
    const [graded] = await database.db
      .select()
      .from(examAttempts)
      .where(eq(examAttempts.id, attemptId));
    expect(graded).toMatchObject({ state: "graded", score: 100, passStatus: PassStatus.pass });
  });
});

describe("exam facts", () => {
  test("count graded attempts, failures and the latest result per release, in the current cycle", async () => {
    const facts = createExamFacts(database.db);
    const userId = await learner();
    expect(await facts.attemptSummaries(userId, 0, [101])).toEqual([]);

    const first = await papers.start({ userId, ...HCSA, now: start });
    await answer(userId, first.attemptId, () => false);
    await papers.grade(first.attemptId, userId, start);
    const second = await papers.start({ userId, ...HCSA, now: new Date(start.getTime() + 2000) });
    expect(await facts.attemptSummaries(userId, 0, [101, 201])).toEqual([
      {
        relationId: 101,
        examNums: 1,
        failed: 1,
        passed: false,
        passStatus: PassStatus.fail,
        theoryExamScore: 0,
        examRecordsId: first.attemptId,
        hasOpenAttempt: true,
      },
    ]);

    await answer(userId, second.attemptId, () => true);
    await papers.grade(second.attemptId, userId, new Date(start.getTime() + 3000));
    const [all] = await facts.attemptSummaries(userId, 0, [101]);
    expect(all).toMatchObject({
      examNums: 2,
      failed: 1,
      passed: true,
      passStatus: 1,
      theoryExamScore: 100,
      examRecordsId: second.attemptId,
      hasOpenAttempt: false,
    });
    // A forced relearning ends the cycle: its attempts stay but no longer count.
    await papers.supersedeCycle(database.db, { userId, relationType: 0, relationId: 101 }, start);
    expect(await facts.attemptSummaries(userId, 0, [101])).toEqual([]);
    expect(await database.db.$count(examAttempts, eq(examAttempts.userId, userId))).toBe(2);
  });
});
