import {
  bigint,
  boolean,
  char,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { generatedId, timestamps } from "../columns.ts";
import { languages, sites } from "./site.ts";

/**
 * The portal's user record (frame §3 "User info"), linked to one identity at
 * an OpenID Connect issuer. Personal data lives here; the identity provider
 * only knows the account.
 */
export const users = pgTable(
  "users",
  {
    id: generatedId(),
    idpIssuer: varchar("idp_issuer", { length: 300 }).notNull(),
    idpSubject: varchar("idp_subject", { length: 255 }).notNull(),
    /** The site the user first signed in at. */
    siteId: integer("site_id").references(() => sites.id, { onDelete: "set null" }),
    name: varchar("name", { length: 100 }).notNull().default(""),
    firstName: varchar("first_name", { length: 30 }).notNull().default(""),
    lastName: varchar("last_name", { length: 30 }).notNull().default(""),
    email: varchar("email", { length: 254 }).notNull().default(""),
    /**
     * Whether the identity provider vouches that the user controls `email`
     * (the `email_verified` claim, or a confirmation link of the embedded
     * provider). Only a verified address may act as an identity key: one-click
     * sign, e-mail-bound invitation codes, role grants.
     */
    emailVerified: boolean("email_verified").notNull().default(false),
    photoImgUrl: varchar("photo_img_url", { length: 300 }).notNull().default(""),
    languageId: integer("language_id").references(() => languages.id, { onDelete: "set null" }),
    country: varchar("country", { length: 100 }).notNull().default(""),
    countryCode: char("country_code", { length: 2 }),
    /**
     * The country the identity provider records for the account (chosen at
     * sign-up, not editable in the portal), unlike `countryCode`, which the
     * learner edits freely; country-bound invitation codes check this one.
     */
    identityCountryCode: char("identity_country_code", { length: 2 }),
    province: varchar("province", { length: 100 }).notNull().default(""),
    city: varchar("city", { length: 100 }).notNull().default(""),
    address: varchar("address", { length: 200 }).notNull().default(""),
    postcode: varchar("postcode", { length: 30 }).notNull().default(""),
    phoneCode: varchar("phone_code", { length: 30 }).notNull().default(""),
    phoneNumber: varchar("phone_number", { length: 30 }).notNull().default(""),
    jobTitle: varchar("job_title", { length: 100 }).notNull().default(""),
    /** User type id (GET /user/getTypeList). */
    type: integer("type"),
    companyName: varchar("company_name", { length: 200 }).notNull().default(""),
    vatNumber: varchar("vat_number", { length: 50 }).notNull().default(""),
    /** '1' while the EU/Asia migration notice is still to be shown (frame §4). */
    migrationPopStatus: char("migration_pop_status", { length: 1 }).notNull().default("0"),
    /** 0 not subscribed, 1 subscribed, 2 cancelled (learner §3). */
    emailNotificationStatus: smallint("email_notification_status").notNull().default(0),
    /**
     * When the learner deleted their account: the row stays as an anonymous
     * tombstone so their enrolments, attempts and certificates keep their
     * foreign keys and counts (decision 0022); every personal field is empty.
     */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("users_identity_idx").on(t.idpIssuer, t.idpSubject),
    // One-click sign and role grants find users by address, case-insensitively.
    index("users_email_idx").on(sql`lower(${t.email})`),
    // The VAT query finds a company's staff by number, however it was typed.
    index("users_vat_idx").on(sql`upper(regexp_replace(${t.vatNumber}, '[[:space:].-]', '', 'g'))`),
  ],
);

/** Server-side login sessions; the cookie holds a random token, the table its SHA-256. */
export const sessions = pgTable(
  "sessions",
  {
    tokenHash: char("token_hash", { length: 64 }).primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** For RP-initiated logout at the identity provider. */
    idTokenHint: text("id_token_hint"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /**
     * Seconds without a request after which the session ends, fixed at sign-in:
     * a staff account's (approver, administrator...) is short, a learner's long
     * (decision 0043). Sessions older than the column keep the learners' value.
     */
    idleSeconds: integer("idle_seconds").notNull().default(259200),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

/**
 * A signed-in learner's cookie consent choices (frame §4 "Cookie consent": the
 * choice is recorded with its date). The browser's consent cookie is the
 * choice in force for that browser; these rows are the learner's record of
 * each choice, as made and never changed, dated by the server.
 */
export const cookieConsents = pgTable(
  "cookie_consents",
  {
    id: generatedId(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The site the choice was made on (its region decides what the default was). */
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    functionality: boolean("functionality").notNull(),
    analytics: boolean("analytics").notNull(),
    /** The consent text's version (contract CONSENT_VERSION). */
    version: smallint("version").notNull(),
    decidedAt: timestamp("decided_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("cookie_consents_user_idx").on(t.userId, t.decidedAt)],
);

/** Accounts of the embedded identity provider (/idp). */
export const idpAccounts = pgTable(
  "idp_accounts",
  {
    /** The OpenID Connect `sub`. */
    id: varchar("id", { length: 36 }).primaryKey(),
    email: varchar("email", { length: 254 }).notNull(),
    passwordHash: text("password_hash").notNull(),
    firstName: varchar("first_name", { length: 30 }).notNull(),
    lastName: varchar("last_name", { length: 30 }).notNull(),
    countryCode: char("country_code", { length: 2 }).notNull(),
    emailVerified: boolean("email_verified").notNull().default(false),
    ...timestamps(),
  },
  (t) => [uniqueIndex("idp_accounts_email_idx").on(t.email)],
);

/**
 * An account's second factor (RFC 6238 TOTP, decision 0043). The shared secret
 * is encrypted (AES-256-GCM, `second-factor-crypto.ts`); `confirmedAt` is null
 * while it is being set up (shown, not yet proven by a code), and only a
 * confirmed factor is asked for at sign-in. `lastUsedStep` is the 30-second
 * step of the last code accepted: a code, or an older one, is never taken twice.
 */
export const idpSecondFactors = pgTable("idp_second_factors", {
  accountId: varchar("account_id", { length: 36 })
    .primaryKey()
    .references(() => idpAccounts.id, { onDelete: "cascade" }),
  secret: text("secret").notNull(),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  lastUsedStep: bigint("last_used_step", { mode: "number" }),
  ...timestamps(),
});

/** Single-use codes that stand in for the second factor (a lost phone); only their SHA-256 is kept. */
export const idpRecoveryCodes = pgTable(
  "idp_recovery_codes",
  {
    codeHash: char("code_hash", { length: 64 }).primaryKey(),
    accountId: varchar("account_id", { length: 36 })
      .notNull()
      .references(() => idpAccounts.id, { onDelete: "cascade" }),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("idp_recovery_codes_account_idx").on(t.accountId)],
);

/**
 * The code mailed to a staff account's address before it sets up its first
 * second factor (decision 0043): the password alone does not choose the
 * factor. One live code per account (a new one replaces it), only its SHA-256
 * kept, valid for `expiresAt`, each submission of the set-up form taking one
 * of `attemptsLeft`, deleted when it confirms the factor.
 */
export const idpEnrolmentCodes = pgTable("idp_enrolment_codes", {
  accountId: varchar("account_id", { length: 36 })
    .primaryKey()
    .references(() => idpAccounts.id, { onDelete: "cascade" }),
  codeHash: char("code_hash", { length: 64 }).notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  attemptsLeft: smallint("attempts_left").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const idpPasswordResets = pgTable(
  "idp_password_resets",
  {
    tokenHash: char("token_hash", { length: 64 }).primaryKey(),
    accountId: varchar("account_id", { length: 36 })
      .notNull()
      .references(() => idpAccounts.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("idp_password_resets_account_idx").on(t.accountId)],
);

/** Links that confirm an account's e-mail address: single use, bound to the address they were sent to. */
export const idpEmailVerifications = pgTable(
  "idp_email_verifications",
  {
    tokenHash: char("token_hash", { length: 64 }).primaryKey(),
    accountId: varchar("account_id", { length: 36 })
      .notNull()
      .references(() => idpAccounts.id, { onDelete: "cascade" }),
    email: varchar("email", { length: 254 }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [
    index("idp_email_verifications_account_idx").on(t.accountId),
    index("idp_email_verifications_expires_idx").on(t.expiresAt),
  ],
);

/** oidc-provider's storage (sessions, grants, codes, interactions) for every model. */
export const idpPayloads = pgTable(
  "idp_payloads",
  {
    id: varchar("id", { length: 255 }).notNull(),
    model: varchar("model", { length: 64 }).notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    grantId: varchar("grant_id", { length: 255 }),
    userCode: varchar("user_code", { length: 255 }),
    uid: varchar("uid", { length: 255 }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index("idp_payloads_grant_idx").on(t.grantId),
    index("idp_payloads_uid_idx").on(t.uid),
    index("idp_payloads_user_code_idx").on(t.userCode),
    index("idp_payloads_expires_idx").on(t.expiresAt),
  ],
);

/** Secrets created once and shared by every server: signing keys, cookie keys. */
export const serverSecrets = pgTable("server_secrets", {
  name: varchar("name", { length: 64 }).primaryKey(),
  value: jsonb("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Outgoing mail, written in the transaction of the change that causes it and
 * delivered by the mail queue (server/jobs/, decision 0040). `kept`: no SMTP
 * server is configured (demo, development), so the mail stays here and in the
 * log; `queued`: waiting for its first or next attempt (`next_attempt_at`,
 * the error of the last one in `last_error`); `sent`: an SMTP server took it
 * (`sent_at`); `failed`: its last attempt failed too.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: generatedId(),
    to: varchar("to", { length: 254 }).notNull(),
    subject: varchar("subject", { length: 300 }).notNull(),
    text: text("text").notNull(),
    html: text("html"),
    /**
     * The RFC 5322 Message-ID, fixed when the row is written: every attempt
     * sends the same one, so a copy sent again after an ambiguous failure (the
     * server took it, the answer was lost) is recognisably the same message.
     */
    messageId: varchar("message_id", { length: 255 }).notNull(),
    status: varchar("status", { length: 8, enum: ["kept", "queued", "sent", "failed"] })
      .notNull()
      .default("kept"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    /** While a worker talks to the SMTP server, no other takes the row (a lease, not a lock). */
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("mail_outbox_to_idx").on(t.to, t.createdAt),
    uniqueIndex("mail_outbox_message_id_idx").on(t.messageId),
    index("mail_outbox_status_idx")
      .on(t.status, t.nextAttemptAt)
      .where(sql`${t.status} in ('queued', 'failed')`),
  ],
);

/** Partner applications allowed to issue one-click sign tokens (frame §4 "Page start"). */
export const signApps = pgTable("sign_apps", {
  appId: varchar("app_id", { length: 64 }).primaryKey(),
  name: varchar("name", { length: 100 }).notNull(),
  /** HMAC-SHA256 key, base64url. */
  secret: varchar("secret", { length: 128 }).notNull(),
  active: boolean("active").notNull().default(true),
});

/** Used one-click sign tokens: each token logs in once. */
export const signTokenUses = pgTable(
  "sign_token_uses",
  {
    appId: varchar("app_id", { length: 64 }).notNull(),
    jti: varchar("jti", { length: 64 }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.appId, t.jti] }),
    index("sign_token_uses_expires_idx").on(t.expiresAt),
  ],
);
