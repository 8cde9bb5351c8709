import { createContext, useContext, type ReactNode } from "react";
import { brandVariables, type CommonMessages } from "./messages.ts";
import { packMessages, type I18nPayload } from "./i18n.ts";
import { createTranslator, type TFunction, type Translator } from "./translator.ts";

export type { TFunction } from "./translator.ts";

/** What a component needs to write text: the `t` of the page's language and its translator. */
export type Translation = { t: TFunction; i18n: Translator };

const TranslationContext = createContext<Translation | null>(null);

/**
 * One translator and one `t` per language, pack and brand, made once and
 * reused by every request and component after it. Nothing changes a
 * translator once made, so requests can share it; a component reads it from
 * context instead of building a per-component wrapper on every render. A
 * pack's texts are the same object for as long as the process runs; new
 * texts (a pack loaded again) make a new translator.
 */
const made = new Map<string, { messages: CommonMessages; translation: Translation }>();

export function translationFor(payload: I18nPayload, brand: string): Translation {
  const messages = packMessages(payload.pack);
  // The server registers the pack before it renders; in the browser the pack's script ran
  // before the page's modules, or the root's clientLoader loaded it.
  if (!messages) throw new Error(`Language pack ${payload.pack} is not loaded`);
  const key = `${payload.lng}\u0000${payload.pack}\u0000${brand}`;
  const kept = made.get(key);
  if (kept && kept.messages === messages) return kept.translation;
  // Brand wording differs per tenant only through {{brand}} and {{academy}} (frame §1).
  const translator = createTranslator(payload.lng, messages, brandVariables(brand, messages));
  const translation = { t: translator.t, i18n: translator };
  made.set(key, { messages, translation });
  return translation;
}

export function TranslationProvider({
  translation,
  children,
}: {
  translation: Translation;
  children: ReactNode;
}) {
  return <TranslationContext value={translation}>{children}</TranslationContext>;
}

/** The page's translation; every component renders below the root's TranslationProvider. */
export function useTranslation(): Translation {
  const translation = useContext(TranslationContext);
  if (!translation) throw new Error("useTranslation outside the TranslationProvider");
  return translation;
}
