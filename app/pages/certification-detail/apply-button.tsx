import { Button, Group, Modal, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "../../i18n/translation.tsx";
import { useRevalidator } from "react-router";
import { Code } from "#contract/codes.ts";
import { showToast } from "../../components/toasts.tsx";
import { useApiClient } from "../../frame/use-frame.ts";

export const APPLY_PATH = "/user/certificationApply/apply";

/**
 * Learner §4 status apply (4): the certificate apply dialog (frame §2 "Other
 * screens"). After applying the status is finish (5) and the page says the
 * result comes within three business days; refusals (20036, 10003, 10004)
 * open the Tips dialog with their text.
 */
export function ApplyButton({
  releaseId,
  certificationName,
  disabled,
}: {
  releaseId: number;
  certificationName: string;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const api = useApiClient();
  const revalidator = useRevalidator();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function apply() {
    setBusy(true);
    try {
      const envelope = await api.post(APPLY_PATH, { releaseCertificationId: releaseId });
      setOpen(false);
      if (envelope.code === Code.success) {
        showToast({ message: t("certificate.apply.sent"), color: "green" });
        await revalidator.revalidate();
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button
        radius="xl"
        size="md"
        disabled={disabled}
        onClick={() => setOpen(true)}
        data-testid="exam-apply"
      >
        {t("certification.actions.apply")}
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={t("certificate.apply.title")}
        centered
        radius="md"
      >
        <Text>{t("certificate.apply.text", { name: certificationName })}</Text>
        <Text size="sm" c="dimmed" mt="sm">
          {t("certificate.apply.review")}
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setOpen(false)}>
            {t("enrolment.cancel")}
          </Button>
          <Button loading={busy} onClick={() => void apply()} data-testid="apply-confirm">
            {t("certificate.apply.confirm")}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
