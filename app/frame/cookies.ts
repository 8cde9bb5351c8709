/** Cookie names and lifetimes of the frame (frame §4, §9). */
export const LANGUAGE_COOKIE = "languageCheckedId";
export const COOKIE_MAX_AGE_SECONDS = 31_536_000;

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
  const value = readCookie(header, LANGUAGE_COOKIE);
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** The Set-Cookie / document.cookie string remembering a language for one year. */
export function languageCookie(languageId: number): string {
  return `${LANGUAGE_COOKIE}=${languageId}; Max-Age=${COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`;
}

/** Remembers the chosen language in the browser (the next document load uses it). */
export function rememberLanguage(languageId: number): void {
  document.cookie = languageCookie(languageId);
}
