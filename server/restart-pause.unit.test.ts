import { expect, test } from "vitest";
import { restartPauses } from "./restart-pause.ts";

test("the pause doubles while replacements keep stopping, up to 30 s, and falls back after a quiet minute", () => {
  const pauses = restartPauses();
  const at = 1_000_000;
  expect([0, 1, 2, 3].map((i) => pauses.afterStop(at + i))).toEqual([100, 200, 400, 800]);
  for (let i = 4; i < 20; i++) pauses.afterStop(at + i);
  expect(pauses.afterStop(at + 20)).toBe(30_000);
  // A minute later the earlier stops no longer count.
  expect(pauses.afterStop(at + 20 + 60_001)).toBe(100);
});
