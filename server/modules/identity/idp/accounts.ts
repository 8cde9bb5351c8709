import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, eq, gt, isNotNull, isNull, lt, or } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "#db/client.ts";
import { idpAccounts, idpEmailVerifications, idpPasswordResets } from "#db/schema/identity.ts";
import { hashPassword, UNMATCHABLE_HASH, verifyPassword } from "./passwords.ts";
import type { FieldProblem } from "./texts.ts";

export type Account = typeof idpAccounts.$inferSelect;

/*
 * Each refusal of a field names the sentence the provider's pages show for it,
 * in the page's language (`FieldProblem`, texts.ts): the schema never speaks
 * to the person itself.
 */
const problem = (key: FieldProblem) => key;

export const passwordSchema = z
  .string(problem("passwordTooShort"))
  .min(8, problem("passwordTooShort"))
  .max(128, problem("passwordTooLong"))
  .regex(/[A-Za-z]/, problem("passwordNoLetter"))
  .regex(/[0-9]/, problem("passwordNoDigit"));

export const signUpSchema = z.object({
  firstName: z
    .string(problem("firstNameRequired"))
    .trim()
    .min(1, problem("firstNameRequired"))
    .max(30, problem("firstNameTooLong")),
  lastName: z
    .string(problem("lastNameRequired"))
    .trim()
    .min(1, problem("lastNameRequired"))
    .max(30, problem("lastNameTooLong")),
  email: z.email(problem("emailInvalid")).trim().toLowerCase().max(254, problem("emailInvalid")),
  password: passwordSchema,
  countryCode: z
    .string(problem("countryRequired"))
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, problem("countryRequired")),
});
export type SignUp = z.infer<typeof signUpSchema>;

const RESET_TTL_MS = 60 * 60 * 1000;
/** A confirmation link stays valid for two days: long enough for a mail that arrives late. */
const VERIFICATION_TTL_MS = 48 * 60 * 60 * 1000;
const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/** Accounts of the embedded identity provider: sign-up, sign-in, password reset, deletion. */
export function createAccounts(db: Db) {
  return {
    async byId(id: string): Promise<Account | undefined> {
      const [row] = await db.select().from(idpAccounts).where(eq(idpAccounts.id, id)).limit(1);
      return row;
    },

    async byEmail(email: string): Promise<Account | undefined> {
      const [row] = await db
        .select()
        .from(idpAccounts)
        .where(eq(idpAccounts.email, email.trim().toLowerCase()))
        .limit(1);
      return row;
    },

    /** Creates the account, or returns null when the e-mail is taken. */
    async signUp(input: SignUp): Promise<Account | null> {
      const [row] = await db
        .insert(idpAccounts)
        .values({
          id: randomUUID(),
          email: input.email,
          passwordHash: await hashPassword(input.password),
          firstName: input.firstName,
          lastName: input.lastName,
          countryCode: input.countryCode,
        })
        .onConflictDoNothing({ target: idpAccounts.email })
        .returning();
      return row ?? null;
    },

    /** The account when the password matches; the same work is done when no account exists. */
    async signIn(email: string, password: string): Promise<Account | null> {
      const account = await this.byEmail(email);
      const matches = await verifyPassword(password, account?.passwordHash ?? UNMATCHABLE_HASH);
      return account && matches ? account : null;
    },

    /**
     * A single-use reset token valid for an hour, written in one transaction
     * with `mail(created, tx)`, so the link is mailed exactly when it is
     * valid; false for an unknown e-mail.
     */
    async createResetToken(
      email: string,
      mail: (created: { account: Account; token: string }, tx: Db) => Promise<void>,
    ): Promise<boolean> {
      const account = await this.byEmail(email);
      if (!account) return false;
      const token = randomBytes(32).toString("base64url");
      await db.transaction(async (tx) => {
        await tx.insert(idpPasswordResets).values({
          tokenHash: sha256(token),
          accountId: account.id,
          expiresAt: new Date(Date.now() + RESET_TTL_MS),
        });
        await mail({ account, token }, tx);
      });
      return true;
    },

    async resetTokenValid(token: string): Promise<boolean> {
      const [row] = await db
        .select({ accountId: idpPasswordResets.accountId })
        .from(idpPasswordResets)
        .where(
          and(
            eq(idpPasswordResets.tokenHash, sha256(token)),
            isNull(idpPasswordResets.usedAt),
            gt(idpPasswordResets.expiresAt, new Date()),
          ),
        )
        .limit(1);
      return Boolean(row);
    },

    /** Sets the new password if the token is valid and unused; consumes the token. */
    async resetPassword(token: string, password: string): Promise<Account | null> {
      // scrypt is deliberately expensive: only a live token earns a hash.
      if (!(await this.resetTokenValid(token))) return null;
      const passwordHash = await hashPassword(password);
      return db.transaction(async (tx) => {
        const [used] = await tx
          .update(idpPasswordResets)
          .set({ usedAt: new Date() })
          .where(
            and(
              eq(idpPasswordResets.tokenHash, sha256(token)),
              isNull(idpPasswordResets.usedAt),
              gt(idpPasswordResets.expiresAt, new Date()),
            ),
          )
          .returning({ accountId: idpPasswordResets.accountId });
        if (!used) return null;
        // The link reached the account's mailbox, which proves the address as well.
        const [account] = await tx
          .update(idpAccounts)
          .set({ passwordHash, emailVerified: true, updatedAt: new Date() })
          .where(eq(idpAccounts.id, used.accountId))
          .returning();
        return account ?? null;
      });
    },

    /**
     * A single-use link token that confirms the account's current address,
     * written in one transaction with `mail(token, tx)`: the link is mailed
     * exactly when it is valid.
     */
    async createVerificationToken(
      account: Account,
      mail: (token: string, tx: Db) => Promise<void>,
    ): Promise<void> {
      const token = randomBytes(32).toString("base64url");
      await db.transaction(async (tx) => {
        await tx.insert(idpEmailVerifications).values({
          tokenHash: sha256(token),
          accountId: account.id,
          email: account.email,
          expiresAt: new Date(Date.now() + VERIFICATION_TTL_MS),
        });
        await mail(token, tx);
      });
    },

    /** The account a live confirmation token belongs to, without using it up. */
    async verificationAccount(token: string): Promise<Account | undefined> {
      const [row] = await db
        .select({ account: idpAccounts })
        .from(idpEmailVerifications)
        .innerJoin(idpAccounts, eq(idpAccounts.id, idpEmailVerifications.accountId))
        .where(
          and(
            eq(idpEmailVerifications.tokenHash, sha256(token)),
            isNull(idpEmailVerifications.usedAt),
            gt(idpEmailVerifications.expiresAt, new Date()),
            eq(idpEmailVerifications.email, idpAccounts.email),
          ),
        )
        .limit(1);
      return row?.account;
    },

    /**
     * Confirms the address the token was sent to, once; a token for an address
     * the account no longer has confirms nothing.
     */
    async verifyEmail(token: string): Promise<Account | null> {
      return db.transaction(async (tx) => {
        const [used] = await tx
          .update(idpEmailVerifications)
          .set({ usedAt: new Date() })
          .where(
            and(
              eq(idpEmailVerifications.tokenHash, sha256(token)),
              isNull(idpEmailVerifications.usedAt),
              gt(idpEmailVerifications.expiresAt, new Date()),
            ),
          )
          .returning({
            accountId: idpEmailVerifications.accountId,
            email: idpEmailVerifications.email,
          });
        if (!used) return null;
        const [account] = await tx
          .update(idpAccounts)
          .set({ emailVerified: true, updatedAt: new Date() })
          .where(and(eq(idpAccounts.id, used.accountId), eq(idpAccounts.email, used.email)))
          .returning();
        return account ?? null;
      });
    },

    /** Used and expired confirmation links go (identity housekeeping). */
    async purgeVerificationTokens(): Promise<void> {
      await db
        .delete(idpEmailVerifications)
        .where(
          or(
            lt(idpEmailVerifications.expiresAt, new Date()),
            isNotNull(idpEmailVerifications.usedAt),
          ),
        );
    },

    async delete(id: string): Promise<void> {
      await db.delete(idpAccounts).where(eq(idpAccounts.id, id));
    },
  };
}

export type Accounts = ReturnType<typeof createAccounts>;
