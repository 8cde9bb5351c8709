import { useTranslation } from "../i18n/translation.tsx";
import { ConsentGate } from "../components/consent/consent-gate.tsx";
import { Footer } from "../components/footer/footer.tsx";
import { MobileHeader } from "../components/mobile/mobile-header.tsx";
import { ViewportRedirect } from "../components/viewport-redirect.tsx";
import classes from "./layout.module.css";
import { HydrateApart } from "./hydrate-apart.tsx";
import { PageMain } from "./page-main.tsx";

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
      <HydrateApart>
        <MobileHeader />
      </HydrateApart>
      <PageMain />
      <HydrateApart>
        <Footer compact />
      </HydrateApart>
      <ConsentGate />
      <ViewportRedirect layout="mobile" />
    </div>
  );
}
