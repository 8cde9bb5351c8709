import { openDatabase } from "#db/client.ts";
import { parseConfig } from "#server/config.ts";

/** `npm run db:migrate`: bring the configured database to the current schema. */
const config = parseConfig(process.env, "tool");
const database = await openDatabase(
  config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
);
try {
  await database.migrate();
  console.log(`Migrated the ${database.kind} database.`);
} finally {
  await database.close();
}
