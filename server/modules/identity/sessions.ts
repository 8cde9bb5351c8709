import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt, or } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { sessions } from "#db/schema/identity.ts";

/** A session ends 14 days after sign-in at the latest... */
export const SESSION_TTL_SECONDS = 14 * 24 * 3600;
/** ...or after 3 days without a request. */
export const SESSION_IDLE_SECONDS = 3 * 24 * 3600;
/** Use is recorded at most this often per session: one write per 5 minutes, not per request. */
const LAST_SEEN_RESOLUTION_MS = 5 * 60 * 1000;

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

const idleCutoff = (now: Date) => new Date(now.getTime() - SESSION_IDLE_SECONDS * 1000);

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

    async find(token: string, now = new Date()): Promise<SessionRecord | null> {
      if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
      const tokenHash = sha256(token);
      const [row] = await db
        .select({
          userId: sessions.userId,
          idTokenHint: sessions.idTokenHint,
          lastSeenAt: sessions.lastSeenAt,
        })
        .from(sessions)
        .where(
          and(
            eq(sessions.tokenHash, tokenHash),
            gt(sessions.expiresAt, now),
            gt(sessions.lastSeenAt, idleCutoff(now)),
          ),
        )
        .limit(1);
      if (!row) return null;
      if (now.getTime() - row.lastSeenAt.getTime() > LAST_SEEN_RESOLUTION_MS)
        await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
      return { userId: row.userId, idTokenHint: row.idTokenHint };
    },

    async destroy(token: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.tokenHash, sha256(token)));
    },

    async destroyForUser(userId: number): Promise<void> {
      await db.delete(sessions).where(eq(sessions.userId, userId));
    },

    /** Deletes sessions past their end or idle too long. */
    async purgeExpired(now = new Date()): Promise<void> {
      await db
        .delete(sessions)
        .where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, idleCutoff(now))));
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
