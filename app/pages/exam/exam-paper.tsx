import { Alert, Button, Checkbox, Radio } from "@mantine/core";
import {
  IconAlarm,
  IconAlertTriangle,
  IconArrowLeft,
  IconArrowRight,
  IconCheck,
  IconCloudCheck,
  IconCloudUpload,
  IconRefresh,
  IconSend,
} from "@tabler/icons-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "../../i18n/translation.tsx";
import type { Answer, QuestionHis } from "#contract/exam.ts";
import { QuestionType } from "#contract/exam-rules.ts";
import {
  answerFor,
  answeredIds,
  failedSaves,
  formatClock,
  questionsOf,
  secondsLeft,
  type ExamEvent,
  type ExamRun,
  type ExamState,
  type SaveStatus,
} from "./exam-flow.ts";
import classes from "./exam.module.css";

/** Below this many seconds the countdown turns to a warning. */
const LAST_MINUTES = 5 * 60;

/**
 * The paper being answered (learner §2 "Exam screen"): the bar with the
 * countdown and the submit button, one question at a time with previous and
 * next, and the answer sheet of page numbers.
 */
export function ExamPaper({
  state,
  send,
  compact,
}: {
  state: ExamState;
  send: (event: ExamEvent) => void;
  compact: boolean;
}) {
  const { t } = useTranslation();
  const run = state.run!;
  const questions = questionsOf(run);
  const index = run.current;
  const question = questions[index];
  const submitting = state.phase.name === "submitting";
  const locked = run.timedOut || submitting;
  const failed = failedSaves(run);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // A new question takes the focus to its heading, so a screen reader reads it from the start.
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [index]);
  const go = (event: ExamEvent) => {
    moved.current = true;
    send(event);
  };

  if (!question) return null;
  const last = run.current === questions.length - 1;
  return (
    <div className={classes.paper} data-testid="exam-paper" data-exam-id={run.content.examId}>
      <div className={classes.bar} data-testid="exam-bar">
        <h1 className={classes.barTitle}>{run.content.examName}</h1>
        <Countdown run={run} now={state.now} />
        <Button
          radius="xl"
          leftSection={<IconSend className="flip-rtl" size={16} aria-hidden />}
          onClick={() => send({ type: "askSubmit" })}
          disabled={locked}
          loading={submitting}
          data-testid="exam-submit"
        >
          {t("exam.submit")}
        </Button>
      </div>

      {run.timedOut && (
        <Alert
          className={classes.banner}
          color="red"
          variant="light"
          radius="md"
          role="alert"
          icon={<IconAlarm size={20} aria-hidden />}
          data-testid="timeout-tip"
        >
          {t("exam.timeoutTip")}
        </Alert>
      )}
      {state.submitFailed && (
        <Alert
          className={classes.banner}
          color="red"
          variant="light"
          radius="md"
          role="alert"
          icon={<IconAlertTriangle size={20} aria-hidden />}
          data-testid="submit-failed"
        >
          {t("exam.submitFailed")}
        </Alert>
      )}
      {failed.length > 0 && !locked && (
        <Alert
          className={classes.banner}
          color="orange"
          variant="light"
          radius="md"
          role="alert"
          icon={<IconAlertTriangle size={20} aria-hidden />}
          data-testid="save-failed"
        >
          <div className={classes.bannerRow}>
            <span>{t("exam.save.failedCount", { count: failed.length })}</span>
            <Button
              size="xs"
              radius="xl"
              variant="white"
              color="orange"
              leftSection={<IconRefresh size={14} aria-hidden />}
              onClick={() => send({ type: "retrySaves" })}
              data-testid="save-retry"
            >
              {t("exam.save.retry")}
            </Button>
          </div>
        </Alert>
      )}

      <div className={classes.paperLayout} data-compact={compact || undefined}>
        <section
          className={classes.questionCard}
          aria-labelledby="question-heading"
          data-testid="exam-question"
          data-question-id={question.questionHisRefId}
          data-question-type={question.questionType}
        >
          <header className={classes.questionHead}>
            <h2
              id="question-heading"
              ref={headingRef}
              tabIndex={-1}
              className={classes.questionIndex}
            >
              {t("exam.questionOf", { index: run.current + 1, total: questions.length })}
            </h2>
            <span className={classes.questionMeta}>
              {t(`exam.type.${question.questionType}`)} ·{" "}
              {t("exam.points", { points: question.points })}
            </span>
          </header>
          <QuestionInput
            key={question.questionHisRefId}
            question={question}
            answer={run.answers[question.questionHisRefId] ?? null}
            disabled={locked}
            onAnswer={(answer) =>
              send({ type: "pick", questionHisId: question.questionHisRefId, answer })
            }
          />
          <SaveState status={run.saves[question.questionHisRefId]?.status} />
          <nav className={classes.questionNav} aria-label={t("exam.navigation")}>
            <Button
              variant="default"
              radius="xl"
              leftSection={<IconArrowLeft className="flip-rtl" size={16} aria-hidden />}
              disabled={run.current === 0}
              onClick={() => go({ type: "previous" })}
              data-testid="exam-previous"
            >
              {t("exam.previous")}
            </Button>
            {last ? (
              <Button
                radius="xl"
                leftSection={<IconSend className="flip-rtl" size={16} aria-hidden />}
                disabled={locked}
                onClick={() => send({ type: "askSubmit" })}
              >
                {t("exam.submit")}
              </Button>
            ) : (
              <Button
                variant="light"
                radius="xl"
                rightSection={<IconArrowRight className="flip-rtl" size={16} aria-hidden />}
                onClick={() => go({ type: "next" })}
                data-testid="exam-next"
              >
                {t("exam.next")}
              </Button>
            )}
          </nav>
        </section>
        <AnswerSheet run={run} onGo={(index) => go({ type: "goTo", index })} />
      </div>
    </div>
  );
}

/** Learner §9: the countdown ticks every second, from the server's seconds left. */
function Countdown({ run, now }: { run: ExamRun; now: number }) {
  const { t } = useTranslation();
  const left = secondsLeft(run.deadlineAt, now);
  if (left === null) {
    return (
      <span className={classes.clock} data-testid="countdown" data-seconds="">
        {t("exam.noTimeLimit")}
      </span>
    );
  }
  return (
    <span
      className={classes.clock}
      role="timer"
      aria-label={t("exam.timeLeft")}
      data-warning={left <= LAST_MINUTES || undefined}
      data-testid="countdown"
      data-seconds={left}
    >
      <IconAlarm size={18} aria-hidden />
      <span className={classes.clockLabel}>{t("exam.timeLeft")}</span>
      {/* Digits read left to right in every language. */}
      <bdi dir="ltr" className={classes.clockValue}>
        {formatClock(left)}
      </bdi>
    </span>
  );
}

/**
 * The options of a question: radios for single choice and true/false, boxes
 * for multiple choice (learner §4 question types), each labelled by its letter
 * and text; the group is labelled by the question itself.
 */
function QuestionInput({
  question,
  answer,
  disabled,
  onAnswer,
}: {
  question: QuestionHis;
  answer: Answer | null;
  disabled: boolean;
  onAnswer: (answer: Answer | null) => void;
}) {
  const options = question.hisOptionList.map((option) => ({
    value: option.optionNo,
    label: (
      <span className={classes.optionLabel}>
        <span className={classes.optionLetter}>{option.optionNo}.</span>{" "}
        <span dir="auto" data-testid="option-text">
          {option.content}
        </span>
      </span>
    ),
  }));
  const stem = (
    <span className={classes.stem} dir="auto" data-testid="question-stem">
      {question.content}
    </span>
  );
  if (question.questionType === QuestionType.multiple) {
    const value = Array.isArray(answer) ? answer : answer ? [answer] : [];
    return (
      <Checkbox.Group
        label={stem}
        value={value}
        onChange={(next) => onAnswer(answerFor(question.questionType, next))}
        classNames={{ label: classes.stemLabel }}
        data-testid="exam-options"
      >
        <div className={classes.options}>
          {options.map((option) => (
            <Checkbox
              key={option.value}
              value={option.value}
              label={option.label}
              disabled={disabled}
              className={classes.option}
              data-testid="exam-option"
            />
          ))}
        </div>
      </Checkbox.Group>
    );
  }
  const value = typeof answer === "string" ? answer : null;
  return (
    <Radio.Group
      label={stem}
      value={value}
      onChange={(next) => onAnswer(answerFor(question.questionType, next))}
      classNames={{ label: classes.stemLabel }}
      data-testid="exam-options"
    >
      <div className={classes.options}>
        {options.map((option) => (
          <Radio
            key={option.value}
            value={option.value}
            label={option.label}
            disabled={disabled}
            className={classes.option}
            data-testid="exam-option"
          />
        ))}
      </div>
    </Radio.Group>
  );
}

/** The quiet saved / saving / not saved state of the question shown. */
function SaveState({ status }: { status: SaveStatus | undefined }) {
  const { t } = useTranslation();
  return (
    <p
      className={classes.saveState}
      role="status"
      data-status={status ?? "none"}
      data-testid="save-state"
    >
      {status === "saving" && (
        <>
          <IconCloudUpload size={16} aria-hidden />
          {t("exam.save.saving")}
        </>
      )}
      {status === "saved" && (
        <>
          <IconCloudCheck size={16} aria-hidden />
          {t("exam.save.saved")}
        </>
      )}
      {status === "failed" && (
        <>
          <IconAlertTriangle size={16} aria-hidden />
          {t("exam.save.failed")}
        </>
      )}
    </p>
  );
}

/** The page-number list (learner §2): answered, current and not saved at a glance. */
function AnswerSheet({ run, onGo }: { run: ExamRun; onGo: (index: number) => void }) {
  const { t } = useTranslation();
  const questions = questionsOf(run);
  const answered = answeredIds(run);
  return (
    <nav className={classes.sheet} aria-labelledby="answer-sheet-title" data-testid="answer-sheet">
      <h2 id="answer-sheet-title" className={classes.sheetTitle}>
        {t("exam.sheet.title")}
      </h2>
      <p className={classes.sheetProgress} data-testid="answered-count">
        {t("exam.sheet.progress", { answered: answered.size, total: questions.length })}
      </p>
      <ol className={classes.sheetList}>
        {questions.map((question, index) => {
          const id = question.questionHisRefId;
          const isDone = answered.has(id);
          const notSaved = run.saves[id]?.status === "failed";
          const state = notSaved
            ? t("exam.sheet.notSaved")
            : isDone
              ? t("exam.sheet.answered")
              : t("exam.sheet.unanswered");
          return (
            <li key={id}>
              <button
                type="button"
                className={classes.sheetItem}
                aria-current={index === run.current ? "step" : undefined}
                aria-label={t("exam.sheet.item", { index: index + 1, state })}
                data-answered={isDone || undefined}
                data-not-saved={notSaved || undefined}
                data-testid="sheet-item"
                onClick={() => onGo(index)}
              >
                {index + 1}
                {isDone && !notSaved && (
                  <IconCheck className={classes.sheetMark} size={10} aria-hidden />
                )}
              </button>
            </li>
          );
        })}
      </ol>
      <ul className={classes.legend} aria-hidden="true">
        <li>
          <span className={classes.legendSwatch} data-kind="answered" />
          {t("exam.sheet.answered")}
        </li>
        <li>
          <span className={classes.legendSwatch} data-kind="unanswered" />
          {t("exam.sheet.unanswered")}
        </li>
        <li>
          <span className={classes.legendSwatch} data-kind="current" />
          {t("exam.sheet.current")}
        </li>
        <li>
          <span className={classes.legendSwatch} data-kind="notSaved" />
          {t("exam.sheet.notSaved")}
        </li>
      </ul>
    </nav>
  );
}
