import { z } from "zod";
import { endpoints, scopeSchema } from "./endpoint.ts";

export const newsItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  coverImage: z.string(),
  /** ISO 8601. */
  publishedAt: z.string(),
});
export type NewsItem = z.infer<typeof newsItemSchema>;

/** How many news items the home page's "what's new" shows by default. */
export const TOP_NEWS_DEFAULT = 4;
export const TOP_NEWS_MAX = 12;

/** The content domain's calls (learner §7). */
export const contentApi = endpoints({
  topNews: {
    path: "/certification/news/released/getTopNewsList",
    method: "GET",
    request: scopeSchema.extend({
      size: z.coerce.number<number>().int().min(1).max(TOP_NEWS_MAX).default(TOP_NEWS_DEFAULT),
    }),
    response: z.array(newsItemSchema),
  },
});
