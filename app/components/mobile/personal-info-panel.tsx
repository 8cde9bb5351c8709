import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { IconArrowLeft, IconLogout, IconUser } from "@tabler/icons-react";
import { useFrame, useSiteLinks } from "../../frame/use-frame.ts";
import { logoutHref, useCurrentUser } from "../../frame/use-user.ts";
import classes from "./personal-info-panel.module.css";

/**
 * The personal-info panel of a signed-in user (frame §2): back, personal
 * information (/mobile/my-learning/edit), log out (main brand and thermal
 * sub-brand only, frame §4) back to the current page. Visitors never see it.
 */
export function PersonalInfoPanel({ opened, onBack }: { opened: boolean; onBack: () => void }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { link } = useSiteLinks();
  const { pathname, search } = useLocation();
  const withLogout = useFrame().tenant.offersLogout;
  if (!user || !opened) return null;
  return (
    <div className={classes.panel} data-testid="mobile-personal-panel">
      <button type="button" className={classes.row} onClick={onBack}>
        <IconArrowLeft className="flip-rtl" size={18} aria-hidden />
        <span>{t("mobile.back")}</span>
      </button>
      <Link className={classes.row} to={link("/my-learning/edit")}>
        <IconUser size={18} aria-hidden />
        <span>{t("mobile.personalInfo")}</span>
      </Link>
      {withLogout && (
        <a className={classes.row} href={logoutHref(pathname, search)}>
          <IconLogout size={18} aria-hidden />
          <span>{t("mobile.logout")}</span>
        </a>
      )}
    </div>
  );
}
