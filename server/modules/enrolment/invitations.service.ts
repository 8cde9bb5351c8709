import { randomInt } from "node:crypto";
import { and, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import { Code } from "#contract/codes.ts";
import type { Db } from "#db/client.ts";
import { invitationCodes, registrations as registrationRows } from "#db/schema/enrolment.ts";
import type { UserRow } from "../identity/users.service.ts";
import type { ClassroomFacts } from "../classroom/classroom-facts.ts";
import { ApiError, badRequest } from "../../errors.ts";
import { addressKey, type RateLimiter } from "../../rate-limiter.ts";
import type { Scope } from "../../scope.ts";
import type { SiteDirectory } from "../site/site-directory.ts";
import type { Users } from "../identity/users.service.ts";
import { Relation, registrationStatusOf, type Registrations } from "./registrations.service.ts";

/** Crockford-style alphabet without look-alikes (0/O, 1/I/L, U). */
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTVWXYZ";
const CODE_LENGTH = 12;
/** Guessing is throttled per learner and per address (code 10022). */
const ATTEMPTS = { limit: 10, windowSeconds: 10 * 60 };

export type InvitationRow = typeof invitationCodes.$inferSelect;

/** 12 characters from a CSPRNG: 30^12 ≈ 5·10^17 codes. */
export function newInvitationCode(): string {
  let code = "";
  for (let i = 0; i < CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** What a learner types: any case, spaces or dashes between groups. */
export const normaliseCode = (input: string) => input.toUpperCase().replace(/[\s-]/g, "");

/**
 * Who presents a code: the address throttled, and the country the request
 * comes from (looked up only when a code is bound to a country and no
 * vouching provider records one for the account).
 */
export type Caller = { ip: string; country(): string | null };

/**
 * The country a learner is shown to be in by something other than their own
 * word (decision 0044), or null when nothing shows it: the country an
 * external identity provider the operator configured records for the account
 * (the operator vouches for it, as for its confirmed e-mail addresses), else
 * the country the request comes from (the trusted proxy's header, else the
 * offline GeoIP database). The embedded provider's country is what the
 * learner picked at sign-up: it proves nothing, like the profile's.
 */
export function provenCountry(
  user: Pick<UserRow, "idpIssuer" | "identityCountryCode">,
  vouchingIssuer: string | undefined,
  requestCountry: () => string | null,
): string | null {
  if (vouchingIssuer && user.idpIssuer === vouchingIssuer && user.identityCountryCode)
    return user.identityCountryCode;
  return requestCountry();
}

export type InvitationDeps = {
  db: Db;
  registrations: Registrations;
  users: Users;
  limiter: RateLimiter;
  siteDirectory: () => SiteDirectory;
  /** Classroom seats and practical exam enrolments made with a code (the country lock). */
  classrooms: Pick<ClassroomFacts, "codesStanding">;
  /** The external identity provider whose country claim counts (OIDC_ISSUER); none with the embedded one. */
  vouchingIssuer: string | undefined;
};

/**
 * Invitation codes (learner §7, frame §8 codes 10000-10019, 10022, 10024):
 * single use even when redeemed in parallel, checked for expiry, revocation,
 * site, e-mail and country, and throttled.
 */
export function createInvitations(deps: InvitationDeps) {
  const { db, registrations } = deps;

  async function throttle(userId: number, ip: string) {
    const [byUser, byIp] = await Promise.all([
      deps.limiter.hit(`invitation:user:${userId}`, ATTEMPTS.limit, ATTEMPTS.windowSeconds),
      deps.limiter.hit(
        `invitation:ip:${addressKey(ip)}`,
        ATTEMPTS.limit * 3,
        ATTEMPTS.windowSeconds,
      ),
    ]);
    if (!byUser.allowed || !byIp.allowed)
      throw new ApiError(Code.tooFrequent, "Too many invitation code attempts");
  }

  /** The code's row after every check that does not depend on what it is used for. */
  async function check(
    scope: Scope,
    userId: number,
    caller: Caller,
    rawCode: string | undefined,
  ): Promise<InvitationRow> {
    await throttle(userId, caller.ip);
    const code = normaliseCode(rawCode ?? "");
    if (!code) throw new ApiError(Code.invitationIncorrect, "Please enter the invitation code");
    const [row] = await db
      .select()
      .from(invitationCodes)
      .where(eq(invitationCodes.code, code))
      .limit(1);
    const site = row && deps.siteDirectory().site(row.siteId);
    // A code of another tenant does not exist for this one.
    if (!row || !site || site.tenantId !== scope.tenant.id)
      throw new ApiError(Code.invitationIncorrect, "Incorrect invitation code");
    if (row.revokedAt)
      throw new ApiError(Code.invitationInvalid, "The invitation code is no longer valid");
    if (row.usedAt) throw new ApiError(Code.invitationUsed, "The invitation code has been used");
    if (row.expiresAt.getTime() <= Date.now())
      throw new ApiError(Code.invitationExpired, "The invitation code has expired");
    if (row.siteId !== scope.site.id) {
      throw new ApiError(Code.invitationWrongSite, "The invitation code is valid on another site", {
        errorContext: {
          codeValidWithSite: {
            siteId: site.id,
            siteName: site.siteName,
            pathPrefix: site.pathPrefix,
            // The page names the site by its country, in its own language (a global site: its name).
            countryCode: site.countryCode,
          },
        },
      });
    }
    const user = await deps.users.byId(userId);
    if (row.email && row.email.toLowerCase() !== user?.email.toLowerCase()) {
      throw new ApiError(
        Code.invitationEmailMismatch,
        "Use the e-mail address the invitation was sent to",
      );
    }
    // The address is the key only once its owner has confirmed it: anyone can sign up with any address.
    if (row.email && !user?.emailVerified) {
      throw new ApiError(
        Code.invitationEmailMismatch,
        "Confirm your e-mail address first: open the link we sent to it, then use the code again",
        { errorContext: { emailUnconfirmed: true } },
      );
    }
    // The learner's stated country (what the enrolment records, then locked) and a country they
    // cannot state for themselves must both be the code's (decision 0044).
    if (
      row.countryCode &&
      (!user ||
        user.countryCode !== row.countryCode ||
        provenCountry(user, deps.vouchingIssuer, caller.country) !== row.countryCode)
    ) {
      throw new ApiError(
        Code.wrongCountryOrRegion,
        "The invitation is for another country or region: enrol from there, with it as your profile's country",
      );
    }
    return row;
  }

  /** Redeems the code and enrols, approved at once; one transaction so a refusal leaves the code unused. */
  async function redeem(
    scope: Scope,
    userId: number,
    row: InvitationRow,
    emailNotificationStatus: number,
  ) {
    const target = await registrations.relationOf(
      scope,
      row.relationId,
      row.relationType === Relation.certification
        ? null
        : row.relationType === Relation.video
          ? 1
          : 0,
    );
    await registrations.checkSupplementInfo(scope, userId);
    if (target.kind === "certification")
      await registrations.checkCertificationRules(scope, userId, target);
    const existing = await registrations.liveRegistration(userId, row.relationType, row.relationId);
    if (existing) {
      throw existing.invitationCode
        ? new ApiError(Code.alreadyRegistered, "Already registered: see My Learning")
        : new ApiError(
            Code.alreadyEnrolledWithoutInvitation,
            "Already enrolled without an invitation letter",
          );
    }
    return db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(invitationCodes)
        .set({ usedAt: new Date(), usedBy: userId, updatedAt: new Date() })
        .where(and(eq(invitationCodes.id, row.id), isNull(invitationCodes.usedAt)))
        .returning({ id: invitationCodes.id });
      if (!claimed) throw new ApiError(Code.invitationUsed, "The invitation code has been used");
      const registration = await registrations.insertRegistration(
        scope,
        {
          userId,
          relationType: row.relationType,
          relationId: row.relationId,
          status: "approved",
          emailNotificationStatus,
          invitationCode: row.code,
        },
        tx,
      );
      return {
        id: registration.id,
        relationId: registration.relationId,
        relationType: registration.relationType,
        registrationStatus: registrationStatusOf(registration),
      };
    });
  }

  async function describe(scope: Scope, row: InvitationRow) {
    const target = await registrations
      .relationOf(
        scope,
        row.relationId,
        row.relationType === Relation.certification
          ? null
          : row.relationType === Relation.video
            ? 1
            : 0,
      )
      .catch(() => null);
    return {
      code: row.code,
      relationId: row.relationId,
      relationType: row.relationType,
      kind: row.kind,
      expiresAt: row.expiresAt.toISOString(),
      relationName: target
        ? "certificationName" in target
          ? target.certificationName
          : target.courseName
        : "",
      versionLabel: target && "versionLabel" in target ? target.versionLabel : "",
    };
  }

  return {
    /**
     * The country a learner's profile is held to (decision 0044): the
     * country of a country-bound code behind one of their enrolments that
     * still stands, or null when they may change it.
     */
    async lockedCountryOf(userId: number): Promise<string | null> {
      const used = await db
        .select({ code: invitationCodes.code, countryCode: invitationCodes.countryCode })
        .from(invitationCodes)
        .where(and(eq(invitationCodes.usedBy, userId), isNotNull(invitationCodes.countryCode)));
      if (used.length === 0) return null;
      const codes = used.map((row) => row.code);
      const registered = await db
        .select({ code: registrationRows.invitationCode })
        .from(registrationRows)
        .where(
          and(
            eq(registrationRows.userId, userId),
            inArray(registrationRows.invitationCode, codes),
            inArray(registrationRows.status, ["pending", "approved"]),
          ),
        );
      const standing = new Set(registered.map((row) => row.code));
      if (standing.size === 0)
        for (const code of await deps.classrooms.codesStanding(userId, codes)) standing.add(code);
      return used.find((row) => standing.has(row.code))?.countryCode ?? null;
    },

    /** GET /user/invitation/getDetail. */
    async detail(scope: Scope, userId: number, caller: Caller, code: string | undefined) {
      return describe(scope, await check(scope, userId, caller, code));
    },

    /** GET /user/invitation/certification/release/info: the certification release a code enrols in. */
    async certificationReleaseInfo(
      scope: Scope,
      userId: number,
      caller: Caller,
      code: string | undefined,
    ) {
      const row = await check(scope, userId, caller, code);
      if (row.relationType !== Relation.certification) {
        throw new ApiError(
          Code.invitationInvalid,
          "The invitation code is not for a certification",
        );
      }
      const described = await describe(scope, row);
      return {
        relationId: row.relationId,
        certificationName: described.relationName,
        versionLabel: described.versionLabel,
      };
    },

    /** POST /user/invitation/use: an invitation letter (training). */
    async use(
      scope: Scope,
      userId: number,
      caller: Caller,
      input: { code?: string | undefined; emailNotificationStatus: number },
    ) {
      const row = await check(scope, userId, caller, input.code);
      if (row.kind !== "training")
        throw new ApiError(Code.invitationInvalid, "This code is not an invitation letter");
      return redeem(scope, userId, row, input.emailNotificationStatus);
    },

    /**
     * An invitation letter for the training or the practical exam of a
     * certification release (frame §2 invitation letters;
     * `registration/enrollClassroom` with a code and
     * `practicalExamApprove/enrollByInvitationCode`): every check of the code,
     * then a claim that marks it used on the enrolling transaction, so a
     * refused enrolment leaves the code unused.
     */
    async certificationLetter(
      scope: Scope,
      userId: number,
      caller: Caller,
      input: { code: string; certificationReleaseId: number },
    ): Promise<{ code: string; claim(tx: Pick<Db, "update">): Promise<void> }> {
      const row = await check(scope, userId, caller, input.code);
      if (row.kind !== "training")
        throw new ApiError(Code.invitationInvalid, "This code is not an invitation letter");
      if (
        row.relationType !== Relation.certification ||
        row.relationId !== input.certificationReleaseId
      )
        throw new ApiError(
          Code.invitationInvalid,
          "This invitation letter is for another certification",
        );
      return {
        code: row.code,
        async claim(tx) {
          const [claimed] = await tx
            .update(invitationCodes)
            .set({ usedAt: new Date(), usedBy: userId, updatedAt: new Date() })
            .where(and(eq(invitationCodes.id, row.id), isNull(invitationCodes.usedAt)))
            .returning({ id: invitationCodes.id });
          if (!claimed)
            throw new ApiError(Code.invitationUsed, "The invitation code has been used");
        },
      };
    },

    /** POST /user/invitation/sales/use: a sales code, for the relation the learner is enrolling in. */
    async salesUse(
      scope: Scope,
      userId: number,
      caller: Caller,
      input: {
        code?: string | undefined;
        relationId: number;
        relationType: number;
        emailNotificationStatus: number;
      },
    ) {
      const row = await check(scope, userId, caller, input.code);
      if (
        row.kind !== "sales" ||
        row.relationId !== input.relationId ||
        row.relationType !== input.relationType
      ) {
        throw new ApiError(Code.invitationInvalid, "This code is not valid for this enrolment");
      }
      return redeem(scope, userId, row, input.emailNotificationStatus);
    },

    /** An approver creates codes for a release of their site. */
    async generate(
      scope: Scope,
      createdBy: number,
      input: {
        relationType: number;
        relationId: number;
        count: number;
        validDays: number;
        kind: "training" | "sales";
        email?: string | undefined;
        countryCode?: string | undefined;
      },
    ) {
      await registrations.relationOf(
        scope,
        input.relationId,
        input.relationType === Relation.certification
          ? null
          : input.relationType === Relation.video
            ? 1
            : 0,
      );
      if (input.email && input.count !== 1)
        throw badRequest({ count: "a code for one e-mail is a single code" });
      const expiresAt = new Date(Date.now() + input.validDays * 24 * 3600 * 1000);
      const rows = await db
        .insert(invitationCodes)
        .values(
          Array.from({ length: input.count }, () => ({
            code: newInvitationCode(),
            siteId: scope.site.id,
            relationType: input.relationType,
            relationId: input.relationId,
            kind: input.kind,
            email: input.email?.toLowerCase() ?? null,
            countryCode: input.countryCode ?? null,
            expiresAt,
            createdBy,
          })),
        )
        .returning({ code: invitationCodes.code, expiresAt: invitationCodes.expiresAt });
      return rows.map((r) => ({ code: r.code, expiresAt: r.expiresAt.toISOString() }));
    },
  };
}

export type Invitations = ReturnType<typeof createInvitations>;
