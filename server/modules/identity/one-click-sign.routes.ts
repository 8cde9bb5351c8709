import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { Code } from "#contract/codes.ts";
import { envelopeSchema } from "#contract/envelope.ts";
import { identityApi } from "#contract/identity.ts";
import { ApiError } from "../../errors.ts";
import { ok } from "../../plugins/envelope.ts";
import { verifySignToken } from "./one-click-sign.ts";
import { addressKey } from "../../rate-limiter.ts";

const tags = ["identity"];

/** One-click sign (partner applications log learners in with a signed token) under /api. */
export async function oneClickSignRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { users, limiter, staff } = app.services;

  app.post(
    "/user/sso/oneHikIdSign/verify",
    {
      schema: {
        tags,
        summary: "One-click sign: log in with a partner's signed, single-use token",
        body: identityApi.verifySign.request,
        response: { 200: envelopeSchema(identityApi.verifySign.response) },
      },
    },
    async (request, reply) => {
      const limited = await limiter.hit(`sign:ip:${addressKey(request.ip)}`, 20, 15 * 60);
      if (!limited.allowed) throw new ApiError(Code.tooFrequent, "Too many sign attempts");
      const result = await verifySignToken(
        app.database.db,
        request.body.appId,
        request.body.oneHikIdSign,
      );
      // Only a confirmed address stands for a person; anyone can sign up with any address.
      const user = result.ok ? await users.byConfirmedEmail(result.email) : undefined;
      if (!result.ok || !user) {
        return ok({
          verifySignErrorMsg: result.ok ? "no portal account for this sign" : result.reason,
        });
      }
      // A partner's token is one factor at most: staff sign in on the sign-in page, with their
      // second factor (decision 0043). The token is spent all the same.
      if (await staff.isStaff(user.id))
        throw new ApiError(
          Code.forbidden,
          "Staff accounts cannot sign in with one click: sign in with your password and second factor",
        );
      // Nor does it sign in a learner who turned the second factor on: the token would stand in
      // for both steps the learner asked for.
      if (await app.identity.hasSecondFactor(user))
        throw new ApiError(
          Code.forbidden,
          "This account signs in with two-step verification: sign in with your password and the code from your authenticator app",
        );
      await app.authentication.startSession(request, reply, user.id, null);
      return ok({ verifySignErrorMsg: null });
    },
  );
}
