import { and, asc, count, eq, isNull } from "drizzle-orm";
import { Code } from "#contract/codes.ts";
import type {
  AnswerDetails,
  ExamContent,
  ExamEntry,
  ExamResult,
  ExerciseResult,
  SubmitResult,
} from "#contract/exam.ts";
import { ExerciseProcess } from "#contract/catalogue-rules.ts";
import {
  acceptsInput,
  attemptsExhausted,
  bankRelationType,
  countDown,
  EntryStatus,
  ExamKind,
  ExamRelationType,
  finishedWithExam,
  isAnswerCorrect,
  mustRelearn,
  nextCycleAt,
  PassStatus,
  QuestionType,
  quizEntry,
  theoryExamEntry,
  type BankCheck,
  type EntryDecision,
  type EntryRefusal,
  type TheoryHistory,
} from "#contract/exam-rules.ts";
import type { Db } from "#db/client.ts";
import {
  examAnswers,
  examAttemptOptions,
  examAttemptQuestions,
  examAttempts,
  examPapers,
} from "#db/schema/exam.ts";
import { ApiError, badRequest, notFound } from "../../errors.ts";
import type { Scope } from "../../scope.ts";
import { createTtlCache } from "../../ttl-cache.ts";
import type { CatalogueService } from "../catalogue/catalogue.service.ts";
import type { ExamStanding } from "../catalogue/certifications.service.ts";
import type { ReleaseFacts } from "../catalogue/release-facts.ts";
import type { CertificateFacts } from "../certificate/certificate-facts.ts";
import type { Registrations } from "../enrolment/registrations.service.ts";
import type { Learning } from "../learning/learning.service.ts";
import { attemptsAcross, attemptsOf, type SiblingReleases } from "./attempt-scope.ts";
import { createExamFacts } from "./exam-facts.ts";
import { createExamPapers, type BankWarnings, type GradedAttempt, type Random } from "./papers.ts";

export type ExamDeps = {
  db: Db;
  catalogue: CatalogueService;
  releases: ReleaseFacts;
  learning: Learning;
  registrations: Registrations;
  certificates: CertificateFacts;
  /** The server's clock: every deadline and countdown is decided by it, never the browser's. */
  clock?: () => Date;
  random?: Random;
  /** Where a question bank too small for its paper is reported. */
  log?: BankWarnings;
};

/**
 * What the exam page asks about (decision 0056): the theory exam of a
 * certification release (0), a course's quiz (1), a topic's quiz (2) or the
 * exam of a course no certification lists (3).
 */
export type ExamTarget = { releaseId: number; relationType: number };

/** The bank and attempts of a target: a non-certification course's exam is its course's quiz. */
const bankOf = (target: ExamTarget): ExamTarget => ({
  releaseId: target.releaseId,
  relationType: bankRelationType(target.relationType),
});

type Paper = typeof examPapers.$inferSelect;

/** Why entry was refused, as the 30002 answer of getContent says it. */
const refusalMessages: Record<EntryRefusal, string> = {
  notEnrolled: "Enrol and wait for approval before taking this exam",
  creditsIncomplete: "Complete the courses and their quizzes before taking the exam",
  examWindowClosed: "The exam window of 30 days after completing the credits has closed",
  alreadyPassed: "You have already passed this exam",
  attemptsUsed: "No attempts left for this exam",
  relearnWaiting:
    "Relearn the courses and wait for the end of the waiting period before the next attempt",
  attemptsExhausted: "Every attempt of this exam has been used",
  noExam: "There is no exam for this release",
};

const noHistory: TheoryHistory = { failed: 0, lastFailedAt: null };

/**
 * The exam engine's service (learner §4 "Exam entry", "Exam run", §7 "Exam";
 * frame §4 "Exam flow in prose"): who may sit, the paper as the learner sees
 * it, answers saved as they are picked, grading once, and what a grade moves —
 * the course's exercise for a quiz, forced relearning after the last theory
 * failure. Every rule is decided here, on the server's clock.
 */
export function createExamService(deps: ExamDeps) {
  const { db, catalogue, releases, learning, registrations, certificates } = deps;
  const clock = deps.clock ?? (() => new Date());
  /**
   * The releases of a release's certification: its theory attempts count across them
   * (decision 0041). Releases come and go only with publishing, so kept for a minute.
   */
  const siblingsCache = createTtlCache<{ ids: number[] }>({ ttlMs: 60_000 });
  const siblingsOf: SiblingReleases = async (releaseId, on) =>
    (
      await siblingsCache.get(String(releaseId), async () => ({
        ids: await releases.releasesOfSameCertification(releaseId, on),
      }))
    ).ids;
  const facts = createExamFacts(db, siblingsOf);
  const papers = createExamPapers({
    db,
    random: deps.random,
    onGraded,
    log: deps.log,
    siblingsOf,
  });

  /** What a grade moves, in the grading transaction (papers.ts `onGraded`). */
  async function onGraded(tx: Db, attempt: GradedAttempt): Promise<void> {
    const now = clock();
    if (attempt.relationType === ExamRelationType.course) {
      await learning.recordQuizResult(tx, {
        userId: attempt.userId,
        courseReleaseId: attempt.relationId,
        passed: attempt.passStatus === PassStatus.pass,
        now,
      });
      return;
    }
    // A topic's quiz moves nothing: a topic keeps no progress and gives no credits (decision 0056).
    if (attempt.relationType !== ExamRelationType.certification) return;
    if (attempt.passStatus === PassStatus.pass) return;
    // The paper's attempt limit as entry read it (the cached paper of the release).
    const paper = await paperOf(
      { relationType: attempt.relationType, releaseId: attempt.relationId },
      tx,
    );
    const [failed] = await tx
      .select({ n: count() })
      .from(examAttempts)
      .where(
        and(
          // The cycle is the certification's: failures at its other releases count too.
          attemptsAcross(attempt, await siblingsOf(attempt.relationId, tx)),
          eq(examAttempts.state, "graded"),
          eq(examAttempts.passStatus, PassStatus.fail),
          isNull(examAttempts.supersededAt),
        ),
      );
    if (!paper || !mustRelearn(failed!.n, paper.maxAttempts)) return;
    // Frame §4: progress and credits back to 0, history kept, enrol again — at every release
    // of the certification, so a sibling enrolment is no way around relearning (decision 0041).
    await papers.supersedeCycle(tx, attempt, now);
    for (const releaseId of await siblingsOf(attempt.relationId, tx)) {
      const examined = await releases.examinedCourses(releaseId, tx);
      await learning.resetProgress(tx, { userId: attempt.userId, ...examined });
      await registrations.endForRelearning(tx, {
        userId: attempt.userId,
        certificationReleaseId: releaseId,
        now,
      });
    }
  }

  /**
   * A release's paper (rules, time, flags): read on every entry and start, and
   * changed only by whoever sets up exams, so kept for a minute. An attempt
   * copies what it needs at its start, so a change never reaches a running one.
   */
  const papersCache = createTtlCache<{ paper: Paper | undefined }>({ ttlMs: 60_000 });
  async function paperOf(target: ExamTarget, on: Db = db): Promise<Paper | undefined> {
    const key = `${target.relationType}:${target.releaseId}`;
    const { paper } = await papersCache.get(key, async () => {
      const [row] = await on
        .select()
        .from(examPapers)
        .where(
          and(
            eq(examPapers.relationType, target.relationType),
            eq(examPapers.relationId, target.releaseId),
          ),
        );
      return { paper: row };
    });
    return paper;
  }

  /**
   * Grades the learner's open attempt at the target if its deadline (and
   * grace) has passed, with what was saved in time, so entry and results never
   * see an expired attempt as open; true when it graded one.
   */
  async function gradeIfExpired(userId: number, target: ExamTarget): Promise<boolean> {
    const [open] = await db
      .select({ id: examAttempts.id, deadline: examAttempts.deadline })
      .from(examAttempts)
      .where(
        and(
          attemptsOf({ userId, relationType: target.relationType, relationId: target.releaseId }),
          eq(examAttempts.state, "open"),
        ),
      );
    const now = clock();
    if (!open || acceptsInput(open.deadline, now)) return false;
    return (await papers.grade(open.id, userId, now)).gradedNow;
  }

  /**
   * Entry rules (learner §4 "Exam entry"); not found when the release or topic
   * is not on this site, or the course is not one of the page's relation type.
   */
  async function decide(
    scope: Scope,
    userId: number,
    page: ExamTarget,
  ): Promise<{
    decision: EntryDecision;
    paper: Paper | undefined;
    name: string;
    /** The learner's standing in a certification release, as the decision read it (theory exams). */
    standing?: ExamStanding;
    /** The failures across learning cycles (theory exams; empty while a cycle has attempts). */
    history: TheoryHistory;
  }> {
    const learner = { ...scope, userId };
    const target = bankOf(page);
    if (target.relationType === ExamRelationType.certification) {
      const standing = await catalogue.examStanding(learner, target.releaseId);
      const paper = await paperOf(target);
      const name = standing.certificationName;
      if (!paper) return { decision: refused("noExam"), paper, name, standing, history: noHistory };
      // An expired open attempt is graded first; the grade may have moved the status
      // (or forced relearning), so the standing is read again.
      const again =
        standing.theoryExam?.hasOpenAttempt && (await gradeIfExpired(userId, target))
          ? await catalogue.examStanding(learner, target.releaseId)
          : standing;
      const passed = again.theoryExam?.passed ?? false;
      // Attempts and cycles count over every release of the certification (decision 0041):
      // a sibling release (another site's, a child version) gives no fresh attempts.
      const cycle = passed ? undefined : await facts.theoryCycle(userId, target.releaseId);
      const attemptsMade = cycle?.attemptsMade ?? again.theoryExam?.examNums ?? 0;
      const history = cycle?.history ?? noHistory;
      return {
        paper,
        name,
        standing: again,
        history,
        decision: theoryExamEntry({
          enrolled: again.registration === "approved",
          currentStatus: again.currentStatus,
          kind: again.kind,
          creditsCompletedAt: again.creditsCompletedAt,
          passed,
          attemptsMade,
          maxAttempts: paper.maxAttempts,
          history,
          relearnWaitDays: again.relearnWaitDays,
          maxLearningCycles: again.maxLearningCycles,
          now: clock(),
        }),
      };
    }
    if (target.relationType === ExamRelationType.topic) {
      // A topic of this site and language, else not found; its video is for every signed-in
      // learner, and so is its quiz: being signed in is the qualification (decision 0056).
      const topic = await catalogue.topicDetail(learner, target.releaseId);
      const paper = topic.quizExist ? await paperOf(target) : undefined;
      const name = topic.topicName;
      if (!paper) return { decision: refused("noExam"), paper, name, history: noHistory };
      await gradeIfExpired(userId, target);
      return { paper, name, history: noHistory, decision: quizEntry({ enrolled: true }) };
    }
    const standing = await catalogue.quizStanding(learner, target.releaseId);
    // Learner §4 type 3: the exam of a course no certification lists (decision 0056).
    if (
      page.relationType === ExamRelationType.nonCertification &&
      standing.certificationReleaseId !== null
    )
      throw notFound("This course belongs to a certification: its quiz has relation type 1");
    const paper = standing.quizExist ? await paperOf(target) : undefined;
    const name = standing.courseName;
    if (!paper) return { decision: refused("noExam"), paper, name, history: noHistory };
    await gradeIfExpired(userId, target);
    return {
      paper,
      name,
      history: noHistory,
      decision: quizEntry({ enrolled: standing.enrolled }),
    };
  }

  /** When a learner waiting after relearning may sit again (the entry's availableAt). */
  function availableAt(
    decision: EntryDecision,
    history: TheoryHistory,
    standing: ExamStanding | undefined,
  ): string | undefined {
    if (decision.entryStatus === EntryStatus.qualified || decision.reason !== "relearnWaiting")
      return undefined;
    return nextCycleAt(history.lastFailedAt!, standing!.relearnWaitDays).toISOString();
  }

  /**
   * Whether the learner is finished with the exam of an attempt, so its
   * answers may be shown as the paper's flags allow (decision 0041): a theory
   * exam passed in the current cycle or with no attempt left in any cycle, a
   * quiz passed (its exercise finished; relearning resets it).
   */
  async function finishedWith(
    scope: Scope,
    userId: number,
    attempt: { relationType: number; relationId: number },
  ): Promise<boolean> {
    const learner = { ...scope, userId };
    if (attempt.relationType === ExamRelationType.topic) {
      const [summary] = await facts.attemptSummaries(userId, attempt.relationType, [
        attempt.relationId,
      ]);
      return finishedWithExam({
        relationType: attempt.relationType,
        passed: summary?.passed ?? false,
        exhausted: false,
      });
    }
    if (attempt.relationType === ExamRelationType.course) {
      const quiz = await catalogue.quizStanding(learner, attempt.relationId);
      return finishedWithExam({
        relationType: attempt.relationType,
        passed: quiz.exerciseProcess === ExerciseProcess.finish,
        exhausted: false,
      });
    }
    const standing = await catalogue.examStanding(learner, attempt.relationId);
    const paper = await paperOf({
      relationType: attempt.relationType,
      releaseId: attempt.relationId,
    });
    const passed = standing.theoryExam?.passed ?? false;
    const exhausted =
      !passed &&
      paper !== undefined &&
      attemptsExhausted(
        (await facts.theoryCycle(userId, attempt.relationId)).history,
        paper.maxAttempts,
        standing.maxLearningCycles,
      );
    return finishedWithExam({ relationType: attempt.relationType, passed, exhausted });
  }

  /** The attempt of this learner on this site, or not found (never another learner's data). */
  async function ownAttempt(scope: Scope, userId: number, attemptId: number) {
    const [attempt] = await db
      .select()
      .from(examAttempts)
      .where(
        and(
          eq(examAttempts.id, attemptId),
          eq(examAttempts.userId, userId),
          eq(examAttempts.siteId, scope.site.id),
        ),
      );
    if (!attempt) throw notFound("No such exam");
    return attempt;
  }

  /** The attempt's questions and options in paper order: two queries, whatever the paper's size. */
  async function attemptPaper(attemptId: number) {
    const [questions, options] = await Promise.all([
      db
        .select()
        .from(examAttemptQuestions)
        .where(eq(examAttemptQuestions.attemptId, attemptId))
        .orderBy(asc(examAttemptQuestions.position)),
      db
        .select({
          attemptQuestionId: examAttemptOptions.attemptQuestionId,
          optionNo: examAttemptOptions.optionNo,
          content: examAttemptOptions.content,
          correct: examAttemptOptions.correct,
        })
        .from(examAttemptOptions)
        .innerJoin(
          examAttemptQuestions,
          eq(examAttemptQuestions.id, examAttemptOptions.attemptQuestionId),
        )
        .where(eq(examAttemptQuestions.attemptId, attemptId))
        .orderBy(asc(examAttemptOptions.attemptQuestionId), asc(examAttemptOptions.optionNo)),
    ]);
    const optionsOf = new Map<number, typeof options>();
    for (const option of options) {
      const list = optionsOf.get(option.attemptQuestionId) ?? [];
      list.push(option);
      optionsOf.set(option.attemptQuestionId, list);
    }
    return questions.map((question) => ({
      ...question,
      options: optionsOf.get(question.id) ?? [],
    }));
  }

  async function savedAnswers(attemptId: number) {
    const rows = await db
      .select({ attemptQuestionId: examAnswers.attemptQuestionId, answer: examAnswers.answer })
      .from(examAnswers)
      .where(eq(examAnswers.attemptId, attemptId));
    return new Map(rows.map((row) => [row.attemptQuestionId, row.answer]));
  }

  /** A saved answer as the page sends it: a letter, or the list of letters for multiple choice. */
  const asAnswer = (questionType: number, letters: string) =>
    questionType === QuestionType.multiple ? [...letters] : letters;

  async function examResult(scope: Scope, userId: number, page: ExamTarget): Promise<ExamResult> {
    const learner = { ...scope, userId };
    const { decision, paper, standing, history } = await decide(scope, userId, page);
    const target = bankOf(page);
    const qualified = decision.entryStatus === EntryStatus.qualified;
    if (standing) {
      const passed = standing.theoryExam?.passed ?? false;
      const exhausted =
        !passed &&
        paper !== undefined &&
        attemptsExhausted(history, paper.maxAttempts, standing.maxLearningCycles);
      const latest = await facts.latestAttempt(userId, target.relationType, target.releaseId);
      const graded = latest?.state === "graded" ? latest : undefined;
      const relearn =
        graded?.superseded === true &&
        graded.passStatus === PassStatus.fail &&
        standing.registration !== "approved" &&
        standing.registration !== "pending";
      const maxExamNums = paper?.maxAttempts ?? 0;
      // The reminder shows while the required certificate is missing, until the learner dismisses it.
      const held =
        standing.prerequisiteId === null ||
        (await certificates.validCertificationIds(userId, [standing.prerequisiteId])).has(
          standing.prerequisiteId,
        ) ||
        (await certificates.reminderDismissed(userId, standing.releaseId));
      return {
        status: standing.currentStatus,
        passStatus: graded?.passStatus ?? PassStatus.notParticipated,
        theoryExamScore: graded?.score ?? null,
        examRecordsId: graded?.id ?? null,
        examNums: relearn ? maxExamNums : (standing.theoryExam?.examNums ?? 0),
        maxExamNums,
        ifStatusChecked: qualified,
        isNeedReminder: !held,
        inExam: latest?.state === "open",
        mustRelearn: relearn,
        attemptsExhausted: exhausted,
        answerDetailsOpen:
          graded !== undefined &&
          (paper?.viewAnswerDetails ?? false) &&
          finishedWithExam({ relationType: target.relationType, passed, exhausted }),
        certificationReleaseId: standing.releaseId,
        certificationStatus: standing.currentStatus,
      };
    }
    const [summary] = await facts.attemptSummaries(userId, target.relationType, [target.releaseId]);
    if (target.relationType === ExamRelationType.topic) {
      // A topic keeps no progress: its quiz's exercise is where its attempts stand.
      const passed = summary?.passed ?? false;
      return {
        status: passed
          ? ExerciseProcess.finish
          : (summary?.examNums ?? 0) > 0
            ? ExerciseProcess.learning
            : ExerciseProcess.pending,
        passStatus: summary?.passStatus ?? PassStatus.notParticipated,
        theoryExamScore: summary?.theoryExamScore ?? null,
        examRecordsId: summary?.examRecordsId ?? null,
        examNums: summary?.examNums ?? 0,
        maxExamNums: 0,
        ifStatusChecked: qualified,
        isNeedReminder: false,
        inExam: summary?.hasOpenAttempt ?? false,
        mustRelearn: false,
        attemptsExhausted: false,
        answerDetailsOpen:
          (summary?.examRecordsId ?? null) !== null &&
          (paper?.viewAnswerDetails ?? false) &&
          finishedWithExam({ relationType: target.relationType, passed, exhausted: false }),
        certificationReleaseId: null,
        certificationStatus: null,
      };
    }
    const quiz = await catalogue.quizStanding(learner, target.releaseId);
    return {
      status: quiz.exerciseProcess,
      passStatus: summary?.passStatus ?? PassStatus.notParticipated,
      theoryExamScore: summary?.theoryExamScore ?? null,
      examRecordsId: summary?.examRecordsId ?? null,
      examNums: summary?.examNums ?? 0,
      // Quizzes may be taken again until passed and after (learner §4: qualification alone suffices).
      maxExamNums: 0,
      ifStatusChecked: qualified,
      isNeedReminder: false,
      inExam: summary?.hasOpenAttempt ?? false,
      mustRelearn: false,
      attemptsExhausted: false,
      answerDetailsOpen:
        (summary?.examRecordsId ?? null) !== null &&
        (paper?.viewAnswerDetails ?? false) &&
        finishedWithExam({
          relationType: target.relationType,
          passed: quiz.exerciseProcess === ExerciseProcess.finish,
          exhausted: false,
        }),
      certificationReleaseId: quiz.certificationReleaseId,
      certificationStatus: quiz.certificationStatus,
    };
  }

  return {
    /** Grades attempts whose deadline passed without a submission (the sweep). */
    gradeExpired: (limit?: number) => papers.gradeExpired(clock(), limit),

    /** POST /certification/exam/entry. */
    async entry(scope: Scope, userId: number, target: ExamTarget): Promise<ExamEntry> {
      const { decision, history, standing } = await decide(scope, userId, target);
      if (decision.entryStatus === EntryStatus.qualified)
        return { entryStatus: decision.entryStatus, reason: null };
      const at = availableAt(decision, history, standing);
      return {
        entryStatus: decision.entryStatus,
        reason: decision.reason,
        ...(at === undefined ? {} : { availableAt: at }),
      };
    },

    /**
     * POST /certification/exam/getContent: starts the attempt, or resumes the
     * open one with its saved answers; countDown from the deadline fixed at
     * the start. Never an answer key or a score.
     */
    async getContent(scope: Scope, userId: number, page: ExamTarget): Promise<ExamContent> {
      const { decision, paper, name, history, standing } = await decide(scope, userId, page);
      const target = bankOf(page);
      if (decision.entryStatus !== EntryStatus.qualified) {
        const at = availableAt(decision, history, standing);
        throw new ApiError(Code.examStartFailed, refusalMessages[decision.reason], {
          errorContext: {
            reason: decision.reason,
            ...(at === undefined ? {} : { availableAt: at }),
          },
        });
      }
      const now = clock();
      const started = await papers.start({
        userId,
        siteId: scope.site.id,
        relationType: target.relationType,
        relationId: target.releaseId,
        now,
        maxAttempts: paper!.kind === ExamKind.quiz ? null : paper!.maxAttempts,
        paper: paper!,
      });
      const attemptId = started.attemptId;
      // A new attempt comes back with its copy and no answers yet; a resumed one is read.
      const [attempt, questions, saved] = started.resumed
        ? await Promise.all([
            ownAttempt(scope, userId, attemptId),
            attemptPaper(attemptId),
            savedAnswers(attemptId),
          ])
        : [started, started.questions, new Map<number, string>()];
      return {
        examId: attemptId,
        examType: attempt.kind,
        examName: name,
        countDown: countDown(attempt.deadline, now),
        totalScore: attempt.totalScore,
        passScore: attempt.passScore,
        questionHisList: questions.map((question) => {
          const letters = saved.get(question.id);
          return {
            questionHisRefId: question.id,
            paperHisRefId: attemptId,
            questionType: question.questionType,
            content: question.stem,
            points: question.points,
            hisOptionList: question.options.map(({ optionNo, content }) => ({
              optionNo,
              content,
            })),
            checkedId: letters === undefined ? null : asAnswer(question.questionType, letters),
          };
        }),
        viewAnswerDetails: paper!.viewAnswerDetails,
        viewAnswer: paper!.viewAnswer,
        viewPaperAnalusis: paper!.viewPaperAnalusis,
      };
    },

    /** POST /certification/exam/saveAnswer: one answer, saved as the learner picks it. */
    async saveAnswer(
      scope: Scope,
      userId: number,
      input: { examRefId: number; questionHisId: number; questionType: number; answer: unknown },
    ) {
      const now = clock();
      const { deadline } = await papers.saveAnswer({
        userId,
        siteId: scope.site.id,
        attemptId: input.examRefId,
        attemptQuestionId: input.questionHisId,
        questionType: input.questionType,
        answer: input.answer as string | string[] | null,
        now,
      });
      return { questionHisId: input.questionHisId, countDown: countDown(deadline, now) };
    },

    /**
     * POST /certification/exam/submitAnswer: saves the answers sent (while
     * the attempt still takes input) and grades the attempt exactly once; a
     * second submission, from another tab or a retry, gets the same grade.
     * After the deadline the answers sent are not new input: the attempt is
     * graded with what was saved in time.
     */
    async submitAnswer(
      scope: Scope,
      userId: number,
      input: ExamTarget & {
        examRefId: number;
        paperHisRefId: number;
        answerList: { questionHisId: number; questionType: number; answer: unknown }[];
      },
    ): Promise<SubmitResult> {
      if (input.paperHisRefId !== input.examRefId)
        throw badRequest({ paperHisRefId: "Not the paper of this exam" });
      const now = clock();
      const target = bankOf(input);
      const of = {
        siteId: scope.site.id,
        relationType: target.relationType,
        relationId: target.releaseId,
      };
      if (input.answerList.length > 0) {
        // Answers of another learner's or another release's attempt change nothing: checked first.
        const attempt = await ownAttempt(scope, userId, input.examRefId);
        if (attempt.relationType !== of.relationType || attempt.relationId !== of.relationId)
          throw notFound("No such exam");
        if (attempt.state === "open" && acceptsInput(attempt.deadline, now)) {
          try {
            await papers.saveAnswers({
              userId,
              siteId: scope.site.id,
              attemptId: attempt.id,
              answers: input.answerList.map((item) => ({
                attemptQuestionId: item.questionHisId,
                questionType: item.questionType,
                answer: item.answer as string | string[],
              })),
              now,
            });
          } catch (error) {
            // Graded meanwhile by a racing submission, or just past the deadline: grade below reads it.
            if (!(error instanceof ApiError && error.code === Code.examSubmitAnswerFailed))
              throw error;
          }
        }
      }
      // The grade's row lock reads the attempt as the learner's, of this site and release, or not found.
      const grade = await papers.grade(input.examRefId, userId, now, of);
      return {
        theoryExamScore: grade.score,
        examRecordsId: grade.attemptId,
        passStatus: grade.passStatus,
      };
    },

    /** POST /certification/exam/getExamResult (learner §3 "Exam result"). */
    getExamResult: examResult,

    /**
     * POST /certification/exam/getExamAnswerDetails: a graded attempt's
     * questions with the learner's answers, and the correct answers and
     * analysis only as the paper's flags allow (learner §6), and only to a
     * learner finished with the exam (decision 0041): even which answers were
     * right tells a true/false question's answer to the next attempt.
     */
    async getExamAnswerDetails(
      scope: Scope,
      userId: number,
      examRecordsId: number,
    ): Promise<AnswerDetails> {
      const attempt = await ownAttempt(scope, userId, examRecordsId);
      if (attempt.state !== "graded")
        throw new ApiError(Code.examPaperFetchFailed, "Answers are shown after submission");
      if (!(await finishedWith(scope, userId, attempt)))
        throw new ApiError(
          Code.forbidden,
          "Answers are shown once the exam is passed, or when no attempt is left",
        );
      const [paper] = await db.select().from(examPapers).where(eq(examPapers.id, attempt.paperId));
      if (!paper?.viewAnswerDetails)
        throw new ApiError(Code.forbidden, "The answers of this exam are not shown");
      const [questions, saved] = await Promise.all([
        attemptPaper(attempt.id),
        savedAnswers(attempt.id),
      ]);
      return {
        examRecordsId: attempt.id,
        theoryExamScore: attempt.score!,
        passStatus: attempt.passStatus,
        viewAnswer: paper.viewAnswer,
        viewPaperAnalusis: paper.viewPaperAnalusis,
        questionHisCheckList: questions.map((question) => {
          const correct = question.options
            .filter((option) => option.correct)
            .map((option) => option.optionNo)
            .join("");
          const userAnswer = saved.get(question.id) ?? null;
          return {
            questionRefId: question.id,
            questionType: question.questionType,
            content: question.stem,
            hisOptionList: question.options.map(({ optionNo, content }) => ({ optionNo, content })),
            answer: paper.viewAnswer ? correct : null,
            userAnswer,
            answerPass: isAnswerCorrect(correct, userAnswer),
            analysis: paper.viewPaperAnalusis ? question.analysis : null,
          };
        }),
      };
    },

    /** POST /certification/skillLearn/getExerciseResult: a course's exercise for the course page. */
    async getExerciseResult(
      scope: Scope,
      userId: number,
      releaseCourseId: number,
    ): Promise<ExerciseResult> {
      const standing = await catalogue.quizStanding({ ...scope, userId }, releaseCourseId);
      const [summary] = await facts.attemptSummaries(userId, ExamRelationType.course, [
        releaseCourseId,
      ]);
      return {
        releaseCourseId,
        quizExist: standing.quizExist,
        exerciseProcess: standing.exerciseProcess,
        learningProcess: standing.learningProcess,
        passStatus: summary?.passStatus ?? PassStatus.notParticipated,
        score: summary?.theoryExamScore ?? null,
        examRecordsId: summary?.examRecordsId ?? null,
        examNums: summary?.examNums ?? 0,
      };
    },

    /** POST /certification/skillLearn/getExamId: the learner's latest quiz attempt of a course, or null. */
    async getExamId(scope: Scope, userId: number, releaseCourseId: number) {
      await catalogue.quizStanding({ ...scope, userId }, releaseCourseId);
      const latest = await facts.latestAttempt(userId, ExamRelationType.course, releaseCourseId);
      return { examId: latest?.id ?? null };
    },

    /** POST /certification/skillLearn/getExamResult: one graded quiz attempt's result. */
    async skillExamResult(scope: Scope, userId: number, examRecordsId: number) {
      const attempt = await ownAttempt(scope, userId, examRecordsId);
      if (attempt.kind !== ExamKind.quiz) throw notFound("No such quiz");
      if (attempt.state !== "graded")
        throw new ApiError(Code.examPaperFetchFailed, "The quiz has not been submitted");
      return {
        theoryExamScore: attempt.score!,
        examRecordsId: attempt.id,
        passStatus: attempt.passStatus,
      };
    },

    /**
     * A certificate renewal (issue 10) starts a new learning cycle of a
     * certification release: its theory-exam attempts stay in the history but
     * no longer count, and the learner works through the release's courses
     * again, so the brand exam's 30 days count from the new credits. The
     * enrolment stays. Runs in the caller's transaction.
     */
    async startNewCycle(on: Db, input: { userId: number; certificationReleaseId: number }) {
      const now = clock();
      const examined = await releases.examinedCourses(input.certificationReleaseId, on);
      await papers.supersedeCycle(
        on,
        {
          userId: input.userId,
          relationType: ExamRelationType.certification,
          relationId: input.certificationReleaseId,
        },
        now,
      );
      await learning.resetProgress(on, { userId: input.userId, ...examined });
    },

    /**
     * Whether the bank of a release's paper is large enough for two attempts
     * of unseen questions (decision 0041), rule by rule; null without a
     * paper. For the staff console's exam set-up.
     */
    async bankCheck(
      target: ExamTarget,
    ): Promise<{ paperId: number; tooSmall: boolean; rules: BankCheck[] } | null> {
      const [paper] = await db
        .select()
        .from(examPapers)
        .where(
          and(
            eq(examPapers.relationType, target.relationType),
            eq(examPapers.relationId, target.releaseId),
          ),
        );
      if (!paper) return null;
      const rules = await papers.bankCheck(paper);
      return { paperId: paper.id, tooSmall: rules.some((rule) => rule.tooSmall), rules };
    },

    /**
     * GET /certification/exam/inExam: whether a timed exam of the learner is
     * running (frame §4 "Logout": logout waits for its submission). Untimed
     * quizzes never block: an abandoned one would lock the learner in.
     */
    async inExam(userId: number) {
      const now = clock();
      const open = await db
        .select({ deadline: examAttempts.deadline })
        .from(examAttempts)
        .where(and(eq(examAttempts.userId, userId), eq(examAttempts.state, "open")));
      return {
        inExam: open.some(
          (attempt) => attempt.deadline !== null && acceptsInput(attempt.deadline, now),
        ),
      };
    },
  };
}

const refused = (reason: EntryRefusal): EntryDecision => ({
  entryStatus: EntryStatus.unqualified,
  reason,
});

export type ExamService = ReturnType<typeof createExamService>;
