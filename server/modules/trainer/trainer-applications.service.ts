import { createHash, randomBytes } from "node:crypto";
import { and, count, desc, eq, gt, inArray, lt, lte, sql } from "drizzle-orm";
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
import type { Mailer } from "../identity/mail.ts";
import type { SiteDirectory } from "../site/site-directory.ts";
import { cvPath, removeCv, sniffCv, writeCv, type CvType } from "./cv-store.ts";
import { decisionMail } from "./decision-mail.ts";

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
  mailer,
  siteDirectory,
  clock = () => new Date(),
}: {
  db: Db;
  dataDir: string;
  captchas: Captchas;
  /** Tells the applicant the decision. */
  mailer: Mailer;
  /** The applicant's language, for the decision e-mail. */
  siteDirectory: () => SiteDirectory;
  /** The server's clock: the deletion deadline and the upload expiry are decided by it. */
  clock?: () => Date;
}) {
  /** A site that does not invite trainers (its page hides the invitation) takes no applications, nor their CVs. */
  async function takesApplications(scope: Scope): Promise<void> {
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
  }

  return {
    takesApplications,

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
      await takesApplications(scope);
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
     * The site's undecided applications, a page at a time, newest first, each
     * with its CV's name, type and size (one query for the page, one for the count).
     */
    async pending(scope: Scope, page: { pageNum: number; pageSize: number }) {
      const undecided = and(
        eq(trainerApplications.siteId, scope.site.id),
        eq(trainerApplications.status, ApplicationStatus.pending),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: trainerApplications.id,
            fullName: trainerApplications.fullName,
            email: trainerApplications.email,
            phone: trainerApplications.phone,
            region: trainerApplications.region,
            company: trainerApplications.company,
            expertise: trainerApplications.expertise,
            message: trainerApplications.message,
            createdAt: trainerApplications.createdAt,
            cvName: trainerCvUploads.originalName,
            cvType: trainerCvUploads.fileType,
            cvSizeBytes: trainerCvUploads.sizeBytes,
          })
          .from(trainerApplications)
          .innerJoin(trainerCvUploads, eq(trainerCvUploads.id, trainerApplications.cvUploadId))
          .where(undecided)
          .orderBy(desc(trainerApplications.createdAt), desc(trainerApplications.id))
          .limit(page.pageSize)
          .offset((page.pageNum - 1) * page.pageSize),
        db.select({ n: count() }).from(trainerApplications).where(undecided),
      ]);
      return {
        rows: rows.map((row) => ({
          ...row,
          cvType: row.cvType as CvType,
          createdAt: row.createdAt.toISOString(),
          decisionBy: addBusinessDays(
            row.createdAt,
            APPLICATION_DECISION_BUSINESS_DAYS,
          ).toISOString(),
        })),
        total: total?.n ?? 0,
      };
    },

    /**
     * Decides an undecided application of the approver's site. A decline sets
     * the deadline of its data, 3 business days later (frame §9), which the
     * sweep keeps; an accept keeps the application. A decided one is refused
     * (10002) and left as it is. The applicant's e-mail is written in the decision's
     * transaction and delivered after it.
     */
    async decide(scope: Scope, approverId: number, applicationId: number, accept: boolean) {
      const now = clock();
      const deleteAfter = accept ? null : addBusinessDays(now, DECLINED_DELETION_BUSINESS_DAYS);
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select({
            status: trainerApplications.status,
            email: trainerApplications.email,
            fullName: trainerApplications.fullName,
            languageId: trainerApplications.languageId,
          })
          .from(trainerApplications)
          .where(
            and(
              eq(trainerApplications.id, applicationId),
              eq(trainerApplications.siteId, scope.site.id),
            ),
          )
          .for("update");
        if (!row) throw notFound("No trainer application with this id on this site");
        if (row.status !== ApplicationStatus.pending)
          throw new ApiError(Code.repeatSubmit, "This application has already been decided");
        await tx
          .update(trainerApplications)
          .set({
            status: accept ? ApplicationStatus.accepted : ApplicationStatus.declined,
            decidedAt: now,
            decidedBy: approverId,
            deleteAfter,
            updatedAt: now,
          })
          .where(eq(trainerApplications.id, applicationId));
        const language = siteDirectory().language(row.languageId);
        await mailer.send(
          decisionMail({
            to: row.email,
            fullName: row.fullName,
            brand: scope.tenant.brandName,
            languagePackId: language?.languagePackId ?? "en",
            locale: language?.languageSimple ?? "en",
            decision: deleteAfter ? { accepted: false, deleteAfter } : { accepted: true },
          }),
          { tx },
        );
      });
      return {
        id: applicationId,
        status: accept ? ("accepted" as const) : ("declined" as const),
        decidedAt: now.toISOString(),
        deleteAfter: deleteAfter?.toISOString() ?? null,
      };
    },

    /**
     * Where the CV of an application of the site is stored, with the name and
     * type to serve it by; 404 for another site's or a deleted application.
     */
    async cvOf(siteId: number, applicationId: number) {
      const [row] = await db
        .select({
          fileName: trainerCvUploads.fileName,
          originalName: trainerCvUploads.originalName,
          fileType: trainerCvUploads.fileType,
        })
        .from(trainerApplications)
        .innerJoin(trainerCvUploads, eq(trainerCvUploads.id, trainerApplications.cvUploadId))
        .where(
          and(eq(trainerApplications.id, applicationId), eq(trainerApplications.siteId, siteId)),
        );
      const file = row && cvPath(dataDir, row.fileName);
      if (!row || !file) throw notFound("No CV for this application on this site");
      return { path: file, originalName: row.originalName, fileType: row.fileType as CvType };
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
