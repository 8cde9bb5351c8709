import { expect, test } from "vitest";
import ar from "./locales/ar/common.json" with { type: "json" };
import en from "./locales/en/common.json" with { type: "json" };
import { brandVariables, interpolate, mergeMessages, type Messages } from "./messages.ts";

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

test("the Arabic pack translates every English key", () => {
  expect(baseKeys(ar)).toEqual(baseKeys(en));
});

test("a counted text has every plural form its language uses", () => {
  for (const [language, pack] of [
    ["en", en],
    ["ar", ar],
  ] as const) {
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
