import { Button, Group, Text } from "@mantine/core";
import { IconDownload, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "../../i18n/translation.tsx";
import type { PageScope } from "#contract/portal-context.ts";
import { closeModal, openModal } from "../../components/modals.tsx";

const DELETE_DIALOG_ID = "delete-account";
export const PERSONAL_DATA_PATH = "/api/user/personalData/export";

/** Frame §4: deletion happens at the identity provider, which asks for the password again. */
function DeleteConfirm({ href }: { href: string }) {
  const { t } = useTranslation();
  return (
    <div data-testid="delete-account-dialog">
      <Text>{t("profile.deleteText")}</Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button
          variant="default"
          radius="xl"
          onClick={() => closeModal(DELETE_DIALOG_ID)}
          data-autofocus
        >
          {t("profile.deleteCancel")}
        </Button>
        <Button component="a" href={href} color="red" radius="xl" data-testid="delete-continue">
          {t("profile.deleteConfirm")}
        </Button>
      </Group>
    </div>
  );
}

function DeleteTitle() {
  const { t } = useTranslation();
  return t("profile.deleteTitle");
}

/** Download my data (a JSON file) and delete my account. */
export function AccountActions({ scope, here }: { scope: PageScope; here: string }) {
  const { t } = useTranslation();
  const exportHref = `${PERSONAL_DATA_PATH}?siteId=${scope.siteId}&languageId=${scope.languageId}`;
  const deleteHref = `/user/sso/deleteAccount?target=${encodeURIComponent(here)}`;
  return (
    <>
      <Text c="dimmed" mb="md">
        {t("profile.dataText")}
      </Text>
      <Group gap="sm">
        <Button
          component="a"
          href={exportHref}
          download
          variant="light"
          radius="xl"
          leftSection={<IconDownload size={18} aria-hidden />}
          data-testid="download-data"
        >
          {t("profile.download")}
        </Button>
        <Button
          variant="subtle"
          color="red"
          radius="xl"
          leftSection={<IconTrash size={18} aria-hidden />}
          onClick={() =>
            openModal({
              modalId: DELETE_DIALOG_ID,
              title: <DeleteTitle />,
              centered: true,
              radius: "md",
              children: <DeleteConfirm href={deleteHref} />,
            })
          }
          data-testid="delete-account"
        >
          {t("profile.deleteAccount")}
        </Button>
      </Group>
    </>
  );
}
