import type { FastifyInstance } from "fastify";
import { escapeHtml } from "./escape.ts";
import {
  SIGN_IN_PER_ACCOUNT,
  type Form,
  type InteractionDeps,
  type InteractionPages,
} from "./interaction-pages.ts";
import type { SecondFactorSignIn } from "./second-factor.routes.ts";
import type { IdpTexts } from "./texts.ts";
import { errorAlert, renderForm } from "./views.ts";
import { addressKey } from "../../../rate-limiter.ts";

/**
 * Sign-in with e-mail and password, limited per address and per account; the
 * second factor, where the account has or needs one, follows.
 */
export function signInRoutes(
  app: FastifyInstance,
  deps: InteractionDeps,
  pages: InteractionPages,
  secondStep: SecondFactorSignIn,
) {
  const { accounts } = deps;
  const { interactionFrame, send, expired, attempt, perAddress } = pages;

  function signInPage(uid: string, t: IdpTexts, values: Form = {}, error?: string) {
    return `<p>${escapeHtml(t.signInLead)}</p>${errorAlert(error)}${renderForm(
      `/idp/interaction/${uid}/login`,
      [
        {
          name: "email",
          label: t.email,
          type: "email",
          value: values.email,
          autocomplete: "username",
        },
        { name: "password", label: t.password, type: "password", autocomplete: "current-password" },
      ],
      t.signIn,
    )}<div class="links"><a href="/idp/interaction/${uid}/signup">${escapeHtml(t.createAccount)}</a><a href="/idp/password/forgot?uid=${uid}">${escapeHtml(t.forgot)}</a></div>`;
  }

  app.get<{ Params: { uid: string } }>("/idp/interaction/:uid", async (request, reply) => {
    const found = await interactionFrame(request.params.uid);
    if (!found) return expired(reply);
    const { frame } = found;
    return send(reply, frame, frame.t.signInTitle, signInPage(request.params.uid, frame.t));
  });

  app.post<{ Params: { uid: string }; Body: Form }>(
    "/idp/interaction/:uid/login",
    async (request, reply) => {
      const found = await interactionFrame(request.params.uid);
      if (!found) return expired(reply);
      const { frame, interaction } = found;
      const email = (request.body?.email ?? "").trim().toLowerCase();
      const password = request.body?.password ?? "";
      const attempts = await attempt(
        [`signin:ip:${addressKey(request.ip)}`, perAddress],
        [`signin:account:${email}`, SIGN_IN_PER_ACCOUNT],
      );
      if (!attempts.allowed) {
        reply.header("retry-after", String(attempts.retryAfterSeconds));
        return send(
          reply,
          frame,
          frame.t.signInTitle,
          signInPage(request.params.uid, frame.t, { email }, frame.t.tooMany),
          429,
        );
      }
      const account = email && password ? await accounts.signIn(email, password) : null;
      if (!account) {
        return send(
          reply,
          frame,
          frame.t.signInTitle,
          signInPage(request.params.uid, frame.t, { email }, frame.t.invalidCredentials),
          401,
        );
      }
      await deps.limiter.reset(`signin:account:${email}`);
      return secondStep.afterPassword(request, reply, interaction, account, frame);
    },
  );
}
