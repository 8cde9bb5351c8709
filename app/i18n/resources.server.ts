import ar from "./locales/ar/common.json" with { type: "json" };
import en from "./locales/en/common.json" with { type: "json" };
import { mergeMessages, type CommonMessages, type Messages } from "./messages.ts";

/**
 * Every language pack lives on the server only; the loader sends the browser
 * the one active pack, merged over English so a missing key still reads well.
 */
const packs: Record<string, Messages> = { ar };

export const FALLBACK_PACK = "en";

export function commonMessages(languagePackId: string): CommonMessages {
  const pack = packs[languagePackId];
  return pack ? (mergeMessages(en, pack) as CommonMessages) : en;
}

/** Whether a pack has its own texts (others read English). */
export function hasPack(languagePackId: string): boolean {
  return languagePackId === FALLBACK_PACK || languagePackId in packs;
}
