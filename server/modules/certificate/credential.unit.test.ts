import { decodeProtectedHeader } from "jose";
import { beforeAll, describe, expect, test } from "vitest";
import {
  buildAchievementCredential,
  CREDENTIAL_CONTEXT,
  credentialValidity,
  CredentialVerificationError,
  generateCredentialKey,
  issuerProfile,
  signCredential,
  verifyCredential,
  type CredentialKey,
  type CredentialInput,
} from "./credential.ts";

const input: CredentialInput = {
  number: "HCSA-7Q4M-K2XD-93PF",
  holderName: "ليلى حداد",
  certificationName: "Hikvision Certified Security Associate (HCSA)",
  level: "Associate",
  version: "V2.0",
  issuedAt: new Date("2026-03-15T10:00:00Z"),
  validUntil: new Date("2028-03-15T10:00:00Z"),
  language: "ar",
  brandName: "Hikvision",
  verifyUrl: "https://academy.example/certificate/verify/HCSA-7Q4M-K2XD-93PF",
  issuerUrl: "https://academy.example/credentials/issuer",
  credentialUrl: "https://academy.example/credentials/HCSA-7Q4M-K2XD-93PF",
  achievementUrl: "https://academy.example/credentials/achievements/hcsa-v2",
  description: "Designs, installs and maintains Hikvision video security systems.",
};

let key: CredentialKey;
let otherKey: CredentialKey;
beforeAll(async () => {
  key = await generateCredentialKey();
  otherKey = await generateCredentialKey();
});

/** Flips one bit of the character at index i of a base64url string. */
function changeOneByte(part: string, i: number) {
  const bytes = Buffer.from(part, "base64url");
  bytes[i] = bytes[i]! ^ 0x01;
  return bytes.toString("base64url");
}

describe("the certificate as a verifiable credential", () => {
  test("has the fields Open Badges 3.0 requires", () => {
    const credential = buildAchievementCredential(input);
    expect(credential["@context"]).toEqual([...CREDENTIAL_CONTEXT]);
    expect(credential.type).toEqual(["VerifiableCredential", "OpenBadgeCredential"]);
    expect(credential.id).toBe(input.credentialUrl);
    expect(credential.issuer).toEqual({
      id: input.issuerUrl,
      type: ["Profile"],
      name: "Hikvision",
    });
    expect(credential.validFrom).toBe("2026-03-15T10:00:00Z");
    expect(credential.validUntil).toBe("2028-03-15T10:00:00Z");
    expect(credential.credentialSubject).toMatchObject({
      type: ["AchievementSubject"],
      name: "ليلى حداد",
      achievement: {
        id: input.achievementUrl,
        type: ["Achievement"],
        name: expect.stringContaining("HCSA"),
        description: input.description,
        criteria: { narrative: expect.stringContaining(input.verifyUrl) },
      },
    });
    // JSON round trip: nothing in it depends on object identity or class instances
    expect(JSON.parse(JSON.stringify(credential))).toEqual(credential);
  });

  test("its signature verifies with the issuer's published key", async () => {
    const credential = buildAchievementCredential(input);
    const jws = await signCredential(credential, key);
    expect(jws.split(".")).toHaveLength(3);
    expect(decodeProtectedHeader(jws)).toEqual({ alg: "EdDSA", typ: "vc+jwt", kid: key.kid });
    const payload = JSON.parse(Buffer.from(jws.split(".")[1]!, "base64url").toString()) as Record<
      string,
      unknown
    >;
    expect(payload).toMatchObject({
      iss: input.issuerUrl,
      jti: input.credentialUrl,
      nbf: Date.parse("2026-03-15T10:00:00Z") / 1000,
      exp: Date.parse("2028-03-15T10:00:00Z") / 1000,
    });
    const profile = issuerProfile(input.issuerUrl, input.brandName, key.publicJwk);
    const published = JSON.parse(JSON.stringify(profile)) as { keys: (typeof key.publicJwk)[] };
    expect(published.keys[0]).not.toHaveProperty("d");
    expect(await verifyCredential(jws, published.keys)).toEqual(credential);
  });

  test("the key survives being stored as JSON", async () => {
    const stored = JSON.parse(JSON.stringify(key)) as CredentialKey;
    const jws = await signCredential(buildAchievementCredential(input), stored);
    await expect(verifyCredential(jws, [key.publicJwk])).resolves.toBeTruthy();
  });

  test("fails after one byte of the payload or of the signature is changed", async () => {
    const jws = await signCredential(buildAchievementCredential(input), key);
    const [header, payload, signature] = jws.split(".") as [string, string, string];
    for (const i of [0, 40, Buffer.from(payload, "base64url").length - 1]) {
      const forged = `${header}.${changeOneByte(payload, i)}.${signature}`;
      await expect(verifyCredential(forged, [key.publicJwk])).rejects.toThrow(
        CredentialVerificationError,
      );
    }
    for (const i of [0, 31, 63]) {
      const forged = `${header}.${payload}.${changeOneByte(signature, i)}`;
      await expect(verifyCredential(forged, [key.publicJwk])).rejects.toThrow(
        CredentialVerificationError,
      );
    }
    // A readable change: another holder name
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString()) as {
      credentialSubject: { name: string };
    };
    claims.credentialSubject.name = "Mallory";
    const renamed = `${header}.${Buffer.from(JSON.stringify(claims)).toString("base64url")}.${signature}`;
    await expect(verifyCredential(renamed, [key.publicJwk])).rejects.toThrow("Bad signature");
  });

  test("fails when signed with another key, or with the header changed", async () => {
    const credential = buildAchievementCredential(input);
    const foreign = await signCredential(credential, { ...otherKey, kid: key.kid });
    await expect(verifyCredential(foreign, [key.publicJwk])).rejects.toThrow("Bad signature");
    const unknown = await signCredential(credential, otherKey);
    await expect(verifyCredential(unknown, [key.publicJwk])).rejects.toThrow("Unknown key");
    const jws = await signCredential(credential, key);
    const [, payload, signature] = jws.split(".");
    const header = Buffer.from(JSON.stringify({ alg: "EdDSA", typ: "JWT", kid: key.kid })).toString(
      "base64url",
    );
    await expect(
      verifyCredential(`${header}.${payload}.${signature}`, [key.publicJwk]),
    ).rejects.toThrow("Not a vc+jwt");
    await expect(verifyCredential("not a jws", [key.publicJwk])).rejects.toThrow(
      CredentialVerificationError,
    );
  });

  test("an expired certificate still verifies; its validity says expired", async () => {
    const old = buildAchievementCredential({
      ...input,
      issuedAt: new Date("2020-01-10T00:00:00Z"),
      validUntil: new Date("2022-01-10T00:00:00Z"),
    });
    const verified = await verifyCredential(await signCredential(old, key), [key.publicJwk]);
    expect(credentialValidity(verified)).toBe("expired");
    expect(credentialValidity(verified, new Date("2021-06-01T00:00:00Z"))).toBe("valid");
    expect(credentialValidity(verified, new Date("2019-06-01T00:00:00Z"))).toBe("not-yet-valid");
  });

  test("the issuer profile publishes its keys as verification methods", () => {
    const profile = issuerProfile(input.issuerUrl, "Hikvision", [
      key.publicJwk,
      otherKey.publicJwk,
    ]);
    expect(profile).toMatchObject({
      id: input.issuerUrl,
      type: ["Profile"],
      name: "Hikvision",
      verificationMethod: [
        {
          id: `${input.issuerUrl}#${key.kid}`,
          type: "JsonWebKey",
          controller: input.issuerUrl,
          publicKeyJwk: { kty: "OKP", crv: "Ed25519", kid: key.kid },
        },
        { id: `${input.issuerUrl}#${otherKey.kid}` },
      ],
    });
    expect(JSON.stringify(profile)).not.toContain('"d"');
  });
});
