import { openDatabase } from "#db/client.ts";
import { countRows } from "#db/seed/counts.ts";
import { seedDemoData } from "#db/seed/demo.ts";
import { parseConfig } from "#server/config.ts";
import { secondFactorBox } from "#server/modules/identity/idp/second-factor.ts";
import { embeddedIssuer } from "#server/prepare-database.ts";

/**
 * `npm run db:seed`: migrate, then (re-)apply the demo data. Safe to repeat: the
 * seed updates its rows in place and never duplicates them.
 */
const config = parseConfig(process.env, "tool");
if (!config.demo) {
  console.error(
    "Demo data and demo accounts exist only in demo mode: set DEMO=true to seed a demonstration database.",
  );
  process.exit(1);
}
const database = await openDatabase(
  config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
);
try {
  await database.migrate();
  await seedDemoData(database.db, {
    idpIssuer: embeddedIssuer(config),
    sealSecondFactorSecret: (await secondFactorBox(database.db, config.secondFactorKey)).seal,
  });
  const counts = await countRows(database.db);
  console.log(`Seeded the ${database.kind} database. Rows per table:`);
  const width = Math.max(...Object.keys(counts).map((name) => name.length));
  for (const [table, count] of Object.entries(counts))
    console.log(`  ${table.padEnd(width)}  ${String(count).padStart(5)}`);
} finally {
  await database.close();
}
