import { expect, test, vi } from "vitest";

test("a module evaluated again hands out the same router-context tokens", async () => {
  const first = await import("./context.ts");
  vi.resetModules();
  const second = await import("./context.ts");
  expect(second).not.toBe(first);
  expect(second.portalContext).toBe(first.portalContext);
  expect(second.pageContext).toBe(first.pageContext);
  expect(second.pageContext).not.toBe(second.portalContext);
});
