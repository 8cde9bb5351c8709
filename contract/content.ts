import { z } from "zod";
import { KEYWORD_MAX, NEWS_PAGE_SIZES } from "./content-rules.ts";
import { endpoints, idSchema, scopeSchema } from "./endpoint.ts";

export const newsItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  coverImage: z.string(),
  /** ISO 8601. */
  publishedAt: z.string(),
});
export type NewsItem = z.infer<typeof newsItemSchema>;

/** A neighbour of a news item in the list's order (the detail's previous / next links). */
const newsLinkSchema = z.object({ id: z.number().int(), title: z.string() });

/** One published news item of the site for its detail page. */
export const newsDetailSchema = newsItemSchema.extend({
  /** Rich text, sanitised on the server (sanitize-html). */
  body: z.string(),
  /** The page's title and description (the item's own, else its title and summary). */
  seoTitle: z.string(),
  seoDescription: z.string(),
  /** The next newer and next older item, null at either end. */
  newer: newsLinkSchema.nullable(),
  older: newsLinkSchema.nullable(),
});
export type NewsDetail = z.infer<typeof newsDetailSchema>;

export const newsPageSchema = z.object({ rows: z.array(newsItemSchema), total: z.number().int() });
export type NewsPage = z.infer<typeof newsPageSchema>;

/** The news list's query: a keyword (full text in the site's language) and a page. */
export const newsPageQuerySchema = z.object({
  keyword: z.string().trim().max(KEYWORD_MAX).optional(),
  pageNum: z.coerce.number<number>().int().min(1).max(10_000).default(1),
  pageSize: z.coerce
    .number<number>()
    .pipe(z.union(NEWS_PAGE_SIZES.map((size) => z.literal(size))))
    .default(NEWS_PAGE_SIZES[0]),
});
export type NewsPageQuery = z.output<typeof newsPageQuerySchema>;

export const faqEntrySchema = z.object({
  id: z.number().int(),
  question: z.string(),
  /** Rich text, sanitised on the server (sanitize-html). */
  answer: z.string(),
});
export type FaqEntry = z.infer<typeof faqEntrySchema>;

/** A category of the FAQ with its entries, in their order. */
export const faqCategorySchema = z.object({
  categoryId: z.number().int(),
  categoryName: z.string(),
  faqs: z.array(faqEntrySchema),
});
export type FaqCategory = z.infer<typeof faqCategorySchema>;

/** How many news items the home page's "what's new" shows by default. */
export const TOP_NEWS_DEFAULT = 4;
export const TOP_NEWS_MAX = 12;

/** The content domain's calls (learner §7; frame §7 names the FAQ call, not the news list's). */
export const contentApi = endpoints({
  topNews: {
    path: "/certification/news/released/getTopNewsList",
    method: "GET",
    request: scopeSchema.extend({
      size: z.coerce.number<number>().int().min(1).max(TOP_NEWS_MAX).default(TOP_NEWS_DEFAULT),
    }),
    response: z.array(newsItemSchema),
  },
  newsPage: {
    path: "/certification/news/released/page",
    method: "GET",
    request: scopeSchema.extend(newsPageQuerySchema.shape),
    response: newsPageSchema,
  },
  newsDetail: {
    path: "/certification/news/released/detail",
    method: "GET",
    request: scopeSchema.extend({ id: idSchema }),
    response: newsDetailSchema,
  },
  /** Frame §7: non-empty data with code 200 shows the FAQ icon. */
  faq: {
    path: "/certification/faq/release/queryFromEs",
    method: "GET",
    request: scopeSchema.extend({
      keyword: z.string().trim().max(KEYWORD_MAX).optional(),
    }),
    response: z.array(faqCategorySchema),
  },
});
