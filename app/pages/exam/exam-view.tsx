import { Alert, Button, Loader } from "@mantine/core";
import { IconAlertTriangle, IconClipboardText, IconRefresh } from "@tabler/icons-react";
import { useTranslation } from "../../i18n/translation.tsx";
import { Link } from "react-router";
import { DISMISS_REMINDER_PATH } from "#contract/certificate-rules.ts";
import { PassStatus, QUIZ, THEORY_EXAM } from "#contract/exam-rules.ts";
import { useApiClient, useSiteLinks } from "../../frame/use-frame.ts";
import { ReminderDialog, SubmitDialogs, UnqualifiedDialog } from "./exam-dialogs.tsx";
import {
  ExamPageType,
  detailPathOf,
  examIntroTexts,
  type ExamState,
  type ExamTarget,
} from "./exam-flow.ts";
import { ExamPaper } from "./exam-paper.tsx";
import { AnalysisView, ResultView } from "./exam-result.tsx";
import { useExam, type ExamController } from "./use-exam.ts";
import classes from "./exam.module.css";

/**
 * The exam screen (learner §2): entry, the rules and the start, the paper with
 * its countdown and answer sheet, the result and the wrong-answers analysis,
 * and the dialogs of learner §4 and §5.
 */
export function ExamView({ target, compact }: { target: ExamTarget; compact: boolean }) {
  return (
    <ExamScreen
      key={`${target.relationType}-${target.releaseId}`}
      target={target}
      compact={compact}
    />
  );
}

function ExamScreen({ target, compact }: { target: ExamTarget; compact: boolean }) {
  const exam = useExam(target);
  const api = useApiClient();
  const { state, send } = exam;
  const { phase } = state;
  return (
    <div
      className={classes.page}
      data-compact={compact || undefined}
      data-testid="exam-page"
      data-phase={phase.name}
    >
      <div className="frame-container">
        <Phase exam={exam} target={target} compact={compact} />
      </div>
      {phase.name === "unqualified" && (
        <UnqualifiedDialog target={target} reason={phase.reason} availableAt={phase.availableAt} />
      )}
      {state.run && (
        <SubmitDialogs
          dialog={state.dialog}
          run={state.run}
          busy={phase.name === "submitting"}
          send={send}
        />
      )}
      <ReminderDialog
        opened={state.reminder === "open" && phase.name !== "unqualified"}
        onClose={() => {
          send({ type: "dismissReminder" });
          // Recorded, so the reminder does not come back on the next visit (frame §4).
          void api.post(
            DISMISS_REMINDER_PATH,
            { releaseCertificationId: target.releaseId },
            {
              quiet: true,
            },
          );
        }}
      />
    </div>
  );
}

function Phase({
  exam,
  target,
  compact,
}: {
  exam: ExamController;
  target: ExamTarget;
  compact: boolean;
}) {
  const { t } = useTranslation();
  const { state, send } = exam;
  switch (state.phase.name) {
    case "checking":
    case "starting":
    case "grading":
    case "loadingAnalysis":
    case "unqualified":
      return <Waiting label={t("exam.loading")} />;
    case "ready":
      return <Intro state={state} target={target} onStart={() => send({ type: "start" })} />;
    case "startFailed":
      return <StartFailed target={target} onRetry={() => send({ type: "start" })} />;
    case "running":
    case "submitting":
      return <ExamPaper state={state} send={send} compact={compact} />;
    case "result":
      return <ResultView state={state} target={target} send={send} />;
    case "analysis":
      return (
        <AnalysisView
          analysis={state.phase.analysis}
          onStep={(by) => send({ type: "analysisStep", by })}
          onClose={() => send({ type: "closeAnalysis" })}
        />
      );
  }
}

function Waiting({ label }: { label: string }) {
  return (
    <div className={classes.waiting} role="status" data-testid="exam-loading">
      <Loader size="md" aria-hidden />
      <span>{label}</span>
    </div>
  );
}

/** Before an attempt starts: what the paper is, its rules, and the start button. */
function Intro({
  state,
  target,
  onStart,
}: {
  state: ExamState;
  target: ExamTarget;
  onStart: () => void;
}) {
  const { t } = useTranslation();
  const theory = target.relationType === ExamPageType.theory;
  const texts = examIntroTexts(target.relationType);
  const status = state.status;
  const total = theory ? THEORY_EXAM.totalScore : QUIZ.totalScore;
  const pass = theory ? THEORY_EXAM.passScore : QUIZ.passScore;
  const facts: { label: string; value: string; testId: string }[] = [
    {
      label: t("exam.intro.duration"),
      value: theory
        ? t("exam.intro.durationValue", { minutes: THEORY_EXAM.durationSeconds / 60 })
        : t("exam.intro.noLimit"),
      testId: "intro-duration",
    },
    {
      label: t("exam.intro.passScore"),
      value: t("exam.intro.passScoreValue", { pass, total }),
      testId: "intro-pass",
    },
  ];
  if (status && status.maxExamNums > 0) {
    facts.push({
      label: t("exam.intro.attempts"),
      value: t("exam.intro.attemptsValue", { used: status.examNums, max: status.maxExamNums }),
      testId: "intro-attempts",
    });
  }
  if (
    status &&
    status.theoryExamScore !== null &&
    status.passStatus !== PassStatus.notParticipated
  ) {
    facts.push({
      label: t("exam.intro.lastScore"),
      value: String(status.theoryExamScore),
      testId: "intro-last-score",
    });
  }
  return (
    <section className={classes.intro} aria-labelledby="exam-intro-title" data-testid="exam-intro">
      <span className={classes.introIcon}>
        <IconClipboardText size={28} aria-hidden />
      </span>
      <h1 id="exam-intro-title" className={classes.introTitle}>
        {t(texts.title)}
      </h1>
      <p className={classes.introText} data-testid="exam-intro-text">
        {t(texts.intro)}
      </p>
      <dl className={classes.facts}>
        {facts.map((fact) => (
          <div key={fact.testId} className={classes.fact} data-testid={fact.testId}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      <p className={classes.note}>{t("exam.intro.saveNote")}</p>
      <div className={classes.introActions}>
        <BackToDetail target={target} />
        <Button size="md" radius="xl" onClick={onStart} data-testid="exam-start">
          {t(texts.start)}
        </Button>
      </div>
    </section>
  );
}

function StartFailed({ target, onRetry }: { target: ExamTarget; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <section className={classes.intro} data-testid="exam-start-failed">
      <Alert
        color="red"
        variant="light"
        radius="md"
        icon={<IconAlertTriangle size={20} aria-hidden />}
        title={t("exam.startFailed")}
      />
      <div className={classes.introActions}>
        <BackToDetail target={target} />
        <Button
          radius="xl"
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={onRetry}
          data-testid="exam-retry-start"
        >
          {t("exam.retry")}
        </Button>
      </div>
    </section>
  );
}

export function BackToDetail({ target }: { target: ExamTarget }) {
  const { t } = useTranslation();
  const { link } = useSiteLinks();
  return (
    <Button
      component={Link}
      to={link(detailPathOf(target))}
      variant="default"
      radius="xl"
      size="md"
      data-testid="exam-back"
    >
      {t("exam.back")}
    </Button>
  );
}
