import type { FastifyInstance } from "fastify";
import { practiceApi } from "#contract/practice.ts";
import { registerCalls } from "../../call-table.ts";

/** Hands-on practice (frame §6: a visitor must log in for it): every call is the learner's own. */
export async function practiceRoutes(app: FastifyInstance) {
  const { practice } = app.services;
  registerCalls(
    app,
    practiceApi,
    {
      labList: {
        summary:
          "The practice labs of a course release of the site, in order, with the learner's ticked steps",
        handle: (request, input) =>
          practice.labs(request.scope, request.requireUser(), input.courseReleaseId),
      },
      saveStep: {
        summary:
          "Tick or untick a step of a lab for the learner; unticking reopens a completed lab",
        handle: (request, input) => practice.saveStep(request.scope, request.requireUser(), input),
      },
      completeLab: {
        summary: "Mark a lab complete once every step is ticked; practice earns no credits",
        handle: (request, input) =>
          practice.completeLab(request.scope, request.requireUser(), input),
      },
      courseProgress: {
        summary:
          "Labs completed of those offered, per course of the site the learner has practised in",
        handle: (request) => practice.courseProgress(request.scope, request.requireUser()),
      },
    },
    ["practice"],
  );
}
