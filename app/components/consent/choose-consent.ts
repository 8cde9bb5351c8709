import type { ConsentChoice, OptionalCategory } from "#contract/consent-rules.ts";
import { CONSENT_VERSION } from "#contract/consent-rules.ts";
import type { FrameData } from "#contract/site.ts";
import { LANGUAGE_PARAM } from "#contract/language-rules.ts";
import type { ApiClient } from "../../api-client.ts";
import { consentChoice, consentPlaceOf, saveConsent } from "../../frame/consent.ts";
import { rememberLanguage } from "../../frame/language-choice.ts";

/**
 * Records a cookie choice (frame §4) from the banner or the preferences page:
 * in the consent cookie with its date (refused categories' cookies deleted),
 * and for a signed-in learner also on the server, dated there. A language
 * this page view was chosen in through its address is remembered once
 * functionality cookies are allowed.
 */
export function chooseConsent(
  allowed: Record<OptionalCategory, boolean>,
  context: { frame: FrameData; api: ApiClient; signedIn: boolean },
): ConsentChoice {
  const choice = consentChoice(allowed);
  saveConsent(choice);
  const place = consentPlaceOf(context.frame);
  if (choice.functionality && new URLSearchParams(window.location.search).has(LANGUAGE_PARAM))
    rememberLanguage(context.frame.language.id, place);
  if (context.signedIn)
    void context.api.post(
      "/user/cookieConsent/record",
      {
        functionality: choice.functionality,
        analytics: choice.analytics,
        version: CONSENT_VERSION,
      },
      // The cookie holds the choice in force: a failed record is no reason to interrupt.
      { quiet: true },
    );
  return choice;
}
