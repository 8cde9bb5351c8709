import { eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { serverSecrets } from "#db/schema/identity.ts";

/**
 * A secret created once and shared by every server through the database
 * (signing keys, cookie keys, the embedded client's secret). Concurrent first
 * starts agree on whichever row was written first.
 */
export async function sharedSecret<T>(
  db: Db,
  name: string,
  create: () => Promise<T> | T,
): Promise<T> {
  const [existing] = await db
    .select()
    .from(serverSecrets)
    .where(eq(serverSecrets.name, name))
    .limit(1);
  if (existing) return existing.value as T;
  await db
    .insert(serverSecrets)
    .values({ name, value: await create() })
    .onConflictDoNothing();
  const [stored] = await db
    .select()
    .from(serverSecrets)
    .where(eq(serverSecrets.name, name))
    .limit(1);
  return stored!.value as T;
}
