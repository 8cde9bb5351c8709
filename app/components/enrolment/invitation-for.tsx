import type { InvitationDetail } from "#contract/enrolment.ts";
import { useTranslation } from "../../i18n/translation.tsx";
import { formatDate } from "../catalogue/format.ts";
import classes from "./invitation-for.module.css";

/** What an invitation code enrols in: the relation's name and version, and until when. */
export function InvitationFor({ detail }: { detail: InvitationDetail }) {
  const { t, i18n } = useTranslation();
  return (
    <div className={classes.codeFor} data-testid="invitation-detail" role="status">
      <span className={classes.codeForLabel}>{t("enrolment.invitation.for")}</span>
      <span className={classes.codeForName}>
        {[detail.relationName, detail.versionLabel].filter(Boolean).join(" ")}
      </span>
      <span className={classes.codeForMeta}>
        {t("enrolment.invitation.expires", {
          // The page's language in UTC, as the server writes it: the same text on both sides of hydration.
          date: formatDate(detail.expiresAt, i18n.language),
        })}
      </span>
    </div>
  );
}
