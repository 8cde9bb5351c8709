import { expect, test } from "vitest";
import { cookieString, cookiesToDelete, mayStore } from "./consent.ts";

const eu = { region: "eu", countryCode: "DE" };
const global = { region: "global", countryCode: "US" };

test("an optional cookie may be stored where the default allows it or the visitor did", () => {
  expect(mayStore("functionality", eu, "")).toBe(false);
  expect(mayStore("functionality", global, "")).toBe(true);
  expect(mayStore("necessary", eu, "")).toBe(true);
  const rejected = "a=1; disclaimer=1||2026-05-04T10:20:30.000Z";
  expect(mayStore("functionality", global, rejected)).toBe(false);
  const accepted = "disclaimer=1|functionality|2026-05-04T10:20:30.000Z";
  expect(mayStore("functionality", eu, accepted)).toBe(true);
  expect(mayStore("analytics", eu, accepted)).toBe(false);
});

test("a cookie is written with the inventory's lifespan on every path", () => {
  expect(cookieString("languageCheckedId", "3")).toBe(
    "languageCheckedId=3; Max-Age=31536000; Path=/; SameSite=Lax",
  );
  // The server's cookies are not the page's to write.
  expect(() => cookieString("academy_session", "x")).toThrow(/inventory/);
  expect(() => cookieString("tracking", "x")).toThrow(/inventory/);
});

test("refusing a category deletes its cookies and any cookie the inventory does not know", () => {
  const jar =
    "disclaimer=1||2026-05-04T10:20:30.000Z; languageCheckedId=4; showCountryLanguageTips=true; _ga=GA1.1";
  expect(cookiesToDelete(jar, ["functionality", "analytics"])).toEqual([
    "languageCheckedId",
    "showCountryLanguageTips",
    "_ga",
  ]);
  expect(cookiesToDelete(jar, ["analytics"])).toEqual(["_ga"]);
  expect(cookiesToDelete("", ["functionality"])).toEqual([]);
});
