import { expect, test } from "vitest";
import ar from "./locales/ar/common.json" with { type: "json" };
import en from "./locales/en/common.json" with { type: "json" };
import { brandVariables, interpolate, mergeMessages, type Messages } from "./messages.ts";

function keys(messages: Messages, prefix = ""): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === "string" ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
}

test("the Arabic pack translates every English key", () => {
  expect(keys(ar).sort()).toEqual(keys(en).sort());
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
