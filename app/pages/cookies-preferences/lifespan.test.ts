import { expect, test } from "vitest";
import { lifespanOf } from "./lifespan.ts";

test("a lifespan is told in its largest whole unit", () => {
  expect(lifespanOf(31_536_000)).toEqual({ key: "years", count: 1 });
  expect(lifespanOf(14 * 86_400)).toEqual({ key: "days", count: 14 });
  expect(lifespanOf(86_400)).toEqual({ key: "days", count: 1 });
  expect(lifespanOf(3_600)).toEqual({ key: "hours", count: 1 });
  expect(lifespanOf(600)).toEqual({ key: "minutes", count: 10 });
  expect(lifespanOf(90)).toEqual({ key: "minutes", count: 2 });
  expect(lifespanOf(null)).toEqual({ key: "session" });
});
