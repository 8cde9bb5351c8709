import type { RouteConfigEntry } from "@react-router/dev/routes";
import { expect, test } from "vitest";
import routes from "./routes.ts";

/** Every entry of the route tree, children included. */
function entries(list: RouteConfigEntry[]): RouteConfigEntry[] {
  return list.flatMap((entry) => [entry, ...entries(entry.children ?? [])]);
}

test("every route with a path matches its letters exactly (decision 0044)", () => {
  const withPath = entries(routes).filter((entry) => entry.path);
  expect(withPath.length).toBeGreaterThan(50);
  expect(withPath.filter((entry) => entry.caseSensitive !== true).map((entry) => entry.id)).toEqual(
    [],
  );
});
