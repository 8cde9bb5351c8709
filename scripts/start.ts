import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

/** `npm start`: build the pages on the first run, then serve. */
if (!existsSync(new URL("../build/server/index.js", import.meta.url))) {
  console.log("No build found: building the portal once (npm run build)...");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import("../server/main.ts");
