/**
 * The page language's inputs the browser and the server share (frame §4
 * "Language and country"). Zod-free (decision 0005).
 */

/**
 * The address parameter naming a page view's language (`/eu/ch?languageId=4`):
 * how a language choice reaches the server when no cookie may remember it
 * (functionality cookies refused, frame §4 "Cookie consent").
 */
export const LANGUAGE_PARAM = "languageId";

/** A language id as a cookie or the address carries it, when it is a usable one. */
export function parseLanguageId(value: unknown): number | null {
  if (typeof value !== "string" || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
