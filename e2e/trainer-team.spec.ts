import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./support/test.ts";
import { openWith } from "./support/controls.ts";
import { newLearner, signUpOnProvider } from "./support/identity.ts";

/**
 * Frame §2: the trainer team, the invitation to join it and the home page's
 * trainers and user comments. The captcha's answer: the e2e server runs in
 * demo mode, whose captcha call hands the answer out as well (contract:
 * captchaSchema.demoAnswer); the journey reads it from that response, as a
 * person reads the image.
 */

const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);
/** A PNG's first bytes: what the server sniffs, whatever the name says. */
const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4b70000000049454e44ae426082",
  "hex",
);

/** The answer of the next captcha the page shows. */
function nextCaptcha(page: Page): Promise<string> {
  return page
    .waitForResponse((response) => response.url().includes("/validateCode/getValidateCode"))
    .then(async (response) => (await response.json()).data.demoAnswer as string);
}

async function fillApplication(page: Page, email: string) {
  await page.getByLabel("Full name").fill("Rania Saleh");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Country/region").fill("United Arab Emirates");
  await page.getByLabel("Topics you teach").fill("Video analytics, access control");
  await page.getByLabel("About your experience").fill("Ten years of project work.");
}

test("a visitor looks through the trainer team: region, keyword and page size live in the address", async ({
  page,
}) => {
  await page.goto("/en/trainer-team");
  const team = page.getByTestId("trainer-team");
  await expect(team.getByRole("heading", { level: 1 })).toHaveText("Meet our trainers");
  await expect(team.getByTestId("trainer-card")).toHaveCount(8);
  await expect(team.getByTestId("trainer-card").first()).toContainText("Amina Haddad");
  await expect(team.getByTestId("trainer-card").first().locator("img")).toHaveJSProperty(
    "complete",
    true,
  );

  await openWith(
    team.getByRole("combobox", { name: "Trainers per page" }),
    page.getByRole("option", { name: "32" }),
  );
  await page.getByRole("option", { name: "32" }).click();
  await expect(page).toHaveURL(/pageSize=32/);
  await expect(team.getByTestId("trainer-card")).toHaveCount(8);

  await openWith(
    team.getByRole("combobox", { name: "Country/region" }),
    page.getByRole("option", { name: "Europe" }),
  );
  await page.getByRole("option", { name: "Europe" }).click();
  await team.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/region=Europe/);
  await expect(page).toHaveURL(/pageSize=32/);
  await expect(team.getByTestId("trainer-card")).toHaveCount(2);
  await expect(team.getByTestId("trainer-total")).toHaveText("Trainers found: 2");

  await team.getByRole("searchbox", { name: "Keyword" }).fill("cyber");
  await team.getByRole("button", { name: "Search" }).click();
  await expect(team.getByTestId("trainer-card")).toHaveCount(1);
  await expect(team.getByTestId("trainer-card")).toContainText("Jan Kowalski");

  await team.getByRole("searchbox", { name: "Keyword" }).fill("nobody teaches this");
  await team.getByRole("button", { name: "Search" }).click();
  await expect(team.getByTestId("trainer-empty")).toBeVisible();

  // The invitation leads to the application form.
  await team
    .getByTestId("join-us-invitation")
    .getByRole("link", { name: "Join us as a trainer" })
    .click();
  await expect(page).toHaveURL(/\/en\/join-us-as-a-trainer$/);
  await expect(page.getByTestId("join-us")).toContainText("within 7 business days");
});

test("a visitor applies as a trainer: a disguised CV and a wrong code are refused, then the application is sent", async ({
  page,
}) => {
  const first = nextCaptcha(page);
  await page.goto("/en/join-us-as-a-trainer");
  const form = page.getByTestId("join-us-form");
  await expect(form.getByTestId("join-us-captcha")).toBeVisible();
  const firstAnswer = await first;
  await expect(page.getByTestId("join-us")).toContainText(
    "If we decline your application, your data and CV are deleted within 3 business days.",
  );

  // Sending nothing names what is missing.
  await form.getByRole("button", { name: "Send application" }).click();
  await expect(form).toContainText("Please fill in this field.");
  await expect(form).toContainText("Please agree so that we can handle your application.");

  await fillApplication(page, `rania.${Date.now()}@example.com`);
  // A PNG named .pdf is not a CV.
  const cvInput = form.locator('input[type="file"]');
  await cvInput.setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: PNG });
  await expect(form).toContainText("Please choose a PDF or Word document.");
  await cvInput.setInputFiles({
    name: "Rania Saleh CV.pdf",
    mimeType: "application/pdf",
    buffer: PDF,
  });
  await expect(form.getByTestId("join-us-cv-uploaded")).toHaveText("Uploaded: Rania Saleh CV.pdf");
  await form.getByRole("checkbox").check();

  // A wrong code uses the image up: a new one comes.
  const second = nextCaptcha(page);
  await form
    .getByRole("textbox", { name: "Verification code" })
    .fill(firstAnswer === "AAAAA" ? "BBBBB" : "AAAAA");
  await form.getByRole("button", { name: "Send application" }).click();
  await expect(form).toContainText("The code was wrong or has expired.");
  const secondAnswer = await second;

  await form.getByRole("textbox", { name: "Verification code" }).fill(secondAnswer);
  await form.getByRole("button", { name: "Send application" }).click();
  const done = page.getByTestId("join-us-done");
  await expect(done).toContainText("Thank you for applying");
  await expect(done).toContainText("within 7 business days");
  await expect(done).toContainText("deleted within 3 business days");
});

test("the home page shows trainers and user comments; the trainers lead to the team", async ({
  page,
}) => {
  await page.goto("/en");
  const trainers = page.getByTestId("home-trainers");
  await expect(trainers.getByRole("heading", { level: 2 })).toHaveText("Our trainers");
  await expect(trainers.getByTestId("trainer-card")).toHaveCount(4);
  const comments = page.getByTestId("home-comments");
  await expect(comments.getByRole("heading", { level: 2 })).toHaveText("What learners say");
  await expect(comments.getByRole("listitem")).toHaveCount(3);
  await expect(comments).toContainText("Fatima Noor");
  await trainers.getByRole("link", { name: "Meet the team" }).click();
  await expect(page).toHaveURL(/\/en\/trainer-team$/);
  await expect(page.getByTestId("trainer-card")).toHaveCount(8);
});

test("a signed-in learner's home recommends classrooms with seats left; a visitor's does not", async ({
  page,
}) => {
  await page.goto("/en");
  await expect(page.getByTestId("home-trainers")).toBeVisible();
  await expect(page.getByTestId("home-classrooms")).toHaveCount(0);
  await page.getByTestId("desktop-header").getByRole("link", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/idp\/interaction\//);
  await signUpOnProvider(page, newLearner("Karim"));
  await expect(page).toHaveURL(/\/en$/);
  const classrooms = page.getByTestId("home-classrooms");
  await expect(classrooms.getByRole("heading", { level: 2 })).toHaveText("Recommended classrooms");
  const first = classrooms.getByTestId("home-classroom").first();
  await expect(first).toContainText(/seats? left|Full/i);
  const name = (await first.getByRole("heading", { level: 3 }).textContent())!;
  await first.getByRole("link").click();
  await expect(page).toHaveURL(/\/en\/classroom\/detail\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the team in one narrow page, and an application sent from the phone", async ({ page }) => {
    await page.goto("/en/mobile");
    await expect(page.getByTestId("home-trainers").getByTestId("trainer-card")).toHaveCount(4);
    await expect(page.getByTestId("home-comments").getByRole("listitem")).toHaveCount(3);

    await page.goto("/en/mobile/trainer-team");
    await expect(page.getByTestId("trainer-card")).toHaveCount(8);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const captcha = nextCaptcha(page);
    await page.getByTestId("join-us-invitation").getByRole("link").click();
    await expect(page).toHaveURL(/\/en\/mobile\/join-us-as-a-trainer$/);
    const answer = await captcha;
    const form = page.getByTestId("join-us-form");
    await fillApplication(page, `rania.mobile.${Date.now()}@example.com`);
    await form.locator('input[type="file"]').setInputFiles({
      name: "cv.pdf",
      mimeType: "application/pdf",
      buffer: PDF,
    });
    await expect(form.getByTestId("join-us-cv-uploaded")).toBeVisible();
    await form.getByRole("checkbox").check();
    await form.getByRole("textbox", { name: "Verification code" }).fill(answer);
    await form.getByRole("button", { name: "Send application" }).click();
    await expect(page.getByTestId("join-us-done")).toContainText("Thank you for applying");
  });
});

test("in Arabic the trainer team reads right to left", async ({ page }) => {
  await page.goto("/ar/trainer-team");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("تعرّف على مدربينا");
  await expect(page.getByTestId("trainer-card").first()).toContainText("الشرق الأوسط");
  const invitation = page.getByTestId("join-us-invitation");
  await invitation.getByRole("link", { name: "انضم إلينا كمدرب" }).click();
  await expect(page).toHaveURL(/\/ar\/join-us-as-a-trainer$/);
  await expect(page.getByTestId("join-us")).toContainText("خلال 7 أيام عمل");

  await page.goto("/ar");
  await expect(page.getByTestId("home-trainers").getByRole("heading", { level: 2 })).toHaveText(
    "مدربونا",
  );
  await expect(page.getByTestId("home-comments")).toContainText("ماذا يقول المتعلمون");
});

/** What axe (the engine of Lighthouse's accessibility audit) finds wrong in the page's content. */
async function accessibilityViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .include("main")
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`,
  );
}

test("the trainer pages and the home sections pass axe, left to right and right to left", async ({
  page,
}) => {
  for (const path of ["/en/trainer-team", "/ar/trainer-team", "/en/join-us-as-a-trainer", "/en"]) {
    await page.goto(path);
    await expect(page.getByTestId("footer")).toBeVisible();
    if (path.includes("join-us")) await expect(page.getByTestId("join-us-captcha")).toBeVisible();
    expect(await accessibilityViolations(page), path).toEqual([]);
  }
});
