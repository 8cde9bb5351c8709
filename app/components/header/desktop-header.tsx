import { useRef, useState } from "react";
import { useTranslation } from "../../i18n/translation.tsx";
import { Link, useLocation } from "react-router";
import { IconChevronDown, IconSearch, IconUser, IconX } from "@tabler/icons-react";
import { MY_LEARNING_PATH, buildMenus } from "../../frame/menus.ts";
import { loginHref } from "../../frame/paths.ts";
import { useFrame, useSiteLinks } from "../../frame/use-frame.ts";
import { useAccount } from "../../frame/use-user.ts";
import { useThrottledScroll } from "../../hooks/use-throttled-scroll.ts";
import { useUntilNavigation } from "../../hooks/use-until-navigation.ts";
import { Logo } from "../logo.tsx";
import { OnDemand } from "../on-demand.tsx";
import { SearchForm } from "../search-form.tsx";
import classes from "./desktop-header.module.css";
import { headerMenus } from "./header-menus-on-demand.ts";
import { CountryLanguageChooser } from "./country-language-chooser.tsx";
import { LanguageBar } from "./language-bar.tsx";
import { UserMenu } from "./user-menu.tsx";

/**
 * Desktop header (frame §2): logo, certification menus, My Learning, the
 * country and language chooser, search overlay, login; a language bar on
 * multi-language sites, and then the header turns thin once the page is
 * scrolled away from the top.
 */
export function DesktopHeader() {
  const { t } = useTranslation();
  const frame = useFrame();
  const { link, rest } = useSiteLinks();
  const location = useLocation();
  const { user, pending } = useAccount();
  const groups = buildMenus(frame);
  const withLanguageBar = frame.languages.length > 1;
  const [thin, setThin] = useState(false);
  // A navigation closes the overlay.
  const [searchOpen, setSearchOpen] = useUntilNavigation(false);
  const searchButton = useRef<HTMLButtonElement>(null);

  useThrottledScroll((scrollY) => setThin(scrollY > 0));

  function closeSearch() {
    setSearchOpen(false);
    searchButton.current?.focus();
  }

  const isActive = (path: string) => rest === path || rest.startsWith(`${path}/`);

  return (
    <>
      {/* Holds the full header height, so thinning the fixed header never moves the page. */}
      <div className={classes.spacer} data-with-bar={withLanguageBar || undefined} />
      <header
        className={classes.header}
        data-thin={withLanguageBar && thin ? "true" : undefined}
        data-testid="desktop-header"
      >
        {withLanguageBar && <LanguageBar />}
        <div className={classes.bar}>
          <div className={`frame-container ${classes.inner}`}>
            <Logo to={link("/")} />
            <nav className={classes.nav} aria-label={t("header.mainNavigation")}>
              <ul className={classes.menuList}>
                {groups.map((group) => {
                  // The menu's markup before its code arrives is the loaded menu's closed trigger.
                  const trigger = (
                    <button
                      type="button"
                      className={classes.menuButton}
                      aria-haspopup="menu"
                      aria-expanded={false}
                      data-active={group.items.some((item) => isActive(item.path)) || undefined}
                      data-menu={group.key}
                    >
                      <span>{t(`menu.${group.key}`)}</span>
                      <IconChevronDown size={16} className={classes.chevron} aria-hidden />
                    </button>
                  );
                  return (
                    <li key={group.key}>
                      <OnDemand module={headerMenus} trigger={trigger}>
                        {(menus, activation) => (
                          <menus.GroupMenu
                            trigger={trigger}
                            activation={activation}
                            items={group.items.map((item) => ({
                              key: item.key,
                              to: link(item.path),
                              label: t(`menu.${item.key}`),
                            }))}
                          />
                        )}
                      </OnDemand>
                    </li>
                  );
                })}
                <li>
                  <Link
                    to={link(MY_LEARNING_PATH)}
                    className={classes.menuButton}
                    data-active={isActive(MY_LEARNING_PATH) || undefined}
                    aria-current={isActive(MY_LEARNING_PATH) ? "page" : undefined}
                  >
                    {t("menu.myLearning")}
                  </Link>
                </li>
              </ul>
            </nav>
            <div className={classes.actions}>
              <CountryLanguageChooser />
              <button
                ref={searchButton}
                type="button"
                className={classes.iconButton}
                aria-label={searchOpen ? t("header.closeSearch") : t("header.openSearch")}
                aria-expanded={searchOpen}
                aria-controls="desktop-search"
                onClick={() => setSearchOpen((open) => !open)}
                data-testid="search-toggle"
              >
                {searchOpen ? (
                  <IconX size={20} aria-hidden />
                ) : (
                  <IconSearch size={20} aria-hidden />
                )}
              </button>
              {user ? (
                <UserMenu user={user} />
              ) : pending ? (
                // The learner is being read (decision 0027): neither "login" nor someone else's name.
                <span className={classes.accountPending} data-testid="account-pending">
                  <IconUser size={18} aria-hidden />
                </span>
              ) : (
                <a className={classes.login} href={loginHref(location.pathname, location.search)}>
                  <IconUser size={18} aria-hidden />
                  <span>{t("header.login")}</span>
                </a>
              )}
            </div>
          </div>
        </div>
        <div
          id="desktop-search"
          className={classes.searchOverlay}
          hidden={!searchOpen}
          onKeyDown={(event) => {
            if (event.key === "Escape") closeSearch();
          }}
        >
          {searchOpen && (
            <div className={`frame-container ${classes.searchInner}`}>
              <SearchForm id="desktop-search-input" autoFocus />
            </div>
          )}
        </div>
      </header>
    </>
  );
}
