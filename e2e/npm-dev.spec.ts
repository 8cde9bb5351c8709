import { utimesSync } from "node:fs";
import { expect, test } from "./support/test.ts";
import { startCommand } from "./support/command-server.ts";
import { fullName, newLearner, signUpOnProvider } from "./support/identity.ts";
import { port } from "./support/servers.ts";

/**
 * `npm run dev` (README): the development server serves the pages of both
 * layouts and of a right-to-left language, to a visitor and to a learner,
 * without a single error or warning in the browser; it does not bundle its
 * packages again halfway (which reloads every open page under the requests
 * of the one that asked: on a fresh checkout, as in CI, Vite starts with no
 * bundle), and a file changed while pages are being answered leaves it
 * answering.
 */
test("npm run dev serves the pages cleanly from a fresh start", async ({ page }) => {
  // Vite compiles each module on its first request: on a loaded two-core machine the twenty
  // page visits of a fresh start have taken over four minutes.
  test.setTimeout(360_000);
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning")
      problems.push(`${message.type()} on ${page.url()}: ${message.text().slice(0, 500)}`);
  });
  page.on("pageerror", (error) => problems.push(`uncaught on ${page.url()}: ${error.message}`));
  page.on("response", (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  // `--strictPort`: Vite would otherwise move to the next free port, where no one looks.
  const server = await startCommand(["node_modules/.bin/react-router", "dev", "--strictPort"], {
    port: port + 51,
    readyWithin: 120_000,
  });
  const { base } = server;
  try {
    for (const address of [
      "/en",
      "/en/certification/detail/101",
      "/en/course/detail/2001",
      "/en/smart-try",
      "/en/faq",
      "/en/mobile",
      "/en/mobile/news",
      "/ar",
    ]) {
      const response = await page.goto(base + address, { timeout: 60_000 });
      expect(response?.status(), address).toBe(200);
      await page.waitForLoadState("networkidle");
    }
    // A file changes while pages are being answered: Vite's adapter makes a new app, on the
    // same open database, and the pages it then answers use the same router-context tokens.
    const addresses = ["/en/faq", "/en/certification/detail/101", "/en/news", "/en/mobile"];
    const asked = addresses.flatMap((address) =>
      [1, 2, 3].map(() => fetch(base + address).then((res) => res.status)),
    );
    const now = new Date();
    utimesSync("server/modules/catalogue/page-reads.ts", now, now);
    expect(await Promise.all(asked)).toEqual(asked.map(() => 200));
    const after = await Promise.all(
      addresses.map((address) => fetch(base + address).then((res) => res.status)),
    );
    expect(after).toEqual(addresses.map(() => 200));
    await page.goto(base + "/en/course/detail/2001");
    await page.waitForLoadState("networkidle");
    // Signed in: the shared pages read the learner after the page, their own pages render for them.
    await page.goto(`${base}/user/sso/login?target=${encodeURIComponent("/en")}`);
    const learner = newLearner("Devon");
    await signUpOnProvider(page, learner);
    await expect(page.getByTestId("desktop-header").getByTestId("user-menu")).toContainText(
      fullName(learner),
      {
        timeout: 30_000,
      },
    );
    for (const address of ["/en/certification/detail/101", "/en/my-learning", "/en/mobile"]) {
      await page.goto(base + address, { timeout: 60_000 });
      await page.waitForLoadState("networkidle");
    }
    expect(problems).toEqual([]);
    // Vite re-bundling, a page it could not render, a database closed under a request, or an
    // error or fatal line of the server's log.
    expect(server.output()).not.toMatch(
      /optimized dependencies changed|internal server error|PGlite is closed|"level":[56]0/i,
    );
  } finally {
    await server.stop();
  }
});
