import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { throttle } from "./throttle.ts";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

test("runs at once, then at most every 200 ms, with a trailing call carrying the last value", () => {
  const seen: number[] = [];
  const throttled = throttle((y: number) => seen.push(y), 200);
  throttled(1);
  throttled(2);
  throttled(3);
  expect(seen).toEqual([1]);
  vi.advanceTimersByTime(200);
  expect(seen).toEqual([1, 3]);
  vi.advanceTimersByTime(500);
  throttled(4);
  expect(seen).toEqual([1, 3, 4]);
  throttled(5);
  throttled.cancel();
  vi.advanceTimersByTime(500);
  expect(seen).toEqual([1, 3, 4]);
});
