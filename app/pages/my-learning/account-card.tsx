import { Anchor, Avatar, Card, Group, SimpleGrid, Text, Title } from "@mantine/core";
import { IconUser } from "@tabler/icons-react";
import { Link } from "react-router";
import { useTranslation } from "../../i18n/translation.tsx";
import { useSiteLinks } from "../../frame/use-frame.ts";
import { EmailConfirmation } from "./email-confirmation.tsx";
import { CompanyCertificateButton } from "./more-certificates.tsx";

/** What My Learning shows of the learner's account (frame §3 "User info", trimmed). */
export type AccountSummary = {
  name: string;
  email: string;
  emailVerified: boolean;
  photoImgUrl: string;
  country: string;
  companyName: string;
  /** A company name and a usable VAT number, which the company certificate needs. */
  companyOnFile: boolean;
  /** The mail subscription flag (learner §3): 0 never asked, 1 subscribed, 2 cancelled. */
  emailNotificationStatus: number;
};

/**
 * The learner's account in My Learning: photo, name and the details, with the
 * way to the personal-information page (edit, photo, data download, deletion).
 */
export function AccountCard({ user, compact }: { user: AccountSummary; compact: boolean }) {
  const { t } = useTranslation();
  const { link } = useSiteLinks();
  return (
    <section aria-labelledby="my-account">
      <Title order={2} id="my-account" size="h3" mb="md">
        {t("myLearning.account")}
      </Title>
      <Card withBorder padding="lg">
        <Group gap="md" mb="md" wrap="nowrap">
          <Avatar
            src={user.photoImgUrl || null}
            alt={t("myLearning.avatarAlt")}
            size={64}
            radius="50%"
            color="brand"
            data-testid="my-learning-avatar"
          >
            {user.name.trim().charAt(0).toUpperCase() || <IconUser size={28} aria-hidden />}
          </Avatar>
          <div>
            <Text fw={600}>{user.name}</Text>
            <Anchor
              component={Link}
              to={link("/my-learning/edit")}
              size="sm"
              data-testid="edit-profile"
            >
              {t("myLearning.editProfile")}
            </Anchor>
          </div>
        </Group>
        <SimpleGrid cols={compact ? 1 : 2} spacing="sm">
          <Field label={t("myLearning.email")} value={user.email} />
          <Field label={t("myLearning.country")} value={user.country} />
          <Field label={t("myLearning.company")} value={user.companyName} />
        </SimpleGrid>
        {!user.emailVerified && <EmailConfirmation email={user.email} />}
        <Group mt="lg">
          <CompanyCertificateButton companyOnFile={user.companyOnFile} />
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
