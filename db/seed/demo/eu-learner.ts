import { sql } from "drizzle-orm";
import { idpAccounts, users } from "../../schema/identity.ts";
import type { Tx } from "../write.ts";
import { LanguageId as L } from "./languages.ts";

/**
 * A demo learner of the German EU site who has not seen the migration notice
 * yet (frame §4 "Popups"): eu.moved@academy.example / Moved-Demo-2026 signs in
 * on /eu/de and gets it; OK dismisses it, and every `npm run db:seed` sets the
 * flag again. The profile has every field the EU sites require, so no other
 * popup follows. Demo data only.
 */
export const demoEuLearner = {
  subject: "00000000-0000-4000-8000-000000000008",
  email: "eu.moved@academy.example",
  password: "Moved-Demo-2026",
  // scrypt hash of the password above (server/modules/identity/idp/passwords.ts format).
  passwordHash:
    "scrypt$16384$8$1$1zN-lCyOOPofk7gwSayZuA$QoJZQeN8dsqy-cNZUdiRj_JSQKB9gZYNqC0sjo9m-U7yf_DifE3jLpklX9nNpBmYLMeVlXqR85cBGV83n8qpYA",
};

export async function seedEuLearner(tx: Tx, idpIssuer: string): Promise<void> {
  const name = { firstName: "Mia", lastName: "Moved" };
  await tx
    .insert(idpAccounts)
    .values({
      id: demoEuLearner.subject,
      email: demoEuLearner.email,
      passwordHash: demoEuLearner.passwordHash,
      emailVerified: true,
      countryCode: "DE",
      ...name,
    })
    .onConflictDoUpdate({
      target: idpAccounts.id,
      set: { passwordHash: demoEuLearner.passwordHash, updatedAt: sql`now()` },
    });
  const profile = {
    siteId: 8,
    languageId: L.de,
    email: demoEuLearner.email,
    emailVerified: true,
    ...name,
    name: "Mia Moved",
    country: "Germany",
    countryCode: "DE",
    identityCountryCode: "DE",
    city: "Berlin",
    address: "Alexanderplatz 1",
    postcode: "10178",
    phoneCode: "49",
    phoneNumber: "301234567",
    vatNumber: "DE123456789",
    // The EU sites ask for the company and the user type too (supply info).
    companyName: "Moved Security GmbH",
    type: 1,
    migrationPopStatus: "1",
  };
  await tx
    .insert(users)
    .values({ idpIssuer, idpSubject: demoEuLearner.subject, ...profile })
    .onConflictDoUpdate({
      target: [users.idpIssuer, users.idpSubject],
      set: { ...profile, updatedAt: sql`now()` },
    });
}
