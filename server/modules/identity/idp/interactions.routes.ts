import type { FastifyInstance } from "fastify";
import { allowFormTargets } from "../../../plugins/security.ts";
import { accountDeletionRoutes } from "./account-deletion.routes.ts";
import { emailVerificationRoutes } from "./email-verification.routes.ts";
import { interactionPages, type InteractionDeps } from "./interaction-pages.ts";
import { passwordResetRoutes } from "./password-reset.routes.ts";
import { secondFactorAccountRoutes } from "./second-factor-account.routes.ts";
import { secondFactorSignInRoutes } from "./second-factor.routes.ts";
import { signInRoutes } from "./sign-in.routes.ts";
import { signUpRoutes } from "./sign-up.routes.ts";

/**
 * The embedded provider's own pages: sign-in (with its second factor), sign-up,
 * password reset, account deletion, e-mail confirmation and the second factor's settings, in the tenant's brand and the portal page's language.
 */
export async function interactionRoutes(app: FastifyInstance, deps: InteractionDeps) {
  // Sign-in and sign-up forms end, after redirects, on the portal's tenant hosts.
  app.addHook("onRequest", async (_request, reply) =>
    allowFormTargets(reply.raw, deps.portalOrigins()),
  );

  // Browser forms post application/x-www-form-urlencoded.
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 16 * 1024 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  const pages = interactionPages(app, deps);
  signInRoutes(app, deps, pages, secondFactorSignInRoutes(app, deps, pages));
  secondFactorAccountRoutes(app, deps, pages);
  signUpRoutes(app, deps, pages);
  passwordResetRoutes(app, deps, pages);
  accountDeletionRoutes(app, deps, pages);
  emailVerificationRoutes(app, deps, pages);
}
