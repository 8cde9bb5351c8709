import { Button, Group, Modal, Text } from "@mantine/core";
import { Link } from "react-router";
import type { CertificateReminder } from "#contract/certificate.ts";
import { certificationDetailPath } from "../catalogue/links.ts";
import { useSiteLinks } from "../../frame/use-frame.ts";
import { useTranslation } from "../../i18n/translation.tsx";

/**
 * The certificate reminder of the home-like pages (frame §2, §4 "Certificate
 * reminder"): a certification the learner is enrolled in needs a certificate
 * they no longer hold. OK, or going to that certification, dismisses it
 * (`onDone` records it).
 */
export default function CertificateReminderPopup({
  reminder,
  onDone,
}: {
  reminder: CertificateReminder;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { link } = useSiteLinks();
  const prerequisite = reminder.prerequisite.certificationName;
  return (
    <Modal
      opened
      onClose={onDone}
      title={t("popups.certificateReminder.title")}
      centered
      radius="lg"
      data-testid="certificate-reminder-popup"
    >
      <Text size="sm" mb="lg">
        {t("popups.certificateReminder.text", {
          certification: reminder.certificationName,
          prerequisite,
        })}
      </Text>
      <Group justify="flex-end">
        <Button
          variant="default"
          component={Link}
          to={link(certificationDetailPath(reminder.prerequisite.certificationReleaseId))}
          onClick={onDone}
        >
          {t("popups.certificateReminder.view", { prerequisite })}
        </Button>
        <Button onClick={onDone} data-autofocus>
          {t("popups.certificateReminder.ok")}
        </Button>
      </Group>
    </Modal>
  );
}
