import { Badge, Button } from "@mantine/core";
import { IconCheck, IconInfoCircle } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "../../i18n/translation.tsx";
import type { CertificationDetail } from "#contract/catalogue.ts";
import {
  actionsDisabled,
  canEnrol,
  examButtonGroup,
  Kind,
  RegistrationStatus,
  statusHintKey,
} from "#contract/catalogue-rules.ts";
import { ExamRelationType } from "#contract/exam-rules.ts";
import { EnrolmentStatus } from "../../components/enrolment/enrolment-status.tsx";
import { Link } from "react-router";
import { examPath } from "../../components/catalogue/links.ts";
import { ProgressSteps } from "../../components/progress-steps/progress-steps.tsx";
import { LearnerPart } from "../../frame/learner-part.tsx";
import { useSiteLinks } from "../../frame/use-frame.ts";
import { ApplyButton } from "./apply-button.tsx";
import { PROGRESS_STEPS, progressStep } from "./progress.ts";
import classes from "./detail.module.css";

/**
 * Where the learner stands (learner §2 "Certification detail"): the four
 * steps, the status hint or the pending review, and what to do next.
 */
export function ProgressCard({
  detail,
  compact,
  actions,
}: {
  detail: CertificationDetail;
  compact: boolean;
  actions: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section
      className={classes.progressCard}
      aria-labelledby="progress-title"
      data-testid="progress"
    >
      <h2 id="progress-title" className={classes.cardHeading}>
        {t("certification.progress.title")}
      </h2>
      <LearnerPart>
        <div className={classes.stepper}>
          <ProgressSteps
            steps={PROGRESS_STEPS.map((step) => ({
              key: step,
              label: t(`certification.progress.${step}`),
              description: compact ? undefined : t(`certification.progress.${step}Text`),
            }))}
            active={progressStep(detail.currentStatus)}
            compact={compact}
            testId="progress-steps"
          />
        </div>
        {/* Pending review: about 1-3 working days, at once with an invitation code (frame §4). */}
        {detail.registrationStatus === RegistrationStatus.NotAudited ? (
          <EnrolmentStatus registrationStatus={detail.registrationStatus} />
        ) : (
          <StatusHint detail={detail} />
        )}
      </LearnerPart>
      <div className={classes.progressActions}>{actions}</div>
    </section>
  );
}

function StatusHint({ detail }: { detail: CertificationDetail }) {
  const { t } = useTranslation();
  const key = statusHintKey(detail.currentStatus, detail.childStatus);
  if (!key) return null;
  return (
    <p className={classes.hint} role="status" data-testid="status-hint">
      <IconInfoCircle size={18} aria-hidden />
      <span>{t(key)}</span>
    </p>
  );
}

/**
 * The enrol button and the exam button group (learner §4): enrol shows per
 * canEnrol, the group per examButtonGroup, both disabled per actionsDisabled.
 */
export function ProgressActions({
  detail,
  loggedIn,
  onLoginNeeded,
  onContinue,
  onEnrol,
  enrolBusy,
}: {
  detail: CertificationDetail;
  loggedIn: boolean;
  onLoginNeeded: () => void;
  onContinue: () => void;
  onEnrol: (withInvitationCode: boolean) => void;
  enrolBusy: boolean;
}) {
  const { t } = useTranslation();
  const disabled = actionsDisabled(detail.currentStatus, detail.childStatus);
  const enrol = canEnrol(detail.currentStatus, detail.childStatus);
  const group = examButtonGroup(detail.currentStatus);
  const guarded = (action: () => void) => () => (loggedIn ? action() : onLoginNeeded());
  return (
    <div className={classes.actions} data-testid="progress-actions">
      {enrol && (
        <Button
          radius="xl"
          size="md"
          disabled={disabled}
          loading={enrolBusy}
          onClick={guarded(() => onEnrol(false))}
          data-testid="enrol-button"
        >
          {t("certification.actions.enrol")}
        </Button>
      )}
      {enrol && detail.kind === Kind.hsc && (
        <Button
          radius="xl"
          size="md"
          variant="default"
          disabled={disabled}
          onClick={guarded(() => onEnrol(true))}
          data-testid="enrol-invitation-button"
        >
          {t("certification.actions.enrolWithCode")}
        </Button>
      )}
      {group === "continue" && !enrol && (
        <Button
          radius="xl"
          size="md"
          variant="light"
          disabled={disabled}
          onClick={onContinue}
          data-testid="exam-continue"
        >
          {t("certification.actions.continue")}
        </Button>
      )}
      {group === "startExam" && (
        <StartExamButton
          releaseId={detail.id}
          disabled={disabled}
          loggedIn={loggedIn}
          onLoginNeeded={onLoginNeeded}
        />
      )}
      {group === "apply" && (
        <ApplyButton
          releaseId={detail.id}
          certificationName={detail.certificationName}
          disabled={disabled}
        />
      )}
      {group === "passed" && (
        <Badge
          size="xl"
          radius="xl"
          color="teal"
          variant="light"
          leftSection={<IconCheck size={16} aria-hidden />}
          data-testid="exam-passed"
        >
          {t("certification.actions.passed")}
        </Badge>
      )}
    </div>
  );
}

/**
 * Learner §4 "Exam button groups": start exam opens the exam page of this
 * release's theory exam (status exam or practical exam, so the courses are
 * learned and their exercises finished); entry is checked there.
 */
function StartExamButton({
  releaseId,
  disabled,
  loggedIn,
  onLoginNeeded,
}: {
  releaseId: number;
  disabled: boolean;
  loggedIn: boolean;
  onLoginNeeded: () => void;
}) {
  const { t } = useTranslation();
  const { link } = useSiteLinks();
  const common = { radius: "xl", size: "md", "data-testid": "exam-start" } as const;
  if (disabled || !loggedIn) {
    return (
      <Button {...common} disabled={disabled} onClick={onLoginNeeded}>
        {t("certification.actions.startExam")}
      </Button>
    );
  }
  return (
    <Button
      {...common}
      component={Link}
      to={link(examPath(releaseId, ExamRelationType.certification))}
    >
      {t("certification.actions.startExam")}
    </Button>
  );
}
