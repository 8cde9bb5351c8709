import { Button } from "@mantine/core";
import { Link } from "react-router";
import { COOKIES_PREFERENCES_PATH, isConsentRestricted } from "#contract/consent-rules.ts";
import { consentPlaceOf } from "../../frame/consent.ts";
import { useApiClient, useFrame, useSiteLinks } from "../../frame/use-frame.ts";
import { useCurrentUser } from "../../frame/use-user.ts";
import { useTranslation } from "../../i18n/translation.tsx";
import { chooseConsent } from "./choose-consent.ts";
import classes from "./consent-banner.module.css";

/**
 * The cookie consent banner (frame §4): Accept, Reject and Manage. Reject is
 * offered on EU sites and to visitors from the restricted countries, where
 * Accept is then an ordinary button beside it; elsewhere Accept is the
 * primary button and there is no Reject.
 */
export function ConsentBanner() {
  const { t } = useTranslation();
  const frame = useFrame();
  const api = useApiClient();
  const signedIn = useCurrentUser() !== null;
  const { link, mobile } = useSiteLinks();
  const restricted = isConsentRestricted(consentPlaceOf(frame));

  const choose = (all: boolean) => {
    chooseConsent({ functionality: all, analytics: all }, { frame, api, signedIn });
  };

  return (
    <section
      className={classes.banner}
      data-compact={mobile || undefined}
      aria-labelledby="consent-banner-title"
      data-testid="consent-banner"
      data-restricted={restricted || undefined}
    >
      <div className={`frame-container ${classes.inner}`}>
        <div className={classes.copy}>
          <h2 className={classes.title} id="consent-banner-title">
            {t("consent.title")}
          </h2>
          <p className={classes.text}>
            {t(restricted ? "consent.textRestricted" : "consent.text")}
          </p>
        </div>
        <div className={classes.actions}>
          <Button
            variant={restricted ? "default" : "filled"}
            radius="xl"
            onClick={() => choose(true)}
            data-testid="consent-accept"
          >
            {t("consent.accept")}
          </Button>
          {restricted && (
            <Button
              variant="default"
              radius="xl"
              onClick={() => choose(false)}
              data-testid="consent-reject"
            >
              {t("consent.reject")}
            </Button>
          )}
          <Button
            component={Link}
            to={link(COOKIES_PREFERENCES_PATH)}
            variant="subtle"
            radius="xl"
            data-testid="consent-manage"
          >
            {t("consent.manage")}
          </Button>
        </div>
      </div>
    </section>
  );
}
