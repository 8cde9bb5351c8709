import { open } from "node:fs/promises";
import type { FastifyInstance, FastifyRequest } from "fastify";
import multipart from "@fastify/multipart";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { Code } from "#contract/codes.ts";
import { envelopeSchema } from "#contract/envelope.ts";
import { trainerApplicationAdminApi, trainerTeamApi } from "#contract/trainer-team.ts";
import { CV_MAX_BYTES } from "#contract/trainer-team-rules.ts";
import { registerCalls } from "../../call-table.ts";
import { ApiError, badRequest, notFound } from "../../errors.ts";
import { ok } from "../../plugins/envelope.ts";
import { CV_MEDIA_TYPES, type CvType } from "./cv-store.ts";
import { addressKey } from "../../rate-limiter.ts";

const tags = ["trainer"];
/** Captchas an address may ask for in ten minutes: a person needs a few, a bot is slowed down. */
export const CAPTCHAS_PER_ADDRESS = 20;
/** CV uploads per address and hour: each keeps up to 5 MB on disk for a day. */
export const CV_UPLOADS_PER_ADDRESS = 10;

const tooFrequent = () =>
  new ApiError(Code.tooFrequent, "Too many requests: please try again later");
const tooLarge = () => badRequest({ file: "at most 5 MB" });

/**
 * The download's name: the uploader's name without its extension (ASCII for the
 * plain parameter, the whole of it in filename*), then the sniffed type's, so
 * a CV is never saved under an extension its bytes are not.
 */
export function cvDisposition(originalName: string, type: CvType): string {
  const stem = originalName.replace(/\.[^.]*$/, "").slice(0, 200) || "cv";
  const ascii = stem.replace(/[^A-Za-z0-9 ._-]/g, "_");
  return `attachment; filename="${ascii}.${type}"; filename*=UTF-8''${encodeURIComponent(`${stem}.${type}`)}`;
}

/** The trainer team calls (frame §7): open to visitors; the applications' calls to the site's approvers. */
export async function trainerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { trainerTeam, trainerApplications, captchas, limiter, registrations } = app.services;
  const { uploadCv, ...calls } = trainerTeamApi;

  registerCalls(
    app,
    calls,
    {
      queryTrainerConfig: {
        summary: "The trainer team page's texts and the regions of its trainers",
        handle: (request) => trainerTeam.config(request.scope),
      },
      query: {
        summary: "A page of the site's trainers (16/32/64/128), by region and keyword",
        handle: (request, input) => trainerTeam.query(request.scope, input),
      },
      validateCode: {
        summary: "An image captcha for the trainer application: one use, five minutes",
        handle: async (request) => {
          const limited = await limiter.hit(
            `captcha:ip:${addressKey(request.ip)}`,
            CAPTCHAS_PER_ADDRESS,
            600,
          );
          if (!limited.allowed) throw tooFrequent();
          return captchas.issue(request.scope.site.id);
        },
      },
      apply: {
        summary: "Apply to join the trainer team with an uploaded CV and the captcha's answer",
        handle: (request, input) => trainerApplications.apply(request.scope, input),
      },
    },
    tags,
  );

  // ---- the site approvers' calls (decision 0024) ----

  /** The signed-in approver of the request's site: 401 for a visitor, 403 for anyone else. */
  const requireApprover = (request: FastifyRequest) =>
    registrations.requireApprover(request.requireUser(), request.scope.site.id);
  const { applicationCv, ...decisionCalls } = trainerApplicationAdminApi;

  registerCalls(
    app,
    decisionCalls,
    {
      pendingApplications: {
        summary: "The site's undecided trainer applications, a page at a time, newest first",
        handle: async (request, input) => {
          await requireApprover(request);
          return trainerApplications.pending(request.scope, input);
        },
      },
      acceptApplication: {
        summary:
          "Accept an undecided trainer application of the site (10002 once decided); the applicant is e-mailed",
        handle: async (request, input) =>
          trainerApplications.decide(request.scope, await requireApprover(request), input.id, true),
      },
      declineApplication: {
        summary:
          "Decline an undecided trainer application of the site (10002 once decided): it and its CV are deleted 3 business days later; the applicant is e-mailed",
        handle: async (request, input) =>
          trainerApplications.decide(
            request.scope,
            await requireApprover(request),
            input.id,
            false,
          ),
      },
    },
    ["admin"],
  );

  app.get(
    applicationCv.path,
    {
      schema: {
        tags: ["admin"],
        summary:
          "Download the CV of a trainer application of the site (an attachment; 404 once deleted)",
        querystring: applicationCv.request,
      },
    },
    async (request, reply) => {
      await requireApprover(request);
      const cv = await trainerApplications.cvOf(request.scope.site.id, request.query.id);
      const file = await open(cv.path, "r").catch(() => null);
      if (!file) throw notFound("No CV for this application on this site");
      return reply
        .type(CV_MEDIA_TYPES[cv.fileType])
        .header("x-content-type-options", "nosniff")
        .header("content-disposition", cvDisposition(cv.originalName, cv.fileType))
        .header("cache-control", "private, no-store")
        .send(file.createReadStream());
    },
  );

  await app.register(async (uploads) => {
    await uploads.register(multipart, {
      limits: { fileSize: CV_MAX_BYTES, files: 1, fields: 4, parts: 5 },
    });
    uploads.post(
      uploadCv.path,
      {
        schema: {
          tags,
          summary: "Upload the CV: field file, PDF or Word (DOC, DOCX), at most 5 MB",
          consumes: ["multipart/form-data"],
          querystring: uploadCv.request,
          response: { 200: envelopeSchema(uploadCv.response) },
        },
      },
      async (request) => {
        const limited = await limiter.hit(
          `cv:ip:${addressKey(request.ip)}`,
          CV_UPLOADS_PER_ADDRESS,
          3600,
        );
        if (!limited.allowed) throw tooFrequent();
        await trainerApplications.takesApplications(request.scope);
        // Refuse an oversized upload from its declared length, before reading it.
        const declared = Number(request.headers["content-length"] ?? 0);
        if (declared > CV_MAX_BYTES + 16 * 1024) throw tooLarge();
        const part = await request.file();
        if (!part || part.fieldname !== "file")
          throw badRequest({ file: "the file goes in the field file" });
        let data: Buffer;
        try {
          // Stops reading at the limit: a longer body is never held whole.
          data = await part.toBuffer();
        } catch {
          throw tooLarge();
        }
        if (part.file.truncated) throw tooLarge();
        return ok(
          await trainerApplications.storeCv(request.scope, {
            data,
            originalName: part.filename,
          }),
        );
      },
    );
  });
}
