import { Button, Group, Text } from "@mantine/core";
import { IconDownload, IconShieldLock, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "../../i18n/translation.tsx";
import type { PageScope } from "#contract/portal-context.ts";
import { errorText } from "../../api-client.ts";
import { closeModal, openModal } from "../../components/modals.tsx";
import { showToast } from "../../components/toasts.tsx";
import { loginHref } from "../../frame/paths.ts";
import {
  personalDataHref,
  requestPersonalData,
  saveFile,
  type PersonalDataOutcome,
} from "./personal-data-download.ts";

const DELETE_DIALOG_ID = "delete-account";

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

/**
 * Download my data: the file is saved, or a notification says why not (the
 * hour's downloads used up, with when to come back; the server's refusal; no
 * connection). An ended session signs in and comes back here.
 */
function DownloadData({ scope, here }: { scope: PageScope; here: string }) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  const href = personalDataHref(scope);

  function refusalText(outcome: Exclude<PersonalDataOutcome, { kind: "file" | "signIn" }>) {
    if (outcome.kind === "limited")
      return t("profile.downloadLimited", { count: outcome.minutes, max: outcome.max });
    if (outcome.kind === "refused") return errorText(outcome.envelope, i18n);
    return t("profile.downloadUnreachable");
  }

  async function download() {
    setBusy(true);
    try {
      const outcome = await requestPersonalData(href);
      if (outcome.kind === "file") return saveFile(outcome.file, outcome.filename);
      if (outcome.kind === "signIn") return window.location.assign(loginHref(here, ""));
      showToast({
        color: "red",
        title: t("profile.downloadFailed"),
        message: refusalText(outcome),
        autoClose: false,
        withCloseButton: true,
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button
      component="a"
      // Without the page's script the link still downloads the file.
      href={href}
      download
      onClick={(event) => {
        event.preventDefault();
        if (!busy) void download();
      }}
      loading={busy}
      variant="light"
      radius="xl"
      leftSection={<IconDownload size={18} aria-hidden />}
      data-testid="download-data"
    >
      {t("profile.download")}
    </Button>
  );
}

/** Download my data (a JSON file) and delete my account. */
export function AccountActions({ scope, here }: { scope: PageScope; here: string }) {
  const { t } = useTranslation();
  const deleteHref = `/user/sso/deleteAccount?target=${encodeURIComponent(here)}`;
  // The identity provider's own page, which asks for the password (decision 0043).
  const secondFactorHref = `/user/sso/secondFactor?target=${encodeURIComponent(here)}`;
  return (
    <>
      <Text c="dimmed" mb="md">
        {t("profile.dataText")}
      </Text>
      <Group gap="sm">
        <DownloadData scope={scope} here={here} />
        <Button
          component="a"
          href={secondFactorHref}
          variant="light"
          radius="xl"
          leftSection={<IconShieldLock size={18} aria-hidden />}
          data-testid="second-factor"
        >
          {t("profile.secondFactor")}
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
