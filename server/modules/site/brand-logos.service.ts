import { createHash, randomBytes } from "node:crypto";
import { mkdir, rename, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";

/**
 * Tenant logos set by `npm run setup` (issue 35) live under
 * DATA_DIR/uploads/brand, beside the avatars and CVs and outside the build
 * (which a deployment replaces), and are served by brand-logo.routes.ts. A
 * logo is named by its content, so setting the same file again writes
 * nothing new and a new logo gets a new address (kept for good by browsers).
 */
export const BRAND_LOGO_DIR = "brand";
/** Names the store gives: 128 bits of the content's SHA-256, and the type it checked. */
export const BRAND_LOGO_NAME = /^[a-f0-9]{32}\.(svg|png|jpg|webp)$/;
export const BRAND_LOGO_MAX_BYTES = 512 * 1024;
/** A logo is shown a few hundred pixels wide: anything larger is a mistake (or a bomb). */
const MAX_SIDE_PX = 4096;

export const BRAND_LOGO_TYPES = {
  svg: "image/svg+xml",
  png: "image/png",
  jpg: "image/jpeg",
  webp: "image/webp",
} as const;
export type BrandLogoExtension = keyof typeof BRAND_LOGO_TYPES;

export const brandLogoDir = (dataDir: string) => path.join(dataDir, "uploads", BRAND_LOGO_DIR);

export type BrandLogo = { data: Buffer; extension: BrandLogoExtension; url: string };

/**
 * The logo as the portal will keep it, or why not: the bytes must be what
 * their magic bytes say (file-type), a PNG, JPEG or WebP that decodes, or an
 * SVG document (which has no magic bytes: its root element is checked) without
 * scripts, event handlers or embedded documents.
 */
export async function checkBrandLogo(
  data: Buffer,
): Promise<{ ok: true; logo: BrandLogo } | { ok: false; problem: string }> {
  if (data.length === 0) return { ok: false, problem: "the file is empty" };
  if (data.length > BRAND_LOGO_MAX_BYTES)
    return { ok: false, problem: `at most ${BRAND_LOGO_MAX_BYTES / 1024} KB` };
  const sniffed = await fileTypeFromBuffer(data);
  let extension: BrandLogoExtension;
  // An SVG has no magic bytes; one with an XML declaration reads as XML.
  if (sniffed === undefined || sniffed.ext === "xml") {
    const problem = svgProblem(data);
    if (problem) return { ok: false, problem };
    extension = "svg";
  } else if (sniffed.ext === "png" || sniffed.ext === "jpg" || sniffed.ext === "webp") {
    extension = sniffed.ext;
    try {
      const {
        format,
        width = 0,
        height = 0,
      } = await sharp(data, {
        limitInputPixels: MAX_SIDE_PX * MAX_SIDE_PX,
      }).metadata();
      if (format !== (extension === "jpg" ? "jpeg" : extension))
        return { ok: false, problem: "not a readable PNG, JPEG, WebP or SVG image" };
      if (width > MAX_SIDE_PX || height > MAX_SIDE_PX)
        return { ok: false, problem: `at most ${MAX_SIDE_PX} pixels wide and high` };
    } catch {
      return { ok: false, problem: "not a readable PNG, JPEG, WebP or SVG image" };
    }
  } else {
    return { ok: false, problem: `a PNG, JPEG, WebP or SVG image, not ${sniffed.ext}` };
  }
  const name = `${createHash("sha256").update(data).digest("hex").slice(0, 32)}.${extension}`;
  return { ok: true, logo: { data, extension, url: `/uploads/${BRAND_LOGO_DIR}/${name}` } };
}

/** Why these bytes are not an SVG logo the portal serves, or null when they are. */
function svgProblem(data: Buffer): string | null {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(data);
  } catch {
    return "a PNG, JPEG, WebP or SVG image";
  }
  // The prologue an SVG file may start with: a declaration, comments, a doctype.
  const root =
    /^\uFEFF?\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*(?:<!DOCTYPE svg[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*<svg[\s>]/i;
  if (!root.test(text)) return "a PNG, JPEG, WebP or SVG image";
  // Shown in <img> these would never run, but the file is served at an address of its own.
  if (/<script[\s>]|<foreignObject[\s>]|\son[a-z]+\s*=|javascript:/i.test(text))
    return "an SVG without scripts, event handlers or embedded documents";
  return null;
}

/**
 * Writes the logo under its content's name, whole or not at all (a file
 * written aside, then renamed); the same logo again leaves the file as it was.
 */
export async function storeBrandLogo(dataDir: string, logo: BrandLogo): Promise<void> {
  const dir = brandLogoDir(dataDir);
  const file = path.join(dir, path.basename(logo.url));
  await mkdir(dir, { recursive: true });
  if (await exists(file)) return;
  const aside = `${file}.${randomBytes(6).toString("hex")}.tmp`;
  await writeFile(aside, logo.data, { flag: "wx" });
  await rename(aside, file);
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );
