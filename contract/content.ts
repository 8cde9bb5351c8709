import { z } from "zod";

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
