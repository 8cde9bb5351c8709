import { afterEach, expect, test, vi } from "vitest";
import { closeTips, currentTips, showTips, subscribeTips } from "./tips-dialog-store.ts";

afterEach(() => closeTips());

test("a burst of refusals opens one dialog, and after Ok the next one shows", () => {
  const listener = vi.fn();
  const unsubscribe = subscribeTips(listener);
  showTips("Already registered");
  showTips("System Error");
  expect(currentTips()).toBe("Already registered");
  expect(listener).toHaveBeenCalledOnce();
  closeTips();
  expect(currentTips()).toBeNull();
  showTips("System Error");
  expect(currentTips()).toBe("System Error");
  unsubscribe();
  closeTips();
  expect(listener).toHaveBeenCalledTimes(3);
});
