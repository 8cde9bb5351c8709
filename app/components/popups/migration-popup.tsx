import { Button, Modal, Text } from "@mantine/core";
import { useState } from "react";
import type { Region } from "#contract/site.ts";
import { useApiClient } from "../../frame/use-frame.ts";
import { useTranslation } from "../../i18n/translation.tsx";

/**
 * The migration notice of the EU and Asia sites (frame §4 "Popups"): OK
 * records that the signed-in user saw it (POST /user/updateMigrationPopStatus),
 * so it does not come back, and closes it.
 */
export default function MigrationPopup({ region, onDone }: { region: Region; onDone: () => void }) {
  const { t } = useTranslation();
  const api = useApiClient();
  const [busy, setBusy] = useState(false);
  async function confirm() {
    setBusy(true);
    await api.post("/user/updateMigrationPopStatus", {});
    onDone();
  }
  return (
    <Modal
      opened
      onClose={onDone}
      title={t("popups.migration.title")}
      centered
      radius="lg"
      data-testid="migration-popup"
    >
      <Text size="sm" mb="lg">
        {region === "eu" ? t("popups.migration.eu") : t("popups.migration.asia")}
      </Text>
      <Button fullWidth loading={busy} onClick={() => void confirm()} data-autofocus>
        {t("popups.migration.ok")}
      </Button>
    </Modal>
  );
}
