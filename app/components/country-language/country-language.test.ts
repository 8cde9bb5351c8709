import { expect, test } from "vitest";
import { confirmedLanguage, initialCountry } from "./country-language.ts";

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

test("Confirm confirms the country the select shows, in its language or else its start language", () => {
  const onEnglish = { siteId: 1, languageId: 1 };
  // The language select still lists the previous country's (Canada's English): Germany's German.
  expect(
    confirmedLanguage(countries, { country: "DE", languageKey: "1:1" }, onEnglish),
  ).toMatchObject({ id: 3, siteId: 8 });
  // A language of the shown country is kept.
  expect(
    confirmedLanguage(countries, { country: "CH", languageKey: "15:4" }, onEnglish),
  ).toMatchObject({ id: 4, siteId: 15 });
  // A country served by the current site and language starts on it.
  expect(confirmedLanguage(countries, { country: "CA", languageKey: "" }, onEnglish)).toMatchObject(
    {
      id: 1,
      siteId: 1,
    },
  );
  expect(
    confirmedLanguage(countries, { country: "XX", languageKey: "1:1" }, onEnglish),
  ).toBeUndefined();
});
