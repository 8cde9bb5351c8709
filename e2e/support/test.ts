import { test as base, type Page } from "@playwright/test";

export * from "@playwright/test";

/**
 * Playwright's `test`, but its page's `goto` and `reload` return once the
 * page runs. A built page is painted before its modules run (decision 0033),
 * and the load event comes once they are in, not once they have hydrated the
 * page: a journey clicking a button at once would click a page that cannot
 * answer yet (a visitor's early press is answered only once it does,
 * app/frame/early-clicks.ts). Pages that are not the portal's (the identity
 * provider's) are returned at their load event.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (loads(options?.waitUntil)) await running(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      if (loads(options?.waitUntil)) await running(page);
      return response;
    };
    await use(page);
  },
});

/** Whether the navigation waited for the load event (Playwright's default). */
const loads = (waitUntil: string | undefined) => waitUntil === undefined || waitUntil === "load";

/** Until a page of the portal has hydrated; at once for any other document. */
async function running(page: Page) {
  await page.waitForFunction(
    () => !("__reactRouterContext" in window) || "__reactRouterDataRouter" in window,
    undefined,
    { polling: 20 },
  );
}
