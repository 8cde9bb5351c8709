/*
 * The exam page (learner §2 "Exam screen", §4 "Exam entry", "Exam run",
 * "Quiz", "Reminder", §5; frame §4 "Exam flow in prose") as a pure state
 * machine: each event gives the next state and the effects to run (calls).
 * useExam runs the effects and feeds their answers back; free of React so
 * every path is tested on its own.
 *
 * Time is the server's: the deadline is fixed there when the attempt starts,
 * and the page only counts down from the seconds it is told (getContent and
 * every saveAnswer), on the browser's own clock in between.
 */
import { CourseType, quizAnchor } from "#contract/catalogue-rules.ts";
import { Code } from "#contract/codes.ts";
import type {
  Answer,
  AnswerDetails,
  ExamContent,
  ExamEntry,
  ExamResult,
  QuestionHis,
  QuestionHisCheck,
  SubmitResult,
} from "#contract/exam.ts";
import { EntryStatus, PassStatus, QuestionType } from "#contract/exam-rules.ts";
import {
  certificationDetailPath,
  courseDetailPath,
  topicDetailPath,
} from "../../components/catalogue/links.ts";

/**
 * What the page examines (learner §4, decision 0056): a certification
 * release's theory exam (0), a course release's quiz (1), a topic's quiz (2)
 * or the exam of a course no certification lists (3).
 */
export type ExamTarget = { releaseId: number; relationType: number };

/** Learner §4: relation type 0 theory exam, 1 quiz, 2 topic, 3 non-certification. */
export const ExamPageType = { theory: 0, quiz: 1, topic: 2, nonCertification: 3 } as const;

/** The page's type from its address: relationType, else courseType (the spec sends both alike). */
export function examPageTypeOf(params: URLSearchParams): number | null {
  const value = params.get("relationType") ?? params.get("courseType");
  const type = Object.values(ExamPageType).find((code) => String(code) === value);
  return type ?? null;
}

/** The texts of the page's intro by what it examines, as i18n keys. */
export function examIntroTexts(relationType: number): {
  title: string;
  intro: string;
  start: string;
} {
  switch (relationType) {
    case ExamPageType.theory:
      return {
        title: "exam.theoryTitle",
        intro: "exam.intro.theoryText",
        start: "exam.intro.start",
      };
    case ExamPageType.topic:
      return {
        title: "exam.quizTitle",
        intro: "exam.intro.topicText",
        start: "exam.intro.startQuiz",
      };
    case ExamPageType.nonCertification:
      return {
        title: "exam.nonCertificationTitle",
        intro: "exam.intro.nonCertificationText",
        start: "exam.intro.start",
      };
    default:
      return {
        title: "exam.quizTitle",
        intro: "exam.intro.quizText",
        start: "exam.intro.startQuiz",
      };
  }
}

/**
 * What a quiz's result says it gave (decision 0056): a course's quiz counts
 * towards its course, a topic's gives no credits, a non-certification course's
 * exam completes the course.
 */
export function quizResultText(relationType: number, passed: boolean): string {
  switch (relationType) {
    case ExamPageType.topic:
      return passed ? "exam.result.topicPassed" : "exam.result.topicFailed";
    case ExamPageType.nonCertification:
      return passed ? "exam.result.nonCertificationPassed" : "exam.result.nonCertificationFailed";
    default:
      return passed ? "exam.result.quizPassed" : "exam.result.quizFailed";
  }
}

/** A failed save is sent again by itself after this long (and at once with the retry button). */
export const SAVE_RETRY_MS = 3000;

/** Where one question's answer stands with the server. */
export type SaveStatus = "saving" | "saved" | "failed";
export type QuestionSave = {
  status: SaveStatus;
  /** The answer on its way; another pick waits for it, so answers reach the server in order. */
  sending: Answer | null;
};

/** The paper being answered. */
export type ExamRun = {
  content: ExamContent;
  /** By questionHisRefId: the learner's choice (null: none). */
  answers: Record<number, Answer | null>;
  saves: Record<number, QuestionSave>;
  /** Index of the question shown. */
  current: number;
  /** When time is up on the browser's clock (ms), from the server's countDown; null without a limit. */
  deadlineAt: number | null;
  /** Time is up: nothing more can be answered, only submitted (learner §4 "Exam run" 2). */
  timedOut: boolean;
};

/** The analysis mode: only the wrongly answered questions, one at a time (learner §4 "Exam run" 4). */
export type Analysis = { details: AnswerDetails; wrong: QuestionHisCheck[]; position: number };

export type ExamPhase =
  /** Entry and the exam status are being read. */
  | { name: "checking" }
  /** entryStatus other than 1: the unqualified dialog with only a back button. */
  | { name: "unqualified"; reason: ExamEntry["reason"]; availableAt?: string }
  /** Qualified, no attempt open: the rules and a start button. */
  | { name: "ready" }
  /** getContent: the attempt starts, or the open one resumes. */
  | { name: "starting" }
  /** The paper could not be loaded (its refusal has shown in the Tips dialog). */
  | { name: "startFailed" }
  | { name: "running" }
  | { name: "submitting" }
  /** Graded; the exam status is read again. */
  | { name: "grading" }
  | { name: "result" }
  | { name: "loadingAnalysis" }
  | { name: "analysis"; analysis: Analysis };

export type ExamDialog = null | "unanswered" | "confirmSubmit" | "timeout";

export type ExamState = {
  phase: ExamPhase;
  run: ExamRun | null;
  dialog: ExamDialog;
  /** The exam status (getExamResult): before the start and again after the submission. */
  status: ExamResult | null;
  grade: SubmitResult | null;
  /** The last submission did not go through: the learner may send it again. */
  submitFailed: boolean;
  /** The required-certificate reminder (learner §4 "Reminder"): shown once per visit. */
  reminder: "hidden" | "open" | "dismissed";
  /** The browser's clock as of the last tick (ms): the countdown is read from it. */
  now: number;
};

export const initialExamState = (now: number): ExamState => ({
  phase: { name: "checking" },
  run: null,
  dialog: null,
  status: null,
  grade: null,
  submitFailed: false,
  reminder: "hidden",
  now,
});

export type AnswerItem = { questionHisId: number; questionType: number; answer: Answer };
/** One answer on its way to saveAnswer; null clears it (a multiple choice with nothing ticked). */
export type SaveItem = { questionHisId: number; questionType: number; answer: Answer | null };

export type ExamEvent =
  /** Entry and exam status answered (null: the call failed). */
  | { type: "checked"; entry: ExamEntry | null; status: ExamResult | null; now: number }
  /** The start button, or "try again" after a quiz. */
  | { type: "start" }
  /** getContent answered (null: refused or failed). */
  | { type: "loaded"; content: ExamContent | null; now: number }
  | { type: "goTo"; index: number }
  | { type: "next" }
  | { type: "previous" }
  /** A pick: the answer as it now stands (null: a multiple choice with nothing ticked). */
  | { type: "pick"; questionHisId: number; answer: Answer | null }
  /** A saveAnswer answered: the seconds left when it worked, the refusal's code when not. */
  | {
      type: "saved";
      questionHisId: number;
      answer: Answer | null;
      ok: boolean;
      code: number;
      countDown: number | null;
      now: number;
    }
  /** Failed saves are sent again (the retry button, or the timer). */
  | { type: "retrySaves" }
  | { type: "tick"; now: number }
  /** The submit button: the warning or the plain confirmation (learner §5). */
  | { type: "askSubmit" }
  | { type: "closeDialog" }
  | { type: "confirmSubmit" }
  | { type: "submitted"; grade: SubmitResult | null }
  /** getExamResult after the submission (null: the call failed). */
  | { type: "statusRead"; status: ExamResult | null }
  | { type: "openAnalysis" }
  | { type: "analysisLoaded"; details: AnswerDetails | null }
  | { type: "analysisStep"; by: 1 | -1 }
  | { type: "closeAnalysis" }
  | { type: "dismissReminder" };

export type ExamEffect =
  /** POST exam/entry and exam/getExamResult, answered with "checked". */
  | { kind: "check" }
  /** POST exam/getContent, answered with "loaded". */
  | { kind: "load" }
  /** POST exam/saveAnswer, answered with "saved". */
  | { kind: "save"; examRefId: number; item: SaveItem }
  /** POST exam/submitAnswer, answered with "submitted". */
  | { kind: "submit"; examRefId: number; answerList: AnswerItem[] }
  /** POST exam/getExamResult, answered with "statusRead". */
  | { kind: "readStatus" }
  /** POST exam/getExamAnswerDetails, answered with "analysisLoaded". */
  | { kind: "loadAnalysis"; examRecordsId: number };

export type ExamTransition = [ExamState, ExamEffect[]];

/* ---------- rules on the paper ---------- */

/** Learner §5: answered when the value is non-empty (multiple choice: a non-empty list). */
export function isAnswered(answer: Answer | null | undefined): answer is Answer {
  if (answer === null || answer === undefined) return false;
  return typeof answer === "string" ? answer.length > 0 : answer.length > 0;
}

/** The answers as the server stores them: a letter, or the sorted letters of a multiple choice. */
export function sameAnswer(a: Answer | null | undefined, b: Answer | null | undefined): boolean {
  const key = (answer: Answer | null | undefined) =>
    !isAnswered(answer) ? "" : typeof answer === "string" ? answer : [...answer].sort().join(",");
  return key(a) === key(b);
}

/** A multiple-choice box ticked or cleared: the sorted list, or null when nothing is left. */
export function toggleLetter(
  answer: Answer | null,
  letter: string,
  checked: boolean,
): string[] | null {
  const letters = new Set(Array.isArray(answer) ? answer : answer ? [answer] : []);
  if (checked) letters.add(letter);
  else letters.delete(letter);
  return letters.size > 0 ? [...letters].sort() : null;
}

/** An answer in the shape its question type takes (learner §5: multiple choice as a list). */
export function answerFor(questionType: number, value: string | string[] | null): Answer | null {
  if (value === null) return null;
  if (questionType === QuestionType.multiple) {
    const list = Array.isArray(value) ? value : [value];
    return list.length > 0 ? [...list].sort() : null;
  }
  const letter = Array.isArray(value) ? value[0] : value;
  return letter ? letter : null;
}

export const questionsOf = (run: ExamRun): readonly QuestionHis[] => run.content.questionHisList;

export function answeredIds(run: ExamRun): Set<number> {
  return new Set(
    questionsOf(run)
      .filter((question) => isAnswered(run.answers[question.questionHisRefId]))
      .map((question) => question.questionHisRefId),
  );
}

export const unansweredCount = (run: ExamRun) => questionsOf(run).length - answeredIds(run).size;

/** Questions whose answer the server has not acknowledged because the save failed. */
export function failedSaves(run: ExamRun): number[] {
  return Object.entries(run.saves)
    .filter(([, save]) => save.status === "failed")
    .map(([id]) => Number(id));
}

/** Every answer given, for submitAnswer (the server keeps what it saved in time). */
export function answerList(run: ExamRun): AnswerItem[] {
  return questionsOf(run).flatMap((question) => {
    const answer = run.answers[question.questionHisRefId];
    return isAnswered(answer)
      ? [{ questionHisId: question.questionHisRefId, questionType: question.questionType, answer }]
      : [];
  });
}

/** The browser-clock moment a server countDown (seconds) ends; null without a limit. */
export const deadlineFrom = (countDown: number | null, now: number): number | null =>
  countDown === null ? null : now + Math.max(0, countDown) * 1000;

/** Whole seconds left, never negative; null without a limit. */
export const secondsLeft = (deadlineAt: number | null, now: number): number | null =>
  deadlineAt === null ? null : Math.max(0, Math.ceil((deadlineAt - now) / 1000));

/** The countdown as m:ss, or h:mm:ss from an hour on. */
export function formatClock(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (n: number) => String(n).padStart(2, "0");
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/** The wrongly answered questions of a graded attempt, in paper order. */
export const wrongQuestions = (details: AnswerDetails): QuestionHisCheck[] =>
  details.questionHisCheckList.filter((question) => !question.answerPass);

/* ---------- where the page leads ---------- */

/** The detail page an exam belongs to (learner §4 "Exam entry": the unqualified dialog's back button). */
export function detailPathOf(target: ExamTarget): string {
  switch (target.relationType) {
    case ExamPageType.theory:
      return certificationDetailPath(target.releaseId);
    case ExamPageType.topic:
      return topicDetailPath(target.releaseId);
    default:
      return courseDetailPath(target.releaseId, CourseType.course);
  }
}

/**
 * Where a quiz result leads (learner §4 "Quiz"): with the full credits
 * (certification status exam 2, apply 4 or finish 5) to the certification's
 * exam anchor, else to its course list; a course outside any certification
 * goes back to its own page.
 */
export function quizNextPath(target: ExamTarget, status: ExamResult | null): string {
  const certificationId = status?.certificationReleaseId ?? null;
  if (certificationId === null) return detailPathOf(target);
  return certificationDetailPath(certificationId, quizAnchor(status?.certificationStatus ?? 0));
}

/**
 * Whether the result offers the answer analysis: only when the server says it
 * answers (decision 0041: a learner finished with the exam, on a paper that
 * shows answers). A failed attempt with attempts left never offers it.
 */
export const reviewOffered = (status: ExamResult | null) => status?.answerDetailsOpen === true;

/** What the result screen offers next. */
export type ResultOutcome =
  /** Theory pass: practical exam (3) or apply (4) on the certification page. */
  | { kind: "theoryPassed"; nextStatus: number }
  /** Theory fail with attempts left: the analysis and one more attempt. */
  | { kind: "theoryRetry"; attemptsLeft: number }
  /** The last allowed attempt failed: progress reset, enrol again (frame §4). */
  | { kind: "relearn" }
  /** The last attempt of the last learning cycle failed: no attempt left ever (decision 0041). */
  | { kind: "exhausted" }
  | { kind: "quizPassed" }
  | { kind: "quizFailed" };

export function resultOutcome(
  target: ExamTarget,
  grade: SubmitResult,
  status: ExamResult | null,
): ResultOutcome {
  const passed = grade.passStatus === PassStatus.pass;
  // A course's, a topic's and a non-certification course's are quizzes: no attempt limit.
  if (target.relationType !== ExamPageType.theory)
    return passed ? { kind: "quizPassed" } : { kind: "quizFailed" };
  if (passed) return { kind: "theoryPassed", nextStatus: status?.status ?? 4 };
  if (status?.attemptsExhausted) return { kind: "exhausted" };
  if (status?.mustRelearn) return { kind: "relearn" };
  const attemptsLeft = status ? Math.max(0, status.maxExamNums - status.examNums) : 0;
  return attemptsLeft > 0 ? { kind: "theoryRetry", attemptsLeft } : { kind: "relearn" };
}

/** Whether the learner has an attempt open on this page. */
export const inExam = (state: ExamState) =>
  state.phase.name === "running" || state.phase.name === "submitting";

/**
 * Frame §4 "Logout": refused while a timed exam is open, until it is
 * submitted. An untimed quiz never holds the learner in, as on the server
 * (GET exam/inExam): one left open would otherwise block logout for good.
 */
export const blocksLogout = (state: ExamState) =>
  inExam(state) && state.run !== null && state.run.deadlineAt !== null;

/* ---------- transitions ---------- */

const stay = (state: ExamState): ExamTransition => [state, []];

function withRun(state: ExamState, change: (run: ExamRun) => ExamRun): ExamState {
  return state.run ? { ...state, run: change(state.run) } : state;
}

function startRun(content: ExamContent, now: number): ExamRun {
  const answers: ExamRun["answers"] = {};
  const saves: ExamRun["saves"] = {};
  for (const question of content.questionHisList) {
    answers[question.questionHisRefId] = question.checkedId;
    if (isAnswered(question.checkedId))
      saves[question.questionHisRefId] = { status: "saved", sending: null };
  }
  const deadlineAt = deadlineFrom(content.countDown, now);
  return {
    content,
    answers,
    saves,
    // A resumed paper opens at its first unanswered question.
    current: Math.max(
      0,
      content.questionHisList.findIndex((question) => !isAnswered(question.checkedId)),
    ),
    deadlineAt,
    timedOut: deadlineAt !== null && deadlineAt <= now,
  };
}

const questionType = (run: ExamRun, questionHisId: number) =>
  questionsOf(run).find((question) => question.questionHisRefId === questionHisId)?.questionType;

/** Sends a question's answer unless one is already on its way (it is compared when that one answers). */
function save(run: ExamRun, questionHisId: number): [ExamRun, ExamEffect[]] {
  const answer = run.answers[questionHisId];
  const type = questionType(run, questionHisId);
  if (answer === undefined || type === undefined) return [run, []];
  const saves = { ...run.saves, [questionHisId]: { status: "saving" as const, sending: answer } };
  return [
    { ...run, saves },
    [
      {
        kind: "save",
        examRefId: run.content.examId,
        item: { questionHisId, questionType: type, answer },
      },
    ],
  ];
}

function timeUp(state: ExamState): ExamState {
  return {
    ...withRun(state, (run) => ({ ...run, timedOut: true })),
    dialog: state.phase.name === "running" ? "timeout" : state.dialog,
  };
}

function picked(state: ExamState, event: Extract<ExamEvent, { type: "pick" }>): ExamTransition {
  const run = state.run;
  if (state.phase.name !== "running" || !run || run.timedOut) return stay(state);
  if (questionType(run, event.questionHisId) === undefined) return stay(state);
  const answers = { ...run.answers, [event.questionHisId]: event.answer };
  const next = { ...run, answers };
  const current = run.saves[event.questionHisId];
  if (current?.status === "saving") return stay({ ...state, run: next });
  // An emptied multiple choice is sent as null: the server clears the answer it kept.
  const [sent, effects] = save(next, event.questionHisId);
  return [{ ...state, run: sent }, effects];
}

function saved(state: ExamState, event: Extract<ExamEvent, { type: "saved" }>): ExamTransition {
  const run = state.run;
  if (!run || (state.phase.name !== "running" && state.phase.name !== "submitting"))
    return stay(state);
  const id = event.questionHisId;
  if (!event.ok) {
    const saves = { ...run.saves, [id]: { status: "failed" as const, sending: null } };
    const next = { ...state, run: { ...run, saves } };
    // Learner §8 30001: the server no longer takes answers, time is up.
    return stay(event.code === Code.examSubmitAnswerFailed ? timeUp(next) : next);
  }
  const deadlineAt =
    event.countDown === null ? run.deadlineAt : deadlineFrom(event.countDown, event.now);
  let next: ExamRun = {
    ...run,
    deadlineAt,
    saves: { ...run.saves, [id]: { status: "saved", sending: null } },
  };
  const latest = run.answers[id];
  // The learner picked again while this one travelled: the latest pick goes out now.
  if (latest !== undefined && !sameAnswer(latest, event.answer) && !run.timedOut) {
    const [sent, effects] = save(next, id);
    return [{ ...state, run: sent }, effects];
  }
  if (!isAnswered(latest)) {
    const { [id]: _dropped, ...saves } = next.saves;
    next = { ...next, saves };
  }
  return stay({ ...state, run: next });
}

function retrySaves(state: ExamState): ExamTransition {
  let run = state.run;
  if (!run || state.phase.name !== "running" || run.timedOut) return stay(state);
  const effects: ExamEffect[] = [];
  for (const id of failedSaves(run)) {
    const [next, asked] = save(run, id);
    run = next;
    effects.push(...asked);
  }
  return [{ ...state, run }, effects];
}

function navigate(state: ExamState, index: (run: ExamRun) => number): ExamTransition {
  return stay(
    withRun(state, (run) => {
      const last = questionsOf(run).length - 1;
      return { ...run, current: Math.min(Math.max(0, index(run)), Math.max(0, last)) };
    }),
  );
}

function submit(state: ExamState): ExamTransition {
  const run = state.run;
  if (!run || state.phase.name !== "running") return stay(state);
  return [
    { ...state, phase: { name: "submitting" }, dialog: null, submitFailed: false },
    [{ kind: "submit", examRefId: run.content.examId, answerList: answerList(run) }],
  ];
}

function analysisStep(state: ExamState, by: 1 | -1): ExamTransition {
  if (state.phase.name !== "analysis") return stay(state);
  const { analysis } = state.phase;
  const position = Math.min(
    Math.max(0, analysis.position + by),
    Math.max(0, analysis.wrong.length - 1),
  );
  return stay({ ...state, phase: { name: "analysis", analysis: { ...analysis, position } } });
}

export function examTransition(state: ExamState, event: ExamEvent): ExamTransition {
  switch (event.type) {
    case "checked": {
      if (state.phase.name !== "checking") return stay(state);
      const reminder =
        event.status?.isNeedReminder && state.reminder === "hidden" ? "open" : state.reminder;
      const checked = {
        ...state,
        status: event.status,
        reminder,
        now: event.now,
      } satisfies ExamState;
      if (!event.entry) return stay({ ...checked, phase: { name: "startFailed" } });
      if (event.entry.entryStatus !== EntryStatus.qualified)
        return stay({
          ...checked,
          phase: {
            name: "unqualified",
            reason: event.entry.reason,
            ...(event.entry.availableAt ? { availableAt: event.entry.availableAt } : {}),
          },
        });
      // An attempt already open resumes at once: its time is running on the server.
      if (event.status?.inExam)
        return [{ ...checked, phase: { name: "starting" } }, [{ kind: "load" }]];
      return stay({ ...checked, phase: { name: "ready" } });
    }
    case "start": {
      if (state.phase.name === "ready" || state.phase.name === "startFailed")
        return [{ ...state, phase: { name: "starting" } }, [{ kind: "load" }]];
      // After a result (a quiz again): entry is checked anew.
      if (state.phase.name === "result")
        return [{ ...initialExamState(state.now), reminder: state.reminder }, [{ kind: "check" }]];
      return stay(state);
    }
    case "loaded": {
      if (state.phase.name !== "starting") return stay(state);
      if (!event.content) return stay({ ...state, phase: { name: "startFailed" } });
      const run = startRun(event.content, event.now);
      return stay({
        ...state,
        phase: { name: "running" },
        run,
        grade: null,
        now: event.now,
        dialog: run.timedOut ? "timeout" : null,
      });
    }
    case "goTo":
      return navigate(state, () => event.index);
    case "next":
      return navigate(state, (run) => run.current + 1);
    case "previous":
      return navigate(state, (run) => run.current - 1);
    case "pick":
      return picked(state, event);
    case "saved":
      return saved(state, event);
    case "retrySaves":
      return retrySaves(state);
    case "tick": {
      const next = { ...state, now: event.now };
      const run = state.run;
      if (state.phase.name !== "running" || !run || run.timedOut || run.deadlineAt === null)
        return stay(next);
      return stay(secondsLeft(run.deadlineAt, event.now) === 0 ? timeUp(next) : next);
    }
    case "askSubmit": {
      const run = state.run;
      if (!run || state.phase.name !== "running" || run.timedOut) return stay(state);
      return stay({ ...state, dialog: unansweredCount(run) > 0 ? "unanswered" : "confirmSubmit" });
    }
    case "closeDialog":
      // The timeout dialog cannot be closed: the only way on is to submit.
      return stay(state.dialog === "timeout" ? state : { ...state, dialog: null });
    case "confirmSubmit":
      return submit(state);
    case "submitted": {
      if (state.phase.name !== "submitting") return stay(state);
      if (!event.grade) {
        const timedOut = state.run?.timedOut ?? false;
        return stay({
          ...state,
          phase: { name: "running" },
          submitFailed: true,
          dialog: timedOut ? "timeout" : null,
        });
      }
      // Learner §4 "Exam run" 3: after submission the exam status is read again.
      return [
        { ...state, phase: { name: "grading" }, grade: event.grade },
        [{ kind: "readStatus" }],
      ];
    }
    case "statusRead": {
      if (state.phase.name !== "grading") return stay(state);
      const status = event.status ?? state.status;
      const reminder =
        event.status?.isNeedReminder && state.reminder === "hidden" ? "open" : state.reminder;
      return stay({ ...state, phase: { name: "result" }, status, reminder });
    }
    case "openAnalysis": {
      const examRecordsId = state.grade?.examRecordsId;
      if (state.phase.name !== "result" || examRecordsId === undefined) return stay(state);
      if (!reviewOffered(state.status)) return stay(state);
      return [
        { ...state, phase: { name: "loadingAnalysis" } },
        [{ kind: "loadAnalysis", examRecordsId }],
      ];
    }
    case "analysisLoaded": {
      if (state.phase.name !== "loadingAnalysis") return stay(state);
      if (!event.details) return stay({ ...state, phase: { name: "result" } });
      return stay({
        ...state,
        phase: {
          name: "analysis",
          analysis: { details: event.details, wrong: wrongQuestions(event.details), position: 0 },
        },
      });
    }
    case "analysisStep":
      return analysisStep(state, event.by);
    case "closeAnalysis":
      return stay(
        state.phase.name === "analysis" ? { ...state, phase: { name: "result" } } : state,
      );
    case "dismissReminder":
      return stay({ ...state, reminder: "dismissed" });
  }
}
