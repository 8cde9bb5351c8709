import { index, integer, pgTable, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { generatedId, siteScope, timestamps } from "../columns.ts";
import { languages, sites } from "./site.ts";

/** Published news of a site in one language ("what's new" on the home page, frame §2). */
export const news = pgTable(
  "news",
  {
    id: generatedId(),
    siteId: siteScope().references(() => sites.id, { onDelete: "cascade" }),
    languageId: integer("language_id")
      .notNull()
      .references(() => languages.id),
    title: varchar("title", { length: 300 }).notNull(),
    summary: text("summary").notNull().default(""),
    coverImage: varchar("cover_image", { length: 500 }).notNull().default(""),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
    ...timestamps(),
  },
  (t) => [index("news_scope_published_idx").on(t.siteId, t.languageId, t.publishedAt.desc())],
);

/** What learners say about the academy: the home page's user comments (frame §2). */
export const userComments = pgTable(
  "user_comments",
  {
    id: generatedId(),
    siteId: siteScope().references(() => sites.id, { onDelete: "cascade" }),
    languageId: integer("language_id")
      .notNull()
      .references(() => languages.id),
    authorName: varchar("author_name", { length: 120 }).notNull(),
    /** The author's role and company as shown under the name. */
    authorTitle: varchar("author_title", { length: 200 }).notNull().default(""),
    avatarUrl: varchar("avatar_url", { length: 500 }).notNull().default(""),
    comment: text("comment").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
    ...timestamps(),
  },
  (t) => [index("user_comments_scope_order_idx").on(t.siteId, t.languageId, t.sortOrder)],
);
