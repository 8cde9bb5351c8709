import { describe, expect, test } from "vitest";
import {
  CONSENT_VERSION,
  COOKIE_INVENTORY,
  allowsCategory,
  cookieEntryOf,
  decodeConsent,
  defaultConsent,
  encodeConsent,
  isConsentRestricted,
  type ConsentChoice,
} from "./consent-rules.ts";

describe("the default by region (frame §4, learner §4)", () => {
  test.each<[string, string | null, "accept-all" | "reject-all"]>([
    ["eu", null, "reject-all"],
    ["eu", "DE", "reject-all"],
    ["eu", "US", "reject-all"],
    ["global", "LT", "reject-all"],
    ["global", "EE", "reject-all"],
    ["asia", "LV", "reject-all"],
    ["global", "DE", "accept-all"],
    ["global", null, "accept-all"],
    ["asia", "KR", "accept-all"],
  ])(
    "a %s site seen from %s: %s, with Reject offered only where it is reject-all",
    (region, countryCode, expected) => {
      const place = { region, countryCode };
      expect(defaultConsent(place)).toBe(expected);
      expect(isConsentRestricted(place)).toBe(expected === "reject-all");
    },
  );
});

describe("what may be stored", () => {
  const eu = { region: "eu", countryCode: null };
  const global = { region: "global", countryCode: "GB" };
  const choice = (functionality: boolean, analytics: boolean): ConsentChoice => ({
    version: CONSENT_VERSION,
    functionality,
    analytics,
    date: "2026-05-04T10:20:30.000Z",
  });

  test("necessary cookies always; the others by the choice, else by the place's default", () => {
    for (const place of [eu, global])
      expect(allowsCategory("necessary", choice(false, false), place)).toBe(true);
    expect(allowsCategory("functionality", null, eu)).toBe(false);
    expect(allowsCategory("analytics", null, eu)).toBe(false);
    expect(allowsCategory("functionality", null, global)).toBe(true);
    expect(allowsCategory("functionality", choice(true, false), eu)).toBe(true);
    expect(allowsCategory("analytics", choice(true, false), eu)).toBe(false);
    expect(allowsCategory("functionality", choice(false, true), global)).toBe(false);
  });
});

describe("the consent cookie's value: categories, date, version", () => {
  test("reads back what it wrote, in cookie-safe characters", () => {
    const all = {
      version: CONSENT_VERSION,
      functionality: true,
      analytics: true,
      date: "2026-05-04T10:20:30.000Z",
    };
    expect(encodeConsent(all)).toBe("1|functionality+analytics|2026-05-04T10:20:30.000Z");
    expect(decodeConsent(encodeConsent(all))).toEqual(all);
    const none = { ...all, functionality: false, analytics: false };
    expect(encodeConsent(none)).toBe("1||2026-05-04T10:20:30.000Z");
    expect(decodeConsent(encodeConsent(none))).toEqual(none);
    // RFC 6265 cookie-octets: no space, quote, comma, semicolon or backslash.
    expect(encodeConsent(all)).toMatch(/^[\x21\x23-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]+$/);
  });

  test.each([
    null,
    "",
    "true",
    "1|functionality",
    "1|cookies|2026-05-04T10:20:30.000Z",
    "1|functionality|yesterday",
    "1|functionality|2026-13-45T99:99:99Z",
    // A choice made under another version of the text is no choice: the banner asks again.
    "0|functionality|2026-05-04T10:20:30.000Z",
    "2|functionality|2026-05-04T10:20:30.000Z",
  ])("%j is no choice", (value) => {
    expect(decodeConsent(value)).toBeNull();
  });
});

describe("the inventory", () => {
  test("every name is listed once, and every optional cookie is one page scripts write", () => {
    const names = COOKIE_INVENTORY.flatMap((entry) => entry.names);
    expect(new Set(names).size).toBe(names.length);
    for (const entry of COOKIE_INVENTORY.filter((e) => e.category !== "necessary"))
      expect(entry.writtenBy).toBe("browser");
  });

  test("frame §4, §9: the language and tips cookies are functionality cookies for a year", () => {
    expect(cookieEntryOf("languageCheckedId")).toMatchObject({
      category: "functionality",
      lifespanSeconds: 31_536_000,
    });
    expect(cookieEntryOf("showCountryLanguageTips")?.category).toBe("functionality");
    expect(cookieEntryOf("disclaimer")?.category).toBe("necessary");
    expect(cookieEntryOf("somebody-elses")).toBeUndefined();
  });
});
