import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { contentApi } from "#contract/content.ts";
import { envelopeSchema } from "#contract/envelope.ts";
import { ok } from "../../plugins/envelope.ts";

export async function contentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { content, faq } = app.services;

  app.get(
    contentApi.topNews.path,
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

  app.get(
    contentApi.newsPage.path,
    {
      config: { sharedWithVisitors: true },
      schema: {
        tags: ["content"],
        summary: "A page of the site's published news, optionally matching a keyword",
        querystring: contentApi.newsPage.request,
        response: { 200: envelopeSchema(contentApi.newsPage.response) },
      },
    },
    async (request) => ok(await content.newsPage(request.scope, request.query)),
  );

  app.get(
    contentApi.newsDetail.path,
    {
      config: { sharedWithVisitors: true },
      schema: {
        tags: ["content"],
        summary: "One published news item of the site (404 for any other)",
        querystring: contentApi.newsDetail.request,
        response: { 200: envelopeSchema(contentApi.newsDetail.response) },
      },
    },
    async (request) => ok(await content.newsDetail(request.scope, request.query.id)),
  );

  app.get(
    contentApi.faq.path,
    {
      config: { sharedWithVisitors: true },
      schema: {
        tags: ["content"],
        summary: "The site's FAQ by category, optionally matching a keyword (frame §7)",
        querystring: contentApi.faq.request,
        response: { 200: envelopeSchema(contentApi.faq.response) },
      },
    },
    async (request) => ok(await faq.list(request.scope, request.query.keyword)),
  );
}
