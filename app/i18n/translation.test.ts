import { expect, test } from "vitest";
import { commonMessages } from "./resources.server.ts";
import { translationFor } from "./translation.tsx";

test("one instance per language pack and brand, reused by every later request", () => {
  const payload = { lng: "ar", messages: commonMessages("ar") };
  const first = translationFor(payload, "Acme");
  // The server merges a pack once, so a later request hands over the same object.
  expect(commonMessages("ar")).toBe(payload.messages);
  expect(translationFor({ lng: "ar", messages: commonMessages("ar") }, "Acme")).toBe(first);
  expect(translationFor(payload, "Other brand")).not.toBe(first);
  expect(translationFor({ lng: "en", messages: commonMessages("en") }, "Acme")).not.toBe(first);
});

test("a new pack for a language (the browser after a language change) makes a new instance", () => {
  const first = translationFor({ lng: "en", messages: commonMessages("en") }, "Acme");
  const fresh = translationFor(
    { lng: "en", messages: structuredClone(commonMessages("en")) },
    "Acme",
  );
  expect(fresh).not.toBe(first);
  expect(fresh.t("app.academyName")).toBe(first.t("app.academyName"));
});

test("the fixed t writes the brand into the language's texts", () => {
  const { t } = translationFor({ lng: "en", messages: commonMessages("en") }, "Acme");
  expect(t("app.academyName")).toContain("Acme");
  const { t: arabic } = translationFor({ lng: "ar", messages: commonMessages("ar") }, "Acme");
  expect(arabic("app.academyName")).toContain("Acme");
  expect(arabic("app.academyName")).not.toBe(t("app.academyName"));
});
