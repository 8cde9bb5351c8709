import { describe, expect, it } from "vitest";
import { dateTimeFormat, displayNames, numberFormat, pluralRules } from "./intl.ts";

describe("Intl formatters made once", () => {
  it("returns the formatter made for the same locale and options", () => {
    const first = dateTimeFormat("en", { dateStyle: "medium", timeZone: "UTC" });
    expect(dateTimeFormat("en", { dateStyle: "medium", timeZone: "UTC" })).toBe(first);
    expect(first.format(new Date("2026-03-04T10:00:00Z"))).toBe("Mar 4, 2026");
  });

  it("makes another for another locale, time zone or option", () => {
    const en = dateTimeFormat("en", { dateStyle: "medium", timeZone: "UTC" });
    expect(dateTimeFormat("de", { dateStyle: "medium", timeZone: "UTC" })).not.toBe(en);
    expect(dateTimeFormat("en", { dateStyle: "medium", timeZone: "Asia/Tokyo" })).not.toBe(en);
    expect(dateTimeFormat("en", { dateStyle: "long", timeZone: "UTC" })).not.toBe(en);
    expect(dateTimeFormat(["en"], { dateStyle: "medium", timeZone: "UTC" })).not.toBe(en);
  });

  it("throws for a bad locale or time zone, as the constructor does, and keeps nothing", () => {
    expect(() => dateTimeFormat("en", { timeZone: "Mars/Olympus" })).toThrow(RangeError);
    expect(() => dateTimeFormat("en", { timeZone: "Mars/Olympus" })).toThrow(RangeError);
    expect(() => numberFormat("en", { style: "currency" })).toThrow(TypeError);
  });

  it("formats numbers, region names and plural forms as the platform does", () => {
    expect(numberFormat("en", { style: "currency", currency: "EUR" }).format(1234.5)).toBe(
      "€1,234.50",
    );
    expect(displayNames("en", { type: "region" }).of("GB")).toBe("United Kingdom");
    expect(pluralRules("ar", {}).select(2)).toBe("two");
    expect(pluralRules("ar", {})).toBe(pluralRules("ar", {}));
  });
});
