import { describe, expect, test } from "vitest";
import { z } from "zod";
import { envelopeSchema } from "#contract/envelope.ts";
import { enrolmentApi } from "#contract/enrolment.ts";
import { identityApi } from "#contract/identity.ts";
import { trainerApplicationAdminApi } from "#contract/trainer-team.ts";
import { checkRouteContract } from "./route-contract.ts";

const detail = enrolmentApi.invitationDetail;
const route = (schema: Record<string, unknown>, method: string | string[] = "GET") => ({
  method,
  schema,
});
const asDeclared = {
  querystring: detail.request,
  response: { 200: envelopeSchema(detail.response) },
};

describe("a route keeps to its contract entry, or the server does not start", () => {
  test("the contract's own schemas pass, for the GET and its HEAD", () => {
    expect(() => checkRouteContract(route(asDeclared), detail.path)).not.toThrow();
    expect(() => checkRouteContract(route(asDeclared, "HEAD"), detail.path)).not.toThrow();
  });

  test("a multipart upload declares the scope in its query", () => {
    const upload = identityApi.uploadAvatar;
    const declared = {
      querystring: upload.request,
      response: { 200: envelopeSchema(upload.response) },
    };
    expect(() => checkRouteContract(route(declared, "POST"), upload.path)).not.toThrow();
  });

  test("a download validates its query and answers the file, not an envelope", () => {
    const download = trainerApplicationAdminApi.applicationCv;
    const declared = { querystring: download.request };
    expect(() => checkRouteContract(route(declared), download.path)).not.toThrow();
    const enveloped = { ...declared, response: { 200: envelopeSchema(download.response) } };
    expect(() => checkRouteContract(route(enveloped), download.path)).toThrow(/download/);
    const ownQuery = { querystring: z.object({ id: z.string() }) };
    expect(() => checkRouteContract(route(ownQuery), download.path)).toThrow(/request schema/);
  });

  test("a path outside the contract is refused", () => {
    expect(() => checkRouteContract(route(asDeclared), "/user/invitation/details")).toThrow(
      /no entry in the contract/,
    );
  });

  test("so is another method", () => {
    expect(() => checkRouteContract(route(asDeclared, "POST"), detail.path)).toThrow(
      /contract says GET/,
    );
  });

  test("so is a request or response schema written in the route", () => {
    const ownRequest = { ...asDeclared, querystring: z.object({ invitationCode: z.string() }) };
    expect(() => checkRouteContract(route(ownRequest), detail.path)).toThrow(/request schema/);
    const ownResponse = { ...asDeclared, response: { 200: envelopeSchema(z.object({})) } };
    expect(() => checkRouteContract(route(ownResponse), detail.path)).toThrow(/response schema/);
  });

  test("hidden routes (the unknown-path catch-all) are not API calls", () => {
    expect(() => checkRouteContract(route({ hide: true }), "/*")).not.toThrow();
  });
});
