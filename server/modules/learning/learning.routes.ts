import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { learningApi, myCoursesApi } from "#contract/learning.ts";
import { registerCalls } from "../../call-table.ts";
import type { MediaSigner } from "./media-signing.ts";

const tags = ["learning"];

/** Video access and progress calls (learner §7). */
export async function learningRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { learning, myCourses } = app.services;

  // Signed video addresses, positions and the learner's own lists: none may be kept by a cache.
  await app.register(async (mine) => {
    mine.addHook("onSend", async (_request, reply) => {
      reply.header("cache-control", "no-store");
    });
    registerCalls(
      mine,
      learningApi,
      {
        powerCheck: {
          summary:
            "A signed, expiring video URL and the resume position, for a learner with access; the chapter's first issue is recorded (decision 0042)",
          handle: (request, input) =>
            learning.powerCheck(request.scope, request.requireUser(), input),
        },
        topicPowerCheck: {
          summary: "A topic's signed, expiring video URL, for a signed-in learner (learner §4)",
          handle: (request, input) =>
            learning.topicPowerCheck(request.scope, request.requireUser(), input.id),
        },
        reload: {
          summary:
            "Record the play position; the time since the learner's last report is credited to this chapter (one watch clock per learner), which completes at its end once 90 % of its length was watched since its URL was issued; a chapter never issued gains nothing (idempotent; decision 0042)",
          handle: (request, input) => learning.reload(request.scope, request.requireUser(), input),
        },
      },
      tags,
    );
    registerCalls(
      mine,
      myCoursesApi,
      {
        courseProcess: {
          summary:
            "The learner's non-certification courses (courseType 0) or educational videos (1) of this site with their progress, most recently active first; filter studying, waitForQuiz or pass (frame §4); 10, 20, 30 or 40 a page (frame §9); counts per state whatever the filter",
          handle: (request, input) =>
            myCourses.courseProcess(request.scope, request.requireUser(), input),
        },
        cleanStudyRecord: {
          summary:
            "Clear the learner's study history on this site: the progress of its non-certification courses and educational videos (never a certification's course, one with an issued certificate of completion, enrolments or exam attempts); how many were cleared",
          handle: (request) => myCourses.cleanStudyRecord(request.scope, request.requireUser()),
        },
      },
      tags,
    );
  });
}

/**
 * Video bytes: /media/public/... for intros anyone may watch, /media/s/{token}/...
 * for course chapters, only for the learner the token was signed for. Range
 * requests are served (seeking), so players stream instead of downloading.
 */
export async function mediaRoutes(
  app: FastifyInstance,
  options: { dir: string; signer: MediaSigner },
) {
  await app.register(fastifyStatic, {
    root: options.dir,
    serve: false,
    acceptRanges: true,
    dotfiles: "deny",
    index: false,
  });

  app.get<{ Params: { "*": string } }>(
    "/media/public/*",
    { config: { tenantless: true }, schema: { hide: true } },
    async (request, reply) => {
      const file = path.posix.normalize(request.params["*"]);
      if (file.startsWith("..") || path.posix.isAbsolute(file)) return reply.status(404).send();
      reply.header("cache-control", "public, max-age=86400");
      return reply.sendFile(path.posix.join("public", file));
    },
  );

  app.get<{ Params: { token: string; "*": string } }>(
    "/media/s/:token/*",
    { schema: { hide: true } },
    async (request, reply) => {
      const file = path.posix.normalize(request.params["*"]);
      if (file.startsWith("..") || path.posix.isAbsolute(file) || file.startsWith("public/"))
        return reply.status(404).send();
      const grant = options.signer.verify(request.params.token, file);
      // The token is bound to the learner: a shared link does not play in someone else's session.
      if (!grant || grant.uid !== request.userId) return reply.status(403).send();
      const maxAge = Math.max(0, grant.exp - Math.floor(Date.now() / 1000));
      reply.header("cache-control", `private, max-age=${maxAge}`);
      return reply.sendFile(file);
    },
  );
}
