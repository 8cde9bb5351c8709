import { expect, test } from "vitest";
import type { Envelope } from "#contract/envelope.ts";
import { codeSiteHref, refusalOf } from "./refusals.ts";

const refused = (code: number, errorContext: Record<string, unknown> | null = null) =>
  ({ code, data: null, message: "refused", errorContext }) as Envelope<unknown>;

test("400 naming missing personal fields reopens the missing-information dialog", () => {
  expect(refusalOf(refused(400, { missingFields: ["country"] }))).toEqual({
    kind: "missingInfo",
    fields: ["country"],
  });
  // Any other 400 is a plain message.
  expect(refusalOf(refused(400, { fields: { relationId: "bad" } }))).toMatchObject({
    kind: "message",
    code: 400,
  });
});

test("10026 lists the prerequisite certifications from errorContext", () => {
  expect(
    refusalOf(
      refused(10026, {
        prerequisiteCertificationList: [
          { certificationReleaseId: 101, certificationName: "HCSA", versionLabel: "v2.0" },
          { certificationName: "no id" },
        ],
      }),
    ),
  ).toEqual({
    kind: "prerequisite",
    certifications: [
      { certificationReleaseId: 101, certificationName: "HCSA", versionLabel: "v2.0" },
    ],
  });
  expect(refusalOf(refused(10026))).toEqual({ kind: "prerequisite", certifications: [] });
});

test("10026 for a seat of training names the certification whose approved enrolment is missing, with the learner's status", () => {
  expect(
    refusalOf(
      refused(10026, {
        prerequisiteCertificationList: [
          { certificationReleaseId: 102, certificationName: "HCSP", versionLabel: "v2.0" },
          {
            certificationReleaseId: 103,
            certificationName: "HCSE",
            versionLabel: "v1.0",
            registrationStatus: 1,
          },
          // Not a status a seat can be refused for: read as a certificate to obtain.
          { certificationReleaseId: 104, certificationName: "X", registrationStatus: 2 },
        ],
      }),
    ),
  ).toEqual({
    kind: "prerequisite",
    certifications: [
      { certificationReleaseId: 102, certificationName: "HCSP", versionLabel: "v2.0" },
      {
        certificationReleaseId: 103,
        certificationName: "HCSE",
        versionLabel: "v1.0",
        registrationStatus: 1,
      },
      { certificationReleaseId: 104, certificationName: "X", versionLabel: "" },
    ],
  });
});

test("10018 names the code's site; 10019 keeps the notification choice; others do neither", () => {
  const wrongSite = refusalOf(
    refused(10018, { codeValidWithSite: { siteId: 2, siteName: "UK", pathPrefix: "/uk" } }),
  );
  expect(wrongSite).toEqual({
    kind: "message",
    code: 10018,
    site: { siteName: "UK", pathPrefix: "/uk", countryCode: null },
    keepChoice: false,
    emailUnconfirmed: false,
  });
  expect(refusalOf(refused(10019))).toEqual({
    kind: "message",
    code: 10019,
    site: null,
    keepChoice: true,
    emailUnconfirmed: false,
  });
  expect(refusalOf(refused(10006))).toEqual({
    kind: "message",
    code: 10006,
    site: null,
    keepChoice: false,
    emailUnconfirmed: false,
  });
  expect(codeSiteHref({ siteName: "EU", pathPrefix: "eu/de", countryCode: "DE" })).toBe("/eu/de");
});

test("10007 tells a wrong address from the right one not yet confirmed", () => {
  expect(refusalOf(refused(10007))).toMatchObject({ code: 10007, emailUnconfirmed: false });
  expect(refusalOf(refused(10007, { emailUnconfirmed: true }))).toMatchObject({
    code: 10007,
    emailUnconfirmed: true,
  });
  // Only on 10007: the flag means nothing elsewhere.
  expect(refusalOf(refused(10006, { emailUnconfirmed: true }))).toMatchObject({
    emailUnconfirmed: false,
  });
});
