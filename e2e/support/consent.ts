import type { BrowserContext, Cookie } from "@playwright/test";
import { CONSENT_COOKIE, CONSENT_VERSION, encodeConsent } from "../../contract/consent-rules.ts";

/**
 * Cookie consent in the journeys (frame §4). Every journey but the consent and
 * language ones starts in a browser that has already accepted every cookie,
 * so the banner at the foot of the page never sits over what they click; the
 * consent journeys start with no cookie at all (`firstVisit`).
 */

/** The hosts the journeys visit (the three tenants of the demo). */
const HOSTS = ["localhost", "thermal.localhost", "neutral.localhost"];

const accepted = encodeConsent({
  version: CONSENT_VERSION,
  functionality: true,
  analytics: true,
  date: "2026-01-01T00:00:00.000Z",
});

/** A browser that accepted every cookie (playwright.config.ts `use.storageState`). */
export const consented = {
  cookies: HOSTS.map((domain) => ({
    name: CONSENT_COOKIE,
    value: accepted,
    domain,
    path: "/",
    expires: -1,
    httpOnly: false,
    secure: false,
    sameSite: "Lax" as const,
  })),
  origins: [],
};

/** A first visit: no cookie of any kind. */
export const firstVisit = { cookies: [], origins: [] };

/** A cookie of the browser by name. */
export async function cookieOf(context: BrowserContext, name: string): Promise<Cookie | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === name);
}

/** How many seconds a cookie has left (frame §9 lifespans). */
export function secondsLeft(cookie: Cookie | undefined): number {
  return (cookie?.expires ?? 0) - Date.now() / 1000;
}
