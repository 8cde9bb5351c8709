import { Button, Modal, Text } from "@mantine/core";
import { useRef, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { closeTips, currentTips, subscribeTips } from "./tips-dialog-store.ts";

const serverSnapshot = () => null;

/**
 * The single-button dialog (title Tips, button Ok) that shows a refused call's
 * text (learner §8). Mounted once in the root layout; opened through showTips().
 */
export function TipsDialog() {
  const { t } = useTranslation();
  const text = useSyncExternalStore(subscribeTips, currentTips, serverSnapshot);
  // Keeps the text while the dialog fades out after closing.
  const shown = useRef("");
  if (text !== null) shown.current = text;
  return (
    <Modal
      opened={text !== null}
      onClose={closeTips}
      title={t("tips.title")}
      withCloseButton={false}
      centered
      radius="md"
      data-testid="tips-dialog"
    >
      <Text style={{ whiteSpace: "pre-line" }}>{text ?? shown.current}</Text>
      <Button mt="lg" fullWidth onClick={closeTips} data-autofocus>
        {t("tips.ok")}
      </Button>
    </Modal>
  );
}
