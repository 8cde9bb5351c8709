import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type Provider from "oidc-provider";
import { brandPrimaryColor } from "#contract/brand.ts";
import type { RateLimiter } from "../../../rate-limiter.ts";
import type { Tenant } from "../../site/site-directory.ts";
import type { Mailer } from "../mail.ts";
import type { Account, Accounts } from "./accounts.ts";
import { escapeHtml } from "./escape.ts";
import type { SecondFactors } from "./second-factor.ts";
import { idpTexts, isRtl, type IdpTexts } from "./texts.ts";
import { PLAIN_BRAND, renderPage, type PageFrame } from "./views.ts";

export type InteractionDeps = {
  provider: Provider;
  accounts: Accounts;
  mailer: Mailer;
  limiter: RateLimiter;
  /** Attempts a client address may make per 15 minutes (SIGN_IN_ATTEMPTS_PER_ADDRESS). */
  attemptsPerAddress: number;
  issuer: string;
  /** Every origin the portal is served at now (one per tenant host; more after a set-up). */
  portalOrigins(): readonly string[];
  /** Removes or anonymises the portal's data of a deleted account. */
  onAccountDeleted(accountId: string): Promise<void>;
  /** Ends every session of an account whose password was reset (someone else may hold one). */
  onPasswordReset(account: Account): Promise<void>;
  /** The portal's user of the account now has a confirmed address. */
  onEmailConfirmed(account: Account): Promise<void>;
  secondFactors: SecondFactors;
  /** Whether the account's portal user holds a role beyond learner: it must sign in with a second factor. */
  isStaffAccount(accountId: string): Promise<boolean>;
  /** Key of the short-lived tokens that carry a password check from one page of the settings to the next. */
  stepKey: Buffer;
};

export type Form = Record<string, string | undefined>;
export type Frame = PageFrame & { t: IdpTexts };

type Limit = { limit: number; window: number };
export const SIGN_IN_PER_ACCOUNT: Limit = { limit: 10, window: 15 * 60 };
export const RESET_PER_IP: Limit = { limit: 10, window: 60 * 60 };
export const RESET_PER_ACCOUNT: Limit = { limit: 3, window: 60 * 60 };

/**
 * What every page of the embedded provider shares: the brand and language
 * frame, the HTML answer, the expired-interaction page, the end of a login,
 * and the attempt limits.
 */
export function interactionPages(app: FastifyInstance, deps: InteractionDeps) {
  const { provider, limiter } = deps;

  function frameFor(tenant: Tenant, language: string | undefined): Frame {
    const lang = language?.split(/[\s-]/)[0] || "en";
    return {
      brand: {
        name: tenant.brandName,
        color: brandPrimaryColor(tenant.brandPalette) ?? PLAIN_BRAND.color,
        logo: tenant.logoUrl,
      },
      language: lang,
      rtl: isRtl(lang),
      t: idpTexts(lang, tenant.brandName),
    };
  }

  /** Where a page may send the browser back to: one of the portal's own origins. */
  function portalReturn(value: string | undefined): string | null {
    if (!value) return null;
    try {
      const url = new URL(value);
      return deps.portalOrigins().includes(url.origin) ? url.toString() : null;
    } catch {
      return null;
    }
  }

  /** Brand and language of a page reached from the portal with `return` and `lang`. */
  function returnFrame(query: Form): Frame {
    let host = "";
    try {
      host = new URL(query.return ?? "").hostname;
    } catch {
      // default tenant
    }
    return frameFor(app.siteDirectory().tenantForHost(host), query.lang);
  }

  /** Brand and language of a login interaction: the portal host it returns to, its ui_locales. */
  async function interactionFrame(uid: string) {
    const interaction = await provider.Interaction.find(uid);
    if (!interaction) return null;
    const redirectUri = String(interaction.params.redirect_uri ?? "");
    let host = "";
    try {
      host = new URL(redirectUri).hostname;
    } catch {
      // unknown return: default tenant
    }
    const tenant = app.siteDirectory().tenantForHost(host);
    return { interaction, frame: frameFor(tenant, String(interaction.params.ui_locales ?? "")) };
  }

  function send(reply: FastifyReply, frame: PageFrame, title: string, body: string, status = 200) {
    reply.status(status).type("text/html; charset=utf-8").header("cache-control", "no-store");
    return reply.send(renderPage(frame, { title, body: `<h1>${escapeHtml(title)}</h1>${body}` }));
  }

  const expired = (reply: FastifyReply) =>
    reply
      .status(400)
      .type("text/html; charset=utf-8")
      .send(
        renderPage(frameFor(app.siteDirectory().tenantForHost(""), "en"), {
          title: "Sign-in expired",
          body: "<h1>Sign-in expired</h1><p>This sign-in page has expired. Please go back to the portal and click Login again.</p>",
        }),
      );

  /**
   * Ends the interaction signed in as the account. `amr` says how (RFC 8176):
   * "pwd", and "otp" after a second factor, which the portal asks of staff.
   */
  async function finishLogin(
    request: FastifyRequest,
    reply: FastifyReply,
    accountId: string,
    amr: string[] = ["pwd"],
  ) {
    const redirectTo = await provider.interactionResult(
      request.raw,
      reply.raw,
      { login: { accountId, amr } },
      { mergeWithLastSubmission: false },
    );
    return reply.redirect(redirectTo, 303);
  }

  /**
   * Ends the interaction with nobody signed in: through the same address a
   * login takes, after which the provider asks for a sign-in again.
   */
  async function abandonLogin(request: FastifyRequest, reply: FastifyReply) {
    const redirectTo = await provider.interactionResult(
      request.raw,
      reply.raw,
      {},
      { mergeWithLastSubmission: false },
    );
    return reply.redirect(redirectTo, 303);
  }

  /**
   * Counts one attempt against each limit in turn (the per-IP one first) and
   * stops at the first that refuses: a client over its IP limit can no longer
   * make keys from submitted e-mail addresses, nor lock someone's account out.
   */
  async function attempt(...limits: [key: string, limit: Limit][]) {
    for (const [key, { limit, window }] of limits) {
      const result = await limiter.hit(key, limit, window);
      if (!result.allowed) return result;
    }
    return { allowed: true, retryAfterSeconds: 0 };
  }

  /** Sign-in, sign-up and account attempts per client address (the operator's setting). */
  const perAddress: Limit = { limit: deps.attemptsPerAddress, window: 15 * 60 };

  return {
    perAddress,
    frameFor,
    returnFrame,
    portalReturn,
    interactionFrame,
    send,
    expired,
    finishLogin,
    abandonLogin,
    attempt,
  };
}

export type InteractionPages = ReturnType<typeof interactionPages>;
