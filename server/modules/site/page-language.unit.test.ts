import { describe, expect, test } from "vitest";
import {
  browserLanguagesOf,
  chooseLanguage,
  languageCandidates,
  type LanguageSignals,
} from "./page-language.ts";

const de = { id: 3, languageSimple: "de" };
const fr = { id: 4, languageSimple: "fr" };
const it = { id: 5, languageSimple: "it" };
const ptBr = { id: 10, languageSimple: "pt-BR" };

const none: LanguageSignals = {
  addressLanguageId: null,
  userLanguageId: null,
  cookieLanguageId: null,
  countryLanguages: [],
  browserLanguages: [],
};

/** A Swiss site: German (base), French, Italian. */
const swissSite = [{ id: 3 }, { id: 4 }, { id: 5 }];
const swiss = (signals: Partial<LanguageSignals>) =>
  chooseLanguage(swissSite, languageCandidates({ ...none, ...signals }), 3)?.id;

describe("the page's language (frame §4 priority)", () => {
  test.each<[string, Partial<LanguageSignals>, number]>([
    ["nothing known: the site's base language", {}, 3],
    ["the user's saved language", { userLanguageId: 5 }, 5],
    ["the user's saved language before the cookie", { userLanguageId: 5, cookieLanguageId: 4 }, 5],
    ["the cookie", { cookieLanguageId: 4 }, 4],
    [
      "the cookie before country plus browser language",
      { cookieLanguageId: 4, countryLanguages: [de, fr, it], browserLanguages: ["it"] },
      4,
    ],
    [
      "country plus browser language, in the browser's order",
      { countryLanguages: [de, fr, it], browserLanguages: ["it-ch", "fr"] },
      5,
    ],
    [
      "country plus browser language before the country's first language",
      { countryLanguages: [de, fr, it], browserLanguages: ["en", "fr"] },
      4,
    ],
    [
      "country only: its first language",
      { countryLanguages: [fr, de], browserLanguages: ["en"] },
      4,
    ],
    [
      "a saved language the site lacks goes on down the list",
      { userLanguageId: 1, cookieLanguageId: 2, countryLanguages: [it] },
      5,
    ],
    [
      "the address's choice for this page view comes first",
      { addressLanguageId: 4, userLanguageId: 5, cookieLanguageId: 5 },
      4,
    ],
  ])("%s", (_, signals, expected) => {
    expect(swiss(signals)).toBe(expected);
  });

  test("an exact browser tag matches its language, and a language matches its regional tags", () => {
    expect(
      languageCandidates({ ...none, countryLanguages: [ptBr], browserLanguages: ["pt"] }),
    ).toEqual([10]);
    expect(
      languageCandidates({ ...none, countryLanguages: [ptBr], browserLanguages: ["pt-br"] }),
    ).toEqual([10]);
  });

  test("without any candidate it offers: the base language, then id 1, then the first offered", () => {
    expect(chooseLanguage([{ id: 1 }, { id: 2 }], [7], 2)?.id).toBe(2);
    // The base language is not offered (a misconfigured site): language id 1.
    expect(chooseLanguage([{ id: 2 }, { id: 1 }], [], 9)?.id).toBe(1);
    expect(chooseLanguage([{ id: 6 }, { id: 7 }], [], 9)?.id).toBe(6);
    expect(chooseLanguage([], [1], 1)).toBeUndefined();
  });

  test("candidates are listed once each, most wanted first", () => {
    expect(
      languageCandidates({
        addressLanguageId: 4,
        userLanguageId: 4,
        cookieLanguageId: 3,
        countryLanguages: [de, fr, it],
        browserLanguages: ["fr", "it"],
      }),
    ).toEqual([4, 3, 5]);
  });
});

describe("the browser's languages (Accept-Language)", () => {
  test.each<[string | undefined, string[]]>([
    [undefined, []],
    ["", []],
    ["de-CH", ["de-ch"]],
    ["fr;q=0.5, it-CH, en;q=0.8", ["it-ch", "en", "fr"]],
    // Equal quality keeps the header's order; refused and wildcard entries drop out.
    ["nl, de;q=0, *;q=0.1, fr", ["nl", "fr"]],
    ["not a tag!, en", ["en"]],
  ])("%j -> %j", (header, expected) => {
    expect(browserLanguagesOf(header)).toEqual(expected);
  });

  test("a long header costs at most ten languages", () => {
    const header = Array.from(
      { length: 50 },
      (_, i) => `x${String.fromCharCode(97 + (i % 26))}`,
    ).join(",");
    expect(browserLanguagesOf(header)).toHaveLength(10);
  });
});
