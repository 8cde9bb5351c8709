import type { ViteDevServer } from "vite";
import { buildApp } from "./app.ts";
import { parseConfig } from "./config.ts";
import { developmentDatabase } from "./development-database.ts";
import { prepareDatabase } from "./prepare-database.ts";

/** `npm run dev`: Vite serves the pages with hot reload through the same Fastify app. */
export async function createServer(vite: ViteDevServer) {
  const config = parseConfig({ NODE_ENV: "development", ...process.env });
  const database = await developmentDatabase(() => prepareDatabase(config), vite.httpServer);
  return buildApp(config, { database, pages: { mode: "dev", vite } });
}
