/**
 * Which language a page is shown in (frame §4 "Language and country"): the
 * user's saved language, the remembered language (cookie), a language of the
 * visitor's country that the browser asks for, the country's first language,
 * then the site's base language, else language id 1. Pure: the page cache
 * keys anonymous pages by the candidates (server/delivery/pages.ts), and page
 * renderers in worker threads choose from them without the site directory.
 */

/** Learner §9 "Default language: en": the language every tenant has. */
export const DEFAULT_LANGUAGE_ID = 1;

export type LanguageSignals = {
  /**
   * The language the address names (`?languageId=`): a choice for this page
   * view where no cookie may remember it (functionality cookies refused).
   */
  addressLanguageId: number | null;
  /** The signed-in user's saved language. */
  userLanguageId: number | null;
  /** languageCheckedId. */
  cookieLanguageId: number | null;
  /** The languages serving the visitor's country (the country-language list), preferred first. */
  countryLanguages: readonly { id: number; languageSimple: string }[];
  /** The browser's languages (Accept-Language), preferred first, lower case. */
  browserLanguages: readonly string[];
};

/** A BCP 47 tag's language ("de-CH" -> "de"). */
const primary = (tag: string) => tag.toLowerCase().split("-")[0]!;

/**
 * The languages to try, most wanted first; a site shows the first it offers
 * (chooseLanguage), falling back to its base language and then id 1.
 */
export function languageCandidates(signals: LanguageSignals): number[] {
  const ordered: number[] = [];
  const add = (id: number | null) => {
    if (id !== null && !ordered.includes(id)) ordered.push(id);
  };
  add(signals.addressLanguageId);
  add(signals.userLanguageId);
  add(signals.cookieLanguageId);
  // Country plus browser language: the browser's order decides among the country's languages;
  // an exact tag ("pt-BR") is as good as its language ("pt").
  for (const wanted of signals.browserLanguages) {
    for (const language of signals.countryLanguages) {
      const tag = language.languageSimple.toLowerCase();
      if (tag === wanted || primary(tag) === primary(wanted)) add(language.id);
    }
  }
  // Country only: the country's preferred language first.
  for (const language of signals.countryLanguages) add(language.id);
  return ordered;
}

/**
 * The site's language for the candidates: the first it offers, else its base
 * language, else id 1, else the first it offers at all (a site offering
 * neither is misconfigured, not broken).
 */
export function chooseLanguage<L extends { id: number }>(
  offered: readonly L[],
  candidates: readonly number[],
  baseLanguageId: number,
): L | undefined {
  for (const id of [...candidates, baseLanguageId, DEFAULT_LANGUAGE_ID]) {
    const found = offered.find((language) => language.id === id);
    if (found) return found;
  }
  return offered[0];
}

/**
 * The languages of an Accept-Language header by preference (RFC 9110
 * §12.5.4): highest quality first, the header's order among equals; "*" and
 * refused (q=0) languages dropped. At most ten, so a long header costs nothing.
 */
export function browserLanguagesOf(header: string | undefined): string[] {
  if (!header) return [];
  const entries: { tag: string; quality: number; index: number }[] = [];
  for (const [index, part] of header.split(",").slice(0, 20).entries()) {
    const [rawTag, ...parameters] = part.trim().split(";");
    const tag = rawTag!.trim().toLowerCase();
    if (!/^[a-z]{1,8}(?:-[a-z0-9]{1,8})*$/.test(tag)) continue;
    let quality = 1;
    for (const parameter of parameters) {
      const match = /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(parameter);
      if (match) quality = Number(match[1]);
    }
    if (quality > 0) entries.push({ tag, quality, index });
  }
  return entries
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .slice(0, 10)
    .map((entry) => entry.tag);
}
