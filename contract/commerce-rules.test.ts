import { describe, expect, test } from "vitest";
import {
  formatMinor,
  methodsFor,
  minorDigits,
  orderDueAt,
  orderSummary,
  percentOfMinor,
} from "./commerce-rules.ts";

describe("a share of an amount, half-up on the minor unit", () => {
  test.each([
    // [amount in minor units, basis points, expected]
    [1000, 2000, 200], // 10.00 × 20% = 2.00
    [1, 5000, 1], // 0.005 → 0.01: a half goes up
    [1, 4999, 0], // 0.004999 → 0.00
    [3, 5000, 2], // 0.015 → 0.02
    [999, 2300, 230], // 9.99 × 23% = 2.2977 → 2.30
    [1999, 800, 160], // ¥1,999 × 8% = 159.92 → ¥160 (0-decimal currency, same rule)
    [1250, 1000, 125], // ₩1,250 × 10% = 125
    [1255, 1000, 126], // ₩125.5 → ₩126
    [0, 2000, 0],
    [2_147_483_647, 10_000, 2_147_483_647], // the largest integer column, exact
    [49_900, 250, 1248], // 499.00 × 2.5% = 12.475 → 12.48
  ])("%i × %i bp = %i", (amount, bp, expected) => {
    expect(percentOfMinor(amount, bp)).toBe(expected);
  });

  test("refuses floats and out-of-range rates instead of rounding them", () => {
    expect(() => percentOfMinor(10.5, 100)).toThrow(RangeError);
    expect(() => percentOfMinor(-1, 100)).toThrow(RangeError);
    expect(() => percentOfMinor(100, 10_001)).toThrow(RangeError);
    expect(() => percentOfMinor(100, 12.5)).toThrow(RangeError);
  });
});

describe("the payment summary (frame §3)", () => {
  test.each([
    // currency, fee, vat bp, service bp → subtotal, service, vat, total
    ["USD", 49_900, 1000, 250, 49_900, 1248, 5115, 56_263],
    ["EUR", 19_900, 2300, 0, 19_900, 0, 4577, 24_477],
    ["PLN", 99_999, 2300, 150, 99_999, 1500, 23_345, 124_844],
    ["JPY", 19_999, 1000, 300, 19_999, 600, 2060, 22_659],
    ["KRW", 150_000, 1000, 0, 150_000, 0, 15_000, 165_000],
    ["AED", 180_000, 500, 0, 180_000, 0, 9000, 189_000],
  ])(
    "%s %i at VAT %i bp, service %i bp",
    (currency, fee, vatRateBp, serviceChargeBp, subtotal, service, vat, total) => {
      const summary = orderSummary({ currency, unitAmountMinor: fee, vatRateBp, serviceChargeBp });
      expect(summary).toMatchObject({
        subtotalMinor: subtotal,
        serviceChargeMinor: service,
        vatMinor: vat,
        totalMinor: total,
      });
      // The lines always add up to the total: each is rounded once, the total is their sum.
      expect(summary.subtotalMinor + summary.serviceChargeMinor + summary.vatMinor).toBe(
        summary.totalMinor,
      );
    },
  );

  test("persons multiply the fee before the rates apply", () => {
    expect(
      orderSummary({
        currency: "EUR",
        unitAmountMinor: 333,
        quantity: 3,
        vatRateBp: 1950,
        serviceChargeBp: 0,
      }),
    ).toMatchObject({ subtotalMinor: 999, vatMinor: 195, totalMinor: 1194 });
  });
});

describe("currencies: decimals of the minor unit and how amounts read", () => {
  test.each([
    ["USD", 2],
    ["EUR", 2],
    ["PLN", 2],
    ["AED", 2],
    ["JPY", 0],
    ["KRW", 0],
    ["KWD", 3],
  ])("%s has %i decimals", (currency, digits) => {
    expect(minorDigits(currency)).toBe(digits);
  });

  test.each([
    [56_263, "USD", "en", "$562.63"],
    [22_659, "JPY", "en", "¥22,659"],
    [165_000, "KRW", "en", "₩165,000"],
    [1_234, "KWD", "en", "KWD 1.234"],
    [100, "EUR", "en", "€1.00"],
  ])("%i minor units of %s read %s in %s", (amount, currency, locale, text) => {
    expect(formatMinor(amount, currency, locale).replace(/\u00a0/g, " ")).toBe(text);
  });
});

describe("methods and due dates (frame §9)", () => {
  test("Blik only for złoty", () => {
    expect(methodsFor("PLN")).toEqual(["card", "blik", "bank_transfer"]);
    expect(methodsFor("EUR")).toEqual(["card", "bank_transfer"]);
  });

  const placed = new Date("2026-12-01T10:00:00Z");
  const farAway = new Date("2027-01-01T00:00:00Z");
  test("a transfer is due 3 calendar days after the order, card and Blik in a quarter of an hour", () => {
    expect(orderDueAt("bank_transfer", placed, farAway).toISOString()).toBe(
      "2026-12-04T10:00:00.000Z",
    );
    expect(orderDueAt("card", placed, farAway).toISOString()).toBe("2026-12-01T10:15:00.000Z");
  });
  test("never after enrolment in the session closes", () => {
    const closes = new Date("2026-12-02T09:00:00Z");
    expect(orderDueAt("bank_transfer", placed, closes)).toEqual(closes);
  });
});
