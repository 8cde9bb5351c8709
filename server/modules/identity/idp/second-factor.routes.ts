import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import QRCode from "qrcode";
import type Provider from "oidc-provider";
import type { Account } from "./accounts.ts";
import { escapeHtml } from "./escape.ts";
import {
  type Form,
  type Frame,
  type InteractionDeps,
  type InteractionPages,
} from "./interaction-pages.ts";
import type { Enrolment } from "./second-factor.ts";
import { academyName } from "./texts.ts";
import { errorAlert, renderForm } from "./views.ts";
import { addressKey } from "../../../rate-limiter.ts";

/** Codes an account may try per 15 minutes: a million codes, three valid at a time, stay out of reach. */
export const SECOND_FACTOR_PER_ACCOUNT = { limit: 6, window: 15 * 60 };
/** The code is asked for within this time after the password, or the sign-in starts again. */
const PENDING_MS = 10 * 60 * 1000;

type Interaction = InstanceType<Provider["Interaction"]>;
/** What the password step left on the interaction: whose it is and what comes next. */
type Pending = { accountId: string; stage: "code" | "enrol" | "enrolled"; since: number };

/** A QR code of the authenticator entry, the key as text beside it, and the field for the code. */
export async function enrolmentBlock(enrolment: Enrolment, frame: Frame) {
  const qr = await QRCode.toString(enrolment.uri, { type: "svg", margin: 1, width: 200 });
  return `<p>${escapeHtml(frame.t.enrolLead)}</p><div class="qr" role="img" aria-label="QR">${qr}</div><p>${escapeHtml(
    frame.t.secretKey,
  )}: <code id="totp-secret" data-otpauth="${escapeHtml(enrolment.uri)}">${escapeHtml(
    enrolment.secret.match(/.{1,4}/g)!.join(" "),
  )}</code></p>`;
}

/** The recovery codes, shown once, just after the factor is confirmed. */
export function recoveryCodesBlock(codes: string[], frame: Frame) {
  return `<h2>${escapeHtml(frame.t.recoveryTitle)}</h2><p>${escapeHtml(frame.t.recoveryLead)}</p><ol class="recovery-codes">${codes
    .map((code) => `<li><code>${escapeHtml(code)}</code></li>`)
    .join("")}</ol>`;
}

export const codeField = (frame: Frame) => ({
  name: "code",
  label: frame.t.code,
  autocomplete: "one-time-code",
});

/** The code mailed to a staff account for its first factor (proof of the mailbox). */
const mailCodeField = (frame: Frame) => ({
  name: "mailCode",
  label: frame.t.mailCode,
  autocomplete: "off",
});

/**
 * The second step of a sign-in (decision 0043): an account with a second
 * factor gives a code from its app (or a recovery code); a staff account
 * without one sets it up first, with a code mailed to its address as well as
 * one from the app: the password alone does not choose the factor. No session
 * exists before this step passes: the password step only marks the
 * interaction as waiting for it.
 */
export function secondFactorSignInRoutes(
  app: FastifyInstance,
  deps: InteractionDeps,
  pages: InteractionPages,
) {
  const { secondFactors } = deps;
  const { interactionFrame, send, expired, finishLogin, attempt, perAddress } = pages;
  const path = (uid: string) => `/idp/interaction/${uid}/second-factor`;

  function pendingOf(interaction: Interaction, now = Date.now()): Pending | null {
    const pending = interaction.result?.secondFactor as Pending | undefined;
    return pending && now - pending.since < PENDING_MS ? pending : null;
  }

  async function setPending(interaction: Interaction, pending: Pending) {
    interaction.result = { secondFactor: pending };
    await interaction.persist();
  }

  /**
   * After a correct password: the session is granted now (a learner without
   * a second factor), or the interaction waits for the second step. A staff
   * account about to set up its factor is mailed a code now (a new one at
   * each sign-in; the mail and the code are written together, through the
   * outbox).
   */
  async function afterPassword(
    request: FastifyRequest,
    reply: FastifyReply,
    interaction: Interaction,
    account: Account,
    frame: Frame,
  ) {
    const stage = (await secondFactors.isEnabled(account.id))
      ? "code"
      : (await deps.isStaffAccount(account.id))
        ? "enrol"
        : null;
    if (!stage) return finishLogin(request, reply, account.id);
    if (stage === "enrol")
      await secondFactors.issueMailCode(account.id, (code, tx) =>
        deps.mailer.send(
          {
            to: account.email,
            subject: frame.t.mailEnrolSubject,
            text: frame.t.mailEnrolBody
              .replace("{name}", account.firstName)
              .replace("{code}", code),
          },
          { tx },
        ),
      );
    await setPending(interaction, { accountId: account.id, stage, since: Date.now() });
    return reply.redirect(path(interaction.uid), 303);
  }

  async function stepPage(
    uid: string,
    frame: Frame,
    pending: Pending,
    account: Account,
    error?: string,
  ) {
    const { t } = frame;
    if (pending.stage === "code")
      return `<p>${escapeHtml(t.secondFactorLead)}</p>${errorAlert(error)}${renderForm(
        path(uid),
        [codeField(frame)],
        t.verify,
      )}`;
    if (pending.stage === "enrolled") return renderForm(`${path(uid)}/continue`, [], t.continue);
    const enrolment = await secondFactors.startEnrolment(account, academyName(frame));
    if (!enrolment) return errorAlert(t.stepExpired);
    return `<p>${escapeHtml(t.enrolStaffLead)}</p>${await enrolmentBlock(enrolment, frame)}<p>${escapeHtml(
      t.enrolMailLead.replace("{email}", account.email),
    )}</p>${errorAlert(error)}${renderForm(
      path(uid),
      [mailCodeField(frame), codeField(frame)],
      t.verify,
    )}`;
  }

  const titleOf = (frame: Frame, pending: Pending) =>
    pending.stage === "code" ? frame.t.secondFactorTitle : frame.t.enrolTitle;

  /** The interaction, its frame, and the step it waits for; null when there is none (expired). */
  async function waiting(uid: string) {
    const found = await interactionFrame(uid);
    if (!found) return null;
    const pending = pendingOf(found.interaction);
    const account = pending && (await deps.accounts.byId(pending.accountId));
    return pending && account ? { ...found, pending, account } : { ...found, pending: null };
  }

  app.get<{ Params: { uid: string } }>(
    "/idp/interaction/:uid/second-factor",
    async (request, reply) => {
      const found = await waiting(request.params.uid);
      if (!found) return expired(reply);
      const { frame, pending } = found;
      if (!pending)
        return send(reply, frame, frame.t.secondFactorTitle, errorAlert(frame.t.stepExpired), 400);
      return send(
        reply,
        frame,
        titleOf(frame, pending),
        await stepPage(request.params.uid, frame, pending, found.account),
      );
    },
  );

  app.post<{ Params: { uid: string }; Body: Form }>(
    "/idp/interaction/:uid/second-factor",
    async (request, reply) => {
      const { uid } = request.params;
      const found = await waiting(uid);
      if (!found) return expired(reply);
      const { frame, pending, interaction } = found;
      if (!pending || pending.stage === "enrolled")
        return send(reply, frame, frame.t.secondFactorTitle, errorAlert(frame.t.stepExpired), 400);
      const { account } = found;
      /** The step again, with what went wrong. */
      const refuse = async (message: string, status: 401 | 429) =>
        send(
          reply,
          frame,
          titleOf(frame, pending),
          await stepPage(uid, frame, pending, account, message),
          status,
        );
      const attempts = await attempt(
        [`2fa:ip:${addressKey(request.ip)}`, perAddress],
        [`2fa:account:${account.id}`, SECOND_FACTOR_PER_ACCOUNT],
      );
      if (!attempts.allowed) {
        reply.header("retry-after", String(attempts.retryAfterSeconds));
        return refuse(frame.t.tooMany, 429);
      }
      const code = request.body?.code ?? "";
      if (pending.stage === "code") {
        if (!(await secondFactors.verify(account.id, code)))
          return refuse(frame.t.invalidCode, 401);
        await deps.limiter.reset(`2fa:account:${account.id}`);
        return finishLogin(request, reply, account.id, ["pwd", "otp"]);
      }
      // The mailed code first: the password alone does not set up a staff account's factor.
      const mailCode = request.body?.mailCode ?? "";
      if (!(await secondFactors.checkMailCode(account.id, mailCode)))
        return refuse(frame.t.invalidMailCode, 401);
      const codes = await secondFactors.confirmEnrolment(account.id, code, undefined, { mailCode });
      if (!codes) return refuse(frame.t.invalidCode, 401);
      await deps.limiter.reset(`2fa:account:${account.id}`);
      await setPending(interaction, { ...pending, stage: "enrolled" });
      return send(
        reply,
        frame,
        frame.t.enrolTitle,
        `${recoveryCodesBlock(codes, frame)}${renderForm(`${path(uid)}/continue`, [], frame.t.continue)}`,
      );
    },
  );

  app.post<{ Params: { uid: string } }>(
    "/idp/interaction/:uid/second-factor/continue",
    async (request, reply) => {
      const found = await waiting(request.params.uid);
      if (!found) return expired(reply);
      const { frame, pending } = found;
      if (pending?.stage !== "enrolled")
        return send(reply, frame, frame.t.secondFactorTitle, errorAlert(frame.t.stepExpired), 400);
      return finishLogin(request, reply, pending.accountId, ["pwd", "otp"]);
    },
  );

  return { afterPassword };
}

export type SecondFactorSignIn = ReturnType<typeof secondFactorSignInRoutes>;
