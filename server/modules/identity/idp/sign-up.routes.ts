import type { FastifyInstance } from "fastify";
import { signUpSchema } from "./accounts.ts";
import { sendConfirmationMail } from "./email-verification.routes.ts";
import { escapeHtml } from "./escape.ts";
import {
  type Form,
  type Frame,
  type InteractionDeps,
  type InteractionPages,
} from "./interaction-pages.ts";
import { errorAlert, renderForm } from "./views.ts";
import { addressKey } from "../../../rate-limiter.ts";

/**
 * Sign-up: a new account with name, e-mail, password and country, logged in
 * at once; the address stays unconfirmed until the mailed link is followed.
 */
export function signUpRoutes(app: FastifyInstance, deps: InteractionDeps, pages: InteractionPages) {
  const { accounts } = deps;
  const { interactionFrame, portalReturn, send, expired, finishLogin, attempt, perAddress } = pages;

  async function countryOptions(language: string) {
    const list = await app.services.site.countryNames();
    const names = new Intl.DisplayNames([language], { type: "region" });
    return list
      .map((c) => ({ value: c.code, label: safeRegionName(names, c.code) ?? c.countryName }))
      .sort((a, b) => a.label.localeCompare(b.label, language));
  }

  async function signUpPage(
    uid: string,
    frame: Frame,
    values: Form = {},
    errors: Form = {},
    error?: string,
  ) {
    const { t } = frame;
    return `${errorAlert(error)}${renderForm(
      `/idp/interaction/${uid}/signup`,
      [
        {
          name: "firstName",
          label: t.firstName,
          value: values.firstName,
          autocomplete: "given-name",
          error: errors.firstName,
        },
        {
          name: "lastName",
          label: t.lastName,
          value: values.lastName,
          autocomplete: "family-name",
          error: errors.lastName,
        },
        {
          name: "email",
          label: t.email,
          type: "email",
          value: values.email,
          autocomplete: "email",
          error: errors.email,
        },
        {
          name: "password",
          label: t.password,
          type: "password",
          autocomplete: "new-password",
          hint: t.passwordHint,
          error: errors.password,
        },
        {
          name: "countryCode",
          label: t.country,
          value: values.countryCode,
          options: await countryOptions(frame.language),
          placeholder: t.chooseCountry,
          error: errors.countryCode,
        },
      ],
      t.signUp,
    )}<div class="links"><span>${escapeHtml(t.haveAccount)} <a href="/idp/interaction/${uid}">${escapeHtml(t.signIn)}</a></span></div>`;
  }

  app.get<{ Params: { uid: string } }>("/idp/interaction/:uid/signup", async (request, reply) => {
    const found = await interactionFrame(request.params.uid);
    if (!found) return expired(reply);
    return send(
      reply,
      found.frame,
      found.frame.t.signUpTitle,
      await signUpPage(request.params.uid, found.frame),
    );
  });

  app.post<{ Params: { uid: string }; Body: Form }>(
    "/idp/interaction/:uid/signup",
    async (request, reply) => {
      const found = await interactionFrame(request.params.uid);
      if (!found) return expired(reply);
      const { frame } = found;
      const attempts = await attempt([`signup:ip:${addressKey(request.ip)}`, perAddress]);
      if (!attempts.allowed) {
        return send(
          reply,
          frame,
          frame.t.signUpTitle,
          await signUpPage(request.params.uid, frame, request.body, {}, frame.t.tooMany),
          429,
        );
      }
      const parsed = signUpSchema.safeParse(request.body ?? {});
      if (!parsed.success) {
        const errors: Form = {};
        for (const issue of parsed.error.issues)
          errors[String(issue.path[0])] ??=
            issue.message === "required" ? frame.t.fieldRequired : issue.message;
        return send(
          reply,
          frame,
          frame.t.signUpTitle,
          await signUpPage(request.params.uid, frame, request.body, errors),
          400,
        );
      }
      const account = await accounts.signUp(parsed.data);
      if (!account) {
        return send(
          reply,
          frame,
          frame.t.signUpTitle,
          await signUpPage(request.params.uid, frame, request.body, { email: frame.t.emailTaken }),
          409,
        );
      }
      const returnTo = portalReturn(originOf(found.interaction.params.redirect_uri));
      // A mail server that is down must not undo the sign-up: My Learning sends the link again.
      await sendConfirmationMail(deps, account, {
        t: frame.t,
        language: frame.language,
        returnTo,
      }).catch((err: unknown) => request.log.warn({ err }, "confirmation mail not sent"));
      return finishLogin(request, reply, account.id);
    },
  );
}

function originOf(uri: unknown): string | undefined {
  try {
    return `${new URL(String(uri)).origin}/`;
  } catch {
    return undefined;
  }
}

function safeRegionName(names: Intl.DisplayNames, code: string): string | undefined {
  try {
    return names.of(code);
  } catch {
    return undefined;
  }
}
