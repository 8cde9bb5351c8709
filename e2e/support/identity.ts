import { expect, type Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { providerText } from "./texts.ts";

/** A new learner for the embedded identity provider's sign-up form. */
export type Learner = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  country: string;
};

let serial = 0;

export function newLearner(firstName: string, lastName = "Haddad"): Learner {
  serial += 1;
  return {
    firstName,
    lastName,
    email: `${firstName.toLowerCase()}.${Date.now()}.${serial}@example.com`,
    password: "journey1234check",
    country: "AE",
  };
}

export const fullName = (learner: Learner) => `${learner.firstName} ${learner.lastName}`;

/** On the provider's sign-in page: "Create an account" and fill the sign-up form, in the page's language. */
export async function signUpOnProvider(page: Page, learner: Learner) {
  const text = (key: string) => providerText(page, key);
  await page.getByRole("link", { name: await text("createAccount") }).click();
  await expect(page.getByRole("heading", { name: await text("signUpTitle") })).toBeVisible();
  await page.getByLabel(await text("firstName")).fill(learner.firstName);
  await page.getByLabel(await text("lastName")).fill(learner.lastName);
  await page.getByLabel(await text("email")).fill(learner.email);
  await page.getByLabel(await text("password")).fill(learner.password);
  await page.getByLabel(await text("country")).selectOption(learner.country);
  await page.getByRole("button", { name: await text("signUp") }).click();
}

/** On the provider's sign-in page: e-mail and password. */
export async function signInOnProvider(
  page: Page,
  learner: Pick<Learner, "email" | "password"> & Partial<Learner>,
) {
  await page.getByLabel("E-mail").fill(learner.email);
  await page.getByLabel("Password").fill(learner.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

/**
 * On the provider's second-factor page (decision 0043): the code an
 * authenticator app shows for `secret` now. A code is taken once, so should
 * another journey have signed the same account in within these 30 seconds,
 * the next step's code (which the provider also takes) goes in instead, and
 * after that the one of the step after, once it has begun. With `mailCode`
 * (a staff account's set-up), the code mailed to the account goes in too, at
 * every try: a refused form comes back empty.
 */
export async function enterSecondFactorCode(page: Page, secret: string, mailCode?: string) {
  const totp = new TOTP({
    secret: Secret.fromBase32(secret),
    algorithm: "SHA1",
    digits: 6,
    period: 30,
  });
  for (let attempt = 0; attempt < 4; attempt++) {
    if (attempt >= 2) await page.waitForTimeout(30_000 - (Date.now() % 30_000) + 100);
    const code = totp.generate({ timestamp: Date.now() + (attempt === 0 ? 0 : 30_000) });
    if (mailCode !== undefined) await page.getByLabel("Code from the e-mail").fill(mailCode);
    await page.getByLabel("Code", { exact: true }).fill(code);
    const [answer] = await Promise.all([
      page.waitForResponse(
        (response) =>
          response.request().method() === "POST" &&
          new URL(response.url()).pathname.endsWith("/second-factor"),
      ),
      page.getByRole("button", { name: "Verify" }).click(),
    ]);
    // 303: taken, on to the next page; 200: a set-up confirmed, the recovery codes shown.
    if (answer.status() === 303 || answer.status() === 200) return;
    expect(answer.status(), "the second factor was refused").toBe(401);
  }
  throw new Error("the second factor refused every code");
}

/**
 * A staff account's first sign-in (decision 0043): the set-up page shows the
 * key beside its QR code; the code mailed to the account (`mailCode`, read
 * by the journey from its mail) and the code from the app confirm it, the
 * recovery codes are shown once, and "Continue" finishes the sign-in.
 * Answers the key.
 */
export async function setUpSecondFactor(page: Page, mailCode: string): Promise<string> {
  await expect(page.getByRole("heading", { name: "Set up two-step verification" })).toBeVisible();
  await expect(page.locator(".qr svg")).toBeVisible();
  await expect(page.getByLabel("Code from the e-mail")).toBeVisible();
  const secret = (await page.locator("#totp-secret").textContent())!.replaceAll(" ", "");
  await enterSecondFactorCode(page, secret, mailCode);
  await expect(page.getByRole("heading", { name: "Your recovery codes" })).toBeVisible();
  await expect(page.locator("ol.recovery-codes li")).toHaveCount(10);
  await page.getByRole("button", { name: "Continue" }).click();
  return secret;
}
