import type { InvitationDetail } from "#contract/enrolment.ts";
import { useTranslation } from "../../i18n/translation.tsx";
import classes from "./invitation-for.module.css";

/** What an invitation code enrols in: the relation's name and version, and until when. */
export function InvitationFor({ detail }: { detail: InvitationDetail }) {
  const { t } = useTranslation();
  return (
    <div className={classes.codeFor} data-testid="invitation-detail" role="status">
      <span className={classes.codeForLabel}>{t("enrolment.invitation.for")}</span>
      <span className={classes.codeForName}>
        {[detail.relationName, detail.versionLabel].filter(Boolean).join(" ")}
      </span>
      <span className={classes.codeForMeta}>
        {t("enrolment.invitation.expires", {
          date: new Date(detail.expiresAt).toLocaleDateString(),
        })}
      </span>
    </div>
  );
}
