import { randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { idpPayloads } from "#db/schema/identity.ts";
import type { Config } from "../../config.ts";
import { embeddedIssuer as embeddedIssuerOf } from "../../prepare-database.ts";
import type { SiteDirectory, Tenant } from "../site/site-directory.ts";
import { createAccounts } from "./idp/accounts.ts";
import { sendConfirmationMail } from "./idp/email-verification.routes.ts";
import { purgeExpiredPayloads } from "./idp/adapter.ts";
import { interactionRoutes } from "./idp/interactions.routes.ts";
import { mountProvider } from "./idp/mount.ts";
import { createEmbeddedProvider, EMBEDDED_CLIENT_ID } from "./idp/provider.ts";
import { idpTexts } from "./idp/texts.ts";
import { createSecondFactors, secondFactorBox, type SecondFactors } from "./idp/second-factor.ts";
import { createRelyingParty, type RelyingParty } from "./relying-party.ts";
import { sharedSecret } from "./secrets.ts";
import { ssoRoutes } from "./sso.routes.ts";

export type Identity = {
  rp: RelyingParty;
  /**
   * Whether the portal asks for a second factor of staff at sign-in: with the
   * embedded provider, which offers one (decision 0043); an external provider
   * applies its own policy.
   */
  secondFactorOfStaff: boolean;
  /**
   * Whether the user's account has turned a second factor on (the embedded
   * provider's; false for an external provider's accounts, whose factors the
   * portal does not know).
   */
  hasSecondFactor(user: { idpIssuer: string; idpSubject: string }): Promise<boolean>;
  /** Where the embedded provider's second-factor settings are, for this user; null elsewhere. */
  secondFactorUrl(input: { subject: string; returnUrl: string; language: string }): string | null;
  /** The identity provider's origin (embedded or external): where account deletion returns from. */
  providerOrigin: string;
  /** The origin the portal is reached at from this request's host (scheme and port of PUBLIC_URL). */
  originFor(request: FastifyRequest): string;
  /** Where the identity provider's delete-account page is, for this user. */
  deleteAccountUrl(input: { subject: string; returnUrl: string; language: string }): string | null;
  /**
   * Mails the user a new link to confirm their address, when the embedded
   * provider holds their account; false when their provider confirms
   * addresses itself (its `email_verified` claim counts at the next sign-in).
   */
  sendEmailConfirmation(
    user: { idpIssuer: string; idpSubject: string },
    texts: { tenant: Tenant; language: string; returnTo: string },
  ): Promise<boolean>;
};

declare module "fastify" {
  interface FastifyInstance {
    identity: Identity;
  }
}

/**
 * Sign-in: the relying party, server-side sessions, and (without OIDC_ISSUER)
 * the embedded identity provider at /idp.
 */
export const identity = fp(async function identity(
  app: FastifyInstance,
  options: { config: Config; db: Db },
) {
  const { config, db } = options;
  const { users, sessions, mailer, limiter, accountData } = app.services;
  const publicOrigin = new URL(config.publicUrl ?? `http://localhost:${config.port}`);
  const portSuffix = publicOrigin.port ? `:${publicOrigin.port}` : "";
  const originOfHost = (host: string) => `${publicOrigin.protocol}//${host}${portSuffix}`;
  // The PUBLIC_URL origin and one per tenant host, worked out again when the site directory
  // is read anew: a set-up adds hosts while the server runs (issue 35).
  let originsOf: { directory: SiteDirectory; origins: readonly string[] } | null = null;
  const portalOrigins = (): readonly string[] => {
    const directory = app.siteDirectory();
    if (originsOf?.directory !== directory)
      originsOf = {
        directory,
        origins: [...new Set([publicOrigin.origin, ...directory.hosts().map(originOfHost)])],
      };
    return originsOf.origins;
  };

  const accounts = createAccounts(db);
  const { staff } = app.services;

  let rp: RelyingParty;
  let embeddedIssuer: string | null = null;
  let secondFactors: SecondFactors | null = null;
  if (config.oidc) {
    rp = createRelyingParty(config.oidc);
  } else {
    embeddedIssuer = embeddedIssuerOf(config)!;
    const factors = createSecondFactors(db, await secondFactorBox(db, config.secondFactorKey));
    secondFactors = factors;
    const issuer = embeddedIssuer;
    const isStaffAccount = async (accountId: string) => {
      const user = await users.byIdentity(issuer, accountId);
      return user ? staff.isStaff(user.id) : false;
    };
    const { provider, clientSecret } = await createEmbeddedProvider({
      db,
      accounts,
      issuer: embeddedIssuer,
      portalOrigins,
      secureCookies: app.authentication.cookieOptions.secure,
      needsSecondFactor: async (accountId) =>
        (await factors.isEnabled(accountId)) || (await isStaffAccount(accountId)),
    });
    rp = createRelyingParty({
      issuer: embeddedIssuer,
      clientId: EMBEDDED_CLIENT_ID,
      clientSecret,
      // Back-channel calls (discovery, token, keys) go to the provider in this process.
      fetch: async (url, init) => {
        const target = new URL(url);
        const res = await app.inject({
          method: (init.method ?? "GET") as "GET" | "POST",
          url: target.pathname + target.search,
          headers: {
            ...Object.fromEntries(new Headers(init.headers as HeadersInit)),
            host: target.host,
          },
          ...(init.body != null ? { payload: String(init.body) } : {}),
        });
        const headers = new Headers();
        for (const [name, value] of Object.entries(res.headers)) {
          if (value !== undefined)
            headers.set(name, Array.isArray(value) ? value.join(", ") : String(value));
        }
        return new Response(new Uint8Array(res.rawPayload), { status: res.statusCode, headers });
      },
    });
    await app.register(async (scope) => {
      await interactionRoutes(scope, {
        provider,
        accounts,
        mailer,
        limiter,
        attemptsPerAddress: config.signInAttemptsPerAddress,
        issuer: embeddedIssuer!,
        portalOrigins,
        async onAccountDeleted(accountId) {
          // The portal's personal data goes first: should that fail, the account still signs in.
          const user = await users.byIdentity(embeddedIssuer!, accountId);
          if (user) await accountData.erase(user.id);
          await endProviderSessions(accountId);
        },
        async onPasswordReset(account) {
          const user = await users.byIdentity(embeddedIssuer!, account.id);
          if (user) await sessions.destroyForUser(user.id);
          await endProviderSessions(account.id);
          // The reset link reached the mailbox: the address is confirmed too.
          await users.confirmEmail(embeddedIssuer!, account.id, account.email);
        },
        async onEmailConfirmed(account) {
          await users.confirmEmail(embeddedIssuer!, account.id, account.email);
        },
        secondFactors: factors,
        isStaffAccount,
        stepKey: Buffer.from(await sharedSecret(db, "idp_step_key", newKey), "base64url"),
      });
    });
    await app.register(async (scope) =>
      mountProvider(scope, provider, {
        portalOrigins,
        publicProtocol: publicOrigin.protocol === "https:" ? "https" : "http",
      }),
    );
  }
  // Expired and idle portal sessions go, whichever provider signs in; the embedded one's too.
  // Hourly, once across the instances (the job queue's schedule).
  app.jobs.schedule("identity-housekeeping", "0 * * * *", async () => {
    await Promise.all([
      embeddedIssuer ? purgeExpiredPayloads(db) : undefined,
      embeddedIssuer ? accounts.purgeVerificationTokens() : undefined,
      sessions.purgeExpired(),
    ]);
  });

  /** The provider's sessions, grants and tokens of an account: signing in again is needed. */
  async function endProviderSessions(accountId: string) {
    await db.delete(idpPayloads).where(sql`${idpPayloads.payload}->>'accountId' = ${accountId}`);
  }

  const identityApi: Identity = {
    rp,
    secondFactorOfStaff: Boolean(embeddedIssuer),
    async hasSecondFactor(user) {
      if (!secondFactors || user.idpIssuer !== embeddedIssuer) return false;
      return secondFactors.isEnabled(user.idpSubject);
    },
    secondFactorUrl({ subject, returnUrl, language }) {
      if (!embeddedIssuer) return null;
      const url = new URL(`${embeddedIssuer}/account/second-factor`);
      url.searchParams.set("id", subject);
      url.searchParams.set("return", returnUrl);
      url.searchParams.set("lang", language);
      return url.toString();
    },
    providerOrigin: new URL(config.oidc?.issuer ?? embeddedIssuer!).origin,
    originFor(request) {
      const origin = originOfHost(request.hostname);
      return portalOrigins().includes(origin) ? origin : publicOrigin.origin;
    },
    deleteAccountUrl({ subject, returnUrl, language }) {
      const base = embeddedIssuer
        ? `${embeddedIssuer}/account/delete`
        : config.oidcDeleteAccountUrl;
      if (!base) return null;
      const url = new URL(base);
      url.searchParams.set("id", subject);
      url.searchParams.set("return", returnUrl);
      url.searchParams.set("lang", language);
      return url.toString();
    },
    async sendEmailConfirmation(user, { tenant, language, returnTo }) {
      if (!embeddedIssuer || user.idpIssuer !== embeddedIssuer) return false;
      const account = await accounts.byId(user.idpSubject);
      if (!account) return false;
      await sendConfirmationMail({ accounts, mailer, issuer: embeddedIssuer }, account, {
        t: idpTexts(language, tenant.brandName),
        language,
        returnTo,
      });
      return true;
    },
  };
  app.decorate("identity", identityApi);

  await app.register(ssoRoutes);
});

const newKey = () => randomBytes(32).toString("base64url");
