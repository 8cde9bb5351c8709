import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  NEWS_FEED_PATH,
  NEWS_FEED_SIZE,
  NEWS_PATH,
  newsDetailPath,
} from "#contract/content-rules.ts";
import type { VisitorResponses } from "../../delivery/visitor-responses.ts";
import { newsFeed } from "./news-feed.ts";

type FeedRequest = FastifyRequest<{
  Params: { site: string };
  Querystring: { languageId?: string };
}>;

/** Where a site's feed is: below each site prefix, as the pages are (app/routes.ts). */
const SITE_PATTERNS = [
  { pattern: "/:site", name: (site: string) => site },
  { pattern: "/eu/:site", name: (site: string) => `eu/${site}` },
  { pattern: "/asia/:site", name: (site: string) => `asia/${site}` },
];

/**
 * GET /{site prefix}/news/feed.xml: the site's news as an Atom feed, in the
 * site's base language or the one `?languageId=` names among the site's
 * languages. Outside /api (a document, not an envelope), kept for visitors
 * like the API's visitor answers (decision 0015) and dropped with them when
 * the caches are invalidated.
 */
export async function newsFeedRoutes(
  app: FastifyInstance,
  { visitorResponses }: { visitorResponses: VisitorResponses },
) {
  const { content, site } = app.services;

  async function feed(siteName: string, request: FeedRequest, reply: FastifyReply) {
    const wanted = /^\d{1,9}$/.test(request.query.languageId ?? "")
      ? [Number(request.query.languageId)]
      : [];
    const scope = site.scopeFor(request.tenant, siteName, wanted);
    // Another language than the site offers is no feed of it.
    if (!scope || (wanted.length > 0 && scope.language.id !== wanted[0]))
      return reply.callNotFound();
    const [items, seo] = await Promise.all([
      content.feedItems(scope, NEWS_FEED_SIZE),
      site.seo(scope),
    ]);
    const xml = newsFeed({
      origin: app.identity.originFor(request),
      prefix: scope.site.pathPrefix,
      language: scope.language.languageSimple,
      // The news page's own SEO title names the feed in the site's language.
      title: seo.find((entry) => entry.url === NEWS_PATH)?.title || scope.tenant.brandName,
      items,
      paths: { list: NEWS_PATH, detail: newsDetailPath, feed: NEWS_FEED_PATH },
    });
    return reply.type("application/atom+xml; charset=utf-8").send(xml);
  }

  for (const { pattern, name } of SITE_PATTERNS)
    app.get<{ Params: { site: string }; Querystring: { languageId?: string } }>(
      `${pattern}${NEWS_FEED_PATH}`,
      {
        config: { sharedWithVisitors: true },
        schema: { hide: true },
        onRequest: visitorResponses.answer,
      },
      (request, reply) => feed(name(request.params.site), request, reply),
    );
}
