/*
 * Rules of the news and FAQ pages shared by the browser and the server, free
 * of zod (decision 0005).
 */
import { MY_LEARNING_PAGE_SIZES } from "./my-learning-rules.ts";
import { isHomeLikePage } from "./site-paths.ts";

/** Page sizes the news list offers (frame §9: the lists' 10/20/30/40), the first the default. */
export const NEWS_PAGE_SIZES = MY_LEARNING_PAGE_SIZES;
export type NewsPageSize = (typeof NEWS_PAGE_SIZES)[number];

/** A keyword longer than this is refused (400), as the catalogue's keyword is. */
export const KEYWORD_MAX = 100;

/** How many items the site's news feed lists, newest first. */
export const NEWS_FEED_SIZE = 20;

/** The site paths of the news and FAQ pages and the feed (frame §2). */
export const NEWS_PATH = "/news";
export const FAQ_PATH = "/faq";
export const NEWS_FEED_PATH = "/news/feed.xml";
export const newsDetailPath = (id: number) => `${NEWS_PATH}/detail/${id}`;

/**
 * Frame §2: the floating FAQ icon shows only on the home-like pages (home,
 * My Learning and the two overview pages), and only when the site's FAQ has
 * entries. `rest` is the page's path below the site prefix and /mobile.
 */
export function showsFaqIcon(rest: string, hasFaq: boolean): boolean {
  return hasFaq && isHomeLikePage(rest);
}
