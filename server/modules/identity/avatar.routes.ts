import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import multipart from "@fastify/multipart";
import { fileTypeFromBuffer } from "file-type";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { envelopeSchema } from "#contract/envelope.ts";
import { identityApi } from "#contract/identity.ts";
import { AVATAR_MAX_BYTES } from "#contract/identity-rules.ts";
import { badRequest } from "../../errors.ts";
import { ok } from "../../plugins/envelope.ts";
import { currentUserOf } from "./current-user.ts";

const tags = ["identity"];
const AVATAR_DIR = "avatars";
const AVATAR_NAME = /^[a-f0-9]{32}\.(jpg|png)$/;

const avatarDir = (dataDir: string) => path.join(dataDir, "uploads", AVATAR_DIR);

/** The avatar upload (frame §7) under /api: checked by its bytes, stored under a random name. */
export async function avatarUploadRoutes(fastify: FastifyInstance, options: { dataDir: string }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { users } = app.services;
  const currentUser = currentUserOf(users);
  const uploadDir = avatarDir(options.dataDir);

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
}

/** Uploaded avatars, served with their own type and nosniff (outside /api). */
export async function uploadRoutes(app: FastifyInstance, options: { dataDir: string }) {
  const uploadDir = avatarDir(options.dataDir);
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
