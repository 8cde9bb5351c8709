import { useCallback, useEffect, useEffectEvent, useRef, useState } from "react";
import { Code } from "#contract/codes.ts";
import type { ApiClient } from "../../api-client.ts";
import { setExamOpenHere } from "../../frame/logout-guard.tsx";
import { useApiClient } from "../../frame/use-frame.ts";
import {
  SAVE_RETRY_MS,
  examTransition,
  failedSaves,
  blocksLogout,
  initialExamState,
  type ExamEffect,
  type ExamEvent,
  type ExamState,
  type ExamTarget,
} from "./exam-flow.ts";

export const EXAM_PATHS = {
  entry: "/certification/exam/entry",
  getContent: "/certification/exam/getContent",
  saveAnswer: "/certification/exam/saveAnswer",
  submitAnswer: "/certification/exam/submitAnswer",
  getExamResult: "/certification/exam/getExamResult",
  getExamAnswerDetails: "/certification/exam/getExamAnswerDetails",
} as const;

/** A call's data on success, else null (its refusal has been shown unless the call was quiet). */
const dataOf = <T>(envelope: { code: number; data: T }) =>
  envelope.code === Code.success ? envelope.data : null;

/** Performs one effect of the exam flow; the answer comes back as the event that reports it. */
async function perform(
  api: ApiClient,
  target: ExamTarget,
  effect: ExamEffect,
): Promise<ExamEvent | null> {
  const { releaseId, relationType } = target;
  switch (effect.kind) {
    case "check": {
      const [entry, status] = await Promise.all([
        api.post(EXAM_PATHS.entry, { releaseId, relationType }, { notFoundPage: true }),
        api.post(EXAM_PATHS.getExamResult, { releaseId, relationType }, { quiet: true }),
      ]);
      return { type: "checked", entry: dataOf(entry), status: dataOf(status), now: Date.now() };
    }
    case "load": {
      const content = await api.post(EXAM_PATHS.getContent, { releaseId, relationType });
      return { type: "loaded", content: dataOf(content), now: Date.now() };
    }
    case "save": {
      // Quiet: the question shows its own saved / not saved state and is sent again.
      const envelope = await api.post(
        EXAM_PATHS.saveAnswer,
        { examRefId: effect.examRefId, ...effect.item },
        { quiet: true },
      );
      const data = dataOf(envelope);
      return {
        type: "saved",
        questionHisId: effect.item.questionHisId,
        answer: effect.item.answer,
        ok: data !== null,
        code: envelope.code,
        countDown: data?.countDown ?? null,
        now: Date.now(),
      };
    }
    case "submit": {
      const envelope = await api.post(EXAM_PATHS.submitAnswer, {
        releaseId,
        relationType,
        examRefId: effect.examRefId,
        // The attempt is its own copy of the paper: one id for both (contract/exam.ts).
        paperHisRefId: effect.examRefId,
        answerList: effect.answerList,
      });
      return { type: "submitted", grade: dataOf(envelope) };
    }
    case "readStatus": {
      const status = await api.post(EXAM_PATHS.getExamResult, { releaseId, relationType });
      return { type: "statusRead", status: dataOf(status) };
    }
    case "loadAnalysis": {
      const details = await api.post(EXAM_PATHS.getExamAnswerDetails, {
        examRecordsId: effect.examRecordsId,
      });
      return { type: "analysisLoaded", details: dataOf(details) };
    }
  }
}

export type ExamController = {
  state: ExamState;
  send(event: ExamEvent): void;
};

/**
 * Runs the exam flow (exam-flow.ts) for the page: checks entry on arrival,
 * performs the calls it asks for and feeds their answers back, ticks the
 * countdown each second (learner §9), sends failed saves again, and tells the
 * frame while an attempt is open so logout is refused (frame §4).
 */
export function useExam(target: ExamTarget): ExamController {
  const api = useApiClient();
  const [state, setState] = useState<ExamState>(() => initialExamState(Date.now()));
  // The machine's state as of the last event: clicks in one frame must see each other.
  const machine = useRef<ExamState>(state);

  /** Sends an event; each effect it asks for answers with an event of its own, whenever it arrives. */
  const send = useCallback(
    function dispatch(event: ExamEvent) {
      const [next, effects] = examTransition(machine.current, event);
      machine.current = next;
      setState(next);
      for (const effect of effects)
        void perform(api, target, effect).then((answer) => answer && dispatch(answer));
    },
    [api, target],
  );

  // Arrival: entry and the exam status (learner §4 "Exam entry").
  const check = useEffectEvent(
    () => void perform(api, target, { kind: "check" }).then((answer) => answer && send(answer)),
  );
  useEffect(() => {
    check();
  }, []);

  // Learner §9: the countdown ticks every second; a hidden tab catches up when it shows again.
  const running = state.phase.name === "running";
  const timed = running && state.run?.deadlineAt !== null && !state.run?.timedOut;
  const tick = useEffectEvent(() => send({ type: "tick", now: Date.now() }));
  useEffect(() => {
    if (!timed) return;
    const timer = setInterval(tick, 1000);
    document.addEventListener("visibilitychange", tick);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", tick);
    };
  }, [timed]);

  // A failed save is sent again by itself after a moment (and at once with the retry button).
  const failed = state.run ? failedSaves(state.run).length : 0;
  const retry = useEffectEvent(() => send({ type: "retrySaves" }));
  useEffect(() => {
    if (!running || failed === 0) return;
    const timer = setTimeout(retry, SAVE_RETRY_MS);
    return () => clearTimeout(timer);
  }, [running, failed]);

  // Frame §4 "Logout": refused while a timed attempt is open on this page.
  const open = blocksLogout(state);
  useEffect(() => {
    setExamOpenHere(open);
    return () => setExamOpenHere(false);
  }, [open]);

  return { state, send };
}
