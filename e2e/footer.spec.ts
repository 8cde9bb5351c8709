import { expect, test } from "./support/test.ts";
import { packText } from "./support/texts.ts";

/** Frame §2 "Footer": link areas, partners only when present, contact, social icons. */

test("the footer shows its link areas, partner logos, contact and social links", async ({
  page,
}) => {
  await page.goto("/en");
  const footer = page.getByTestId("footer");
  await expect(footer.getByRole("heading", { name: "Quick Links" })).toBeVisible();

  // Relative links stay on the site; absolute ones open a new tab.
  await expect(footer.getByRole("link", { name: "FAQ", exact: true })).toHaveAttribute(
    "href",
    "/en/faq",
  );
  const privacy = footer.getByRole("link", { name: /Privacy policy/ });
  await expect(privacy).toHaveAttribute("target", "_blank");
  await expect(privacy).toHaveAttribute("rel", "noopener noreferrer");

  const partners = page.getByTestId("footer-partners");
  await expect(partners.getByRole("img")).toHaveCount(4);
  await expect(partners.getByRole("img").first()).toHaveAttribute("alt", /\S/);

  await expect(footer.getByTestId("contact-us")).toHaveAttribute(
    "href",
    "mailto:academy@hikvision.example",
  );

  // A social item with one link is a plain link, one with several lists them.
  await expect(footer.getByRole("link", { name: /LinkedIn/ })).toHaveAttribute("href", /linkedin/);
  await footer.getByTestId("social-multi").click();
  const list = page.getByRole("dialog");
  await expect(list.getByRole("link")).toHaveCount(3);
  await expect(list.getByRole("link").first()).toHaveAttribute("target", "_blank");
});

test("a site without partners has no partner area", async ({ page }) => {
  await page.goto("/eu/fr");
  await expect(
    page.getByTestId("footer").getByRole("heading", { name: packText("fr", "footer.quickLinks") }),
  ).toBeVisible();
  await expect(page.getByTestId("footer-partners")).toHaveCount(0);
});

test("the mobile footer keeps the links with the /mobile prefix", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/en/mobile");
  const footer = page.getByTestId("footer");
  await expect(footer.getByRole("link", { name: "FAQ", exact: true })).toHaveAttribute(
    "href",
    "/en/mobile/faq",
  );
});
