import { describe, expect, test } from "vitest";
import { addressAfterChoice, showsCountryLanguageTip } from "./language-choice.ts";

type TipInput = Parameters<typeof showsCountryLanguageTip>[0];

describe("the first-visit country/language tip (frame §4)", () => {
  const shows: TipInput = {
    multipleLanguages: true,
    languageCookie: null,
    tipsCookie: null,
    languageCountry: "GB",
    detectedCountry: "DE",
  };

  test("shows when every rule holds", () => {
    expect(showsCountryLanguageTip(shows)).toBe(true);
  });

  test.each<[string, Partial<TipInput>]>([
    ["only one language exists", { multipleLanguages: false }],
    ["the language cookie is set", { languageCookie: "1" }],
    ["the tips cookie is set", { tipsCookie: "true" }],
    ["the language's country is the detected one", { detectedCountry: "GB" }],
    ["case aside", { detectedCountry: "gb" }],
    ["no country was detected", { detectedCountry: null }],
  ])("does not show when %s", (_, change) => {
    expect(showsCountryLanguageTip({ ...shows, ...change })).toBe(false);
  });
});

describe("the address after a language choice", () => {
  test("remembered (account or cookie): the destination as it is, without an old choice", () => {
    expect(addressAfterChoice("/eu/ch", 4, true)).toBe("/eu/ch");
    expect(addressAfterChoice("/eu/ch/search?keyword=x&languageId=5", 4, true)).toBe(
      "/eu/ch/search?keyword=x",
    );
  });

  test("not remembered: the address names the language for that page view", () => {
    expect(addressAfterChoice("/eu/ch", 4, false)).toBe("/eu/ch?languageId=4");
    expect(addressAfterChoice("/eu/ch/search?keyword=x&languageId=5#top", 4, false)).toBe(
      "/eu/ch/search?keyword=x&languageId=4",
    );
  });
});
