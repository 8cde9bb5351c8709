import { and, asc, desc, eq, gt } from "drizzle-orm";
import { inForce } from "#contract/certificate-rules.ts";
import { Code } from "#contract/codes.ts";
import type {
  SmartTryApplication,
  SmartTryApply,
  SmartTryCampaign,
  SmartTryStanding,
} from "#contract/smart-try.ts";
import { mailSubscriptionAfter } from "#contract/identity-rules.ts";
import { campaignPhase } from "#contract/smart-try-rules.ts";
import type { Db } from "#db/client.ts";
import {
  smartTryApplications,
  smartTryCampaigns,
  smartTryDistributors,
  smartTryProductTypes,
} from "#db/schema/smart-try.ts";
import { ApiError, badRequest, needLogin, notFound } from "../../errors.ts";
import type { Scope } from "../../scope.ts";
import type { Certificates } from "../certificate/certificates.service.ts";
import type { Users } from "../identity/users.service.ts";

export type SmartTryDeps = {
  db: Db;
  certificates: Pick<Certificates, "listOf">;
  users: Pick<Users, "byId" | "setEmailNotificationStatus" | "changed">;
};

/** PostgreSQL's unique violation: a second application of the same learner raced the first. */
const isUniqueViolation = (error: unknown) =>
  (error as { code?: string; cause?: { code?: string } }).code === "23505" ||
  (error as { cause?: { code?: string } }).cause?.code === "23505";

/**
 * The smart-try campaign (frame §1, §3, §5, §6): the site's current campaign in
 * the page's language, open to learners who hold a valid certificate, one
 * application per learner and campaign naming a certification type they
 * hold, a product type and a distributor of the campaign.
 */
export function createSmartTry(deps: SmartTryDeps) {
  const { db } = deps;

  /**
   * The campaign the page shows: the running one, else the next to begin, else
   * the one that ended last (so the page can say it is over).
   */
  async function currentCampaign(scope: Scope, now: Date) {
    const inScope = and(
      eq(smartTryCampaigns.siteId, scope.site.id),
      eq(smartTryCampaigns.languageId, scope.language.id),
    );
    const [live] = await db
      .select()
      .from(smartTryCampaigns)
      .where(and(inScope, gt(smartTryCampaigns.endsAt, now)))
      .orderBy(asc(smartTryCampaigns.startsAt), asc(smartTryCampaigns.id))
      .limit(1);
    if (live) return live;
    const [ended] = await db
      .select()
      .from(smartTryCampaigns)
      .where(inScope)
      .orderBy(desc(smartTryCampaigns.endsAt), desc(smartTryCampaigns.id))
      .limit(1);
    return ended ?? null;
  }

  /** A campaign of this site and language by id, or 404: another site's campaign is not found here. */
  async function campaignOf(scope: Scope, campaignId: number) {
    const [row] = await db
      .select()
      .from(smartTryCampaigns)
      .where(
        and(
          eq(smartTryCampaigns.id, campaignId),
          eq(smartTryCampaigns.siteId, scope.site.id),
          eq(smartTryCampaigns.languageId, scope.language.id),
        ),
      )
      .limit(1);
    if (!row) throw notFound("No such smart-try campaign on this site");
    return row;
  }

  /** The certifications the learner holds a certificate in force of, once each, by name. */
  async function heldCertifications(scope: Scope, userId: number) {
    const held = new Map<number, string>();
    for (const certificate of await deps.certificates.listOf(scope.tenant.id, userId))
      if (inForce(certificate.status) && !held.has(certificate.certificationId))
        held.set(certificate.certificationId, certificate.certificationName);
    return [...held].map(([id, name]) => ({ id, name }));
  }

  async function applicationOf(campaignId: number, userId: number) {
    const [row] = await db
      .select({
        id: smartTryApplications.id,
        campaignId: smartTryApplications.campaignId,
        certificationName: smartTryApplications.certificationName,
        productTypeName: smartTryProductTypes.name,
        distributorName: smartTryDistributors.name,
        createdAt: smartTryApplications.createdAt,
      })
      .from(smartTryApplications)
      .innerJoin(
        smartTryProductTypes,
        eq(smartTryProductTypes.id, smartTryApplications.productTypeId),
      )
      .innerJoin(
        smartTryDistributors,
        eq(smartTryDistributors.id, smartTryApplications.distributorId),
      )
      .where(
        and(
          eq(smartTryApplications.campaignId, campaignId),
          eq(smartTryApplications.userId, userId),
        ),
      )
      .limit(1);
    return row ?? null;
  }

  function describeApplication(
    row: NonNullable<Awaited<ReturnType<typeof applicationOf>>>,
  ): SmartTryApplication {
    return { ...row, createdAt: row.createdAt.toISOString() };
  }

  return {
    /** The site's current campaign with its product types and distributors, or null when it has none. */
    async campaign(scope: Scope, now = new Date()): Promise<SmartTryCampaign | null> {
      const campaign = await currentCampaign(scope, now);
      if (!campaign) return null;
      const [productTypes, distributors] = await Promise.all([
        db
          .select({ id: smartTryProductTypes.id, name: smartTryProductTypes.name })
          .from(smartTryProductTypes)
          .where(eq(smartTryProductTypes.campaignId, campaign.id))
          .orderBy(asc(smartTryProductTypes.position), asc(smartTryProductTypes.id)),
        db
          .select({
            id: smartTryDistributors.id,
            name: smartTryDistributors.name,
            countryCode: smartTryDistributors.countryCode,
            city: smartTryDistributors.city,
          })
          .from(smartTryDistributors)
          .where(eq(smartTryDistributors.campaignId, campaign.id))
          .orderBy(asc(smartTryDistributors.countryCode), asc(smartTryDistributors.name)),
      ]);
      return {
        id: campaign.id,
        title: campaign.title,
        description: campaign.description,
        benefits: campaign.benefits,
        startsAt: campaign.startsAt.toISOString(),
        endsAt: campaign.endsAt.toISOString(),
        productTypes,
        distributors,
      };
    },

    /** The learner's standing in a campaign of this site: what they may name, and their application. */
    async standing(scope: Scope, userId: number, campaignId: number): Promise<SmartTryStanding> {
      await campaignOf(scope, campaignId);
      const [user, certifications, application] = await Promise.all([
        deps.users.byId(userId),
        heldCertifications(scope, userId),
        applicationOf(campaignId, userId),
      ]);
      if (!user) throw needLogin();
      return {
        certifications,
        application: application ? describeApplication(application) : null,
        emailNotificationStatus: user.emailNotificationStatus,
      };
    },

    /**
     * Applies once to a running campaign (frame §5, §6): the learner holds a
     * certificate in force of the certification type they name, and the
     * product type and distributor are the campaign's. The application and
     * the learner's answer on mails are stored in one transaction.
     */
    async apply(
      scope: Scope,
      userId: number,
      input: SmartTryApply,
      now = new Date(),
    ): Promise<SmartTryApplication> {
      const campaign = await campaignOf(scope, input.campaignId);
      const phase = campaignPhase(
        { startsAt: campaign.startsAt.toISOString(), endsAt: campaign.endsAt.toISOString() },
        now,
      );
      if (phase !== "open")
        throw new ApiError(
          Code.enrolmentExpired,
          phase === "upcoming" ? "The campaign has not begun" : "The campaign has ended",
          { errorContext: { phase } },
        );
      const certifications = await heldCertifications(scope, userId);
      if (certifications.length === 0)
        throw new ApiError(Code.forbidden, "Smart-try is for certified users", {
          errorContext: { reason: "notCertified" },
        });
      const [productType] = await db
        .select({ id: smartTryProductTypes.id })
        .from(smartTryProductTypes)
        .where(
          and(
            eq(smartTryProductTypes.id, input.productTypeId),
            eq(smartTryProductTypes.campaignId, campaign.id),
          ),
        );
      const [distributor] = await db
        .select({ id: smartTryDistributors.id })
        .from(smartTryDistributors)
        .where(
          and(
            eq(smartTryDistributors.id, input.distributorId),
            eq(smartTryDistributors.campaignId, campaign.id),
          ),
        );
      const held = certifications.find((c) => c.id === input.certificationId);
      const fields: Record<string, string> = {};
      if (!held) fields.certificationId = "not a certification you hold";
      if (!productType) fields.productTypeId = "not a product type of this campaign";
      if (!distributor) fields.distributorId = "not a distributor of this campaign";
      if (!held || !productType || !distributor) throw badRequest(fields);
      if (await applicationOf(campaign.id, userId))
        throw new ApiError(Code.repeatSubmit, "You have already applied to this campaign");

      const user = await deps.users.byId(userId);
      if (!user) throw needLogin();
      const status = mailSubscriptionAfter(user.emailNotificationStatus, input.subscribe);
      try {
        await db.transaction(async (tx) => {
          await tx.insert(smartTryApplications).values({
            siteId: scope.site.id,
            campaignId: campaign.id,
            userId,
            certificationId: input.certificationId,
            certificationName: held.name,
            productTypeId: input.productTypeId,
            distributorId: input.distributorId,
          });
          if (status !== user.emailNotificationStatus)
            await deps.users.setEmailNotificationStatus(userId, status, tx);
        });
      } catch (error) {
        if (isUniqueViolation(error))
          throw new ApiError(Code.repeatSubmit, "You have already applied to this campaign");
        throw error;
      }
      if (status !== user.emailNotificationStatus) deps.users.changed(userId);
      return describeApplication((await applicationOf(campaign.id, userId))!);
    },
  };
}

export type SmartTry = ReturnType<typeof createSmartTry>;
