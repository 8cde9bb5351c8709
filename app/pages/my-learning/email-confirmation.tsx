import { Alert, Button, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "../../i18n/translation.tsx";
import { Code } from "#contract/codes.ts";
import { showToast } from "../../components/toasts.tsx";
import { useApiClient } from "../../frame/use-frame.ts";

export const SEND_CONFIRMATION_PATH = "/user/email/sendConfirmation";

/**
 * The address is not confirmed yet: say what waits on it (invitation letters
 * bound to it, partner sign-in) and offer the link again.
 */
export function EmailConfirmation({ email }: { email: string }) {
  const { t } = useTranslation();
  const api = useApiClient();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  async function send() {
    setBusy(true);
    try {
      const envelope = await api.post(SEND_CONFIRMATION_PATH);
      if (envelope.code === Code.success) {
        setSent(true);
        showToast({ message: t("myLearning.confirmationSent", { email }), color: "green" });
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <Alert color="yellow" variant="light" mt="md" data-testid="email-unconfirmed">
      <Text size="sm">{t("myLearning.emailUnconfirmed")}</Text>
      <Button
        mt="sm"
        size="xs"
        variant="light"
        onClick={() => void send()}
        loading={busy}
        disabled={sent}
        data-testid="send-confirmation"
      >
        {t("myLearning.sendConfirmation")}
      </Button>
    </Alert>
  );
}
