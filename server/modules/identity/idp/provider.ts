import { generateKeyPairSync, randomBytes, randomUUID } from "node:crypto";
import Provider, {
  interactionPolicy,
  type Configuration,
  type KoaContextWithOIDC,
} from "oidc-provider";
import type { Db } from "#db/client.ts";
import { scriptNonceOf } from "../../../plugins/security.ts";
import { sharedSecret } from "../secrets.ts";
import type { Accounts } from "./accounts.ts";
import { createAdapterClass } from "./adapter.ts";
import { escapeHtml } from "./escape.ts";
import { renderPlainPage } from "./views.ts";

export const EMBEDDED_CLIENT_ID = "academy-portal";

export type EmbeddedProviderOptions = {
  db: Db;
  accounts: Accounts;
  /** Issuer URL: the public origin + /idp. */
  issuer: string;
  /**
   * Every origin the portal is served at now (one per tenant host): read at
   * each authorisation and logout, so hosts added by a set-up (issue 35) are
   * allowed without a restart.
   */
  portalOrigins(): readonly string[];
  secureCookies: boolean;
  /** Whether the account signs in with a second factor (it has one, or is staff and must). */
  needsSecondFactor(accountId: string): Promise<boolean>;
};

/**
 * The embedded OpenID Connect provider (oidc-provider) for the portal's own
 * client. Keys and the client secret are created once and kept in the
 * database; interactions (sign-in, sign-up) are our own pages.
 */
export async function createEmbeddedProvider(options: EmbeddedProviderOptions) {
  const { db, accounts } = options;
  const jwk = await sharedSecret(db, "idp_signing_key", () => {
    const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
    return { ...privateKey.export({ format: "jwk" }), kid: randomUUID(), alg: "RS256", use: "sig" };
  });
  const cookieKeys = await sharedSecret(db, "idp_cookie_keys", () => [
    randomBytes(32).toString("base64url"),
  ]);
  const clientSecret = await sharedSecret(db, "idp_client_secret", () =>
    randomBytes(32).toString("base64url"),
  );

  const configuration: Configuration = {
    adapter: createAdapterClass(db),
    clients: [
      {
        client_id: EMBEDDED_CLIENT_ID,
        client_secret: clientSecret,
        // The origins at start; the checks below read the current ones.
        redirect_uris: options.portalOrigins().map((origin) => `${origin}/user/sso/callback`),
        post_logout_redirect_uris: options
          .portalOrigins()
          .map((origin) => `${origin}/user/sso/logout/callback`),
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_basic",
      },
    ],
    jwks: { keys: [jwk as never] },
    cookies: {
      keys: cookieKeys,
      long: { signed: true, secure: options.secureCookies, sameSite: "lax" },
      short: { signed: true, secure: options.secureCookies, sameSite: "lax" },
    },
    pkce: { required: () => true },
    claims: {
      // amr: how the user signed in ("otp" after a second factor), which the portal checks for staff.
      openid: ["sub", "amr"],
      email: ["email", "email_verified"],
      profile: ["name", "given_name", "family_name", "locale", "country"],
    },
    findAccount: async (_ctx, sub) => {
      const account = await accounts.byId(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: account.email,
          email_verified: account.emailVerified,
          name: `${account.firstName} ${account.lastName}`,
          given_name: account.firstName,
          family_name: account.lastName,
          country: account.countryCode,
        }),
      };
    },
    // The portal is the provider's own first-party client: no consent screen.
    loadExistingGrant: async (ctx) => {
      const grantId =
        ctx.oidc.result?.consent?.grantId ??
        ctx.oidc.session!.grantIdFor(ctx.oidc.client!.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client!.clientId,
        accountId: ctx.oidc.session!.accountId,
      });
      grant.addOIDCScope("openid email profile");
      await grant.save();
      return grant;
    },
    interactions: {
      policy: loginPolicy(options.needsSecondFactor),
      url: (_ctx, interaction) => `/idp/interaction/${interaction.uid}`,
    },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        // The portal asked for the logout with its id_token: submit the confirmation at once.
        logoutSource: (ctx: KoaContextWithOIDC, form: string) => {
          const nonce = scriptNonceOf(ctx.res);
          ctx.body = renderPlainPage({
            title: "Signing out",
            body: `${form}<noscript><button form="op.logoutForm" type="submit" name="logout" value="yes">Sign out</button></noscript>
<script nonce="${nonce}">var f=document.getElementById("op.logoutForm");var i=document.createElement("input");i.type="hidden";i.name="logout";i.value="yes";f.appendChild(i);f.submit();</script>`,
          });
        },
        postLogoutSuccessSource: (ctx: KoaContextWithOIDC) => {
          ctx.body = renderPlainPage({ title: "Signed out", body: "<p>You are signed out.</p>" });
        },
      },
    },
    renderError: (ctx, out) => {
      ctx.type = "html";
      ctx.body = renderPlainPage({
        title: "Sign-in problem",
        body: `<p>The sign-in request could not be completed (${escapeHtml(String(out.error))}). Please go back to the portal and try again.</p>`,
      });
    },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 3600,
      Session: 14 * 24 * 3600,
      Grant: 14 * 24 * 3600,
    },
  };

  const provider = new Provider(options.issuer, configuration);
  // The client's registered URIs are fixed when it is loaded; the portal's hosts are not (a
  // set-up adds a tenant's hosts while the server runs). oidc-provider asks the client these
  // two questions wherever it checks a redirect, so they answer from the current hosts.
  const portalUri = (value: string, path: string) =>
    options.portalOrigins().some((origin) => value === `${origin}${path}`);
  provider.Client.prototype.redirectUriAllowed = (value: string) =>
    portalUri(value, "/user/sso/callback");
  provider.Client.prototype.postLogoutRedirectUriAllowed = (value: string) =>
    portalUri(value, "/user/sso/logout/callback");
  return { provider, clientSecret };
}

/**
 * The provider's login prompt, plus one check: a provider session that was
 * not proven by a second factor ("otp" in its amr) does not sign in an
 * account that needs one. A learner who signed in with a password and has
 * since become staff, or turned the factor on, signs in again, with it.
 */
function loginPolicy(needsSecondFactor: (accountId: string) => Promise<boolean>) {
  const { Check } = interactionPolicy;
  const policy = interactionPolicy.base();
  policy.get("login")!.checks.add(
    new Check("second_factor", "A second factor is required", "login_required", async (ctx) => {
      const { accountId, amr } = ctx.oidc.session ?? {};
      if (!accountId || amr?.includes("otp")) return Check.NO_NEED_TO_PROMPT;
      return (await needsSecondFactor(accountId)) ? Check.REQUEST_PROMPT : Check.NO_NEED_TO_PROMPT;
    }),
  );
  return policy;
}
