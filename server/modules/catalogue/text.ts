import type { Language } from "../site/site-directory.ts";

/**
 * A name kept per language pack (`{"en": "...", "ar": "..."}`) in the
 * request's language, falling back to English, then to any name.
 */
export function localName(
  names: Record<string, string> | null | undefined,
  language: Pick<Language, "languagePackId" | "languageSimple">,
): string {
  if (!names) return "";
  return (
    names[language.languagePackId] ??
    names[language.languageSimple] ??
    names[language.languageSimple.split("-")[0]!] ??
    names.en ??
    Object.values(names)[0] ??
    ""
  );
}
