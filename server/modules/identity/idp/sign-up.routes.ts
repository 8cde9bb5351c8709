import type { FastifyInstance } from "fastify";
import { regionName } from "#contract/intl.ts";
import { signUpSchema } from "./accounts.ts";
import { sendConfirmationMail } from "./email-verification.routes.ts";
import { escapeHtml } from "./escape.ts";
import {
  type Form,
  type Frame,
  type InteractionDeps,
  type InteractionPages,
} from "./interaction-pages.ts";
import { fieldProblemText } from "./texts.ts";
import { errorAlert, renderForm } from "./views.ts";
import { addressKey } from "../../../rate-limiter.ts";

/**
 * Sign-up: a new account with name, e-mail, password and country, logged in
 * at once; the address stays unconfirmed until the mailed link is followed.
 * An address that has an account gets the same answer, and its owner a mail.
 */
export function signUpRoutes(app: FastifyInstance, deps: InteractionDeps, pages: InteractionPages) {
  const { accounts } = deps;
  const {
    interactionFrame,
    portalReturn,
    send,
    expired,
    finishLogin,
    abandonLogin,
    attempt,
    perAddress,
  } = pages;

  async function countryOptions(language: string) {
    const list = await app.services.site.countryNames();
    return list
      .map((c) => ({ value: c.code, label: regionName(c.code, language) }))
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
          errors[String(issue.path[0])] ??= fieldProblemText(frame.t, issue.message);
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
        // The address has an account: the answer is the one a new account gets (a redirect to
        // the provider, after the same password hashing and one outbox write), and the owner
        // learns of the attempt by mail. The browser then meets the sign-in page (decision 0043).
        await sendSignUpAttemptMail(deps, parsed.data.email, frame).catch((err: unknown) =>
          request.log.warn({ err }, "sign-up notice not sent"),
        );
        return abandonLogin(request, reply);
      }
      const returnTo = portalReturn(originOf(found.interaction.params.redirect_uri));
      // The account stands whatever happens to its link: My Learning sends the link again.
      await sendConfirmationMail(deps, account, {
        t: frame.t,
        language: frame.language,
        returnTo,
      }).catch((err: unknown) => request.log.warn({ err }, "confirmation mail not sent"));
      return finishLogin(request, reply, account.id);
    },
  );
}

/**
 * Tells the owner of an address that someone tried to sign up with it: a
 * mistaken owner learns how to get in, a stranger's probe does not go unseen.
 */
async function sendSignUpAttemptMail(deps: InteractionDeps, email: string, frame: Frame) {
  const owner = await deps.accounts.byEmail(email);
  if (!owner) return;
  const link = new URL(`${deps.issuer}/password/forgot`);
  link.searchParams.set("lang", frame.language);
  await deps.mailer.send({
    to: owner.email,
    subject: frame.t.mailSignUpAttemptSubject,
    text: frame.t.mailSignUpAttemptBody
      .replace("{name}", owner.firstName)
      .replace("{link}", link.toString()),
  });
}

function originOf(uri: unknown): string | undefined {
  try {
    return `${new URL(String(uri)).origin}/`;
  } catch {
    return undefined;
  }
}
