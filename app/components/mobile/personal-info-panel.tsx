import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useSiteLinks } from "../../frame/use-frame.ts";
import { logoutHref, useCurrentUser } from "../../frame/use-user.ts";
import { ArrowBackIcon, LogoutIcon, UserIcon } from "../icons.tsx";
import classes from "./personal-info-panel.module.css";

/**
 * The personal-info panel of a signed-in user (frame §2): back, personal
 * information (/mobile/my-learning/edit), log out. Visitors never see it.
 */
export function PersonalInfoPanel({ opened, onBack }: { opened: boolean; onBack: () => void }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { prefix, link } = useSiteLinks();
  if (!user || !opened) return null;
  return (
    <div className={classes.panel} data-testid="mobile-personal-panel">
      <button type="button" className={classes.row} onClick={onBack}>
        <ArrowBackIcon size={18} />
        <span>{t("mobile.back")}</span>
      </button>
      <Link className={classes.row} to={link("/my-learning/edit")}>
        <UserIcon size={18} />
        <span>{t("mobile.personalInfo")}</span>
      </Link>
      <a className={classes.row} href={logoutHref(prefix)}>
        <LogoutIcon size={18} />
        <span>{t("mobile.logout")}</span>
      </a>
    </div>
  );
}
