import { Drawer, useDirection } from "@mantine/core";
import { useTranslation } from "../../i18n/translation.tsx";
import { Link, useLocation } from "react-router";
import { IconArrowRight, IconUser } from "@tabler/icons-react";
import { MY_LEARNING_PATH, buildMenus, type MenuGroup } from "../../frame/menus.ts";
import { loginHref } from "../../frame/paths.ts";
import { useFrame, useSiteLinks } from "../../frame/use-frame.ts";
import { useAccount } from "../../frame/use-user.ts";
import classes from "./mobile-menu.module.css";

/** Mobile wording of the track pages (frame §2: overview, online video courses, classroom). */
const MOBILE_ITEM_KEY: Record<string, string> = {
  overview: "overview",
  selfPaced: "onlineVideoCourses",
  instructorLed: "classroom",
  educationalVideo: "educationalVideo",
  workshopSeminar: "workshopSeminar",
};

/**
 * The slide-in menu (frame §2): certification group (general and brand
 * tracks), non-certification group when the site has it, My Learning, and
 * sign in for visitors or the user block.
 */
export function MobileMenu({
  opened,
  onClose,
  onOpenPersonal,
}: {
  opened: boolean;
  onClose: () => void;
  onOpenPersonal: () => void;
}) {
  const { t } = useTranslation();
  const frame = useFrame();
  const { dir } = useDirection();
  const { link } = useSiteLinks();
  const location = useLocation();
  const { user, pending } = useAccount();
  const groups = buildMenus(frame);
  const tracks = groups.filter((group) => group.key !== "nonCertification");
  const nonCertification = groups.find((group) => group.key === "nonCertification");

  const itemList = (group: MenuGroup) => (
    <ul className={classes.items}>
      {group.items.map((item) => (
        <li key={item.key}>
          <Link to={link(item.path)} className={classes.item} onClick={onClose}>
            {t(`menu.${MOBILE_ITEM_KEY[item.key] ?? item.key}`)}
          </Link>
        </li>
      ))}
    </ul>
  );

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position={dir === "rtl" ? "right" : "left"}
      size="85%"
      title={t("mobile.menuTitle")}
      closeButtonProps={{ "aria-label": t("mobile.closeMenu") }}
      classNames={{ body: classes.body, header: classes.header, title: classes.title }}
      data-testid="mobile-menu"
    >
      <nav aria-label={t("header.mainNavigation")}>
        <div className={classes.account}>
          {user ? (
            <button type="button" className={classes.user} onClick={onOpenPersonal}>
              <IconUser size={20} aria-hidden />
              <span>{user.name}</span>
              <IconArrowRight className="flip-rtl" size={16} aria-hidden />
            </button>
          ) : pending ? null : (
            <a className={classes.signIn} href={loginHref(location.pathname, location.search)}>
              <IconUser size={18} aria-hidden />
              <span>{t("mobile.signIn")}</span>
            </a>
          )}
        </div>
        <section className={classes.group} aria-labelledby="mobile-menu-certification">
          <h2 className={classes.groupTitle} id="mobile-menu-certification">
            {t("menu.certification")}
          </h2>
          {tracks.map((group) => (
            <div key={group.key} className={classes.track} data-menu={group.key}>
              <h3 className={classes.trackTitle}>{t(`menu.${group.key}`)}</h3>
              {itemList(group)}
            </div>
          ))}
        </section>
        {nonCertification && (
          <section
            className={classes.group}
            aria-labelledby="mobile-menu-non-certification"
            data-menu="nonCertification"
          >
            <h2 className={classes.groupTitle} id="mobile-menu-non-certification">
              {t("menu.nonCertification")}
            </h2>
            {itemList(nonCertification)}
          </section>
        )}
        <Link to={link(MY_LEARNING_PATH)} className={classes.myLearning} onClick={onClose}>
          <span>{t("menu.myLearning")}</span>
          <IconArrowRight className="flip-rtl" size={18} aria-hidden />
        </Link>
      </nav>
    </Drawer>
  );
}
