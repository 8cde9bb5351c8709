import i18next, { type i18n } from "i18next";
import { brandVariables, type CommonMessages } from "./messages.ts";

export const NAMESPACE = "common";

/**
 * What the root loader sends the browser: the active language, the pack its
 * texts come from (English for a language without its own) and the address
 * of that pack's script. The texts themselves are not in the page: the script
 * is one file per pack and release that the browser keeps (resources.server.ts).
 */
export type I18nPayload = { lng: string; pack: string; src: string };

declare global {
  /** The packs loaded in this process or page, by pack id; a pack's script adds itself. */
  var __academyPacks: Record<string, CommonMessages> | undefined;
}

export const PACKS_GLOBAL = "__academyPacks";

function packs(): Record<string, CommonMessages> {
  return (globalThis.__academyPacks ??= {});
}

/** Makes a pack's texts known to this process (the server, before it renders). */
export function registerPack(pack: string, messages: CommonMessages) {
  packs()[pack] = messages;
}

export function packMessages(pack: string): CommonMessages | undefined {
  return packs()[pack];
}

/**
 * Loads a pack the page has not got yet: a navigation in the browser to a site
 * of another language. Its script is the one the document would have named.
 */
export async function loadPack(payload: I18nPayload): Promise<void> {
  if (packMessages(payload.pack)) return;
  await import(/* @vite-ignore */ payload.src);
  if (!packMessages(payload.pack)) throw new Error(`Language pack ${payload.pack} did not load`);
}

/**
 * An i18next instance for one language pack, made once per pack and brand
 * (translation.tsx) and shared by the requests that use it.
 * Brand wording differs per tenant only through {{brand}} and {{academy}} (frame §1).
 */
export function createI18n(lng: string, messages: CommonMessages, brand: string): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng,
    fallbackLng: false,
    ns: [NAMESPACE],
    defaultNS: NAMESPACE,
    resources: { [lng]: { [NAMESPACE]: messages } },
    initAsync: false,
    returnNull: false,
    interpolation: {
      escapeValue: false,
      defaultVariables: brandVariables(brand, messages),
    },
  });
  return instance;
}
