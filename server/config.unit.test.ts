import { availableParallelism } from "node:os";
import { describe, expect, test } from "vitest";
import Fastify from "fastify";
import { ConfigError, parseConfig, proxyTrust } from "./config.ts";

describe("configuration (server/config.ts)", () => {
  test("defaults: port 3000, embedded database under ./data, no Redis", () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      redisUrl: undefined,
      publicUrl: undefined,
    });
    expect(config.dataDir).toMatch(/\/data$/);
  });

  test("reads every variable", () => {
    const config = parseConfig({
      PORT: "8080",
      HOST: "127.0.0.1",
      PUBLIC_URL: "https://academy.example.com/",
      DATA_DIR: "/var/lib/academy",
      DATABASE_URL: "postgres://app@db:5432/academy",
      REDIS_URL: "redis://cache:6379",
      SMTP_URL: "smtp://mail:25",
      STRIPE_SECRET_KEY: "sk_test_51Example",
      STRIPE_WEBHOOK_SECRET: "whsec_example",
    });
    expect(config).toMatchObject({
      demo: false,
      port: 8080,
      host: "127.0.0.1",
      publicUrl: "https://academy.example.com",
      dataDir: "/var/lib/academy",
      databaseUrl: "postgres://app@db:5432/academy",
      redisUrl: "redis://cache:6379",
    });
  });

  test.each([
    ["PORT", "eighty"],
    ["PORT", "70000"],
    ["PUBLIC_URL", "academy.example.com"],
    ["PUBLIC_URL", "ftp://academy.example.com"],
    ["DATABASE_URL", "mysql://db/academy"],
    ["REDIS_URL", "http://cache"],
    ["DATA_DIR", "  "],
    ["CERTIFICATE_LOOKUPS_PER_MINUTE", "0"],
    ["CERTIFICATE_LOOKUPS_PER_MINUTE", "many"],
    ["BACKGROUND_JOBS", "yes"],
    ["MAIL_RETRY_SECONDS", "0"],
    ["MAIL_RETRY_SECONDS", "soon"],
    ["MAIL_ATTEMPTS", "0"],
    ["METRICS_ALLOW", "10.0.0.0/33"],
    ["METRICS_ALLOW", "prometheus.internal"],
    ["METRICS_TOKEN", "short"],
    ["API_DOCS", "yes"],
  ])("a bad %s stops start-up with a message naming it", (name, value) => {
    expect(() => parseConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => parseConfig({ [name]: value })).toThrow(new RegExp(`\\b${name}\\b`));
  });

  test("background jobs run in every process unless it is made web-only; mail retries from a minute, ten times", () => {
    expect(parseConfig({})).toMatchObject({
      backgroundJobs: true,
      mailRetry: { firstDelaySeconds: 60, attempts: 10 },
    });
    expect(
      parseConfig({ BACKGROUND_JOBS: "false", MAIL_RETRY_SECONDS: "5", MAIL_ATTEMPTS: "3" }),
    ).toMatchObject({ backgroundJobs: false, mailRetry: { firstDelaySeconds: 5, attempts: 3 } });
  });

  test("certificate lookups: 30 a minute per address unless raised", () => {
    expect(parseConfig({}).certificateLookupsPerMinute).toBe(30);
    expect(
      parseConfig({ CERTIFICATE_LOOKUPS_PER_MINUTE: "100000" }).certificateLookupsPerMinute,
    ).toBe(100_000);
  });

  test("staff sessions end after 30 idle minutes unless set; the second factor's key is 32 bytes (decision 0043)", () => {
    expect(parseConfig({})).toMatchObject({
      staffSessionIdleSeconds: 1800,
      secondFactorKey: undefined,
    });
    const key = Buffer.alloc(32, 7).toString("base64url");
    expect(parseConfig({ STAFF_SESSION_IDLE_MINUTES: "15", SECOND_FACTOR_KEY: key })).toMatchObject(
      { staffSessionIdleSeconds: 900, secondFactorKey: key },
    );
    expect(() => parseConfig({ STAFF_SESSION_IDLE_MINUTES: "0" })).toThrow(
      /STAFF_SESSION_IDLE_MINUTES/,
    );
    expect(() => parseConfig({ SECOND_FACTOR_KEY: "short" })).toThrow(/SECOND_FACTOR_KEY/);
  });

  test("empty optional URLs count as unset", () => {
    expect(parseConfig({ DATABASE_URL: "", REDIS_URL: "" })).toMatchObject({
      databaseUrl: undefined,
      redisUrl: undefined,
    });
  });
});

describe("render threads (RENDER_THREADS)", () => {
  test("by default every core but the main thread's, at least one, at most seven", () => {
    expect(parseConfig({}).renderThreads).toBe(
      Math.min(7, Math.max(1, availableParallelism() - 1)),
    );
    expect(parseConfig({ RENDER_THREADS: "3" }).renderThreads).toBe(3);
    expect(parseConfig({ RENDER_THREADS: "0" }).renderThreads).toBe(0);
  });
});

describe("several processes share the port (WEB_PROCESSES)", () => {
  test("one by default; several need PostgreSQL and Redis, and share the cores' render threads", () => {
    expect(parseConfig({}).webProcesses).toBe(1);
    expect(() => parseConfig({ WEB_PROCESSES: "2" })).toThrow(/DATABASE_URL.*one process/);
    expect(() =>
      parseConfig({ WEB_PROCESSES: "2", DATABASE_URL: "postgres://app@db/academy" }),
    ).toThrow(/REDIS_URL/);
    const config = parseConfig({
      WEB_PROCESSES: "2",
      DATABASE_URL: "postgres://app@db/academy",
      REDIS_URL: "redis://cache:6379",
      DEMO: "true",
    });
    expect(config.webProcesses).toBe(2);
    // Each process keeps a core for its main thread; the rest are shared between their pools.
    expect(config.renderThreads).toBe(
      Math.min(7, Math.max(1, Math.floor((availableParallelism() - 2) / 2))),
    );
    expect(() => parseConfig({ WEB_PROCESSES: "0" })).toThrow(ConfigError);
  });
});

describe("demo mode and production mode", () => {
  const production = {
    DATABASE_URL: "postgres://app@db:5432/academy",
    PUBLIC_URL: "https://academy.example.com",
    SMTP_URL: "smtp://mail:25",
    STRIPE_SECRET_KEY: "sk_test_51Example",
    STRIPE_WEBHOOK_SECRET: "whsec_example",
  };

  test("demo mode is the embedded database's default; DATABASE_URL makes production mode", () => {
    expect(parseConfig({}).demo).toBe(true);
    expect(parseConfig(production).demo).toBe(false);
    expect(parseConfig({ ...production, DEMO: "true" }).demo).toBe(true);
    expect(parseConfig({ DEMO: "false", ...production }).demo).toBe(false);
  });

  test.each([
    ["PUBLIC_URL", { ...production, PUBLIC_URL: undefined }],
    ["PUBLIC_URL", { ...production, PUBLIC_URL: "http://academy.example.com" }],
    ["SMTP_URL", { ...production, SMTP_URL: undefined }],
    // The offline payment provider confirms payments on our own page (decision 0023).
    [
      "STRIPE_SECRET_KEY",
      { ...production, STRIPE_SECRET_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined },
    ],
  ])("production mode refuses to start without a safe %s", (name, env) => {
    expect(() => parseConfig(env)).toThrow(ConfigError);
    expect(() => parseConfig(env)).toThrow(new RegExp(`\\b${name}\\b`));
    // Command-line tools (migrations, roles) serve nobody: they run with the same settings.
    expect(() => parseConfig(env, "tool")).not.toThrow();
    // Demo mode and tests start with the same settings.
    expect(() => parseConfig({ ...env, DEMO: "true" })).not.toThrow();
    expect(() => parseConfig({ ...env, NODE_ENV: "test" })).not.toThrow();
  });
});

describe("operations endpoints (decision 0044)", () => {
  const production = {
    DATABASE_URL: "postgres://app@db:5432/academy",
    PUBLIC_URL: "https://academy.example.com",
    SMTP_URL: "smtp://mail:25",
    PAYMENT_OFFLINE_ALLOWED: "true",
    BANK_TRANSFER_IBAN: "DE89 3704 0044 0532 0130 00",
  };

  test("the API reference is on in demo mode and off in production mode unless set", () => {
    expect(parseConfig({}).apiDocs).toBe(true);
    expect(parseConfig({ API_DOCS: "false" }).apiDocs).toBe(false);
    expect(parseConfig(production).apiDocs).toBe(false);
    expect(parseConfig({ ...production, API_DOCS: "true" }).apiDocs).toBe(true);
  });

  test("/metrics is open in demo mode, closed in production mode, restricted as configured", () => {
    expect(parseConfig({}).metrics).toEqual({ kind: "open" });
    expect(parseConfig(production).metrics).toEqual({ kind: "closed" });
    expect(
      parseConfig({ ...production, METRICS_ALLOW: "10.0.0.0/8, 2001:db8::1" }).metrics,
    ).toEqual({ kind: "restricted", token: undefined, allow: ["10.0.0.0/8", "2001:db8::1"] });
    expect(parseConfig({ METRICS_TOKEN: "scrape-token-0123456789" }).metrics).toEqual({
      kind: "restricted",
      token: "scrape-token-0123456789",
      allow: undefined,
    });
  });

  test("production mode refuses an allow-list of every address without a token", () => {
    for (const everyone of ["0.0.0.0/0", "10.0.0.0/8,::/0"]) {
      const env = { ...production, METRICS_ALLOW: everyone };
      expect(() => parseConfig(env)).toThrow(/METRICS_ALLOW/);
      expect(() => parseConfig({ ...env, METRICS_TOKEN: "scrape-token-0123456789" })).not.toThrow();
    }
  });
});

describe("the payment provider (decision 0023)", () => {
  const production = {
    DATABASE_URL: "postgres://app@db:5432/academy",
    PUBLIC_URL: "https://academy.example.com",
    SMTP_URL: "smtp://mail:25",
  };
  test("Stripe when both its keys are set, the offline provider otherwise", () => {
    expect(parseConfig({}).payment.stripe).toBeUndefined();
    expect(
      parseConfig({ STRIPE_SECRET_KEY: "sk_test_1", STRIPE_WEBHOOK_SECRET: "whsec_1" }).payment
        .stripe,
    ).toEqual({ secretKey: "sk_test_1", webhookSecret: "whsec_1" });
    expect(() => parseConfig({ STRIPE_SECRET_KEY: "sk_test_1" })).toThrow(/set together/);
    expect(() =>
      parseConfig({ STRIPE_SECRET_KEY: "pk_test_1", STRIPE_WEBHOOK_SECRET: "whsec_1" }),
    ).toThrow(/STRIPE_SECRET_KEY/);
  });
  test("production takes the offline provider only when explicitly allowed", () => {
    expect(() => parseConfig(production)).toThrow(/PAYMENT_OFFLINE_ALLOWED/);
    expect(() => parseConfig({ ...production, PAYMENT_OFFLINE_ALLOWED: "true" })).toThrow(
      /BANK_TRANSFER_IBAN/,
    );
    expect(() =>
      parseConfig({
        ...production,
        PAYMENT_OFFLINE_ALLOWED: "true",
        BANK_TRANSFER_IBAN: "DE89 3704 0044 0532 0130 00",
      }),
    ).not.toThrow();
  });
});

describe("TRUST_PROXY names the proxies, never every hop", () => {
  test.each([
    [undefined, false],
    ["false", false],
    ["0", false],
    ["true", 1],
    ["1", 1],
    ["2", 2],
    ["10.0.0.1", ["10.0.0.1"]],
    ["10.0.0.0/8, 2001:db8::/32", ["10.0.0.0/8", "2001:db8::/32"]],
  ])("%s trusts %j", (value, expected) => {
    expect(parseConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toEqual(
      expected,
    );
  });

  test.each(["yes", "11", "10.0.0.1/33", "proxy.internal", "10.0.0.1,", "-1"])(
    "%s stops start-up",
    (value) => expect(() => parseConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/),
  );

  test("behind one proxy, a forged X-Forwarded-For does not change the visitor's address", async () => {
    const app = Fastify({
      trustProxy: proxyTrust(parseConfig({ TRUST_PROXY: "true" }).trustProxy),
    });
    app.get("/ip", async (request) => ({ ip: request.ip }));
    // The client claims 203.0.113.9; the load balancer (10.0.0.2) appends the address it saw.
    const res = await app.inject({
      url: "/ip",
      remoteAddress: "10.0.0.2",
      headers: { "x-forwarded-for": "203.0.113.9, 198.51.100.7" },
    });
    expect(res.json().ip).toBe("198.51.100.7");
    await app.close();
  });

  test("with proxy addresses, only those hops are believed", async () => {
    const app = Fastify({
      trustProxy: proxyTrust(parseConfig({ TRUST_PROXY: "10.0.0.0/8" }).trustProxy),
    });
    app.get("/ip", async (request) => ({ ip: request.ip }));
    const through = await app.inject({
      url: "/ip",
      remoteAddress: "10.0.0.2",
      headers: { "x-forwarded-for": "203.0.113.9, 198.51.100.7" },
    });
    expect(through.json().ip).toBe("198.51.100.7");
    // A client that is not our proxy cannot claim another address.
    const direct = await app.inject({
      url: "/ip",
      remoteAddress: "198.51.100.50",
      headers: { "x-forwarded-for": "203.0.113.9" },
    });
    expect(direct.json().ip).toBe("198.51.100.50");
    await app.close();
  });
});
