import { expect, test } from "./support/test.ts";

/** Frame §4: a missing page goes to /exception/notFound, which answers 404. */

test("an unknown path under a site ends on the site's not-found page", async ({ page }) => {
  await page.goto("/en/no/such/page");
  await expect(page).toHaveURL(/\/en\/exception\/notFound$/);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page.getByText("Sorry, the page you visited does not exist.")).toBeVisible();
  await page.getByRole("link", { name: "Back to home" }).click();
  await expect(page).toHaveURL(/\/en$/);
});

test("the not-found page answers HTTP 404", async ({ request }) => {
  const response = await request.get("/en/exception/notFound");
  expect(response.status()).toBe(404);
});

test("an unknown mobile path stays in the mobile layout", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/eu/de/mobile/nothing-here");
  await expect(page).toHaveURL(/\/eu\/de\/mobile\/exception\/notFound$/);
  await expect(page.getByTestId("not-found")).toBeVisible();
});

test("an unknown site prefix goes to the default site's not-found page; / to the default site", async ({
  page,
}) => {
  await page.goto("/xx/whatever");
  await expect(page).toHaveURL(/\/en\/exception\/notFound$/);
  await page.goto("/");
  await expect(page).toHaveURL(/\/en$/);
});

test("favicon.ico is a file, not a page", async ({ request }) => {
  const response = await request.get("/favicon.ico", { maxRedirects: 0 });
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/icon/);
});

test("a page asked with another method than GET or HEAD answers 405 with Allow", async ({
  baseURL,
}) => {
  const { request } = await import("node:http");
  const ask = (method: string, path: string) =>
    new Promise<{ status: number; allow: string | undefined }>((resolve, reject) => {
      const req = request(new URL(path, baseURL), { method }, (res) => {
        res.resume();
        resolve({ status: res.statusCode!, allow: res.headers.allow });
      });
      req.once("error", reject);
      req.end();
    });
  for (const [method, path] of [
    ["TRACE", "/en"],
    ["POST", "/en/certification/list"],
    ["PUT", "/eu/de"],
    ["DELETE", "/favicon.ico"],
    ["OPTIONS", "/en/my-learning"],
  ] as const)
    expect(await ask(method, path), `${method} ${path}`).toEqual({
      status: 405,
      allow: "GET, HEAD",
    });
  expect((await ask("HEAD", "/en")).status).toBe(200);
});
