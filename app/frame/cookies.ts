import { LANGUAGE_COOKIE } from "#contract/consent-rules.ts";
import { parseLanguageId } from "#contract/language-rules.ts";

/**
 * Reading the frame's cookies (frame §4, §9); writing them goes through
 * consent.ts, which asks the visitor's consent first.
 */
export function readCookie(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index < 0) continue;
    if (part.slice(0, index).trim() !== name) continue;
    const raw = part.slice(index + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

/** The remembered language id, when the cookie holds a usable one. */
export function languageIdFromCookie(header: string | null | undefined): number | null {
  return parseLanguageId(readCookie(header, LANGUAGE_COOKIE));
}
