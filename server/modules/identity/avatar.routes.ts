import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import multipart from "@fastify/multipart";
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { envelopeSchema } from "#contract/envelope.ts";
import { identityApi } from "#contract/identity.ts";
import { Code } from "#contract/codes.ts";
import { AVATAR_MAX_BYTES, AVATAR_SIZE_PX } from "#contract/identity-rules.ts";
import { ApiError, badRequest } from "../../errors.ts";
import { ok } from "../../plugins/envelope.ts";
import { AVATAR_DIR, AVATAR_NAME, avatarDir, removeAvatarFile } from "./avatar-store.ts";
import { currentUserOf } from "./current-user.ts";

const tags = ["identity"];
const TYPES = { jpg: "image/jpeg", png: "image/png", webp: "image/webp" } as const;
/** Uploads per learner and hour: each one decodes an image, which costs CPU. */
const UPLOADS_PER_HOUR = 10;
/**
 * A decompression bomb (a tiny PNG of 50,000 × 50,000 pixels) is refused
 * before sharp allocates its pixels; no camera photo comes near this.
 */
const MAX_INPUT_PIXELS = 8192 * 8192;

const tooLarge = () => badRequest({ image: "at most 200 KB" });
const notAnImage = () => badRequest({ image: "JPG or PNG only" });

/**
 * The avatar as the portal keeps it: decoded, turned upright, cut to a square
 * of AVATAR_SIZE_PX and written anew as WebP, so no byte of the upload (EXIF
 * with its GPS position, a script hidden after the image data) is ever served.
 * The bytes must be what the magic bytes say, for file-type and for sharp.
 */
export async function reencodeAvatar(data: Buffer): Promise<Buffer> {
  const sniffed = await fileTypeFromBuffer(data);
  if (!sniffed || (sniffed.ext !== "jpg" && sniffed.ext !== "png")) throw notAnImage();
  try {
    const image = sharp(data, { limitInputPixels: MAX_INPUT_PIXELS });
    const { format } = await image.metadata();
    if (format !== (sniffed.ext === "jpg" ? "jpeg" : "png")) throw notAnImage();
    return await image
      .rotate()
      .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: "cover", position: "attention" })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    // A truncated or corrupt file, or one over the pixel limit: not an image we can use.
    throw badRequest({ image: "not a readable JPG or PNG image" });
  }
}

/** The avatar upload (frame §7) under /api: checked by its bytes, re-encoded, stored under a random name. */
export async function avatarUploadRoutes(fastify: FastifyInstance, options: { dataDir: string }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { users, limiter } = app.services;
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
        const limited = await limiter.hit(`avatar:user:${user.id}`, UPLOADS_PER_HOUR, 60 * 60);
        if (!limited.allowed)
          throw new ApiError(Code.tooFrequent, "Too many uploads: please try again later");
        // Refuse an oversized upload from its declared length, before reading it.
        const declared = Number(request.headers["content-length"] ?? 0);
        if (declared > AVATAR_MAX_BYTES + 16 * 1024) throw tooLarge();
        const part = await request.file();
        if (!part || part.fieldname !== "image")
          throw badRequest({ image: "the file goes in the field image" });
        let data: Buffer;
        try {
          data = await part.toBuffer();
        } catch {
          throw tooLarge();
        }
        if (part.file.truncated) throw tooLarge();
        const avatar = await reencodeAvatar(data);
        await mkdir(uploadDir, { recursive: true });
        const name = `${randomBytes(16).toString("hex")}.webp`;
        const file = path.join(uploadDir, name);
        await writeFile(file, avatar, { flag: "wx" });
        const photoImgUrl = `/uploads/${AVATAR_DIR}/${name}`;
        let previous: string;
        try {
          ({ previous } = await users.setPhoto(user.id, photoImgUrl));
        } catch (error) {
          // The record was not changed: the new file is nobody's.
          await unlink(file).catch(() => undefined);
          throw error;
        }
        await removeAvatarFile(options.dataDir, previous);
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
              .type(TYPES[match[1] as keyof typeof TYPES])
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
