import { useTranslation } from "../i18n/translation.tsx";
import { ConsentGate } from "../components/consent/consent-gate.tsx";
import { LanguageTipGate } from "../components/country-language/language-tip-gate.tsx";
import { Footer } from "../components/footer/footer.tsx";
import { DesktopHeader } from "../components/header/desktop-header.tsx";
import { ViewportRedirect } from "../components/viewport-redirect.tsx";
import classes from "./layout.module.css";
import { HydrateApart } from "./hydrate-apart.tsx";
import { PageMain } from "./page-main.tsx";

/**
 * The desktop page frame (frame §2): header, page, footer; the cookie banner
 * and the first-visit country/language tip when the visitor's cookies call
 * for them (frame §4).
 */
export default function DesktopLayout() {
  const { t } = useTranslation();
  return (
    <div className={classes.shell} data-layout="desktop">
      <a className="skip-link" href="#main">
        {t("app.skipToContent")}
      </a>
      <HydrateApart>
        <DesktopHeader />
      </HydrateApart>
      <PageMain />
      <HydrateApart>
        <Footer />
      </HydrateApart>
      <LanguageTipGate />
      <ConsentGate />
      <ViewportRedirect layout="desktop" />
    </div>
  );
}
