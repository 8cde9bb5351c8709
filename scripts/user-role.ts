import { openDatabase } from "#db/client.ts";
import { staffRoles, type StaffRole } from "#db/schema/enrolment.ts";
import { parseConfig } from "#server/config.ts";
import { changeRole } from "#server/modules/enrolment/user-roles.service.ts";
import { createUsers } from "#server/modules/identity/users.service.ts";
import { createUserTypeFacts } from "#server/modules/site/user-type-facts.ts";

/**
 * `npm run user:role -- grant|revoke <email> approver|administrator <siteId>[,<siteId>...]`:
 * gives a portal user (who has signed in once and confirmed the address) a
 * role on the named sites. A role is always scoped to sites; there is no
 * "every site" grant.
 */
const [action, email, role, siteArg] = process.argv.slice(2);
const siteIds = (siteArg ?? "").split(",").filter(Boolean).map(Number);
if (
  (action !== "grant" && action !== "revoke") ||
  !email ||
  !staffRoles.includes(role as StaffRole) ||
  siteIds.length === 0 ||
  !siteIds.every((id) => Number.isInteger(id) && id > 0)
) {
  console.error(
    "usage: npm run user:role -- grant|revoke <email> approver|administrator <siteId>[,<siteId>...]",
  );
  process.exit(2);
}
const config = parseConfig(process.env, "tool");
const database = await openDatabase(
  config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
);
try {
  const users = createUsers(database.db, createUserTypeFacts(database.db));
  const result = await changeRole(database.db, users, {
    action,
    email,
    role: role as StaffRole,
    siteIds,
  });
  if (!result.ok) {
    console.error(
      result.reason === "unconfirmed address"
        ? `The address ${email} is not confirmed: the user must follow the confirmation link first.`
        : `No portal user with e-mail ${email}: they must sign in once first.`,
    );
    process.exitCode = 1;
  } else {
    // A grant has ended the sessions of whoever gained the role (grantRole): they sign in
    // again, through the second factor, into a staff session (decision 0043).
    for (const id of result.userIds)
      console.log(
        `${action === "grant" ? "Granted" : "Revoked"} ${role} (sites ${siteIds.join(", ")}) for user ${id}`,
      );
  }
} finally {
  await database.close();
}
