import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { contentApi } from "#contract/content.ts";
import { envelopeSchema } from "#contract/envelope.ts";
import { ok } from "../../plugins/envelope.ts";

export async function contentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const content = app.services.content;

  app.get(
    "/certification/news/released/getTopNewsList",
    {
      config: { sharedWithVisitors: true },
      schema: {
        tags: ["content"],
        summary: 'Latest published news of the site (home page "what\'s new")',
        querystring: contentApi.topNews.request,
        response: { 200: envelopeSchema(contentApi.topNews.response) },
      },
    },
    async (request) => ok(await content.topNews(request.scope, request.query.size)),
  );
}
