import { Avatar } from "@mantine/core";
import { useTranslation } from "../../i18n/translation.tsx";
import { useLocation } from "react-router";
import { IconChevronDown, IconUser } from "@tabler/icons-react";
import { MY_LEARNING_PATH } from "../../frame/menus.ts";
import { useFrame, useSiteLinks } from "../../frame/use-frame.ts";
import { useGuardedLogout } from "../../frame/logout-guard.tsx";
import { logoutHref, type FrameUser } from "../../frame/use-user.ts";
import { OnDemand } from "../on-demand.tsx";
import classes from "./desktop-header.module.css";
import { headerMenus } from "./header-menus-on-demand.ts";

/**
 * The signed-in user's popover (frame §2): personal information, My Learning
 * and log out (main brand and thermal sub-brand only, frame §4), which returns
 * to the page the user is on; refused with a dialog while the user is in an exam.
 * The avatar button is there from the first paint; the menu's code comes with
 * the first pointer, focus or click on it.
 */
export function UserMenu({ user }: { user: FrameUser }) {
  const { t } = useTranslation();
  const { link } = useSiteLinks();
  const { pathname, search } = useLocation();
  const withLogout = useFrame().tenant.offersLogout;
  const href = logoutHref(pathname, search);
  const logout = useGuardedLogout(href);
  const trigger = (
    <button
      type="button"
      className={classes.userButton}
      aria-haspopup="menu"
      aria-expanded={false}
      data-testid="user-menu"
    >
      <Avatar src={user.photoImgUrl || null} alt="" size={30} radius="xl" color="brand">
        {user.name.trim().charAt(0).toUpperCase() || <IconUser size={16} aria-hidden />}
      </Avatar>
      <span className={classes.userName}>{user.name}</span>
      <IconChevronDown size={16} className={classes.chevron} aria-hidden />
    </button>
  );
  return (
    <OnDemand module={headerMenus} trigger={trigger}>
      {(menus, activation) => (
        <menus.AccountMenu
          trigger={trigger}
          activation={activation}
          links={[
            { to: link("/my-learning/edit"), label: t("mobile.personalInfo") },
            { to: link(MY_LEARNING_PATH), label: t("menu.myLearning") },
          ]}
          logout={withLogout ? { href, label: t("mobile.logout"), onClick: logout } : null}
        />
      )}
    </OnDemand>
  );
}
