import {
  CompactSign,
  calculateJwkThumbprint,
  compactVerify,
  decodeProtectedHeader,
  exportJWK,
  generateKeyPair,
  importJWK,
  type JWK,
} from "jose";
import type { CertificateDocument } from "./document.ts";

/**
 * A certificate as an Open Badges 3.0 OpenBadgeCredential (a W3C Verifiable
 * Credential, data model 2.0), secured as a compact JWS the way VC-JOSE-COSE
 * describes it: the JWS payload is the credential itself, typ "vc+jwt", and
 * the registered claims Open Badges 3.0 asks a JWT proof to carry (iss, jti,
 * nbf, exp) repeat the credential's issuer, id and validity.
 */

export const CREDENTIAL_CONTEXT = [
  "https://www.w3.org/ns/credentials/v2",
  "https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json",
] as const;

export const CREDENTIAL_MEDIA_TYPE = "application/vc+jwt";
const JOSE_TYPE = "vc+jwt";
const ALGORITHM = "EdDSA";

export type CredentialKey = { privateJwk: JWK; publicJwk: JWK; kid: string };

export type IssuerProfile = { id: string; type: ["Profile"]; name: string };

export type AchievementCredential = {
  "@context": string[];
  id: string;
  type: ["VerifiableCredential", "OpenBadgeCredential"];
  name: string;
  issuer: IssuerProfile;
  validFrom: string;
  validUntil: string;
  credentialSubject: {
    type: ["AchievementSubject"];
    name?: string;
    achievement: {
      id: string;
      type: ["Achievement"];
      name: string;
      description: string;
      criteria: { narrative: string };
      achievementType?: string;
      version?: string;
      humanCode?: string;
    };
  };
};

export type CredentialInput = CertificateDocument & {
  issuerUrl: string;
  credentialUrl: string;
  achievementUrl: string;
  description: string;
};

/** A new Ed25519 signing key, as JSON that can be stored (e.g. as a shared secret). */
export async function generateCredentialKey(): Promise<CredentialKey> {
  const { privateKey, publicKey } = await generateKeyPair(ALGORITHM, {
    crv: "Ed25519",
    extractable: true,
  });
  const publicJwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(publicJwk);
  return {
    privateJwk: { ...(await exportJWK(privateKey)), kid, alg: ALGORITHM },
    publicJwk: { ...publicJwk, kid, alg: ALGORITHM, use: "sig" },
    kid,
  };
}

/** ISO 8601 without milliseconds, as credentials usually write their dates. */
const isoDate = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, "Z");

export function buildAchievementCredential(input: CredentialInput): AchievementCredential {
  const name = `${input.certificationName} (${input.level})`;
  return {
    "@context": [...CREDENTIAL_CONTEXT],
    id: input.credentialUrl,
    type: ["VerifiableCredential", "OpenBadgeCredential"],
    name,
    issuer: { id: input.issuerUrl, type: ["Profile"], name: input.brandName },
    validFrom: isoDate(input.issuedAt),
    validUntil: isoDate(input.validUntil),
    credentialSubject: {
      type: ["AchievementSubject"],
      name: input.holderName,
      achievement: {
        id: input.achievementUrl,
        type: ["Achievement"],
        name,
        description: input.description,
        criteria: {
          narrative: `Passed the ${input.certificationName} theory exam (and any practical exam the certification requires) and was approved by ${input.brandName}. Certificate number ${input.number}; verification: ${input.verifyUrl}`,
        },
        achievementType: "Certification",
        version: input.version,
        humanCode: input.number,
      },
    },
  };
}

const seconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);

/** The credential as a compact JWS (VC-JOSE-COSE, EdDSA). */
export async function signCredential(
  credential: AchievementCredential,
  key: CredentialKey,
): Promise<string> {
  const payload = {
    ...credential,
    iss: credential.issuer.id,
    jti: credential.id,
    nbf: seconds(credential.validFrom),
    exp: seconds(credential.validUntil),
  };
  const privateKey = await importJWK(key.privateJwk, ALGORITHM);
  return new CompactSign(new TextEncoder().encode(JSON.stringify(payload)))
    .setProtectedHeader({ alg: ALGORITHM, typ: JOSE_TYPE, kid: key.kid })
    .sign(privateKey);
}

export class CredentialVerificationError extends Error {}

/**
 * The credential inside a JWS, once its signature has been checked with the
 * issuer's key named by the header's kid. Throws CredentialVerificationError
 * on a bad signature, an unknown key, another media type or a payload that is
 * not an Open Badges credential. Expiry is not an error: a certificate that
 * ran out was still genuinely issued, so its signature stays valid; ask
 * credentialValidity for where it stands in time.
 */
export async function verifyCredential(
  jws: string,
  publicJwks: JWK[],
): Promise<AchievementCredential> {
  let header;
  try {
    header = decodeProtectedHeader(jws);
  } catch {
    throw new CredentialVerificationError("Not a JWS");
  }
  if (header.typ !== JOSE_TYPE) throw new CredentialVerificationError("Not a vc+jwt");
  if (header.alg !== ALGORITHM && header.alg !== "ES256") {
    throw new CredentialVerificationError("Unsupported algorithm");
  }
  const jwk = publicJwks.find((candidate) => candidate.kid === header.kid);
  if (!jwk) throw new CredentialVerificationError("Unknown key");
  let payload: Uint8Array;
  try {
    const key = await importJWK(jwk, header.alg);
    ({ payload } = await compactVerify(jws, key, { algorithms: [header.alg] }));
  } catch {
    throw new CredentialVerificationError("Bad signature");
  }
  let claims: Record<string, unknown>;
  try {
    claims = JSON.parse(new TextDecoder().decode(payload)) as Record<string, unknown>;
  } catch {
    throw new CredentialVerificationError("Payload is not JSON");
  }
  const { iss, jti, nbf, exp, ...credential } = claims;
  const vc = credential as AchievementCredential;
  const context: unknown[] = Array.isArray(vc["@context"]) ? vc["@context"] : [];
  const types: unknown[] = Array.isArray(vc.type) ? vc.type : [];
  if (
    context[0] !== CREDENTIAL_CONTEXT[0] ||
    !context.some(
      (c) =>
        typeof c === "string" && c.startsWith("https://purl.imsglobal.org/spec/ob/v3p0/context"),
    ) ||
    !types.includes("VerifiableCredential") ||
    !(types.includes("OpenBadgeCredential") || types.includes("AchievementCredential")) ||
    typeof vc.issuer?.id !== "string" ||
    !vc.credentialSubject?.achievement
  ) {
    throw new CredentialVerificationError("Not an Open Badges credential");
  }
  if (
    iss !== vc.issuer.id ||
    jti !== vc.id ||
    (nbf !== undefined && nbf !== seconds(vc.validFrom)) ||
    (exp !== undefined && vc.validUntil !== undefined && exp !== seconds(vc.validUntil))
  ) {
    throw new CredentialVerificationError("Claims disagree with the credential");
  }
  return vc;
}

/** Where a (verified) credential stands at a moment. */
export function credentialValidity(
  credential: Pick<AchievementCredential, "validFrom" | "validUntil">,
  now: Date = new Date(),
): "valid" | "expired" | "not-yet-valid" {
  if (now.getTime() < Date.parse(credential.validFrom)) return "not-yet-valid";
  if (credential.validUntil && now.getTime() > Date.parse(credential.validUntil)) return "expired";
  return "valid";
}

/**
 * The issuer's profile, published at issuerUrl: an Open Badges Profile whose
 * verification methods hold the public keys (and, for plain JOSE verifiers,
 * the same keys as a JWK set). Earlier keys can be listed after the current
 * one so that credentials signed before a rotation keep verifying.
 */
export function issuerProfile(
  issuerUrl: string,
  brandName: string,
  publicJwk: JWK | JWK[],
): Record<string, unknown> {
  const keys = (Array.isArray(publicJwk) ? publicJwk : [publicJwk]).map(
    ({ kty, crv, x, y, kid, alg, use }) =>
      Object.fromEntries(
        Object.entries({ kty, crv, x, y, kid, alg, use }).filter(([, v]) => v !== undefined),
      ) as JWK,
  );
  return {
    "@context": [...CREDENTIAL_CONTEXT],
    id: issuerUrl,
    type: ["Profile"],
    name: brandName,
    url: new URL("/", issuerUrl).toString(),
    verificationMethod: keys.map((key) => ({
      id: `${issuerUrl}#${key.kid}`,
      type: "JsonWebKey",
      controller: issuerUrl,
      publicKeyJwk: key,
    })),
    assertionMethod: keys.map((key) => `${issuerUrl}#${key.kid}`),
    keys,
  };
}
