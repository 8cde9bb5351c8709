import { performance } from "node:perf_hooks";
import type { ExamContent, ExamEntry, SubmitResult } from "#contract/exam.ts";
import { QuestionType } from "#contract/exam-rules.ts";
import type { Candidate } from "./exam-candidates.ts";
import type { CallResult, JsonClient } from "./http-client.ts";

export const examCalls = ["entry", "getContent", "saveAnswer", "submitAnswer"] as const;
export type ExamCall = (typeof examCalls)[number];

/** What the exam storm asks of each candidate. */
export type ExamPlan = {
  siteId: number;
  languageId: number;
  /** The certification release whose theory exam is sat (relationType 0). */
  releaseId: number;
  /** Answers saved one by one before submitting. */
  answers: number;
};

/** An answer the server acknowledged (code 200), as exam_answers should hold it. */
export type AcknowledgedAnswer = { attemptId: number; questionHisId: number; letters: string };
export type AcknowledgedSubmission = { userId: number; attemptId: number; score: number };

/**
 * What a load run saw: every call's latency, every code other than 200, and
 * the ledger of acknowledged answers and submissions the database must hold.
 */
export class StormLog {
  readonly latencies: Record<ExamCall, number[]> = {
    entry: [],
    getContent: [],
    saveAnswer: [],
    submitAnswer: [],
  };
  readonly errors = new Map<string, number>();
  readonly answers: AcknowledgedAnswer[] = [];
  readonly submissions: AcknowledgedSubmission[] = [];
  /** Candidates whose getContent returned an attempt. */
  readonly attemptsStarted = new Map<number, number>();

  record(call: ExamCall, result: CallResult<unknown>, refusal?: string) {
    this.latencies[call].push(result.ms);
    if (result.code === 200 && result.failure === null && refusal === undefined) return;
    const why =
      refusal ??
      [result.code === -1 ? null : `code ${result.code}`, result.failure].filter(Boolean).join(" ");
    const key = `${call}: ${why}`;
    this.errors.set(key, (this.errors.get(key) ?? 0) + 1);
  }
}

/** The first letter of each question, the first two for multiple choice, as the content lists them. */
export function firstOptions(question: ExamContent["questionHisList"][number]): string | string[] {
  const letters = question.hisOptionList.map((option) => option.optionNo);
  return question.questionType === QuestionType.multiple ? letters.slice(0, 2) : letters[0]!;
}

const ok = (result: CallResult<unknown>) => result.code === 200 && result.failure === null;

/**
 * One candidate through the theory exam as the exam page drives it: entry,
 * getContent (starts the attempt), each answer saved as it is picked, then
 * submitAnswer. The submission carries no answers, so every answer in the
 * database afterwards was stored by its own saveAnswer call. Resolves with
 * the time the submission was acknowledged, or null when the flow broke off.
 */
export async function sitExam(
  client: JsonClient,
  candidate: Candidate,
  plan: ExamPlan,
  log: StormLog,
): Promise<number | null> {
  const scope = { siteId: plan.siteId, languageId: plan.languageId };
  const target = { ...scope, releaseId: plan.releaseId, relationType: 0 };
  const api = "/api/certification/exam/";

  const entry = await client.post<ExamEntry>(`${api}entry`, target, candidate.cookie);
  const refused =
    ok(entry) && entry.data?.entryStatus !== 1 ? `refused (${entry.data?.reason})` : undefined;
  log.record("entry", entry, refused);
  if (!ok(entry) || refused) return null;

  const content = await client.post<ExamContent>(`${api}getContent`, target, candidate.cookie);
  log.record("getContent", content);
  if (!ok(content) || !content.data) return null;
  const paper = content.data;
  log.attemptsStarted.set(candidate.userId, paper.examId);

  for (const question of paper.questionHisList.slice(0, plan.answers)) {
    const answer = firstOptions(question);
    const saved = await client.post(
      `${api}saveAnswer`,
      {
        ...scope,
        examRefId: paper.examId,
        questionHisId: question.questionHisRefId,
        questionType: question.questionType,
        answer,
      },
      candidate.cookie,
    );
    log.record("saveAnswer", saved);
    if (ok(saved))
      log.answers.push({
        attemptId: paper.examId,
        questionHisId: question.questionHisRefId,
        letters: (typeof answer === "string" ? [answer] : [...answer]).sort().join(""),
      });
  }

  const submitted = await client.post<SubmitResult>(
    `${api}submitAnswer`,
    { ...target, examRefId: paper.examId, paperHisRefId: paper.examId, answerList: [] },
    candidate.cookie,
  );
  log.record("submitAnswer", submitted);
  if (!ok(submitted) || !submitted.data) return null;
  log.submissions.push({
    userId: candidate.userId,
    attemptId: paper.examId,
    score: submitted.data.theoryExamScore,
  });
  return performance.now();
}

export type StormRun = {
  /** Candidates whose submission was acknowledged within the window. */
  completedInWindow: number;
  /** Also those that were in flight when the window closed and finished after it. */
  completed: number;
  /** Candidates whose flow broke off (a refused entry, a failed getContent or submission). */
  failed: number;
  started: number;
  /** Seconds until the window closed or every candidate was done, whichever came first. */
  windowSeconds: number;
  /** Seconds until the last candidate in flight finished. */
  totalSeconds: number;
  /** Acknowledged submissions per 10 s of the run. */
  timeline: number[];
};

/**
 * Runs candidates through the exam, `concurrency` at a time, starting new
 * ones until `seconds` have passed or none are left; those in flight then finish.
 */
export async function storm(options: {
  client: JsonClient;
  candidates: readonly Candidate[];
  plan: ExamPlan;
  concurrency: number;
  seconds: number;
  log: StormLog;
}): Promise<StormRun> {
  const { client, candidates, plan, log } = options;
  const started = performance.now();
  const windowEnd = started + options.seconds * 1000;
  const timeline: number[] = [];
  let next = 0;
  let completedInWindow = 0;
  let completed = 0;
  let failed = 0;
  const worker = async () => {
    while (next < candidates.length && performance.now() < windowEnd) {
      const candidate = candidates[next++]!;
      const done = await sitExam(client, candidate, plan, log);
      if (done === null) {
        failed++;
        continue;
      }
      completed++;
      if (done <= windowEnd) completedInWindow++;
      const bucket = Math.floor((done - started) / 10_000);
      timeline[bucket] = (timeline[bucket] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  const finished = performance.now();
  return {
    completedInWindow,
    completed,
    failed,
    started: next,
    windowSeconds: (Math.min(finished, windowEnd) - started) / 1000,
    totalSeconds: (finished - started) / 1000,
    timeline: Array.from(timeline, (count) => count ?? 0),
  };
}
