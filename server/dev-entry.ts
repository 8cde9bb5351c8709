import type { ViteDevServer } from "vite";
import type { Database } from "#db/client.ts";
import { buildApp } from "./app.ts";
import { parseConfig, type Config } from "./config.ts";
import { prepareDatabase } from "./prepare-database.ts";

/** `npm run dev`: Vite serves the pages with hot reload through the same Fastify app. */
export async function createServer(vite: ViteDevServer) {
  const config = parseConfig({ NODE_ENV: "development", ...process.env });
  const database = await developmentDatabase(config, vite);
  return buildApp(config, { database, pages: { mode: "dev", vite } });
}

/**
 * The development server's database, opened once while Vite's server runs.
 * Vite's adapter closes the app and makes a new one after every file change,
 * while the old app's requests may still be reading: closing the database
 * with the app failed them ("PGlite is closed"), and every change ran the
 * migrations again. Kept on `globalThis` because this module is evaluated
 * anew when a file it imports changes. A change of the database settings
 * needs a restart of `npm run dev`.
 */
const HELD = Symbol.for("academy.developmentDatabase");
type Holder = { [HELD]?: Promise<Database> };

function developmentDatabase(config: Config, vite: ViteDevServer): Promise<Database> {
  const holder = globalThis as Holder;
  const held = holder[HELD];
  if (held) return held;
  const opened = prepareDatabase(config);
  holder[HELD] = opened;
  // A database that could not be opened is tried again on the next request.
  opened.catch(() => {
    if (holder[HELD] === opened) delete holder[HELD];
  });
  // Vite restarting (its config changed) or stopping closes its HTTP server.
  vite.httpServer?.once("close", () => {
    if (holder[HELD] === opened) delete holder[HELD];
    void opened.then((database) => database.close()).catch(() => undefined);
  });
  return opened;
}
