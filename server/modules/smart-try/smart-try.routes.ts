import type { FastifyInstance } from "fastify";
import { smartTryApi } from "#contract/smart-try.ts";
import { registerCalls } from "../../call-table.ts";

/** The smart-try campaign's calls: the campaign is public, standing and applying need a learner. */
export async function smartTryRoutes(app: FastifyInstance) {
  const { smartTry } = app.services;
  registerCalls(
    app,
    smartTryApi,
    {
      campaign: {
        summary: "The site's current smart-try campaign with its product types and distributors",
        handle: (request) => smartTry.campaign(request.scope),
      },
      standing: {
        summary:
          "The learner's certifications that may be named, their application and mail subscription flag",
        handle: (request, input) =>
          smartTry.standing(request.scope, request.requireUser(), input.campaignId),
      },
      apply: {
        summary:
          "Apply once to a running campaign: certification type held, product type and distributor all required",
        handle: (request, input) => smartTry.apply(request.scope, request.requireUser(), input),
      },
    },
    ["smart-try"],
  );
}
