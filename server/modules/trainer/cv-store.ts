import { unlink, writeFile, mkdir } from "node:fs/promises";
import path from "node:path";
import { fileTypeFromBuffer } from "file-type";

/**
 * Trainer applicants' CVs live under DATA_DIR/uploads/trainer-cvs, outside the
 * built pages and public/, like the avatars (identity/avatar-store.ts). No
 * route serves them: they are read by whoever decides the applications.
 */
const CV_DIR = "trainer-cvs";
/** Names the server gave: 128 random bits and the sniffed type. */
const CV_NAME = /^[a-f0-9]{32}\.(pdf|doc|docx)$/;

export type CvType = "pdf" | "doc" | "docx";

export const cvDir = (dataDir: string) => path.join(dataDir, "uploads", CV_DIR);

/**
 * What the bytes are, whatever the name or the declared type say: a PDF, an
 * old Word file (a compound file, which file-type reports as cfb) or a Word
 * document (a zip with word/ content, reported as docx). Anything else is null.
 */
export async function sniffCv(data: Uint8Array): Promise<CvType | null> {
  const sniffed = await fileTypeFromBuffer(data);
  switch (sniffed?.ext) {
    case "pdf":
      return "pdf";
    case "cfb":
      return "doc";
    case "docx":
      return "docx";
    default:
      return null;
  }
}

export async function writeCv(dataDir: string, fileName: string, data: Uint8Array) {
  await mkdir(cvDir(dataDir), { recursive: true });
  await writeFile(path.join(cvDir(dataDir), fileName), data, { flag: "wx" });
}

/** Deletes a stored CV; a name the server did not give is left alone. */
export async function removeCv(dataDir: string, fileName: string): Promise<void> {
  if (CV_NAME.test(fileName))
    await unlink(path.join(cvDir(dataDir), fileName)).catch(() => undefined);
}
