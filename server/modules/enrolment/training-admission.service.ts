import { and, eq, inArray } from "drizzle-orm";
import { Code } from "#contract/codes.ts";
import type { Db } from "#db/client.ts";
import { registrations } from "#db/schema/enrolment.ts";
import { ApiError } from "../../errors.ts";
import type { Scope } from "../../scope.ts";
import type { ReleaseFacts } from "../catalogue/release-facts.ts";
import type { CertificateFacts } from "../certificate/certificate-facts.ts";
import { Relation, type Registrations } from "./registrations.service.ts";

/** What a learner lacks for a seat of a certification's training. */
type TrainingGap = {
  certificationId: number;
  /** The prerequisite certification the learner holds no valid certificate of. */
  prerequisiteId: number | null;
  /**
   * Their enrolment in the certification when it is not approved: 0 none, 1 pending; null
   * when it is approved or they hold the certification's certificate.
   */
  registrationStatus: 0 | 1 | null;
};

/**
 * Who may take a seat of a certification's classroom training (decisions
 * 0045, 0047), answered by the enrolment module for the classroom module's
 * `Qualification` port: a valid certificate of the certification's
 * prerequisite (what enrolling in it needs), and an approved enrolment in the
 * certification — in any of its releases — unless the learner holds its own
 * certificate (a holder may attend its training again). Training is the
 * certification's content, which an enrolment opens only once it is audited
 * (learner §4); the personal information the site requires comes first, as
 * before any enrolment (frame §5, decision 0049).
 */
export function createTrainingAdmission(deps: {
  db: Db;
  facts: ReleaseFacts;
  certificates: CertificateFacts;
  registrations: Pick<Registrations, "checkSupplementInfo">;
}) {
  const { db, facts } = deps;

  /** The learner's live enrolments (pending or approved) in any release of the release's certification. */
  async function liveInCertification(userId: number, releaseId: number, on: Pick<Db, "select">) {
    const releaseIds = await facts.releasesOfSameCertification(releaseId, on);
    return on
      .select({ id: registrations.id, status: registrations.status })
      .from(registrations)
      .where(
        and(
          eq(registrations.userId, userId),
          eq(registrations.relationType, Relation.certification),
          inArray(registrations.relationId, releaseIds),
          inArray(registrations.status, ["pending", "approved"]),
        ),
      );
  }

  /** What the learner lacks for a seat of the release's training, or null; `on` a caller's transaction. */
  async function trainingGap(
    userId: number,
    releaseId: number,
    on: Pick<Db, "select"> = db,
  ): Promise<TrainingGap | null> {
    const admission = (await facts.admissionOfReleases([releaseId], on)).get(releaseId);
    if (!admission) return null;
    const { certificationId, prerequisiteId } = admission;
    const held = await deps.certificates.validCertificationIds(
      userId,
      prerequisiteId === null ? [certificationId] : [certificationId, prerequisiteId],
      on,
    );
    let registrationStatus: 0 | 1 | null = null;
    if (!held.has(certificationId)) {
      const live = await liveInCertification(userId, releaseId, on);
      if (!live.some((row) => row.status === "approved"))
        registrationStatus = live.length > 0 ? 1 : 0;
    }
    const missingPrerequisite =
      prerequisiteId !== null && !held.has(prerequisiteId) ? prerequisiteId : null;
    if (missingPrerequisite === null && registrationStatus === null) return null;
    return { certificationId, prerequisiteId: missingPrerequisite, registrationStatus };
  }

  /**
   * 10026 (learner §8): the certifications to obtain first as the prerequisite dialog lists
   * them, the prerequisite's certificate first, then the certification itself with the
   * learner's registrationStatus in it when its enrolment is what is missing. Both are named
   * as this site shows them, so each links to a page the learner can act on.
   */
  async function trainingRefusal(scope: Scope, gap: TrainingGap) {
    const ids = [
      ...(gap.prerequisiteId === null ? [] : [gap.prerequisiteId]),
      ...(gap.registrationStatus === null ? [] : [gap.certificationId]),
    ];
    const prerequisiteCertificationList = (await facts.releasesOfCertifications(scope, ids)).map(
      ({ certificationId, certificationReleaseId, certificationName, versionLabel }) => ({
        certificationReleaseId,
        certificationName,
        versionLabel,
        ...(certificationId === gap.certificationId && gap.registrationStatus !== null
          ? { registrationStatus: gap.registrationStatus }
          : {}),
      }),
    );
    return new ApiError(
      Code.prerequisiteNotMet,
      gap.prerequisiteId === null
        ? "A seat of this training needs an approved enrolment in its certification"
        : "A prerequisite certification is missing",
      { errorContext: { prerequisiteCertificationList } },
    );
  }

  return {
    /** 400 naming the missing fields when the profile lacks what the site requires (frame §5). */
    checkSupplementInfo: (scope: Scope, userId: number) =>
      deps.registrations.checkSupplementInfo(scope, userId),

    /**
     * 10026 when the learner may not take a seat of the release's training. With an
     * invitation letter only the prerequisite is asked: the letter approves the learner's
     * enrolment in the certification itself (`enrolWithLetter`).
     */
    async requireAdmission(
      scope: Scope,
      userId: number,
      releaseId: number,
      options: { letter?: boolean } = {},
    ): Promise<void> {
      const gap = await trainingGap(userId, releaseId);
      if (gap === null) return;
      const asked = options.letter ? { ...gap, registrationStatus: null } : gap;
      if (asked.prerequisiteId !== null || asked.registrationStatus !== null)
        throw await trainingRefusal(scope, asked);
    },

    /** Whether the learner may hold a seat of the release's training now; `on` a caller's transaction. */
    async admitted(userId: number, releaseId: number, on: Pick<Db, "select"> = db) {
      return (await trainingGap(userId, releaseId, on)) === null;
    },

    /**
     * In the transaction of a seat taken with an invitation letter: the letter approves the
     * learner's enrolment in the certification (frame §1, §4: an enrolment with an invitation
     * code is approved at once), so the seat stands on an approved enrolment like any other.
     * A pending enrolment is approved with the letter's code; none is written for a holder of
     * the certificate, who needs none.
     */
    async enrolWithLetter(
      tx: Pick<Db, "select" | "insert" | "update">,
      scope: Scope,
      input: { userId: number; releaseId: number; code: string; now: Date },
    ): Promise<void> {
      const admission = (await facts.admissionOfReleases([input.releaseId], tx)).get(
        input.releaseId,
      );
      if (!admission) return;
      const held = await deps.certificates.validCertificationIds(
        input.userId,
        [admission.certificationId],
        tx,
      );
      if (held.has(admission.certificationId)) return;
      const live = await liveInCertification(input.userId, input.releaseId, tx);
      if (live.some((row) => row.status === "approved")) return;
      if (live.length > 0) {
        await tx
          .update(registrations)
          .set({
            status: "approved",
            invitationCode: input.code,
            decidedAt: input.now,
            updatedAt: input.now,
          })
          .where(
            and(
              inArray(
                registrations.id,
                live.map((row) => row.id),
              ),
              eq(registrations.status, "pending"),
            ),
          );
        return;
      }
      await tx
        .insert(registrations)
        .values({
          userId: input.userId,
          siteId: scope.site.id,
          relationType: Relation.certification,
          relationId: input.releaseId,
          status: "approved",
          invitationCode: input.code,
          decidedAt: input.now,
        })
        .onConflictDoNothing();
    },
  };
}

export type TrainingAdmission = ReturnType<typeof createTrainingAdmission>;
