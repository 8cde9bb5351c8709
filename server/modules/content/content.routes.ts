import type { FastifyInstance } from "fastify";
import { contentApi } from "#contract/content.ts";
import { registerCalls } from "../../call-table.ts";

/** A visitor's answer is the same for every visitor: it may be kept (visitor-responses.ts). */
const shared = { sharedWithVisitors: true } as const;

/** News and FAQ calls (learner §7, frame §7), scoped to the request's site and language. */
export async function contentRoutes(app: FastifyInstance) {
  const { content, faq } = app.services;

  registerCalls(
    app,
    contentApi,
    {
      topNews: {
        summary: 'Latest published news of the site (home page "what\'s new")',
        config: shared,
        handle: (request, input) => content.topNews(request.scope, input.size),
      },
      newsPage: {
        summary: "A page of the site's published news, optionally matching a keyword",
        config: shared,
        handle: (request, input) => content.newsPage(request.scope, input),
      },
      newsDetail: {
        summary: "One published news item of the site (404 for any other)",
        config: shared,
        handle: (request, input) => content.newsDetail(request.scope, input.id),
      },
      faq: {
        summary: "The site's FAQ by category, optionally matching a keyword (frame §7)",
        config: shared,
        handle: (request, input) => faq.list(request.scope, input.keyword),
      },
    },
    ["content"],
  );
}
