import { describe, expect, test } from "vitest";
import { addBusinessDays } from "./trainer-team-rules.ts";

const at = (iso: string) => addBusinessDays(new Date(iso), 3).toISOString();

describe("addBusinessDays (frame §9: declined data deleted in 3 business days)", () => {
  test("within a week, three weekdays later at the same time", () => {
    // Monday → Thursday.
    expect(at("2026-11-23T10:30:00.000Z")).toBe("2026-11-26T10:30:00.000Z");
  });

  test("a weekend in between is not counted", () => {
    // Thursday → Tuesday; Friday → Wednesday.
    expect(at("2026-11-26T09:00:00.000Z")).toBe("2026-12-01T09:00:00.000Z");
    expect(at("2026-11-27T15:00:00.000Z")).toBe("2026-12-02T15:00:00.000Z");
  });

  test("a decision made on a weekend counts from the next Monday", () => {
    // Saturday and Sunday → Wednesday.
    expect(at("2026-11-28T12:00:00.000Z")).toBe("2026-12-02T12:00:00.000Z");
    expect(at("2026-11-29T12:00:00.000Z")).toBe("2026-12-02T12:00:00.000Z");
  });

  test("seven business days are a week and two days from a Monday", () => {
    expect(addBusinessDays(new Date("2026-11-23T08:00:00.000Z"), 7).toISOString()).toBe(
      "2026-12-02T08:00:00.000Z",
    );
    expect(addBusinessDays(new Date("2026-11-23T08:00:00.000Z"), 0).toISOString()).toBe(
      "2026-11-23T08:00:00.000Z",
    );
  });
});
