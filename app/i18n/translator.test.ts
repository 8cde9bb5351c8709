import { expect, test } from "vitest";
import ar from "./locales/ar/common.json" with { type: "json" };
import en from "./locales/en/common.json" with { type: "json" };
import { createTranslator } from "./translator.ts";

const messages = {
  app: { academyName: "{{brand}} Academy", welcome: "Welcome to {{academy}}, {{name}}" },
  items: { count_one: "{{count}} item", count_other: "{{count}} items", plain: "No count" },
};
const variables = { brand: "Acme", academy: "Acme Academy" };

test("nested keys, the tenant's words and the caller's values", () => {
  const { t } = createTranslator("en", messages, variables);
  expect(t("app.academyName")).toBe("Acme Academy");
  expect(t("app.welcome", { name: "Noor" })).toBe("Welcome to Acme Academy, Noor");
  // A value the caller gives wins over the tenant's.
  expect(t("app.academyName", { brand: "Other" })).toBe("Other Academy");
  // A value nobody gives writes nothing, never the placeholder.
  expect(t("app.welcome")).toBe("Welcome to Acme Academy, ");
});

test("a missing key writes the key; exists tells", () => {
  const translator = createTranslator("en", messages, variables);
  expect(translator.t("app.nothing")).toBe("app.nothing");
  expect(translator.t("app")).toBe("app");
  expect(translator.exists("app.welcome")).toBe(true);
  expect(translator.exists("app.nothing")).toBe(false);
  expect(translator.exists("app")).toBe(false);
  expect(translator.language).toBe("en");
});

test("count picks the language's plural form, then the other form, then the plain key", () => {
  const { t } = createTranslator("en", messages, variables);
  expect(t("items.count", { count: 1 })).toBe("1 item");
  expect(t("items.count", { count: 0 })).toBe("0 items");
  expect(t("items.count", { count: 12 })).toBe("12 items");
  expect(t("items.plain", { count: 3 })).toBe("No count");
  // A language whose forms the key lacks falls back to the other form.
  expect(createTranslator("ar", messages, variables).t("items.count", { count: 2 })).toBe(
    "2 items",
  );
});

test("the packs' counted texts in English and in Arabic's six forms", () => {
  const english = createTranslator("en", en, variables).t;
  expect(english("catalogue.credits", { count: 1 })).toBe(
    en.catalogue.credits_one.replace("{{count}}", "1"),
  );
  expect(english("catalogue.credits", { count: 25 })).toBe(
    en.catalogue.credits_other.replace("{{count}}", "25"),
  );
  const arabic = createTranslator("ar", ar, variables).t;
  const forms = ar.catalogue as Record<string, unknown>;
  for (const [count, form] of [
    [0, "zero"],
    [1, "one"],
    [2, "two"],
    [3, "few"],
    [11, "many"],
    [100, "other"],
  ] as const) {
    expect(arabic("catalogue.credits", { count })).toBe(
      (forms[`credits_${form}`] as string).replace("{{count}}", String(count)),
    );
  }
});
