import { expect, test } from "./support/test.ts";
import { openWith } from "./support/controls.ts";
import { externalIssuer, externalPortal } from "./support/servers.ts";

/**
 * Issue 3: an operator points the portal at their own OpenID Connect issuer
 * with configuration alone (OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET).
 * This portal runs with such a configuration against a separate oidc-provider
 * whose development pages take any login name and password.
 */
test("sign in and out through an external OpenID Connect issuer", async ({ page }) => {
  const header = page.getByTestId("desktop-header");
  await page.goto("/en");
  await header.getByRole("link", { name: "Log in" }).click();

  await expect(page).toHaveURL(
    new RegExp(`^${externalIssuer.replaceAll(".", "\\.")}/interaction/`),
  );
  await page.locator('input[name="login"]').fill("ext-learner");
  await page.locator('input[name="password"]').fill("any password");
  await page.getByRole("button", { name: "Sign-in" }).click();
  // The issuer asks for consent the first time.
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(page).toHaveURL(`${externalPortal}/en`);
  await expect(header.getByTestId("user-menu")).toContainText("Ext ext-learner");

  await openWith(header.getByTestId("user-menu"), page.getByRole("menu"));
  await page.getByRole("menuitem", { name: "Log out" }).click();
  // Logout also ends the issuer's session; it asks to confirm.
  await expect(page).toHaveURL(new RegExp(`^${externalIssuer.replaceAll(".", "\\.")}/session/end`));
  await page.getByRole("button", { name: "Yes, sign me out" }).click();

  await expect(page).toHaveURL(`${externalPortal}/en`);
  await expect(header.getByRole("link", { name: "Log in" })).toBeVisible();
  await page.reload();
  await expect(header.getByTestId("user-menu")).toHaveCount(0);
});
