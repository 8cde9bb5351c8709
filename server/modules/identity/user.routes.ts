import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance, FastifyRequest } from "fastify";
import multipart from "@fastify/multipart";
import { fileTypeFromBuffer } from "file-type";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { Code } from "#contract/codes.ts";
import { envelopeSchema } from "#contract/envelope.ts";
import { identityApi } from "#contract/identity.ts";
import { AVATAR_MAX_BYTES } from "#contract/identity-rules.ts";
import { ApiError, badRequest, needLogin } from "../../errors.ts";
import { ok } from "../../plugins/envelope.ts";
import type { RateLimiter } from "../../rate-limiter.ts";
import { verifySignToken } from "./one-click-sign.ts";
import { toUserInfo } from "./users.service.ts";

const tags = ["identity"];
const AVATAR_DIR = "avatars";
const AVATAR_NAME = /^[a-f0-9]{32}\.(jpg|png)$/;

/** The logged-in user's id, or HTTP 401 / code 401 (learner §8). */
export function requireUser(request: FastifyRequest): number {
  if (request.userId === null) throw needLogin();
  return request.userId;
}

/** Account calls (frame §7) under /api. */
export async function userRoutes(
  fastify: FastifyInstance,
  options: { dataDir: string; limiter: RateLimiter },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { users } = app.identity;
  const uploadDir = path.join(options.dataDir, "uploads", AVATAR_DIR);

  async function currentUser(request: FastifyRequest) {
    const user = await users.byId(requireUser(request));
    if (!user) throw needLogin();
    return user;
  }

  /** A language the tenant offers (the new language may belong to another of its sites). */
  function checkTenantLanguage(request: FastifyRequest, languageId: number) {
    const directory = app.siteDirectory();
    const offered = directory
      .sitesOf(request.tenant.id)
      .some((site) => directory.languagesOf(site.id).some((l) => l.id === languageId));
    if (!offered) throw badRequest({ languageId: "not a language of this portal" });
  }

  app.get(
    "/user/sso/getUserInfo",
    {
      schema: {
        tags,
        summary: "The logged-in user (HTTP 401 without a session)",
        querystring: identityApi.userInfo.request,
        response: { 200: envelopeSchema(identityApi.userInfo.response) },
      },
    },
    async (request) => ok(toUserInfo(await currentUser(request))),
  );

  app.get(
    "/user/getUserById",
    {
      schema: {
        tags,
        summary: "A user record: one's own only",
        querystring: identityApi.userById.request,
        response: { 200: envelopeSchema(identityApi.userById.response) },
      },
    },
    async (request) => {
      const user = await currentUser(request);
      if (user.id !== request.query.id) throw new ApiError(Code.forbidden, "Not your record");
      return ok(toUserInfo(user));
    },
  );

  app.post(
    "/user/update",
    {
      config: { languageScope: "tenant" },
      schema: {
        tags,
        summary: "Save the user info (profile edit, information gathering, language change)",
        body: identityApi.update.request,
        response: { 200: envelopeSchema(identityApi.update.response) },
      },
    },
    async (request) => {
      const user = await currentUser(request);
      if (request.body.languageId != null) checkTenantLanguage(request, request.body.languageId);
      return ok(toUserInfo(await users.update(user.id, request.body)));
    },
  );

  app.post(
    "/user/updateLanguageId",
    {
      config: { languageScope: "tenant" },
      schema: {
        tags,
        summary: "Save the user's language",
        body: identityApi.updateLanguage.request,
        response: { 200: envelopeSchema(identityApi.updateLanguage.response) },
      },
    },
    async (request) => {
      const user = await currentUser(request);
      checkTenantLanguage(request, request.body.languageId);
      return ok(toUserInfo(await users.setLanguage(user.id, request.body.languageId)));
    },
  );

  app.post(
    "/user/updateMigrationPopStatus",
    {
      schema: {
        tags,
        summary: "The migration notice was seen",
        body: identityApi.dismissMigrationNotice.request,
        response: { 200: envelopeSchema(identityApi.dismissMigrationNotice.response) },
      },
    },
    async (request) => {
      await users.dismissMigrationNotice((await currentUser(request)).id);
      return ok(null);
    },
  );

  await app.register(async (uploads) => {
    await uploads.register(multipart, {
      limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 4, parts: 5 },
    });
    uploads.post(
      "/user/image/upload",
      {
        schema: {
          tags,
          summary: "Upload the avatar: field image, JPG or PNG, at most 200 KB",
          consumes: ["multipart/form-data"],
          querystring: identityApi.uploadAvatar.request,
          response: { 200: envelopeSchema(identityApi.uploadAvatar.response) },
        },
      },
      async (request) => {
        const user = await currentUser(request);
        // Refuse an oversized upload from its declared length, before reading it.
        const declared = Number(request.headers["content-length"] ?? 0);
        if (declared > AVATAR_MAX_BYTES + 16 * 1024) throw badRequest({ image: "at most 200 KB" });
        const part = await request.file();
        if (!part || part.fieldname !== "image")
          throw badRequest({ image: "the file goes in the field image" });
        let data: Buffer;
        try {
          data = await part.toBuffer();
        } catch {
          throw badRequest({ image: "at most 200 KB" });
        }
        if (part.file.truncated) throw badRequest({ image: "at most 200 KB" });
        const type = await fileTypeFromBuffer(data);
        if (!type || (type.ext !== "jpg" && type.ext !== "png"))
          throw badRequest({ image: "JPG or PNG only" });
        await mkdir(uploadDir, { recursive: true });
        const name = `${randomBytes(16).toString("hex")}.${type.ext}`;
        await writeFile(path.join(uploadDir, name), data, { flag: "wx" });
        const photoImgUrl = `/uploads/${AVATAR_DIR}/${name}`;
        const { previous } = await users.setPhoto(user.id, photoImgUrl);
        const previousName = previous.split("/").pop() ?? "";
        if (AVATAR_NAME.test(previousName))
          await unlink(path.join(uploadDir, previousName)).catch(() => undefined);
        return ok({ photoImgUrl });
      },
    );
  });

  app.post(
    "/user/sso/oneHikIdSign/verify",
    {
      schema: {
        tags,
        summary: "One-click sign: log in with a partner's signed, single-use token",
        body: identityApi.verifySign.request,
        response: { 200: envelopeSchema(identityApi.verifySign.response) },
      },
    },
    async (request, reply) => {
      const limited = await options.limiter.hit(`sign:ip:${request.ip}`, 20, 15 * 60);
      if (!limited.allowed) throw new ApiError(Code.tooFrequent, "Too many sign attempts");
      const result = await verifySignToken(
        app.database.db,
        request.body.appId,
        request.body.oneHikIdSign,
      );
      const user = result.ok ? await users.byEmail(result.email) : undefined;
      if (!result.ok || !user) {
        return ok({
          verifySignErrorMsg: result.ok ? "no portal account for this sign" : result.reason,
        });
      }
      if (request.sessionToken) await app.identity.sessions.destroy(request.sessionToken);
      const token = await app.identity.sessions.create(user.id, null);
      reply.setCookie(app.identity.cookieName, token, app.identity.cookieOptions);
      return ok({ verifySignErrorMsg: null });
    },
  );
}

/** Uploaded avatars, served with their own type and nosniff (outside /api). */
export async function uploadRoutes(app: FastifyInstance, options: { dataDir: string }) {
  const uploadDir = path.join(options.dataDir, "uploads", AVATAR_DIR);
  app.get<{ Params: { name: string } }>(
    `/uploads/${AVATAR_DIR}/:name`,
    { config: { tenantless: true }, schema: { hide: true } },
    async (request, reply) => {
      const match = AVATAR_NAME.exec(request.params.name);
      if (!match) return reply.status(404).send();
      const stream = createReadStream(path.join(uploadDir, request.params.name));
      return new Promise((resolve) => {
        stream.once("error", () => resolve(reply.status(404).send()));
        stream.once("open", () =>
          resolve(
            reply
              .type(match[1] === "png" ? "image/png" : "image/jpeg")
              .header("x-content-type-options", "nosniff")
              .header("content-disposition", "inline")
              .header("cache-control", "private, max-age=86400")
              .send(stream),
          ),
        );
      });
    },
  );
}
