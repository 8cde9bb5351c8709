import type { CountryEntry } from "#contract/site.ts";

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
