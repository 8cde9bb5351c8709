import { createHash } from "node:crypto";
import { PACKS_GLOBAL, registerPack, type I18nPayload } from "./i18n.ts";
import ar from "./locales/ar/common.json" with { type: "json" };
import cs from "./locales/cs/common.json" with { type: "json" };
import de from "./locales/de/common.json" with { type: "json" };
import en from "./locales/en/common.json" with { type: "json" };
import es from "./locales/es/common.json" with { type: "json" };
import fr from "./locales/fr/common.json" with { type: "json" };
import it from "./locales/it/common.json" with { type: "json" };
import ko from "./locales/ko/common.json" with { type: "json" };
import lt from "./locales/lt/common.json" with { type: "json" };
import nl from "./locales/nl/common.json" with { type: "json" };
import pl from "./locales/pl/common.json" with { type: "json" };
import pt from "./locales/pt/common.json" with { type: "json" };
import th from "./locales/th/common.json" with { type: "json" };
import tr from "./locales/tr/common.json" with { type: "json" };
import vi from "./locales/vi/common.json" with { type: "json" };
import { mergeMessages, type CommonMessages, type Messages } from "./messages.ts";

/**
 * Every language pack lives on the server; a page names the one it needs, as
 * a script the browser fetches once and keeps (packScript), merged over
 * English so a missing key still reads well.
 */
const packs: Record<string, Messages> = { ar, cs, de, es, fr, it, ko, lt, nl, pl, pt, th, tr, vi };

export const FALLBACK_PACK = "en";

/** The pack whose texts a language reads: its own, or English. */
function textsOf(languagePackId: string): string {
  return languagePackId in packs ? languagePackId : FALLBACK_PACK;
}

/** Merged once per pack: the same object each time lets the i18n instance made for it be reused. */
const merged = new Map<string, CommonMessages>();

export function commonMessages(languagePackId: string): CommonMessages {
  const id = textsOf(languagePackId);
  const pack = packs[id];
  if (!pack) return en;
  let messages = merged.get(id);
  if (!messages) {
    messages = mergeMessages(en, pack) as CommonMessages;
    merged.set(id, messages);
  }
  return messages;
}

/** Whether a pack has its own texts (others read English). */
export function hasPack(languagePackId: string): boolean {
  return languagePackId === FALLBACK_PACK || languagePackId in packs;
}

export type PackScript = { path: string; source: string };

const scripts = new Map<string, PackScript>();

/**
 * A pack as a script that adds its texts to the page's packs. Its path names
 * its content, so the browser and any cache in front keep it for good and a
 * release with other texts has another path.
 */
export function packScript(languagePackId: string): PackScript {
  const id = textsOf(languagePackId);
  let script = scripts.get(id);
  if (!script) {
    // JSON.parse of a string literal is read faster than the same object as code.
    const json = JSON.stringify(commonMessages(id));
    const source = `(self.${PACKS_GLOBAL}||(self.${PACKS_GLOBAL}={}))[${JSON.stringify(id)}]=JSON.parse(${JSON.stringify(json)});\n`;
    const hash = createHash("sha256").update(source).digest("base64url").slice(0, 12);
    script = { path: `/locales/${id}.${hash}.js`, source };
    scripts.set(id, script);
  }
  return script;
}

/** Every pack's script, for the server to answer their paths. */
export function packScripts(): PackScript[] {
  return [FALLBACK_PACK, ...Object.keys(packs)].map(packScript);
}

/**
 * What the page needs of a language: its pack registered for this process's
 * render, and the address of the pack's script for the browser.
 */
export function i18nPayload(languagePackId: string): I18nPayload {
  const pack = textsOf(languagePackId);
  registerPack(pack, commonMessages(pack));
  return { lng: languagePackId, pack, src: packScript(pack).path };
}
