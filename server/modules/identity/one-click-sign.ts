import { createHmac, timingSafeEqual } from "node:crypto";
import { and, eq, lt } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { signApps, signTokenUses } from "#db/schema/identity.ts";

/** Longest lifetime a partner may give a sign token. */
const MAX_LIFETIME_SECONDS = 10 * 60;

export type SignClaims = { email: string; exp: number; jti: string };

/**
 * One-click sign (frame §4 "Page start"): a partner application hands the
 * learner a token `base64url(JSON {email, exp, jti}).base64url(HMAC-SHA256)`
 * signed with its secret; the token logs the learner in once, before `exp`.
 */
export function signToken(claims: SignClaims, secret: string): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString("base64url");
  const mac = createHmac("sha256", Buffer.from(secret, "base64url"))
    .update(payload)
    .digest("base64url");
  return `${payload}.${mac}`;
}

export type SignResult = { ok: true; email: string } | { ok: false; reason: string };

export async function verifySignToken(
  db: Db,
  appId: string,
  token: string,
  now = Date.now(),
): Promise<SignResult> {
  const [app] = await db.select().from(signApps).where(eq(signApps.appId, appId)).limit(1);
  if (!app || !app.active) return { ok: false, reason: "unknown application" };
  const [payload, mac] = token.split(".");
  if (!payload || !mac) return { ok: false, reason: "malformed sign" };
  // Compared as text: decoding would accept non-canonical base64 (altered padding bits) as the same MAC.
  const expected = Buffer.from(
    createHmac("sha256", Buffer.from(app.secret, "base64url")).update(payload).digest("base64url"),
  );
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: "invalid sign" };
  let claims: SignClaims;
  try {
    claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as SignClaims;
  } catch {
    return { ok: false, reason: "malformed sign" };
  }
  const nowSeconds = Math.floor(now / 1000);
  if (typeof claims.exp !== "number" || claims.exp <= nowSeconds)
    return { ok: false, reason: "sign expired" };
  if (claims.exp - nowSeconds > MAX_LIFETIME_SECONDS)
    return { ok: false, reason: "sign lifetime too long" };
  if (
    typeof claims.jti !== "string" ||
    !/^[A-Za-z0-9_-]{8,64}$/.test(claims.jti) ||
    typeof claims.email !== "string"
  ) {
    return { ok: false, reason: "malformed sign" };
  }
  // Single use, also under parallel requests: the primary key lets exactly one insert through.
  const [used] = await db
    .insert(signTokenUses)
    .values({ appId, jti: claims.jti, expiresAt: new Date(claims.exp * 1000) })
    .onConflictDoNothing()
    .returning({ jti: signTokenUses.jti });
  if (!used) return { ok: false, reason: "sign already used" };
  await db
    .delete(signTokenUses)
    .where(and(eq(signTokenUses.appId, appId), lt(signTokenUses.expiresAt, new Date(now))));
  return { ok: true, email: claims.email };
}
