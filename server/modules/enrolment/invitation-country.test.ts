import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { COUNTRY_LOCKED } from "#contract/identity-rules.ts";
import { invitationCodes, registrations } from "#db/schema/enrolment.ts";
import {
  classroomEnrolments,
  classrooms,
  practicalExamEnrolments,
  practicalExams,
} from "#db/schema/classroom.ts";
import { createTestApp, signUp, type Browser, type TestApp } from "../../testing.ts";

/**
 * Country-bound invitation codes (decision 0044): the learner's profile
 * country and a country they cannot pick for themselves (here the trusted
 * proxy's country header) must both be the code's, and the profile's country
 * then stays while the enrolment stands.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ GEOIP_COUNTRY_HEADER: "cf-ipcountry" });
});
afterAll(() => t.close());

const CGSA = 111; // a certification release of site 1, manual review
const scope = { siteId: 1, languageId: 1 };
const COUNTRIES = { FR: "France", DE: "Germany" } as const;

/** A learner signed up with `signedUpIn`, whose profile names `profile`. */
async function learner(signedUpIn: keyof typeof COUNTRIES, profile: keyof typeof COUNTRIES) {
  const email = `country-${randomBytes(5).toString("hex")}@example.com`;
  const { browser } = await signUp(t.app, { email, countryCode: signedUpIn });
  const me = (await browser.request("/api/user/sso/getUserInfo?siteId=1")).json().data;
  const saved = await setCountry(browser, me, profile);
  expect(saved.json().code).toBe(200);
  return { browser, me: me as { id: number; firstName: string; lastName: string } };
}

function setCountry(
  browser: Browser,
  me: { firstName: string; lastName: string },
  country: keyof typeof COUNTRIES,
) {
  return browser.request("/api/user/update", {
    method: "POST",
    json: {
      ...scope,
      firstName: me.firstName,
      lastName: me.lastName,
      country: COUNTRIES[country],
      countryCode: country,
    },
  });
}

async function codeFor(countryCode: string) {
  const code = randomBytes(6).toString("hex").toUpperCase().slice(0, 12);
  await t.database.db.insert(invitationCodes).values({
    code,
    siteId: 1,
    relationType: 0,
    relationId: CGSA,
    countryCode,
    expiresAt: new Date(Date.now() + 86400_000),
  });
  return code;
}

/** Uses the code from a request the proxy places in `from` (or nowhere). */
async function use(browser: Browser, code: string, from: string | null) {
  const res = await browser.request("/api/user/invitation/use", {
    method: "POST",
    json: { ...scope, code },
    headers: from ? { "cf-ipcountry": from } : {},
  });
  return res.json().code as number;
}

describe("who may use a country-bound code", () => {
  test("the country picked at sign-up proves nothing: the request must come from the code's country", async () => {
    const code = await codeFor("FR");
    const { browser } = await learner("FR", "FR");
    expect(await use(browser, code, "DE")).toBe(10019);
    // Nothing tells where the request comes from (a reserved address, no header).
    expect(await use(browser, code, null)).toBe(10019);
    expect(await use(browser, code, "FR")).toBe(200);
  });

  test("the profile's country must be the code's too: it is what the enrolment records", async () => {
    const code = await codeFor("FR");
    const { browser } = await learner("DE", "DE");
    expect(await use(browser, code, "FR")).toBe(10019);
    const [row] = await t.database.db
      .select({ usedAt: invitationCodes.usedAt })
      .from(invitationCodes)
      .where(eq(invitationCodes.code, code));
    expect(row?.usedAt).toBeNull();
  });
});

describe("the profile's country stays while the enrolment stands", () => {
  test("a change is refused, other edits are saved, and the lock goes with the enrolment", async () => {
    const code = await codeFor("FR");
    const { browser, me } = await learner("FR", "FR");
    // Before any code is used, the country changes freely.
    expect((await setCountry(browser, me, "DE")).json().code).toBe(200);
    expect((await setCountry(browser, me, "FR")).json().code).toBe(200);
    expect(await use(browser, code, "FR")).toBe(200);

    const refused = (await setCountry(browser, me, "DE")).json();
    expect(refused).toMatchObject({
      code: 400,
      errorContext: { fields: { country: COUNTRY_LOCKED } },
    });
    const info = (await browser.request("/api/user/sso/getUserInfo?siteId=1")).json().data;
    expect(info.countryCode).toBe("FR");
    // Saving the profile with the same country is no change of it.
    expect((await setCountry(browser, { ...me, firstName: "Élise" }, "FR")).json().code).toBe(200);

    await t.database.db
      .update(registrations)
      .set({ status: "cancelled" })
      .where(eq(registrations.invitationCode, code));
    expect((await setCountry(browser, me, "DE")).json().code).toBe(200);
  });

  test("a classroom seat or a practical exam enrolment made with such a code holds it too", async () => {
    const { browser, me } = await learner("FR", "FR");
    const code = await codeFor("FR");
    // Used for a letter (registration/enrollClassroom, enrollByInvitationCode): the code is claimed.
    await t.database.db
      .update(invitationCodes)
      .set({ usedAt: new Date(), usedBy: me.id })
      .where(eq(invitationCodes.code, code));
    const [classroom] = await t.database.db
      .select({ id: classrooms.id, siteId: classrooms.siteId })
      .from(classrooms)
      .limit(1);
    const [seat] = await t.database.db
      .insert(classroomEnrolments)
      .values({
        classroomId: classroom!.id,
        userId: me.id,
        siteId: classroom!.siteId,
        status: "approved",
        invitationCode: code,
      })
      .returning({ id: classroomEnrolments.id });
    expect((await setCountry(browser, me, "DE")).json().code).toBe(400);
    await t.database.db
      .update(classroomEnrolments)
      .set({ status: "cancelled" })
      .where(eq(classroomEnrolments.id, seat!.id));
    expect((await setCountry(browser, me, "DE")).json().code).toBe(200);
    expect((await setCountry(browser, me, "FR")).json().code).toBe(200);

    const [exam] = await t.database.db
      .select({ id: practicalExams.id, siteId: practicalExams.siteId })
      .from(practicalExams)
      .limit(1);
    await t.database.db.insert(practicalExamEnrolments).values({
      practicalExamId: exam!.id,
      userId: me.id,
      siteId: exam!.siteId,
      certificationReleaseId: CGSA,
      status: "pending",
      invitationCode: code,
    });
    expect((await setCountry(browser, me, "DE")).json().code).toBe(400);
  });
});
