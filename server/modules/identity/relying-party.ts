import * as oidc from "openid-client";

export type RelyingPartyOptions = {
  issuer: string;
  clientId: string;
  clientSecret: string | undefined;
  /**
   * How to reach the issuer. For the embedded provider the calls stay inside
   * this process instead of going out to our own public URL and back.
   */
  fetch?: oidc.CustomFetch;
};

export type LoginTransaction = {
  state: string;
  nonce: string;
  codeVerifier: string;
  target: string;
  redirectUri: string;
};

/**
 * The portal as an OpenID Connect relying party (authorization code + PKCE,
 * state and nonce), against the embedded provider or any external issuer.
 */
export function createRelyingParty(options: RelyingPartyOptions) {
  let configuration: Promise<oidc.Configuration> | undefined;

  function discover(): Promise<oidc.Configuration> {
    configuration ??= oidc
      .discovery(new URL(options.issuer), options.clientId, options.clientSecret, undefined, {
        execute: new URL(options.issuer).protocol === "http:" ? [oidc.allowInsecureRequests] : [],
        ...(options.fetch ? { [oidc.customFetch]: options.fetch } : {}),
      })
      .then((config) => {
        if (options.fetch) config[oidc.customFetch] = options.fetch;
        return config;
      })
      .catch((error: unknown) => {
        // Try again on the next login instead of caching a failure.
        configuration = undefined;
        throw error;
      });
    return configuration;
  }

  return {
    issuer: options.issuer,

    async startLogin(input: { redirectUri: string; target: string; uiLocales: string }) {
      const config = await discover();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const transaction: LoginTransaction = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        codeVerifier,
        target: input.target,
        redirectUri: input.redirectUri,
      };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: input.redirectUri,
        scope: "openid email profile",
        response_type: "code",
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: "S256",
        state: transaction.state,
        nonce: transaction.nonce,
        ui_locales: input.uiLocales,
      });
      return { url: url.toString(), transaction };
    },

    /** Checks state, nonce and PKCE, redeems the code and returns the verified identity. */
    async finishLogin(callbackUrl: URL, transaction: LoginTransaction) {
      const config = await discover();
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: transaction.codeVerifier,
        expectedState: transaction.state,
        expectedNonce: transaction.nonce,
        idTokenExpected: true,
      });
      const idClaims = tokens.claims()!;
      // Profile claims may live only at the userinfo endpoint (OIDC Core §5.4).
      const extra =
        config.serverMetadata().userinfo_endpoint && tokens.access_token
          ? await oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub)
          : {};
      const claims = { ...extra, ...idClaims } as Record<string, unknown> & {
        iss: string;
        sub: string;
      };
      return {
        idToken: tokens.id_token ?? null,
        /** How the provider authenticated the user (RFC 8176 `amr`: "pwd", "otp"...), from the ID token. */
        authMethods: Array.isArray(idClaims.amr) ? idClaims.amr.map(String) : [],
        claims: {
          issuer: claims.iss,
          subject: claims.sub,
          email: typeof claims.email === "string" ? claims.email : undefined,
          // Some providers send the boolean as a string.
          emailVerified: claims.email_verified === true || claims.email_verified === "true",
          givenName: typeof claims.given_name === "string" ? claims.given_name : undefined,
          familyName: typeof claims.family_name === "string" ? claims.family_name : undefined,
          name: typeof claims.name === "string" ? claims.name : undefined,
          countryCode: typeof claims.country === "string" ? claims.country : undefined,
        },
      };
    },

    /** The provider's end-session URL, or null when it offers none. */
    async logoutUrl(input: {
      idTokenHint: string | null;
      postLogoutRedirectUri: string;
      state: string;
    }) {
      const config = await discover();
      if (!config.serverMetadata().end_session_endpoint) return null;
      return oidc
        .buildEndSessionUrl(config, {
          post_logout_redirect_uri: input.postLogoutRedirectUri,
          state: input.state,
          ...(input.idTokenHint
            ? { id_token_hint: input.idTokenHint }
            : { client_id: options.clientId }),
        })
        .toString();
    },
  };
}

export type RelyingParty = ReturnType<typeof createRelyingParty>;
