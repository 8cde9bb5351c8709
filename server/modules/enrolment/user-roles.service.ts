import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { userRoles, type StaffRole } from "#db/schema/enrolment.ts";
import { endSessionsOf } from "../identity/sessions.ts";
import type { Users } from "../identity/users.service.ts";

export type RoleChange = {
  action: "grant" | "revoke";
  email: string;
  role: StaffRole;
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
    if (change.action === "grant") await grantRole(tx, confirmed, change.role, change.siteIds);
    else
      await tx
        .delete(userRoles)
        .where(
          and(
            inArray(userRoles.userId, confirmed),
            eq(userRoles.role, change.role),
            inArray(userRoles.siteId, change.siteIds),
          ),
        );
  });
  return { ok: true, userIds: confirmed };
}

/**
 * Gives the users the role on the sites; a role already held stays the row it
 * was, so granting again (a repeated `npm run setup`) changes nothing.
 *
 * A user who gains a role here loses every session, in the same transaction:
 * a session started before it was started as a learner's, with a password
 * alone and a learner's idle time, and the new staff member signs in again
 * through the second factor into a staff session (decision 0043). Every way
 * of granting a role (`npm run user:role`, `npm run setup`) comes through
 * here. A server that remembers such a session stops accepting it within
 * SESSION_REMEMBERED_MS (sessions.ts): the rows are gone with the grant.
 */
export async function grantRole(
  db: Db,
  userIds: number[],
  role: StaffRole,
  siteIds: number[],
): Promise<void> {
  const rows = userIds.flatMap((userId) => siteIds.map((siteId) => ({ userId, role, siteId })));
  if (rows.length === 0) return;
  await db.transaction(async (tx) => {
    const granted = await tx
      .insert(userRoles)
      .values(rows)
      .onConflictDoNothing({ target: [userRoles.userId, userRoles.role, userRoles.siteId] })
      .returning({ userId: userRoles.userId });
    await endSessionsOf(tx, [...new Set(granted.map((row) => row.userId))]);
  });
}

/** The sites (ids) on which the user holds the role. */
export async function sitesWithRole(db: Db, userId: number, role: StaffRole): Promise<number[]> {
  const rows = await db
    .select({ siteId: userRoles.siteId })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)));
  return rows.map((row) => row.siteId).sort((a, b) => a - b);
}
