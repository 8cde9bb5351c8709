import { IconClockHour4 } from "@tabler/icons-react";
import { useTranslation } from "../../i18n/translation.tsx";
import classes from "./sessions-loading.module.css";

/**
 * What a list shows while its sessions load; also what a lazily loaded
 * session tab shows while its code comes, so it stays apart from the cards.
 */
export function SessionsLoading() {
  const { t } = useTranslation();
  return (
    <p className={classes.loading} role="status" data-testid="classroom-loading">
      <IconClockHour4 size={18} aria-hidden />
      {t("enrolment.loading")}
    </p>
  );
}
