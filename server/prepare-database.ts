import { openDatabase, type Database } from "#db/client.ts";
import { isSeeded, seedDemoData } from "#db/seed/demo.ts";
import type { Config } from "./config.ts";

/** The embedded identity provider's issuer, or undefined when an external one is configured. */
export function embeddedIssuer(config: Config): string | undefined {
  if (config.oidc) return undefined;
  return `${new URL(config.publicUrl ?? `http://localhost:${config.port}`).origin}/idp`;
}

/**
 * Opens the configured database and brings it to the current schema. In demo
 * mode a fresh database gets the demo data and accounts, so the first
 * `npm start` shows a working portal; an existing one is left as its operators
 * made it (`npm run db:seed` re-applies the demo data on purpose). Production
 * mode never writes demo data.
 */
export async function prepareDatabase(
  config: Config,
  onPoolError: (error: Error) => void = () => {},
): Promise<Database> {
  const database = await openDatabase(
    config.databaseUrl
      ? { databaseUrl: config.databaseUrl, onPoolError }
      : { dataDir: config.dataDir },
  );
  try {
    await database.migrate();
    if (config.demo && !(await isSeeded(database.db)))
      await seedDemoData(database.db, { idpIssuer: embeddedIssuer(config) });
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}
