import type { Page } from "@playwright/test";
import { expect, test } from "./support/test.ts";
import { openWith } from "./support/controls.ts";
import { signUpAt } from "./support/enrolment.ts";
import { newLearner, signUpOnProvider } from "./support/identity.ts";

const sessionFee = (page: Page, id: number) =>
  page
    .locator(`[data-testid="classroom-session"][data-session-id="${id}"]`)
    .getByTestId("session-fee");

/**
 * Paid training (frame §2 /payment, §3 payment summary, §5, §9; decision
 * 0023): a visitor opens a paid session, is sent to sign in and comes back to
 * the checkout, reads the summary, accepts the terms, places the order and
 * pays it with the offline provider (whose signed event goes through the
 * webhook), and sees the enrolment confirmed; the /mobile twin and Arabic.
 *
 * The journeys share one server and database with the other workers: each
 * buys with a learner of its own, and seats are read as a shape.
 */

/** Demo paid sessions (db/seed/demo/classrooms.ts). */
const Paid = { en: 9014, uk: 9015, ar: 9023 } as const;

test("a learner buys a seat of a paid workshop and sees the enrolment confirmed", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(`/en/classroom/detail/${Paid.en}`);
  const detail = page.getByTestId("classroom-detail");
  await expect(detail.getByTestId("session-fee")).toHaveText("$499.00");
  // A visitor's way to the checkout goes through sign-in and back.
  await openWith(
    detail.getByTestId("session-enrol"),
    page.getByRole("link", { name: "Create an account" }),
  );
  await signUpOnProvider(page, newLearner("Paula"));
  await expect(page).toHaveURL(`/en/payment?sessionId=${Paid.en}`);

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Checkout");
  const summary = page.getByTestId("payment-summary");
  // USD 499.00 and a 2.5% service charge; /en, of no one country, charges no VAT.
  await expect(summary.getByTestId("summary-fee")).toContainText("$499.00");
  await expect(summary.getByTestId("summary-subtotal")).toContainText("$499.00");
  await expect(summary.getByTestId("summary-service")).toContainText("Service charge (2.5%)");
  await expect(summary.getByTestId("summary-service")).toContainText("$12.48");
  await expect(summary.getByTestId("summary-vat")).toContainText("VAT (0%)");
  await expect(summary.getByTestId("summary-total")).toContainText("$511.48");
  // Blik is for złoty only; non-refundable, rescheduling through support (frame §9).
  await expect(page.getByTestId("method-blik")).toHaveCount(0);
  await expect(page.getByTestId("payment-terms-note")).toContainText("non-refundable");

  // No order without the terms of sale (frame §5): a real checkbox, linking to them.
  const placeOrder = page.getByTestId("place-order");
  await page.getByLabel("Credit card").check();
  await placeOrder.click();
  await expect(page.getByText("Please accept the terms to place the order.")).toBeVisible();
  await expect(page).toHaveURL(`/en/payment?sessionId=${Paid.en}`);
  const terms = page.getByRole("checkbox", { name: "I accept the terms of sale." });
  await expect(terms).not.toBeChecked();
  const termsLink = page.getByTestId("terms-of-sale-link");
  await expect(termsLink).toHaveText("terms of sale");
  await expect(termsLink).toHaveAttribute("href", "/en/terms-of-sale");
  await expect(termsLink).toHaveAttribute("target", "_blank");
  await terms.check();
  await placeOrder.click();

  await expect(page).toHaveURL(/\/en\/payment\/order\/\d+$/);
  // The order says which terms were accepted, and when.
  await expect(page.getByTestId("order-terms")).toContainText(
    "You accepted the terms of sale in force since",
  );
  const state = page.getByTestId("order-state");
  await expect(state).toHaveAttribute("data-state", "created");
  await expect(state).toHaveText("Awaiting payment");
  await expect(page.getByTestId("payment-pending")).toContainText("Your seat is held until");

  // The demo provider confirms; its signed event goes through the webhook.
  await page.getByTestId("offline-pay").click();
  await expect(state).toHaveAttribute("data-state", "paid");
  const paid = page.getByTestId("order-paid");
  await expect(paid).toHaveAttribute("data-enrolment", "approved");
  await expect(paid).toContainText("Your enrolment is confirmed");

  // The session's page shows the learner enrolled; the checkout leads back to the order.
  await page.goto(`/en/classroom/detail/${Paid.en}`);
  await expect(detail.getByTestId("session-enrolled")).toBeVisible();
  await page.goto(`/en/payment?sessionId=${Paid.en}`);
  await expect(page).toHaveURL(/\/en\/payment\/order\/\d+$/);
  await expect(state).toHaveAttribute("data-state", "paid");
  expect(errors).toEqual([]);
});

test("bank transfer: instructions with the reference and the 3-day due date", async ({ page }) => {
  await signUpAt(page, "/en", "Bruno");
  await page.goto(`/en/payment?sessionId=${Paid.en}`);
  await page.getByLabel("Bank transfer").check();
  await page.getByRole("checkbox", { name: /I accept the terms/ }).check();
  await page.getByTestId("place-order").click();
  await expect(page.getByTestId("order-state")).toHaveAttribute("data-state", "awaiting_transfer");
  const instructions = page.getByTestId("transfer-instructions");
  await expect(instructions).toContainText("$511.48");
  await expect(instructions.getByTestId("transfer-reference")).toHaveText(/^AC-[A-Z0-9]{10}$/);
  // Cancelling frees the seat; the order says so.
  await page.getByTestId("order-cancel").click();
  await expect(page.getByTestId("order-state")).toHaveAttribute("data-state", "cancelled");
  await expect(page.getByTestId("order-ended")).toContainText("Its seat was released.");
  // The terms of sale the checkout links to.
  await page.goto("/en/terms-of-sale");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of sale");
  await expect(page.getByTestId("terms-of-sale")).toContainText("within 3 calendar days");
  await expect(page.getByTestId("terms-of-sale")).toContainText("Payments are non-refundable.");
});

test("the /mobile checkout shows the summary", async ({ page }) => {
  await signUpAt(page, "/en", "Maya");
  // A phone-sized window: a wide one is moved to the desktop twin once the page has hydrated.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(`/en/mobile/payment?sessionId=${Paid.en}`);
  await expect(page.getByTestId("mobile-header")).toBeVisible();
  await expect(page.getByTestId("payment-summary").getByTestId("summary-total")).toContainText(
    "$511.48",
  );
  await expect(
    page.getByRole("checkbox", { name: "I accept the terms of sale." }),
  ).not.toBeChecked();
});

test("the London session on the UK site is priced in pounds with the UK's VAT", async ({
  page,
}) => {
  await signUpAt(page, "/uk", "Harriet");
  await page.goto("/uk/workshop-seminar/list");
  await expect(sessionFee(page, Paid.uk)).toHaveText("£399.00");
  await page.goto(`/uk/payment?sessionId=${Paid.uk}`);
  const summary = page.getByTestId("payment-summary");
  await expect(summary).toHaveAttribute("data-currency", "GBP");
  await expect(summary.getByTestId("summary-vat")).toContainText("VAT (20%)");
  await expect(summary.getByTestId("summary-vat")).toContainText("£81.80");
  await expect(summary.getByTestId("summary-total")).toContainText("£490.78");
});

test("the Arabic checkout reads right to left with the summary in dirhams", async ({ page }) => {
  await signUpAt(page, "/en", "Rami");
  await page.goto(`/ar/payment?sessionId=${Paid.ar}`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("الدفع");
  const summary = page.getByTestId("payment-summary");
  await expect(summary).toHaveAttribute("data-currency", "AED");
  await expect(summary.getByTestId("summary-vat")).toContainText("ضريبة القيمة المضافة (5٪)");
  // AED 1,800.00 + 5% VAT = 1,890.00, in the page's Arabic numerals or Latin digits alike.
  await expect(summary.getByTestId("summary-total")).toContainText(/1[,٬]?890|١[٬,]?٨٩٠/);
});
