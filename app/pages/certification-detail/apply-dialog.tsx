import { Button, Group, Modal, Text } from "@mantine/core";
import { useTranslation } from "../../i18n/translation.tsx";

/** The certificate apply dialog's confirmation (frame §2 "Other screens"). */
export function ApplyDialog({
  opened,
  onClose,
  certificationName,
  busy,
  onConfirm,
}: {
  opened: boolean;
  onClose: () => void;
  certificationName: string;
  busy: boolean;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t("certificate.apply.title")}
      centered
      radius="md"
    >
      <Text>{t("certificate.apply.text", { name: certificationName })}</Text>
      <Text size="sm" c="dimmed" mt="sm">
        {t("certificate.apply.review")}
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {t("enrolment.cancel")}
        </Button>
        <Button loading={busy} onClick={onConfirm} data-testid="apply-confirm">
          {t("certificate.apply.confirm")}
        </Button>
      </Group>
    </Modal>
  );
}
