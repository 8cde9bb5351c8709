import { execFileSync } from "node:child_process";
import { expect, test } from "vitest";

/**
 * Loads React's server renderer in a fresh process, as the pages' build does,
 * and reports which React builds are loaded.
 */
function loadedWith(nodeEnv: string | undefined): string[] {
  // As npm start does: NODE_ENV set by the process itself before the server is imported.
  const script = `
    ${nodeEnv === undefined ? "" : `process.env.NODE_ENV = ${JSON.stringify(nodeEnv)};`}
    await import("react-dom/server");
    await import("react");
    const { developmentBuildsLoaded } = await import("./server/delivery/production-build.ts");
    console.log(JSON.stringify(developmentBuildsLoaded()));
  `;
  const output = execFileSync(process.execPath, ["--input-type=module", "-e", script], {
    env: Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== "NODE_ENV")),
    encoding: "utf8",
  });
  return JSON.parse(output.trim().split("\n").at(-1)!) as string[];
}

test("in production mode React's production builds are loaded, and none of its development builds", () => {
  expect(loadedWith("production")).toEqual([]);
});

test("the development builds are told apart when NODE_ENV does not say production", () => {
  const loaded = loadedWith(undefined);
  expect(loaded.length).toBeGreaterThan(0);
  expect(loaded.some((id) => id.includes("react-dom-server"))).toBe(true);
});
