import type { CommonMessages } from "./messages.ts";

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
