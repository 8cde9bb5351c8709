import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { newsItemSchema, TOP_NEWS_DEFAULT, TOP_NEWS_MAX } from "#contract/content.ts";
import { envelopeSchema } from "#contract/envelope.ts";
import { ok } from "../../plugins/envelope.ts";

export async function contentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const content = app.services.content;

  app.get(
    "/certification/news/released/getTopNewsList",
    {
      schema: {
        tags: ["content"],
        summary: 'Latest published news of the site (home page "what\'s new")',
        querystring: z.object({
          size: z.coerce.number().int().min(1).max(TOP_NEWS_MAX).default(TOP_NEWS_DEFAULT),
        }),
        response: { 200: envelopeSchema(z.array(newsItemSchema)) },
      },
    },
    async (request) => ok(await content.topNews(request.scope, request.query.size)),
  );
}
