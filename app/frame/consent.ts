import {
  CONSENT_COOKIE,
  CONSENT_VERSION,
  COOKIE_INVENTORY,
  OPTIONAL_CATEGORIES,
  allowsCategory,
  cookieEntryOf,
  decodeConsent,
  encodeConsent,
  type ConsentChoice,
  type ConsentPlace,
  type CookieCategory,
  type OptionalCategory,
} from "#contract/consent-rules.ts";
import type { FrameData } from "#contract/site.ts";
import { cookiesChanged } from "../hooks/use-browser-cookies.ts";
import { readCookie } from "./cookies.ts";

/**
 * The browser's side of cookie consent (frame §4): every cookie page scripts
 * write goes through storeCookie, which asks mayStore first, so no
 * functionality or analytics cookie is ever written where the visitor (or the
 * place's default) refuses it. Consent state lives only in the browser's
 * cookies and is read after hydration: anonymous pages are shared by every
 * visitor of a variant (decisions 0002, 0012) and must not carry it.
 */

/** The place a frame is seen from: its site's region and the visitor's detected country. */
export function consentPlaceOf(frame: Pick<FrameData, "site" | "countryCode">): ConsentPlace {
  return { region: frame.site.region, countryCode: frame.countryCode };
}

/**
 * The choice a cookie header records (this browser's by default), or null
 * while the visitor has made none (the banner shows). The server reads a
 * request's with it too: the page it renders, and keeps apart, with or
 * without the banner (root loader, server/delivery/pages.ts).
 */
export function recordedConsent(
  cookieHeader: string | null = document.cookie,
): ConsentChoice | null {
  return decodeConsent(readCookie(cookieHeader, CONSENT_COOKIE));
}

/** Whether a cookie of the category may be stored in this browser now. */
export function mayStore(
  category: CookieCategory,
  place: ConsentPlace,
  cookieHeader: string = document.cookie,
): boolean {
  return allowsCategory(category, recordedConsent(cookieHeader), place);
}

/** The Set-Cookie / document.cookie string of an inventory cookie: its lifespan, every path. */
export function cookieString(name: string, value: string): string {
  const entry = cookieEntryOf(name);
  if (!entry || entry.writtenBy !== "browser")
    throw new Error(`${name} is not a browser cookie of the inventory (contract/consent-rules.ts)`);
  const lifespan = entry.lifespanSeconds === null ? "" : `; Max-Age=${entry.lifespanSeconds}`;
  return `${name}=${value}${lifespan}; Path=/; SameSite=Lax`;
}

/**
 * Writes an inventory cookie when its category may be stored; returns whether
 * it was written (the caller carries the value another way when not).
 */
export function storeCookie(name: string, value: string, place: ConsentPlace): boolean {
  const entry = cookieEntryOf(name);
  if (!entry || !mayStore(entry.category, place)) return false;
  document.cookie = cookieString(name, value);
  cookiesChanged();
  return true;
}

/** A choice made now: the categories allowed, today's date, this text's version. */
export function consentChoice(allowed: Record<OptionalCategory, boolean>): ConsentChoice {
  return {
    version: CONSENT_VERSION,
    functionality: allowed.functionality,
    analytics: allowed.analytics,
    date: new Date().toISOString(),
  };
}

/**
 * Records the visitor's choice in the consent cookie and deletes every cookie
 * of a category it refuses (frame §4: reject deletes the cookies).
 */
export function saveConsent(choice: ConsentChoice): void {
  document.cookie = cookieString(CONSENT_COOKIE, encodeConsent(choice));
  const refused = OPTIONAL_CATEGORIES.filter((category) => !choice[category]);
  if (refused.length > 0) deleteCookies(refused);
  cookiesChanged();
}

/**
 * The names of the cookies page scripts can see that are not known to be
 * necessary: the inventory's cookies of the refused categories and any cookie
 * the inventory does not list (someone else's script), which is never
 * necessary to the portal.
 */
export function cookiesToDelete(
  cookieHeader: string,
  refused: readonly OptionalCategory[],
): string[] {
  const names = cookieHeader
    .split(";")
    .map((part) => part.split("=")[0]!.trim())
    .filter((name) => name.length > 0);
  return names.filter((name) => {
    const entry = cookieEntryOf(name);
    return entry ? (refused as readonly string[]).includes(entry.category) : true;
  });
}

/** The paths a cookie may have been set on: every path is "/" for ours, a page's own for others. */
function pathsOf(pathname: string): string[] {
  const parts = pathname.split("/").filter(Boolean);
  const paths = ["/"];
  for (let i = 1; i <= parts.length; i++) paths.push(`/${parts.slice(0, i).join("/")}`);
  return paths;
}

function deleteCookies(refused: readonly OptionalCategory[]) {
  const host = window.location.hostname;
  const domains = ["", host, `.${host}`];
  for (const name of cookiesToDelete(document.cookie, refused)) {
    for (const path of pathsOf(window.location.pathname))
      for (const domain of domains)
        document.cookie = `${name}=; Max-Age=0; Path=${path}${domain ? `; Domain=${domain}` : ""}`;
  }
}

/** The inventory grouped by category, in the order the preferences page lists them. */
export function inventoryByCategory() {
  return (["necessary", ...OPTIONAL_CATEGORIES] as const).map((category) => ({
    category,
    cookies: COOKIE_INVENTORY.filter((entry) => entry.category === category),
  }));
}
