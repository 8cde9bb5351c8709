import { regionName } from "#contract/intl.ts";
import type { RegionNode } from "#contract/site.ts";

/**
 * The country select's options: each country is chosen by the name the
 * portal stores (what the profile saves and checks, frame §5) and shown by
 * its name in the page's language, in that language's alphabetical order.
 */
export function countryChoices(
  countries: readonly RegionNode[],
  locale: string,
): { value: string; label: string }[] {
  const collator = new Intl.Collator(locale);
  return countries
    .map((country) => ({ value: country.name, label: regionName(country.countryCode, locale) }))
    .sort((a, b) => collator.compare(a.label, b.label));
}
