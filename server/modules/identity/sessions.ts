import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, inArray, lt, or, sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import type { Db } from "#db/client.ts";
import { sessions } from "#db/schema/identity.ts";
import type { Broadcast } from "../../broadcast.ts";

/** A session ends 14 days after sign-in at the latest... */
export const SESSION_TTL_SECONDS = 14 * 24 * 3600;
/** ...or after 3 days without a request (a learner's; staff's is shorter, decision 0043). */
export const SESSION_IDLE_SECONDS = 3 * 24 * 3600;
/** Use is recorded at most this often per session: one write per 5 minutes, not per request. */
const LAST_SEEN_RESOLUTION_MS = 5 * 60 * 1000;

/**
 * A session found in the table is trusted for this long without asking the
 * table again (docs/decisions/0011-session-lookups-remembered.md): a learner in
 * an exam sends a request every few seconds, and each would otherwise cost a
 * round trip. Ending a session forgets it at once on every server (told through
 * Redis when REDIS_URL is set); a server that missed the notice (no Redis, or
 * cut off from it) stops accepting it within this time.
 */
export const SESSION_REMEMBERED_MS = 10_000;
/** Sessions remembered at once: the most recently used ones beyond this are asked for again. */
const REMEMBERED_SESSIONS = 50_000;

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/** Still in use: a request came within the session's own idle time. */
const notIdle = (now: Date) =>
  sql`${sessions.lastSeenAt} > ${now.toISOString()}::timestamptz - ${sessions.idleSeconds} * interval '1 second'`;
const idle = (now: Date) =>
  sql`${sessions.lastSeenAt} < ${now.toISOString()}::timestamptz - ${sessions.idleSeconds} * interval '1 second'`;

export type SessionRecord = { userId: number; idTokenHint: string | null };

/**
 * Ends every session of these users in the caller's transaction (a role
 * granted: decision 0043). No notice goes to the servers that remember one of
 * them: they stop accepting it within SESSION_REMEMBERED_MS, once they look
 * the row up again. `destroyForUser` is the way outside a transaction.
 */
export async function endSessionsOf(db: Db, userIds: number[]): Promise<void> {
  if (userIds.length > 0) await db.delete(sessions).where(inArray(sessions.userId, userIds));
}

/**
 * Server-side sessions. The cookie carries a random 256-bit token; the table
 * keeps only its hash, so a leaked table cannot be replayed as cookies.
 */
export function createSessions(db: Db, broadcast?: Broadcast) {
  type Remembered = SessionRecord & {
    expiresAt: Date;
    lastSeenAt: Date;
    idleSeconds: number;
    foundAt: number;
  };
  const remembered = new LRUCache<string, Remembered>({ max: REMEMBERED_SESSIONS });
  // Counts the sessions ended: a lookup that read the table before an end landed is not
  // remembered (it may have read the row the end deleted).
  let endings = 0;
  const forget = (ended: string) => {
    endings += 1;
    if (ended.startsWith("t:")) remembered.delete(ended.slice(2));
    else if (ended.startsWith("u:")) {
      const userId = Number(ended.slice(2));
      const theirs = [...remembered.entries()]
        .filter(([, known]) => known.userId === userId)
        .map(([tokenHash]) => tokenHash);
      for (const tokenHash of theirs) remembered.delete(tokenHash);
    }
  };
  // Every server of the deployment forgets an ended session at once (with Redis; else this one).
  broadcast?.subscribe("sessions-ended", forget);
  const ended = (what: string) =>
    broadcast ? broadcast.publish("sessions-ended", what) : forget(what);

  return {
    /** A new session, ending after `idleSeconds` without a request (a learner's by default). */
    async create(
      userId: number,
      idTokenHint: string | null,
      idleSeconds = SESSION_IDLE_SECONDS,
    ): Promise<string> {
      const token = randomBytes(32).toString("base64url");
      await db.insert(sessions).values({
        tokenHash: sha256(token),
        userId,
        idTokenHint,
        expiresAt: new Date(Date.now() + SESSION_TTL_SECONDS * 1000),
        idleSeconds,
      });
      return token;
    },

    async find(token: string, now = new Date()): Promise<SessionRecord | null> {
      if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
      const tokenHash = sha256(token);
      const known = remembered.get(tokenHash);
      // A remembered session still ends at its time, and is looked up again once due for a use mark.
      if (
        known &&
        now.getTime() - known.foundAt <= SESSION_REMEMBERED_MS &&
        known.expiresAt > now &&
        now.getTime() - known.lastSeenAt.getTime() <=
          Math.min(LAST_SEEN_RESOLUTION_MS, known.idleSeconds * 1000)
      )
        return { userId: known.userId, idTokenHint: known.idTokenHint };
      const endingsBefore = endings;
      const [row] = await db
        .select({
          userId: sessions.userId,
          idTokenHint: sessions.idTokenHint,
          lastSeenAt: sessions.lastSeenAt,
          expiresAt: sessions.expiresAt,
          idleSeconds: sessions.idleSeconds,
        })
        .from(sessions)
        .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now), notIdle(now)))
        .limit(1);
      if (!row) {
        remembered.delete(tokenHash);
        return null;
      }
      let lastSeenAt = row.lastSeenAt;
      if (now.getTime() - lastSeenAt.getTime() > LAST_SEEN_RESOLUTION_MS) {
        await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
        lastSeenAt = now;
      }
      const record = { userId: row.userId, idTokenHint: row.idTokenHint };
      if (endings === endingsBefore)
        remembered.set(tokenHash, {
          ...record,
          expiresAt: row.expiresAt,
          lastSeenAt,
          idleSeconds: row.idleSeconds,
          foundAt: now.getTime(),
        });
      return record;
    },

    async destroy(token: string): Promise<void> {
      const tokenHash = sha256(token);
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
      ended(`t:${tokenHash}`);
    },

    /** Ends every session of a user (password reset, account deletion). */
    async destroyForUser(userId: number): Promise<void> {
      await db.delete(sessions).where(eq(sessions.userId, userId));
      ended(`u:${userId}`);
    },

    /** Deletes sessions past their end or idle too long. */
    async purgeExpired(now = new Date()): Promise<void> {
      await db.delete(sessions).where(or(lt(sessions.expiresAt, now), idle(now)));
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
