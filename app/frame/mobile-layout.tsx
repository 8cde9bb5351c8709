import { useTranslation } from "../i18n/translation.tsx";
import { Outlet } from "react-router";
import { ConsentGate } from "../components/consent/consent-gate.tsx";
import { Footer } from "../components/footer/footer.tsx";
import { MobileHeader } from "../components/mobile/mobile-header.tsx";
import { ViewportRedirect } from "../components/viewport-redirect.tsx";
import classes from "./layout.module.css";

/**
 * The mobile page frame under /mobile (frame §2): mobile header and panels
 * (the country/language tip bar among them), page, compact footer, and the
 * cookie banner while the visitor has not chosen (frame §4).
 */
export default function MobileLayout() {
  const { t } = useTranslation();
  return (
    <div className={classes.shell} data-layout="mobile">
      <a className="skip-link" href="#main">
        {t("app.skipToContent")}
      </a>
      <MobileHeader />
      <main id="main" className={classes.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer compact />
      <ConsentGate />
      <ViewportRedirect layout="mobile" />
    </div>
  );
}
