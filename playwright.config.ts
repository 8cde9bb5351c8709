import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3210);

/**
 * Journeys in Debian's Chromium (never a downloaded browser) against the built
 * server on a fresh embedded database with the demo data.
 */
export default defineConfig({
  testDir: "e2e",
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? "list" : "list",
  use: {
    baseURL: `http://localhost:${port}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: "node scripts/e2e-server.ts",
    url: `http://localhost:${port}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(port), HOST: "127.0.0.1", DATA_DIR: "data/e2e", LOG_LEVEL: "warn" },
  },
});
