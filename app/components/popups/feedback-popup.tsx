import { Button, Group, Modal, Text } from "@mantine/core";
import type { FeedbackConfig } from "#contract/site.ts";
import { useTranslation } from "../../i18n/translation.tsx";
import type { ConsentPlace } from "#contract/consent-rules.ts";
import { storeCookie } from "../../frame/consent.ts";
import { FEEDBACK_COOKIE } from "./popup-rules.ts";

/**
 * The feedback invitation (frame §4 "Popups"): its title and description;
 * Start opens the survey link in a new tab and closes it.
 */
export function FeedbackPopup({
  config,
  place,
  onDone,
}: {
  config: FeedbackConfig;
  place: ConsentPlace;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const close = () => {
    // Closing (either button) keeps it away for a week (frame §4, §9) where functionality
    // cookies may be stored; otherwise for this page view only.
    storeCookie(FEEDBACK_COOKIE, "false", place);
    onDone();
  };
  return (
    <Modal
      opened
      onClose={close}
      title={config.title}
      centered
      radius="lg"
      data-testid="feedback-popup"
    >
      <Text size="sm" mb="lg" style={{ whiteSpace: "pre-line" }}>
        {config.description}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={close}>
          {t("popups.feedback.later")}
        </Button>
        <Button
          component="a"
          href={config.link}
          target="_blank"
          rel="noopener noreferrer"
          onClick={close}
          data-autofocus
        >
          {t("popups.feedback.start")}
        </Button>
      </Group>
    </Modal>
  );
}
