import type { FastifyInstance } from "fastify";
import { personalCentreApi } from "#contract/personal-centre.ts";
import { registerCalls } from "../../call-table.ts";

/** The learner's personal centre (My Learning's statistics); every call needs a signed-in learner. */
export async function personalCentreRoutes(app: FastifyInstance) {
  const { statistics } = app.services;
  // The learner's own figures: never kept by a cache.
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });
  registerCalls(
    app,
    personalCentreApi,
    {
      classifiedStatistic: {
        summary:
          "The learner's credits on this site by source (certification courses learned; classroom training once finished, issue 12), counts by kind, and the credits of each of the last twelve months (UTC, oldest first)",
        handle: (request) => statistics.classified(request.scope, request.requireUser()),
      },
    },
    ["personal centre"],
  );
}
