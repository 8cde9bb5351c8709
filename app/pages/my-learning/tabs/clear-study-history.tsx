import { Button, Group, Text } from "@mantine/core";
import { IconEraser } from "@tabler/icons-react";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { Code } from "#contract/codes.ts";
import { closeModal, openModal } from "../../../components/modals.tsx";
import { showToast } from "../../../components/toasts.tsx";
import { useApiClient } from "../../../frame/use-frame.ts";
import { useTranslation } from "../../../i18n/translation.tsx";

export const CLEAN_STUDY_RECORD_PATH = "/user/cleanCurrentUserStudyRecord";
const DIALOG = "clear-study-history";

/**
 * "Clear my study history" (frame §7 cleanCurrentUserStudyRecord, decision
 * 0019): the dialog says exactly what goes — progress in this site's
 * self-paced courses and videos outside the certifications — and what stays;
 * nothing happens without the confirmation.
 */
export function ClearStudyHistory() {
  const { t } = useTranslation();
  const api = useApiClient();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);

  async function clear() {
    closeModal(DIALOG);
    setBusy(true);
    try {
      const envelope = await api.post(CLEAN_STUDY_RECORD_PATH);
      if (envelope.code === Code.success && envelope.data) {
        showToast({
          message: t("myLearning.clear.done", {
            courses: envelope.data.courses,
            videos: envelope.data.videos,
          }),
          color: "green",
        });
        await revalidator.revalidate();
      }
    } finally {
      setBusy(false);
    }
  }

  const confirm = () =>
    openModal({
      modalId: DIALOG,
      title: t("myLearning.clear.title"),
      centered: true,
      radius: "md",
      children: (
        <>
          <Text>{t("myLearning.clear.text")}</Text>
          <Text size="sm" c="dimmed" mt="sm">
            {t("myLearning.clear.kept")}
          </Text>
          <Group justify="flex-end" mt="lg" gap="sm">
            <Button variant="default" radius="xl" onClick={() => closeModal(DIALOG)} data-autofocus>
              {t("myLearning.clear.keep")}
            </Button>
            <Button
              color="red.8"
              radius="xl"
              onClick={() => void clear()}
              data-testid="clear-confirm"
            >
              {t("myLearning.clear.confirm")}
            </Button>
          </Group>
        </>
      ),
    });

  return (
    <Button
      variant="subtle"
      color="red.8"
      size="xs"
      leftSection={<IconEraser size={16} aria-hidden />}
      loading={busy}
      onClick={confirm}
      data-testid="clear-study-history"
    >
      {t("myLearning.clear.button")}
    </Button>
  );
}
