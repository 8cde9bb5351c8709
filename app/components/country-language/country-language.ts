import type { CountryEntry } from "#contract/site.ts";

type CountryLanguage = CountryEntry["languageList"][number];
type Current = { siteId: number; languageId: number };

/** A language of a site, as the language select names it. */
export const languageKeyOf = (language: { siteId: number; id: number }) =>
  `${language.siteId}:${language.id}`;

/** Frame §7: the countries with the languages (and sites) that serve them. */
export const COUNTRY_LANGUAGE_PATH = "/certification/countryLanguage/getList";

/**
 * The country the panel starts on: the visitor's own country when it is listed,
 * else one served by the current site and language, else the first.
 */
export function initialCountry(
  countries: readonly CountryEntry[],
  current: { siteId: number; languageId: number; countryCode: string | null },
): string {
  const serving = countries.find((entry) =>
    entry.languageList.some(
      (language) => language.siteId === current.siteId && language.id === current.languageId,
    ),
  );
  const visitor = countries.find((entry) => entry.country === current.countryCode);
  return (visitor ?? serving ?? countries[0])?.country ?? "";
}

/**
 * The language a country starts on: the current language of the current site
 * when the country is served by it, else the country's first (its preferred).
 */
export function startLanguage(
  languages: readonly CountryLanguage[],
  current: Current,
): CountryLanguage | undefined {
  return (
    languages.find(
      (language) => language.siteId === current.siteId && language.id === current.languageId,
    ) ?? languages[0]
  );
}

/**
 * What Confirm confirms: the country and language the selects show. A
 * language shown that is not one of that country's (the language select still
 * listed the previous country's, its change not taken yet) gives way to the
 * country's start language.
 */
export function confirmedLanguage(
  countries: readonly CountryEntry[],
  shown: { country: string; languageKey: string },
  current: Current,
): CountryLanguage | undefined {
  const languages = countries.find((entry) => entry.country === shown.country)?.languageList ?? [];
  return (
    languages.find((language) => languageKeyOf(language) === shown.languageKey) ??
    startLanguage(languages, current)
  );
}
