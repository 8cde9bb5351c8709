import ar from "./locales/ar/common.json" with { type: "json" };
import en from "./locales/en/common.json" with { type: "json" };
import { mergeMessages, type CommonMessages, type Messages } from "./messages.ts";

/**
 * Every language pack lives on the server only; the loader sends the browser
 * the one active pack, merged over English so a missing key still reads well.
 */
const packs: Record<string, Messages> = { ar };

export const FALLBACK_PACK = "en";

/** Merged once per pack: the same object each time lets the i18n instance made for it be reused. */
const merged = new Map<string, CommonMessages>();

export function commonMessages(languagePackId: string): CommonMessages {
  const pack = packs[languagePackId];
  if (!pack) return en;
  let messages = merged.get(languagePackId);
  if (!messages) {
    messages = mergeMessages(en, pack) as CommonMessages;
    merged.set(languagePackId, messages);
  }
  return messages;
}

/** Whether a pack has its own texts (others read English). */
export function hasPack(languagePackId: string): boolean {
  return languagePackId === FALLBACK_PACK || languagePackId in packs;
}
