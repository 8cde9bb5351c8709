import type { languages } from "../../schema/site.ts";

/** Language ids are part of the contract (1 English is the default, 2 Arabic is right to left). */
export const LanguageId = {
  en: 1,
  ar: 2,
  de: 3,
  fr: 4,
  it: 5,
  es: 6,
  pl: 7,
  nl: 8,
  cs: 9,
  pt: 10,
  tr: 11,
  ko: 12,
  vi: 13,
  th: 14,
  lt: 15,
} as const;

type LanguageRow = typeof languages.$inferInsert;

/** [id, name in its own script, BCP 47 tag, country, right to left] */
const table: [number, string, string, string, boolean][] = [
  [LanguageId.en, "English", "en", "GB", false],
  [LanguageId.ar, "العربية", "ar", "AE", true],
  [LanguageId.de, "Deutsch", "de", "DE", false],
  [LanguageId.fr, "Français", "fr", "FR", false],
  [LanguageId.it, "Italiano", "it", "IT", false],
  [LanguageId.es, "Español", "es", "ES", false],
  [LanguageId.pl, "Polski", "pl", "PL", false],
  [LanguageId.nl, "Nederlands", "nl", "NL", false],
  [LanguageId.cs, "Čeština", "cs", "CZ", false],
  [LanguageId.pt, "Português", "pt", "BR", false],
  [LanguageId.tr, "Türkçe", "tr", "TR", false],
  [LanguageId.ko, "한국어", "ko", "KR", false],
  [LanguageId.vi, "Tiếng Việt", "vi", "VN", false],
  [LanguageId.th, "ไทย", "th", "TH", false],
  [LanguageId.lt, "Lietuvių", "lt", "LT", false],
];

export const languageRows: LanguageRow[] = table.map(([id, name, tag, country, rtl]) => ({
  id,
  languageComplete: name,
  languageSimple: tag,
  countryCode: country,
  // The text packs in app/i18n/locales are named by the bare language tag.
  languagePackId: tag,
  rtlStatus: rtl ? "1" : "0",
}));

export function languageTag(languageId: number): string {
  const row = languageRows.find((l) => l.id === languageId);
  if (!row) throw new Error(`Unknown seed language ${languageId}`);
  return row.languageSimple;
}
