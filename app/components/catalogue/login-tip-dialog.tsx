import { Button, Group, Modal, Text } from "@mantine/core";
import { useTranslation } from "../../i18n/translation.tsx";
import { useLocation } from "react-router";
import { IconLock } from "@tabler/icons-react";
import { loginHref } from "../../frame/paths.ts";
import classes from "./catalogue.module.css";

/**
 * The login-tip dialog (learner §4 "Enrol flow" step 1, "Quiz", §6): a visitor
 * who tries to enrol, take a quiz or watch is asked to log in, and comes back
 * to the same page through the SSO redirect.
 */
export function LoginTipDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t("catalogue.loginTip.title")}
      centered
      radius="lg"
      size="sm"
      data-testid="login-tip"
    >
      <div className={classes.loginTip}>
        <span className={classes.loginTipIcon}>
          <IconLock size={22} aria-hidden />
        </span>
        <Text>{t("catalogue.loginTip.text")}</Text>
      </div>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" radius="xl" onClick={onClose}>
          {t("catalogue.loginTip.cancel")}
        </Button>
        <Button component="a" href={loginHref(pathname, search)} radius="xl">
          {t("catalogue.loginTip.login")}
        </Button>
      </Group>
    </Modal>
  );
}
