import { Button, Card, Group, SimpleGrid, Text, Title } from "@mantine/core";
import { useTranslation } from "../../i18n/translation.tsx";
import { useSiteLinks } from "../../frame/use-frame.ts";
import { EmailConfirmation } from "./email-confirmation.tsx";
import { CompanyCertificateButton } from "./more-certificates.tsx";

export type AccountUser = {
  name: string;
  email: string;
  emailVerified: boolean;
  country: string;
  companyName: string;
};

/** The learner's account card (moved as it was from the single My Learning page). */
export function AccountSection({ user, compact }: { user: AccountUser; compact: boolean }) {
  const { t } = useTranslation();
  const { prefix, mobile } = useSiteLinks();
  const here = `${prefix}${mobile ? "/mobile" : ""}/my-learning`;
  return (
    <section aria-labelledby="my-account">
      <Title order={2} id="my-account" size="h3" mb="md">
        {t("myLearning.account")}
      </Title>
      <Card withBorder padding="lg">
        <SimpleGrid cols={compact ? 1 : 2} spacing="sm">
          <Field label={t("myLearning.name")} value={user.name} />
          <Field label={t("myLearning.email")} value={user.email} />
          <Field label={t("myLearning.country")} value={user.country} />
          <Field label={t("myLearning.company")} value={user.companyName} />
        </SimpleGrid>
        {!user.emailVerified && <EmailConfirmation email={user.email} />}
        <Group mt="lg">
          <CompanyCertificateButton />
          {/* Frame §4: deletion happens at the identity provider, which asks for the password. */}
          <Button
            component="a"
            href={`/user/sso/deleteAccount?target=${encodeURIComponent(here)}`}
            variant="subtle"
            color="red"
          >
            {t("myLearning.deleteAccount")}
          </Button>
        </Group>
      </Card>
    </section>
  );
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text>{value || "—"}</Text>
    </div>
  );
}
