import { Button, Modal, Text } from "@mantine/core";
import { useTranslation } from "../i18n/translation.tsx";

/** The unsupported-browser dialog (learner §2), loaded only for the browsers that get it. */
export function IeNoticeDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened onClose={onClose} title={t("ie.title")} centered radius="md">
      <Text>{t("ie.text")}</Text>
      <Text mt="sm" fw={600}>
        {t("ie.recommend")}
      </Text>
      <Button mt="lg" fullWidth onClick={onClose}>
        {t("ie.ok")}
      </Button>
    </Modal>
  );
}
