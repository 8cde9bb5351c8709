import type { FastifyInstance } from "fastify";
import { passwordSchema } from "./accounts.ts";
import { escapeHtml } from "./escape.ts";
import {
  RESET_PER_ACCOUNT,
  RESET_PER_IP,
  type Form,
  type InteractionDeps,
  type InteractionPages,
} from "./interaction-pages.ts";
import { errorAlert, notice, renderForm } from "./views.ts";
import { addressKey } from "../../../rate-limiter.ts";

/**
 * Password reset by e-mail link. Started from a sign-in page, the interaction
 * (uid) keeps the brand, the language and the way back to it.
 */
export function passwordResetRoutes(
  app: FastifyInstance,
  deps: InteractionDeps,
  pages: InteractionPages,
) {
  const { accounts } = deps;
  const { interactionFrame, frameFor, send, attempt } = pages;

  /** The sign-in page the reset started from, if it is still live, and its frame (else the default brand's). */
  async function startedFrom(uid: string | undefined, language?: string) {
    const found = uid ? await interactionFrame(uid) : null;
    return {
      frame: found?.frame ?? frameFor(app.siteDirectory().tenantForHost(""), language),
      uid: found ? uid : undefined,
    };
  }

  app.get<{ Querystring: Form }>("/idp/password/forgot", async (request, reply) => {
    const { frame, uid } = await startedFrom(request.query.uid, request.query.lang);
    return send(
      reply,
      frame,
      frame.t.forgotTitle,
      `<p>${escapeHtml(frame.t.forgotLead)}</p>${renderForm(
        "/idp/password/forgot",
        [
          { name: "email", label: frame.t.email, type: "email", autocomplete: "username" },
          ...(uid ? [{ name: "uid", label: "", type: "hidden" as const, value: uid }] : []),
        ],
        frame.t.sendLink,
      )}${uid ? `<div class="links"><a href="/idp/interaction/${uid}">${escapeHtml(frame.t.backToSignIn)}</a></div>` : ""}`,
    );
  });

  app.post<{ Body: Form }>("/idp/password/forgot", async (request, reply) => {
    const { frame, uid } = await startedFrom(request.body?.uid);
    const email = (request.body?.email ?? "").trim().toLowerCase();
    const attempts = await attempt(
      [`reset:ip:${addressKey(request.ip)}`, RESET_PER_IP],
      [`reset:account:${email}`, RESET_PER_ACCOUNT],
    );
    if (!attempts.allowed) {
      return send(reply, frame, frame.t.forgotTitle, errorAlert(frame.t.tooMany), 429);
    }
    if (email)
      await accounts.createResetToken(email, async ({ account, token }, tx) => {
        const link = `${deps.issuer}/password/reset?token=${token}${uid ? `&uid=${uid}` : ""}`;
        await deps.mailer.send(
          {
            to: account.email,
            subject: frame.t.mailResetSubject,
            text: frame.t.mailResetBody
              .replace("{name}", account.firstName)
              .replace("{link}", link),
          },
          { tx },
        );
      });
    // The same answer whether or not the account exists: no account enumeration.
    return send(reply, frame, frame.t.forgotTitle, notice(frame.t.forgotSent));
  });

  app.get<{ Querystring: Form }>("/idp/password/reset", async (request, reply) => {
    const { frame, uid } = await startedFrom(request.query.uid);
    const token = request.query.token ?? "";
    if (!(await accounts.resetTokenValid(token))) {
      return send(reply, frame, frame.t.resetTitle, errorAlert(frame.t.resetInvalid), 400);
    }
    return send(
      reply,
      frame,
      frame.t.resetTitle,
      renderForm(
        "/idp/password/reset",
        [
          {
            name: "password",
            label: frame.t.newPassword,
            type: "password",
            autocomplete: "new-password",
            hint: frame.t.passwordHint,
          },
          { name: "token", label: "", type: "hidden", value: token },
          ...(uid ? [{ name: "uid", label: "", type: "hidden" as const, value: uid }] : []),
        ],
        frame.t.savePassword,
      ),
    );
  });

  app.post<{ Body: Form }>("/idp/password/reset", async (request, reply) => {
    const { frame, uid } = await startedFrom(request.body?.uid);
    const limited = await attempt([`reset-submit:ip:${addressKey(request.ip)}`, RESET_PER_IP]);
    if (!limited.allowed) {
      reply.header("retry-after", String(limited.retryAfterSeconds));
      return send(reply, frame, frame.t.resetTitle, errorAlert(frame.t.tooMany), 429);
    }
    const password = passwordSchema.safeParse(request.body?.password ?? "");
    if (!password.success) {
      return send(reply, frame, frame.t.resetTitle, errorAlert(frame.t.passwordHint), 400);
    }
    const account = await accounts.resetPassword(request.body?.token ?? "", password.data);
    if (!account) {
      return send(reply, frame, frame.t.resetTitle, errorAlert(frame.t.resetInvalid), 400);
    }
    await deps.onPasswordReset(account);
    const back = uid
      ? `<div class="links"><a href="/idp/interaction/${uid}">${escapeHtml(frame.t.backToSignIn)}</a></div>`
      : "";
    return send(reply, frame, frame.t.resetTitle, `${notice(frame.t.resetDone)}${back}`);
  });
}
