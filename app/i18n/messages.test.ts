import { readdirSync, readFileSync } from "node:fs";
import { expect, test } from "vitest";
import ar from "./locales/ar/common.json" with { type: "json" };
import en from "./locales/en/common.json" with { type: "json" };
import { brandVariables, interpolate, mergeMessages, type Messages } from "./messages.ts";
import { hasPack } from "./resources.server.ts";

/** Every pack in the locales folder, read from disk: a pack added there is checked at once. */
const LOCALES = new URL("./locales/", import.meta.url);
const read = (language: string, file: string) =>
  JSON.parse(readFileSync(new URL(`${language}/${file}`, LOCALES), "utf8")) as Messages;
const packs: [string, Messages][] = readdirSync(LOCALES).map((language) => [
  language,
  read(language, "common.json"),
]);
/** The texts only the server writes (mail, PDFs, the identity provider's pages): `{name}` placeholders. */
const serverPacks: [string, Messages][] = readdirSync(LOCALES).map((language) => [
  language,
  read(language, "server.json"),
]);

function keys(messages: Messages, prefix = ""): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === "string" ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
}

/** Plural suffixes (the translator's): every language has its own set of forms for a counted text. */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function baseKeys(messages: Messages): string[] {
  return [...new Set(keys(messages).map((key) => key.replace(PLURAL_SUFFIX, "")))].sort();
}

test("every pack translates every English key, and has none English lacks", () => {
  expect(packs.map(([language]) => language)).toEqual(
    expect.arrayContaining([
      ...["ar", "cs", "de", "en", "es", "fr", "it", "ko", "lt", "nl", "pl", "pt", "th", "tr", "vi"],
    ]),
  );
  for (const [language, pack] of packs) expect(baseKeys(pack), language).toEqual(baseKeys(en));
});

test("every pack in the folder is one the server offers", () => {
  for (const [language] of packs) expect(hasPack(language), language).toBe(true);
});

/** The placeholders of a text: {{name}} and tags such as <1> or </strong>. */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*\w+\s*\}\}|<\/?\w+>/g)].map((match) => match[0]).sort();
}

function leaves(messages: Messages, prefix = ""): [string, string][] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === "string" ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );
}

test("a translation keeps the placeholders of its English text", () => {
  const english = new Map(
    leaves(en).map(([key, text]) => [key.replace(PLURAL_SUFFIX, ""), placeholders(text)]),
  );
  for (const [language, pack] of packs) {
    const lost = leaves(pack).flatMap(([key, text]) => {
      const wanted = english.get(key.replace(PLURAL_SUFFIX, "")) ?? [];
      // A counted form may leave out {{count}} ("one" written as a word), nothing else.
      const kept = new Set(placeholders(text));
      return wanted
        .filter((name) => !kept.has(name) && !(PLURAL_SUFFIX.test(key) && name === "{{count}}"))
        .map((name) => `${key}: ${name}`);
    });
    expect(lost, language).toEqual([]);
  }
});

test("every pack has the server's texts: every key of the English ones, with their placeholders", () => {
  const [, english] = serverPacks.find(([language]) => language === "en")!;
  const wanted = new Map(
    leaves(english).map(([key, text]) => [key, text.match(/\{\w+\}/g)?.sort() ?? []]),
  );
  for (const [language, pack] of serverPacks) {
    expect(keys(pack), language).toEqual(keys(english));
    const lost = leaves(pack).flatMap(([key, text]) =>
      (wanted.get(key) ?? [])
        .filter((name) => !text.includes(name))
        .map((name) => `${key}: ${name}`),
    );
    expect(lost, language).toEqual([]);
  }
});

test("a counted text has every plural form its language uses", () => {
  for (const [language, pack] of packs) {
    const all = new Set(keys(pack));
    const counted = new Set(
      keys(pack)
        .filter((key) => PLURAL_SUFFIX.test(key))
        .map((key) => key.replace(PLURAL_SUFFIX, "")),
    );
    const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    const missing = [...counted].flatMap((key) =>
      forms.filter((form) => !all.has(`${key}_${form}`)).map((form) => `${key}_${form}`),
    );
    expect(missing, language).toEqual([]);
  }
});

test("a pack merges over English, keeping English where it has no text", () => {
  const merged = mergeMessages({ a: { b: "B", c: "C" }, d: "D" }, { a: { b: "ب" } });
  expect(merged).toEqual({ a: { b: "ب", c: "C" }, d: "D" });
});

test("brand wording: {{academy}} does not repeat a brand that already is an academy", () => {
  expect(brandVariables("Hikvision", en)).toEqual({
    brand: "Hikvision",
    academy: "Hikvision Academy",
  });
  expect(brandVariables("Security Academy", en).academy).toBe("Security Academy");
  expect(brandVariables("HIKMICRO", ar).academy).toBe("أكاديمية HIKMICRO");
  expect(interpolate("{{ brand }} {{missing}}", { brand: "X" })).toBe("X {{missing}}");
});
