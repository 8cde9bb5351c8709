import {
  foreignKey,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  varchar,
} from "drizzle-orm/pg-core";
import {
  generatedId,
  regconfig,
  searchVector,
  siteScope,
  timestamps,
  tsvector,
} from "../columns.ts";
import { languages, sites } from "./site.ts";

/**
 * Published news of a site in one language: "what's new" on the home page
 * (frame §2), the news list with its search, the detail page and the feed.
 * An item whose publishedAt lies ahead is not published yet and shows nowhere.
 */
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
    /** Rich text; sanitised (sanitize-html) whenever it leaves the server. */
    body: text("body").notNull().default(""),
    coverImage: varchar("cover_image", { length: 500 }).notNull().default(""),
    /** The detail page's title and description; empty ones fall back to the title and summary. */
    seoTitle: varchar("seo_title", { length: 300 }).notNull().default(""),
    seoDescription: varchar("seo_description", { length: 500 }).notNull().default(""),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
    /** The text search configuration of the item's language (db/search-config.ts). */
    searchConfig: regconfig("search_config").notNull().default("simple"),
    search: tsvector("search").generatedAlwaysAs(searchVector("title", "summary", "body")),
    ...timestamps(),
  },
  (t) => [
    index("news_scope_published_idx").on(t.siteId, t.languageId, t.publishedAt.desc()),
    index("news_search_idx").using("gin", t.search),
  ],
);

/** The FAQ's categories of a site in one language, in their order (the FAQ page's groups). */
export const faqCategories = pgTable(
  "faq_categories",
  {
    id: generatedId(),
    siteId: siteScope().references(() => sites.id, { onDelete: "cascade" }),
    languageId: integer("language_id")
      .notNull()
      .references(() => languages.id),
    categoryName: varchar("category_name", { length: 200 }).notNull(),
    sort: smallint("sort").notNull().default(0),
    ...timestamps(),
  },
  (t) => [index("faq_categories_scope_idx").on(t.siteId, t.languageId, t.sort)],
);

/**
 * One released question and answer of a site's FAQ (GET
 * /certification/faq/release/queryFromEs), searchable in its language.
 */
export const faqs = pgTable(
  "faqs",
  {
    id: generatedId(),
    siteId: siteScope().references(() => sites.id, { onDelete: "cascade" }),
    languageId: integer("language_id")
      .notNull()
      .references(() => languages.id),
    categoryId: integer("category_id").notNull(),
    question: varchar("question", { length: 500 }).notNull(),
    /** Rich text; sanitised (sanitize-html) whenever it leaves the server. */
    answer: text("answer").notNull().default(""),
    sort: smallint("sort").notNull().default(0),
    searchConfig: regconfig("search_config").notNull().default("simple"),
    search: tsvector("search").generatedAlwaysAs(searchVector("question", "answer")),
    ...timestamps(),
  },
  (t) => [
    foreignKey({ columns: [t.categoryId], foreignColumns: [faqCategories.id] }).onDelete("cascade"),
    index("faqs_scope_idx").on(t.siteId, t.languageId, t.categoryId, t.sort),
    index("faqs_category_idx").on(t.categoryId),
    index("faqs_search_idx").using("gin", t.search),
  ],
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
