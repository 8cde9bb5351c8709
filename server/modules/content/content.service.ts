import { and, desc, eq, lte } from "drizzle-orm";
import type { NewsItem } from "#contract/content.ts";
import { news } from "#db/schema/content.ts";
import type { Scope } from "../../scope.ts";
import type { ServiceDeps } from "../../services.ts";

export function createContentService({ db }: Pick<ServiceDeps, "db">) {
  return {
    /** The latest published news of the site in its language (home "what's new"). */
    async topNews(scope: Pick<Scope, "site" | "language">, size: number): Promise<NewsItem[]> {
      const rows = await db
        .select({
          id: news.id,
          title: news.title,
          summary: news.summary,
          coverImage: news.coverImage,
          publishedAt: news.publishedAt,
        })
        .from(news)
        .where(
          and(
            eq(news.siteId, scope.site.id),
            eq(news.languageId, scope.language.id),
            lte(news.publishedAt, new Date()),
          ),
        )
        .orderBy(desc(news.publishedAt), desc(news.id))
        .limit(size);
      return rows.map((row) => ({ ...row, publishedAt: row.publishedAt.toISOString() }));
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
