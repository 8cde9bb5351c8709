import type { RouteConfigEntry } from "@react-router/dev/routes";
import { readdirSync, readFileSync } from "node:fs";
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

test("a page's parts never import its route module, not even for a type (no import cycles)", () => {
  // ESLint's no-cycle skips type-only imports; a page's data type lives in its page-data.ts.
  const pages = new URL("./pages/", import.meta.url);
  const offenders = readdirSync(pages, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/(^|\/)route\.tsx$/.test(file))
    .filter((file) => !/\.test\.tsx?$/.test(file))
    .filter((file) =>
      /from "\.\/route\.tsx"|from "\.\.\/[\w-]+\/route\.tsx"/.test(
        readFileSync(new URL(file, pages), "utf8"),
      ),
    );
  expect(offenders).toEqual([]);
});
