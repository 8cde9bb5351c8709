import { Anchor, Card, Container, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../i18n/translation.tsx";
import type { UserInfo } from "#contract/identity.ts";
import type { PageScope, ProfileChoices } from "#contract/portal-context.ts";
import { useSiteLinks } from "../../frame/use-frame.ts";
import { toFrameUser, useSetCurrentUser } from "../../frame/use-user.ts";
import { AccountActions } from "./account-actions.tsx";
import { AvatarUpload } from "./avatar-upload.tsx";
import { ProfileForm } from "./profile-form.tsx";
import classes from "./profile-edit.module.css";

type Props = ProfileChoices & { user: UserInfo; scope: PageScope; compact: boolean };

/** Personal information: the photo, the profile form, and the learner's data and account. */
export function ProfileEditView({ user: loaded, scope, compact, ...choices }: Props) {
  const { t } = useTranslation();
  const { link } = useSiteLinks();
  const setFrameUser = useSetCurrentUser();
  const [user, setUser] = useState(loaded);
  // The header's user menu shows what was saved (frame §4: "the stored user info updates").
  const saved = (next: UserInfo) => {
    setUser(next);
    setFrameUser(toFrameUser(next));
  };
  return (
    <Container
      size="md"
      py={compact ? "md" : "xl"}
      className={`${classes.page} ${compact ? classes.compact : ""}`}
    >
      <Stack gap="xl">
        <header>
          <Anchor component={Link} to={link("/my-learning")} size="sm">
            {t("profile.back")}
          </Anchor>
          <Title order={1} mt="xs">
            {t("profile.title")}
          </Title>
          <Text c="dimmed">{t("profile.lead")}</Text>
        </header>

        <Card withBorder padding="lg" component="section" aria-labelledby="profile-avatar-title">
          <Title order={2} size="h4" id="profile-avatar-title" mb="md">
            {t("profile.avatar")}
          </Title>
          <AvatarUpload
            name={user.name}
            photoImgUrl={user.photoImgUrl}
            onChange={(photoImgUrl) => saved({ ...user, photoImgUrl })}
          />
        </Card>

        <Card withBorder padding="lg" component="section" aria-labelledby="profile-form-title">
          <Title order={2} size="h4" id="profile-form-title" mb="md">
            {t("profile.title")}
          </Title>
          <ProfileForm user={user} choices={choices} onSaved={saved} />
        </Card>

        <Card withBorder padding="lg" component="section" aria-labelledby="profile-data-title">
          <Title order={2} size="h4" id="profile-data-title" mb="xs">
            {t("profile.dataTitle")}
          </Title>
          <AccountActions scope={scope} here={link("/my-learning/edit")} />
        </Card>
      </Stack>
    </Container>
  );
}
