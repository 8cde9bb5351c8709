import { runInNewContext } from "node:vm";
import { expect, test } from "vitest";
import { registerPack } from "./i18n.ts";
import { commonMessages, i18nPayload, packScript, packScripts } from "./resources.server.ts";
import { translationFor } from "./translation.tsx";

test("one instance per language, pack and brand, reused by every later request", () => {
  const first = translationFor(i18nPayload("ar"), "Acme");
  expect(translationFor(i18nPayload("ar"), "Acme")).toBe(first);
  expect(translationFor(i18nPayload("ar"), "Other brand")).not.toBe(first);
  expect(translationFor(i18nPayload("en"), "Acme")).not.toBe(first);
});

test("a language without its own texts reads the English pack in its own language", () => {
  const payload = i18nPayload("sv");
  expect(payload).toMatchObject({ lng: "sv", pack: "en", src: packScript("en").path });
  const { t, i18n } = translationFor(payload, "Acme");
  expect(i18n.language).toBe("sv");
  expect(t("app.academyName")).toBe(translationFor(i18nPayload("en"), "Acme").t("app.academyName"));
});

test("a pack loaded again (new texts) makes a new instance", () => {
  const first = translationFor(i18nPayload("en"), "Acme");
  registerPack("en", structuredClone(commonMessages("en")));
  try {
    const fresh = translationFor({ lng: "en", pack: "en", src: "" }, "Acme");
    expect(fresh).not.toBe(first);
    expect(fresh.t("app.academyName")).toBe(first.t("app.academyName"));
  } finally {
    registerPack("en", commonMessages("en"));
  }
});

test("the fixed t writes the brand into the language's texts", () => {
  const { t } = translationFor(i18nPayload("en"), "Acme");
  expect(t("app.academyName")).toBe("Acme Academy");
  const { t: arabic } = translationFor(i18nPayload("ar"), "Acme");
  expect(arabic("app.academyName")).toContain("Acme");
  expect(arabic("app.academyName")).not.toBe(t("app.academyName"));
});

test("a pack's script adds exactly the pack's texts, at a path that names its content", () => {
  for (const script of packScripts()) {
    const id = /^\/locales\/([a-z-]+)\.[\w-]{12}\.js$/.exec(script.path)?.[1];
    expect(id, script.path).toBeTruthy();
    const self: Record<string, unknown> = {};
    runInNewContext(script.source, { self, JSON });
    expect(self.__academyPacks).toEqual({ [id!]: commonMessages(id!) });
  }
  expect(new Set(packScripts().map((script) => script.path)).size).toBe(packScripts().length);
});
