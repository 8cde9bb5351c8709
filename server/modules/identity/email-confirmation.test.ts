import { and, desc, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  idpAccounts,
  idpEmailVerifications,
  mailOutbox,
  sessions,
  users,
} from "#db/schema/identity.ts";
import { changeRole } from "../enrolment/user-roles.service.ts";
import {
  confirmEmail,
  createBrowser,
  createTestApp,
  signUp,
  userByEmail,
  type Browser,
  type TestApp,
} from "../../testing.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = async (browser: Browser) =>
  (await browser.request("/api/user/sso/getUserInfo?siteId=1&languageId=1")).json().data;

/** The newest confirmation link mailed to an address. */
async function linkFor(email: string): Promise<URL> {
  const [mail] = await t.database.db
    .select({ text: mailOutbox.text })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), like(mailOutbox.text, "%/idp/email/verify?%")))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return new URL(/https?:\/\/\S+\/idp\/email\/verify\?\S+/.exec(mail!.text)![0]);
}

const confirm = (link: URL, browser = createBrowser(t.app)) =>
  browser.request(`${link.origin}${link.pathname}`, {
    method: "POST",
    form: Object.fromEntries(link.searchParams),
  });

describe("e-mail confirmation", () => {
  test("sign-up mails a link; opening it asks, only the button confirms, once", async () => {
    const { browser } = await signUp(t.app, { email: "nadia@example.com", firstName: "Nadia" });
    expect((await me(browser)).emailVerified).toBe(false);

    const link = await linkFor("nadia@example.com");
    // The link leads back to the portal the learner signed up on, in their language.
    expect(link.searchParams.get("return")).toBe("http://localhost:3000/");
    expect(link.searchParams.get("lang")).toBe("en");
    const page = await createBrowser(t.app).request(link.toString());
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("nadia@example.com");
    // A mail scanner following the link confirms nothing.
    expect((await userByEmail(t, "nadia@example.com"))!.emailVerified).toBe(false);

    const done = await confirm(link);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('href="http://localhost:3000/"');
    expect((await me(browser)).emailVerified).toBe(true);
    const [account] = await t.database.db
      .select()
      .from(idpAccounts)
      .where(eq(idpAccounts.email, "nadia@example.com"));
    expect(account!.emailVerified).toBe(true);
    expect((await confirm(link)).statusCode).toBe(400);

    // The provider now says so in its claims: signing in again keeps the address confirmed.
    const again = createBrowser(t.app);
    const signIn = await again.follow("/user/sso/login?target=/en");
    const uid = /\/idp\/interaction\/([^/"]+)\/login/.exec(signIn.body)![1]!;
    await again.follow(new URL(`/idp/interaction/${uid}/login`, signIn.url).toString(), {
      method: "POST",
      form: { email: "nadia@example.com", password: "s3cure-Passw0rd" },
    });
    expect((await me(again)).emailVerified).toBe(true);
  });

  test("a forged, expired or outdated link confirms nothing", async () => {
    await signUp(t.app, { email: "karim@example.com" });
    const link = await linkFor("karim@example.com");
    const forged = new URL(link);
    forged.searchParams.set("token", "A".repeat(43));
    expect((await createBrowser(t.app).request(forged.toString())).statusCode).toBe(400);
    expect((await confirm(forged)).statusCode).toBe(400);

    await t.database.db
      .update(idpEmailVerifications)
      .set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await confirm(link)).statusCode).toBe(400);

    // A link sent before the account's address changed does not confirm the new address.
    const browser = createBrowser(t.app);
    const { browser: karim } = await signUp(t.app, { email: "karim2@example.com" });
    const newer = await linkFor("karim2@example.com");
    await t.database.db
      .update(idpAccounts)
      .set({ email: "karim.new@example.com" })
      .where(eq(idpAccounts.email, "karim2@example.com"));
    expect((await confirm(newer, browser)).statusCode).toBe(400);
    expect((await me(karim)).emailVerified).toBe(false);
  });

  test("the continue link goes only to the portal's own origins", async () => {
    await signUp(t.app, { email: "return@example.com" });
    const link = await linkFor("return@example.com");
    link.searchParams.set("return", "https://evil.example/");
    const done = await confirm(link);
    expect(done.statusCode).toBe(200);
    expect(done.body).not.toContain("evil.example");
  });

  test("My Learning's call sends a new link, a few an hour, and only while unconfirmed", async () => {
    const { browser } = await signUp(t.app, { email: "resend@example.com" });
    const send = () =>
      browser.request("/api/user/email/sendConfirmation", {
        method: "POST",
        json: { siteId: 8, languageId: 3 },
      });
    const first = await send();
    expect(first.json()).toMatchObject({ code: 200, data: { sentTo: "resend@example.com" } });
    const link = await linkFor("resend@example.com");
    // Sent from the German site: the page speaks its language and leads back to its My Learning.
    expect(link.searchParams.get("return")).toBe("http://localhost:3000/eu/de/my-learning");
    expect((await send()).json().code).toBe(200);
    expect((await send()).json().code).toBe(200);
    expect((await send()).json().code).toBe(10022);

    await confirmEmail(t, "resend@example.com");
    const { browser: other } = await signUp(t.app, { email: "resend2@example.com" });
    await confirmEmail(t, "resend2@example.com");
    const done = await other.request("/api/user/email/sendConfirmation", {
      method: "POST",
      json: { siteId: 1, languageId: 1 },
    });
    expect(done.json().code).toBe(501);
    const anonymous = await createBrowser(t.app).request("/api/user/email/sendConfirmation", {
      method: "POST",
      json: { siteId: 1, languageId: 1 },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  test("a password reset by e-mail link confirms the address too", async () => {
    const { browser } = await signUp(t.app, { email: "forgot@example.com" });
    await createBrowser(t.app).request("http://localhost:3000/idp/password/forgot", {
      method: "POST",
      form: { email: "forgot@example.com" },
    });
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.to, "forgot@example.com"),
          like(mailOutbox.text, "%/idp/password/reset%"),
        ),
      );
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
    const reset = await createBrowser(t.app).request("http://localhost:3000/idp/password/reset", {
      method: "POST",
      form: { token, password: "new-Passw0rd" },
    });
    expect(reset.statusCode).toBe(200);
    expect((await userByEmail(t, "forgot@example.com"))!.emailVerified).toBe(true);
    // The reset also ended the session that was open.
    expect((await browser.request("/api/user/sso/getUserInfo?siteId=1")).statusCode).toBe(401);
  });

  test("a role is granted only to a confirmed address", async () => {
    await signUp(t.app, { email: "would-be-approver@example.com" });
    const grant = () =>
      changeRole(t.database.db, t.app.services.users, {
        action: "grant",
        email: "Would-Be-Approver@example.com",
        role: "approver",
        siteIds: [1],
      });
    expect(await grant()).toEqual({ ok: false, reason: "unconfirmed address" });
    expect(
      await changeRole(t.database.db, t.app.services.users, {
        action: "grant",
        email: "nobody@example.com",
        role: "approver",
        siteIds: [1],
      }),
    ).toEqual({ ok: false, reason: "no user" });
    await confirmEmail(t, "would-be-approver@example.com");
    const user = await userByEmail(t, "would-be-approver@example.com");
    const learnerSessions = () => t.database.db.$count(sessions, eq(sessions.userId, user!.id));
    expect(await learnerSessions()).toBeGreaterThan(0);
    expect(await grant()).toEqual({ ok: true, userIds: [user!.id] });
    // The grant ended the sessions started as a learner's, with a password alone (decision 0043).
    expect(await learnerSessions()).toBe(0);
    // Granted again, nothing changes and nothing ends.
    await t.app.services.sessions.create(user!.id, null);
    expect(await grant()).toEqual({ ok: true, userIds: [user!.id] });
    expect(await learnerSessions()).toBe(1);
    // Revoking needs no confirmation: a role granted before addresses were confirmed can be taken back.
    await t.database.db.update(users).set({ emailVerified: false }).where(eq(users.id, user!.id));
    expect(
      await changeRole(t.database.db, t.app.services.users, {
        action: "revoke",
        email: "would-be-approver@example.com",
        role: "approver",
        siteIds: [1],
      }),
    ).toEqual({ ok: true, userIds: [user!.id] });
    expect(await t.app.services.registrations.isApprover(user!.id, 1)).toBe(false);
  });
});
