import ar from "./locales/ar/server.json" with { type: "json" };
import cs from "./locales/cs/server.json" with { type: "json" };
import de from "./locales/de/server.json" with { type: "json" };
import en from "./locales/en/server.json" with { type: "json" };
import es from "./locales/es/server.json" with { type: "json" };
import fr from "./locales/fr/server.json" with { type: "json" };
import it from "./locales/it/server.json" with { type: "json" };
import ko from "./locales/ko/server.json" with { type: "json" };
import lt from "./locales/lt/server.json" with { type: "json" };
import nl from "./locales/nl/server.json" with { type: "json" };
import pl from "./locales/pl/server.json" with { type: "json" };
import pt from "./locales/pt/server.json" with { type: "json" };
import th from "./locales/th/server.json" with { type: "json" };
import tr from "./locales/tr/server.json" with { type: "json" };
import vi from "./locales/vi/server.json" with { type: "json" };
import { mergeMessages, type Messages } from "./messages.ts";

/**
 * The texts only the server writes, in the same language packs as the pages'
 * (locales/{language}/server.json): the identity provider's pages, the
 * e-mails and the certificate PDFs. The browser never loads them. Their
 * placeholders are `{name}`, filled by the server.
 */
export type ServerTexts = typeof en;

const packs: Record<string, Messages> = { ar, cs, de, es, fr, it, ko, lt, nl, pl, pt, th, tr, vi };

const merged = new Map<string, ServerTexts>();

/** The primary language of a BCP 47 tag ("ar-EG" → "ar"). */
const primary = (language: string) => language.toLowerCase().split("-")[0] ?? "en";

/** Whether a language has its own server texts (others read English). */
export function hasServerTexts(language: string): boolean {
  const id = primary(language);
  return id === "en" || id in packs;
}

/** The server's texts in a language, merged over English so a missing key still reads well. */
export function serverTexts(language: string): ServerTexts {
  const id = primary(language);
  const pack = packs[id];
  if (!pack) return en;
  let texts = merged.get(id);
  if (!texts) {
    texts = mergeMessages(en, pack) as ServerTexts;
    merged.set(id, texts);
  }
  return texts;
}
