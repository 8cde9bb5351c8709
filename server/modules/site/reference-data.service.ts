import { eq, max } from "drizzle-orm";
import { countries as countryList, type TCountryCode } from "countries-list";
import type { Db } from "#db/client.ts";
import { countries, currencies, languages } from "#db/schema/site.ts";

/**
 * The lists every tenant shares (languages, countries, currencies), as
 * `npm run setup` completes them for a new organisation's sites (issue 35):
 * what is missing is added, what exists is left as it is.
 */

/** Learner §9 "Default language: en": English keeps id 1, the language every fallback names. */
const ENGLISH_ID = 1;

/**
 * The languages of these tags (ids by tag): an existing row with the tag, else a new
 * one named in its own language (Intl), right to left where its script is,
 * reading the text pack of its primary language (English where there is none).
 */
export async function ensureLanguages(
  tx: Db,
  tags: string[],
): Promise<{ ids: Map<string, number>; created: string[] }> {
  const unique = [...new Set(tags)].sort((a, b) => Number(b === "en") - Number(a === "en"));
  const rows = await tx
    .select({ id: languages.id, languageSimple: languages.languageSimple })
    .from(languages);
  const ids = new Map<string, number>();
  const created: string[] = [];
  for (const tag of unique) {
    const found = rows.find((row) => row.languageSimple.toLowerCase() === tag.toLowerCase());
    if (found) {
      ids.set(tag, found.id);
      continue;
    }
    const taken = new Set(rows.map((row) => row.id));
    const highest = Math.max(0, ...taken);
    // English keeps id 1 when it is free; the others never take it from English.
    const id =
      tag === "en" && !taken.has(ENGLISH_ID) ? ENGLISH_ID : Math.max(highest, ENGLISH_ID) + 1;
    const locale = new Intl.Locale(tag);
    const name = new Intl.DisplayNames([tag], { type: "language" }).of(tag) ?? tag;
    await tx.insert(languages).values({
      id,
      languageComplete: name.charAt(0).toLocaleUpperCase(tag) + name.slice(1),
      languageSimple: tag,
      countryCode: locale.region ?? locale.maximize().region ?? "US",
      languagePackId: locale.language,
      rtlStatus: textDirection(locale) === "rtl" ? "1" : "0",
    });
    rows.push({ id, languageSimple: tag });
    ids.set(tag, id);
    created.push(tag);
  }
  return { ids, created };
}

function textDirection(locale: Intl.Locale): string | undefined {
  const withInfo = locale as Intl.Locale & {
    getTextInfo?: () => { direction?: string };
    textInfo?: { direction?: string };
  };
  return (withInfo.getTextInfo?.() ?? withInfo.textInfo)?.direction;
}

/**
 * Every country of ISO 3166-1, so sign-up, the profile and the country
 * selector offer them all; rows that exist are left as they are. The region is
 * the continent's regional platform (Europe: eu; Asia and Oceania: asia);
 * nothing reads it yet.
 */
export async function ensureCountries(tx: Db): Promise<number> {
  const rows = Object.entries(countryList).map(([code, country]) => ({
    code,
    countryName: country.name,
    phoneCode: country.phone[0] !== undefined ? `+${country.phone[0]}` : "",
    region: (country.continent === "EU"
      ? "eu"
      : country.continent === "AS" || country.continent === "OC"
        ? "asia"
        : "global") as "global" | "eu" | "asia",
  }));
  const inserted = await tx
    .insert(countries)
    .values(rows)
    .onConflictDoNothing()
    .returning({ code: countries.code });
  return inserted.length;
}

/** The currency list (GET /certification/currency/getCurrencyTypeList) holds every site's currency. */
export async function ensureCurrencies(tx: Db, codes: string[]): Promise<string[]> {
  const created: string[] = [];
  for (const code of new Set(codes)) {
    const [existing] = await tx
      .select({ id: currencies.id })
      .from(currencies)
      .where(eq(currencies.currencyType, code));
    if (existing) continue;
    const symbol =
      new Intl.NumberFormat("en", {
        style: "currency",
        currency: code,
        currencyDisplay: "narrowSymbol",
      })
        .formatToParts(1)
        .find((part) => part.type === "currency")?.value ?? code;
    const [last] = await tx.select({ highest: max(currencies.id) }).from(currencies);
    await tx
      .insert(currencies)
      .values({ id: (last?.highest ?? 0) + 1, currencyType: code, symbol: symbol.slice(0, 8) });
    created.push(code);
  }
  return created;
}

/** Whether the code is a country the portal knows (ISO 3166-1 alpha-2). */
export function isKnownCountry(code: string): boolean {
  return Object.hasOwn(countryList, code);
}

/** The English name of a country the portal knows. */
export function countryNameOf(code: string): string | undefined {
  return isKnownCountry(code) ? countryList[code as TCountryCode].name : undefined;
}
