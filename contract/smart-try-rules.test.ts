import { describe, expect, test } from "vitest";
import { mailSubscriptionAfter } from "./identity-rules.ts";
import { campaignPhase, smartTryErrors } from "./smart-try-rules.ts";

describe("smartTryErrors (frame §5: all three choices required)", () => {
  test.each([
    [
      { certificationId: null, productTypeId: null, distributorId: null },
      ["certificationId", "productTypeId", "distributorId"],
    ],
    [{ certificationId: 4, productTypeId: null, distributorId: 9 }, ["productTypeId"]],
    [{ certificationId: 4, productTypeId: 2, distributorId: 9 }, []],
  ])("%j misses %j", (values, missing) => {
    const errors = smartTryErrors(values);
    expect(Object.keys(errors)).toEqual(missing);
    for (const field of missing)
      expect(errors[field as keyof typeof errors]).toBe(`smartTry.required.${field}`);
  });
});

describe("campaignPhase", () => {
  const campaign = { startsAt: "2026-03-01T00:00:00Z", endsAt: "2026-06-01T00:00:00Z" };
  test.each([
    ["2026-02-28T23:59:59Z", "upcoming"],
    ["2026-03-01T00:00:00Z", "open"],
    ["2026-05-31T23:59:59Z", "open"],
    ["2026-06-01T00:00:00Z", "ended"],
  ])("at %s it is %s", (at, phase) => {
    expect(campaignPhase(campaign, new Date(at))).toBe(phase);
  });
});

describe("mailSubscriptionAfter (learner §3: 0 not subscribed, 1 subscribed, 2 cancelled)", () => {
  test.each([
    [0, true, 1],
    [0, false, 0],
    [1, true, 1],
    [1, false, 2],
    [2, false, 2],
    [2, true, 1],
  ])("from %i, answering %s, gives %i", (current, subscribe, after) => {
    expect(mailSubscriptionAfter(current, subscribe)).toBe(after);
  });
});
