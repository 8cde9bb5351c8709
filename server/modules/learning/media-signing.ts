import { createHmac, timingSafeEqual } from "node:crypto";
import path from "node:path";

/** How long a signed media URL plays: long enough for a chapter, short enough to be useless when shared. */
export const MEDIA_URL_TTL_SECONDS = 4 * 3600;

/**
 * Signed, expiring media URLs with the token in the path:
 * `{base}/s/{exp}-{uid}-{sig}/{file}`. The signature covers the file, or for
 * an HLS playlist (.m3u8) its folder, so the playlist's relative segment URLs
 * inherit the token. The same check can run at a CDN edge (MEDIA_BASE_URL),
 * so video bytes need not pass through the portal.
 */
export function createMediaSigner(key: string, baseUrl: string) {
  const secret = Buffer.from(key, "base64url");
  const mac = (scope: string, exp: number, uid: number) =>
    createHmac("sha256", secret).update(`${scope}\n${exp}\n${uid}`).digest("base64url");
  const scopeOf = (file: string) =>
    file.endsWith(".m3u8") ? `${path.posix.dirname(file)}/` : file;

  return {
    url(
      file: string,
      userId: number,
      now = Date.now(),
    ): { url: string; key: string; expiresAt: number } {
      const exp = Math.floor(now / 1000) + MEDIA_URL_TTL_SECONDS;
      const sig = mac(scopeOf(file), exp, userId);
      const encoded = file.split("/").map(encodeURIComponent).join("/");
      return { url: `${baseUrl}/s/${exp}-${userId}-${sig}/${encoded}`, key: sig, expiresAt: exp };
    },

    /** The learner a token was issued to, if it is genuine, unexpired and covers `file`. */
    verify(token: string, file: string, now = Date.now()): { uid: number; exp: number } | null {
      const match = /^(\d{1,12})-(\d{1,12})-([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match) return null;
      const exp = Number(match[1]);
      const uid = Number(match[2]);
      if (exp * 1000 <= now) return null;
      const given = Buffer.from(match[3]!);
      for (const scope of new Set([file, `${path.posix.dirname(file)}/`])) {
        const expected = Buffer.from(mac(scope, exp, uid));
        if (scope.endsWith("/") && !isHlsScope(file)) continue;
        if (expected.length === given.length && timingSafeEqual(expected, given))
          return { uid, exp };
      }
      return null;
    },
  };
}

/** Files a playlist's folder signature may cover: the playlist and its segments. */
const isHlsScope = (file: string) => /\.(m3u8|ts|m4s|mp4|aac|vtt)$/.test(file);

export type MediaSigner = ReturnType<typeof createMediaSigner>;
