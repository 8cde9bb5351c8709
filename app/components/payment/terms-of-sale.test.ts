import { createHash } from "node:crypto";
import { expect, test } from "vitest";
import { TERMS_OF_SALE_VERSION } from "#contract/commerce-rules.ts";
import en from "../../i18n/locales/en/common.json" with { type: "json" };
import { termsVersionDate } from "./terms-of-sale.tsx";

test("a version of the terms is the day it took effect, in the page's language", () => {
  expect(termsVersionDate("2026-11-28", "en")).toBe("November 28, 2026");
  expect(termsVersionDate("2026-11-28", "ar")).toMatch(/نوفمبر/);
  // Orders placed before the terms had versions.
  expect(termsVersionDate("initial", "en")).toBeNull();
});

test("the terms' text changes only with a new version (decision 0054)", () => {
  // Orders keep the version they accepted: the text of a version never changes under them.
  // Changed the terms? Give them a new TERMS_OF_SALE_VERSION, then the digest here.
  const { title: _title, version: _version, ...terms } = en.payment.termsOfSale;
  const digest = createHash("sha256").update(JSON.stringify(terms)).digest("hex");
  expect({ version: TERMS_OF_SALE_VERSION, digest }).toEqual({
    version: "2026-11-28",
    digest: "8aeb2f6af475a00479be06d95cafcefc74cc207799d59384f9771dd6dd55c93e",
  });
});
