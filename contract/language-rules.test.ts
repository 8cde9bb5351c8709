import { expect, test } from "vitest";
import { parseLanguageId } from "./language-rules.ts";

test("a language id is a positive whole number given as text", () => {
  expect(parseLanguageId("12")).toBe(12);
  expect(parseLanguageId("0")).toBeNull();
  expect(parseLanguageId("-1")).toBeNull();
  expect(parseLanguageId("1e3")).toBeNull();
  expect(parseLanguageId("")).toBeNull();
  expect(parseLanguageId(["3"])).toBeNull();
  expect(parseLanguageId(undefined)).toBeNull();
});
