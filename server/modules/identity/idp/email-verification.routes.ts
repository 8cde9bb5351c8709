import type { FastifyInstance } from "fastify";
import type { Mailer } from "../mail.ts";
import type { Account, Accounts } from "./accounts.ts";
import { escapeHtml } from "./escape.ts";
import {
  type Form,
  type Frame,
  type InteractionDeps,
  type InteractionPages,
} from "./interaction-pages.ts";
import type { IdpTexts } from "./texts.ts";
import { errorAlert, notice, renderForm } from "./views.ts";
import { addressKey } from "../../../rate-limiter.ts";

/**
 * Sends the link that confirms the account's current address. `lang` and
 * `returnTo` (a portal origin) travel in the link so the confirmation page
 * speaks the learner's language, wears their brand and leads back.
 */
export async function sendConfirmationMail(
  deps: { accounts: Accounts; mailer: Mailer; issuer: string },
  account: Account,
  texts: { t: IdpTexts; language: string; returnTo: string | null },
): Promise<void> {
  await deps.accounts.createVerificationToken(account, async (token, tx) => {
    const link = new URL(`${deps.issuer}/email/verify`);
    link.searchParams.set("token", token);
    link.searchParams.set("lang", texts.language);
    if (texts.returnTo) link.searchParams.set("return", texts.returnTo);
    await deps.mailer.send(
      {
        to: account.email,
        subject: texts.t.mailVerifySubject,
        text: texts.t.mailVerifyBody
          .replace("{name}", account.firstName)
          .replace("{link}", link.toString()),
      },
      { tx },
    );
  });
}

/**
 * The confirmation link (issue: unverified addresses must not act as identity
 * keys). Opening it shows a button; only the POST confirms, so a mail
 * scanner that follows links does not confirm on the learner's behalf.
 */
export function emailVerificationRoutes(
  app: FastifyInstance,
  deps: InteractionDeps,
  pages: InteractionPages,
) {
  const { accounts } = deps;
  const { portalReturn, returnFrame, send, attempt, perAddress } = pages;

  const continueLink = (frame: Frame, query: Form) => {
    const back = portalReturn(query.return);
    return back
      ? `<div class="links"><a href="${escapeHtml(back)}">${escapeHtml(frame.t.continueToPortal)}</a></div>`
      : "";
  };

  app.get<{ Querystring: Form }>("/idp/email/verify", async (request, reply) => {
    const query = request.query;
    const frame = returnFrame(query);
    const account = await accounts.verificationAccount(query.token ?? "");
    if (!account) {
      return send(
        reply,
        frame,
        frame.t.verifyTitle,
        `${errorAlert(frame.t.verifyInvalid)}${continueLink(frame, query)}`,
        400,
      );
    }
    return send(
      reply,
      frame,
      frame.t.verifyTitle,
      `<p>${escapeHtml(frame.t.verifyLead.replace("{email}", account.email))}</p>${renderForm(
        "/idp/email/verify",
        [
          { name: "token", label: "", type: "hidden", value: query.token },
          { name: "lang", label: "", type: "hidden", value: query.lang },
          { name: "return", label: "", type: "hidden", value: query.return },
        ],
        frame.t.verifyConfirm,
      )}`,
    );
  });

  app.post<{ Body: Form }>("/idp/email/verify", async (request, reply) => {
    const body = request.body ?? {};
    const frame = returnFrame(body);
    const limited = await attempt([`verify:ip:${addressKey(request.ip)}`, perAddress]);
    if (!limited.allowed) {
      reply.header("retry-after", String(limited.retryAfterSeconds));
      return send(reply, frame, frame.t.verifyTitle, errorAlert(frame.t.tooMany), 429);
    }
    const account = await accounts.verifyEmail(body.token ?? "");
    if (!account) {
      return send(
        reply,
        frame,
        frame.t.verifyTitle,
        `${errorAlert(frame.t.verifyInvalid)}${continueLink(frame, body)}`,
        400,
      );
    }
    await deps.onEmailConfirmed(account);
    return send(
      reply,
      frame,
      frame.t.verifyTitle,
      `${notice(frame.t.verifyDone)}${continueLink(frame, body)}`,
    );
  });
}
