import { Suspense, lazy, useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "../../i18n/translation.tsx";
import { IconMenu2, IconSearch, IconWorld, IconX } from "@tabler/icons-react";
import { useSiteLinks } from "../../frame/use-frame.ts";
import { useCountryLanguageTip } from "../country-language/use-country-language-tip.ts";
import { useThrottledScroll } from "../../hooks/use-throttled-scroll.ts";
import { useUntilNavigation } from "../../hooks/use-until-navigation.ts";
import { Logo } from "../logo.tsx";
import { SearchForm } from "../search-form.tsx";
import classes from "./mobile-header.module.css";
import { PersonalInfoPanel } from "./personal-info-panel.tsx";

/*
 * The menu drawer and the language panel's form load when first opened
 * (decision 0014): the drawer brings Mantine's modal machinery (focus trap,
 * scroll lock, transitions), the form its inputs, and neither is on screen
 * when a page first paints.
 */
const MobileMenu = lazy(() =>
  import("./mobile-menu.tsx").then((module) => ({ default: module.MobileMenu })),
);
const CountryLanguageForm = lazy(() =>
  import("../country-language/country-language-form.tsx").then((module) => ({
    default: module.CountryLanguageForm,
  })),
);

function EscapeCloses({ active, onEscape }: { active: boolean; onEscape: () => void }) {
  useEffect(() => {
    if (!active) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onEscape();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [active, onEscape]);
  return null;
}

/** The mobile panels; at most one is open (frame §2 "Mobile header and panels"). */
export type MobilePanel = "menu" | "search" | "language" | "personal" | null;

/**
 * Mobile header (frame §2): menu, logo, search and language icons. It sticks to
 * the top, hides while scrolling down and comes back when scrolling up.
 */
export function MobileHeader() {
  const { t } = useTranslation();
  const { link } = useSiteLinks();
  // A navigation closes the open panel.
  const [panel, setPanel] = useUntilNavigation<MobilePanel>(null);
  const [hidden, setHidden] = useState(false);
  const lastY = useRef(0);
  // Once opened, the drawer stays mounted, so it can play its closing transition.
  const [menuLoaded, setMenuLoaded] = useState(false);
  if (panel === "menu" && !menuLoaded) setMenuLoaded(true);

  useThrottledScroll((scrollY) => {
    const previous = lastY.current;
    lastY.current = scrollY;
    // Never hide over an open panel or right at the top.
    if (scrollY <= 0) setHidden(false);
    else if (scrollY > previous + 2) setHidden(true);
    else if (scrollY < previous - 2) setHidden(false);
  });

  const toggle = (next: Exclude<MobilePanel, null>) =>
    setPanel((current) => (current === next ? null : next));
  const close = useCallback(() => setPanel(null), [setPanel]);

  const overlayPanel = panel === "search" || panel === "language" || panel === "personal";
  // The country/language tip bar (frame §2, §4) gives way to any open panel.
  const tip = useCountryLanguageTip();

  return (
    <>
      {overlayPanel && <div className={classes.backdrop} aria-hidden="true" onClick={close} />}
      <header
        className={classes.header}
        data-hidden={hidden && panel === null ? "true" : undefined}
        data-testid="mobile-header"
      >
        <div className={classes.bar}>
          <button
            type="button"
            className={classes.iconButton}
            aria-label={t("mobile.openMenu")}
            aria-expanded={panel === "menu"}
            onClick={() => toggle("menu")}
            data-testid="mobile-menu-toggle"
          >
            <IconMenu2 size={24} aria-hidden />
          </button>
          <div className={classes.logo}>
            <Logo to={link("/")} size="sm" />
          </div>
          <button
            type="button"
            className={classes.iconButton}
            aria-label={panel === "search" ? t("header.closeSearch") : t("header.openSearch")}
            aria-expanded={panel === "search"}
            aria-controls="mobile-search-panel"
            onClick={() => toggle("search")}
            data-testid="mobile-search-toggle"
          >
            {panel === "search" ? (
              <IconX size={22} aria-hidden />
            ) : (
              <IconSearch size={22} aria-hidden />
            )}
          </button>
          <button
            type="button"
            className={classes.iconButton}
            aria-label={t("mobile.openLanguage")}
            aria-expanded={panel === "language"}
            aria-controls="mobile-language-panel"
            onClick={() => toggle("language")}
            data-testid="mobile-language-toggle"
          >
            {panel === "language" ? (
              <IconX size={22} aria-hidden />
            ) : (
              <IconWorld size={22} aria-hidden />
            )}
          </button>
        </div>
        {tip.shown && panel === null && (
          <div
            className={classes.tipBar}
            role="region"
            aria-labelledby="language-tip-bar-text"
            data-testid="language-tip-bar"
          >
            <p className={classes.tipText} id="language-tip-bar-text">
              {t("languageTip.barText")}
            </p>
            <button
              type="button"
              className={classes.tipChoose}
              onClick={() => setPanel("language")}
              data-testid="language-tip-choose"
            >
              {t("languageTip.barChoose")}
            </button>
            <button
              type="button"
              className={classes.iconButton}
              aria-label={t("languageTip.close")}
              onClick={tip.closeTip}
              data-testid="language-tip-close"
            >
              <IconX size={20} aria-hidden />
            </button>
          </div>
        )}
        <div
          id="mobile-search-panel"
          className={classes.panel}
          hidden={panel !== "search"}
          data-testid="mobile-search-panel"
        >
          {panel === "search" && (
            <SearchForm id="mobile-search-input" autoFocus onSubmitted={close} />
          )}
        </div>
        <div
          id="mobile-language-panel"
          className={classes.panel}
          hidden={panel !== "language"}
          data-testid="mobile-language-panel"
        >
          {panel === "language" && (
            <>
              <h2 className={classes.panelTitle}>{t("languagePanel.title")}</h2>
              <Suspense
                fallback={<p className={classes.panelNote}>{t("languagePanel.loading")}</p>}
              >
                <CountryLanguageForm mobile />
              </Suspense>
            </>
          )}
        </div>
        <PersonalInfoPanel opened={panel === "personal"} onBack={() => setPanel("menu")} />
      </header>
      {/* Escape closes the open panel, as it closes the menu drawer. */}
      <EscapeCloses active={overlayPanel} onEscape={close} />
      {menuLoaded && (
        <Suspense fallback={null}>
          <MobileMenu
            opened={panel === "menu"}
            onClose={close}
            onOpenPersonal={() => setPanel("personal")}
          />
        </Suspense>
      )}
    </>
  );
}
