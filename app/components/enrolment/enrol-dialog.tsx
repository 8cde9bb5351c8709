import { Button, Checkbox, Group, Modal, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "../../i18n/translation.tsx";
import classes from "./enrolment.module.css";

/**
 * The enrol dialog (learner §2, §5): confirms the enrolment and sends the
 * e-mail notification choice, 0 unless the learner ticks it. It tells what
 * follows as the server will do it: approval at once, or the review of 1 to
 * 3 working days (frame §4, §9; decision 0048).
 */
export function EnrolDialog({
  opened,
  name,
  autoApprove,
  busy,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  name: string;
  autoApprove: boolean;
  busy: boolean;
  onConfirm: (emailNotificationStatus: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [notify, setNotify] = useState(false);
  const [wasOpened, setWasOpened] = useState(opened);
  // Each opening starts from the default choice 0 (learner §5).
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) setNotify(false);
  }
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t("enrolment.enrol.title")}
      centered
      radius="lg"
      data-testid="enrol-dialog"
    >
      <Text>{t("enrolment.enrol.text", { name })}</Text>
      <Text size="sm" c="dimmed" mt="xs" data-testid="enrol-approval">
        {t(autoApprove ? "enrolment.enrol.approvedAtOnce" : "enrolment.enrol.review")}
      </Text>
      <Checkbox
        className={classes.notify}
        checked={notify}
        onChange={(event) => setNotify(event.currentTarget.checked)}
        label={t("enrolment.notification.label")}
        description={t("enrolment.notification.hint")}
        data-testid="enrol-notification"
      />
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" radius="xl" onClick={onClose}>
          {t("enrolment.cancel")}
        </Button>
        <Button
          radius="xl"
          loading={busy}
          onClick={() => onConfirm(notify ? 1 : 0)}
          data-testid="enrol-confirm"
        >
          {t("enrolment.enrol.confirm")}
        </Button>
      </Group>
    </Modal>
  );
}
