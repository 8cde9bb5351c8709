import { expect, test } from "vitest";
import type { AnswerDetails, ExamContent, ExamResult, QuestionHis } from "#contract/exam.ts";
import {
  answerFor,
  answerList,
  deadlineFrom,
  detailPathOf,
  examIntroTexts,
  examPageTypeOf,
  examTransition,
  formatClock,
  blocksLogout,
  inExam,
  initialExamState,
  isAnswered,
  quizNextPath,
  quizResultText,
  resultOutcome,
  reviewOffered,
  sameAnswer,
  secondsLeft,
  toggleLetter,
  unansweredCount,
  type ExamEffect,
  type ExamEvent,
  type ExamState,
} from "./exam-flow.ts";

const T0 = 1_000_000;

const question = (id: number, questionType: number, checkedId: QuestionHis["checkedId"] = null) =>
  ({
    questionHisRefId: id,
    paperHisRefId: 900,
    questionType,
    content: `Question ${id}`,
    points: 20,
    hisOptionList: ["A", "B", "C", "D"].map((optionNo) => ({ optionNo, content: optionNo })),
    checkedId,
  }) satisfies QuestionHis;

const content = (more: Partial<ExamContent> = {}): ExamContent => ({
  examId: 900,
  examType: 0,
  examName: "HCSA",
  countDown: 3600,
  totalScore: 100,
  passScore: 80,
  questionHisList: [question(1, 1), question(2, 2), question(3, 4)],
  viewAnswerDetails: true,
  viewAnswer: true,
  viewPaperAnalusis: true,
  ...more,
});

const status = (more: Partial<ExamResult> = {}): ExamResult => ({
  status: 2,
  passStatus: 2,
  theoryExamScore: null,
  examRecordsId: null,
  examNums: 0,
  maxExamNums: 2,
  ifStatusChecked: true,
  isNeedReminder: false,
  inExam: false,
  mustRelearn: false,
  attemptsExhausted: false,
  answerDetailsOpen: false,
  certificationReleaseId: 101,
  certificationStatus: 2,
  ...more,
});

const qualified = { entryStatus: 1, reason: null } as const;

/** Runs events in order; returns the last state and every effect asked for. */
function play(events: ExamEvent[], from: ExamState = initialExamState(T0)) {
  let state = from;
  const effects: ExamEffect[] = [];
  for (const event of events) {
    const [next, asked] = examTransition(state, event);
    state = next;
    effects.push(...asked);
  }
  return { state, effects };
}

const checked = (more: Partial<ExamResult> = {}): ExamEvent => ({
  type: "checked",
  entry: qualified,
  status: status(more),
  now: T0,
});
const loaded = (more: Partial<ExamContent> = {}, now = T0): ExamEvent => ({
  type: "loaded",
  content: content(more),
  now,
});
/** A paper being answered. */
const running = (more: Partial<ExamContent> = {}) =>
  play([checked(), { type: "start" }, loaded(more)]).state;

test("learner §5: answered means a non-empty value, for multiple choice a non-empty list", () => {
  expect(isAnswered(null)).toBe(false);
  expect(isAnswered("")).toBe(false);
  expect(isAnswered([])).toBe(false);
  expect(isAnswered("B")).toBe(true);
  expect(isAnswered(["A", "C"])).toBe(true);
  expect(sameAnswer(["C", "A"], ["A", "C"])).toBe(true);
  expect(sameAnswer("A", "B")).toBe(false);
  expect(toggleLetter(null, "C", true)).toEqual(["C"]);
  expect(toggleLetter(["C"], "A", true)).toEqual(["A", "C"]);
  expect(toggleLetter(["A", "C"], "C", false)).toEqual(["A"]);
  expect(toggleLetter(["A"], "A", false)).toBeNull();
  expect(answerFor(2, ["D", "B"])).toEqual(["B", "D"]);
  expect(answerFor(2, "B")).toEqual(["B"]);
  expect(answerFor(1, "B")).toBe("B");
  expect(answerFor(4, null)).toBeNull();
});

test("the countdown runs from the server's seconds on the browser's clock, never below 0", () => {
  const deadline = deadlineFrom(90, T0);
  expect(secondsLeft(deadline, T0)).toBe(90);
  expect(secondsLeft(deadline, T0 + 400)).toBe(90);
  expect(secondsLeft(deadline, T0 + 1000)).toBe(89);
  expect(secondsLeft(deadline, T0 + 95_000)).toBe(0);
  expect(deadlineFrom(null, T0)).toBeNull();
  expect(secondsLeft(null, T0)).toBeNull();
  expect(formatClock(3600)).toBe("1:00:00");
  expect(formatClock(3599)).toBe("59:59");
  expect(formatClock(65)).toBe("1:05");
  expect(formatClock(0)).toBe("0:00");
});

test("entry refused: the unqualified dialog, and nothing is started (learner §4 'Exam entry')", () => {
  const { state, effects } = play([
    {
      type: "checked",
      entry: { entryStatus: 0, reason: "attemptsUsed" },
      status: status(),
      now: T0,
    },
    { type: "start" },
  ]);
  expect(state.phase).toEqual({ name: "unqualified", reason: "attemptsUsed" });
  expect(effects).toEqual([]);
  const waiting = play([
    {
      type: "checked",
      entry: { entryStatus: 0, reason: "relearnWaiting", availableAt: "2026-07-14T08:00:00.000Z" },
      status: status(),
      now: T0,
    },
  ]);
  expect(waiting.state.phase).toEqual({
    name: "unqualified",
    reason: "relearnWaiting",
    availableAt: "2026-07-14T08:00:00.000Z",
  });
});

test("qualified: the start button loads the paper; an attempt already open resumes without it", () => {
  const ready = play([checked()]);
  expect(ready.state.phase.name).toBe("ready");
  expect(ready.effects).toEqual([]);
  expect(play([checked(), { type: "start" }]).effects).toEqual([{ kind: "load" }]);
  const open = play([checked({ inExam: true })]);
  expect(open.state.phase.name).toBe("starting");
  expect(open.effects).toEqual([{ kind: "load" }]);
});

test("the reminder dialog opens when the exam status asks for it, once (learner §4 'Reminder')", () => {
  const { state } = play([checked({ isNeedReminder: true })]);
  expect(state.reminder).toBe("open");
  const dismissed = play([{ type: "dismissReminder" }], state).state;
  expect(dismissed.reminder).toBe("dismissed");
});

test("a refused paper leaves the page on an error it can try again from", () => {
  const { state, effects } = play([
    checked(),
    { type: "start" },
    { type: "loaded", content: null, now: T0 },
    { type: "start" },
  ]);
  expect(state.phase.name).toBe("starting");
  expect(effects).toEqual([{ kind: "load" }, { kind: "load" }]);
});

test("navigation: next, previous and the page numbers stay inside the paper", () => {
  let state = running();
  expect(state.run!.current).toBe(0);
  state = play([{ type: "previous" }], state).state;
  expect(state.run!.current).toBe(0);
  state = play([{ type: "next" }, { type: "next" }, { type: "next" }], state).state;
  expect(state.run!.current).toBe(2);
  state = play([{ type: "goTo", index: 1 }], state).state;
  expect(state.run!.current).toBe(1);
});

test("a resumed paper keeps its saved answers and opens at the first unanswered question", () => {
  const state = running({
    questionHisList: [question(1, 1, "B"), question(2, 2, ["A", "C"]), question(3, 4)],
    countDown: 1200,
  });
  expect(state.run!.current).toBe(2);
  expect(state.run!.answers).toEqual({ 1: "B", 2: ["A", "C"], 3: null });
  expect(state.run!.saves[1]).toEqual({ status: "saved", sending: null });
  expect(unansweredCount(state.run!)).toBe(1);
  expect(secondsLeft(state.run!.deadlineAt, T0)).toBe(1200);
});

test("each pick is saved at once; a second pick waits for the first to answer, then goes out", () => {
  const start = running();
  const first = play([{ type: "pick", questionHisId: 1, answer: "A" }], start);
  expect(first.effects).toEqual([
    { kind: "save", examRefId: 900, item: { questionHisId: 1, questionType: 1, answer: "A" } },
  ]);
  expect(first.state.run!.saves[1]!.status).toBe("saving");

  // B is picked while A travels: nothing is sent until A answers, then B goes out.
  const second = play([{ type: "pick", questionHisId: 1, answer: "B" }], first.state);
  expect(second.effects).toEqual([]);
  const answered = play(
    [
      {
        type: "saved",
        questionHisId: 1,
        answer: "A",
        ok: true,
        code: 200,
        countDown: 3500,
        now: T0 + 1000,
      },
    ],
    second.state,
  );
  expect(answered.effects).toEqual([
    { kind: "save", examRefId: 900, item: { questionHisId: 1, questionType: 1, answer: "B" } },
  ]);
  expect(answered.state.run!.saves[1]!.status).toBe("saving");
  const done = play(
    [
      {
        type: "saved",
        questionHisId: 1,
        answer: "B",
        ok: true,
        code: 200,
        countDown: 3499,
        now: T0 + 1500,
      },
    ],
    answered.state,
  );
  expect(done.effects).toEqual([]);
  expect(done.state.run!.saves[1]!.status).toBe("saved");
  // Each answer re-syncs the countdown with the server's.
  expect(secondsLeft(done.state.run!.deadlineAt, T0 + 1500)).toBe(3499);
});

test("multiple choice is saved as a list; clearing every box clears the saved answer too", () => {
  const state = running();
  const picked = play([{ type: "pick", questionHisId: 2, answer: ["A", "C"] }], state);
  expect(picked.effects).toEqual([
    {
      kind: "save",
      examRefId: 900,
      item: { questionHisId: 2, questionType: 2, answer: ["A", "C"] },
    },
  ]);
  const cleared = play(
    [
      {
        type: "saved",
        questionHisId: 2,
        answer: ["A", "C"],
        ok: true,
        code: 200,
        countDown: null,
        now: T0,
      },
      { type: "pick", questionHisId: 2, answer: null },
    ],
    picked.state,
  );
  // The server kept ["A", "C"]: the clearing is sent, or it would still grade them.
  expect(cleared.effects).toEqual([
    { kind: "save", examRefId: 900, item: { questionHisId: 2, questionType: 2, answer: null } },
  ]);
  expect(unansweredCount(cleared.state.run!)).toBe(3);
  const settled = play(
    [
      {
        type: "saved",
        questionHisId: 2,
        answer: null,
        ok: true,
        code: 200,
        countDown: null,
        now: T0,
      },
    ],
    cleared.state,
  );
  expect(settled.effects).toEqual([]);
  expect(settled.state.run!.saves[2]).toBeUndefined();
  expect(unansweredCount(settled.state.run!)).toBe(3);
});

test("a failed save is shown as failed and sent again, never dropped", () => {
  const picked = play([{ type: "pick", questionHisId: 3, answer: "A" }], running());
  const failed = play(
    [
      {
        type: "saved",
        questionHisId: 3,
        answer: "A",
        ok: false,
        code: 500,
        countDown: null,
        now: T0,
      },
    ],
    picked.state,
  );
  expect(failed.state.run!.saves[3]).toEqual({ status: "failed", sending: null });
  expect(failed.state.run!.answers[3]).toBe("A");
  const retried = play([{ type: "retrySaves" }], failed.state);
  expect(retried.effects).toEqual([
    { kind: "save", examRefId: 900, item: { questionHisId: 3, questionType: 4, answer: "A" } },
  ]);
  expect(retried.state.run!.saves[3]!.status).toBe("saving");
  // The answer is in the submission whatever became of its save.
  expect(answerList(failed.state.run!)).toEqual([
    { questionHisId: 3, questionType: 4, answer: "A" },
  ]);
});

test("time is up: the timeout dialog forces submission and no answer is taken any more", () => {
  const state = running({ countDown: 2 });
  const tick = play([{ type: "tick", now: T0 + 1000 }], state).state;
  expect(tick.dialog).toBeNull();
  const up = play([{ type: "tick", now: T0 + 2000 }], tick).state;
  expect(up.run!.timedOut).toBe(true);
  expect(up.dialog).toBe("timeout");
  const after = play(
    [
      { type: "pick", questionHisId: 1, answer: "A" },
      { type: "closeDialog" },
      { type: "askSubmit" },
      { type: "retrySaves" },
    ],
    up,
  );
  expect(after.effects).toEqual([]);
  expect(after.state.dialog).toBe("timeout");
  expect(after.state.run!.answers[1]).toBeNull();
  const submitted = play([{ type: "confirmSubmit" }], after.state);
  expect(submitted.effects).toEqual([{ kind: "submit", examRefId: 900, answerList: [] }]);
});

test("code 30001 on a save means the server's time is up, whatever the browser's clock says", () => {
  const picked = play([{ type: "pick", questionHisId: 1, answer: "A" }], running());
  const { state } = play(
    [
      {
        type: "saved",
        questionHisId: 1,
        answer: "A",
        ok: false,
        code: 30001,
        countDown: null,
        now: T0,
      },
    ],
    picked.state,
  );
  expect(state.run!.timedOut).toBe(true);
  expect(state.dialog).toBe("timeout");
});

test("a paper opened after its deadline is timed out at once", () => {
  expect(running({ countDown: 0 }).dialog).toBe("timeout");
  expect(running({ countDown: null }).run!.deadlineAt).toBeNull();
});

test("learner §5: unanswered questions warn before submitting, else a plain confirmation", () => {
  const state = running();
  const warned = play(
    [{ type: "pick", questionHisId: 1, answer: "A" }, { type: "askSubmit" }],
    state,
  );
  expect(warned.state.dialog).toBe("unanswered");
  const back = play([{ type: "closeDialog" }], warned.state).state;
  expect(back.dialog).toBeNull();
  expect(back.phase.name).toBe("running");

  const all = play(
    [
      { type: "pick", questionHisId: 2, answer: ["B"] },
      { type: "pick", questionHisId: 3, answer: "B" },
      { type: "askSubmit" },
    ],
    back,
  );
  expect(all.state.dialog).toBe("confirmSubmit");
  const sent = play([{ type: "confirmSubmit" }, { type: "confirmSubmit" }], all.state);
  expect(sent.effects).toEqual([
    {
      kind: "submit",
      examRefId: 900,
      answerList: [
        { questionHisId: 1, questionType: 1, answer: "A" },
        { questionHisId: 2, questionType: 2, answer: ["B"] },
        { questionHisId: 3, questionType: 4, answer: "B" },
      ],
    },
  ]);
  expect(sent.state.phase.name).toBe("submitting");
  expect(inExam(sent.state)).toBe(true);
});

test("frame §4: a timed exam open on the page blocks logout, an untimed quiz does not", () => {
  expect(blocksLogout(initialExamState(T0))).toBe(false);
  expect(blocksLogout(running())).toBe(true);
  expect(blocksLogout(running({ countDown: null }))).toBe(false);
  const submitting = play([{ type: "askSubmit" }, { type: "confirmSubmit" }], running()).state;
  expect(blocksLogout(submitting)).toBe(true);
  const graded = play(
    [{ type: "submitted", grade: { theoryExamScore: 90, examRecordsId: 900, passStatus: 1 } }],
    submitting,
  ).state;
  expect(blocksLogout(graded)).toBe(false);
});

test("after submission the status is read again and the page leaves the exam (learner §4 'Exam run' 3)", () => {
  const submitting = play([{ type: "askSubmit" }, { type: "confirmSubmit" }], running()).state;
  const grade = { theoryExamScore: 60, examRecordsId: 900, passStatus: 0 };
  const graded = play([{ type: "submitted", grade }], submitting);
  expect(graded.effects).toEqual([{ kind: "readStatus" }]);
  const result = play(
    [{ type: "statusRead", status: status({ examNums: 1, passStatus: 0, theoryExamScore: 60 }) }],
    graded.state,
  ).state;
  expect(result.phase.name).toBe("result");
  expect(result.grade).toEqual(grade);
  expect(result.status?.examNums).toBe(1);
  expect(inExam(result)).toBe(false);
  expect(blocksLogout(result)).toBe(false);
});

test("a submission that does not go through returns to the paper, the timeout dialog again if time is up", () => {
  const submitting = play([{ type: "askSubmit" }, { type: "confirmSubmit" }], running()).state;
  const failed = play([{ type: "submitted", grade: null }], submitting).state;
  expect(failed.phase.name).toBe("running");
  expect(failed.submitFailed).toBe(true);
  expect(failed.dialog).toBeNull();

  const late = play(
    [
      { type: "tick", now: T0 + 10_000 },
      { type: "confirmSubmit" },
      { type: "submitted", grade: null },
    ],
    running({ countDown: 5 }),
  ).state;
  expect(late.dialog).toBe("timeout");
});

const details = (): AnswerDetails => ({
  examRecordsId: 900,
  theoryExamScore: 60,
  passStatus: 0,
  viewAnswer: true,
  viewPaperAnalusis: true,
  questionHisCheckList: [1, 2, 3, 4].map((id) => ({
    questionRefId: id,
    questionType: 1,
    content: `Question ${id}`,
    hisOptionList: [],
    answer: "A",
    userAnswer: id % 2 === 0 ? "B" : "A",
    answerPass: id % 2 !== 0,
    analysis: null,
  })),
});

test("a result opens no analysis unless the server says its answers are open (decision 0041)", () => {
  const result = play(
    [
      { type: "askSubmit" },
      { type: "confirmSubmit" },
      { type: "submitted", grade: { theoryExamScore: 60, examRecordsId: 900, passStatus: 0 } },
      { type: "statusRead", status: status({ examNums: 1 }) },
    ],
    running(),
  ).state;
  expect(reviewOffered(result.status)).toBe(false);
  const refused = play([{ type: "openAnalysis" }], result);
  expect(refused.effects).toEqual([]);
  expect(refused.state.phase.name).toBe("result");
});

test("the analysis steps only through the wrongly answered questions", () => {
  const result = play(
    [
      { type: "askSubmit" },
      { type: "confirmSubmit" },
      { type: "submitted", grade: { theoryExamScore: 60, examRecordsId: 900, passStatus: 0 } },
      {
        type: "statusRead",
        status: status({ examNums: 2, attemptsExhausted: true, answerDetailsOpen: true }),
      },
    ],
    running(),
  ).state;
  expect(reviewOffered(result.status)).toBe(true);
  const opened = play([{ type: "openAnalysis" }], result);
  expect(opened.effects).toEqual([{ kind: "loadAnalysis", examRecordsId: 900 }]);
  let state = play([{ type: "analysisLoaded", details: details() }], opened.state).state;
  const shown = () =>
    state.phase.name === "analysis"
      ? state.phase.analysis.wrong[state.phase.analysis.position]!.questionRefId
      : null;
  expect(shown()).toBe(2);
  state = play([{ type: "analysisStep", by: 1 }], state).state;
  expect(shown()).toBe(4);
  state = play([{ type: "analysisStep", by: 1 }], state).state;
  expect(shown()).toBe(4);
  state = play(
    [
      { type: "analysisStep", by: -1 },
      { type: "analysisStep", by: -1 },
    ],
    state,
  ).state;
  expect(shown()).toBe(2);
  state = play([{ type: "closeAnalysis" }], state).state;
  expect(state.phase.name).toBe("result");
});

test("trying again after a result checks entry anew", () => {
  const result = play(
    [
      { type: "askSubmit" },
      { type: "confirmSubmit" },
      { type: "submitted", grade: { theoryExamScore: 40, examRecordsId: 900, passStatus: 0 } },
      { type: "statusRead", status: status({ examNums: 1 }) },
      { type: "start" },
    ],
    running(),
  );
  expect(result.state.phase.name).toBe("checking");
  expect(result.state.run).toBeNull();
  expect(result.effects.at(-1)).toEqual({ kind: "check" });
});

test("what a result leads to: practical exam or apply, one more attempt, relearning, the quiz's way on", () => {
  const theory = { releaseId: 101, relationType: 0 };
  const quiz = { releaseId: 2001, relationType: 1 };
  const pass = { theoryExamScore: 90, examRecordsId: 1, passStatus: 1 };
  const fail = { theoryExamScore: 50, examRecordsId: 1, passStatus: 0 };
  expect(resultOutcome(theory, pass, status({ status: 4 }))).toEqual({
    kind: "theoryPassed",
    nextStatus: 4,
  });
  expect(resultOutcome(theory, pass, status({ status: 3 }))).toEqual({
    kind: "theoryPassed",
    nextStatus: 3,
  });
  expect(resultOutcome(theory, fail, status({ examNums: 1 }))).toEqual({
    kind: "theoryRetry",
    attemptsLeft: 1,
  });
  expect(resultOutcome(theory, fail, status({ examNums: 0, mustRelearn: true }))).toEqual({
    kind: "relearn",
  });
  expect(
    resultOutcome(theory, fail, status({ mustRelearn: true, attemptsExhausted: true })),
  ).toEqual({ kind: "exhausted" });
  expect(resultOutcome(quiz, pass, status())).toEqual({ kind: "quizPassed" });
  expect(resultOutcome(quiz, fail, status())).toEqual({ kind: "quizFailed" });
});

test("learner §4 'Quiz': the exam anchor with full credits, else the course list; no certification: the course", () => {
  const quiz = { releaseId: 2001, relationType: 1 };
  for (const certificationStatus of [2, 4, 5])
    expect(quizNextPath(quiz, status({ certificationStatus }))).toBe(
      "/certification/detail/101#take-exam",
    );
  for (const certificationStatus of [0, 1, 3, 6])
    expect(quizNextPath(quiz, status({ certificationStatus }))).toBe(
      "/certification/detail/101#course-list-position",
    );
  expect(quizNextPath(quiz, status({ certificationReleaseId: null }))).toBe(
    "/course/detail/2001?courseType=0",
  );
});

test("the unqualified dialog goes back to the detail page", () => {
  expect(detailPathOf({ releaseId: 101, relationType: 0 })).toBe("/certification/detail/101");
  expect(detailPathOf({ releaseId: 2001, relationType: 1 })).toBe(
    "/course/detail/2001?courseType=0",
  );
  // A topic's quiz goes back to the topic, a non-certification course's exam to the course.
  expect(detailPathOf({ releaseId: 3001, relationType: 2 })).toBe("/topic/detail/3001");
  expect(detailPathOf({ releaseId: 2041, relationType: 3 })).toBe(
    "/course/detail/2041?courseType=0",
  );
});

test("the page takes the four relation types of learner §4, and no other", () => {
  const typeOf = (query: string) => examPageTypeOf(new URLSearchParams(query));
  expect(typeOf("relationId=1&relationType=0&courseType=0")).toBe(0);
  expect(typeOf("relationId=1&relationType=1&courseType=1")).toBe(1);
  expect(typeOf("relationId=1&relationType=2&courseType=2")).toBe(2);
  expect(typeOf("relationId=1&relationType=3&courseType=3")).toBe(3);
  expect(typeOf("relationId=1&courseType=2")).toBe(2);
  expect(typeOf("relationId=1&relationType=4")).toBeNull();
  expect(typeOf("relationId=1")).toBeNull();
});

test("a topic's quiz and a non-certification course's exam are quizzes that say what they give", () => {
  const pass = { theoryExamScore: 60, examRecordsId: 1, passStatus: 1 };
  const fail = { theoryExamScore: 40, examRecordsId: 1, passStatus: 0 };
  for (const relationType of [2, 3]) {
    const target = { releaseId: 3001, relationType };
    expect(resultOutcome(target, pass, status({ certificationReleaseId: null }))).toEqual({
      kind: "quizPassed",
    });
    expect(resultOutcome(target, fail, status({ certificationReleaseId: null }))).toEqual({
      kind: "quizFailed",
    });
  }
  expect(quizResultText(2, true)).toBe("exam.result.topicPassed");
  expect(quizResultText(3, true)).toBe("exam.result.nonCertificationPassed");
  expect(quizResultText(1, false)).toBe("exam.result.quizFailed");
  expect(examIntroTexts(2).intro).toBe("exam.intro.topicText");
  expect(examIntroTexts(3).title).toBe("exam.nonCertificationTitle");
  expect(
    quizNextPath({ releaseId: 3001, relationType: 2 }, status({ certificationReleaseId: null })),
  ).toBe("/topic/detail/3001");
});
