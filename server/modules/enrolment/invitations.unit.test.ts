import { afterAll, expect, test } from "vitest";
import { Code } from "#contract/codes.ts";
import { createRateLimiter } from "../../rate-limiter.ts";
import type { Scope } from "../../scope.ts";
import { createInvitations, provenCountry, type InvitationDeps } from "./invitations.service.ts";

const limiter = createRateLimiter(undefined);
afterAll(() => limiter.close());

/** Only the throttle and the empty-code check run: no code is looked up. */
const invitations = createInvitations({ limiter } as unknown as InvitationDeps);
const scope = {} as Scope;

test("code attempts from one IPv6 /64 count together, whatever address of it each comes from", async () => {
  const codes: number[] = [];
  // Four accounts (each under its own limit of ten), every attempt from a new address of the block.
  for (let attempt = 0; attempt < 32; attempt++) {
    const caller = { ip: `2001:db8:77:1::${(attempt + 1).toString(16)}`, country: () => null };
    const refused = await invitations.detail(scope, 9000 + (attempt % 4), caller, "").then(
      () => null,
      (error: { code?: number }) => error.code ?? null,
    );
    codes.push(refused ?? Code.success);
  }
  // The empty code is refused as such (10000) until the block's 30 attempts are spent.
  expect(codes.slice(0, 30).every((code) => code === Code.invitationIncorrect)).toBe(true);
  expect(codes.slice(30)).toEqual([Code.tooFrequent, Code.tooFrequent]);
  // Another block is counted on its own.
  const elsewhere = await invitations
    .detail(scope, 9000, { ip: "2001:db8:78:1::1", country: () => null }, "")
    .catch((error: { code?: number }) => error.code);
  expect(elsewhere).not.toBe(Code.tooFrequent);
});

test("a country counts for a country-bound code only when the learner did not pick it (decision 0044)", () => {
  const external = "https://sso.example.com";
  const fromRequest = () => "AT";
  // The operator's own provider vouches for the country it records.
  expect(
    provenCountry({ idpIssuer: external, identityCountryCode: "DE" }, external, fromRequest),
  ).toBe("DE");
  // The embedded provider's country is the one picked at sign-up: the request's counts instead.
  expect(
    provenCountry(
      { idpIssuer: "http://localhost:3000/idp", identityCountryCode: "DE" },
      undefined,
      fromRequest,
    ),
  ).toBe("AT");
  // So does it for an account of another issuer, or one the provider records no country for.
  expect(
    provenCountry(
      { idpIssuer: "http://old/idp", identityCountryCode: "DE" },
      external,
      fromRequest,
    ),
  ).toBe("AT");
  expect(
    provenCountry({ idpIssuer: external, identityCountryCode: null }, external, () => null),
  ).toBeNull();
});
