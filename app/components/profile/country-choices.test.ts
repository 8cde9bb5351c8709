import { expect, test } from "vitest";
import { countryChoices } from "./country-choices.ts";

const countries = [
  { id: 1, name: "Germany", countryCode: "DE", level: 1 },
  { id: 2, name: "Austria", countryCode: "AT", level: 1 },
  { id: 3, name: "United Arab Emirates", countryCode: "AE", level: 1 },
];

test("a country is shown in the page's language and chosen by its stored name", () => {
  expect(countryChoices(countries, "de")).toEqual([
    { value: "Germany", label: "Deutschland" },
    { value: "Austria", label: "Österreich" },
    { value: "United Arab Emirates", label: "Vereinigte Arabische Emirate" },
  ]);
  expect(countryChoices(countries, "ar").find((c) => c.value === "Germany")?.label).toBe("ألمانيا");
  expect(countryChoices(countries, "en").map((c) => c.label)).toEqual([
    "Austria",
    "Germany",
    "United Arab Emirates",
  ]);
});
