import { rmSync } from "node:fs";

/** The browser journeys run the production build, from an empty embedded database every run. */
process.env.NODE_ENV ??= "production";
rmSync(process.env.DATA_DIR ?? "data/e2e", { recursive: true, force: true });
await import("../server/main.ts");
