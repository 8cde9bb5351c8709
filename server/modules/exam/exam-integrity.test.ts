import { randomBytes } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { Code } from "#contract/codes.ts";
import { PassStatus, QuestionType } from "#contract/exam-rules.ts";
import { certificationCourses, certificationReleases } from "#db/schema/catalogue.ts";
import { examAttemptQuestions, examAttempts, examPapers, examQuestions } from "#db/schema/exam.ts";
import { courseProgress } from "#db/schema/learning.ts";
import { answersFor, completeCredits, createTestApp, signUp, type TestApp } from "../../testing.ts";

/*
 * Issue 36, the security review's attack on the HCSA theory exam, as a script
 * against the API (decision 0041): a learner with no knowledge asks every
 * call for what it tells about graded attempts and quizzes, relearns and
 * retries. Answers are never sent while the learner may still sit the exam,
 * attempts count across learning cycles, and a new cycle waits for
 * relearning and its waiting period.
 */

/** HCSA v2.0 on /en (approved at once) and the quiz of its course "IP Camera Fundamentals". */
const HCSA = 101;
const QUIZ_COURSE = 2001;
const scope = { siteId: 1, languageId: 1 };
const theory = { releaseId: HCSA, relationType: 0 };
const quiz = { releaseId: QUIZ_COURSE, relationType: 1 };
/** The topic of /en with a quiz (decision 0056). */
const TOPIC_WITH_QUIZ = 3001;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** What a correct option or its explanation looks like in a response. */
const KEY_MATERIAL = /"answer":"[A-Z]|"correct":|"analysis":"|"answerPass":/;

type Question = {
  questionHisRefId: number;
  questionType: number;
  content: string;
  hisOptionList: { optionNo: string; content: string }[];
};
type Details = {
  questionHisCheckList: {
    content: string;
    answer: string | null;
    hisOptionList: { optionNo: string; content: string }[];
  }[];
};

/** A signed-up learner enrolled in HCSA, and every response the API gave them. */
async function attacker() {
  const { browser } = await signUp(t.app, {
    email: `attack-${randomBytes(5).toString("hex")}@example.com`,
  });
  const me = (await browser.request("/api/user/sso/getUserInfo?siteId=1&languageId=1")).json().data;
  await browser.request("/api/user/update", {
    method: "POST",
    json: { ...scope, firstName: me.firstName, lastName: me.lastName, country: "Germany" },
  });
  const responses: string[] = [];
  const post = async (path: string, json: Record<string, unknown> = {}) => {
    const res = await browser.request(`/api${path}`, {
      method: "POST",
      json: { ...scope, ...json },
    });
    responses.push(res.body);
    return res;
  };
  const enrol = async (relationId = HCSA) => {
    const res = await post("/user/registration/addRegistration", { relationId });
    expect(res.json().data.registrationStatus).toBe(2);
  };
  await enrol();
  return { browser, userId: me.id as number, responses, post, enrol };
}

type Attacker = Awaited<ReturnType<typeof attacker>>;

/** Stem -> the texts of its correct options, from whatever the API let slip. */
function harvest(knowledge: Map<string, string[]>, details: Details) {
  for (const question of details.questionHisCheckList) {
    if (question.answer === null) continue;
    const texts = [...question.answer].map(
      (letter) => question.hisOptionList.find((option) => option.optionNo === letter)!.content,
    );
    knowledge.set(question.content, texts);
  }
}

/**
 * Sits the exam or quiz: what the learner harvested where a stem is known,
 * else a wrong option (no knowledge, and no luck). Then asks every call that
 * speaks of the graded attempt.
 */
async function sit(who: Attacker, knowledge: Map<string, string[]>, target: typeof theory) {
  const start = await who.post("/certification/exam/getContent", target);
  expect(start.json()).toMatchObject({ code: 200 });
  const paper = start.json().data as { examId: number; questionHisList: Question[] };
  const guesses = await answersFor(t, paper, () => false);
  const answerList = paper.questionHisList.map((question, index) => {
    const known = knowledge.get(question.content);
    if (!known) return guesses[index]!;
    const letters = question.hisOptionList
      .filter((option) => known.includes(option.content))
      .map((option) => option.optionNo);
    return {
      questionHisId: question.questionHisRefId,
      questionType: question.questionType,
      answer: question.questionType === QuestionType.multiple ? letters : letters[0]!,
    };
  });
  const submitted = await who.post("/certification/exam/submitAnswer", {
    ...target,
    examRefId: paper.examId,
    paperHisRefId: paper.examId,
    answerList,
  });
  const grade = submitted.json().data as { examRecordsId: number; passStatus: number };
  const details = await who.post("/certification/exam/getExamAnswerDetails", {
    examRecordsId: grade.examRecordsId,
  });
  if (details.json().code === Code.success) harvest(knowledge, details.json().data);
  else expect(details.statusCode).toBe(403);
  await who.post("/certification/exam/getExamResult", target);
  await who.post("/user/personalCenter/examRecords");
  if (target.relationType === quiz.relationType) {
    await who.post("/certification/skillLearn/getExamResult", {
      examRecordsId: grade.examRecordsId,
    });
    await who.post("/certification/skillLearn/getExerciseResult", { releaseCourseId: QUIZ_COURSE });
  }
  return { examId: paper.examId, passStatus: grade.passStatus };
}

const entry = async (who: Attacker, target = theory) =>
  (await who.post("/certification/exam/entry", target)).json().data;

/** The learner's attempts as if graded `days` earlier: time passing without ending the session. */
const gradedDaysAgo = (userId: number, days: number) =>
  t.database.db
    .update(examAttempts)
    .set({
      startedAt: sql`${examAttempts.startedAt} - make_interval(days => ${days})`,
      gradedAt: sql`${examAttempts.gradedAt} - make_interval(days => ${days})`,
    })
    .where(and(eq(examAttempts.userId, userId), eq(examAttempts.state, "graded")));

/**
 * The credits of HCSA earned as the learning module records them (its watch
 * time and quiz rules are tested with it): every course learned, its quiz passed.
 */
async function earnCredits(userId: number, releaseId = HCSA) {
  await t.database.db.delete(courseProgress).where(eq(courseProgress.userId, userId));
  await completeCredits(t, userId, releaseId);
}

const paperFlags = (paperId: number, on: boolean) =>
  t.database.db
    .update(examPapers)
    .set({ viewAnswerDetails: on, viewAnswer: on, viewPaperAnalusis: on })
    .where(eq(examPapers.id, paperId));

// First in the file: the service keeps a release's paper for a minute once read.
test("a quiz whose paper shows answers shows them once passed, never before", async () => {
  await paperFlags(QUIZ_COURSE, true);
  const who = await attacker();
  const knowledge = new Map<string, string[]>();
  const failed = await sit(who, knowledge, quiz);
  expect(failed.passStatus).toBe(PassStatus.fail);
  expect(knowledge.size).toBe(0);
  const result = async () =>
    (await who.post("/certification/exam/getExamResult", quiz)).json().data;
  expect(await result()).toMatchObject({ answerDetailsOpen: false });

  // Passed (three right of five): the answers of every attempt of the quiz are open.
  const paper = (await who.post("/certification/exam/getContent", quiz)).json().data;
  const passed = await who.post("/certification/exam/submitAnswer", {
    ...quiz,
    examRefId: paper.examId,
    paperHisRefId: paper.examId,
    answerList: await answersFor(t, paper, (index) => index < 3),
  });
  expect(passed.json().data.passStatus).toBe(PassStatus.pass);
  expect(await result()).toMatchObject({ answerDetailsOpen: true });
  const details = await who.post("/certification/exam/getExamAnswerDetails", {
    examRecordsId: failed.examId,
  });
  expect(details.json()).toMatchObject({ code: 200, data: { viewAnswer: true } });
  harvest(knowledge, details.json().data);
  expect(knowledge.size).toBe(5);
});

test("the review's script: no answer before the end, attempts across cycles, a waiting period, never a pass", async () => {
  // As in the review: the papers' flags show everything (the quiz's set by the test above).
  await paperFlags(HCSA, true);
  try {
    await script();
  } finally {
    await paperFlags(HCSA, false);
  }
});

async function script() {
  const who = await attacker();
  const knowledge = new Map<string, string[]>();

  // Quizzes first: unlimited attempts, each failure asked for its answers.
  for (let attempt = 0; attempt < 3; attempt++)
    expect((await sit(who, knowledge, quiz)).passStatus).toBe(PassStatus.fail);

  const examIds: number[] = [];
  for (let cycle = 1; cycle <= 3; cycle++) {
    await earnCredits(who.userId);
    if (cycle > 1) {
      // Relearnt at once: the exam waits 14 days after the failure that ended the cycle.
      expect(await entry(who)).toMatchObject({ entryStatus: 0, reason: "relearnWaiting" });
      const refused = await who.post("/certification/exam/getContent", theory);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: Code.examStartFailed });
      await gradedDaysAgo(who.userId, 14);
    }
    expect(await entry(who)).toEqual({ entryStatus: 1, reason: null });
    for (let attempt = 0; attempt < 2; attempt++) {
      // Nothing of an answer key has reached the learner while an attempt is left.
      expect(knowledge.size).toBe(0);
      for (const body of who.responses) expect(body).not.toMatch(KEY_MATERIAL);
      const sat = await sit(who, knowledge, theory);
      expect(sat.passStatus).toBe(PassStatus.fail);
      examIds.push(sat.examId);
    }
    if (cycle < 3) {
      expect(await entry(who)).toEqual({ entryStatus: 0, reason: "notEnrolled" });
      await who.enrol();
    }
  }

  // Six attempts in three cycles, all failed: no attempt is left, whatever is relearnt.
  expect(await entry(who)).toEqual({ entryStatus: 0, reason: "attemptsExhausted" });
  await who.enrol();
  await earnCredits(who.userId);
  await gradedDaysAgo(who.userId, 30);
  expect(await entry(who)).toEqual({ entryStatus: 0, reason: "attemptsExhausted" });
  const seventh = await who.post("/certification/exam/getContent", theory);
  expect(seventh.statusCode).toBe(403);
  expect(seventh.json()).toMatchObject({
    code: Code.examStartFailed,
    errorContext: { reason: "attemptsExhausted" },
  });
  expect((await who.post("/certification/exam/getExamResult", theory)).json().data).toMatchObject({
    attemptsExhausted: true,
    passStatus: PassStatus.fail,
  });
  const attempts = await t.database.db
    .select({ passStatus: examAttempts.passStatus })
    .from(examAttempts)
    .where(and(eq(examAttempts.userId, who.userId), eq(examAttempts.relationType, 0)));
  expect(attempts.map((attempt) => attempt.passStatus)).toEqual(Array(6).fill(PassStatus.fail));

  // The second attempt asked none of the first one's questions (the bank holds two papers).
  const drawn = async (attemptId: number) =>
    (
      await t.database.db
        .select({ questionId: examAttemptQuestions.questionId })
        .from(examAttemptQuestions)
        .where(eq(examAttemptQuestions.attemptId, attemptId))
    ).map((row) => row.questionId);
  const first = new Set(await drawn(examIds[0]!));
  expect((await drawn(examIds[1]!)).filter((id) => first.has(id))).toEqual([]);

  // Finished with the exam (no attempt left ever): now the paper's flags decide, for the
  // last attempt (asked for after its grade) as for the first.
  expect(knowledge.size).toBe(12);
  const shown = (
    await who.post("/certification/exam/getExamAnswerDetails", { examRecordsId: examIds[0]! })
  ).json();
  expect(shown).toMatchObject({ code: 200, data: { viewAnswer: true } });
  const late = new Map<string, string[]>();
  harvest(late, shown.data);
  expect(late.size).toBe(12);
}

test("the staff console's bank check: HCSA's bank holds two papers of each type; no paper, null", async () => {
  const check = await t.app.services.exams.bankCheck(theory);
  expect(check).toMatchObject({ paperId: HCSA, tooSmall: false });
  expect(check!.rules.map((rule) => rule.questionType).sort()).toEqual([1, 2, 4]);
  for (const rule of check!.rules) expect(rule.available).toBeGreaterThanOrEqual(rule.needed);
  expect(await t.app.services.exams.bankCheck({ releaseId: 2002, relationType: 1 })).toBeNull();
});

/** The stems an attempt asked. */
const stemsOf = async (attemptId: number) =>
  (
    await t.database.db
      .select({ stem: examAttemptQuestions.stem })
      .from(examAttemptQuestions)
      .where(eq(examAttemptQuestions.attemptId, attemptId))
  ).map((row) => row.stem);

test("the one-question oracle: quiz scores map the quizzes, and tell nothing of the theory exam", async () => {
  const who = await attacker();
  // Every quiz of HCSA's courses, probed as the review did: one question answered, the rest
  // blank, so the score (20 or 0) says whether that one answer is right.
  const quizzes = (
    await t.database.db
      .select({ id: certificationCourses.courseReleaseId })
      .from(certificationCourses)
      .innerJoin(
        examPapers,
        and(
          eq(examPapers.relationType, 1),
          eq(examPapers.relationId, certificationCourses.courseReleaseId),
        ),
      )
      .where(eq(certificationCourses.certificationReleaseId, HCSA))
  ).map((row) => row.id);
  expect(quizzes.length).toBeGreaterThan(1);
  const knowledge = new Map<string, string[]>();
  const tried = new Map<string, Set<string>>();
  const met = new Set<string>();
  for (const course of quizzes) {
    const target = { releaseId: course, relationType: 1 };
    for (let probe = 0; probe < 30; probe++) {
      const paper = (await who.post("/certification/exam/getContent", target)).json().data as {
        examId: number;
        questionHisList: Question[];
      };
      for (const question of paper.questionHisList) met.add(question.content);
      const open = paper.questionHisList.find(
        (question) =>
          question.questionType !== QuestionType.multiple && !knowledge.has(question.content),
      );
      const option = open?.hisOptionList.find(
        (candidate) => !tried.get(open.content)?.has(candidate.content),
      );
      const answerList =
        open && option
          ? [
              {
                questionHisId: open.questionHisRefId,
                questionType: open.questionType,
                answer: option.optionNo,
              },
            ]
          : [];
      const graded = (
        await who.post("/certification/exam/submitAnswer", {
          ...target,
          examRefId: paper.examId,
          paperHisRefId: paper.examId,
          answerList,
        })
      ).json().data as { theoryExamScore: number };
      if (!open || !option) break;
      tried.set(open.content, (tried.get(open.content) ?? new Set()).add(option.content));
      if (graded.theoryExamScore > 0) knowledge.set(open.content, [option.content]);
    }
  }
  // The oracle works on the quizzes: their single-choice and true/false answers are mapped.
  expect(knowledge.size).toBeGreaterThanOrEqual(quizzes.length * 3);

  // But no question of HCSA's theory exam, at any of its releases in the quiz's language, is
  // one a quiz asks: what the quizzes tell is worth nothing in the exam.
  const theoryStems = (
    await t.database.db
      .select({ stem: examQuestions.stem })
      .from(examQuestions)
      .innerJoin(certificationReleases, eq(certificationReleases.id, examQuestions.relationId))
      .where(
        and(
          eq(examQuestions.relationType, 0),
          eq(certificationReleases.certificationId, 1),
          eq(certificationReleases.languageId, 1),
        ),
      )
  ).map((row) => row.stem);
  expect(theoryStems.length).toBeGreaterThan(0);
  expect(theoryStems.filter((stem) => met.has(stem))).toEqual([]);

  await earnCredits(who.userId);
  const sat = await sit(who, knowledge, theory);
  expect(sat.passStatus).toBe(PassStatus.fail);
  expect((await stemsOf(sat.examId)).filter((stem) => knowledge.has(stem))).toEqual([]);
  const [graded] = await t.database.db
    .select({ score: examAttempts.score })
    .from(examAttempts)
    .where(eq(examAttempts.id, sat.examId));
  expect(graded!.score).toBe(0);
});

test("a theory draw leaves out a question a quiz holds, even one put in a quiz after the bank was read", async () => {
  const who = await attacker();
  await earnCredits(who.userId);
  // A first attempt: the server now holds HCSA's bank as it read it (kept for a minute).
  await sit(who, new Map(), theory);
  // An operator copies every HCSA theory question into quizzes: every other one into the quiz of
  // IP Camera Fundamentals, the rest into a topic's quiz (decision 0056).
  const bank = await t.database.db
    .select()
    .from(examQuestions)
    .where(and(eq(examQuestions.relationType, 0), eq(examQuestions.relationId, HCSA)));
  const copies = await t.database.db
    .insert(examQuestions)
    .values(
      bank.map(({ id, createdAt: _c, updatedAt: _u, ...question }, index) => ({
        ...question,
        id: 9_000_000 + id,
        ...(index % 2 === 0
          ? { relationType: 1, relationId: QUIZ_COURSE }
          : { relationType: 2, relationId: TOPIC_WITH_QUIZ }),
        stem: `  ${question.stem.toUpperCase()} `,
      })),
    )
    .returning({ id: examQuestions.id });
  try {
    // Nothing is left to draw: the start fails (the bank's fault, a 500), and asks nothing.
    const refused = await who.post("/certification/exam/getContent", theory);
    expect(refused.statusCode).toBe(500);
    const check = await t.app.services.exams.bankCheck(theory);
    expect(check).toMatchObject({ tooSmall: true });
    for (const rule of check!.rules) expect(rule.available).toBe(0);
  } finally {
    await t.database.db.delete(examQuestions).where(
      inArray(
        examQuestions.id,
        copies.map((row) => row.id),
      ),
    );
  }
  expect((await t.app.services.exams.bankCheck(theory))!.tooSmall).toBe(false);
  // The mended bank is read again at the next start, not a minute later.
  expect((await who.post("/certification/exam/getContent", theory)).json()).toMatchObject({
    code: 200,
  });
});

/** HCSA v1.0, the child version of HCSA v2.0 on /en: the same certification, its own bank. */
const HCSA_V1 = 104;
const theoryV1 = { releaseId: HCSA_V1, relationType: 0 };

test("another release of the certification shares the attempts, the cycles, the waiting period and the seen questions", async () => {
  const who = await attacker();
  await earnCredits(who.userId);
  const knowledge = new Map<string, string[]>();
  const first = [await sit(who, knowledge, theory), await sit(who, knowledge, theory)];
  // The cycle is over: a sibling enrolment gives no fresh attempts.
  await who.enrol(HCSA_V1);
  await completeCredits(t, who.userId, HCSA_V1, new Date(Date.now() - 60_000));
  expect(await entry(who, theoryV1)).toMatchObject({ entryStatus: 0 });
  const refused = await who.post("/certification/exam/getContent", theoryV1);
  expect(refused.statusCode).toBe(403);
  // Relearnt (credits after the failure) and waited: the next cycle, at the sibling.
  await earnCredits(who.userId, HCSA_V1);
  expect(await entry(who, theoryV1)).toMatchObject({ entryStatus: 0, reason: "relearnWaiting" });
  await gradedDaysAgo(who.userId, 14);
  expect(await entry(who, theoryV1)).toEqual({ entryStatus: 1, reason: null });

  // Its paper asks first what the learner was not asked at HCSA v2.0: its own copies of the
  // questions, recognised by their text.
  const seen = new Set([
    ...(await stemsOf(first[0]!.examId)),
    ...(await stemsOf(first[1]!.examId)),
  ]);
  const third = await sit(who, knowledge, theoryV1);
  const bankV1 = await t.database.db
    .select({ stem: examQuestions.stem, questionType: examQuestions.questionType })
    .from(examQuestions)
    .where(and(eq(examQuestions.relationType, 0), eq(examQuestions.relationId, HCSA_V1)));
  const unseen = bankV1.filter((question) => !seen.has(question.stem));
  expect(unseen.length).toBeGreaterThan(0);
  const asked = new Set(await stemsOf(third.examId));
  for (const question of unseen)
    if (question.questionType !== QuestionType.trueFalse) expect(asked).toContain(question.stem);

  // One cycle per certification: the second failure at the sibling ends it, at both releases.
  await sit(who, knowledge, theoryV1);
  expect(await entry(who, theoryV1)).toEqual({ entryStatus: 0, reason: "notEnrolled" });
  expect(await entry(who, theory)).toMatchObject({ entryStatus: 0 });

  // Two more failures, back at HCSA v2.0: six in all, the certification's every attempt.
  await who.enrol();
  await who.enrol(HCSA_V1);
  await earnCredits(who.userId);
  await gradedDaysAgo(who.userId, 14);
  expect(await entry(who)).toEqual({ entryStatus: 1, reason: null });
  await sit(who, knowledge, theory);
  // Enrolled at both at once: the cycle's second attempt is the last, wherever it is sat.
  await completeCredits(t, who.userId, HCSA_V1);
  expect(await entry(who, theoryV1)).toEqual({ entryStatus: 1, reason: null });
  await sit(who, knowledge, theoryV1);
  for (const target of [theory, theoryV1])
    expect(await entry(who, target)).toEqual({ entryStatus: 0, reason: "attemptsExhausted" });
  const attempts = await t.database.db
    .select({ relationId: examAttempts.relationId })
    .from(examAttempts)
    .where(and(eq(examAttempts.userId, who.userId), eq(examAttempts.relationType, 0)));
  expect(attempts.map((attempt) => attempt.relationId).sort()).toEqual([
    HCSA,
    HCSA,
    HCSA,
    HCSA_V1,
    HCSA_V1,
    HCSA_V1,
  ]);
});
