import { expect, test } from "vitest";
import { initialCountry } from "./country-language.ts";

const countries = [
  {
    country: "CA",
    countryName: "Canada",
    languageList: [{ id: 1, languageComplete: "English", siteId: 1, pathPrefix: "/en" }],
  },
  {
    country: "CH",
    countryName: "Switzerland",
    languageList: [{ id: 4, languageComplete: "Français", siteId: 15, pathPrefix: "/eu/ch" }],
  },
  {
    country: "DE",
    countryName: "Germany",
    languageList: [{ id: 3, languageComplete: "Deutsch", siteId: 8, pathPrefix: "/eu/de" }],
  },
];

test("the language panel starts on the visitor's country, else one the current site serves", () => {
  expect(initialCountry(countries, { siteId: 15, languageId: 4, countryCode: "DE" })).toBe("DE");
  expect(initialCountry(countries, { siteId: 15, languageId: 4, countryCode: null })).toBe("CH");
  expect(initialCountry(countries, { siteId: 99, languageId: 9, countryCode: "FR" })).toBe("CA");
  expect(initialCountry([], { siteId: 1, languageId: 1, countryCode: null })).toBe("");
});
