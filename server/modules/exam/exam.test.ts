import { randomBytes } from "node:crypto";
import { and, eq, inArray, max, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import type { z } from "zod";
import { catalogueApi } from "#contract/catalogue.ts";
import { certificateApi } from "#contract/certificate.ts";
import { Code } from "#contract/codes.ts";
import type { Endpoint } from "#contract/endpoint.ts";
import { enrolmentApi } from "#contract/enrolment.ts";
import { examApi, type answerSchema } from "#contract/exam.ts";
import { identityApi } from "#contract/identity.ts";
import { ExerciseProcess } from "#contract/catalogue-rules.ts";
import { PassStatus, QuestionType, THEORY_EXAM } from "#contract/exam-rules.ts";
import { registrations } from "#db/schema/enrolment.ts";
import { examAnswers, examAttemptQuestions, examAttempts, examPapers } from "#db/schema/exam.ts";
import { courseProgress } from "#db/schema/learning.ts";
import {
  answersFor,
  call,
  completeCredits as completeCreditsOf,
  createBrowser,
  createTestApp,
  signUp,
  type Browser,
  type CallAnswer,
  type TestApp,
} from "../../testing.ts";

/** HCSA v2.0 on /en (brand exam, no practical exam, approved at once) and its quiz course. */
const HCSA = 101;
const QUIZ_COURSE = 2001;
const scope = { siteId: 1, languageId: 1 };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

type Learner = { browser: Browser; userId: number };

async function learner(options: { enrol?: boolean } = {}): Promise<Learner> {
  const { browser } = await signUp(t.app, {
    email: `exam-${randomBytes(5).toString("hex")}@example.com`,
  });
  const me = (await call(browser, identityApi.userInfo, scope)).data!;
  await call(browser, identityApi.update, {
    ...scope,
    firstName: me.firstName,
    lastName: me.lastName,
    country: "Germany",
  });
  if (options.enrol) await enrol(browser);
  return { browser, userId: me.id };
}

async function enrol(browser: Browser) {
  const res = await call(browser, enrolmentApi.addRegistration, { ...scope, relationId: HCSA });
  expect(res.data!.registrationStatus).toBe(2);
}

/**
 * The learner's credits in a release complete: every course learned with its
 * exercise finished (the learning module's own rules are tested with it).
 */
const completeCredits = (userId: number, releaseId = HCSA, finishedAt = new Date()) =>
  completeCreditsOf(t, userId, releaseId, finishedAt);

const DAY_MS = 24 * 3600 * 1000;

/** The learner's graded attempts as if graded `days` earlier: time passing without ending the session. */
const failuresAgo = (userId: number, days: number) =>
  t.database.db
    .update(examAttempts)
    .set({
      startedAt: sql`${examAttempts.startedAt} - make_interval(days => ${days})`,
      gradedAt: sql`${examAttempts.gradedAt} - make_interval(days => ${days})`,
    })
    .where(and(eq(examAttempts.userId, userId), eq(examAttempts.state, "graded")));

const theory = { releaseId: HCSA, relationType: 0 };
const quiz = { releaseId: QUIZ_COURSE, relationType: 1 };

type Content = {
  examId: number;
  countDown: number | null;
  questionHisList: {
    questionHisRefId: number;
    questionType: number;
    hisOptionList: { optionNo: string }[];
    checkedId: string | string[] | null;
  }[];
};

async function content(browser: Browser, target = theory): Promise<Content> {
  const res = await call(browser, examApi.getContent, { ...scope, ...target });
  expect(res).toMatchObject({ code: 200 });
  return res.data!;
}

/** Answers for the paper: right ones for `right(index)`, a wrong one otherwise. */
const answers = (paper: Content, right: (index: number) => boolean) => answersFor(t, paper, right);

const submit = (
  browser: Browser,
  paper: Content,
  answerList: z.input<typeof examApi.submitAnswer.request>["answerList"],
  target = theory,
) =>
  call(browser, examApi.submitAnswer, {
    ...scope,
    ...target,
    examRefId: paper.examId,
    paperHisRefId: paper.examId,
    answerList,
  });

async function sit(browser: Browser, right: (index: number) => boolean, target = theory) {
  const paper = await content(browser, target);
  const res = await submit(browser, paper, await answers(paper, right), target);
  expect(res).toMatchObject({ code: 200 });
  return { paper, result: res.data! };
}

const result = async (browser: Browser, target = theory) =>
  (await call(browser, examApi.getExamResult, { ...scope, ...target })).data!;
const entry = async (browser: Browser, target = theory) =>
  (await call(browser, examApi.entry, { ...scope, ...target })).data!;
/** The envelope as the server sent it, without the status and headers (a date) beside it. */
const envelopeOf = <E extends Endpoint>({
  statusCode: _status,
  headers: _headers,
  ...envelope
}: CallAnswer<E>) => envelope;

const detailStatus = async (browser: Browser) =>
  (await call(browser, catalogueApi.certificationDetail, { id: HCSA, ...scope })).data!;

describe("entry (learner §4 'Exam entry')", () => {
  test("a visitor must sign in", async () => {
    const { browser } = await learner();
    await browser.request("/user/sso/logout?target=/en");
    expect((await call(browser, examApi.entry, { ...scope, ...theory })).statusCode).toBe(401);
  });

  test("refused with the reason until enrolled with the credits complete; getContent answers 30002", async () => {
    const { browser, userId } = await learner();
    expect(await entry(browser)).toEqual({ entryStatus: 0, reason: "notEnrolled" });
    await enrol(browser);
    expect(await entry(browser)).toEqual({ entryStatus: 0, reason: "creditsIncomplete" });
    const refused = await call(browser, examApi.getContent, { ...scope, ...theory });
    expect(refused).toMatchObject({ code: Code.examStartFailed, data: null });
    // A refusal is the caller's: 403, never the 500 of a fault (issue 36).
    expect(refused.statusCode).toBe(403);
    expect(await t.database.db.$count(examAttempts, eq(examAttempts.userId, userId))).toBe(0);

    await completeCredits(userId);
    expect(await entry(browser)).toEqual({ entryStatus: 1, reason: null });
    expect((await detailStatus(browser)).currentStatus).toBe(2);
  });

  test("a brand exam closes 30 days after the credits were completed", async () => {
    const { browser, userId } = await learner({ enrol: true });
    await completeCredits(userId, HCSA, new Date(Date.now() - 31 * 24 * 3600 * 1000));
    expect(await entry(browser)).toEqual({ entryStatus: 0, reason: "examWindowClosed" });
  });

  test("a release of another site is not found", async () => {
    const { browser } = await learner({ enrol: true });
    const res = await call(browser, examApi.entry, { ...scope, releaseId: 201, relationType: 0 });
    expect(res).toMatchObject({ code: Code.notFound });
  });
});

describe("a theory exam from start to pass (frame §4 'Exam flow in prose')", () => {
  test("fail: no answer, analysis or per-question result while an attempt is left; the second attempt draws unseen questions; pass, status apply; no third entry", async () => {
    const { browser, userId } = await learner({ enrol: true });
    await completeCredits(userId);

    const paper = await content(browser);
    expect(paper.countDown).toBe(THEORY_EXAM.durationSeconds);
    // No answer key, analysis or score of an open attempt in the response.
    const raw = JSON.stringify(
      envelopeOf(await call(browser, examApi.getContent, { ...scope, ...theory })),
    );
    expect(raw).not.toMatch(/"correct"|"analysis"|"score"|"answer"/);
    expect((await result(browser)).inExam).toBe(true);
    const early = await call(browser, examApi.getExamAnswerDetails, {
      ...scope,
      examRecordsId: paper.examId,
    });
    expect(early).toMatchObject({ code: Code.examPaperFetchFailed });
    expect(early.statusCode).toBe(409);

    const first = await submit(browser, paper, await answers(paper, (i) => i < 5));
    expect(first.data!.passStatus).toBe(PassStatus.fail);
    expect(await result(browser)).toMatchObject({
      status: 2,
      passStatus: 0,
      theoryExamScore: first.data!.theoryExamScore,
      examRecordsId: paper.examId,
      examNums: 1,
      maxExamNums: 2,
      ifStatusChecked: true,
      inExam: false,
      mustRelearn: false,
      attemptsExhausted: false,
      answerDetailsOpen: false,
    });

    // Decision 0041: one attempt is left, so nothing of the answers is sent.
    const refused = await call(browser, examApi.getExamAnswerDetails, {
      ...scope,
      examRecordsId: paper.examId,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused).toMatchObject({ code: Code.forbidden, data: null });

    const second = await sit(browser, () => true);
    expect(second.paper.examId).not.toBe(paper.examId);
    const drawn = async (attemptId: number) =>
      (
        await t.database.db
          .select({ questionId: examAttemptQuestions.questionId })
          .from(examAttemptQuestions)
          .where(eq(examAttemptQuestions.attemptId, attemptId))
      ).map((row) => row.questionId);
    const seen = new Set(await drawn(paper.examId));
    expect((await drawn(second.paper.examId)).filter((id) => seen.has(id))).toEqual([]);
    expect(second.result).toMatchObject({ theoryExamScore: 100, passStatus: PassStatus.pass });
    expect(await result(browser)).toMatchObject({
      status: 4,
      passStatus: 1,
      examNums: 2,
      answerDetailsOpen: false,
    });
    expect((await detailStatus(browser)).currentStatus).toBe(4);
    expect(await entry(browser)).toEqual({ entryStatus: 0, reason: "alreadyPassed" });
    // Passed, but a theory paper shows no answers unless its flags say so (off by default).
    const closed = await call(browser, examApi.getExamAnswerDetails, {
      ...scope,
      examRecordsId: paper.examId,
    });
    expect(closed).toMatchObject({ code: Code.forbidden, data: null });
  });

  test("a learner finished with the exam sees what the paper's flags allow", async () => {
    const { browser, userId } = await learner({ enrol: true });
    await completeCredits(userId);
    const failed = await sit(browser, (i) => i < 5);
    await sit(browser, () => true);
    const flags = (set: Partial<typeof examPapers.$inferInsert>) =>
      t.database.db.update(examPapers).set(set).where(eq(examPapers.id, HCSA));
    try {
      await flags({ viewAnswerDetails: true, viewAnswer: false, viewPaperAnalusis: false });
      const details = async () =>
        (
          await call(browser, examApi.getExamAnswerDetails, {
            ...scope,
            examRecordsId: failed.paper.examId,
          })
        ).data!;
      const withoutKey = await details();
      expect(withoutKey).toMatchObject({ viewAnswer: false, viewPaperAnalusis: false });
      for (const question of withoutKey.questionHisCheckList)
        expect(question).toMatchObject({ answer: null, analysis: null });

      await flags({ viewAnswer: true, viewPaperAnalusis: true });
      const full = await details();
      const wrong = full.questionHisCheckList.filter((q: { answerPass: boolean }) => !q.answerPass);
      expect(wrong.length).toBe(failed.paper.questionHisList.length - 5);
      for (const question of full.questionHisCheckList) {
        expect(question.answer).toMatch(/^[A-Z]+$/);
        expect(question.userAnswer).toMatch(/^[A-Z]+$/);
        expect(question.answerPass).toBe(question.answer === question.userAnswer);
        expect(typeof question.analysis).toBe("string");
      }
    } finally {
      await flags({ viewAnswerDetails: false, viewAnswer: false, viewPaperAnalusis: false });
    }
  });

  test("two failures force relearning: progress and enrolment reset, history kept; the next cycle waits for relearning and its waiting period", async () => {
    const { browser, userId } = await learner({ enrol: true });
    await completeCredits(userId);
    await sit(browser, () => false);
    await sit(browser, () => false);

    expect(await result(browser)).toMatchObject({
      status: 0,
      passStatus: 0,
      examNums: 2,
      mustRelearn: true,
      attemptsExhausted: false,
      answerDetailsOpen: false,
      ifStatusChecked: false,
    });
    expect(await detailStatus(browser)).toMatchObject({
      currentStatus: 0,
      childStatus: 0,
      compulsoryCredits: { earned: 0 },
    });
    expect(await t.database.db.$count(courseProgress, eq(courseProgress.userId, userId))).toBe(0);
    expect(await entry(browser)).toEqual({ entryStatus: 0, reason: "notEnrolled" });

    // Enrolling again starts a new cycle: relearning first, then the waiting period (decision 0041).
    await enrol(browser);
    expect(await entry(browser)).toEqual({ entryStatus: 0, reason: "creditsIncomplete" });
    await completeCredits(userId);
    const [last] = await t.database.db
      .select({ gradedAt: max(examAttempts.gradedAt) })
      .from(examAttempts)
      .where(eq(examAttempts.userId, userId));
    const availableAt = new Date(last!.gradedAt!.getTime() + 14 * DAY_MS).toISOString();
    expect(await entry(browser)).toEqual({ entryStatus: 0, reason: "relearnWaiting", availableAt });
    const early = await call(browser, examApi.getContent, { ...scope, ...theory });
    expect(early.statusCode).toBe(403);
    expect(early).toMatchObject({
      code: Code.examStartFailed,
      errorContext: { reason: "relearnWaiting", availableAt },
    });

    // Fourteen days later (the failures moved back rather than the clock, which would end the session).
    await failuresAgo(userId, 14);
    expect(await entry(browser)).toEqual({ entryStatus: 1, reason: null });
    expect(await result(browser)).toMatchObject({ examNums: 0, mustRelearn: false });
    expect(await t.database.db.$count(examAttempts, eq(examAttempts.userId, userId))).toBe(2);
    const rows = await t.database.db
      .select({ status: registrations.status })
      .from(registrations)
      .where(eq(registrations.userId, userId));
    expect(rows.map((r) => r.status).sort()).toEqual(["approved", "cancelled"]);
  });
});

describe("server-authoritative time", () => {
  test("countDown comes from the deadline; late answers are refused and the attempt graded with what was saved in time", async () => {
    const { browser, userId } = await learner({ enrol: true });
    await completeCredits(userId);
    const startedAt = new Date();
    vi.useFakeTimers({ toFake: ["Date"], now: startedAt });

    const paper = await content(browser);
    const [first, second] = await answers(paper, () => true);
    const saved = await call(browser, examApi.saveAnswer, {
      ...scope,
      examRefId: paper.examId,
      ...first!,
    });
    expect(saved.data).toEqual({ questionHisId: first!.questionHisId, countDown: 3600 });

    vi.setSystemTime(startedAt.getTime() + 600_000);
    const again = await content(browser);
    expect(again.examId).toBe(paper.examId);
    expect(again.countDown).toBe(3000);
    expect(
      again.questionHisList.find((q) => q.questionHisRefId === first!.questionHisId)!.checkedId,
    ).toEqual(first!.answer);

    vi.setSystemTime(startedAt.getTime() + (3600 + 6) * 1000);
    const late = await call(browser, examApi.saveAnswer, {
      ...scope,
      examRefId: paper.examId,
      ...second!,
    });
    expect(late).toMatchObject({ code: Code.examSubmitAnswerFailed });
    expect(late.statusCode).toBe(409);
    const graded = await submit(browser, paper, await answers(paper, () => true));
    const [{ points }] = (await t.database.db
      .select({ points: examAttemptQuestions.points })
      .from(examAttemptQuestions)
      .where(eq(examAttemptQuestions.id, first!.questionHisId))) as [{ points: number }];
    // Only the answer saved in time counts: the right answers sent late are not new input.
    expect(graded.data!.theoryExamScore).toBe(points);
    expect(await t.database.db.$count(examAnswers, eq(examAnswers.attemptId, paper.examId))).toBe(
      1,
    );
  });

  test("an attempt whose time ran out is graded by the server's sweep", async () => {
    const { browser, userId } = await learner({ enrol: true });
    await completeCredits(userId);
    const startedAt = new Date();
    vi.useFakeTimers({ toFake: ["Date"], now: startedAt });
    const paper = await content(browser);
    expect(
      (await t.app.inject({ url: "/api/certification/exam/inExam?siteId=1" })).statusCode,
    ).toBe(401);
    expect((await call(browser, examApi.inExam, scope)).data).toEqual({ inExam: true });

    vi.setSystemTime(startedAt.getTime() + (3600 + 6) * 1000);
    expect(await t.app.services.exams.gradeExpired()).toBeGreaterThanOrEqual(1);
    const [attempt] = await t.database.db
      .select()
      .from(examAttempts)
      .where(eq(examAttempts.id, paper.examId));
    expect(attempt).toMatchObject({ state: "graded", score: 0, passStatus: PassStatus.fail });
    expect((await call(browser, examApi.inExam, scope)).data).toEqual({ inExam: false });
  });
});

describe("answers saved as picked", () => {
  test("an answer can be changed and cleared (nothing chosen any more); the paper shows what is saved", async () => {
    const { browser, userId } = await learner({ enrol: true });
    await completeCredits(userId);
    const paper = await content(browser);
    const multiple = paper.questionHisList.find((q) => q.questionType === QuestionType.multiple)!;
    const letters = multiple.hisOptionList.map((o) => o.optionNo);
    const save = (answer: z.input<typeof answerSchema> | null) =>
      call(browser, examApi.saveAnswer, {
        ...scope,
        examRefId: paper.examId,
        questionHisId: multiple.questionHisRefId,
        questionType: multiple.questionType,
        answer,
      });
    const checked = async () =>
      (await content(browser)).questionHisList.find(
        (q) => q.questionHisRefId === multiple.questionHisRefId,
      )!.checkedId;

    expect(await save([letters[1]!, letters[0]!])).toMatchObject({ code: 200 });
    expect(await checked()).toEqual([letters[0], letters[1]]);
    expect(await save([letters[2]!])).toMatchObject({ code: 200 });
    expect(await checked()).toEqual([letters[2]]);
    expect(await save(null)).toMatchObject({ code: 200 });
    expect(await checked()).toBeNull();
    expect(await t.database.db.$count(examAnswers, eq(examAnswers.attemptId, paper.examId))).toBe(
      0,
    );
    // An empty list is not an answer: clearing is said with null.
    expect(await save([])).toMatchObject({ code: Code.badRequest });
  });
});

describe("graded once", () => {
  test("20 parallel submissions of one attempt give one grade", async () => {
    const { browser, userId } = await learner({ enrol: true });
    await completeCredits(userId);
    const paper = await content(browser);
    const list = await answers(paper, (i) => i % 2 === 0);
    const all = await Promise.all(Array.from({ length: 20 }, () => submit(browser, paper, list)));
    const grades = new Set(all.map((res) => JSON.stringify(envelopeOf(res))));
    expect(grades.size).toBe(1);
    expect(all[0]!).toMatchObject({ code: 200, data: { examRecordsId: paper.examId } });
    expect(await result(browser)).toMatchObject({ examNums: 1 });
    const late = await submit(browser, paper, await answers(paper, () => true));
    expect(envelopeOf(late)).toEqual(envelopeOf(all[0]!));
  });
});

describe("bad input changes nothing", () => {
  test("foreign questions, unknown options, wrong shapes, another learner's attempt", async () => {
    const { browser, userId } = await learner({ enrol: true });
    await completeCredits(userId);
    const paper = await content(browser);
    const single = paper.questionHisList.find((q) => q.questionType === QuestionType.single)!;
    const multiple = paper.questionHisList.find((q) => q.questionType === QuestionType.multiple)!;
    const save = (body: Partial<z.input<typeof examApi.saveAnswer.request>>) =>
      call(browser, examApi.saveAnswer, {
        ...scope,
        examRefId: paper.examId,
        questionHisId: single.questionHisRefId,
        questionType: single.questionType,
        answer: "A",
        ...body,
      });

    expect(await save({ answer: "Z" })).toMatchObject({ code: Code.badRequest });
    expect(await save({ answer: "AB" })).toMatchObject({ code: Code.badRequest });
    expect(await save({ answer: ["A"] })).toMatchObject({ code: Code.badRequest });
    expect(
      await save({
        questionHisId: multiple.questionHisRefId,
        questionType: multiple.questionType,
        answer: "A",
      }),
    ).toMatchObject({ code: Code.badRequest });
    expect(await save({ questionHisId: 2_000_000 })).toMatchObject({
      code: Code.badRequest,
    });
    expect(
      await submit(browser, paper, [
        { questionHisId: single.questionHisRefId, questionType: 1, answer: "Q" },
      ]),
    ).toMatchObject({ code: Code.badRequest });
    expect(await t.database.db.$count(examAnswers, eq(examAnswers.attemptId, paper.examId))).toBe(
      0,
    );
    expect((await result(browser)).inExam).toBe(true);

    const other = await learner({ enrol: true });
    for (const res of [
      await call(other.browser, examApi.saveAnswer, {
        ...scope,
        examRefId: paper.examId,
        questionHisId: single.questionHisRefId,
        questionType: 1,
        answer: "A",
      }),
      await submit(other.browser, paper, []),
      await call(other.browser, examApi.getExamAnswerDetails, {
        ...scope,
        examRecordsId: paper.examId,
      }),
    ])
      expect(res).toMatchObject({ code: Code.notFound, data: null });
    const [attempt] = await t.database.db
      .select({ state: examAttempts.state })
      .from(examAttempts)
      .where(eq(examAttempts.id, paper.examId));
    expect(attempt!.state).toBe("open");
  });
});

describe("course quiz (learner §4 'Quiz', 'Exercise process')", () => {
  test("needs the course open to the learner; a pass finishes the exercise, a fail leaves it learning", async () => {
    const outsider = await learner();
    expect(await entry(outsider.browser, quiz)).toEqual({ entryStatus: 0, reason: "notEnrolled" });

    const { browser, userId } = await learner({ enrol: true });
    expect(await entry(browser, quiz)).toEqual({ entryStatus: 1, reason: null });
    const failed = await sit(browser, (i) => i < 2, quiz);
    expect(failed.result).toMatchObject({ theoryExamScore: 40, passStatus: 0 });
    const progress = async () =>
      (
        await t.database.db
          .select()
          .from(courseProgress)
          .where(
            and(
              eq(courseProgress.userId, userId),
              inArray(courseProgress.courseReleaseId, [QUIZ_COURSE]),
            ),
          )
      )[0];
    expect(await progress()).toMatchObject({ exerciseProcess: ExerciseProcess.learning });

    const passed = await sit(browser, (i) => i < 3, quiz);
    expect(passed.result).toMatchObject({ theoryExamScore: 60, passStatus: 1 });
    expect(await progress()).toMatchObject({ exerciseProcess: ExerciseProcess.finish });
    expect(await result(browser, quiz)).toMatchObject({
      status: ExerciseProcess.finish,
      passStatus: 1,
      examNums: 2,
      maxExamNums: 0,
      certificationReleaseId: HCSA,
      certificationStatus: 0,
    });
    const exercise = (
      await call(browser, examApi.getExerciseResult, { ...scope, releaseCourseId: QUIZ_COURSE })
    ).data;
    expect(exercise).toMatchObject({ quizExist: true, exerciseProcess: 2, score: 60, examNums: 2 });
    const { examId } = (
      await call(browser, examApi.getExamId, { ...scope, releaseCourseId: QUIZ_COURSE })
    ).data!;
    expect(
      (await call(browser, examApi.skillExamResult, { ...scope, examRecordsId: examId! })).data,
    ).toEqual({ theoryExamScore: 60, examRecordsId: examId, passStatus: 1 });
  });
});

describe("a topic's quiz and a non-certification course's exam (learner §4 types 2 and 3, decision 0056)", () => {
  /** Topic 3001 on /en has a quiz; 3002 has none; 3101 is the Arabic site's. */
  const topicQuiz = { releaseId: 3001, relationType: 2 };
  /** The self-paced course "Handing a System Over to the Customer": in no certification, with a quiz. */
  const SELF_PACED = 2041;
  const courseExam = { releaseId: SELF_PACED, relationType: 3 };

  test("a topic's quiz: signed in is qualified, its result is kept and moves no progress", async () => {
    const { browser, userId } = await learner();
    expect(
      (await call(createBrowser(t.app), examApi.entry, { ...scope, ...topicQuiz })).statusCode,
    ).toBe(401);
    const topic = (await call(browser, catalogueApi.topicDetail, { id: 3001, ...scope })).data!;
    expect(topic.quizExist).toBe(true);
    expect(await entry(browser, topicQuiz)).toEqual({ entryStatus: 1, reason: null });
    // A topic without a quiz has no exam; another site's topic is not found.
    expect(await entry(browser, { releaseId: 3002, relationType: 2 })).toEqual({
      entryStatus: 0,
      reason: "noExam",
    });
    expect(
      (await call(browser, examApi.entry, { ...scope, releaseId: 3101, relationType: 2 })).code,
    ).toBe(404);

    const failed = await sit(browser, (i) => i < 2, topicQuiz);
    expect(failed.result).toMatchObject({ theoryExamScore: 40, passStatus: 0 });
    expect(await result(browser, topicQuiz)).toMatchObject({
      status: ExerciseProcess.learning,
      passStatus: 0,
      maxExamNums: 0,
      ifStatusChecked: true,
      certificationReleaseId: null,
    });
    // A quiz may be taken again at will; a pass is kept.
    const passed = await sit(browser, (i) => i < 3, topicQuiz);
    expect(passed.result).toMatchObject({ theoryExamScore: 60, passStatus: 1 });
    expect(await result(browser, topicQuiz)).toMatchObject({
      status: ExerciseProcess.finish,
      passStatus: 1,
      examNums: 2,
    });
    // A topic keeps no progress: nothing was written for the learner's courses.
    expect(
      await t.database.db.select().from(courseProgress).where(eq(courseProgress.userId, userId)),
    ).toEqual([]);
    // My Learning's records list it by the topic's name.
    const records = (await call(browser, examApi.examRecords, scope)).data!;
    expect(records.quizzes).toEqual([
      expect.objectContaining({
        relationType: 2,
        courseReleaseId: 3001,
        courseName: topic.topicName,
        passed: true,
        bestScore: 60,
      }),
    ]);
  });

  test("a non-certification course's exam: enrolled in the course; passing completes a learned course", async () => {
    const { browser, userId } = await learner();
    // A course of a certification has a quiz (1), not a non-certification exam.
    expect(
      (await call(browser, examApi.entry, { ...scope, releaseId: QUIZ_COURSE, relationType: 3 }))
        .code,
    ).toBe(404);
    expect(await entry(browser, courseExam)).toEqual({ entryStatus: 0, reason: "notEnrolled" });
    const enrolled = await call(browser, enrolmentApi.addRegistration, {
      ...scope,
      relationId: SELF_PACED,
      courseType: 0,
    });
    expect(enrolled.data!.registrationStatus).toBe(2);
    expect(await entry(browser, courseExam)).toEqual({ entryStatus: 1, reason: null });

    // Every chapter watched (the learning module's own rules are tested with it).
    await t.database.db
      .insert(courseProgress)
      .values({ userId, courseReleaseId: SELF_PACED, learningProcess: 2, exerciseProcess: 0 });
    const certificates = async () =>
      (await call(browser, certificateApi.myCompletionCertificates, scope)).data!;
    expect(await certificates()).toEqual([]);
    const passed = await sit(browser, (i) => i < 3, courseExam);
    expect(passed.result).toMatchObject({ passStatus: 1 });
    expect(await result(browser, courseExam)).toMatchObject({
      status: ExerciseProcess.finish,
      passStatus: 1,
      certificationReleaseId: null,
    });
    const [progress] = await t.database.db
      .select()
      .from(courseProgress)
      .where(
        and(eq(courseProgress.userId, userId), eq(courseProgress.courseReleaseId, SELF_PACED)),
      );
    expect(progress).toMatchObject({ learningProcess: 3, exerciseProcess: ExerciseProcess.finish });
    expect(progress!.finishedAt).not.toBeNull();
    // What it grants: the course's certificate of completion.
    expect((await certificates()).map((c) => c.releaseCourseId)).toEqual([SELF_PACED]);
  });
});
