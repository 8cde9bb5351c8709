import { pluralRules } from "#contract/intl.ts";
import type { Messages } from "./messages.ts";

/** Values a text is written with: `count` also picks the plural form. */
export type TranslateValues = { count?: number } & Record<string, unknown>;

/** Writes the text of a key ("catalogue.duration.minutes") in the translator's language. */
export type TFunction = (key: string, values?: TranslateValues) => string;

export type Translator = {
  /** The page's language (a language without its own pack reads another's texts). */
  language: string;
  t: TFunction;
  /** Whether the pack has a text for the key (error texts by code, for instance). */
  exists(key: string): boolean;
};

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

/**
 * The portal's texts in one language: nested keys, {{name}} placeholders
 * (the tenant's {{brand}} and {{academy}} filled in everywhere) and counted
 * texts in every plural form the language has (`key_one`, `key_other`;
 * Arabic's zero, two, few and many), picked with the platform's plural rules.
 * All the portal asks of a translation library, without its weight in every
 * page's first load (issue 11's front-end budget). A missing key writes the
 * key itself, so a gap shows instead of breaking the page.
 */
export function createTranslator(
  language: string,
  messages: Messages,
  variables: Record<string, string>,
): Translator {
  const plurals = pluralRules(language, {});

  function lookup(key: string): string | undefined {
    let node: string | Messages | undefined = messages;
    for (const part of key.split(".")) {
      if (typeof node !== "object") return undefined;
      node = node[part];
    }
    return typeof node === "string" ? node : undefined;
  }

  function text(key: string, count: unknown): string | undefined {
    if (typeof count === "number")
      return lookup(`${key}_${plurals.select(count)}`) ?? lookup(`${key}_other`) ?? lookup(key);
    return lookup(key);
  }

  return {
    language,
    t(key, values) {
      const found = text(key, values?.count);
      if (found === undefined) return key;
      return found.replace(PLACEHOLDER, (_, name: string) => {
        const value = values && name in values ? values[name] : variables[name];
        return value === undefined || value === null ? "" : String(value);
      });
    },
    exists: (key) => lookup(key) !== undefined,
  };
}
