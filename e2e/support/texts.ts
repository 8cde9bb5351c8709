import { existsSync, readFileSync } from "node:fs";
import type { Page } from "@playwright/test";

type Pack = "common" | "server";

const packUrl = (language: string, pack: Pack) =>
  new URL(`../../app/i18n/locales/${language}/${pack}.json`, import.meta.url);

/** Each pack is read once per worker. */
const packs = new Map<string, Record<string, unknown>>();

function lookUp(language: string, pack: Pack, key: string): string {
  const file = packUrl(language, pack);
  let texts = packs.get(file.href);
  if (!texts) packs.set(file.href, (texts = JSON.parse(readFileSync(file, "utf8"))));
  const text = key
    .split(".")
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts);
  if (typeof text !== "string") throw new Error(`the ${language} ${pack} pack has no text ${key}`);
  return text;
}

/**
 * A site's interface text as its language pack writes it, so a journey on the
 * German or French site checks the words its visitors read (and fails when the
 * page falls back to English). `{{name}}` placeholders take `values`.
 */
export function packText(
  language: string,
  key: string,
  values: Record<string, string> = {},
): string {
  return lookUp(language, "common", key).replace(
    /\{\{(\w+)\}\}/g,
    (_, name: string) => values[name] ?? `{{${name}}}`,
  );
}

/** The page's own language (`<html lang>`); a language without a pack reads English, as the portal does. */
async function languageOf(page: Page, pack: Pack): Promise<string> {
  const language = (await page.locator("html").getAttribute("lang")) ?? "en";
  return existsSync(packUrl(language, pack)) ? language : "en";
}

/** The portal's interface text in the page's own language. */
export async function pageText(
  page: Page,
  key: string,
  values: Record<string, string> = {},
): Promise<string> {
  return packText(await languageOf(page, "common"), key, values);
}

/**
 * The identity provider's text (its pages speak the language of the site the
 * learner came from) for `key` of its `idp` section, as a pattern when it
 * holds `{placeholders}` (the brand's name, say).
 */
export async function providerText(page: Page, key: string): Promise<string | RegExp> {
  const text = lookUp(await languageOf(page, "server"), "server", `idp.${key}`);
  return /\{\w+\}/.test(text) ? patternOf(text, /\{\w+\}/) : text;
}

/** A pack text whose placeholders may be anything, as a pattern of the whole text. */
function patternOf(text: string, placeholder: RegExp): RegExp {
  const pattern = text
    .split(placeholder)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join(".+");
  return new RegExp(`^${pattern}$`);
}

/** A site's interface text with any values in its `{{placeholders}}`, as a pattern. */
export const packPattern = (language: string, key: string): RegExp =>
  patternOf(lookUp(language, "common", key), /\{\{\w+\}\}/);
