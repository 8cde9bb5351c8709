import { and, asc, count, desc, eq, lte, sql, type SQL } from "drizzle-orm";
import type { NewsDetail, NewsItem, NewsPage, NewsPageQuery } from "#contract/content.ts";
import { news } from "#db/schema/content.ts";
import { ApiError } from "../../errors.ts";
import { sanitizeRichText } from "../../rich-text.ts";
import type { Scope } from "../../scope.ts";
import type { ServiceDeps } from "../../services.ts";
import { textMatch } from "../../text-match.ts";
import { Code } from "#contract/codes.ts";

type NewsScope = Pick<Scope, "site" | "language">;

/** What a list row shows of an item. */
const listColumns = {
  id: news.id,
  title: news.title,
  summary: news.summary,
  coverImage: news.coverImage,
  publishedAt: news.publishedAt,
};

const toItem = <T extends { publishedAt: Date }>(row: T) => ({
  ...row,
  publishedAt: row.publishedAt.toISOString(),
});

/**
 * The site's published news in its language: another site's items, another
 * language's and those whose publication lies ahead are never seen.
 */
function published(scope: NewsScope, ...more: (SQL | undefined)[]) {
  return and(
    eq(news.siteId, scope.site.id),
    eq(news.languageId, scope.language.id),
    lte(news.publishedAt, new Date()),
    ...more,
  );
}

/** Newest first; the id breaks ties so pages and neighbours are stable. */
const newestFirst = [desc(news.publishedAt), desc(news.id)];

/** A news item as the detail page and the feed show it: the body sanitised, SEO texts filled. */
export type PublishedNews = NewsItem & { body: string; seoTitle: string; seoDescription: string };

export function createContentService({ db }: Pick<ServiceDeps, "db">) {
  async function publishedItems(scope: NewsScope, size: number, where?: SQL) {
    const rows = await db
      .select({
        ...listColumns,
        body: news.body,
        seoTitle: news.seoTitle,
        seoDescription: news.seoDescription,
      })
      .from(news)
      .where(published(scope, where))
      .orderBy(...newestFirst)
      .limit(size);
    return rows.map((row): PublishedNews => ({
      ...toItem(row),
      body: sanitizeRichText(row.body),
      seoTitle: row.seoTitle.trim() || row.title,
      seoDescription: row.seoDescription.trim() || row.summary,
    }));
  }

  return {
    /** The latest published news of the site in its language (home "what's new"). */
    async topNews(scope: NewsScope, size: number): Promise<NewsItem[]> {
      const rows = await db
        .select(listColumns)
        .from(news)
        .where(published(scope))
        .orderBy(...newestFirst)
        .limit(size);
      return rows.map(toItem);
    },

    /**
     * A page of the news list, newest first; a keyword searches title, summary
     * and body in the site's language (stemming, prefixes; server/text-match.ts).
     */
    async newsPage(scope: NewsScope, query: NewsPageQuery): Promise<NewsPage> {
      const keyword = query.keyword?.trim();
      const where = published(scope, keyword ? textMatch(searchable, keyword) : undefined);
      const [rows, [total]] = await Promise.all([
        db
          .select(listColumns)
          .from(news)
          .where(where)
          .orderBy(...newestFirst)
          .limit(query.pageSize)
          .offset((query.pageNum - 1) * query.pageSize),
        db.select({ total: count() }).from(news).where(where),
      ]);
      return { rows: rows.map(toItem), total: total?.total ?? 0 };
    },

    /**
     * One published item of the site in its language with its newer and older
     * neighbours; anything else is not found (404), whoever asks.
     */
    async newsDetail(scope: NewsScope, id: number): Promise<NewsDetail> {
      const [item] = await publishedItems(scope, 1, eq(news.id, id));
      if (!item) throw new ApiError(Code.notFound, "news not found");
      // The item's own stored position: the database keeps microseconds, a Date only milliseconds.
      const position = sql`(${news.publishedAt}, ${news.id})`;
      const here = sql`(select ${news.publishedAt}, ${news.id} from ${news} where ${news.id} = ${id})`;
      const neighbour = (where: SQL, order: SQL[]) =>
        db
          .select({ id: news.id, title: news.title })
          .from(news)
          .where(published(scope, where))
          .orderBy(...order)
          .limit(1);
      const [[newer], [older]] = await Promise.all([
        neighbour(sql`${position} > ${here}`, [asc(news.publishedAt), asc(news.id)]),
        neighbour(sql`${position} < ${here}`, newestFirst),
      ]);
      return { ...item, newer: newer ?? null, older: older ?? null };
    },

    /** The newest published items with their sanitised bodies (the site's news feed). */
    feedItems: (scope: NewsScope, size: number) => publishedItems(scope, size),
  };
}

const searchable = { search: news.search, searchConfig: news.searchConfig, title: news.title };

export type ContentService = ReturnType<typeof createContentService>;
