/**
 * The PostgreSQL text search configuration for a language, so search stems
 * words the way the language does ("cameras" finds "camera"). Languages
 * without a built-in stemmer use "simple".
 */
const configs: Record<string, string> = {
  en: "english",
  de: "german",
  fr: "french",
  it: "italian",
  es: "spanish",
  pt: "portuguese",
  nl: "dutch",
  tr: "turkish",
  ar: "arabic",
  lt: "lithuanian",
  cs: "simple",
  pl: "simple",
  ko: "simple",
  vi: "simple",
  th: "simple",
};

export function searchConfigFor(languageSimple: string): string {
  return configs[languageSimple.toLowerCase().split("-")[0]!] ?? "simple";
}
