import { Card, Stack, Switch, Text, Title } from "@mantine/core";
import { useState } from "react";
import { Code } from "#contract/codes.ts";
import { MailSubscription } from "#contract/identity-rules.ts";
import { showToast } from "../../../components/toasts.tsx";
import { useApiClient } from "../../../frame/use-frame.ts";
import { useTranslation } from "../../../i18n/translation.tsx";
import { AccountCard, type AccountSummary } from "../account-card.tsx";

/**
 * Personal information and preferences (frame §1): the account card with the
 * photo and the way to the personal-information page (/my-learning/edit: edit,
 * photo, data download, deletion), and the mail subscription.
 */
export function PersonalTab({ user, compact }: { user: AccountSummary; compact: boolean }) {
  return (
    <Stack gap="xl">
      <AccountCard user={user} compact={compact} />
      <Preferences emailNotificationStatus={user.emailNotificationStatus} />
    </Stack>
  );
}

function Preferences({ emailNotificationStatus }: { emailNotificationStatus: number }) {
  const { t } = useTranslation();
  const api = useApiClient();
  const [subscribed, setSubscribed] = useState(
    emailNotificationStatus === MailSubscription.subscribed,
  );
  const [saving, setSaving] = useState(false);

  async function change(subscribe: boolean) {
    setSaving(true);
    try {
      const envelope = await api.post("/user/updateEmailNotificationStatus", { subscribe });
      if (envelope.code === Code.success && envelope.data) {
        setSubscribed(envelope.data.emailNotificationStatus === MailSubscription.subscribed);
        showToast({ message: t("myLearning.successModify"), color: "green" });
      }
    } finally {
      setSaving(false);
    }
  }

  return (
    <section aria-labelledby="my-preferences">
      <Title order={2} id="my-preferences" size="h3" mb="md">
        {t("myLearning.preferences")}
      </Title>
      <Card withBorder padding="lg">
        <Switch
          checked={subscribed}
          disabled={saving}
          onChange={(event) => void change(event.currentTarget.checked)}
          label={t("myLearning.mailSubscription")}
          description={t("myLearning.mailSubscriptionHint")}
          data-testid="mail-subscription"
        />
        {emailNotificationStatus === MailSubscription.cancelled && !subscribed && (
          <Text size="sm" c="dimmed" mt="sm">
            {t("myLearning.mailSubscriptionCancelled")}
          </Text>
        )}
      </Card>
    </section>
  );
}
