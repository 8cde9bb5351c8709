import { expect, type Page } from "@playwright/test";

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

/** On the provider's sign-in page: "Create an account" and fill the sign-up form. */
export async function signUpOnProvider(page: Page, learner: Learner) {
  await page.getByRole("link", { name: "Create an account" }).click();
  await expect(page.getByRole("heading", { name: /^Create your .+ account$/ })).toBeVisible();
  await page.getByLabel("First name").fill(learner.firstName);
  await page.getByLabel("Last name").fill(learner.lastName);
  await page.getByLabel("E-mail").fill(learner.email);
  await page.getByLabel("Password").fill(learner.password);
  await page.getByLabel("Country").selectOption(learner.country);
  await page.getByRole("button", { name: "Create account" }).click();
}

/** On the provider's sign-in page: e-mail and password. */
export async function signInOnProvider(page: Page, learner: Learner) {
  await page.getByLabel("E-mail").fill(learner.email);
  await page.getByLabel("Password").fill(learner.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}
