import { Suspense, lazy } from "react";
import {
  CONSENT_COOKIE,
  COOKIES_PREFERENCES_PATH,
  decodeConsent,
} from "#contract/consent-rules.ts";
import { readCookie } from "../../frame/cookies.ts";
import { useRootData, useSiteLinks } from "../../frame/use-frame.ts";
import { useBrowserCookies } from "../../hooks/use-browser-cookies.ts";
// The banner's styles come with the frame: a page without a choice is painted with the banner
// the server rendered into it, before the banner's code is in.
import "@mantine/core/styles/Button.layer.css";
import "./consent-banner.module.css";

// A visitor who has chosen never loads the banner (decision 0014).
const ConsentBanner = lazy(() =>
  import("./consent-banner.tsx").then((module) => ({ default: module.ConsentBanner })),
);

/**
 * Frame §4: the consent banner shows while the browser holds no choice. The
 * page is rendered with it when the request carried no choice, so it is part
 * of the first paint; pages are kept apart for visitors with and without one
 * (server/pages.ts, decision 0033). Once the page runs, the browser's own
 * cookies decide, and a choice made here hides it at once. The preferences
 * page is the manager itself: no banner over it.
 */
export function ConsentGate() {
  const cookies = useBrowserCookies();
  const recordedOnServer = useRootData()?.consentRecorded ?? true;
  const { rest } = useSiteLinks();
  // A choice writes the cookie and tells useBrowserCookies, which hides the banner.
  const recorded =
    cookies === null
      ? recordedOnServer
      : decodeConsent(readCookie(cookies, CONSENT_COOKIE)) !== null;
  if (recorded || rest === COOKIES_PREFERENCES_PATH) return null;
  return BANNER;
}

/**
 * One element for every render: while the banner's module is on its way, the
 * banner the server rendered stays as it is, and a render of the gate meanwhile
 * (the browser's cookies read after hydration) must not touch it, or React
 * would drop it and show it again once the module is in.
 */
const BANNER = (
  <Suspense fallback={null}>
    <ConsentBanner />
  </Suspense>
);
