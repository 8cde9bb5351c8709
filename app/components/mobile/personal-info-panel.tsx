import { useTranslation } from "../../i18n/translation.tsx";
import { Link, useLocation } from "react-router";
import { IconArrowLeft, IconLogout, IconUser } from "@tabler/icons-react";
import { useFrame, useSiteLinks } from "../../frame/use-frame.ts";
import { useGuardedLogout } from "../../frame/logout-guard.tsx";
import { logoutHref, useAccount } from "../../frame/use-user.ts";
import classes from "./personal-info-panel.module.css";

/**
 * The personal-info panel of a signed-in user (frame §2): back, personal
 * information (/mobile/my-learning/edit), log out (main brand and thermal
 * sub-brand only, frame §4) back to the current page, refused with a dialog
 * while the user is in an exam. Visitors never see it.
 */
export function PersonalInfoPanel({ opened, onBack }: { opened: boolean; onBack: () => void }) {
  const { t } = useTranslation();
  // The account slot's user: the panel opens from it as soon as it names the learner.
  const { user } = useAccount();
  const { link } = useSiteLinks();
  const { pathname, search } = useLocation();
  const withLogout = useFrame().tenant.offersLogout;
  const href = logoutHref(pathname, search);
  const logout = useGuardedLogout(href);
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
        <a className={classes.row} href={href} onClick={logout} data-testid="logout">
          <IconLogout size={18} aria-hidden />
          <span>{t("mobile.logout")}</span>
        </a>
      )}
    </div>
  );
}
