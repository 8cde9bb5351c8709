import { Suspense, lazy } from "react";
import {
  CONSENT_COOKIE,
  COOKIES_PREFERENCES_PATH,
  decodeConsent,
} from "#contract/consent-rules.ts";
import { readCookie } from "../../frame/cookies.ts";
import { useSiteLinks } from "../../frame/use-frame.ts";
import { useBrowserCookies } from "../../hooks/use-browser-cookies.ts";

// A visitor who has chosen never loads the banner (decision 0014).
const ConsentBanner = lazy(() =>
  import("./consent-banner.tsx").then((module) => ({ default: module.ConsentBanner })),
);

/**
 * Frame §4: the consent banner shows while the browser holds no choice. The
 * choice is read from the browser's own cookies after hydration, never baked
 * into the page, which anonymous visitors share (decisions 0002, 0012). The
 * preferences page is the manager itself: no banner over it.
 */
export function ConsentGate() {
  const cookies = useBrowserCookies();
  const { rest } = useSiteLinks();
  // A choice writes the cookie and tells useBrowserCookies, which hides the banner.
  if (cookies === null || rest === COOKIES_PREFERENCES_PATH) return null;
  if (decodeConsent(readCookie(cookies, CONSENT_COOKIE)) !== null) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner />
    </Suspense>
  );
}
