import { Button, Text } from "@mantine/core";
import { useTranslation } from "../i18n/translation.tsx";
import { closeModal, openModal } from "./modals.tsx";

/** One id for every Tips dialog: Mantine's modals manager ignores an open request for an id already open. */
const TIPS_MODAL_ID = "tips";

function TipsTitle() {
  const { t } = useTranslation();
  return t("tips.title");
}

function TipsBody({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Text style={{ whiteSpace: "pre-line" }}>{text}</Text>
      <Button mt="lg" fullWidth onClick={() => closeModal(TIPS_MODAL_ID)} data-autofocus>
        {t("tips.ok")}
      </Button>
    </>
  );
}

/**
 * Opens the single-button dialog (title Tips, button Ok) with a refused call's
 * text (learner §8), through the modals provider of the root layout. While
 * one is showing, further requests are dropped, so a burst of failed calls
 * opens one dialog, not a stack of them.
 */
export function showTips(text: string): void {
  openModal({
    modalId: TIPS_MODAL_ID,
    title: <TipsTitle />,
    withCloseButton: false,
    centered: true,
    radius: "md",
    children: <TipsBody text={text} />,
  });
}
