import { afterAll, beforeAll, expect, test } from "vitest";
import { startExternalIssuer } from "../../../e2e/support/external-issuer.ts";
import { createBrowser, createTestApp, type TestApp } from "../../testing.ts";

let t: TestApp;
let issuer: Awaited<ReturnType<typeof startExternalIssuer>>;

beforeAll(async () => {
  issuer = await startExternalIssuer({
    redirectUris: ["https://localhost/user/sso/callback"],
    postLogoutRedirectUris: ["https://localhost/user/sso/logout/callback"],
  });
  // Configuration alone points the portal at another provider; the portal is deployed as in
  // production, behind a proxy terminating TLS, and every address it gives follows PUBLIC_URL.
  t = await createTestApp({
    PUBLIC_URL: "https://localhost",
    TRUST_PROXY: "true",
    OIDC_ISSUER: issuer.issuer,
    OIDC_CLIENT_ID: issuer.clientId,
    OIDC_CLIENT_SECRET: issuer.clientSecret,
  });
});
afterAll(async () => {
  await t.close();
  await issuer.close();
});

test("sign-in and logout through an external OpenID Connect issuer", async () => {
  const browser = createBrowser(t.app, "localhost", {
    external: [issuer.issuer],
    forwardedProto: "https",
  });
  const start = await browser.request("/user/sso/login?target=%2Fen%2Fmy-learning%3Ftab%3D2");
  expect(new URL(String(start.headers.location)).searchParams.get("redirect_uri")).toBe(
    "https://localhost/user/sso/callback",
  );
  const login = await browser.follow("/user/sso/login?target=%2Fen%2Fmy-learning%3Ftab%3D2");
  expect(login.url.startsWith(issuer.issuer)).toBe(true);
  const uid = new URL(login.url).pathname.split("/").pop();
  let step = await browser.follow(`${issuer.issuer}/interaction/${uid}`, {
    method: "POST",
    form: { prompt: "login", login: "ext-user", password: "anything" },
  });
  // The development provider asks for consent; a real one may too.
  if (step.url.startsWith(issuer.issuer)) {
    const consentUid = new URL(step.url).pathname.split("/").pop();
    step = await browser.follow(`${issuer.issuer}/interaction/${consentUid}`, {
      method: "POST",
      form: { prompt: "consent" },
    });
  }
  expect(new URL(step.url).pathname + new URL(step.url).search).toBe("/en/my-learning?tab=2");
  expect(
    browser.setCookieLines().find((line) => line.startsWith("__Host-academy_session=")),
  ).toMatch(/; Secure/i);
  const me = await browser.request("/api/user/sso/getUserInfo?siteId=1&languageId=1");
  expect(me.json().data).toMatchObject({
    email: "ext-user@partner.example",
    // The provider vouches for the address (its email_verified claim).
    emailVerified: true,
    firstName: "Ext",
    lastName: "ext-user",
    countryCode: "GB",
  });

  const logout = await browser.request("/user/sso/logout?target=/en");
  const endSession = new URL(String(logout.headers.location));
  expect(endSession.toString().startsWith(`${issuer.issuer}/session/end`)).toBe(true);
  expect(endSession.searchParams.get("post_logout_redirect_uri")).toBe(
    "https://localhost/user/sso/logout/callback",
  );
  expect((await browser.request("/api/user/sso/getUserInfo?siteId=1")).statusCode).toBe(401);
});

test("no embedded provider runs when an external issuer is configured", async () => {
  expect(
    (await t.app.inject({ url: "/idp/.well-known/openid-configuration" })).statusCode,
  ).not.toBe(200);
});
