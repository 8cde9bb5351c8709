import { eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { userTypes } from "#db/schema/site.ts";

/** What identity may know of the tenant's user types (the profile's type field, frame §7). */
export function createUserTypeFacts(db: Db) {
  return {
    async exists(userTypeId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: userTypes.id })
        .from(userTypes)
        .where(eq(userTypes.id, userTypeId))
        .limit(1);
      return Boolean(row);
    },
  };
}

export type UserTypeFacts = ReturnType<typeof createUserTypeFacts>;
