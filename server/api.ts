import type { FastifyInstance } from "fastify";
import { catalogueRoutes } from "./modules/catalogue/catalogue.routes.ts";
import { certificateRoutes } from "./modules/certificate/certificate.routes.ts";
import { classroomRoutes } from "./modules/classroom/classroom.routes.ts";
import { practicalExamRoutes } from "./modules/classroom/practical-exam.routes.ts";
import { commerceRoutes } from "./modules/commerce/commerce.routes.ts";
import { contentRoutes } from "./modules/content/content.routes.ts";
import { notFound } from "./errors.ts";
import { enrolmentRoutes } from "./modules/enrolment/enrolment.routes.ts";
import { examRoutes } from "./modules/exam/exam.routes.ts";
import { avatarUploadRoutes } from "./modules/identity/avatar.routes.ts";
import { oneClickSignRoutes } from "./modules/identity/one-click-sign.routes.ts";
import { userRoutes } from "./modules/identity/user.routes.ts";
import { learningRoutes } from "./modules/learning/learning.routes.ts";
import { personalCentreRoutes } from "./modules/personal-centre/personal-centre.routes.ts";
import { practiceRoutes } from "./modules/practice/practice.routes.ts";
import { frontApiRoutes, siteRoutes } from "./modules/site/site.routes.ts";
import { smartTryRoutes } from "./modules/smart-try/smart-try.routes.ts";
import { surveyRoutes } from "./modules/survey/survey.routes.ts";
import { trainerRoutes } from "./modules/trainer/trainer.routes.ts";
import { resolveApiScope } from "./plugins/tenant-and-site.ts";
import { checkRouteContract } from "./route-contract.ts";

/**
 * Every API module, mounted at /api, each route with its schemas from the
 * contract. Paths under /front-api/ take no site or language; every other path
 * gets `request.scope`: the siteId and languageId its schema validated, checked
 * against the host's tenant before the handler runs (learner §7).
 */
export async function apiRoutes(api: FastifyInstance, options: { dataDir: string }) {
  api.addHook("onRoute", (route) => checkRouteContract(route, route.url.slice(api.prefix.length)));
  // JSON and multipart only: a text/plain body is what a cross-site form can send without a preflight.
  api.removeContentTypeParser("text/plain");
  // Unknown API paths answer with the envelope, not with the page router's catch-all.
  api.all("/*", { schema: { hide: true } }, async (request) => {
    throw notFound(`No route ${request.method} ${request.url.split("?")[0]}`);
  });
  await api.register(frontApiRoutes, { prefix: "/front-api" });
  await api.register(async (scoped) => {
    scoped.addHook("preHandler", async (request) => {
      request.scope = resolveApiScope(api, request);
    });
    await scoped.register(siteRoutes);
    await scoped.register(contentRoutes);
    await scoped.register(catalogueRoutes);
    await scoped.register(userRoutes);
    await scoped.register(avatarUploadRoutes, options);
    await scoped.register(oneClickSignRoutes);
    await scoped.register(enrolmentRoutes);
    await scoped.register(learningRoutes);
    await scoped.register(practiceRoutes);
    await scoped.register(examRoutes);
    await scoped.register(certificateRoutes);
    await scoped.register(classroomRoutes);
    await scoped.register(practicalExamRoutes);
    await scoped.register(surveyRoutes);
    await scoped.register(personalCentreRoutes);
    await scoped.register(smartTryRoutes);
    await scoped.register(trainerRoutes);
    await scoped.register(commerceRoutes);
  });
}
