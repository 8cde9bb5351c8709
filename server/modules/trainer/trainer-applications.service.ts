import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, inArray, lt, lte, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { trainerApplications, trainerCvUploads, trainerTeamConfigs } from "#db/schema/trainer.ts";
import { Code } from "#contract/codes.ts";
import type { z } from "zod";
import type { trainerApplicationSchema } from "#contract/trainer-team.ts";
import {
  APPLICATION_DECISION_BUSINESS_DAYS,
  ApplicationStatus,
  DECLINED_DELETION_BUSINESS_DAYS,
  addBusinessDays,
} from "#contract/trainer-team-rules.ts";
import { ApiError, badRequest, notFound } from "../../errors.ts";
import type { Scope } from "../../scope.ts";
import type { Captchas } from "./captcha.ts";
import { removeCv, sniffCv, writeCv } from "./cv-store.ts";

/** An uploaded CV no application took is removed after a day. */
export const UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

const tokenHashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** The validated form as the route hands it over (defaults filled in). */
type ApplicationInput = Omit<z.output<typeof trainerApplicationSchema>, "agree">;

/**
 * Applications to join the trainer team (frame §2 /join-us-as-a-trainer, §9):
 * a CV upload, then the application that references it, guarded by the image
 * captcha. Visitors may apply: the captcha and the per-address limits are
 * what keep the form from being flooded (decision 0024).
 */
export function createTrainerApplications({
  db,
  dataDir,
  captchas,
  clock = () => new Date(),
}: {
  db: Db;
  dataDir: string;
  captchas: Captchas;
  /** The server's clock: the deletion deadline and the upload expiry are decided by it. */
  clock?: () => Date;
}) {
  return {
    /**
     * Keeps an uploaded CV, checked by its bytes (PDF, DOC or DOCX), under a
     * random name; answers the token only its uploader learns, which one
     * application may reference.
     */
    async storeCv(scope: Scope, upload: { data: Buffer; originalName: string }) {
      const type = await sniffCv(upload.data);
      if (!type) throw badRequest({ file: "PDF or Word documents only" });
      const fileToken = randomBytes(16).toString("hex");
      // The name is shown back to the applicant only; a path in it means nothing here.
      const originalName = upload.originalName.split(/[\\/]/).pop()!.slice(0, 255) || `cv.${type}`;
      const fileName = `${randomBytes(16).toString("hex")}.${type}`;
      await writeCv(dataDir, fileName, upload.data);
      try {
        await db.insert(trainerCvUploads).values({
          siteId: scope.site.id,
          tokenHash: tokenHashOf(fileToken),
          fileName,
          originalName,
          fileType: type,
          sizeBytes: upload.data.length,
          createdAt: clock(),
        });
      } catch (error) {
        // The record was not written: the file is nobody's.
        await removeCv(dataDir, fileName);
        throw error;
      }
      return { fileToken, fileName: originalName, sizeBytes: upload.data.length };
    },

    /**
     * Files the application: the captcha is checked (and used up) first, then
     * the application and its CV are bound in one transaction; a CV token of
     * another site, already used, or expired is refused with nothing stored.
     */
    async apply(scope: Scope, input: ApplicationInput) {
      // A site that does not invite trainers (its page hides the invitation) takes no applications.
      const [config] = await db
        .select({ showJoinUs: trainerTeamConfigs.showJoinUs })
        .from(trainerTeamConfigs)
        .where(
          and(
            eq(trainerTeamConfigs.siteId, scope.site.id),
            eq(trainerTeamConfigs.languageId, scope.language.id),
          ),
        );
      if (config && !config.showJoinUs)
        throw new ApiError(Code.forbidden, "This site takes no trainer applications");
      if (!(await captchas.consume(scope.site.id, input.captchaId, input.captchaCode)))
        throw badRequest({ captchaCode: "wrong or expired code" }, "Wrong verification code");
      const now = clock();
      await db.transaction(async (tx) => {
        const [upload] = await tx
          .select({ id: trainerCvUploads.id })
          .from(trainerCvUploads)
          .where(
            and(
              eq(trainerCvUploads.tokenHash, tokenHashOf(input.fileToken)),
              eq(trainerCvUploads.siteId, scope.site.id),
              gt(trainerCvUploads.createdAt, new Date(now.getTime() - UPLOAD_TTL_MS)),
            ),
          )
          .for("update");
        const taken =
          upload &&
          (await tx
            .select({ id: trainerApplications.id })
            .from(trainerApplications)
            .where(eq(trainerApplications.cvUploadId, upload.id)));
        if (!upload || (taken && taken.length > 0))
          throw badRequest({ fileToken: "upload the CV again" }, "CV upload unknown or used");
        await tx.insert(trainerApplications).values({
          siteId: scope.site.id,
          languageId: scope.language.id,
          fullName: input.fullName,
          email: input.email,
          phone: input.phone,
          region: input.region,
          company: input.company,
          expertise: input.expertise,
          message: input.message,
          cvUploadId: upload.id,
          status: ApplicationStatus.pending,
          createdAt: now,
          updatedAt: now,
        });
      });
      return {
        decisionBy: addBusinessDays(now, APPLICATION_DECISION_BUSINESS_DAYS).toISOString(),
      };
    },

    /**
     * Records the decision on a pending application (for the approvers' module).
     * A decline sets the deadline of its data: 3 business days later (frame §9).
     */
    async decide(siteId: number, applicationId: number, accept: boolean) {
      const now = clock();
      const [done] = await db
        .update(trainerApplications)
        .set({
          status: accept ? ApplicationStatus.accepted : ApplicationStatus.declined,
          decidedAt: now,
          deleteAfter: accept ? null : addBusinessDays(now, DECLINED_DELETION_BUSINESS_DAYS),
          updatedAt: now,
        })
        .where(
          and(
            eq(trainerApplications.id, applicationId),
            eq(trainerApplications.siteId, siteId),
            eq(trainerApplications.status, ApplicationStatus.pending),
          ),
        )
        .returning({ id: trainerApplications.id });
      if (!done) throw notFound("No pending application");
    },

    /**
     * Deletes what may no longer be kept: declined applications whose 3
     * business days have passed, with their CVs, and CVs no application took
     * within a day; then the captchas nobody answered. Idempotent, so several
     * servers sweeping is harmless. Files go after their rows are gone.
     */
    async sweep(): Promise<number> {
      const now = clock();
      const removed = await db.transaction(async (tx) => {
        const declined = await tx
          .delete(trainerApplications)
          .where(lte(trainerApplications.deleteAfter, now))
          .returning({ cvUploadId: trainerApplications.cvUploadId });
        const ofDeclined =
          declined.length === 0
            ? []
            : await tx
                .delete(trainerCvUploads)
                .where(
                  inArray(
                    trainerCvUploads.id,
                    declined.map((row) => row.cvUploadId),
                  ),
                )
                .returning({ fileName: trainerCvUploads.fileName });
        const unclaimed = await tx
          .delete(trainerCvUploads)
          .where(
            and(
              lt(trainerCvUploads.createdAt, new Date(now.getTime() - UPLOAD_TTL_MS)),
              sql`not exists (select 1 from ${trainerApplications} where ${trainerApplications.cvUploadId} = ${trainerCvUploads.id})`,
            ),
          )
          .returning({ fileName: trainerCvUploads.fileName });
        return { applications: declined.length, files: [...ofDeclined, ...unclaimed] };
      });
      await Promise.all(removed.files.map((file) => removeCv(dataDir, file.fileName)));
      await captchas.sweep();
      return removed.applications + removed.files.length;
    },
  };
}

export type TrainerApplications = ReturnType<typeof createTrainerApplications>;
