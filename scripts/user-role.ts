import { and, eq, sql } from "drizzle-orm";
import { openDatabase } from "#db/client.ts";
import { userRoles } from "#db/schema/enrolment.ts";
import { users } from "#db/schema/identity.ts";
import { parseConfig } from "#server/config.ts";

/**
 * `npm run user:role -- grant|revoke <email> approver <siteId>[,<siteId>...]`:
 * gives a portal user (who has signed in once) a role on the named sites. A
 * role is always scoped to sites; there is no "every site" grant.
 */
const [action, email, role, siteArg] = process.argv.slice(2);
const siteIds = (siteArg ?? "").split(",").filter(Boolean).map(Number);
if (
  (action !== "grant" && action !== "revoke") ||
  !email ||
  role !== "approver" ||
  siteIds.length === 0 ||
  !siteIds.every((id) => Number.isInteger(id) && id > 0)
) {
  console.error("usage: npm run user:role -- grant|revoke <email> approver <siteId>[,<siteId>...]");
  process.exit(2);
}
const config = parseConfig(process.env, "tool");
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
    for (const siteId of siteIds) {
      const same = and(
        eq(userRoles.userId, id),
        eq(userRoles.role, role),
        eq(userRoles.siteId, siteId),
      );
      await database.db.delete(userRoles).where(same);
      if (action === "grant")
        await database.db.insert(userRoles).values({ userId: id, role, siteId });
    }
    console.log(
      `${action === "grant" ? "Granted" : "Revoked"} ${role} (sites ${siteIds.join(", ")}) for user ${id}`,
    );
  }
} finally {
  await database.close();
}
