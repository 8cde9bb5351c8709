import { Notification, Portal } from "@mantine/core";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import classes from "./enrolment.module.css";

/** Learner §9: success toasts last 3 seconds. */
export const TOAST_MS = 3000;

/** The success message after an enrolment (learner §4 step 6). */
export function EnrolToast({
  messageKey,
  onClose,
}: {
  messageKey: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  useEffect(() => {
    if (messageKey === null) return;
    const timer = setTimeout(onClose, TOAST_MS);
    return () => clearTimeout(timer);
  }, [messageKey, onClose]);
  if (messageKey === null) return null;
  return (
    <Portal>
      <div className={classes.toast} role="status" aria-live="polite">
        <Notification
          color="teal"
          radius="md"
          withBorder
          onClose={onClose}
          closeButtonProps={{ "aria-label": t("enrolment.close") }}
          data-testid="enrol-toast"
        >
          {t(messageKey)}
        </Notification>
      </div>
    </Portal>
  );
}
