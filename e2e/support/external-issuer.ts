import http from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";

/**
 * A separate oidc-provider instance that plays an operator's own identity
 * provider (an "external issuer"), with the library's development sign-in
 * pages: any login name and password sign in as that name.
 */
export async function startExternalIssuer(options: {
  port?: number;
  redirectUris: string[];
  postLogoutRedirectUris: string[];
}) {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = "academy-external";
  const clientSecret = "external-client-secret";
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        post_logout_redirect_uris: options.postLogoutRedirectUris,
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    claims: {
      openid: ["sub"],
      email: ["email", "email_verified"],
      profile: ["name", "given_name", "family_name", "country"],
    },
    findAccount: (_ctx, sub) => ({
      accountId: sub,
      claims: () => ({
        sub,
        email: `${sub}@partner.example`,
        email_verified: true,
        given_name: "Ext",
        family_name: sub,
        name: `Ext ${sub}`,
        country: "GB",
      }),
    }),
    features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: true } },
    pkce: { required: () => true },
  });
  server.on("request", provider.callback());
  return {
    issuer,
    clientId,
    clientSecret,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// Run standalone for the browser journeys: `node e2e/support/external-issuer.ts <port> <portal origin>`.
if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.argv[2] ?? 3220);
  const portal = process.argv[3] ?? "http://localhost:3211";
  const started = await startExternalIssuer({
    port,
    redirectUris: [`${portal}/user/sso/callback`],
    postLogoutRedirectUris: [`${portal}/user/sso/logout/callback`],
  });
  console.log(`external issuer at ${started.issuer}`);
}
