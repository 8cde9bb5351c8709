/**
 * Seed texts are written in English and in the language of every demo site:
 * Arabic (the right-to-left site), the European sites' German, French,
 * Italian, Spanish, Polish, Dutch, Czech and Lithuanian, Brazil's
 * Portuguese, Turkish, and the Asian sites' Korean, Vietnamese and Thai.
 */
export type Localized = {
  en: string;
  ar?: string;
  de?: string;
  fr?: string;
  it?: string;
  es?: string;
  pl?: string;
  nl?: string;
  cs?: string;
  pt?: string;
  tr?: string;
  ko?: string;
  vi?: string;
  th?: string;
  lt?: string;
};

/** Language ids with their own seed texts (see languages.ts). */
const OWN_TEXTS: Record<number, Exclude<keyof Localized, "en">> = {
  2: "ar",
  3: "de",
  4: "fr",
  5: "it",
  6: "es",
  7: "pl",
  8: "nl",
  9: "cs",
  10: "pt",
  11: "tr",
  12: "ko",
  13: "vi",
  14: "th",
  15: "lt",
};

/** The seed's own language of a language id, or undefined where the seed writes English. */
export function ownTextsOf(languageId: number): Exclude<keyof Localized, "en"> | undefined {
  return OWN_TEXTS[languageId];
}

export function pick(text: Localized, languageId: number): string {
  const language = ownTextsOf(languageId);
  return (language && text[language]) ?? text.en;
}
