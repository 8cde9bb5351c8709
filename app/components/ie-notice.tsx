import { Button, Modal, Text } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "../i18n/translation.tsx";

/** Learner §9: the warning shows 2 seconds after load. */
export const IE_NOTICE_DELAY_MS = 2_000;

export function isInternetExplorer(userAgent: string): boolean {
  return /MSIE |Trident\//.test(userAgent);
}

/** Internet Explorer visitors learn their browser is unsupported (learner §2). */
export function IeNotice() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (!isInternetExplorer(navigator.userAgent)) return;
    const timer = setTimeout(() => setOpened(true), IE_NOTICE_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!opened) return null;
  return (
    <Modal opened onClose={() => setOpened(false)} title={t("ie.title")} centered radius="md">
      <Text>{t("ie.text")}</Text>
      <Text mt="sm" fw={600}>
        {t("ie.recommend")}
      </Text>
      <Button mt="lg" fullWidth onClick={() => setOpened(false)}>
        {t("ie.ok")}
      </Button>
    </Modal>
  );
}
