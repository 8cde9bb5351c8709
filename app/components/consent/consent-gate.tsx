import { COOKIES_PREFERENCES_PATH } from "#contract/consent-rules.ts";
import { recordedConsent } from "../../frame/consent.ts";
import { useRootData, useSiteLinks } from "../../frame/use-frame.ts";
import { useBrowserCookies } from "../../hooks/use-browser-cookies.ts";
import { ConsentBanner } from "./consent-banner.tsx";

/**
 * Frame §4: the consent banner shows while the browser holds no choice. The
 * page is rendered with it when the request carried no choice, so it is part
 * of the first paint; pages are kept apart for visitors with and without one
 * (server/delivery/pages.ts, decision 0033). Once the page runs, the browser's own
 * cookies decide, and a choice made here hides it at once. The preferences
 * page is the manager itself: no banner over it.
 *
 * The banner comes with the frame's code: a part the server rendered must be
 * there to hydrate. Loaded on demand, it hydrated only once its module was
 * in, and an update reaching it before then (the router's state, the
 * learner) made React drop it and show it again.
 */
export function ConsentGate() {
  const cookies = useBrowserCookies();
  const recordedOnServer = useRootData()?.consentRecorded ?? true;
  const { rest } = useSiteLinks();
  // A choice writes the cookie and tells useBrowserCookies, which hides the banner.
  const recorded = cookies === null ? recordedOnServer : recordedConsent(cookies) !== null;
  if (recorded || rest === COOKIES_PREFERENCES_PATH) return null;
  return <ConsentBanner />;
}
