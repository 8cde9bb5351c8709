import { createHmac, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyReply } from "fastify";
import { escapeHtml } from "./escape.ts";
import {
  SIGN_IN_PER_ACCOUNT,
  type Form,
  type Frame,
  type InteractionDeps,
  type InteractionPages,
} from "./interaction-pages.ts";
import {
  codeField,
  enrolmentBlock,
  recoveryCodesBlock,
  SECOND_FACTOR_PER_ACCOUNT,
} from "./second-factor.routes.ts";
import { academyName } from "./texts.ts";
import { errorAlert, notice, renderForm } from "./views.ts";
import { addressKey } from "../../../rate-limiter.ts";

/** How long the pages after the password may take before it is asked for again. */
const STEP_SECONDS = 10 * 60;

/**
 * A password check carried to the next page: `accountId.expiry.mac`. The
 * pages after the password change the account's second factor, so they must
 * not be reachable with the account's id alone.
 */
export function stepTokens(key: Buffer) {
  const mac = (payload: string) => createHmac("sha256", key).update(payload).digest("base64url");
  return {
    issue(accountId: string, now = Date.now()): string {
      const payload = `${accountId}.${Math.floor(now / 1000) + STEP_SECONDS}`;
      return `${payload}.${mac(payload)}`;
    },
    /** The account the token was issued for, while it is valid. */
    accountOf(token: string | undefined, now = Date.now()): string | null {
      const [accountId, expiry, given] = (token ?? "").split(".");
      if (!accountId || !expiry || !given) return null;
      const expected = Buffer.from(mac(`${accountId}.${expiry}`));
      const received = Buffer.from(given);
      if (expected.length !== received.length || !timingSafeEqual(expected, received)) return null;
      return Number(expiry) > now / 1000 ? accountId : null;
    },
  };
}

/**
 * The second factor's settings (decision 0043), reached from the portal's
 * profile like account deletion: with the account's id, a return address and
 * a language. The password opens them; a learner turns the factor on (QR
 * code, a code to confirm, recovery codes) or off (with a code); a staff
 * account keeps it, and sets it up only at sign-in (with a mailed code).
 */
export function secondFactorAccountRoutes(
  app: FastifyInstance,
  deps: InteractionDeps,
  pages: InteractionPages,
) {
  const { accounts, secondFactors } = deps;
  const { portalReturn, returnFrame, send, attempt, perAddress } = pages;
  const tokens = stepTokens(deps.stepKey);
  const PATH = "/idp/account/second-factor";
  /** Every answer of the settings page carries its one title. */
  const answer = (
    reply: FastifyReply,
    frame: Frame,
    content: string,
    status?: Parameters<typeof send>[4],
  ) => send(reply, frame, frame.t.secondFactorTitle, content, status);

  const hidden = (query: Form, extra: Form = {}) =>
    Object.entries({ id: query.id, return: query.return, lang: query.lang, ...extra }).map(
      ([name, value]) => ({ name, label: "", type: "hidden" as const, value }),
    );

  const backLink = (frame: Frame, query: Form) => {
    const back = portalReturn(query.return);
    return back
      ? `<div class="links"><a href="${escapeHtml(back)}">${escapeHtml(frame.t.continueToPortal)}</a></div>`
      : "";
  };

  const passwordPage = (frame: Frame, query: Form, error?: string) =>
    `<p>${escapeHtml(frame.t.passwordToContinue)}</p>${errorAlert(error)}${renderForm(
      PATH,
      [
        {
          name: "password",
          label: frame.t.password,
          type: "password",
          autocomplete: "current-password",
        },
        ...hidden(query),
      ],
      frame.t.continue,
    )}${backLink(frame, query)}`;

  /** The settings as the account stands: turn on (enrolment) or off (a code), or kept on for staff. */
  async function settingsPage(frame: Frame, query: Form, accountId: string, error?: string) {
    const account = await accounts.byId(accountId);
    if (!account) return errorAlert(frame.t.stepExpired);
    const step = tokens.issue(account.id);
    if (await secondFactors.isEnabled(account.id)) {
      const on = notice(
        frame.t.secondFactorOn.replace(
          "{left}",
          String(await secondFactors.recoveryCodesLeft(account.id)),
        ),
      );
      if (await deps.isStaffAccount(account.id))
        return `${on}<p>${escapeHtml(frame.t.staffKeepsSecondFactor)}</p>${backLink(frame, query)}`;
      return `${on}${errorAlert(error)}${renderForm(
        `${PATH}/disable`,
        [codeField(frame), ...hidden(query, { step })],
        frame.t.turnOff,
      )}${backLink(frame, query)}`;
    }
    // A staff account sets its factor up at sign-in, where a code mailed to it is asked for too:
    // here the password alone would choose it.
    if (await deps.isStaffAccount(account.id))
      return `<p>${escapeHtml(frame.t.staffEnrolAtSignIn)}</p>${backLink(frame, query)}`;
    const enrolment = await secondFactors.startEnrolment(account, academyName(frame));
    if (!enrolment) return errorAlert(frame.t.stepExpired);
    return `<p>${escapeHtml(frame.t.secondFactorOff)}</p>${await enrolmentBlock(
      enrolment,
      frame,
    )}${errorAlert(error)}${renderForm(
      `${PATH}/confirm`,
      [codeField(frame), ...hidden(query, { step })],
      frame.t.turnOn,
    )}${backLink(frame, query)}`;
  }

  app.get<{ Querystring: Form }>(PATH, async (request, reply) => {
    const frame = returnFrame(request.query);
    return answer(reply, frame, passwordPage(frame, request.query));
  });

  app.post<{ Body: Form }>(PATH, async (request, reply) => {
    const body = request.body ?? {};
    const frame = returnFrame(body);
    const account = body.id ? await accounts.byId(body.id) : undefined;
    const attempts = await attempt(
      [`signin:ip:${addressKey(request.ip)}`, perAddress],
      [`signin:account:${account?.email ?? body.id}`, SIGN_IN_PER_ACCOUNT],
    );
    if (!attempts.allowed)
      return answer(reply, frame, passwordPage(frame, body, frame.t.tooMany), 429);
    const confirmed = account && (await accounts.signIn(account.email, body.password ?? ""));
    if (!account || !confirmed)
      return answer(reply, frame, passwordPage(frame, body, frame.t.invalidCredentials), 401);
    return answer(reply, frame, await settingsPage(frame, body, account.id));
  });

  /**
   * The account a settings form acts for (its step token; null once expired),
   * and one code attempt counted against it.
   */
  async function codeStep(request: { ip: string; body?: Form }) {
    const body = request.body ?? {};
    const accountId = tokens.accountOf(body.step);
    if (!accountId || accountId !== body.id) return { body, accountId: null, refused: null };
    const attempts = await attempt(
      [`2fa:ip:${addressKey(request.ip)}`, perAddress],
      [`2fa:account:${accountId}`, SECOND_FACTOR_PER_ACCOUNT],
    );
    if (!attempts.allowed) return { body, accountId, refused: "too many" as const };
    return { body, accountId, refused: null };
  }

  app.post<{ Body: Form }>(`${PATH}/confirm`, async (request, reply) => {
    const { body, accountId, refused } = await codeStep(request);
    const frame = returnFrame(body);
    if (!accountId)
      return answer(reply, frame, passwordPage(frame, body, frame.t.stepExpired), 400);
    if (refused)
      return answer(reply, frame, await settingsPage(frame, body, accountId, frame.t.tooMany), 429);
    // Nor does the server confirm one for staff here, even with a valid step token.
    if (await deps.isStaffAccount(accountId))
      return answer(
        reply,
        frame,
        `${errorAlert(frame.t.staffEnrolAtSignIn)}${backLink(frame, body)}`,
        403,
      );
    const codes = await secondFactors.confirmEnrolment(accountId, body.code ?? "");
    if (!codes)
      return answer(
        reply,
        frame,
        await settingsPage(frame, body, accountId, frame.t.invalidCode),
        401,
      );
    await deps.limiter.reset(`2fa:account:${accountId}`);
    return answer(
      reply,
      frame,
      `${notice(frame.t.secondFactorEnabled)}${recoveryCodesBlock(codes, frame)}${backLink(frame, body)}`,
    );
  });

  app.post<{ Body: Form }>(`${PATH}/disable`, async (request, reply) => {
    const { body, accountId, refused } = await codeStep(request);
    const frame = returnFrame(body);
    if (!accountId)
      return answer(reply, frame, passwordPage(frame, body, frame.t.stepExpired), 400);
    // Staff sign in with a second factor always: theirs cannot be turned off here.
    if (await deps.isStaffAccount(accountId))
      return answer(
        reply,
        frame,
        `${errorAlert(frame.t.staffKeepsSecondFactor)}${backLink(frame, body)}`,
        403,
      );
    if (refused)
      return answer(reply, frame, await settingsPage(frame, body, accountId, frame.t.tooMany), 429);
    if (!(await secondFactors.verify(accountId, body.code ?? "")))
      return answer(
        reply,
        frame,
        await settingsPage(frame, body, accountId, frame.t.invalidCode),
        401,
      );
    await secondFactors.disable(accountId);
    return answer(reply, frame, `${notice(frame.t.secondFactorDisabled)}${backLink(frame, body)}`);
  });
}
