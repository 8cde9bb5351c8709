import { randomBytes } from "node:crypto";
import { and, desc, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { classrooms } from "#db/schema/classroom.ts";
import { userRoles } from "#db/schema/enrolment.ts";
import {
  idpEnrolmentCodes,
  idpSecondFactors,
  mailOutbox,
  serverSecrets,
  sessions,
  signApps,
} from "#db/schema/identity.ts";
import {
  confirmEmail,
  createBrowser,
  createTestApp,
  signUp,
  userByEmail,
  type Browser,
  type TestApp,
} from "../../testing.ts";
import { stepTokens } from "./idp/second-factor-account.routes.ts";
import {
  createSecondFactors,
  createSecretBox,
  MAIL_CODE_ATTEMPTS,
  totpFor,
} from "./idp/second-factor.ts";
import { signToken } from "./one-click-sign.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PASSWORD = "s3cure-Passw0rd";
const signedIn = async (browser: Browser) =>
  (await browser.request("/api/user/sso/getUserInfo?siteId=1")).statusCode === 200;
/** The code an authenticator app shows `ahead` steps from now. */
const codeOf = (secret: string, ahead = 0) =>
  totpFor(secret, "", "").generate({ timestamp: Date.now() + ahead * 30_000 });
/** A six-digit code valid in no step the provider accepts now. */
const wrongCodeOf = (secret: string) => {
  const valid = new Set([-1, 0, 1].map((ahead) => codeOf(secret, ahead)));
  let code = "000000";
  while (valid.has(code)) code = String(Number(code) + 1).padStart(6, "0");
  return code;
};

/** A learner who then becomes an approver of site 1 (signed up, address confirmed, role granted). */
async function staffMember(email: string) {
  await signUp(t.app, { email });
  await confirmEmail(t, email);
  const user = await userByEmail(t, email);
  await t.database.db.insert(userRoles).values({ userId: user!.id, role: "approver", siteId: 1 });
  return user!;
}

/** A new browser through the password step: where it lands, and the browser. */
async function afterPassword(email: string, password = PASSWORD) {
  const browser = createBrowser(t.app);
  const start = await browser.follow("/user/sso/login?target=%2Fen");
  const uid = /\/idp\/interaction\/([^/"]+)\/login/.exec(start.body)![1];
  const page = await browser.follow(`http://localhost:3000/idp/interaction/${uid}/login`, {
    method: "POST",
    form: { email, password },
  });
  return { browser, page, step: `http://localhost:3000/idp/interaction/${uid}/second-factor` };
}

/** The newest set-up code mailed to the address (through the outbox), as written in the mail. */
async function mailedCodeOf(email: string) {
  const [mail] = await t.database.db
    .select({ text: mailOutbox.text, subject: mailOutbox.subject })
    .from(mailOutbox)
    .where(
      and(eq(mailOutbox.to, email), like(mailOutbox.subject, "%set up two-step verification%")),
    )
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const code = /\n\n([0-9A-Z]{4}-[0-9A-Z]{4})\n\n/.exec(mail?.text ?? "")?.[1];
  if (!code) throw new Error(`no set-up code was mailed to ${email}`);
  return code;
}
/** A code of the mailed shape that is not this one. */
const otherMailCode = (code: string) => (code === "0000-0000" ? "1111-1111" : "0000-0000");
const mailsTo = (email: string) =>
  t.database.db.$count(
    mailOutbox,
    and(eq(mailOutbox.to, email), like(mailOutbox.subject, "%set up two-step verification%")),
  );

const secretOn = (body: string) =>
  /id="totp-secret"[^>]*>([A-Z2-7 ]+)</.exec(body)![1]!.replaceAll(" ", "");
const recoveryCodesOn = (body: string) =>
  [...body.matchAll(/<li><code>([0-9a-z-]+)<\/code><\/li>/g)].map((m) => m[1]!);

describe("staff sign in with a second factor (decision 0043)", () => {
  const email = "stella.staff@example.com";
  let secret = "";
  let recoveryCodes: string[] = [];
  beforeAll(async () => {
    await staffMember(email);
  });

  test("a staff account without one sets it up before it gets a session", async () => {
    const { browser, page, step } = await afterPassword(email);
    expect(page.url).toBe(step);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("<svg");
    expect(page.body).toContain("otpauth://totp/");
    secret = secretOn(page.body);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(await signedIn(browser)).toBe(false);

    // The page again shows the same secret (the QR code already scanned stays good).
    expect(secretOn((await browser.request(step)).body)).toBe(secret);

    // The password alone does not set up the factor: a code went to the account's mailbox.
    expect(page.body).toContain(`We have sent a code to ${email}`);
    expect(page.body).toContain('name="mailCode"');
    expect(await mailsTo(email)).toBe(1);
    const mailCode = await mailedCodeOf(email);
    const withoutMailCode = await browser.request(step, {
      method: "POST",
      form: { code: codeOf(secret) },
    });
    expect(withoutMailCode.statusCode).toBe(401);
    expect(withoutMailCode.body).toContain("The code from the e-mail is not correct");
    const wrongMailCode = await browser.request(step, {
      method: "POST",
      form: { mailCode: otherMailCode(mailCode), code: codeOf(secret) },
    });
    expect(wrongMailCode.statusCode).toBe(401);
    expect(wrongMailCode.body).toContain("The code from the e-mail is not correct");
    expect(await signedIn(browser)).toBe(false);
    const subject = (await userByEmail(t, email))!.idpSubject;
    const [pending] = await t.database.db
      .select()
      .from(idpSecondFactors)
      .where(eq(idpSecondFactors.accountId, subject));
    expect(pending!.confirmedAt).toBeNull();
    // Kept as a hash only.
    const [stored] = await t.database.db
      .select()
      .from(idpEnrolmentCodes)
      .where(eq(idpEnrolmentCodes.accountId, subject));
    expect(stored!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.codeHash).not.toContain(mailCode.toLowerCase().replace("-", ""));

    const wrong = await browser.request(step, {
      method: "POST",
      form: { mailCode, code: wrongCodeOf(secret) },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain("not correct");
    expect(await signedIn(browser)).toBe(false);

    const confirmed = await browser.request(step, {
      method: "POST",
      // As typed by a person: lower case, without the dash.
      form: { mailCode: mailCode.toLowerCase().replace("-", ""), code: codeOf(secret) },
    });
    expect(confirmed.statusCode).toBe(200);
    recoveryCodes = recoveryCodesOn(confirmed.body);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    // Seeing the codes is not a session yet: "Continue" is.
    expect(await signedIn(browser)).toBe(false);
    const landing = await browser.follow(`${step}/continue`, { method: "POST", form: {} });
    expect(new URL(landing.url).pathname).toBe("/en");
    expect(await signedIn(browser)).toBe(true);

    // The secret is kept encrypted; the recovery codes only as hashes.
    const [row] = await t.database.db
      .select()
      .from(idpSecondFactors)
      .where(eq(idpSecondFactors.accountId, subject));
    expect(row!.secret).not.toContain(secret);
    expect(row!.secret).toMatch(/^v1\./);
    // The mailed code is used up.
    expect(
      await t.database.db.$count(idpEnrolmentCodes, eq(idpEnrolmentCodes.accountId, subject)),
    ).toBe(0);
  });

  test("then signs in with a code; a wrong code and a code already taken are refused", async () => {
    const { browser, page, step } = await afterPassword(email);
    expect(page.url).toBe(step);
    // The code step shows no secret, and nothing more is mailed.
    expect(page.body).not.toContain("totp-secret");
    expect(await mailsTo(email)).toBe(1);
    expect(await signedIn(browser)).toBe(false);
    const wrong = await browser.request(step, {
      method: "POST",
      form: { code: wrongCodeOf(secret) },
    });
    expect(wrong.statusCode).toBe(401);
    // The code that confirmed the set-up, in the same 30 seconds: taken already.
    const replayed = await browser.request(step, {
      method: "POST",
      form: { code: codeOf(secret) },
    });
    expect(replayed.statusCode).toBe(401);
    expect(await signedIn(browser)).toBe(false);
    const next = codeOf(secret, 1);
    const landing = await browser.follow(step, { method: "POST", form: { code: next } });
    expect(new URL(landing.url).pathname).toBe("/en");
    expect(await signedIn(browser)).toBe(true);

    // The same code in another browser that knows the password: refused.
    const other = await afterPassword(email);
    const again = await other.browser.request(other.step, {
      method: "POST",
      form: { code: next },
    });
    expect(again.statusCode).toBe(401);
    expect(await signedIn(other.browser)).toBe(false);
  });

  test("a recovery code signs in once", async () => {
    const [code] = recoveryCodes;
    const first = await afterPassword(email);
    // Typed in capitals and without dashes, it is the same code.
    const landing = await first.browser.follow(first.step, {
      method: "POST",
      form: { code: code!.replaceAll("-", "").toUpperCase() },
    });
    expect(new URL(landing.url).pathname).toBe("/en");
    expect(await signedIn(first.browser)).toBe(true);

    const second = await afterPassword(email);
    const refused = await second.browser.request(second.step, {
      method: "POST",
      form: { code: code! },
    });
    expect(refused.statusCode).toBe(401);
    expect(await signedIn(second.browser)).toBe(false);
  });

  test("the session is a staff one: it ends after the staff idle time", async () => {
    const user = await userByEmail(t, email);
    const rows = await t.database.db
      .select({ idleSeconds: sessions.idleSeconds })
      .from(sessions)
      .where(eq(sessions.userId, user!.id));
    // The sign-up's session, from before the role, keeps a learner's; the three sign-ins are staff ones.
    expect(rows.map((row) => row.idleSeconds).sort((a, b) => a - b)).toEqual([
      30 * 60,
      30 * 60,
      30 * 60,
      3 * 24 * 3600,
    ]);
  });

  test("the code step expects no code without the password step before it", async () => {
    const browser = createBrowser(t.app);
    const start = await browser.follow("/user/sso/login?target=%2Fen");
    const uid = /\/idp\/interaction\/([^/"]+)\/login/.exec(start.body)![1];
    const res = await browser.request(
      `http://localhost:3000/idp/interaction/${uid}/second-factor`,
      {
        method: "POST",
        form: { code: codeOf(secret, 1) },
      },
    );
    expect(res.statusCode).toBe(400);
    expect(await signedIn(browser)).toBe(false);
  });
});

test("code attempts are limited per account", async () => {
  const email = "limited.staff@example.com";
  await staffMember(email);
  const { browser, page, step } = await afterPassword(email);
  const secret = secretOn(page.body);
  const mailCode = await mailedCodeOf(email);
  const statuses: number[] = [];
  for (let i = 0; i < 7; i++)
    statuses.push(
      (
        await browser.request(step, {
          method: "POST",
          form: { mailCode, code: wrongCodeOf(secret) },
        })
      ).statusCode,
    );
  expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429]);
  // Even the right codes wait now.
  const right = await browser.request(step, {
    method: "POST",
    form: { mailCode, code: codeOf(secret) },
  });
  expect(right.statusCode).toBe(429);
  expect(await signedIn(browser)).toBe(false);
});

test("a mailed code takes a few tries, then a new sign-in mails a new one and the old one goes", async () => {
  const email = "guessed.staff@example.com";
  const user = await staffMember(email);
  const first = await afterPassword(email);
  const secret = secretOn(first.page.body);
  const oldCode = await mailedCodeOf(email);
  for (let i = 0; i < MAIL_CODE_ATTEMPTS; i++) {
    const guess = await first.browser.request(first.step, {
      method: "POST",
      form: { mailCode: otherMailCode(oldCode), code: codeOf(secret) },
    });
    expect(guess.statusCode).toBe(401);
  }
  // The tries are spent: the right code no longer counts either.
  const late = await first.browser.request(first.step, {
    method: "POST",
    form: { mailCode: oldCode, code: codeOf(secret) },
  });
  expect(late.statusCode).toBe(401);
  expect(late.body).toContain("The code from the e-mail is not correct");
  expect(await signedIn(first.browser)).toBe(false);

  await t.app.services.limiter.reset(`2fa:account:${user.idpSubject}`);
  const second = await afterPassword(email);
  const newCode = await mailedCodeOf(email);
  expect(newCode).not.toBe(oldCode);
  expect(await mailsTo(email)).toBe(2);
  // The same secret: the entry already in the app stays good until a factor is confirmed.
  expect(secretOn(second.page.body)).toBe(secret);
  const stale = await second.browser.request(second.step, {
    method: "POST",
    form: { mailCode: oldCode, code: codeOf(secret) },
  });
  expect(stale.statusCode).toBe(401);
  const confirmed = await second.browser.request(second.step, {
    method: "POST",
    form: { mailCode: newCode, code: codeOf(secret) },
  });
  expect(confirmed.statusCode).toBe(200);
  expect(recoveryCodesOn(confirmed.body)).toHaveLength(10);
});

test("a mailed code expires after 15 minutes and confirms one factor only", async () => {
  const email = "mailed.code@example.com";
  const user = await staffMember(email);
  const factors = createSecondFactors(t.database.db, createSecretBox(randomBytes(32)));
  const account = { id: user.idpSubject, email };
  const { secret } = (await factors.startEnrolment(account, "Test Academy"))!;
  let mailed = "";
  await factors.issueMailCode(account.id, async (code, tx) => {
    mailed = code;
    // Written in the transaction that stores the code.
    expect(await tx.$count(idpEnrolmentCodes, eq(idpEnrolmentCodes.accountId, account.id))).toBe(1);
  });
  expect(mailed).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  expect(await factors.checkMailCode(account.id, mailed, Date.now() + 16 * 60_000)).toBe(false);
  expect(
    await factors.confirmEnrolment(account.id, codeOf(secret), undefined, {
      mailCode: otherMailCode(mailed),
    }),
  ).toBeNull();
  expect(await factors.checkMailCode(account.id, mailed)).toBe(true);
  const codes = await factors.confirmEnrolment(account.id, codeOf(secret), undefined, {
    mailCode: mailed,
  });
  expect(codes).toHaveLength(10);
  // Used up with the factor it confirmed.
  expect(await factors.checkMailCode(account.id, mailed)).toBe(false);
});

test("a provider session without a second factor does not sign in someone who became staff", async () => {
  const email = "promoted@example.com";
  const { browser } = await signUp(t.app, { email });
  await confirmEmail(t, email);
  const user = await userByEmail(t, email);
  await t.database.db.insert(userRoles).values({ userId: user!.id, role: "approver", siteId: 1 });
  // The portal session goes; the provider's (signed in by password) stays in the browser.
  await t.app.services.sessions.destroyForUser(user!.id);
  const again = await browser.follow("/user/sso/login?target=%2Fen");
  // Asked to sign in again rather than let through.
  expect(again.url).toMatch(/\/idp\/interaction\/[^/]+$/);
  expect(again.body).toContain("/login");
  expect(await signedIn(browser)).toBe(false);
});

test("a session's trainer, with no role, is staff too: a second factor before any session", async () => {
  const email = "trainer.without.role@example.com";
  await signUp(t.app, { email });
  await confirmEmail(t, email);
  const user = await userByEmail(t, email);
  await t.database.db
    .update(classrooms)
    .set({ trainerUserId: user!.id })
    .where(eq(classrooms.id, 9001));
  await t.app.services.sessions.destroyForUser(user!.id);
  const { browser, page, step } = await afterPassword(email);
  expect(page.url).toBe(step);
  expect(page.body).toContain("otpauth://totp/");
  expect(await signedIn(browser)).toBe(false);
});

describe("a learner turns the second factor on and off on the provider's settings page", () => {
  const email = "careful.learner@example.com";
  let subject = "";
  let learnerBrowser: Browser;
  beforeAll(async () => {
    learnerBrowser = (await signUp(t.app, { email })).browser;
    subject = (await userByEmail(t, email))!.idpSubject;
  });
  const stepOn = (body: string) => /name="step" value="([^"]+)"/.exec(body)![1]!;
  const openSettings = async (browser: Browser, password = PASSWORD) =>
    browser.request("/idp/account/second-factor", {
      method: "POST",
      form: { id: subject, password, return: "", lang: "en" },
    });

  test("the profile hands a signed-in learner over to the settings, which open with the password only", async () => {
    const handOff = await learnerBrowser.request(
      "/user/sso/secondFactor?target=/en/my-learning/edit",
    );
    expect(handOff.statusCode).toBe(302);
    const url = new URL(String(handOff.headers.location));
    expect(url.pathname).toBe("/idp/account/second-factor");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      id: subject,
      return: "http://localhost:3000/en/my-learning/edit",
      lang: "en",
    });
    // A visitor is asked to sign in first.
    const visitor = await createBrowser(t.app).request("/user/sso/secondFactor?target=/en");
    expect(String(visitor.headers.location)).toMatch(/^\/user\/sso\/login\?target=/);

    const browser = createBrowser(t.app);
    const page = await browser.request(url.toString());
    expect(page.body).toContain('name="password"');
    expect(page.body).not.toContain("totp-secret");
    expect((await openSettings(browser, "wrong-Passw0rd")).statusCode).toBe(401);
    // Without a password check, a confirmation is refused.
    const forged = await browser.request("/idp/account/second-factor/confirm", {
      method: "POST",
      form: { id: subject, step: `${subject}.9999999999.forged`, code: "123456" },
    });
    expect(forged.statusCode).toBe(400);
  });

  test("on: the QR code, a code, recovery codes; then sign-in asks for a code; off again with one", async () => {
    const browser = createBrowser(t.app);
    const opened = await openSettings(browser);
    expect(opened.statusCode).toBe(200);
    const secret = secretOn(opened.body);
    const confirmed = await browser.request("/idp/account/second-factor/confirm", {
      method: "POST",
      form: { id: subject, step: stepOn(opened.body), code: codeOf(secret) },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(recoveryCodesOn(confirmed.body)).toHaveLength(10);

    const signingIn = await afterPassword(email);
    expect(signingIn.page.url).toBe(signingIn.step);
    expect(await signedIn(signingIn.browser)).toBe(false);

    const reopened = await openSettings(browser);
    expect(reopened.body).toContain("10 recovery codes are left");
    const off = await browser.request("/idp/account/second-factor/disable", {
      method: "POST",
      form: { id: subject, step: stepOn(reopened.body), code: codeOf(secret, 1) },
    });
    expect(off.statusCode).toBe(200);
    expect(off.body).toContain("now off");
    const plain = await afterPassword(email);
    expect(new URL(plain.page.url).pathname).toBe("/en");
    expect(await signedIn(plain.browser)).toBe(true);
  });

  test("staff cannot turn theirs off", async () => {
    const staffEmail = "keeps.it@example.com";
    const staff = await staffMember(staffEmail);
    // Not on this page, where the password alone would choose the factor: at sign-in.
    const before = createBrowser(t.app);
    const unset = await before.request("/idp/account/second-factor", {
      method: "POST",
      form: { id: staff.idpSubject, password: PASSWORD, lang: "en" },
    });
    expect(unset.body).toContain("Staff accounts set up two-step verification when they sign in");
    expect(unset.body).not.toContain("totp-secret");
    expect(unset.body).not.toContain('name="step"');

    const enrolling = await afterPassword(staffEmail);
    const secret = secretOn(enrolling.page.body);
    // Nor does the server confirm a staff factor here, even with a valid step token.
    const [stepKey] = await t.database.db
      .select({ value: serverSecrets.value })
      .from(serverSecrets)
      .where(eq(serverSecrets.name, "idp_step_key"));
    const forcedOn = await before.request("/idp/account/second-factor/confirm", {
      method: "POST",
      form: {
        id: staff.idpSubject,
        step: stepTokens(Buffer.from(String(stepKey!.value), "base64url")).issue(staff.idpSubject),
        code: codeOf(secret),
      },
    });
    expect(forcedOn.statusCode).toBe(403);
    const enrolled = await enrolling.browser.request(enrolling.step, {
      method: "POST",
      form: { mailCode: await mailedCodeOf(staffEmail), code: codeOf(secret) },
    });
    expect(enrolled.statusCode).toBe(200);
    const browser = createBrowser(t.app);
    const opened = await browser.request("/idp/account/second-factor", {
      method: "POST",
      form: { id: staff.idpSubject, password: PASSWORD, lang: "en" },
    });
    expect(opened.body).toContain("Staff accounts keep two-step verification on");
    expect(opened.body).not.toContain('name="step"');
    // The page offers no way off; nor does the server take one, even with a valid step token.
    const [key] = await t.database.db
      .select({ value: serverSecrets.value })
      .from(serverSecrets)
      .where(eq(serverSecrets.name, "idp_step_key"));
    const step = stepTokens(Buffer.from(String(key!.value), "base64url")).issue(staff.idpSubject);
    const forced = await browser.request("/idp/account/second-factor/disable", {
      method: "POST",
      form: { id: staff.idpSubject, step, code: codeOf(secret, 1) },
    });
    expect(forced.statusCode).toBe(403);
    const [factor] = await t.database.db
      .select()
      .from(idpSecondFactors)
      .where(eq(idpSecondFactors.accountId, staff.idpSubject));
    expect(factor?.confirmedAt).toBeTruthy();
  });
});

test("one-click sign never signs in a staff account", async () => {
  const secret = randomBytes(32).toString("base64url");
  await t.database.db.insert(signApps).values({ appId: "partner-2fa", name: "Partner", secret });
  const email = "one.click.staff@example.com";
  await staffMember(email);
  const browser = createBrowser(t.app);
  const res = await browser.request("/api/user/sso/oneHikIdSign/verify", {
    method: "POST",
    json: {
      siteId: 1,
      languageId: 1,
      appId: "partner-2fa",
      oneHikIdSign: signToken(
        {
          email,
          exp: Math.floor(Date.now() / 1000) + 120,
          jti: randomBytes(12).toString("base64url"),
        },
        secret,
      ),
    },
  });
  expect(res.json()).toMatchObject({ code: 403 });
  expect(res.json().message).toMatch(/Staff accounts cannot sign in with one click/);
  expect(await signedIn(browser)).toBe(false);
});

test("one-click sign does not sign in a learner who turned the second factor on", async () => {
  const secret = randomBytes(32).toString("base64url");
  await t.database.db.insert(signApps).values({ appId: "partner-2fa-learner", name: "P", secret });
  const email = "one.click.careful@example.com";
  await signUp(t.app, { email });
  await confirmEmail(t, email);
  const subject = (await userByEmail(t, email))!.idpSubject;
  const tokenFor = () =>
    signToken(
      {
        email,
        exp: Math.floor(Date.now() / 1000) + 120,
        jti: randomBytes(12).toString("base64url"),
      },
      secret,
    );
  const oneClick = (browser: Browser) =>
    browser.request("/api/user/sso/oneHikIdSign/verify", {
      method: "POST",
      json: { siteId: 1, languageId: 1, appId: "partner-2fa-learner", oneHikIdSign: tokenFor() },
    });
  // Without a factor, one click signs the learner in.
  const before = createBrowser(t.app);
  expect((await oneClick(before)).json()).toMatchObject({ code: 200 });
  expect(await signedIn(before)).toBe(true);

  const settings = createBrowser(t.app);
  const opened = await settings.request("/idp/account/second-factor", {
    method: "POST",
    form: { id: subject, password: PASSWORD, lang: "en" },
  });
  const step = /name="step" value="([^"]+)"/.exec(opened.body)![1]!;
  const on = await settings.request("/idp/account/second-factor/confirm", {
    method: "POST",
    form: { id: subject, step, code: codeOf(secretOn(opened.body)) },
  });
  expect(on.statusCode).toBe(200);

  const after = createBrowser(t.app);
  const res = await oneClick(after);
  expect(res.json()).toMatchObject({ code: 403 });
  expect(res.json().message).toMatch(/signs in with two-step verification/);
  expect(await signedIn(after)).toBe(false);
});

test("the portal refuses a staff session to a login that came without a second factor", async () => {
  // A learner is made staff after the provider let the password through (a learner's) and
  // before the portal takes the code: the portal's own check stops it.
  const email = "promoted.midway@example.com";
  await signUp(t.app, { email });
  await confirmEmail(t, email);
  const user = await userByEmail(t, email);
  const browser = createBrowser(t.app);
  const start = await browser.follow("/user/sso/login?target=%2Fen");
  const uid = /\/idp\/interaction\/([^/"]+)\/login/.exec(start.body)![1];
  const password = await browser.request(`http://localhost:3000/idp/interaction/${uid}/login`, {
    method: "POST",
    form: { email, password: PASSWORD },
  });
  let next = password;
  while (!String(next.headers.location).includes("/user/sso/callback"))
    next = await browser.request(new URL(String(next.headers.location), next.url).toString());
  await t.database.db.insert(userRoles).values({ userId: user!.id, role: "approver", siteId: 1 });
  const landing = await browser.follow(String(next.headers.location));
  expect(new URL(landing.url).pathname).toBe("/en");
  expect(await signedIn(browser)).toBe(false);
});
