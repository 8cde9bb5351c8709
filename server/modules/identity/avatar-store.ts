import { unlink } from "node:fs/promises";
import path from "node:path";

/**
 * Avatars live under DATA_DIR/uploads/avatars, outside the built pages and
 * public/, and are served only by the upload route, by the names the server gave.
 */
export const AVATAR_DIR = "avatars";
/** Names the server gave: 128 random bits (unguessable), and the type it wrote. */
export const AVATAR_NAME = /^[a-f0-9]{32}\.(jpg|png|webp)$/;

export const avatarDir = (dataDir: string) => path.join(dataDir, "uploads", AVATAR_DIR);

/** Deletes a stored avatar named by its URL; anything the server did not name is left alone. */
export async function removeAvatarFile(dataDir: string, photoImgUrl: string): Promise<void> {
  const prefix = `/uploads/${AVATAR_DIR}/`;
  const name = photoImgUrl.startsWith(prefix) ? photoImgUrl.slice(prefix.length) : "";
  if (AVATAR_NAME.test(name))
    await unlink(path.join(avatarDir(dataDir), name)).catch(() => undefined);
}
