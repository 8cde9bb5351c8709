import { Code } from "#contract/codes.ts";
import { LANGUAGE_COOKIE, TIPS_COOKIE, type ConsentPlace } from "#contract/consent-rules.ts";
import { LANGUAGE_PARAM } from "#contract/language-rules.ts";
import type { ApiClient } from "../api-client.ts";
import { storeCookie } from "./consent.ts";

/**
 * The country and language choice (frame §4 "Language and country"): the
 * first-visit tip's show rule, and what confirming a language does.
 */

/**
 * Frame §4: the tip (and through it the selector) shows only when more than
 * one language exists, neither the language cookie nor the tips cookie is
 * set, and the page's language belongs to another country than the one the
 * visitor was found in. An unknown country differs from none.
 */
export function showsCountryLanguageTip(input: {
  multipleLanguages: boolean;
  languageCookie: string | null;
  tipsCookie: string | null;
  /** The page language's countryCode. */
  languageCountry: string;
  /** The visitor's country from the IP lookup, when known. */
  detectedCountry: string | null;
}): boolean {
  return (
    input.multipleLanguages &&
    input.languageCookie === null &&
    input.tipsCookie === null &&
    input.detectedCountry !== null &&
    input.languageCountry.toUpperCase() !== input.detectedCountry.toUpperCase()
  );
}

/** Remembers a language for a year (frame §4, §9), if functionality cookies are allowed. */
export function rememberLanguage(languageId: number, place: ConsentPlace): boolean {
  return storeCookie(LANGUAGE_COOKIE, String(languageId), place);
}

/** Frame §4: closing the tip remembers that for a year, if functionality cookies are allowed. */
export function rememberTipClosed(place: ConsentPlace): boolean {
  return storeCookie(TIPS_COOKIE, "true", place);
}

/**
 * Where the page goes after a choice: the destination itself when the account
 * or the cookie remembers the language, else the destination naming it in the
 * address, so the choice holds for that page view without any cookie.
 */
export function addressAfterChoice(
  destination: string,
  languageId: number,
  remembered: boolean,
): string {
  const url = new URL(destination, "http://portal.invalid");
  url.searchParams.delete(LANGUAGE_PARAM);
  if (!remembered) url.searchParams.set(LANGUAGE_PARAM, String(languageId));
  // No fragment: the page must load again, and an address differing only by one would not.
  return url.pathname + url.search;
}

/** A language of a site: what the selector, the panel and the language bar choose. */
export type LanguageTarget = { siteId: number; languageId: number };

/**
 * Confirms a language (frame §4): a signed-in learner's account saves it
 * (`/user/updateLanguageId`; a refusal stops here, its Tips dialog says why),
 * the cookie remembers it where consent allows, and the page loads again at
 * `destination` (the chosen site's root, or the same page for the language
 * bar). Returns false when nothing changed.
 */
export async function applyLanguageChoice(options: {
  target: LanguageTarget;
  destination: string;
  place: ConsentPlace;
  api: ApiClient;
  signedIn: boolean;
}): Promise<boolean> {
  const { target, place, api, signedIn } = options;
  if (signedIn) {
    const saved = await api.post("/user/updateLanguageId", {
      siteId: target.siteId,
      languageId: target.languageId,
    });
    if (saved.code !== Code.success) return false;
  }
  const remembered = rememberLanguage(target.languageId, place) || signedIn;
  const address = addressAfterChoice(options.destination, target.languageId, remembered);
  if (address === window.location.pathname + window.location.search) window.location.reload();
  else window.location.assign(address);
  return true;
}
