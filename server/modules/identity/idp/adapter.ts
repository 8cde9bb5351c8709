import { and, eq, lt } from "drizzle-orm";
import type { Adapter, AdapterPayload } from "oidc-provider";
import type { Db } from "#db/client.ts";
import { idpPayloads } from "#db/schema/identity.ts";

/**
 * oidc-provider storage in our database, so sessions, grants and codes of the
 * embedded identity provider survive restarts and are shared by every server.
 */
export function createAdapterClass(db: Db) {
  return class PostgresAdapter implements Adapter {
    private readonly model: string;
    constructor(model: string) {
      this.model = model;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000) : null;
      const row = {
        grantId: payload.grantId ?? null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        payload: payload as Record<string, unknown>,
        expiresAt,
      };
      await db
        .insert(idpPayloads)
        .values({ id, model: this.model, ...row })
        .onConflictDoUpdate({ target: [idpPayloads.model, idpPayloads.id], set: row });
    }

    private async findWhere(condition: ReturnType<typeof eq>): Promise<AdapterPayload | undefined> {
      const [row] = await db
        .select()
        .from(idpPayloads)
        .where(and(eq(idpPayloads.model, this.model), condition))
        .limit(1);
      if (!row || (row.expiresAt && row.expiresAt.getTime() <= Date.now())) return undefined;
      return {
        ...(row.payload as AdapterPayload),
        ...(row.consumedAt ? { consumed: Math.floor(row.consumedAt.getTime() / 1000) } : {}),
      };
    }

    find(id: string) {
      return this.findWhere(eq(idpPayloads.id, id));
    }

    findByUid(uid: string) {
      return this.findWhere(eq(idpPayloads.uid, uid));
    }

    findByUserCode(userCode: string) {
      return this.findWhere(eq(idpPayloads.userCode, userCode));
    }

    async consume(id: string): Promise<void> {
      await db
        .update(idpPayloads)
        .set({ consumedAt: new Date() })
        .where(and(eq(idpPayloads.model, this.model), eq(idpPayloads.id, id)));
    }

    async destroy(id: string): Promise<void> {
      await db
        .delete(idpPayloads)
        .where(and(eq(idpPayloads.model, this.model), eq(idpPayloads.id, id)));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.delete(idpPayloads).where(eq(idpPayloads.grantId, grantId));
    }
  };
}

/** Expired rows are dead weight; removed periodically. */
export async function purgeExpiredPayloads(db: Db): Promise<void> {
  await db.delete(idpPayloads).where(lt(idpPayloads.expiresAt, new Date()));
}
