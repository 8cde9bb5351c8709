import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { sessions } from "#db/schema/identity.ts";

export const SESSION_TTL_SECONDS = 14 * 24 * 3600;

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

export type SessionRecord = { userId: number; idTokenHint: string | null };

/**
 * Server-side sessions. The cookie carries a random 256-bit token; the table
 * keeps only its hash, so a leaked table cannot be replayed as cookies.
 */
export function createSessions(db: Db) {
  return {
    async create(userId: number, idTokenHint: string | null): Promise<string> {
      const token = randomBytes(32).toString("base64url");
      await db.insert(sessions).values({
        tokenHash: sha256(token),
        userId,
        idTokenHint,
        expiresAt: new Date(Date.now() + SESSION_TTL_SECONDS * 1000),
      });
      return token;
    },

    async find(token: string): Promise<SessionRecord | null> {
      if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
      const [row] = await db
        .select({ userId: sessions.userId, idTokenHint: sessions.idTokenHint })
        .from(sessions)
        .where(and(eq(sessions.tokenHash, sha256(token)), gt(sessions.expiresAt, new Date())))
        .limit(1);
      return row ?? null;
    },

    async destroy(token: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.tokenHash, sha256(token)));
    },

    async destroyForUser(userId: number): Promise<void> {
      await db.delete(sessions).where(eq(sessions.userId, userId));
    },

    async purgeExpired(): Promise<void> {
      await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
