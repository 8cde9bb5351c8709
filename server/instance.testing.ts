import { buildApp } from "./app.ts";
import { parseConfig } from "./config.ts";

/**
 * One portal server (API and identity provider, no pages) on the database of
 * DATABASE_URL, which the test has migrated and seeded, for the tests that run
 * several servers side by side: `node server/instance.testing.ts`.
 */
const config = parseConfig();
const app = await buildApp(config, { pages: { mode: "none" } });
await app.listen({ port: config.port, host: "127.0.0.1" });
process.once("SIGTERM", () => void app.close().then(() => process.exit(0)));
