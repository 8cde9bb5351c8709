import { and, eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { userRoles } from "#db/schema/enrolment.ts";
import type { Users } from "../identity/users.service.ts";

export type RoleChange = {
  action: "grant" | "revoke";
  email: string;
  role: "approver";
  siteIds: number[];
};

export type RoleChangeResult =
  { ok: true; userIds: number[] } | { ok: false; reason: "no user" | "unconfirmed address" };

/**
 * Grants or revokes a role on sites for the users with this address (one per
 * identity provider). Only a confirmed address names a person: anyone can
 * sign up with someone else's address and wait for a role to be granted to it.
 */
export async function changeRole(
  db: Db,
  users: Pick<Users, "holdersOf">,
  change: RoleChange,
): Promise<RoleChangeResult> {
  const holders = await users.holdersOf(change.email);
  // Granting needs a confirmed address; revoking takes the role from every holder.
  const confirmed = holders
    .filter((holder) => change.action === "revoke" || holder.emailVerified)
    .map((holder) => holder.id);
  if (confirmed.length === 0)
    return { ok: false, reason: holders.length > 0 ? "unconfirmed address" : "no user" };
  await db.transaction(async (tx) => {
    for (const userId of confirmed) {
      for (const siteId of change.siteIds) {
        await tx
          .delete(userRoles)
          .where(
            and(
              eq(userRoles.userId, userId),
              eq(userRoles.role, change.role),
              eq(userRoles.siteId, siteId),
            ),
          );
        if (change.action === "grant")
          await tx.insert(userRoles).values({ userId, role: change.role, siteId });
      }
    }
  });
  return { ok: true, userIds: confirmed };
}
