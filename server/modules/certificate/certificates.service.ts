import { dateTimeFormat } from "#contract/intl.ts";
import { randomInt } from "node:crypto";
import { and, desc, eq, gt, inArray } from "drizzle-orm";
import {
  ABOUT_TO_EXPIRE_DAYS,
  certificateState,
  isUsableVat,
  levelTier,
  medalOf,
  validUntilOf,
  type LevelTier,
  type MedalCounts,
  verifyPath,
  type CertificateState,
} from "#contract/certificate-rules.ts";
import type {
  Certificate,
  CertificateReminder,
  CertificateVerification,
} from "#contract/certificate.ts";
import { CertificationStatus, RelationType } from "#contract/catalogue-rules.ts";
import { Code } from "#contract/codes.ts";
import type { Db } from "#db/client.ts";
import {
  certificateApplications,
  certificateReminderDismissals,
  certificates,
  courseUpdateViews,
} from "#db/schema/certificate.ts";
import { ApiError, badRequest, notFound } from "../../errors.ts";
import type { Scope } from "../../scope.ts";
import type { CatalogueService } from "../catalogue/catalogue.service.ts";
import type { CertifiedRelease, ReleaseFacts } from "../catalogue/release-facts.ts";
import { fillText as fill, mailTexts, type Mailer } from "../identity/mail.ts";
import type { Users } from "../identity/users.service.ts";
import type { RegistrationFacts } from "../enrolment/registration-facts.ts";
import type { Registrations } from "../enrolment/registrations.service.ts";
import type { CertificateFacts } from "./certificate-facts.ts";
import type { ExamService } from "../exam/exam.service.ts";
import type { SiteDirectory } from "../site/site-directory.ts";

/** Crockford-style alphabet without look-alikes (0/O, 1/I/L, U), as invitation codes. */
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTVWXYZ";

/**
 * `HCSA-7Q4M-K2XD-93PF`: the level, then 12 characters from a CSPRNG
 * (30^12 ≈ 5·10^17): the public verification page is reached by number, so
 * numbers must not be guessable or enumerable.
 */
export function newCertificateNumber(level: string): string {
  const groups: string[] = [];
  for (let g = 0; g < 3; g++) {
    let group = "";
    for (let i = 0; i < 4; i++) group += ALPHABET[randomInt(ALPHABET.length)];
    groups.push(group);
  }
  return `${level.toUpperCase().replace(/[^A-Z]/g, "") || "CERT"}-${groups.join("-")}`;
}

type CertificateRow = typeof certificates.$inferSelect;

export type CertificatesDeps = {
  db: Db;
  catalogue: Pick<CatalogueService, "examStanding">;
  releases: Pick<
    ReleaseFacts,
    | "certification"
    | "certifications"
    | "certifiedReleases"
    | "examinedCourses"
    | "releasesOfCertifications"
  >;
  users: Pick<Users, "byId" | "byIds" | "idsWithVatNumber">;
  mailer: Mailer;
  siteDirectory: () => SiteDirectory;
  exams: Pick<ExamService, "startNewCycle">;
  registrations: Pick<Registrations, "liveRegistration" | "insertRegistration">;
  /** The learner's live enrolments, as the enrolment module answers for them. */
  registrationFacts: Pick<RegistrationFacts, "liveCertificationReleaseIds">;
  certificateFacts: Pick<CertificateFacts, "validCertificationIds" | "dismissedReminders">;
};

/**
 * Certificate applications and certificates (learner §4 statuses 4-6, §7
 * "certificationApply", frame §3 "Certificate"): a learner who passed applies,
 * an approver of the site decides, an approval issues the certificate in the
 * same transaction.
 */
export function createCertificates(deps: CertificatesDeps) {
  const { db, releases } = deps;

  function describe(row: CertificateRow, release: CertifiedRelease | undefined, now: Date) {
    return {
      certificateNumber: row.certificateNumber,
      holderName: row.holderName,
      certificationName: release?.certificationName ?? "",
      level: release?.level ?? "",
      versionLabel: release?.versionLabel ?? "",
      issuedAt: row.issuedAt.toISOString(),
      validUntil: row.validUntil.toISOString(),
      status: certificateState(row, now) satisfies CertificateState,
    };
  }

  /** Whether a release belongs to a site of the tenant (a brand lists and vouches for its own only). */
  const ofTenant = (release: CertifiedRelease | undefined, tenantId: number) =>
    release !== undefined && deps.siteDirectory().site(release.siteId)?.tenantId === tenantId;

  return {
    /**
     * POST /user/certificationApply/apply: the learner's status must be apply
     * (4): exams passed and no application pending or approved.
     */
    async apply(scope: Scope, userId: number, releaseId: number) {
      // Not a release of this site and language: 404.
      const { currentStatus: status } = await deps.catalogue.examStanding(
        { ...scope, userId },
        releaseId,
      );
      const [pending] = await db
        .select({ id: certificateApplications.id })
        .from(certificateApplications)
        .where(
          and(
            eq(certificateApplications.userId, userId),
            eq(certificateApplications.certificationReleaseId, releaseId),
            eq(certificateApplications.status, "pending"),
          ),
        )
        .limit(1);
      if (pending)
        throw new ApiError(
          Code.applicationPending,
          "Your last application is still being reviewed",
        );
      if (status === CertificationStatus.approved)
        throw new ApiError(Code.alreadyHasCertificate, "You already hold this certificate");
      if (status !== CertificationStatus.apply)
        throw new ApiError(Code.forbidden, "Pass the exams of this certification before applying");
      // The certificate prints the holder's name: there must be one (code 10004).
      const user = await deps.users.byId(userId);
      if (!user?.name.trim())
        throw new ApiError(Code.applyNameNull, "Add your name before applying");
      const [row] = await db
        .insert(certificateApplications)
        .values({ userId, certificationReleaseId: releaseId, siteId: scope.site.id })
        // Two applications racing: the partial unique index lets one through.
        .onConflictDoNothing()
        .returning({ id: certificateApplications.id });
      if (!row)
        throw new ApiError(
          Code.applicationPending,
          "Your last application is still being reviewed",
        );
      return { id: row.id, status: "pending" as const };
    },

    /** GET /admin/certificationApply/pending: the site's applications waiting for a decision. */
    async pending(scope: Scope) {
      const rows = await db
        .select()
        .from(certificateApplications)
        .where(
          and(
            eq(certificateApplications.siteId, scope.site.id),
            eq(certificateApplications.status, "pending"),
          ),
        )
        .orderBy(certificateApplications.createdAt);
      const [learners, released] = await Promise.all([
        deps.users.byIds(rows.map((row) => row.userId)),
        releases.certifiedReleases(rows.map((row) => row.certificationReleaseId)),
      ]);
      return rows.map((row) => ({
        id: row.id,
        releaseCertificationId: row.certificationReleaseId,
        certificationName: released.get(row.certificationReleaseId)?.certificationName ?? "",
        learnerName: learners.get(row.userId)?.name ?? "",
        learnerEmail: learners.get(row.userId)?.email ?? "",
        createdAt: row.createdAt.toISOString(),
      }));
    },

    /**
     * An approver decides a pending application of their site. Approval issues
     * the certificate in the same transaction; the learner is e-mailed either way.
     */
    async decide(
      scope: Scope,
      approverId: number,
      input: { id: number; reason: string },
      decision: "approved" | "rejected",
      /** The portal's address the mail links to (the tenant's host, as the page that decided). */
      origin: string,
    ) {
      const now = new Date();
      const [waiting] = await db
        .select()
        .from(certificateApplications)
        .where(
          and(
            eq(certificateApplications.id, input.id),
            eq(certificateApplications.siteId, scope.site.id),
            eq(certificateApplications.status, "pending"),
          ),
        )
        .limit(1);
      if (!waiting) throw notFound("No pending application with this id on this site");
      // What the certificate prints is read before the transaction (the embedded database has one connection).
      const [release, holder] = await Promise.all([
        releases
          .certifiedReleases([waiting.certificationReleaseId])
          .then((found) => found.get(waiting.certificationReleaseId)),
        deps.users.byId(waiting.userId),
      ]);
      if (!release) throw notFound("The certification of this application no longer exists");
      if (decision === "approved" && !holder?.name.trim())
        throw new ApiError(
          Code.applyNameNull,
          "The learner has no name to print on the certificate",
        );
      // A renewal before expiry continues the old certificate's period: no days are lost.
      const [previous] = await db
        .select({ validUntil: certificates.validUntil })
        .from(certificates)
        .where(
          and(
            eq(certificates.userId, waiting.userId),
            eq(certificates.certificationId, release.certificationId),
            eq(certificates.status, "valid"),
          ),
        )
        .orderBy(desc(certificates.validUntil))
        .limit(1);
      const from = previous && previous.validUntil > now ? previous.validUntil : now;
      const outcome = await db.transaction(async (tx) => {
        // Decided once, also when two approvers press at the same moment.
        const [application] = await tx
          .update(certificateApplications)
          .set({
            status: decision,
            decidedBy: approverId,
            decidedAt: now,
            reason: decision === "rejected" ? input.reason : "",
            updatedAt: now,
          })
          .where(
            and(
              eq(certificateApplications.id, waiting.id),
              eq(certificateApplications.status, "pending"),
            ),
          )
          .returning();
        if (!application) throw notFound("No pending application with this id on this site");
        const [certificate = null] =
          decision === "approved"
            ? await tx
                .insert(certificates)
                .values({
                  userId: application.userId,
                  certificationId: release.certificationId,
                  certificationReleaseId: application.certificationReleaseId,
                  applicationId: application.id,
                  certificateNumber: newCertificateNumber(release.level),
                  holderName: holder?.name ?? "",
                  issuedAt: now,
                  validUntil: validUntilOf(from),
                })
                .returning()
            : [];
        // The learner is told in the decision's transaction: a decision that rolls back mails nothing.
        await mailDecision(
          tx,
          scope,
          holder,
          release.certificationName,
          application,
          certificate,
          origin,
        );
        return application;
      });
      return { id: outcome.id, status: decision };
    },

    /**
     * POST /user/certificationApply/renew (decision 0010): once the learner's
     * certificate of this certification is about to expire or has expired,
     * renewal opens a new cycle in the given release (the current version,
     * perhaps): enrolled at once, courses and theory exam again, then a new
     * application. Earlier, 10010 (no re-enrolment until the certificate expires).
     */
    async renew(scope: Scope, userId: number, releaseId: number, now = new Date()) {
      const target = await releases.certification(scope, releaseId);
      if (!target) throw notFound("No such certification");
      const [held] = await db
        .select()
        .from(certificates)
        .where(
          and(
            eq(certificates.userId, userId),
            eq(certificates.certificationId, target.certificationId),
            eq(certificates.status, "valid"),
          ),
        )
        .orderBy(desc(certificates.validUntil))
        .limit(1);
      if (!held)
        throw new ApiError(Code.forbidden, "You hold no certificate of this certification");
      if (certificateState(held, now) === "valid") {
        throw new ApiError(
          Code.noReEnrolUntilCertificateExpires,
          `Your certificate can be renewed in the ${ABOUT_TO_EXPIRE_DAYS} days before it expires`,
        );
      }
      const [live, [latest]] = await Promise.all([
        deps.registrations.liveRegistration(userId, RelationType.certification, releaseId),
        db
          .select({ status: certificateApplications.status })
          .from(certificateApplications)
          .where(
            and(
              eq(certificateApplications.userId, userId),
              eq(certificateApplications.certificationReleaseId, releaseId),
            ),
          )
          .orderBy(desc(certificateApplications.id))
          .limit(1),
      ]);
      if (latest?.status === "pending")
        throw new ApiError(
          Code.applicationPending,
          "Your last application is still being reviewed",
        );
      // Enrolled in the release without an approved application: a renewal cycle is already open.
      if (live && latest?.status !== "approved")
        throw new ApiError(Code.repeatSubmit, "Your renewal has already started");
      await db.transaction(async (tx) => {
        // The approved application of the last cycle no longer speaks for this release's status.
        await tx
          .update(certificateApplications)
          .set({ status: "renewed", updatedAt: now })
          .where(
            and(
              eq(certificateApplications.userId, userId),
              eq(certificateApplications.certificationReleaseId, releaseId),
              eq(certificateApplications.status, "approved"),
            ),
          );
        await deps.exams.startNewCycle(tx, { userId, certificationReleaseId: releaseId });
        if (!live)
          await deps.registrations.insertRegistration(
            scope,
            {
              userId,
              relationType: RelationType.certification,
              relationId: releaseId,
              status: "approved",
              emailNotificationStatus: 0,
            },
            tx,
          );
      });
      return { releaseCertificationId: releaseId };
    },

    /** POST /user/certificationApply/clickUserCourseUpdate: the course-update notice was read. */
    async acknowledgeCourseUpdate(
      scope: Scope,
      userId: number,
      input: { id: number; releaseCertificationId: number },
    ) {
      const { id: courseReleaseId, releaseCertificationId: releaseId } = input;
      // A course of a release of this site and language only.
      const release = await releases.certification(scope, releaseId);
      const examined = release && (await releases.examinedCourses(releaseId));
      if (!examined?.courseReleaseIds.includes(courseReleaseId))
        throw notFound("No such course in this certification");
      await db
        .insert(courseUpdateViews)
        .values({ userId, certificationReleaseId: releaseId, courseReleaseId })
        .onConflictDoNothing();
    },

    /**
     * GET /user/certificationApply/getWindowRemindList: the reminders due
     * (frame §4 "Certificate reminder"), the rule of the exam status's
     * `isNeedReminder` over every certification of this site and language the
     * learner is enrolled in (pending or approved): its prerequisite
     * certificate not held validly, its reminder not dismissed.
     */
    async reminders(scope: Scope, userId: number): Promise<CertificateReminder[]> {
      const enrolled = await deps.registrationFacts.liveCertificationReleaseIds(
        userId,
        scope.site.id,
      );
      const needing = [...(await releases.certifications(scope, enrolled)).values()].filter(
        (release) => release.prerequisiteId !== null,
      );
      if (needing.length === 0) return [];
      const prerequisiteIds = [...new Set(needing.map((release) => release.prerequisiteId!))];
      const [held, dismissed, named] = await Promise.all([
        deps.certificateFacts.validCertificationIds(userId, prerequisiteIds),
        deps.certificateFacts.dismissedReminders(
          userId,
          needing.map((release) => release.releaseId),
        ),
        releases.releasesOfCertifications(scope, prerequisiteIds),
      ]);
      return needing
        .filter(
          (release) => !held.has(release.prerequisiteId!) && !dismissed.has(release.releaseId),
        )
        .sort((a, b) => a.releaseId - b.releaseId)
        .map((release) => {
          const prerequisite = named.find((n) => n.certificationId === release.prerequisiteId)!;
          return {
            releaseCertificationId: release.releaseId,
            certificationName: release.certificationName,
            versionLabel: release.versionLabel,
            prerequisite: {
              certificationReleaseId: prerequisite.certificationReleaseId,
              certificationName: prerequisite.certificationName,
              versionLabel: prerequisite.versionLabel,
            },
          };
        });
    },

    /** POST /user/certificationApply/updateWindowRemindStatus: the reminder of a release is dismissed. */
    async dismissReminder(scope: Scope, userId: number, releaseId: number) {
      if (!(await releases.certification(scope, releaseId)))
        throw notFound("No such certification");
      await db
        .insert(certificateReminderDismissals)
        .values({ userId, certificationReleaseId: releaseId })
        .onConflictDoNothing();
    },

    /**
     * POST /user/certification/generateCompanyCertificate: on sites that issue
     * them (403 elsewhere), the learner's company (its name and a usable VAT
     * number, else 400) and its certified staff.
     */
    async companyOf(scope: Scope, userId: number) {
      if (!scope.site.showCompanyCertificate)
        throw new ApiError(Code.forbidden, "This site does not issue company certificates");
      const user = await deps.users.byId(userId);
      const named = Boolean(user?.companyName.trim());
      const vatOk = isUsableVat(user?.vatNumber ?? "");
      if (!user || !named || !vatOk)
        throw badRequest({
          ...(named ? {} : { companyName: "required" }),
          ...(vatOk ? {} : { vatNumber: "a VAT number with at least 2 digits" }),
        });
      return { user, staff: await this.byVatNumber(scope.tenant.id, user.vatNumber) };
    },

    /** GET /user/certification/medal/selectUserCertificationMedalInfo: valid certificates by tier, and the medal. */
    async medals(tenantId: number, userId: number, now = new Date()) {
      const rows = await db
        .select()
        .from(certificates)
        .where(
          and(
            eq(certificates.userId, userId),
            eq(certificates.status, "valid"),
            gt(certificates.validUntil, now),
          ),
        );
      const released = await releases.certifiedReleases(
        rows.flatMap((row) => (row.certificationReleaseId ? [row.certificationReleaseId] : [])),
      );
      // One certificate per certification counts (a renewed one is not a second).
      const tiers = new Map<number, LevelTier>();
      for (const row of rows) {
        const release = released.get(row.certificationReleaseId ?? 0);
        if (!ofTenant(release, tenantId)) continue;
        const tier = levelTier(release!.level);
        if (tier) tiers.set(row.certificationId, tier);
      }
      const counts: MedalCounts = { associate: 0, professional: 0, expert: 0 };
      for (const tier of tiers.values()) counts[tier] += 1;
      return { ...counts, medal: medalOf(counts) };
    },

    /**
     * The VAT query (frame §1): the valid certificates of a company's staff on
     * this tenant, by the company VAT number in their profiles. Holder name,
     * certification and expiry only.
     */
    async byVatNumber(tenantId: number, vatNumber: string, now = new Date()) {
      const holders = await deps.users.idsWithVatNumber(vatNumber);
      if (holders.length === 0) return [];
      const rows = await db
        .select()
        .from(certificates)
        .where(
          and(
            inArray(certificates.userId, holders),
            eq(certificates.status, "valid"),
            gt(certificates.validUntil, now),
          ),
        )
        .orderBy(certificates.holderName, desc(certificates.validUntil));
      const released = await releases.certifiedReleases(
        rows.flatMap((row) => (row.certificationReleaseId ? [row.certificationReleaseId] : [])),
      );
      const directory = deps.siteDirectory();
      return rows.flatMap((row) => {
        const release = released.get(row.certificationReleaseId ?? 0);
        if (!release || directory.site(release.siteId)?.tenantId !== tenantId) return [];
        return [
          {
            holderName: row.holderName,
            certificationName: `${release.certificationName} ${release.versionLabel}`.trim(),
            level: release.level,
            validUntil: row.validUntil,
            certificateNumber: row.certificateNumber,
          },
        ];
      });
    },

    /** POST /user/certificationApply/getCertificationsByUserId: the learner's certificates, newest first. */
    async listOf(tenantId: number, userId: number, now = new Date()): Promise<Certificate[]> {
      const rows = await db
        .select()
        .from(certificates)
        .where(eq(certificates.userId, userId))
        .orderBy(desc(certificates.issuedAt), desc(certificates.id));
      const released = await releases.certifiedReleases(
        rows.flatMap((row) => (row.certificationReleaseId ? [row.certificationReleaseId] : [])),
      );
      return rows
        .filter((row) => ofTenant(released.get(row.certificationReleaseId ?? 0), tenantId))
        .map((row) => ({
          id: row.id,
          certificationId: row.certificationId,
          releaseCertificationId: row.certificationReleaseId,
          ...describe(row, released.get(row.certificationReleaseId ?? 0), now),
          verifyPath: verifyPath(row.certificateNumber),
        }));
    },

    /** The learner's newest valid certificate of a release of this tenant (their own only), or 404. */
    async ownOfRelease(tenantId: number, userId: number, releaseId: number) {
      const release = (await releases.certifiedReleases([releaseId])).get(releaseId);
      if (!ofTenant(release, tenantId))
        throw notFound("You hold no certificate of this certification");
      const [row] = await db
        .select()
        .from(certificates)
        .where(
          and(
            eq(certificates.userId, userId),
            eq(certificates.certificationReleaseId, releaseId),
            eq(certificates.status, "valid"),
          ),
        )
        .orderBy(desc(certificates.issuedAt))
        .limit(1);
      if (!row) throw notFound("You hold no certificate of this certification");
      return row;
    },

    /**
     * What the public verification page shows of a certificate number, with
     * the release and site it was earned in; null for an unknown number or a
     * certificate of another tenant (a brand does not vouch for another's).
     */
    async byNumber(tenantId: number, number: string, now = new Date()) {
      const [row] = await db
        .select()
        .from(certificates)
        .where(eq(certificates.certificateNumber, number))
        .limit(1);
      if (!row) return null;
      const release = row.certificationReleaseId
        ? (await releases.certifiedReleases([row.certificationReleaseId])).get(
            row.certificationReleaseId,
          )
        : undefined;
      const site = release ? deps.siteDirectory().site(release.siteId) : undefined;
      // No release, no site: nothing says which brand vouches for it, so none does.
      if (!site || site.tenantId !== tenantId) return null;
      const verification: CertificateVerification = {
        kind: "certificate",
        ...describe(row, release, now),
      };
      return {
        verification,
        release: release ?? null,
        site,
        issuedAt: row.issuedAt,
        validUntil: row.validUntil,
      };
    },
  };

  async function mailDecision(
    tx: Db,
    scope: Scope,
    learner: { email: string; firstName: string } | undefined,
    name: string,
    application: typeof certificateApplications.$inferSelect,
    certificate: CertificateRow | null,
    origin: string,
  ) {
    if (!learner?.email) return;
    // In the site's language: the one the learner applied in.
    const { pack, locale } = mailTexts(
      (mail) => mail.certificateDecision,
      scope.language.languagePackId,
      scope.language.languageSimple,
    );
    const values = {
      firstName: learner.firstName,
      name,
      number: certificate?.certificateNumber ?? "",
      validUntil: certificate
        ? dateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(
            certificate.validUntil,
          )
        : "",
      // A mail is read outside the portal: the link carries the portal's address.
      link: new URL(`${scope.site.pathPrefix}/my-learning`, origin).href,
      reason: application.reason ?? "",
    };
    const body = certificate
      ? [fill(pack.issued, values)]
      : [
          fill(pack.refused, values),
          ...(application.reason ? [fill(pack.reason, values)] : []),
          pack.refusedNext,
        ];
    await deps.mailer.send(
      {
        to: learner.email,
        subject: fill(certificate ? pack.issuedSubject : pack.refusedSubject, values),
        text: [fill(pack.greeting, values), "", body.join("\n\n")].join("\n"),
      },
      { tx },
    );
  }
}

export type Certificates = ReturnType<typeof createCertificates>;
