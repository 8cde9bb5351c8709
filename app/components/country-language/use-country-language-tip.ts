import { useState } from "react";
import { useLocation } from "react-router";
import { LANGUAGE_COOKIE, TIPS_COOKIE } from "#contract/consent-rules.ts";
import { LANGUAGE_PARAM } from "#contract/language-rules.ts";
import { consentPlaceOf } from "../../frame/consent.ts";
import { readCookie } from "../../frame/cookies.ts";
import {
  rememberLanguage,
  rememberTipClosed,
  showsCountryLanguageTip,
} from "../../frame/language-choice.ts";
import { useFrame, useSiteLinks } from "../../frame/use-frame.ts";
import { framePopupsShown } from "../popups/popup-rules.ts";
import { useBrowserCookies } from "../../hooks/use-browser-cookies.ts";

export type CountryLanguageTip = {
  /** Whether the first-visit tip shows (frame §4 rules, after hydration only). */
  shown: boolean;
  /** The tip was closed: showCountryLanguageTips for a year, where consent allows. */
  closeTip(): void;
  /** The selector was closed without a choice: the page's language is the one checked. */
  closeSelector(): void;
};

/**
 * The first-visit country/language tip (frame §4) of the desktop header and
 * the mobile tip bar. Its rules read the browser's own cookies, after
 * hydration: the page is shared by every visitor of its variant. A language
 * the address names (chosen without a cookie) counts as the language cookie,
 * and a tip closed where no cookie may remember it stays closed while the
 * frame stays loaded. The exam page shows it not at all.
 */
export function useCountryLanguageTip(): CountryLanguageTip {
  const frame = useFrame();
  const cookies = useBrowserCookies();
  const { search } = useLocation();
  const { rest } = useSiteLinks();
  const [dismissed, setDismissed] = useState(false);
  const place = consentPlaceOf(frame);
  const addressLanguage = new URLSearchParams(search).get(LANGUAGE_PARAM);
  const shown =
    cookies !== null &&
    !dismissed &&
    // Not over a timed exam (decision 0050); it shows again on the next page.
    framePopupsShown(rest) &&
    showsCountryLanguageTip({
      multipleLanguages: frame.multipleLanguages,
      languageCookie: readCookie(cookies, LANGUAGE_COOKIE) ?? addressLanguage,
      tipsCookie: readCookie(cookies, TIPS_COOKIE),
      languageCountry: frame.language.countryCode,
      detectedCountry: frame.countryCode,
    });
  return {
    shown,
    closeTip() {
      rememberTipClosed(place);
      setDismissed(true);
    },
    closeSelector() {
      rememberLanguage(frame.language.id, place);
      setDismissed(true);
    },
  };
}
