import { rmSync } from "node:fs";

/** The browser journeys start from an empty embedded database every run. */
rmSync(process.env.DATA_DIR ?? "data/e2e", { recursive: true, force: true });
await import("../server/main.ts");
