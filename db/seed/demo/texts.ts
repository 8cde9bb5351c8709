/**
 * Seed texts are written in English, Arabic (the right-to-left site) and the
 * languages of the European demo sites: German, French, Italian, Spanish and
 * Polish. Every other language gets the English text.
 */
export type Localized = {
  en: string;
  ar?: string;
  de?: string;
  fr?: string;
  it?: string;
  es?: string;
  pl?: string;
};

/** Language ids with their own seed texts (see languages.ts). */
const OWN_TEXTS: Record<number, Exclude<keyof Localized, "en">> = {
  2: "ar",
  3: "de",
  4: "fr",
  5: "it",
  6: "es",
  7: "pl",
};

/** The seed's own language of a language id, or undefined where the seed writes English. */
export function ownTextsOf(languageId: number): Exclude<keyof Localized, "en"> | undefined {
  return OWN_TEXTS[languageId];
}

export function pick(text: Localized, languageId: number): string {
  const language = ownTextsOf(languageId);
  return (language && text[language]) ?? text.en;
}
