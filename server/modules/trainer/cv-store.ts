import { unlink, writeFile, mkdir } from "node:fs/promises";
import path from "node:path";
import { fileTypeFromBuffer } from "file-type";

/**
 * Trainer applicants' CVs live under DATA_DIR/uploads/trainer-cvs, outside the
 * built pages and public/, like the avatars (identity/avatar-store.ts). No
 * public route serves them: only the site's approvers download one, through
 * GET /api/admin/trainerApplication/cv.
 */
const CV_DIR = "trainer-cvs";
/** Names the server gave: 128 random bits and the sniffed type. */
const CV_NAME = /^[a-f0-9]{32}\.(pdf|doc|docx)$/;

export type CvType = "pdf" | "doc" | "docx";

export const cvDir = (dataDir: string) => path.join(dataDir, "uploads", CV_DIR);

/** The name of a Word document's main stream in a compound file's directory (UTF-16LE). */
const WORD_STREAM = Buffer.from("WordDocument", "utf16le");

/**
 * What the bytes are, whatever the name or the declared type say: a PDF, an
 * old Word file (a compound file, which file-type reports as cfb, holding a
 * WordDocument stream: spreadsheets, slides, mail and installers share the
 * container but not that stream) or a Word document (a zip with word/
 * content, reported as docx). Anything else is null.
 */
export async function sniffCv(data: Uint8Array): Promise<CvType | null> {
  const sniffed = await fileTypeFromBuffer(data);
  switch (sniffed?.ext) {
    case "pdf":
      return "pdf";
    case "cfb":
      return Buffer.from(data.buffer, data.byteOffset, data.byteLength).includes(WORD_STREAM)
        ? "doc"
        : null;
    case "docx":
      return "docx";
    default:
      return null;
  }
}

/** The media type each sniffed type is served with. */
export const CV_MEDIA_TYPES: Record<CvType, string> = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

/** Where a stored CV is; null for a name the server did not give. */
export function cvPath(dataDir: string, fileName: string): string | null {
  return CV_NAME.test(fileName) ? path.join(cvDir(dataDir), fileName) : null;
}

export async function writeCv(dataDir: string, fileName: string, data: Uint8Array) {
  await mkdir(cvDir(dataDir), { recursive: true });
  await writeFile(path.join(cvDir(dataDir), fileName), data, { flag: "wx" });
}

/** Deletes a stored CV; a name the server did not give is left alone. */
export async function removeCv(dataDir: string, fileName: string): Promise<void> {
  const file = cvPath(dataDir, fileName);
  if (file) await unlink(file).catch(() => undefined);
}
