import { and, eq, isNull, sql } from "drizzle-orm";
import { openDatabase } from "#db/client.ts";
import { userRoles } from "#db/schema/enrolment.ts";
import { users } from "#db/schema/identity.ts";
import { parseConfig } from "#server/config.ts";

/**
 * `npm run user:role -- grant|revoke <email> approver [siteId]`: gives a portal
 * user (who has signed in once) a role, for one site or every site.
 */
const [action, email, role, siteArg] = process.argv.slice(2);
if ((action !== "grant" && action !== "revoke") || !email || role !== "approver") {
  console.error("usage: npm run user:role -- grant|revoke <email> approver [siteId]");
  process.exit(2);
}
const siteId = siteArg ? Number(siteArg) : null;
const config = parseConfig();
const database = await openDatabase(
  config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
);
try {
  const found = await database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  if (found.length === 0) {
    console.error(`No portal user with e-mail ${email}: they must sign in once first.`);
    process.exitCode = 1;
  }
  for (const { id } of found) {
    const same = and(
      eq(userRoles.userId, id),
      eq(userRoles.role, role),
      siteId === null ? isNull(userRoles.siteId) : eq(userRoles.siteId, siteId),
    );
    await database.db.delete(userRoles).where(same);
    if (action === "grant")
      await database.db.insert(userRoles).values({ userId: id, role, siteId });
    console.log(
      `${action === "grant" ? "Granted" : "Revoked"} ${role} (${siteId ?? "all sites"}) for user ${id}`,
    );
  }
} finally {
  await database.close();
}
