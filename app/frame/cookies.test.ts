import { expect, test } from "vitest";
import { languageIdFromCookie, readCookie } from "./cookies.ts";

test("reads the remembered language id from a Cookie header", () => {
  expect(languageIdFromCookie("a=1; languageCheckedId=4; b=2")).toBe(4);
  expect(languageIdFromCookie("languageCheckedId=abc")).toBeNull();
  expect(languageIdFromCookie("languageCheckedId=0")).toBeNull();
  expect(languageIdFromCookie(null)).toBeNull();
  expect(readCookie("x=%E2%9C%93", "x")).toBe("✓");
});
