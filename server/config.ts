import { isIP } from "node:net";
import { availableParallelism } from "node:os";
import path from "node:path";
import { z } from "zod";

/** Trusted proxies: none, a number of hops, or their addresses and CIDR ranges. */
export type TrustProxy = false | number | string[];

/**
 * The trust rule for Fastify: addresses as they are; a hop count as "the first
 * N hops from the socket" (Express's meaning), which Fastify 5 no longer
 * accepts as a number because it cannot tell whether the peer is a proxy. It
 * is right when the portal is reachable only through those proxies, which is
 * what setting a count declares.
 */
export function proxyTrust(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== "number") return trust;
  return (_address, hop) => hop < trust;
}

function isProxyAddress(entry: string): boolean {
  const [address, prefix, ...rest] = entry.split("/");
  const version = isIP(address ?? "");
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d+$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Every environment variable the server reads, parsed once at start-up.
 * A bad value stops the process with a message that names the variable.
 */
const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(z.url({ protocol: new RegExp(`^(${protocols.join("|")})$`) }).optional());

/** The example account of the demo (a published test IBAN): never one to pay to. */
const TEST_IBAN = "GB33 BUKB 2020 1555 5555 55";

const configSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  /**
   * Demo mode: demo data and demo accounts, relaxed production checks. The
   * default on the embedded database; off by default with DATABASE_URL.
   */
  DEMO: z.enum(["true", "false"]).optional(),
  /**
   * The API reference at /api/docs and its OpenAPI document at /api/docs/json.
   * Default: on in demo mode, off in production mode (decision 0044).
   */
  API_DOCS: z.enum(["true", "false"]).optional(),
  /** When set, /metrics answers only `Authorization: Bearer <token>`. */
  METRICS_TOKEN: z.string().trim().min(16).optional(),
  /**
   * When set, /metrics answers only client addresses in these ranges
   * (addresses or CIDRs, comma-separated), read as TRUST_PROXY allows.
   */
  METRICS_ALLOW: z
    .string()
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (!value) return undefined;
      const ranges = value.split(",").map((entry) => entry.trim());
      if (ranges.every(isProxyAddress)) return ranges;
      ctx.addIssue({ code: "custom", message: "addresses or CIDRs, comma-separated" });
      return z.NEVER;
    }),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default("0.0.0.0"),
  PUBLIC_URL: optionalUrl(["http", "https"]),
  DATA_DIR: z.string().trim().min(1).default("./data"),
  DATABASE_URL: optionalUrl(["postgres", "postgresql"]),
  REDIS_URL: optionalUrl(["redis", "rediss"]),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Header set by a trusted reverse proxy or CDN with the visitor's ISO country code. */
  GEOIP_COUNTRY_HEADER: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9-]+$/, "must be an HTTP header name")
    .optional(),
  /** SMTP server for outgoing mail; without it mail goes to the outbox table and the log. */
  SMTP_URL: optionalUrl(["smtp", "smtps"]),
  MAIL_FROM: z.string().trim().min(3).default("Academy <no-reply@academy.localhost>"),
  /**
   * Seconds before a mail the SMTP server refused or could not take is tried
   * again; each further wait is twice the one before, at most an hour.
   */
  MAIL_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** Attempts at delivering a mail before it is marked failed (the default spans about four hours). */
  MAIL_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(10),
  /**
   * Whether this process works the background jobs (mail delivery, sweeps,
   * schedules; decision 0040). `false` makes a web-only instance, which still
   * puts jobs on the queue for the instances that work them.
   */
  BACKGROUND_JOBS: z.enum(["true", "false"]).default("true"),
  /** An external OpenID Connect issuer; unset means the embedded provider at /idp. */
  OIDC_ISSUER: optionalUrl(["http", "https"]),
  OIDC_CLIENT_ID: z.string().trim().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().trim().min(1).optional(),
  /** The external provider's delete-account page (frame §4 "Logout"). */
  OIDC_DELETE_ACCOUNT_URL: optionalUrl(["http", "https"]),
  /** Course videos (chapters below it, public intros under public/). */
  MEDIA_DIR: z.string().trim().min(1).default("./media"),
  /** Where browsers fetch videos: this server's /media, or a CDN that checks the same signatures. */
  MEDIA_BASE_URL: z
    .string()
    .trim()
    .regex(
      /^(\/|https?:\/\/)\S*[^/]$/,
      "a path like /media or an https URL, without a trailing slash",
    )
    .default("/media"),
  /** Key for signing media URLs (base64url, 32+ bytes), shared with a CDN; else one is created and kept in the database. */
  MEDIA_SIGNING_KEY: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{43,}$/, "base64url, at least 32 bytes")
    .optional(),
  /**
   * Worker threads rendering pages (decision 0013); 0 renders them on the main
   * thread. Default: one per core, at most 8.
   */
  RENDER_THREADS: z.coerce.number().int().min(0).max(64).optional(),
  /**
   * Server processes sharing the port (node:cluster), each with its own render
   * threads: the main thread of one process serves only so many kept pages
   * and calls. Above 1 it needs PostgreSQL (the embedded database is one
   * process) and Redis (sessions ended, rate limits and dropped caches must
   * reach every process). Default 1.
   */
  WEB_PROCESSES: z.coerce.number().int().min(1).max(64).default(1),
  /** Seconds an anonymous page render is reused; 0 turns the page cache off. */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(15),
  /**
   * Certificate lookups by number (the verification page, its QR address) a
   * client address may make per minute: few enough that guessing numbers is
   * hopeless. Raise it only where many people share one address, or to
   * measure the page under load (the bench).
   */
  CERTIFICATE_LOOKUPS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(30),
  /**
   * Sign-in, sign-up and account attempts on the embedded identity provider a
   * client address may make per 15 minutes (each account has its own, lower
   * limit too). Raise it only where many people share one address (a
   * training room behind one NAT, the browser journeys).
   */
  SIGN_IN_ATTEMPTS_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(30),
  /**
   * Minutes without a request after which a staff account's session ends
   * (approvers, administrators...; decision 0043); a learner's lasts 3 days.
   */
  STAFF_SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  /**
   * Key encrypting the second factors' secrets (base64url, 32 bytes), kept
   * apart from the database so that a copy of it (a backup) does not hold them
   * readable; else one is created and kept in the database (decision 0043).
   */
  SECOND_FACTOR_KEY: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{43}$/, "base64url of 32 bytes")
    .optional(),
  /**
   * Which X-Forwarded-* hops to believe. Trusting every hop would let a client
   * forge its address in the header and walk around the per-IP limits, so the
   * setting names the proxies: a hop count (`true` is one load balancer) or
   * their addresses and CIDR ranges, comma-separated.
   */
  /**
   * Stripe (decision 0023): with both set, orders are paid through Stripe
   * Checkout and its webhooks; without them, the offline provider (demo,
   * tests), which production refuses unless PAYMENT_OFFLINE_ALLOWED=true.
   */
  STRIPE_SECRET_KEY: z
    .string()
    .trim()
    .regex(/^(sk|rk)_(test|live)_\w+$/, "a Stripe secret key (sk_test_… or sk_live_…)")
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .trim()
    .regex(/^whsec_\w+$/, "a Stripe webhook signing secret (whsec_…)")
    .optional(),
  PAYMENT_OFFLINE_ALLOWED: z.enum(["true", "false"]).default("false"),
  /** The account bank transfers go to when our own instructions are shown (the offline provider). */
  BANK_TRANSFER_BENEFICIARY: z.string().trim().min(2).max(140).default("Academy Training Ltd"),
  BANK_TRANSFER_IBAN: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}\d{2}[A-Z0-9 ]{10,32}$/, "an IBAN")
    .default(TEST_IBAN),
  BANK_TRANSFER_BIC: z
    .string()
    .trim()
    .regex(/^[A-Z0-9]{8}([A-Z0-9]{3})?$/, "a BIC")
    .default("BUKBGB22"),
  TRUST_PROXY: z
    .string()
    .trim()
    .default("false")
    .transform((value, ctx): TrustProxy => {
      if (value === "false" || value === "0" || value === "") return false;
      if (value === "true") return 1;
      if (/^\d+$/.test(value)) {
        const hops = Number(value);
        if (hops <= 10) return hops;
      } else {
        const proxies = value.split(",").map((entry) => entry.trim());
        if (proxies.every(isProxyAddress)) return proxies;
      }
      ctx.addIssue({
        code: "custom",
        message:
          "false, true (one proxy), a hop count up to 10, or proxy addresses/CIDRs, comma-separated",
      });
      return z.NEVER;
    }),
});

export type MetricsAccess =
  | { kind: "open" }
  | { kind: "closed" }
  | { kind: "restricted"; token: string | undefined; allow: string[] | undefined };

export type Config = {
  env: "development" | "production" | "test";
  /** Demo data and accounts are seeded only in demo mode; production mode refuses unsafe settings. */
  demo: boolean;
  /** Whether /api/docs and /api/docs/json are served. */
  apiDocs: boolean;
  /**
   * Who reads /metrics (decision 0044): whoever presents the token and/or
   * comes from the ranges; `open` (demo mode with neither set) everyone;
   * `closed` (production mode with neither set) nobody.
   */
  metrics: MetricsAccess;
  port: number;
  host: string;
  publicUrl: string | undefined;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  logLevel: z.infer<typeof configSchema>["LOG_LEVEL"];
  geoipCountryHeader: string | undefined;
  /** Hops (count) or proxy addresses whose X-Forwarded-* headers are believed; false for none. */
  trustProxy: TrustProxy;
  pageCacheSeconds: number;
  renderThreads: number;
  /** Server processes sharing the port (server/main.ts). */
  webProcesses: number;
  /** Certificate lookups by number per client address and minute. */
  certificateLookupsPerMinute: number;
  /** Sign-in and sign-up attempts on the embedded provider per client address and 15 minutes. */
  signInAttemptsPerAddress: number;
  /** Seconds without a request after which a staff account's session ends. */
  staffSessionIdleSeconds: number;
  /** The key of the second factors' secrets, when the operator gives one. */
  secondFactorKey: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Delivery retries: the first wait (doubling, at most an hour) and the attempts before a mail fails. */
  mailRetry: { firstDelaySeconds: number; attempts: number };
  /** Whether this process works the job queue and runs the schedules (server/jobs/). */
  backgroundJobs: boolean;
  oidc: { issuer: string; clientId: string; clientSecret: string | undefined } | undefined;
  oidcDeleteAccountUrl: string | undefined;
  media: { dir: string; baseUrl: string; signingKey: string | undefined };
  payment: {
    /** Stripe's keys when both are set: the Stripe adapter; else the offline provider. */
    stripe: { secretKey: string; webhookSecret: string } | undefined;
    bankAccount: { beneficiary: string; iban: string; bic: string };
  };
};

/**
 * Render threads per server process when RENDER_THREADS is unset (decision
 * 0013): each process's main thread (HTTP, and the embedded database) keeps a
 * core to itself, and the processes share the rest between their pools; at
 * least one, and at most seven, as each worker holds the pages' build and past
 * a few the main thread is the limit anyway.
 */
export function defaultRenderThreads(webProcesses: number): number {
  return Math.min(
    7,
    Math.max(1, Math.floor((availableParallelism() - webProcesses) / webProcesses)),
  );
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

export function parseConfig(
  env: NodeJS.ProcessEnv = process.env,
  /** "tool": a command-line script (migrate, roles), which serves nobody and needs no mail or TLS. */
  use: "server" | "tool" = "server",
): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `${issue.path.join(".")}: ${issue.message}`)
      .join("; ");
    throw new ConfigError(`Invalid configuration: ${problems}`);
  }
  const parsed = result.data;
  if (Boolean(parsed.STRIPE_SECRET_KEY) !== Boolean(parsed.STRIPE_WEBHOOK_SECRET))
    throw new ConfigError(
      "Invalid configuration: STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set together",
    );
  if (parsed.OIDC_ISSUER && !parsed.OIDC_CLIENT_ID) {
    throw new ConfigError(
      "Invalid configuration: OIDC_CLIENT_ID: required when OIDC_ISSUER is set",
    );
  }
  if (parsed.WEB_PROCESSES > 1 && !parsed.DATABASE_URL)
    throw new ConfigError(
      "Invalid configuration: WEB_PROCESSES above 1 needs DATABASE_URL: the embedded database is opened by one process only",
    );
  if (parsed.WEB_PROCESSES > 1 && !parsed.REDIS_URL)
    throw new ConfigError(
      "Invalid configuration: WEB_PROCESSES above 1 needs REDIS_URL: ended sessions, rate limits and dropped caches must reach every process",
    );
  const demo = parsed.DEMO ? parsed.DEMO === "true" : !parsed.DATABASE_URL;
  if (!demo && parsed.NODE_ENV === "production" && use === "server") refuseUnsafeProduction(parsed);
  return {
    env: parsed.NODE_ENV,
    demo,
    apiDocs: parsed.API_DOCS ? parsed.API_DOCS === "true" : demo,
    metrics:
      parsed.METRICS_TOKEN || parsed.METRICS_ALLOW
        ? { kind: "restricted", token: parsed.METRICS_TOKEN, allow: parsed.METRICS_ALLOW }
        : { kind: demo ? "open" : "closed" },
    port: parsed.PORT,
    host: parsed.HOST,
    publicUrl: parsed.PUBLIC_URL?.replace(/\/+$/, ""),
    dataDir: path.resolve(parsed.DATA_DIR),
    databaseUrl: parsed.DATABASE_URL,
    redisUrl: parsed.REDIS_URL,
    logLevel: parsed.LOG_LEVEL,
    geoipCountryHeader: parsed.GEOIP_COUNTRY_HEADER,
    trustProxy: parsed.TRUST_PROXY,
    pageCacheSeconds: parsed.PAGE_CACHE_SECONDS,
    renderThreads: parsed.RENDER_THREADS ?? defaultRenderThreads(parsed.WEB_PROCESSES),
    webProcesses: parsed.WEB_PROCESSES,
    certificateLookupsPerMinute: parsed.CERTIFICATE_LOOKUPS_PER_MINUTE,
    signInAttemptsPerAddress: parsed.SIGN_IN_ATTEMPTS_PER_ADDRESS,
    staffSessionIdleSeconds: parsed.STAFF_SESSION_IDLE_MINUTES * 60,
    secondFactorKey: parsed.SECOND_FACTOR_KEY,
    smtpUrl: parsed.SMTP_URL,
    mailFrom: parsed.MAIL_FROM,
    mailRetry: { firstDelaySeconds: parsed.MAIL_RETRY_SECONDS, attempts: parsed.MAIL_ATTEMPTS },
    backgroundJobs: parsed.BACKGROUND_JOBS === "true",
    oidc:
      parsed.OIDC_ISSUER && parsed.OIDC_CLIENT_ID
        ? {
            issuer: parsed.OIDC_ISSUER,
            clientId: parsed.OIDC_CLIENT_ID,
            clientSecret: parsed.OIDC_CLIENT_SECRET,
          }
        : undefined,
    oidcDeleteAccountUrl: parsed.OIDC_DELETE_ACCOUNT_URL,
    media: {
      dir: path.resolve(parsed.MEDIA_DIR),
      baseUrl: parsed.MEDIA_BASE_URL,
      signingKey: parsed.MEDIA_SIGNING_KEY,
    },
    payment: {
      stripe:
        parsed.STRIPE_SECRET_KEY && parsed.STRIPE_WEBHOOK_SECRET
          ? { secretKey: parsed.STRIPE_SECRET_KEY, webhookSecret: parsed.STRIPE_WEBHOOK_SECRET }
          : undefined,
      bankAccount: {
        beneficiary: parsed.BANK_TRANSFER_BENEFICIARY,
        iban: parsed.BANK_TRANSFER_IBAN,
        bic: parsed.BANK_TRANSFER_BIC,
      },
    },
  };
}

/**
 * Production mode (not demo, NODE_ENV=production) starts only with the
 * settings that make it safe: an https PUBLIC_URL (Secure, `__Host-` session
 * cookies and absolute links that cannot be spoofed by a Host header) and an
 * SMTP server (otherwise password-reset links would only reach the log).
 */
function refuseUnsafeProduction(parsed: z.output<typeof configSchema>) {
  const problems: string[] = [];
  if (!parsed.PUBLIC_URL || new URL(parsed.PUBLIC_URL).protocol !== "https:")
    problems.push("PUBLIC_URL: an https:// URL is required in production");
  if (!parsed.SMTP_URL)
    problems.push("SMTP_URL: required in production (reset and verification links are e-mailed)");
  // The offline provider confirms payments on our own page: never what a real learner pays with.
  if (
    !(parsed.STRIPE_SECRET_KEY && parsed.STRIPE_WEBHOOK_SECRET) &&
    parsed.PAYMENT_OFFLINE_ALLOWED !== "true"
  )
    problems.push(
      "STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: required in production (or PAYMENT_OFFLINE_ALLOWED=true)",
    );
  // A range holding every address publishes the metrics as surely as no setting would.
  if (!parsed.METRICS_TOKEN && parsed.METRICS_ALLOW?.some((range) => /\/0$/.test(range)))
    problems.push("METRICS_ALLOW: a /0 range lets everyone read /metrics; set METRICS_TOKEN too");
  // Learners would transfer real money to the demo's example account.
  if (parsed.PAYMENT_OFFLINE_ALLOWED === "true" && parsed.BANK_TRANSFER_IBAN === TEST_IBAN)
    problems.push("BANK_TRANSFER_IBAN: your account is required with PAYMENT_OFFLINE_ALLOWED=true");
  if (problems.length > 0)
    throw new ConfigError(
      `Refusing to start in production mode: ${problems.join("; ")}. ` +
        "Set DEMO=true only for a demonstration install.",
    );
}
