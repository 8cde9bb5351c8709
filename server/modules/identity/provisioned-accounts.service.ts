import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { idpAccounts, idpPayloads, sessions, users } from "#db/schema/identity.ts";
import { passwordSchema } from "./idp/accounts.ts";
import { hashPassword } from "./idp/passwords.ts";
import { fieldProblemText, idpTexts } from "./idp/texts.ts";

/**
 * Accounts an operator makes from the command line rather than a person
 * signing up (`npm run setup`'s first administrator, issue 35): on the
 * embedded identity provider, with the address confirmed by the operator who
 * names it, and the portal user linked to it, so roles can be given at once.
 */

export type ProvisionedPerson = {
  email: string;
  firstName: string;
  lastName: string;
  countryCode: string;
  /** The country's name, as the portal's profile shows it. */
  countryName: string;
};

/** Why a password would be refused at sign-up on the embedded provider, or null when it would not. */
export function passwordProblem(password: string): string | null {
  const result = passwordSchema.safeParse(password);
  return result.success
    ? null
    : fieldProblemText(idpTexts("en", ""), result.error.issues[0]?.message ?? "");
}

/** Whether the embedded provider holds an account with this address, and whether it is confirmed. */
export async function embeddedAccountState(
  db: Db,
  email: string,
): Promise<"none" | "confirmed" | "unconfirmed"> {
  const [row] = await db
    .select({ emailVerified: idpAccounts.emailVerified })
    .from(idpAccounts)
    .where(eq(idpAccounts.email, email.trim().toLowerCase()));
  if (!row) return "none";
  return row.emailVerified ? "confirmed" : "unconfirmed";
}

export type Provisioned =
  | {
      ok: true;
      userId: number;
      account: "created" | "unchanged" | "password set";
      user: "created" | "unchanged" | "address confirmed";
    }
  | { ok: false; reason: "password needed" | "unconfirmed address" };

/**
 * The person's account on the embedded provider and their portal user, made
 * once: an account that exists keeps its password and names (the person may
 * have changed them) unless `setPassword` says otherwise, which also confirms
 * the address and ends the account's sessions, on the portal and at the
 * provider (whoever held them). An existing account whose address nobody has
 * confirmed is refused: anyone may sign up with another person's address.
 */
export async function provisionEmbeddedAccount(
  tx: Db,
  input: {
    issuer: string;
    person: ProvisionedPerson;
    /** Required for a new account and with setPassword. */
    password: string | undefined;
    setPassword: boolean;
    /** Where the portal user is first at home (their site and language). */
    home: { siteId: number; languageId: number };
  },
): Promise<Provisioned> {
  const { person } = input;
  const email = person.email.trim().toLowerCase();
  const [existing] = await tx.select().from(idpAccounts).where(eq(idpAccounts.email, email));
  if ((!existing || input.setPassword) && !input.password)
    return { ok: false, reason: "password needed" };
  if (existing && !existing.emailVerified && !input.setPassword)
    return { ok: false, reason: "unconfirmed address" };

  let accountId: string;
  let account: "created" | "unchanged" | "password set" = "unchanged";
  if (!existing) {
    accountId = randomUUID();
    await tx.insert(idpAccounts).values({
      id: accountId,
      email,
      passwordHash: await hashPassword(input.password!),
      firstName: person.firstName,
      lastName: person.lastName,
      countryCode: person.countryCode,
      emailVerified: true,
    });
    account = "created";
  } else {
    accountId = existing.id;
    if (input.setPassword) {
      await tx
        .update(idpAccounts)
        .set({
          passwordHash: await hashPassword(input.password!),
          emailVerified: true,
          updatedAt: new Date(),
        })
        .where(eq(idpAccounts.id, accountId));
      // Whoever signed in with the old password signs in again.
      await tx.delete(idpPayloads).where(sql`${idpPayloads.payload}->>'accountId' = ${accountId}`);
      account = "password set";
    }
  }

  const [user] = await tx
    .select({ id: users.id, email: users.email, emailVerified: users.emailVerified })
    .from(users)
    .where(and(eq(users.idpIssuer, input.issuer), eq(users.idpSubject, accountId)));
  if (!user) {
    const [created] = await tx
      .insert(users)
      .values({
        idpIssuer: input.issuer,
        idpSubject: accountId,
        siteId: input.home.siteId,
        languageId: input.home.languageId,
        email,
        emailVerified: true,
        firstName: existing?.firstName ?? person.firstName,
        lastName: existing?.lastName ?? person.lastName,
        name: `${existing?.firstName ?? person.firstName} ${existing?.lastName ?? person.lastName}`,
        country: person.countryName,
        countryCode: existing?.countryCode ?? person.countryCode,
        identityCountryCode: existing?.countryCode ?? person.countryCode,
      })
      .returning({ id: users.id });
    return { ok: true, userId: created!.id, account, user: "created" };
  }
  if (account === "password set") await tx.delete(sessions).where(eq(sessions.userId, user.id));
  // The provider's address, now confirmed, is the user's (as at their next sign-in).
  if (!user.emailVerified || user.email.toLowerCase() !== email) {
    await tx
      .update(users)
      .set({ email, emailVerified: true, updatedAt: new Date() })
      .where(eq(users.id, user.id));
    return { ok: true, userId: user.id, account, user: "address confirmed" };
  }
  return { ok: true, userId: user.id, account, user: "unchanged" };
}
