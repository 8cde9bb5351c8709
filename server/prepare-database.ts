import { openDatabase, type Database } from "#db/client.ts";
import { inArray, sql } from "drizzle-orm";
import { idpAccounts } from "#db/schema/identity.ts";
import { publishedDemoCredentials } from "#db/seed/demo/accounts.ts";
import { isSeeded, seedDemoData } from "#db/seed/demo.ts";
import { ConfigError } from "./config.ts";
import { verifyPassword } from "./modules/identity/idp/passwords.ts";
import { secondFactorBox } from "./modules/identity/idp/second-factor.ts";
import type { Config } from "./config.ts";
import type { Db } from "#db/client.ts";

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
    if (config.demo && !(await isSeeded(database.db))) {
      await seedDemoData(database.db, {
        idpIssuer: embeddedIssuer(config),
        sealSecondFactorSecret: (await secondFactorBox(database.db, config.secondFactorKey)).seal,
      });
      // Planner statistics for the tables just filled: without them the first plans cached
      // on each connection (foreign-key checks among them) assume empty tables.
      await database.db.execute(sql`analyze`);
    }
    if (!config.demo) {
      const exposed = await accountsWithPublishedPasswords(database.db);
      if (exposed.length > 0)
        throw new ConfigError(
          `Refusing to start in production mode: ${exposed.join(", ")} still sign in with the ` +
            "password published for the demo. Delete these accounts or change their passwords.",
        );
    }
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** E-mails of accounts that still sign in with a demo password published in the README. */
export async function accountsWithPublishedPasswords(db: Db): Promise<string[]> {
  const emails = publishedDemoCredentials.map((credential) => credential.email.toLowerCase());
  const rows = await db
    .select({ email: idpAccounts.email, passwordHash: idpAccounts.passwordHash })
    .from(idpAccounts)
    .where(inArray(sql`lower(${idpAccounts.email})`, emails));
  const exposed: string[] = [];
  for (const row of rows) {
    const credential = publishedDemoCredentials.find(
      (c) => c.email.toLowerCase() === row.email.toLowerCase(),
    );
    if (
      credential &&
      row.passwordHash &&
      (await verifyPassword(credential.password, row.passwordHash))
    )
      exposed.push(row.email);
  }
  return exposed;
}
