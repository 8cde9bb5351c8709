import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Clicks a control until what it opens is visible. A click that lands before
 * the control can answer (its part still loading) may do nothing, and a
 * second click on an open menu would close it again. A click that started a
 * slow flow (its calls answer late on a loaded machine) is given 3 seconds
 * before it counts as lost, so it is not clicked again midway.
 */
export async function openWith(control: Locator, opened: Locator) {
  await expect(async () => {
    // A control the flow has replaced meanwhile (a slow enrolment answering between the
    // check and the click) is not waited for: the attempt fails and the next one looks again.
    if (!(await opened.isVisible())) await control.click({ timeout: 3_000 });
    await expect(opened).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * Waits until the page is hydrated and React has run its effects (timers
 * started in effects, say): the router exists, then a few tasks of the kind
 * React's scheduler runs its work in. Needed where the test drives the page's
 * clock and a timer started late would miss the time it moves.
 */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => "__reactRouterDataRouter" in window, undefined, {
    polling: 50,
  });
  await page.evaluate(async () => {
    for (let i = 0; i < 5; i++)
      await new Promise((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = resolve;
        channel.port2.postMessage(null);
      });
  });
}
