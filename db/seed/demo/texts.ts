/**
 * Seed texts are written in English, Arabic (the right-to-left site) and German;
 * every other language gets the English text, as the UI falls back to English.
 */
export type Localized = { en: string; ar?: string; de?: string };

/** Language ids with their own seed texts (see languages.ts). */
const ARABIC = 2;
const GERMAN = 3;

export function pick(text: Localized, languageId: number): string {
  if (languageId === ARABIC) return text.ar ?? text.en;
  if (languageId === GERMAN) return text.de ?? text.en;
  return text.en;
}
