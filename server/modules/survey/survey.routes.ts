import type { FastifyInstance } from "fastify";
import { surveyApi } from "#contract/survey.ts";
import { registerCalls } from "../../call-table.ts";

/** The survey popup's calls (frame §7): signed-in users only. */
export async function surveyRoutes(app: FastifyInstance) {
  const { surveys } = app.services;
  registerCalls(
    app,
    surveyApi,
    {
      detail: {
        summary: "The site's survey, and whether it should pop up for this user",
        handle: (request) => surveys.detail(request.scope, request.requireUser()),
      },
      save: {
        summary: "Answer the site's survey once: every answer is checked, all are stored or none",
        handle: async (request, input) => {
          await surveys.save(request.scope, request.requireUser(), input);
          return null;
        },
      },
    },
    ["survey"],
  );
}
