import { asc, eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { cookieConsents } from "#db/schema/identity.ts";

export type RecordedConsent = {
  functionality: boolean;
  analytics: boolean;
  version: number;
  /** ISO 8601. */
  decidedAt: string;
};

/**
 * A signed-in learner's cookie consent choices (frame §4 "Cookie consent"):
 * each choice is one row, dated by the server, so the learner's record shows
 * what they allowed and when; the browser's consent cookie stays the choice in
 * force for that browser.
 */
export function createCookieConsents(db: Db) {
  const toRecorded = (row: typeof cookieConsents.$inferSelect): RecordedConsent => ({
    functionality: row.functionality,
    analytics: row.analytics,
    version: row.version,
    decidedAt: row.decidedAt.toISOString(),
  });

  return {
    async record(
      userId: number,
      siteId: number,
      choice: { functionality: boolean; analytics: boolean; version: number },
    ): Promise<RecordedConsent> {
      const [row] = await db
        .insert(cookieConsents)
        .values({ userId, siteId, ...choice })
        .returning();
      return toRecorded(row!);
    },

    /** The learner's choices, oldest first (their record, e.g. for a data export). */
    async of(userId: number): Promise<RecordedConsent[]> {
      const rows = await db
        .select()
        .from(cookieConsents)
        .where(eq(cookieConsents.userId, userId))
        .orderBy(asc(cookieConsents.decidedAt), asc(cookieConsents.id));
      return rows.map(toRecorded);
    },
  };
}

export type CookieConsents = ReturnType<typeof createCookieConsents>;
