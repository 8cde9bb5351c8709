import { Avatar, Menu } from "@mantine/core";
import { useTranslation } from "../../i18n/translation.tsx";
import { Link, useLocation } from "react-router";
import { IconChevronDown, IconLogout, IconUser } from "@tabler/icons-react";
import { MY_LEARNING_PATH } from "../../frame/menus.ts";
import { useFrame, useSiteLinks } from "../../frame/use-frame.ts";
import { useGuardedLogout } from "../../frame/logout-guard.tsx";
import { logoutHref, type FrameUser } from "../../frame/use-user.ts";
import classes from "./desktop-header.module.css";

/**
 * The signed-in user's popover (frame §2): personal information, My Learning
 * and log out (main brand and thermal sub-brand only, frame §4), which returns
 * to the page the user is on; refused with a dialog while the user is in an exam.
 */
export function UserMenu({ user }: { user: FrameUser }) {
  const { t } = useTranslation();
  const { link } = useSiteLinks();
  const { pathname, search } = useLocation();
  const withLogout = useFrame().tenant.offersLogout;
  const href = logoutHref(pathname, search);
  const logout = useGuardedLogout(href);
  return (
    <Menu trigger="click-hover" position="bottom-end" offset={6} shadow="md" radius="md">
      <Menu.Target>
        <button type="button" className={classes.userButton} data-testid="user-menu">
          <Avatar src={user.photoImgUrl || null} alt="" size={30} radius="xl" color="brand">
            {user.name.trim().charAt(0).toUpperCase() || <IconUser size={16} aria-hidden />}
          </Avatar>
          <span className={classes.userName}>{user.name}</span>
          <IconChevronDown size={16} className={classes.chevron} aria-hidden />
        </button>
      </Menu.Target>
      <Menu.Dropdown className={classes.dropdown}>
        <Menu.Item component={Link} to={link("/my-learning/edit")} className={classes.menuItem}>
          {t("mobile.personalInfo")}
        </Menu.Item>
        <Menu.Item component={Link} to={link(MY_LEARNING_PATH)} className={classes.menuItem}>
          {t("menu.myLearning")}
        </Menu.Item>
        {withLogout && <Menu.Divider />}
        {withLogout && (
          <Menu.Item
            component="a"
            href={href}
            onClick={logout}
            className={classes.menuItem}
            data-testid="logout"
            leftSection={<IconLogout size={16} aria-hidden />}
          >
            {t("mobile.logout")}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
