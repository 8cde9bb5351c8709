import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { isUsableVat, normaliseVat } from "#contract/certificate-rules.ts";
import {
  profileSchema,
  requiredMessages,
  type UserInfo,
  type UserUpdate,
} from "#contract/identity.ts";
import {
  COUNTRY_LOCKED,
  regionMismatches,
  type SupplementFlagSet,
} from "#contract/identity-rules.ts";
import { LRUCache } from "lru-cache";
import type { Db } from "#db/client.ts";
import { param } from "#db/prepared.ts";
import { users } from "#db/schema/identity.ts";
import type { Broadcast } from "../../broadcast.ts";
import { badRequest, needLogin } from "../../errors.ts";
import type { UserTypeFacts } from "../site/user-type-facts.ts";

export type UserRow = typeof users.$inferSelect;

/** What a site requires of a profile: its supply-info flags and its country data (frame §5). */
export type ProfileRules = {
  flags: SupplementFlagSet;
  /**
   * The country the profile is held to while an enrolment made with a
   * country-bound invitation code stands (decision 0044); asked only when
   * the country changes.
   */
  lockedCountry?: () => Promise<string | null>;
  regions: readonly {
    name: string;
    countryCode: string;
    children?: readonly { name: string; children?: readonly { name: string }[] }[];
  }[];
};

export function toUserInfo(row: UserRow): UserInfo {
  return {
    id: row.id,
    name: row.name,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    emailVerified: row.emailVerified,
    photoImgUrl: row.photoImgUrl,
    languageId: row.languageId,
    country: row.country,
    countryCode: row.countryCode,
    province: row.province,
    city: row.city,
    address: row.address,
    postcode: row.postcode,
    phoneCode: row.phoneCode,
    phoneNumber: row.phoneNumber,
    jobTitle: row.jobTitle,
    type: row.type,
    companyName: row.companyName,
    vatNumber: row.vatNumber,
    migrationPopStatus: row.migrationPopStatus === "1" ? "1" : "0",
    emailNotificationStatus: row.emailNotificationStatus,
  };
}

export type IdentityClaims = {
  issuer: string;
  subject: string;
  email?: string | undefined;
  /** The provider's `email_verified`: whether it vouches that the user controls `email`. */
  emailVerified?: boolean | undefined;
  givenName?: string | undefined;
  familyName?: string | undefined;
  name?: string | undefined;
  countryCode?: string | undefined;
};

const clip = (value: string | undefined, max: number) => (value ?? "").trim().slice(0, max);

/**
 * How long the signed-in user's row is remembered. Every request of a
 * signed-in learner reads it (the page's language, the header, the account
 * calls), and reading it was one of the few queries left on their pages. A
 * change made here is seen at once on every server (`user-changed`, through
 * Redis when set); the time bounds what a server cut off from Redis may miss.
 */
const SIGNED_IN_USER_REMEMBERED_MS = 10_000;

export function createUsers(db: Db, userTypes: UserTypeFacts, broadcast?: Broadcast) {
  // Built once and only executed after: every signed-in request reads the learner (decision 0032).
  const userById = db
    .select()
    .from(users)
    .where(eq(users.id, param("id")))
    .limit(1)
    .prepare("user_by_id");
  const remembered = new LRUCache<number, { row: UserRow | undefined }>({
    max: 50_000,
    ttl: SIGNED_IN_USER_REMEMBERED_MS,
  });
  // A read begun before a change is not remembered after it (it may hold the row as it was).
  let changes = 0;
  const forget = (id: string) => {
    changes += 1;
    remembered.delete(Number(id));
  };
  broadcast?.subscribe("user-changed", forget);
  /** Every server drops what it remembers of the user (this one at once). */
  const changed = (id: number) =>
    broadcast ? broadcast.publish("user-changed", String(id)) : forget(String(id));

  /** The signed-in user's row, remembered for a few seconds (see above). */
  async function signedIn(id: number): Promise<UserRow | undefined> {
    const known = remembered.get(id);
    if (known) return known.row;
    const before = changes;
    const [row] = await userById.execute({ id });
    if (before === changes) remembered.set(id, { row });
    return row;
  }

  return {
    /**
     * The row of the user a session names, for that session's requests
     * (the pages, the account calls): remembered for a few seconds and
     * dropped on every change made through this module. Reads that act on
     * the user's data elsewhere (certificates, orders) use byId.
     */
    signedIn,

    /**
     * Tells every server the user's row changed, for a change written in a
     * caller's transaction (called once it has committed).
     */
    changed,

    /**
     * The saved language of a user (frame §4: it comes first in choosing a
     * page's language); null when they have none or are gone.
     */
    async savedLanguage(id: number): Promise<number | null> {
      const row = await signedIn(id);
      return row && !row.deletedAt ? row.languageId : null;
    },

    /** Several users at once (lists of learners), by id; `on` a caller's transaction. */
    async byIds(ids: number[], on: Db = db): Promise<Map<number, UserRow>> {
      if (ids.length === 0) return new Map();
      const rows = await on
        .select()
        .from(users)
        .where(inArray(users.id, [...new Set(ids)]));
      return new Map(rows.map((row) => [row.id, row]));
    },

    async byId(id: number): Promise<UserRow | undefined> {
      const [row] = await userById.execute({ id });
      return row;
    },

    /**
     * The portal user of an identity, created at the first sign-in from the
     * provider's claims; the e-mail follows the provider on every sign-in.
     * The country chosen at sign-up is the profile's country, named as the
     * profile's country choice names it (`profileCountryOf`), so the enrol
     * flow never asks for it again (decision 0049); a profile without a
     * country yet gets it at the next sign-in, one with a country keeps it.
     */
    async upsertFromClaims(
      claims: IdentityClaims,
      context: {
        siteId: number;
        languageId: number;
        region: string;
        profileCountryOf: (countryCode: string) => Promise<string | null>;
      },
    ) {
      const firstName = clip(claims.givenName, 30);
      const lastName = clip(claims.familyName, 30);
      const name = clip(claims.name || `${firstName} ${lastName}`, 100);
      const countryCode = /^[A-Za-z]{2}$/.test(claims.countryCode ?? "")
        ? claims.countryCode!.toUpperCase()
        : null;
      const country = countryCode ? ((await context.profileCountryOf(countryCode)) ?? "") : "";
      const [row] = await db
        .insert(users)
        .values({
          idpIssuer: claims.issuer,
          idpSubject: claims.subject,
          siteId: context.siteId,
          languageId: context.languageId,
          email: clip(claims.email, 254),
          emailVerified: claims.emailVerified === true,
          identityCountryCode: countryCode,
          firstName,
          lastName,
          name,
          country,
          countryCode,
          // The EU/Asia migration notice is for users of those regions (frame §4).
          migrationPopStatus: context.region === "global" ? "0" : "1",
        })
        .onConflictDoUpdate({
          target: [users.idpIssuer, users.idpSubject],
          // The address and whether it is confirmed follow the provider at every sign-in.
          set: {
            email: sql`case when excluded.email <> '' then excluded.email else ${users.email} end`,
            emailVerified: sql`case when excluded.email <> '' then excluded.email_verified else ${users.emailVerified} end`,
            identityCountryCode: sql`coalesce(excluded.identity_country_code, ${users.identityCountryCode})`,
            // Filled while the profile has no country, never changed: the learner's own choice,
            // and a country an invitation holds it to (decision 0044), stay.
            country: sql`case when ${users.country} = '' and excluded.country <> ''
              and coalesce(${users.countryCode}, excluded.country_code) = excluded.country_code
              then excluded.country else ${users.country} end`,
            countryCode: sql`case when ${users.country} = '' and ${users.countryCode} is null
              then excluded.country_code else ${users.countryCode} end`,
            updatedAt: new Date(),
          },
        })
        .returning();
      changed(row!.id);
      return row!;
    },

    /**
     * POST /user/update for the signed-in user only: the contract's rules with
     * the fields the site requires (frame §5), a province and city the country
     * data offers, a user type that exists. The country code follows the
     * country chosen from the data; a learner never sets their e-mail, photo,
     * identity or notices here. Nothing is written unless every rule holds.
     */
    async update(id: number, input: UserUpdate, rules: ProfileRules): Promise<UserRow> {
      const checked = profileSchema(rules.flags).safeParse(input);
      if (!checked.success) {
        const fields: Record<string, string> = {};
        for (const issue of checked.error.issues)
          fields[String(issue.path[0] ?? "(root)")] ??= issue.message;
        throw badRequest(fields);
      }
      const values = checked.data;
      const wrongRegions = regionMismatches(rules.regions, values);
      if (wrongRegions.length > 0)
        throw badRequest(
          Object.fromEntries(wrongRegions.map((field) => [field, requiredMessages[field]])),
        );
      if (values.type != null && !(await userTypes.exists(values.type)))
        throw badRequest({ type: "not a user type" });
      const chosen = rules.regions.find((node) => node.name === values.country);
      const countryCode = chosen ? chosen.countryCode : values.countryCode;
      if (countryCode !== undefined && rules.lockedCountry) {
        const [current] = await db
          .select({ countryCode: users.countryCode })
          .from(users)
          .where(eq(users.id, id));
        const locked = current?.countryCode !== countryCode ? await rules.lockedCountry() : null;
        if (locked !== null && locked !== countryCode)
          throw badRequest({ country: COUNTRY_LOCKED }, "Your country is fixed by an invitation");
      }
      const [row] = await db
        .update(users)
        .set({
          firstName: values.firstName,
          lastName: values.lastName,
          name: `${values.firstName} ${values.lastName}`.slice(0, 100),
          country: values.country,
          ...(countryCode !== undefined ? { countryCode } : {}),
          province: values.province,
          city: values.city,
          address: values.address,
          postcode: values.postcode,
          phoneCode: values.phoneCode,
          phoneNumber: values.phoneNumber,
          jobTitle: values.jobTitle,
          ...(values.type !== undefined ? { type: values.type } : {}),
          companyName: values.companyName,
          vatNumber: values.vatNumber,
          ...(values.languageId != null ? { languageId: values.languageId } : {}),
          updatedAt: new Date(),
        })
        .where(and(eq(users.id, id), isNull(users.deletedAt)))
        .returning();
      if (!row) throw needLogin();
      changed(id);
      return row;
    },

    async setLanguage(id: number, languageId: number): Promise<UserRow> {
      const [row] = await db
        .update(users)
        .set({ languageId, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      changed(id);
      return row!;
    },

    /** The new avatar, and the one it replaces (read under the row's lock: two uploads at once each get their own). */
    async setPhoto(id: number, photoImgUrl: string): Promise<{ previous: string }> {
      const replaced = await db.transaction(async (tx) => {
        const [before] = await tx
          .select({ photoImgUrl: users.photoImgUrl })
          .from(users)
          .where(and(eq(users.id, id), isNull(users.deletedAt)))
          .for("update");
        if (!before) throw needLogin();
        await tx.update(users).set({ photoImgUrl, updatedAt: new Date() }).where(eq(users.id, id));
        return { previous: before.photoImgUrl };
      });
      changed(id);
      return replaced;
    },

    /**
     * The learner's mail subscription flag (learner §3 emailNotificationStatus),
     * written with the caller's transaction when the answer comes with another
     * command (a smart-try application), so both are stored or neither; that
     * caller reports the change once its transaction has committed (changed).
     */
    async setEmailNotificationStatus(id: number, status: number, executor: Db = db): Promise<void> {
      await executor
        .update(users)
        .set({ emailNotificationStatus: status, updatedAt: new Date() })
        .where(and(eq(users.id, id), isNull(users.deletedAt)));
      if (executor === db) changed(id);
    },

    async dismissMigrationNotice(id: number): Promise<void> {
      await db
        .update(users)
        .set({ migrationPopStatus: "0", updatedAt: new Date() })
        .where(eq(users.id, id));
      changed(id);
    },

    /** The user of an identity at an issuer, for one-click sign and deletion. */
    async byIdentity(issuer: string, subject: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.idpIssuer, issuer), eq(users.idpSubject, subject)))
        .limit(1);
      return row;
    },

    /**
     * The user whose confirmed address this is (one-click sign): an address
     * nobody has confirmed identifies nobody.
     */
    async byConfirmedEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(
          and(
            eq(sql`lower(${users.email})`, email.trim().toLowerCase()),
            eq(users.emailVerified, true),
          ),
        )
        .orderBy(sql`${users.updatedAt} desc`)
        .limit(1);
      return row;
    },

    /** Users whose company VAT number is this one (spaces, dots and dashes ignored). */
    async idsWithVatNumber(vat: string): Promise<number[]> {
      // "--" or "  " would match every profile without a VAT number.
      if (!isUsableVat(vat)) return [];
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(
          eq(
            sql`upper(regexp_replace(${users.vatNumber}, '[[:space:].-]', '', 'g'))`,
            normaliseVat(vat),
          ),
        );
      return rows.map((row) => row.id);
    },

    /** Every user with this address (one per identity provider), and whether they confirmed it. */
    async holdersOf(email: string): Promise<{ id: number; emailVerified: boolean }[]> {
      return db
        .select({ id: users.id, emailVerified: users.emailVerified })
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
    },

    /** The embedded provider confirmed the address: the user of that account, if it still has it, is marked. */
    async confirmEmail(issuer: string, subject: string, email: string): Promise<void> {
      const confirmed = await db
        .update(users)
        .set({ emailVerified: true, updatedAt: new Date() })
        .where(
          and(
            eq(users.idpIssuer, issuer),
            eq(users.idpSubject, subject),
            eq(sql`lower(${users.email})`, email.toLowerCase()),
          ),
        )
        .returning({ id: users.id });
      for (const { id } of confirmed) changed(id);
    },
  };
}

export type Users = ReturnType<typeof createUsers>;
