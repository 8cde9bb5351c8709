import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createBrowser, createTestApp, type TestApp } from "../../testing.ts";

/**
 * The portal as it is deployed: behind a proxy that terminates TLS and tells
 * it so in X-Forwarded-Proto, on an https PUBLIC_URL. Every address the
 * embedded provider advertises, every redirect and the session cookie follow
 * PUBLIC_URL, whatever protocol reached the Node.js process.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: "https://localhost", TRUST_PROXY: "true" });
});
afterAll(() => t.close());

const proxied = () => createBrowser(t.app, "localhost", { forwardedProto: "https" });

describe("sign-in behind a TLS-terminating proxy", () => {
  test("discovery advertises https endpoints under the https issuer", async () => {
    for (const forwarded of [true, false]) {
      const browser = forwarded ? proxied() : createBrowser(t.app);
      const res = await browser.request("/idp/.well-known/openid-configuration");
      expect(res.statusCode).toBe(200);
      const metadata = res.json();
      expect(metadata.issuer).toBe("https://localhost/idp");
      for (const endpoint of [
        "authorization_endpoint",
        "token_endpoint",
        "jwks_uri",
        "userinfo_endpoint",
        "end_session_endpoint",
      ])
        expect(metadata[endpoint], endpoint).toMatch(/^https:\/\/localhost\/idp\//);
    }
  });

  test("a learner signs up, is signed in with a __Host- Secure cookie, and signs out", async () => {
    const browser = proxied();
    const login = await browser.request("/user/sso/login?target=%2Fen%2Fmy-learning");
    expect(login.statusCode).toBe(302);
    const authorize = new URL(String(login.headers.location));
    expect(authorize.origin + authorize.pathname).toBe("https://localhost/idp/auth");
    expect(authorize.searchParams.get("redirect_uri")).toBe("https://localhost/user/sso/callback");
    const page = await browser.follow(authorize.toString());
    const uid = /\/idp\/interaction\/([^/"]+)\/login/.exec(page.body)?.[1];
    expect(uid, page.body.slice(0, 300)).toBeTruthy();
    const landing = await browser.follow(`https://localhost/idp/interaction/${uid}/signup`, {
      method: "POST",
      form: {
        firstName: "Tess",
        lastName: "Proxy",
        email: "tess.proxy@example.com",
        password: "s3cure-Passw0rd",
        countryCode: "DE",
      },
    });
    expect(new URL(landing.url).pathname).toBe("/en/my-learning");
    const session = browser
      .setCookieLines()
      .find((line) => line.startsWith("__Host-academy_session="));
    expect(session).toMatch(/; Secure/i);
    expect(session).toMatch(/; Path=\//);
    expect(session).not.toMatch(/Domain=/i);
    const me = await browser.request("/api/user/sso/getUserInfo?siteId=1&languageId=1");
    expect(me.json().data.email).toBe("tess.proxy@example.com");

    const logout = await browser.request("/user/sso/logout?target=%2Fen");
    expect(logout.statusCode).toBe(302);
    const endSession = new URL(String(logout.headers.location));
    expect(endSession.origin + endSession.pathname).toBe("https://localhost/idp/session/end");
    expect(endSession.searchParams.get("post_logout_redirect_uri")).toBe(
      "https://localhost/user/sso/logout/callback",
    );
  });
});
