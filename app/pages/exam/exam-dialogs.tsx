import { Button, Group, Modal, Text } from "@mantine/core";
import { IconAlarm, IconAlertTriangle, IconCertificate, IconLock } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "../../i18n/translation.tsx";
import { useNavigate } from "react-router";
import type { ExamEntry } from "#contract/exam.ts";
import { dateTimeFormat } from "#contract/intl.ts";
import { useSiteLinks } from "../../frame/use-frame.ts";
import {
  detailPathOf,
  unansweredCount,
  type ExamDialog,
  type ExamEvent,
  type ExamRun,
  type ExamTarget,
} from "./exam-flow.ts";
import classes from "./exam.module.css";

function DialogText({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <div className={classes.dialogText}>
      <span className={classes.dialogIcon}>{icon}</span>
      <Text>{children}</Text>
    </div>
  );
}

/**
 * Learner §5: unanswered questions warn first (go back or submit anyway),
 * otherwise a plain confirmation; learner §4 "Exam run" 2: at the end of the
 * time a dialog that cannot be closed forces the submission.
 */
export function SubmitDialogs({
  dialog,
  run,
  busy,
  send,
}: {
  dialog: ExamDialog;
  run: ExamRun;
  busy: boolean;
  send: (event: ExamEvent) => void;
}) {
  const { t } = useTranslation();
  const close = () => send({ type: "closeDialog" });
  const submit = () => send({ type: "confirmSubmit" });
  return (
    <>
      <Modal
        opened={dialog === "unanswered"}
        onClose={close}
        title={t("exam.dialog.unansweredTitle")}
        centered
        radius="lg"
        data-testid="unanswered-dialog"
      >
        <DialogText icon={<IconAlertTriangle size={22} aria-hidden />}>
          {t("exam.dialog.unanswered", { count: unansweredCount(run) })}
        </DialogText>
        <Group justify="flex-end" mt="lg" gap="sm">
          <Button variant="default" radius="xl" onClick={close} data-autofocus>
            {t("exam.dialog.goBack")}
          </Button>
          <Button radius="xl" color="orange" onClick={submit} data-testid="unanswered-submit">
            {t("exam.dialog.submit")}
          </Button>
        </Group>
      </Modal>
      <Modal
        opened={dialog === "confirmSubmit"}
        onClose={close}
        title={t("exam.dialog.confirmTitle")}
        centered
        radius="lg"
        data-testid="submit-dialog"
      >
        <Text>{t("exam.dialog.confirm")}</Text>
        <Group justify="flex-end" mt="lg" gap="sm">
          <Button variant="default" radius="xl" onClick={close}>
            {t("exam.dialog.cancel")}
          </Button>
          <Button radius="xl" onClick={submit} data-autofocus data-testid="submit-confirm">
            {t("exam.dialog.submit")}
          </Button>
        </Group>
      </Modal>
      <Modal
        opened={dialog === "timeout"}
        onClose={close}
        title={t("exam.dialog.timeoutTitle")}
        centered
        radius="lg"
        withCloseButton={false}
        closeOnEscape={false}
        closeOnClickOutside={false}
        data-testid="timeout-dialog"
      >
        <DialogText icon={<IconAlarm size={22} aria-hidden />}>
          {t("exam.dialog.timeout")}
        </DialogText>
        <Button
          mt="lg"
          fullWidth
          radius="xl"
          onClick={submit}
          loading={busy}
          data-autofocus
          data-testid="timeout-submit"
        >
          {t("exam.dialog.timeoutSubmit")}
        </Button>
      </Modal>
    </>
  );
}

/**
 * Learner §4 "Exam entry": a learner who is not qualified sees why, with only a
 * back button, which returns to the certification or course page.
 */
export function UnqualifiedDialog({
  target,
  reason,
  availableAt,
}: {
  target: ExamTarget;
  reason: ExamEntry["reason"];
  /** With relearnWaiting: when the exam opens again. */
  availableAt?: string;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { link } = useSiteLinks();
  const back = () => void navigate(link(detailPathOf(target)));
  return (
    <Modal
      opened
      onClose={back}
      title={t("exam.unqualified.title")}
      centered
      radius="lg"
      withCloseButton={false}
      closeOnClickOutside={false}
      data-testid="unqualified-dialog"
    >
      <DialogText icon={<IconLock size={22} aria-hidden />}>
        {t(`exam.unqualified.${reason ?? "unknown"}`, {
          date: availableAt
            ? dateTimeFormat(i18n.language, { dateStyle: "long" }).format(new Date(availableAt))
            : "",
        })}
      </DialogText>
      <Button
        mt="lg"
        fullWidth
        radius="xl"
        onClick={back}
        data-autofocus
        data-testid="unqualified-back"
      >
        {t("exam.back")}
      </Button>
    </Modal>
  );
}

/** Learner §4 "Reminder": the required-certificate reminder. */
export function ReminderDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t("exam.reminder.title")}
      centered
      radius="lg"
      data-testid="reminder-dialog"
    >
      <DialogText icon={<IconCertificate size={22} aria-hidden />}>
        {t("exam.reminder.text")}
      </DialogText>
      <Button mt="lg" fullWidth radius="xl" onClick={onClose} data-autofocus>
        {t("exam.reminder.ok")}
      </Button>
    </Modal>
  );
}
