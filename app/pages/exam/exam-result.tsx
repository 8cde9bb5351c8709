import { Alert, Badge, Button } from "@mantine/core";
import {
  IconArrowLeft,
  IconArrowRight,
  IconCheck,
  IconInfoCircle,
  IconRefresh,
  IconSearch,
  IconX,
} from "@tabler/icons-react";
import { useTranslation } from "../../i18n/translation.tsx";
import { Link } from "react-router";
import type { QuestionHisCheck } from "#contract/exam.ts";
import { PassStatus } from "#contract/exam-rules.ts";
import { useSiteLinks } from "../../frame/use-frame.ts";
import {
  quizNextPath,
  quizResultText,
  resultOutcome,
  reviewOffered,
  type Analysis,
  type ExamEvent,
  type ExamState,
  type ExamTarget,
} from "./exam-flow.ts";
import classes from "./exam.module.css";

/**
 * The result after submission (learner §3 "Exam result"): the score, passed or
 * not, the attempts used, and the next step (learner §4, frame §4 "Exam flow").
 */
export function ResultView({
  state,
  target,
  send,
}: {
  state: ExamState;
  target: ExamTarget;
  send: (event: ExamEvent) => void;
}) {
  const { t } = useTranslation();
  const { link } = useSiteLinks();
  const grade = state.grade!;
  const status = state.status;
  const content = state.run?.content;
  const passed = grade.passStatus === PassStatus.pass;
  const outcome = resultOutcome(target, grade, status);
  const certificationPath = `/certification/detail/${status?.certificationReleaseId ?? target.releaseId}`;
  // Only a learner finished with the exam, on a paper that shows answers (decision 0041).
  const review = reviewOffered(status) && (
    <Button
      variant="light"
      radius="xl"
      leftSection={<IconSearch size={16} aria-hidden />}
      onClick={() => send({ type: "openAnalysis" })}
      data-testid="result-review"
    >
      {t("exam.result.review")}
    </Button>
  );
  return (
    <section
      className={classes.result}
      aria-labelledby="result-title"
      data-testid="exam-result"
      data-pass-status={grade.passStatus}
      data-exam-records-id={grade.examRecordsId}
      data-outcome={outcome.kind}
    >
      <h1 id="result-title" className={classes.resultTitle}>
        {t("exam.result.title")}
      </h1>
      <div className={classes.scoreRow}>
        <span className={classes.score} data-testid="result-score">
          <span className={classes.scoreLabel}>{t("exam.result.score")}</span>
          <bdi dir="ltr" className={classes.scoreValue}>
            {t("exam.result.scoreValue", {
              score: grade.theoryExamScore,
              total: content?.totalScore ?? 100,
            })}
          </bdi>
        </span>
        <Badge
          size="xl"
          radius="xl"
          color={passed ? "teal" : "red"}
          variant="light"
          leftSection={
            passed ? <IconCheck size={16} aria-hidden /> : <IconX size={16} aria-hidden />
          }
          data-testid="result-badge"
        >
          {passed ? t("exam.result.passed") : t("exam.result.failed")}
        </Badge>
      </div>
      <ul className={classes.resultFacts}>
        {content && <li>{t("exam.result.passScore", { pass: content.passScore })}</li>}
        {status && status.maxExamNums > 0 && (
          <li data-testid="result-attempts">
            {t("exam.result.attempts", { used: status.examNums, max: status.maxExamNums })}
          </li>
        )}
      </ul>

      {outcome.kind === "theoryPassed" && (
        <>
          {review && <div className={classes.resultActions}>{review}</div>}
          <p className={classes.resultText} data-testid="result-next">
            {outcome.nextStatus === 3 ? t("exam.result.practicalNext") : t("exam.result.applyNext")}
          </p>
          <div className={classes.resultActions}>
            <Button
              component={Link}
              to={link(certificationPath)}
              radius="xl"
              data-testid="result-certification"
            >
              {t("exam.result.toCertification")}
            </Button>
          </div>
        </>
      )}
      {outcome.kind === "theoryRetry" && (
        <>
          <p className={classes.resultText} data-testid="result-next">
            {t("exam.result.retryLeft", { count: outcome.attemptsLeft })}
          </p>
          <div className={classes.resultActions}>
            {review}
            <Button
              radius="xl"
              leftSection={<IconRefresh size={16} aria-hidden />}
              onClick={() => send({ type: "start" })}
              data-testid="result-retry"
            >
              {t("exam.result.retryStart")}
            </Button>
            <Button component={Link} to={link(certificationPath)} variant="default" radius="xl">
              {t("exam.result.toCertification")}
            </Button>
          </div>
        </>
      )}
      {outcome.kind === "relearn" && (
        <>
          <Alert
            color="orange"
            variant="light"
            radius="md"
            icon={<IconInfoCircle size={20} aria-hidden />}
            data-testid="result-relearn"
          >
            {t("exam.result.relearn")}
          </Alert>
          <div className={classes.resultActions}>
            {review}
            <Button
              component={Link}
              to={link(certificationPath)}
              radius="xl"
              data-testid="result-enrol-again"
            >
              {t("exam.result.enrolAgain")}
            </Button>
          </div>
        </>
      )}
      {outcome.kind === "exhausted" && (
        <>
          <Alert
            color="red"
            variant="light"
            radius="md"
            icon={<IconInfoCircle size={20} aria-hidden />}
            data-testid="result-exhausted"
          >
            {t("exam.result.exhausted")}
          </Alert>
          <div className={classes.resultActions}>
            {review}
            <Button component={Link} to={link(certificationPath)} radius="xl">
              {t("exam.result.toCertification")}
            </Button>
          </div>
        </>
      )}
      {(outcome.kind === "quizPassed" || outcome.kind === "quizFailed") && (
        <>
          <p className={classes.resultText} data-testid="result-next">
            {t(quizResultText(target.relationType, outcome.kind === "quizPassed"))}
          </p>
          <div className={classes.resultActions}>
            {review}
            {outcome.kind === "quizFailed" && (
              <Button
                variant="light"
                radius="xl"
                leftSection={<IconRefresh size={16} aria-hidden />}
                onClick={() => send({ type: "start" })}
                data-testid="result-retry"
              >
                {t("exam.result.quizAgain")}
              </Button>
            )}
            <Button
              component={Link}
              to={link(quizNextPath(target, status))}
              radius="xl"
              rightSection={<IconArrowRight className="flip-rtl" size={16} aria-hidden />}
              data-testid="result-continue"
            >
              {t("exam.result.continue")}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}

/** Learner §4 "Exam run" 4: only the wrongly answered questions, one at a time. */
export function AnalysisView({
  analysis,
  onStep,
  onClose,
}: {
  analysis: Analysis;
  onStep: (by: 1 | -1) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { wrong, position, details } = analysis;
  const question = wrong[position];
  return (
    <section
      className={classes.analysis}
      aria-labelledby="analysis-title"
      data-testid="exam-analysis"
    >
      <header className={classes.analysisHead}>
        <h1 id="analysis-title" className={classes.resultTitle}>
          {t("exam.analysis.title")}
        </h1>
        <Button
          variant="default"
          radius="xl"
          leftSection={<IconArrowLeft className="flip-rtl" size={16} aria-hidden />}
          onClick={onClose}
          data-testid="analysis-close"
        >
          {t("exam.analysis.backToResult")}
        </Button>
      </header>
      {!question ? (
        <p className={classes.resultText}>{t("exam.analysis.none")}</p>
      ) : (
        <>
          <p className={classes.questionIndex} aria-live="polite" data-testid="analysis-position">
            {t("exam.analysis.position", { index: position + 1, total: wrong.length })}
          </p>
          <WrongAnswer
            key={question.questionRefId}
            question={question}
            showAnswer={details.viewAnswer}
          />
          <nav className={classes.questionNav} aria-label={t("exam.analysis.title")}>
            <Button
              variant="default"
              radius="xl"
              leftSection={<IconArrowLeft className="flip-rtl" size={16} aria-hidden />}
              disabled={position === 0}
              onClick={() => onStep(-1)}
              data-testid="analysis-previous"
            >
              {t("exam.previous")}
            </Button>
            <Button
              variant="light"
              radius="xl"
              rightSection={<IconArrowRight className="flip-rtl" size={16} aria-hidden />}
              disabled={position >= wrong.length - 1}
              onClick={() => onStep(1)}
              data-testid="analysis-next"
            >
              {t("exam.next")}
            </Button>
          </nav>
        </>
      )}
    </section>
  );
}

const letters = (answer: string | null) => (answer ? answer.split("") : []);

function WrongAnswer({
  question,
  showAnswer,
}: {
  question: QuestionHisCheck;
  showAnswer: boolean;
}) {
  const { t } = useTranslation();
  const chosen = letters(question.userAnswer);
  const correct = showAnswer ? letters(question.answer) : [];
  return (
    <article className={classes.questionCard} data-testid="analysis-question">
      <p className={classes.stem} dir="auto" data-testid="analysis-stem">
        {question.content}
      </p>
      <ul className={classes.analysisOptions}>
        {question.hisOptionList.map((option) => {
          const mine = chosen.includes(option.optionNo);
          const right = correct.includes(option.optionNo);
          return (
            <li
              key={option.optionNo}
              className={classes.analysisOption}
              data-mine={mine || undefined}
              data-right={right || undefined}
            >
              <span className={classes.optionLetter}>{option.optionNo}.</span>
              <span dir="auto">{option.content}</span>
              {mine && <IconX className={classes.analysisMark} size={16} aria-hidden />}
              {right && <IconCheck className={classes.analysisMark} size={16} aria-hidden />}
            </li>
          );
        })}
      </ul>
      <dl className={classes.analysisFacts}>
        <div>
          <dt>{t("exam.analysis.yourAnswer")}</dt>
          <dd data-testid="analysis-user-answer">
            {chosen.length > 0 ? chosen.join(", ") : t("exam.analysis.noAnswer")}
          </dd>
        </div>
        <div>
          <dt>{t("exam.analysis.correctAnswer")}</dt>
          <dd data-testid="analysis-correct-answer">
            {correct.length > 0 ? correct.join(", ") : t("exam.analysis.hidden")}
          </dd>
        </div>
      </dl>
      {question.analysis && (
        <div className={classes.explanation} data-testid="analysis-explanation">
          <h2 className={classes.explanationTitle}>{t("exam.analysis.explanation")}</h2>
          <p>{question.analysis}</p>
        </div>
      )}
    </article>
  );
}
