import { randomBytes } from "node:crypto";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { identityApi } from "#contract/identity.ts";
import { mailOutbox, signApps, users as usersTable } from "#db/schema/identity.ts";
import {
  call,
  confirmEmail,
  createBrowser,
  createTestApp,
  signUp,
  type Browser,
  type TestApp,
} from "../../testing.ts";
import { signToken } from "./one-click-sign.ts";

let t: TestApp;
let lina: Browser;
let linaId: number;
let omar: Browser;
let omarId: number;

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: `/tmp/academy-test-${randomBytes(4).toString("hex")}` });
  lina = (await signUp(t.app, { email: "lina@example.com" })).browser;
  linaId = (await call(lina, identityApi.userInfo, scope)).data!.id;
  omar = (await signUp(t.app, { email: "omar@example.com", firstName: "Omar" })).browser;
  omarId = (await call(omar, identityApi.userInfo, scope)).data!.id;
});
afterAll(() => t.close());

const scope = { siteId: 1, languageId: 1 };

describe("getUserById: one's own record only", () => {
  test("own id", async () => {
    const res = await call(lina, identityApi.userById, { id: linaId, ...scope });
    expect(res.data).toMatchObject({ id: linaId, email: "lina@example.com" });
  });

  test("another user's id is refused without leaking it", async () => {
    // Raw: the assertion reads the body as it was sent.
    const res = await lina.request(`/api/user/getUserById?id=${omarId}&siteId=1&languageId=1`);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 403, data: null });
    expect(res.body).not.toContain("omar@example.com");
  });

  test("a visitor gets 401; a bad id 400", async () => {
    expect(
      (await call(createBrowser(t.app), identityApi.userById, { id: linaId, siteId: 1 }))
        .statusCode,
    ).toBe(401);
    // Not an id: cast past the contract's type.
    expect((await call(lina, identityApi.userById, { id: "abc" as never, siteId: 1 })).code).toBe(
      400,
    );
  });
});

describe("POST /user/update (frame §5)", () => {
  const profile = {
    firstName: "Lina",
    lastName: "Haddad",
    country: "Germany",
    countryCode: "DE",
    province: "Bayern",
    city: "München",
    address: "Leopoldstraße 1",
    postcode: "80802",
    phoneCode: "49",
    phoneNumber: "1701234567",
    jobTitle: "Installer",
    type: 1,
    companyName: "Haddad Security GmbH",
    vatNumber: "DE123456789",
  };

  test("saves the profile and returns the record", async () => {
    const res = await call(lina, identityApi.update, { ...scope, ...profile });
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ ...profile, name: "Lina Haddad" });
    expect((await call(lina, identityApi.userInfo, { siteId: 1 })).data!.city).toBe("München");
  });

  test("read-only fields are ignored", async () => {
    // Fields the call does not take, sent anyway: cast past the contract's type.
    const readOnly = { id: omarId, email: "x@evil.com", photoImgUrl: "https://evil.com/x.png" };
    const res = await call(lina, identityApi.update, {
      ...scope,
      ...profile,
      ...(readOnly as object),
    });
    expect(res.data).toMatchObject({
      id: linaId,
      email: "lina@example.com",
      photoImgUrl: "",
    });
  });

  test.each([
    [{ firstName: "" }, "firstName"],
    [{ lastName: "x".repeat(31) }, "lastName"],
    [{ phoneNumber: "+49 170" }, "phoneNumber"],
    [{ phoneCode: "+49" }, "phoneCode"],
    [{ postcode: "1".repeat(31) }, "postcode"],
    [{ address: "x".repeat(201) }, "address"],
    [{ vatNumber: "1" }, "vatNumber"],
    [{ vatNumber: "1".repeat(51) }, "vatNumber"],
    [{ type: 999 }, "type"],
    [{ languageId: 999 }, "languageId"],
  ])("%o is refused naming %s, and nothing is written", async (change, field) => {
    const res = await call(lina, identityApi.update, {
      ...scope,
      ...profile,
      ...change,
      city: "Nürnberg",
    });
    expect(res.statusCode).toBe(400);
    expect((res.errorContext!.fields as Record<string, string>)[field]).toBeDefined();
    expect((await call(lina, identityApi.userInfo, { siteId: 1 })).data!.city).toBe("München");
  });

  test("a language change may name a language of another site of the tenant", async () => {
    const res = await call(lina, identityApi.update, { ...scope, ...profile, languageId: 3 });
    expect(res.data!.languageId).toBe(3);
  });

  test("a visitor gets 401", async () => {
    expect(
      (await call(createBrowser(t.app), identityApi.update, { ...scope, ...profile })).statusCode,
    ).toBe(401);
  });
});

describe("language and migration notice", () => {
  test("updateLanguageId saves a language of the site the call names, for the caller only", async () => {
    const languageOf = async (browser: Browser) =>
      (await call(browser, identityApi.userInfo, { siteId: 1 })).data!.languageId;
    const before = await languageOf(lina);
    // Arabic, chosen for the Arabic site.
    const saved = await call(omar, identityApi.updateLanguage, { siteId: 3, languageId: 2 });
    expect(saved).toMatchObject({ code: 200, data: { id: omarId, languageId: 2 } });
    expect(await languageOf(omar)).toBe(2);
    // Only the caller's own record changes.
    expect(await languageOf(lina)).toBe(before);

    // French on the Swiss site, then a language the named site does not offer.
    expect(
      (await call(omar, identityApi.updateLanguage, { siteId: 15, languageId: 4 })).data!
        .languageId,
    ).toBe(4);
    for (const refused of [
      { siteId: 1, languageId: 2 },
      { siteId: 15, languageId: 1 },
      { siteId: 1, languageId: 999 },
    ]) {
      const res = await call(omar, identityApi.updateLanguage, refused);
      expect(res.statusCode).toBe(400);
      expect(res).toMatchObject({
        code: 400,
        errorContext: { fields: { languageId: expect.any(String) } },
      });
    }
    // The thermal tenant's site is no site of this portal's host.
    const otherTenant = await call(omar, identityApi.updateLanguage, { siteId: 19, languageId: 1 });
    expect(otherTenant).toMatchObject({
      code: 400,
      errorContext: { fields: { siteId: expect.any(String) } },
    });
    expect(await languageOf(omar)).toBe(4);

    const visitor = await call(createBrowser(t.app), identityApi.updateLanguage, {
      ...scope,
      languageId: 1,
    });
    expect(visitor.statusCode).toBe(401);
  });

  test("a learner's cookie consent choice is recorded with the server's date", async () => {
    const started = Date.now();
    const res = await call(lina, identityApi.recordCookieConsent, {
      siteId: 8,
      languageId: 3,
      functionality: false,
      analytics: false,
      version: 1,
    });
    expect(res).toMatchObject({
      code: 200,
      data: { functionality: false, analytics: false, version: 1 },
    });
    const decidedAt = Date.parse(res.data!.decidedAt);
    expect(decidedAt).toBeGreaterThanOrEqual(started - 1000);
    expect(decidedAt).toBeLessThanOrEqual(Date.now() + 1000);
    await call(lina, identityApi.recordCookieConsent, {
      ...scope,
      functionality: true,
      analytics: false,
      version: 1,
    });
    expect((await t.app.services.cookieConsents.of(linaId)).map((c) => c.functionality)).toEqual([
      false,
      true,
    ]);
    expect(await t.app.services.cookieConsents.of(omarId)).toEqual([]);

    // Another version of the consent text, or a missing category, is refused; a visitor too.
    const stale = await call(lina, identityApi.recordCookieConsent, {
      ...scope,
      functionality: true,
      analytics: true,
      // An earlier version of the text, which the contract's type refuses: cast past it.
      version: 0 as never,
    });
    expect(stale).toMatchObject({ code: 400 });
    // A missing category, which the contract's type refuses: cast past it.
    const partial = await call(lina, identityApi.recordCookieConsent, {
      ...scope,
      functionality: true,
    } as never);
    expect(partial).toMatchObject({ code: 400 });
    expect(await t.app.services.cookieConsents.of(linaId)).toHaveLength(2);
    const visitor = await call(createBrowser(t.app), identityApi.recordCookieConsent, {
      ...scope,
      functionality: true,
      analytics: true,
      version: 1,
    });
    expect(visitor.statusCode).toBe(401);
  });

  test("users first seen on an EU site get the migration notice until they dismiss it", async () => {
    const { browser } = await signUp(t.app, { email: "eu@example.com" }, "/eu/de");
    const me = () => call(browser, identityApi.userInfo, { siteId: 8, languageId: 3 });
    expect((await me()).data!.migrationPopStatus).toBe("1");
    const res = await call(browser, identityApi.dismissMigrationNotice, {
      siteId: 8,
      languageId: 3,
    });
    expect(res.code).toBe(200);
    expect((await me()).data!.migrationPopStatus).toBe("0");
  });
});

// What the stored image is made of: account.test.ts.
describe("the signed-in learner's row, remembered for their requests", () => {
  test("a write that bypasses the portal waits for the memory to lapse; the portal's own changes are seen at once", async () => {
    const { browser } = await signUp(t.app, { email: "remembered@example.com" });
    const me = async () => (await call(browser, identityApi.userInfo, scope)).data!;
    const first = await me();
    await t.database.db
      .update(usersTable)
      .set({ jobTitle: "Written behind the portal's back" })
      .where(eq(usersTable.id, first.id));
    expect((await me()).jobTitle).toBe(first.jobTitle);

    // Each change made through the portal is seen by the next request, with the row read afresh.
    await t.app.services.users.setEmailNotificationStatus(first.id, 2);
    expect(await me()).toMatchObject({
      emailNotificationStatus: 2,
      jobTitle: "Written behind the portal's back",
    });
    await t.database.db
      .update(usersTable)
      .set({ jobTitle: "Again behind its back" })
      .where(eq(usersTable.id, first.id));
    await t.app.services.users.setPhoto(first.id, "/avatars/remembered.png");
    expect(await me()).toMatchObject({
      photoImgUrl: "/avatars/remembered.png",
      jobTitle: "Again behind its back",
    });
  });
});

describe("the saved language, remembered for shared pages (decision 0027)", () => {
  test("a saved language is remembered, and a new one is seen at once", async () => {
    const { users } = t.app.services;
    await call(lina, identityApi.updateLanguage, { siteId: 1, languageId: 1 });
    expect(await users.savedLanguage(linaId)).toBe(1);
    // Remembered: a write that bypasses the portal is not seen while the memory lasts.
    await t.database.db.update(usersTable).set({ languageId: 4 }).where(eq(usersTable.id, linaId));
    expect(await users.savedLanguage(linaId)).toBe(1);
    // The portal's own changes are seen at once: the language call and the profile.
    await call(lina, identityApi.updateLanguage, { siteId: 3, languageId: 2 });
    expect(await users.savedLanguage(linaId)).toBe(2);
    await call(lina, identityApi.updateLanguage, { siteId: 1, languageId: 1 });
    expect(await users.savedLanguage(linaId)).toBe(1);
    // No such user: no language.
    expect(await users.savedLanguage(2_000_000_000)).toBeNull();
  });
});

describe("avatar upload: the field, the session and the served names", () => {
  const png = Buffer.concat([
    Buffer.from("89504e470d0a1a0a0000000d49484452", "hex"),
    Buffer.alloc(200),
  ]);

  function multipart(field: string, filename: string, data: Buffer, type = "image/png") {
    const boundary = "----academy" + randomBytes(6).toString("hex");
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return { body, contentType: `multipart/form-data; boundary=${boundary}` };
  }

  async function upload(
    browser: Browser,
    field: string,
    filename: string,
    data: Buffer,
    type?: string,
  ) {
    const { body, contentType } = multipart(field, filename, data, type);
    const cookie = `academy_session=${browser.cookie("localhost", "academy_session")}`;
    return t.app.inject({
      method: "POST",
      url: "/api/user/image/upload?siteId=1&languageId=1",
      headers: { host: "localhost", cookie, "content-type": contentType },
      payload: body,
    });
  }

  test("the wrong field and a visitor are refused", async () => {
    expect((await upload(lina, "file", "a.png", png)).json().code).toBe(400);
    const { body, contentType } = multipart("image", "a.png", png);
    const visitor = await t.app.inject({
      method: "POST",
      url: "/api/user/image/upload?siteId=1&languageId=1",
      headers: { host: "localhost", "content-type": contentType },
      payload: body,
    });
    expect(visitor.statusCode).toBe(401);
  });

  test("unknown or malformed upload names are not found", async () => {
    expect((await t.app.inject({ url: "/uploads/avatars/..%2F..%2Fpglite" })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/uploads/avatars/${"0".repeat(32)}.png` })).statusCode).toBe(
      404,
    );
  });
});

describe("one-click sign (frame §4 Page start)", () => {
  const secret = randomBytes(32).toString("base64url");
  beforeAll(async () => {
    await t.database.db
      .insert(signApps)
      .values({ appId: "partner", name: "Partner portal", secret });
    // Lina has confirmed her address; Omar has not.
    await confirmEmail(t, "lina@example.com");
  });
  const token = (claims: Partial<{ email: string; exp: number; jti: string }> = {}) =>
    signToken(
      {
        email: "lina@example.com",
        exp: Math.floor(Date.now() / 1000) + 120,
        jti: randomBytes(12).toString("base64url"),
        ...claims,
      },
      secret,
    );
  const verify = (browser: Browser, oneHikIdSign: string, appId = "partner") =>
    call(browser, identityApi.verifySign, { ...scope, oneHikIdSign, appId });

  test("a valid sign logs the user in, once", async () => {
    const browser = createBrowser(t.app);
    const sign = token();
    const res = await verify(browser, sign);
    expect(res).toMatchObject({ code: 200, data: { verifySignErrorMsg: null } });
    expect((await call(browser, identityApi.userInfo, { siteId: 1 })).data!.id).toBe(linaId);
    const again = await verify(createBrowser(t.app), sign);
    expect(again.data!.verifySignErrorMsg).toMatch(/used/);
  });

  test("parallel use of one sign logs in exactly once", async () => {
    const sign = token();
    const results = await Promise.all([1, 2, 3, 4].map(() => verify(createBrowser(t.app), sign)));
    expect(results.filter((r) => r.data!.verifySignErrorMsg === null)).toHaveLength(1);
  });

  test.each([
    ["expired", () => token({ exp: Math.floor(Date.now() / 1000) - 1 }), "partner"],
    ["too long-lived", () => token({ exp: Math.floor(Date.now() / 1000) + 3600 }), "partner"],
    ["forged", () => token().replace(/.$/, (c) => (c === "A" ? "B" : "A")), "partner"],
    ["forged payload", () => token().replace(/^./, (c) => (c === "e" ? "f" : "e")), "partner"],
    ["unknown app", () => token(), "other"],
    ["unknown user", () => token({ email: "nobody@example.com" }), "partner"],
    // Anyone may sign up with any address: until its owner confirms it, it names nobody.
    ["unconfirmed address", () => token({ email: "omar@example.com" }), "partner"],
    ["garbage", () => "not-a-sign", "partner"],
  ])("%s: verifySignErrorMsg set, nobody logged in", async (_name, make, appId) => {
    const browser = createBrowser(t.app);
    const res = await verify(browser, make(), appId);
    expect(res.code).toBe(200);
    expect(res.data!.verifySignErrorMsg).toEqual(expect.any(String));
    expect((await call(browser, identityApi.userInfo, { siteId: 1 })).statusCode).toBe(401);
  });
});

describe("password reset by e-mail", () => {
  test("a reset link arrives in the outbox, sets a new password once and ends every session", async () => {
    const { browser: holder } = await signUp(t.app, {
      email: "reset@example.com",
      password: "old-Passw0rd",
    });
    expect((await call(holder, identityApi.userInfo, { siteId: 1 })).statusCode).toBe(200);
    const browser = createBrowser(t.app);
    const forgot = await browser.request("http://localhost:3000/idp/password/forgot", {
      method: "POST",
      form: { email: "reset@example.com" },
    });
    expect(forgot.statusCode).toBe(200);
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.to, "reset@example.com"), like(mailOutbox.text, "%/idp/password/reset%")),
      );
    const link = /https?:\/\/\S+\/idp\/password\/reset\?token=[A-Za-z0-9_-]+/.exec(mail!.text)![0];
    const token = new URL(link).searchParams.get("token")!;
    expect((await browser.request(link)).statusCode).toBe(200);
    const done = await browser.request("http://localhost:3000/idp/password/reset", {
      method: "POST",
      form: { token, password: "new-Passw0rd" },
    });
    expect(done.statusCode).toBe(200);
    const reuse = await browser.request("http://localhost:3000/idp/password/reset", {
      method: "POST",
      form: { token, password: "third-Passw0rd" },
    });
    expect(reuse.statusCode).toBe(400);
    // Whoever held a session (perhaps the one who learned the old password) is signed out,
    // at the portal and at the provider: signing in asks for the password again.
    expect((await call(holder, identityApi.userInfo, { siteId: 1 })).statusCode).toBe(401);
    expect((await holder.follow("/user/sso/login?target=/en")).body).toMatch(
      /\/idp\/interaction\/[^/"]+\/login/,
    );

    const page = await browser.follow("/user/sso/login?target=/en");
    const uid = /\/idp\/interaction\/([^/"]+)\/login/.exec(page.body)![1];
    const old = await browser.request(`http://localhost:3000/idp/interaction/${uid}/login`, {
      method: "POST",
      form: { email: "reset@example.com", password: "old-Passw0rd" },
    });
    expect(old.statusCode).toBe(401);
    const fresh = await browser.follow(`http://localhost:3000/idp/interaction/${uid}/login`, {
      method: "POST",
      form: { email: "reset@example.com", password: "new-Passw0rd" },
    });
    expect(new URL(fresh.url).pathname).toBe("/en");
  });

  test("an unknown e-mail gets the same answer and no mail", async () => {
    const browser = createBrowser(t.app);
    const res = await browser.request("http://localhost:3000/idp/password/forgot", {
      method: "POST",
      form: { email: "ghost@example.com" },
    });
    expect(res.statusCode).toBe(200);
    expect(
      await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, "ghost@example.com")),
    ).toHaveLength(0);
  });
});

describe("rate limits", () => {
  test("sign-in attempts on one account are limited", async () => {
    await signUp(t.app, { email: "target@example.com" });
    const browser = createBrowser(t.app);
    const page = await browser.follow("/user/sso/login?target=/en");
    const uid = /\/idp\/interaction\/([^/"]+)\/login/.exec(page.body)![1];
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await browser.request(`http://localhost:3000/idp/interaction/${uid}/login`, {
        method: "POST",
        form: { email: "target@example.com", password: `guess-${i}-x1` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  test("reset requests for one account are limited", async () => {
    const browser = createBrowser(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await browser.request("http://localhost:3000/idp/password/forgot", {
        method: "POST",
        form: { email: "limit@example.com" },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  test("attempts refused by the IP limit do not count against the account they name", async () => {
    await signUp(t.app, { email: "victim@example.com", password: "victim-Passw0rd" });
    const attacker = createBrowser(t.app, "localhost", { remoteAddress: "198.51.100.66" });
    const page = await attacker.follow("/user/sso/login?target=/en");
    const uid = /\/idp\/interaction\/([^/"]+)\/login/.exec(page.body)![1];
    const guess = (email: string, i: number) =>
      attacker.request(`http://localhost:3000/idp/interaction/${uid}/login`, {
        method: "POST",
        form: { email, password: `guess-${i}-x1` },
      });
    // The attacker's address spends its 30 attempts on random accounts ...
    for (let i = 0; i < 30; i++) await guess(`nobody-${i}@example.com`, i);
    // ... then every guess at the victim is refused by the IP limit before it is counted.
    for (let i = 0; i < 12; i++)
      expect((await guess("victim@example.com", i)).statusCode).toBe(429);
    // The victim, from elsewhere, is not locked out.
    const victim = createBrowser(t.app, "localhost", { remoteAddress: "203.0.113.77" });
    const login = await victim.follow("/user/sso/login?target=/en");
    const victimUid = /\/idp\/interaction\/([^/"]+)\/login/.exec(login.body)![1];
    const res = await victim.request(`http://localhost:3000/idp/interaction/${victimUid}/login`, {
      method: "POST",
      form: { email: "victim@example.com", password: "victim-Passw0rd" },
    });
    expect(res.statusCode).toBe(303);
  });

  test("new-password submissions are limited per address, and a bad token is refused", async () => {
    const browser = createBrowser(t.app, "localhost", { remoteAddress: "198.51.100.67" });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await browser.request("http://localhost:3000/idp/password/reset", {
        method: "POST",
        form: { token: `forged-${i}`, password: "new-Passw0rd-1" },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe("account deletion", () => {
  test("the portal hands over to the provider's delete page with the user's id and a logout return URL", async () => {
    const { browser } = await signUp(t.app, {
      email: "leaving@example.com",
      password: "leave-Passw0rd",
    });
    const me = (await call(browser, identityApi.userInfo, { siteId: 1 })).data!;
    const res = await browser.request("/user/sso/deleteAccount?target=/en/my-learning");
    const url = new URL(String(res.headers.location));
    expect(url.pathname).toBe("/idp/account/delete");
    const subject = url.searchParams.get("id")!;
    expect(subject).toMatch(/^[0-9a-f-]{36}$/);
    expect(url.searchParams.get("return")).toBe(
      "http://localhost:3000/user/sso/logout?target=%2Fen%2Faccount-deleted",
    );

    const wrong = await browser.request(url.toString().replace(url.search, ""), {
      method: "POST",
      form: { id: subject, password: "not-it-1", return: url.searchParams.get("return")! },
    });
    expect(wrong.statusCode).toBe(401);
    const done = await browser.request("http://localhost:3000/idp/account/delete", {
      method: "POST",
      form: { id: subject, password: "leave-Passw0rd", return: url.searchParams.get("return")! },
    });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(url.searchParams.get("return"));
    // The portal's record and sessions are gone.
    expect((await call(browser, identityApi.userInfo, { siteId: 1 })).statusCode).toBe(401);
    expect((await call(lina, identityApi.userById, { id: me.id, siteId: 1 })).statusCode).toBe(403);
  });

  test("a return URL outside the portal is not followed", async () => {
    const { browser } = await signUp(t.app, {
      email: "leaving2@example.com",
      password: "leave-Passw0rd",
    });
    const res = await browser.request("/user/sso/deleteAccount");
    const subject = new URL(String(res.headers.location)).searchParams.get("id")!;
    const done = await browser.request("http://localhost:3000/idp/account/delete", {
      method: "POST",
      form: { id: subject, password: "leave-Passw0rd", return: "https://evil.com/" },
    });
    expect(done.statusCode).toBe(200);
  });

  test("a return URL on the portal that is not its logout is not followed either", async () => {
    const { browser } = await signUp(t.app, {
      email: "leaving3@example.com",
      password: "leave-Passw0rd",
    });
    const res = await browser.request("/user/sso/deleteAccount");
    const subject = new URL(String(res.headers.location)).searchParams.get("id")!;
    const done = await browser.request("http://localhost:3000/idp/account/delete", {
      method: "POST",
      form: {
        id: subject,
        password: "leave-Passw0rd",
        return: "http://localhost:3000/en/my-learning",
      },
    });
    expect(done.statusCode).toBe(200);
    expect(done.headers.location).toBeUndefined();
  });
});

test("a sign whose MAC differs only in base64 padding bits is refused", async () => {
  const secret = randomBytes(32).toString("base64url");
  await t.database.db.insert(signApps).values({ appId: "canonical", name: "Canonical", secret });
  const sign = signToken(
    {
      email: "lina@example.com",
      exp: Math.floor(Date.now() / 1000) + 60,
      jti: randomBytes(12).toString("base64url"),
    },
    secret,
  );
  // The last of 43 characters carries 4 bits of MAC and 2 padding bits: flip a padding bit.
  const last = sign.at(-1)!;
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
  const twin = alphabet[alphabet.indexOf(last) ^ 1]!;
  const res = await call(createBrowser(t.app), identityApi.verifySign, {
    ...scope,
    oneHikIdSign: sign.slice(0, -1) + twin,
    appId: "canonical",
  });
  expect(res.data!.verifySignErrorMsg).toEqual(expect.any(String));
});

describe("POST /user/updateEmailNotificationStatus (My Learning preferences)", () => {
  const flagOf = async (browser: Browser) =>
    (await call(browser, identityApi.userInfo, scope)).data!.emailNotificationStatus;

  test("subscribing sets 1, cancelling afterwards 2, for the caller only", async () => {
    expect(await flagOf(lina)).toBe(0);
    const on = await call(lina, identityApi.updateEmailNotification, { ...scope, subscribe: true });
    expect(on).toMatchObject({
      code: 200,
      data: { id: linaId, emailNotificationStatus: 1 },
    });
    expect(await flagOf(omar)).toBe(0);
    const off = await call(lina, identityApi.updateEmailNotification, {
      ...scope,
      subscribe: false,
    });
    expect(off.data!.emailNotificationStatus).toBe(2);
    expect(await flagOf(lina)).toBe(2);
  });

  test("a visitor gets 401 and an answer that is not yes or no 400", async () => {
    const visitor = createBrowser(t.app);
    expect(
      (await call(visitor, identityApi.updateEmailNotification, { ...scope, subscribe: true }))
        .statusCode,
    ).toBe(401);
    const bad = await call(omar, identityApi.updateEmailNotification, {
      ...scope,
      // Not yes or no, which the contract's type refuses: cast past it.
      subscribe: "yes" as never,
    });
    expect(bad.statusCode).toBe(400);
    expect(await flagOf(omar)).toBe(0);
  });
});
