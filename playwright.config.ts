import { defineConfig, devices } from "@playwright/test";
import { journeyState } from "./e2e/support/journey-state.ts";
import {
  externalIssuer,
  externalPort,
  externalPortal,
  issuerPort,
  port,
} from "./e2e/support/servers.ts";

/**
 * Journeys in Debian's Chromium (never a downloaded browser) against the built
 * server on a fresh embedded database with the demo data. The external-issuer
 * project runs its journey against a second portal (own fresh database) that
 * signs in through a separate oidc-provider instance.
 */
export default defineConfig({
  testDir: "e2e",
  // Journeys walk several people through sign-up, enrolment and approval; on a shared
  // 2-core machine the longest take 20-30 s, so a step's own 10 s limit is the real check.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? "list" : "list",
  use: {
    baseURL: `http://localhost:${port}`,
    // Cookies accepted and the feedback invitation closed (e2e/support/journey-state.ts).
    storageState: journeyState,
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
  projects: [
    {
      name: "chromium",
      testIgnore: /auth-external\.spec\.ts$/,
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
    {
      name: "external-issuer",
      testMatch: /auth-external\.spec\.ts$/,
      use: { ...devices["Desktop Chrome"], channel: undefined, baseURL: externalPortal },
    },
  ],
  webServer: [
    {
      command: "node scripts/e2e-server.ts",
      url: `http://localhost:${port}/readyz`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: `data/e2e-${port}`,
        LOG_LEVEL: "warn",
        // Every journey signs up from this one address, as a training room behind one NAT would.
        SIGN_IN_ATTEMPTS_PER_ADDRESS: "1000",
        // The visitor's country from a CDN's header: a journey sends it to be seen from a country.
        GEOIP_COUNTRY_HEADER: "cf-ipcountry",
      },
    },
    {
      // An operator's own identity provider: oidc-provider with its development sign-in pages.
      command: `node e2e/support/external-issuer.ts ${issuerPort} ${externalPortal}`,
      url: `${externalIssuer}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: "node scripts/e2e-server.ts",
      url: `${externalPortal}/readyz`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(externalPort),
        HOST: "127.0.0.1",
        DATA_DIR: `data/e2e-external-${externalPort}`,
        LOG_LEVEL: "warn",
        OIDC_ISSUER: externalIssuer,
        OIDC_CLIENT_ID: "academy-external",
        OIDC_CLIENT_SECRET: "external-client-secret",
      },
    },
  ],
});
