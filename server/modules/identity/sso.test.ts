import { and, desc, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { mailOutbox, users } from "#db/schema/identity.ts";
import { TenantId, brands } from "#db/seed/demo/tenants.ts";
import {
  createBrowser,
  createTestApp,
  signIn as signInAccount,
  signUp,
  updateTenant,
  type TestApp,
} from "../../testing.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const userInfo = (browser: ReturnType<typeof createBrowser>, host = "localhost") =>
  browser.request(`http://${host}/api/user/sso/getUserInfo?siteId=1&languageId=1`);

describe("sign-in through the embedded identity provider", () => {
  test("login starts an authorization-code flow with PKCE, state and nonce", async () => {
    const browser = createBrowser(t.app);
    const res = await browser.request("/user/sso/login?target=%2Fen%2Fmy-learning");
    expect(res.statusCode).toBe(302);
    const location = new URL(String(res.headers.location));
    expect(location.pathname).toBe("/idp/auth");
    expect(location.searchParams.get("response_type")).toBe("code");
    expect(location.searchParams.get("code_challenge_method")).toBe("S256");
    expect(location.searchParams.get("code_challenge")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(location.searchParams.get("state")).toBeTruthy();
    expect(location.searchParams.get("nonce")).toBeTruthy();
    expect(location.searchParams.get("redirect_uri")).toBe(
      "http://localhost:3000/user/sso/callback",
    );
    expect(location.searchParams.get("ui_locales")).toBe("en");
  });

  test("sign up returns to exactly the page and query the visitor came from, logged in", async () => {
    const { browser, landing } = await signUp(
      t.app,
      { email: "lina@example.com" },
      "/en/search?keyword=ip%20camera",
    );
    expect(new URL(landing.url).pathname + new URL(landing.url).search).toBe(
      "/en/search?keyword=ip%20camera",
    );
    const me = await userInfo(browser);
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({
      firstName: "Lina",
      lastName: "Haddad",
      name: "Lina Haddad",
      email: "lina@example.com",
      countryCode: "DE",
      migrationPopStatus: "0",
      emailNotificationStatus: 0,
    });
  });

  test("the country chosen at sign-up is the profile's country: enrolling on /en asks for nothing more (decision 0049)", async () => {
    const { browser } = await signUp(t.app, { email: "sign-up-country@example.com" });
    expect((await userInfo(browser)).json().data).toMatchObject({
      countryCode: "DE",
      // The name the profile's country choice gives it (the region data's country).
      country: "Germany",
    });
    // /en requires first name, last name and country: all given at sign-up.
    const missing = await browser.request("/api/certification/supplementInfo/query?siteId=1");
    expect(missing.json().data).toMatchObject({ firstName: "1", lastName: "1", country: "1" });
    const enrolled = await browser.request("/api/user/registration/addRegistration", {
      method: "POST",
      json: { siteId: 1, languageId: 1, relationId: 101, emailNotificationStatus: 0 },
    });
    expect(enrolled.json()).toMatchObject({ code: 200, data: { registrationStatus: 2 } });
  });

  test("a profile without a country takes the provider's at the next sign-in; one with a country keeps it", async () => {
    await signUp(t.app, { email: "later-country@example.com", password: "later-Pass1" });
    const [row] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, "later-country@example.com"));
    // An account from before the country was carried over.
    await t.database.db
      .update(users)
      .set({ country: "", countryCode: null })
      .where(eq(users.id, row!.id));
    const again = await signInAccount(t.app, {
      email: "later-country@example.com",
      password: "later-Pass1",
    });
    expect((await userInfo(again)).json().data).toMatchObject({
      country: "Germany",
      countryCode: "DE",
    });
    // The learner's own choice stays whatever the provider says.
    await t.database.db
      .update(users)
      .set({ country: "Italy", countryCode: "IT" })
      .where(eq(users.id, row!.id));
    const third = await signInAccount(t.app, {
      email: "later-country@example.com",
      password: "later-Pass1",
    });
    expect((await userInfo(third)).json().data).toMatchObject({
      country: "Italy",
      countryCode: "IT",
    });
  });

  test("a new account keeps the language its first page was shown in (frame §4)", async () => {
    // French on the Swiss site, chosen for the page view without a cookie (consent refused).
    const { browser, landing } = await signUp(
      t.app,
      { email: "swiss@example.com" },
      "/eu/ch?languageId=4",
    );
    expect(new URL(landing.url).pathname).toBe("/eu/ch");
    expect((await userInfo(browser)).json().data.languageId).toBe(4);
    // The cookie, as a visitor who allowed it has one.
    const withCookie = createBrowser(t.app);
    withCookie.setCookie("localhost", "languageCheckedId", "5");
    const login = await withCookie.follow("/user/sso/login?target=%2Feu%2Fch");
    const uid = /\/idp\/interaction\/([^/"]+)\/login/.exec(login.body)![1];
    await withCookie.follow(`http://localhost/idp/interaction/${uid}/signup`, {
      method: "POST",
      form: {
        firstName: "Ida",
        lastName: "Rossi",
        email: "ida@example.com",
        password: "abcdef12",
        countryCode: "CH",
      },
    });
    expect((await userInfo(withCookie)).json().data.languageId).toBe(5);
    // Without either: the site's base language.
    const plain = await signUp(t.app, { email: "plain-ch@example.com" }, "/eu/ch");
    expect((await userInfo(plain.browser)).json().data.languageId).toBe(3);
  });

  test("the session cookie is HttpOnly and SameSite=Lax", async () => {
    const browser = createBrowser(t.app);
    const signIn = await browser.follow("/user/sso/login?target=/en");
    const uid = /\/idp\/interaction\/([^/"]+)\/login/.exec(signIn.body)![1];
    await browser.follow(`http://localhost:3000/idp/interaction/${uid}/signup`, {
      method: "POST",
      form: {
        firstName: "A",
        lastName: "B",
        email: "cookie@example.com",
        password: "abcdef12",
        countryCode: "GB",
      },
    });
    // The callback response sets it; repeat the login to look at the header itself.
    const again = await browser.request("/user/sso/login?target=/en");
    const auth = await browser.request(String(again.headers.location));
    const callback = String(auth.headers.location);
    expect(callback).toContain("/user/sso/callback");
    const res = await browser.request(callback);
    const setCookie = String(res.headers["set-cookie"]);
    expect(setCookie).toMatch(/academy_session=[A-Za-z0-9_-]{43}/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/);
  });

  test("existing accounts sign in; a wrong password is refused", async () => {
    await signUp(t.app, { email: "omar@example.com", password: "first-Pass1" });
    const browser = createBrowser(t.app);
    const page = await browser.follow("/user/sso/login?target=/ar");
    expect(page.body).toContain('dir="rtl"');
    const uid = /\/idp\/interaction\/([^/"]+)\/login/.exec(page.body)![1];
    const wrong = await browser.follow(`http://localhost:3000/idp/interaction/${uid}/login`, {
      method: "POST",
      form: { email: "omar@example.com", password: "nope-nope1" },
    });
    expect(wrong.statusCode).toBe(401);
    expect((await userInfo(browser)).statusCode).toBe(401);
    const right = await browser.follow(`http://localhost:3000/idp/interaction/${uid}/login`, {
      method: "POST",
      form: { email: "OMAR@example.com", password: "first-Pass1" },
    });
    expect(new URL(right.url).pathname).toBe("/ar");
    expect((await userInfo(browser)).json().data.email).toBe("omar@example.com");
  });

  test("sign-up answers a taken e-mail as a new one, and mails the address's owner", async () => {
    await signUp(t.app, { email: "taken@example.com", firstName: "Tara" });
    const attempt = async (email: string) => {
      const browser = createBrowser(t.app);
      const page = await browser.follow("/user/sso/login?target=/en");
      const uid = /\/idp\/interaction\/([^/"]+)\/login/.exec(page.body)![1]!;
      const res = await browser.request(`http://localhost:3000/idp/interaction/${uid}/signup`, {
        method: "POST",
        form: {
          firstName: "T",
          lastName: "T",
          email,
          password: "abcdef12",
          countryCode: "DE",
        },
      });
      return { browser, uid, res };
    };
    const taken = await attempt("taken@example.com");
    const fresh = await attempt("fresh@example.com");
    // The same status, body and kind of address: the provider's own, for this sign-in.
    for (const { res, uid } of [taken, fresh]) {
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe(`http://localhost:3000/idp/auth/${uid}`);
    }
    expect(taken.res.body).toBe(fresh.res.body);
    expect(Object.keys(taken.res.headers).sort()).toEqual(Object.keys(fresh.res.headers).sort());

    // The owner learns of it; nobody is signed in as them.
    const [notice] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, "taken@example.com"))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    expect(notice?.subject).toMatch(/Someone tried to create/);
    expect(notice?.text).toContain("Hello Tara");
    expect(notice?.text).toMatch(/http:\/\/localhost:3000\/idp\/password\/forgot\?lang=en/);
    const after = await taken.browser.follow(String(taken.res.headers.location));
    expect(after.url).toMatch(/\/idp\/interaction\/[^/]+$/);
    expect((await userInfo(taken.browser)).statusCode).toBe(401);
    // The new address got its account, and no such notice.
    expect(
      await t.database.db.$count(
        mailOutbox,
        and(eq(mailOutbox.to, "fresh@example.com"), like(mailOutbox.subject, "Someone tried%")),
      ),
    ).toBe(0);
  });

  test("invalid sign-up input is refused with the fields named", async () => {
    const browser = createBrowser(t.app);
    const page = await browser.follow("/user/sso/login?target=/en");
    const uid = /\/idp\/interaction\/([^/"]+)\/login/.exec(page.body)![1];
    const invalid = await browser.request(`http://localhost:3000/idp/interaction/${uid}/signup`, {
      method: "POST",
      form: {
        firstName: "",
        lastName: "T",
        email: "not-an-email",
        password: "short",
        countryCode: "",
      },
    });
    expect(invalid.statusCode).toBe(400);
    expect((invalid.body.match(/class="field-error"/g) ?? []).length).toBe(4);
  });

  test("each refused field says why in a full sentence of the page's language", async () => {
    const refusals = async (target: string, form: Record<string, string>) => {
      const browser = createBrowser(t.app);
      const page = await browser.follow(`/user/sso/login?target=${target}`);
      const uid = /\/idp\/interaction\/([^/"]+)\/login/.exec(page.body)![1];
      const res = await browser.request(`http://localhost:3000/idp/interaction/${uid}/signup`, {
        method: "POST",
        form,
      });
      return [...res.body.matchAll(/class="field-error" role="alert">([^<]*)</g)].map(
        ([, text]) => text,
      );
    };
    const bad = { firstName: "", lastName: "T", email: "not-an-email", countryCode: "" };
    expect(await refusals("/en", { ...bad, password: "short" })).toEqual([
      "Please enter your first name.",
      "Please enter a valid e-mail address, such as name@example.com.",
      "Your password needs at least 8 characters.",
      "Please choose your country.",
    ]);
    expect(
      await refusals("/en", {
        firstName: "x".repeat(31),
        lastName: "",
        email: "a@example.com",
        password: "no-digits-here",
        countryCode: "DE",
      }),
    ).toEqual([
      "Your first name can have at most 30 characters.",
      "Please enter your last name.",
      "Your password needs at least one digit.",
    ]);
    expect(await refusals("/ar", { ...bad, password: "12345678" })).toEqual([
      "يرجى إدخال اسمك الأول.",
      "يرجى إدخال عنوان بريد إلكتروني صالح، مثل name@example.com.",
      "يجب أن تحتوي كلمة المرور على حرف واحد على الأقل.",
      "يرجى اختيار دولتك.",
    ]);
  });

  test("the thermal tenant's sign-in page carries its brand", async () => {
    const browser = createBrowser(t.app, "thermal.localhost");
    const page = await browser.follow("/user/sso/login?target=/en");
    expect(page.body).toContain("HIKMICRO");
    expect(page.body).toContain("/brand/thermal-logo.svg");
    expect(page.body).toContain("--brand:#c2410c");
  });

  test("the sign-in page's colour and logo come from the tenant's row", async () => {
    const shades = ["#f1", "#f2", "#f3", "#f4", "#f5", "#f6", "#f7", "#123456", "#f9", "#fa"];
    await updateTenant(t, TenantId.thermal, { brandPalette: shades, logoUrl: "/brand/x.svg" });
    try {
      const browser = createBrowser(t.app, "thermal.localhost");
      const page = await browser.follow("/user/sso/login?target=/en");
      expect(page.body).toContain("--brand:#123456");
      expect(page.body).toContain('src="/brand/x.svg"');
    } finally {
      await updateTenant(t, TenantId.thermal, {
        brandPalette: brands[TenantId.thermal]!.palette,
        logoUrl: brands[TenantId.thermal]!.logo,
      });
    }
  });
});

describe("callback checks", () => {
  test("a callback without the login transaction logs nobody in", async () => {
    const browser = createBrowser(t.app);
    const res = await browser.request("/user/sso/callback?code=abc&state=xyz");
    expect(res.statusCode).toBe(302);
    expect(res.headers["set-cookie"] ?? "").not.toMatch(/academy_session=[A-Za-z0-9]/);
  });

  test("a tampered state is refused", async () => {
    const browser = createBrowser(t.app);
    const signIn = await browser.follow("/user/sso/login?target=/en");
    const uid = /\/idp\/interaction\/([^/"]+)\/login/.exec(signIn.body)![1];
    const done = await browser.request(`http://localhost:3000/idp/interaction/${uid}/signup`, {
      method: "POST",
      form: {
        firstName: "S",
        lastName: "T",
        email: "state@example.com",
        password: "abcdef12",
        countryCode: "DE",
      },
    });
    const auth = await browser.request(
      new URL(String(done.headers.location), "http://localhost:3000").toString(),
    );
    const callback = new URL(String(auth.headers.location));
    callback.searchParams.set("state", "forged");
    const res = await browser.request(callback.toString());
    expect(res.statusCode).toBe(302);
    expect((await userInfo(browser)).statusCode).toBe(401);
  });
});

describe("open redirects", () => {
  test.each([
    "//evil.com",
    "/\\evil.com",
    "https://evil.com/en",
    "javascript:alert(1)",
    "%2F%2Fevil.com",
    "/%5Cevil.com",
  ])("target %s falls back to the site home", async (target) => {
    const { landing } = await signUp(
      t.app,
      { email: `redirect-${encodeURIComponent(target).length}-${Math.random()}@example.com` },
      target,
    );
    const url = new URL(landing.url);
    expect(url.hostname).toBe("localhost");
    expect(url.pathname).toBe("/en");
  });
});

describe("logout returns only to a path of the portal", () => {
  // Each normalises to //evil.example, which a browser reads as another host.
  const escapes = ["/.//evil.example", "/a/..//evil.example", "/%2e//evil.example"];

  test.each(escapes)("signed out, target %s lands on the site home", async (target) => {
    const res = await createBrowser(t.app).request(
      `/user/sso/logout?target=${encodeURIComponent(target)}`,
    );
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/en");
  });

  test.each(escapes)("signed in, target %s ends on the site home", async (target) => {
    const { browser } = await signUp(t.app, {
      email: `logout-escape-${escapes.indexOf(target)}@example.com`,
    });
    const res = await browser.request(`/user/sso/logout?target=${encodeURIComponent(target)}`);
    expect(res.statusCode).toBe(302);
    expect(String(res.headers.location)).not.toMatch(/^\/\/|evil/);
    // Through the provider's confirmation back to the portal.
    const confirm = await browser.follow(String(res.headers.location));
    const action = /<form[^>]*action="([^"]+)"/.exec(confirm.body)![1]!;
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(confirm.body)![1]!;
    const final = await browser.follow(new URL(action, confirm.url).toString(), {
      method: "POST",
      form: { xsrf, logout: "yes" },
    });
    const landing = new URL(final.url);
    expect(landing.hostname).toBe("localhost");
    expect(landing.pathname).toBe("/en");
  });
});

describe("sessions", () => {
  test("login rotates the session id: a cookie from before login is not the one after", async () => {
    const first = await signUp(t.app, { email: "rotate@example.com", password: "rotate-Pass1" });
    const before = first.browser.cookie("localhost", "academy_session")!;
    const browser = first.browser;
    const page = await browser.follow("/user/sso/login?target=/en");
    // The provider remembers the sign-in: the flow comes straight back.
    expect(new URL(page.url).pathname).toBe("/en");
    const after = browser.cookie("localhost", "academy_session")!;
    expect(after).not.toBe(before);
    const stale = createBrowser(t.app);
    stale.setCookie("localhost", "academy_session", before);
    expect((await userInfo(stale)).statusCode).toBe(401);
  });

  test("logout ends the session and the provider session; the old cookie is worthless", async () => {
    const { browser } = await signUp(t.app, { email: "logout@example.com" });
    const token = browser.cookie("localhost", "academy_session")!;
    const res = await browser.request("/user/sso/logout?target=%2Fen%2Fsearch");
    expect(res.statusCode).toBe(302);
    expect(String(res.headers.location)).toContain("/idp/session/end");
    // The provider's confirmation form submits itself in a browser; submit it here.
    const confirm = await browser.follow(String(res.headers.location));
    const action = /<form[^>]*action="([^"]+)"/.exec(confirm.body)![1]!;
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(confirm.body)![1]!;
    const final = await browser.follow(new URL(action, confirm.url).toString(), {
      method: "POST",
      form: { xsrf, logout: "yes" },
    });
    expect(new URL(final.url).pathname).toBe("/en/search");
    const stale = createBrowser(t.app);
    stale.setCookie("localhost", "academy_session", token);
    expect((await userInfo(stale)).statusCode).toBe(401);
    // The provider session is gone too: login asks for credentials again.
    const again = await browser.follow("/user/sso/login?target=/en");
    expect(again.body).toContain("/login");
  });

  test("the portal's logout is a POST; a logout link on another site ends nothing", async () => {
    const { browser } = await signUp(t.app, { email: "logout-post@example.com" });
    const crossSite = await browser.request("/user/sso/logout?target=%2Fen", {
      headers: { "sec-fetch-site": "cross-site" },
    });
    expect(crossSite.statusCode).toBe(302);
    expect(crossSite.headers.location).toBe("/en");
    expect((await userInfo(browser)).statusCode).toBe(200);
    // Another site naming the provider's page as its Referer (it cannot, in a browser) aside,
    // only the provider's own return (after an account deletion) ends a session by GET.
    const fromProvider = await browser.request("/user/sso/logout?target=%2Fen", {
      headers: { "sec-fetch-site": "cross-site", referer: "https://evil.example/idp/" },
    });
    expect(fromProvider.headers.location).toBe("/en");
    expect((await userInfo(browser)).statusCode).toBe(200);

    // As the page's form sends it: urlencoded, with an empty body.
    const posted = await browser.request("/user/sso/logout?target=%2Fen", {
      method: "POST",
      form: {},
      headers: { origin: "http://localhost", "sec-fetch-site": "same-origin" },
    });
    expect(posted.statusCode).toBe(302);
    expect(String(posted.headers.location)).toContain("/idp/session/end");
    expect((await userInfo(browser)).statusCode).toBe(401);
  });

  test("a tenant that offers no logout (the neutral one) ends only the portal session", async () => {
    const neutral = "neutral.localhost";
    const { browser } = await signUp(t.app, { email: "neutral-out@example.com" }, "/en", neutral);
    const res = await browser.request(`http://${neutral}/user/sso/logout?target=%2Fen%2Fsearch`);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/en/search");
    const me = await browser.request(
      `http://${neutral}/api/user/sso/getUserInfo?siteId=30&languageId=1`,
    );
    expect(me.statusCode).toBe(401);
  });

  test("whether logout reaches the provider follows the tenant's offersLogout", async () => {
    await updateTenant(t, TenantId.main, { offersLogout: false });
    try {
      const { browser } = await signUp(t.app, { email: "flag-out@example.com" });
      const res = await browser.request("/user/sso/logout?target=%2Fen");
      expect(res.headers.location).toBe("/en");
    } finally {
      await updateTenant(t, TenantId.main, { offersLogout: true });
    }
    await updateTenant(t, TenantId.neutral, { offersLogout: true });
    try {
      const neutral = "neutral.localhost";
      const { browser } = await signUp(t.app, { email: "flag-in@example.com" }, "/en", neutral);
      const res = await browser.request(`http://${neutral}/user/sso/logout?target=%2Fen`);
      expect(String(res.headers.location)).toContain("/idp/session/end");
    } finally {
      await updateTenant(t, TenantId.neutral, { offersLogout: false });
    }
  });

  test("a visitor gets HTTP 401 with code 401", async () => {
    const res = await createBrowser(t.app).request(
      "/api/user/sso/getUserInfo?siteId=1&languageId=1",
    );
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 401, data: null });
  });
});

describe("SSO paths under a site prefix", () => {
  test("/eu/de/user/sso/login without a target returns to the German site", async () => {
    const browser = createBrowser(t.app);
    const res = await browser.request("/eu/de/user/sso/login");
    expect(res.statusCode).toBe(302);
    const signIn = await browser.follow(String(res.headers.location));
    const uid = /\/idp\/interaction\/([^/"]+)\/login/.exec(signIn.body)![1];
    const done = await browser.follow(`http://localhost:3000/idp/interaction/${uid}/signup`, {
      method: "POST",
      form: {
        firstName: "K",
        lastName: "M",
        email: "prefix@example.com",
        password: "abcdef12",
        countryCode: "DE",
      },
    });
    expect(new URL(done.url).pathname).toBe("/eu/de");
  });

  test("/ar/user/sso/logout returns to the Arabic site", async () => {
    const { browser } = await signUp(t.app, { email: "prefix-out@example.com" }, "/ar");
    const res = await browser.request("/ar/user/sso/logout");
    expect(res.statusCode).toBe(302);
    expect((await userInfo(browser)).statusCode).toBe(401);
  });
});

describe("CSP of the provider's pages", () => {
  test("forms may lead to every portal host (Chromium checks form-action on redirects)", async () => {
    const browser = createBrowser(t.app, "thermal.localhost");
    const page = await browser.follow("/user/sso/login?target=/en");
    const policy = String(page.headers["content-security-policy"]);
    expect(policy).toMatch(/form-action 'self' [^;]*http:\/\/thermal\.localhost:3000/);
    const discovery = await t.app.inject({
      url: "/idp/.well-known/openid-configuration",
      headers: { host: "localhost:3000" },
    });
    expect(String(discovery.headers["content-security-policy"])).toMatch(
      /form-action 'self' [^;]*http:\/\/neutral\.localhost:3000/,
    );
  });
});

test("the provider's return after an account deletion ends the session by GET", async () => {
  const { browser } = await signUp(t.app, { email: "deleted-return@example.com" });
  await browser.request("/user/sso/logout?target=%2Fen", {
    headers: { "sec-fetch-site": "cross-site", referer: "http://localhost:3000/" },
  });
  expect((await userInfo(browser)).statusCode).toBe(401);
});

describe("CSP of the portal's pages", () => {
  test("the logout form may continue to the identity provider, on another tenant's host too", async () => {
    const res = await t.app.inject({
      url: "/api/user/sso/getUserInfo?siteId=19",
      headers: { host: "thermal.localhost:3000" },
    });
    expect(String(res.headers["content-security-policy"])).toMatch(
      /form-action 'self' http:\/\/localhost:3000(;|$| )/,
    );
  });
});

describe("behind https (PUBLIC_URL), the __Host- session cookie", () => {
  test("is cleared with the attributes it was set with, Secure included", async () => {
    const secure = await createTestApp({ PUBLIC_URL: "https://localhost" });
    try {
      const res = await secure.app.inject({
        method: "POST",
        url: "/user/sso/logout?target=%2Fen",
        headers: {
          host: "localhost",
          cookie: `__Host-academy_session=${"a".repeat(43)}`,
        },
      });
      const cleared = String(res.headers["set-cookie"]);
      expect(cleared).toMatch(/__Host-academy_session=;/);
      expect(cleared).toMatch(/; Secure/);
      expect(cleared).toMatch(/; Path=\//);
      expect(cleared).toMatch(/; HttpOnly/);
    } finally {
      await secure.close();
    }
  });
});
