import {
  createCipheriv,
  createDecipheriv,
  createHash,
  randomBytes,
  randomInt,
  timingSafeEqual,
} from "node:crypto";
import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import type { Db } from "#db/client.ts";
import { idpEnrolmentCodes, idpRecoveryCodes, idpSecondFactors } from "#db/schema/identity.ts";
import { sharedSecret } from "../secrets.ts";

/** RFC 6238 with the parameters every authenticator app reads from a QR code. */
const PERIOD_SECONDS = 30;
const DIGITS = 6;
/** A code of the step before or after is taken too: a phone's clock may be a little off. */
const WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;
/** Crockford's base32: no I, L, O or U to misread when typing a code from paper. */
const RECOVERY_ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";

/**
 * The code mailed to a staff account before its first factor: 8 characters of
 * the same alphabet (40 bits), for 15 minutes, 5 submissions of the form.
 */
export const MAIL_CODE_LENGTH = 8;
export const MAIL_CODE_TTL_MS = 15 * 60 * 1000;
export const MAIL_CODE_ATTEMPTS = 5;

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/**
 * Encrypts secrets with AES-256-GCM, each bound to its account (the account id
 * is the associated data): a secret copied onto another account's row does not
 * decrypt.
 */
export function createSecretBox(key: Buffer) {
  if (key.length !== 32) throw new Error("the second factor key must be 32 bytes");
  return {
    seal(plain: string, accountId: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv).setAAD(Buffer.from(accountId));
      const sealed = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [
        "v1",
        iv.toString("base64url"),
        tag.toString("base64url"),
        sealed.toString("base64url"),
      ].join(".");
    },
    open(box: string, accountId: string): string {
      const [version, iv, tag, sealed] = box.split(".");
      if (version !== "v1" || !iv || !tag || !sealed) throw new Error("unknown secret format");
      const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"))
        .setAAD(Buffer.from(accountId))
        .setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([
        decipher.update(Buffer.from(sealed, "base64url")),
        decipher.final(),
      ]).toString("utf8");
    },
  };
}

export type SecretBox = ReturnType<typeof createSecretBox>;

/**
 * The box of the second factors' secrets: under SECOND_FACTOR_KEY when the
 * operator gives one (kept apart from the database and its backups), else
 * under a key created once and kept in the database (decision 0043).
 */
export async function secondFactorBox(db: Db, configuredKey: string | undefined) {
  const key =
    configuredKey ??
    (await sharedSecret(db, "second_factor_key", () => randomBytes(32).toString("base64url")));
  return createSecretBox(Buffer.from(key, "base64url"));
}

/** The authenticator entry for a secret: what the QR code carries. */
export function totpFor(secretBase32: string, label: string, issuer: string): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: "SHA1",
    digits: DIGITS,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** The 30-second step a code of `delta` steps from now belongs to. */
const stepOf = (now: number, delta: number) => Math.floor(now / 1000 / PERIOD_SECONDS) + delta;

/** A code as typed: spaces and dashes go, letters are compared in lower case. */
export const normaliseCode = (code: string) => code.replace(/[\s-]/g, "").toLowerCase();

export const isTotpShaped = (code: string) => /^\d{6}$/.test(normaliseCode(code));

function newRecoveryCode(): string {
  const chars = Array.from({ length: 16 }, () => RECOVERY_ALPHABET[randomInt(32)]).join("");
  return chars.match(/.{4}/g)!.join("-");
}

/** A mailed code as written in the mail: upper case, in two groups of four. */
function newMailCode(): string {
  const chars = Array.from({ length: MAIL_CODE_LENGTH }, () => RECOVERY_ALPHABET[randomInt(32)]);
  return chars.join("").toUpperCase().match(/.{4}/g)!.join("-");
}

export type Enrolment = { secret: string; uri: string };

/**
 * Second factors of the embedded provider's accounts (decision 0043): TOTP
 * with single-use codes, and recovery codes, of which only hashes are kept.
 */
export function createSecondFactors(db: Db, box: SecretBox) {
  async function row(accountId: string) {
    const [found] = await db
      .select()
      .from(idpSecondFactors)
      .where(eq(idpSecondFactors.accountId, accountId))
      .limit(1);
    return found;
  }

  /** The step of a TOTP code valid now for this secret, or null. */
  function matchingStep(secret: string, code: string, now: number): number | null {
    const delta = TOTP.validate({
      token: normaliseCode(code),
      secret: Secret.fromBase32(secret),
      algorithm: "SHA1",
      digits: DIGITS,
      period: PERIOD_SECONDS,
      timestamp: now,
      window: WINDOW,
    });
    return delta === null ? null : stepOf(now, delta);
  }

  return {
    /** Whether the account signs in with a confirmed second factor. */
    async isEnabled(accountId: string): Promise<boolean> {
      return Boolean((await row(accountId))?.confirmedAt);
    },

    /**
     * The secret to set up, created at the first call and the same at the next
     * (a reloaded page shows the QR code already scanned); null when a factor is
     * confirmed already (it is never shown again). `issuer` names the entry in
     * the authenticator app (the brand's academy).
     */
    async startEnrolment(
      account: { id: string; email: string },
      issuer: string,
    ): Promise<Enrolment | null> {
      let existing = await row(account.id);
      if (existing?.confirmedAt) return null;
      if (!existing) {
        const secret = new Secret({ size: 20 }).base32;
        await db
          .insert(idpSecondFactors)
          .values({ accountId: account.id, secret: box.seal(secret, account.id) })
          .onConflictDoNothing();
        existing = await row(account.id);
        if (!existing || existing.confirmedAt) return null;
      }
      const secret = box.open(existing.secret, account.id);
      return { secret, uri: totpFor(secret, account.email, issuer).toString() };
    },

    /**
     * Mails a new one-time code to prove the account's mailbox before a first
     * factor is set up (a staff account's): `mail(code, tx)` writes the mail in
     * the transaction that stores the code, so the code is valid exactly when
     * its mail exists. Any earlier code of the account stops working.
     */
    async issueMailCode(
      accountId: string,
      mail: (code: string, tx: Db) => Promise<void>,
      now = Date.now(),
    ): Promise<void> {
      const code = newMailCode();
      const values = {
        codeHash: sha256(normaliseCode(code)),
        expiresAt: new Date(now + MAIL_CODE_TTL_MS),
        attemptsLeft: MAIL_CODE_ATTEMPTS,
        createdAt: new Date(now),
      };
      await db.transaction(async (tx) => {
        await tx
          .insert(idpEnrolmentCodes)
          .values({ accountId, ...values })
          .onConflictDoUpdate({ target: idpEnrolmentCodes.accountId, set: values });
        await mail(code, tx);
      });
    },

    /**
     * Whether the code is the one mailed to the account and still live. Every
     * check takes one of its attempts, right or wrong, by a conditional update
     * (parallel requests cannot share one): a guesser has a handful of tries
     * per mail. The code stays until it confirms a factor.
     */
    async checkMailCode(accountId: string, code: string, now = Date.now()): Promise<boolean> {
      const [taken] = await db
        .update(idpEnrolmentCodes)
        .set({ attemptsLeft: sql`${idpEnrolmentCodes.attemptsLeft} - 1` })
        .where(
          and(
            eq(idpEnrolmentCodes.accountId, accountId),
            gt(idpEnrolmentCodes.attemptsLeft, 0),
            gt(idpEnrolmentCodes.expiresAt, new Date(now)),
          ),
        )
        .returning({ codeHash: idpEnrolmentCodes.codeHash });
      if (!taken) return false;
      const given = Buffer.from(sha256(normaliseCode(code)));
      const expected = Buffer.from(taken.codeHash);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },

    /**
     * Confirms the factor being set up with a code from the app; answers the
     * new recovery codes (shown once; any earlier ones stop working), or null
     * for a wrong code or nothing being set up. With `mailCode` (a staff
     * account's first factor), the mailed code must be live too, and is used
     * up in the same transaction: one mail confirms one factor.
     */
    async confirmEnrolment(
      accountId: string,
      code: string,
      now = Date.now(),
      proof?: { mailCode: string },
    ) {
      const pending = await row(accountId);
      if (!pending || pending.confirmedAt) return null;
      const step = matchingStep(box.open(pending.secret, accountId), code, now);
      if (step === null) return null;
      const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      return db.transaction(async (tx) => {
        if (proof) {
          const [used] = await tx
            .delete(idpEnrolmentCodes)
            .where(
              and(
                eq(idpEnrolmentCodes.accountId, accountId),
                eq(idpEnrolmentCodes.codeHash, sha256(normaliseCode(proof.mailCode))),
                gt(idpEnrolmentCodes.expiresAt, new Date(now)),
              ),
            )
            .returning({ accountId: idpEnrolmentCodes.accountId });
          if (!used) return null;
        }
        const [confirmed] = await tx
          .update(idpSecondFactors)
          .set({ confirmedAt: new Date(now), lastUsedStep: step, updatedAt: new Date(now) })
          .where(
            and(eq(idpSecondFactors.accountId, accountId), isNull(idpSecondFactors.confirmedAt)),
          )
          .returning({ accountId: idpSecondFactors.accountId });
        if (!confirmed) return null;
        await tx.delete(idpRecoveryCodes).where(eq(idpRecoveryCodes.accountId, accountId));
        await tx
          .insert(idpRecoveryCodes)
          .values(codes.map((c) => ({ accountId, codeHash: sha256(normaliseCode(c)) })));
        return codes;
      });
    },

    /**
     * Whether the code proves the factor: a TOTP code of a step later than the
     * last one taken (a code is used once, even by two requests at the same
     * moment), or an unused recovery code, which is then used up.
     */
    async verify(accountId: string, code: string, now = Date.now()): Promise<boolean> {
      const factor = await row(accountId);
      if (!factor?.confirmedAt) return false;
      if (isTotpShaped(code)) {
        const step = matchingStep(box.open(factor.secret, accountId), code, now);
        if (step === null) return false;
        const [taken] = await db
          .update(idpSecondFactors)
          .set({ lastUsedStep: step, updatedAt: new Date(now) })
          .where(
            and(
              eq(idpSecondFactors.accountId, accountId),
              or(isNull(idpSecondFactors.lastUsedStep), lt(idpSecondFactors.lastUsedStep, step)),
            ),
          )
          .returning({ accountId: idpSecondFactors.accountId });
        return Boolean(taken);
      }
      const [used] = await db
        .update(idpRecoveryCodes)
        .set({ usedAt: new Date(now) })
        .where(
          and(
            eq(idpRecoveryCodes.codeHash, sha256(normaliseCode(code))),
            eq(idpRecoveryCodes.accountId, accountId),
            isNull(idpRecoveryCodes.usedAt),
          ),
        )
        .returning({ accountId: idpRecoveryCodes.accountId });
      return Boolean(used);
    },

    /** Recovery codes not used yet. */
    async recoveryCodesLeft(accountId: string): Promise<number> {
      return db.$count(
        idpRecoveryCodes,
        and(eq(idpRecoveryCodes.accountId, accountId), isNull(idpRecoveryCodes.usedAt)),
      );
    },

    /** Removes the factor and its recovery codes (a learner turning it off). */
    async disable(accountId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(idpRecoveryCodes).where(eq(idpRecoveryCodes.accountId, accountId));
        await tx.delete(idpSecondFactors).where(eq(idpSecondFactors.accountId, accountId));
      });
    },
  };
}

export type SecondFactors = ReturnType<typeof createSecondFactors>;
