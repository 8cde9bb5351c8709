import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

/**
 * `npm start`: what a production deploy serves — React's production builds
 * (NODE_ENV=production unless set), the pages built on the first run.
 */
process.env.NODE_ENV ??= "production";
if (!existsSync(new URL("../build/server/index.js", import.meta.url))) {
  console.log("No build found: building the portal once (npm run build)...");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import("../server/main.ts");
