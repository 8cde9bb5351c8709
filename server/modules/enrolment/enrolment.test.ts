import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { z } from "zod";
import { catalogueApi } from "#contract/catalogue.ts";
import { certificateApi } from "#contract/certificate.ts";
import { enrolmentApi } from "#contract/enrolment.ts";
import { identityApi } from "#contract/identity.ts";
import { certificates } from "#db/schema/certificate.ts";
import { invitationCodes, registrations, userRoles } from "#db/schema/enrolment.ts";
import { mailOutbox, users } from "#db/schema/identity.ts";
import { sites } from "#db/schema/site.ts";
import { demoApprover } from "#db/seed/demo/accounts.ts";
import {
  call,
  confirmEmail,
  createTestApp,
  signIn,
  signUp,
  type Browser,
  type TestApp,
} from "../../testing.ts";

let t: TestApp;
/** A course release of site 1 (ids come from the demo seed's slots). */
let course: number;
beforeAll(async () => {
  t = await createTestApp();
  const page = await t.app.inject({
    url: "/api/certification/release/course/page/list?courseType=0&siteId=1&languageId=1",
  });
  course = page.json().data.rows[0].id;
});
afterAll(() => t.close());

const HCSA = 101; // automatic approval
const HCSP = 102; // manual, prerequisite HCSA
const CGSA = 111; // manual
const scope = { siteId: 1, languageId: 1 };

async function learner(options: { profile?: boolean; email?: string; countryCode?: string } = {}) {
  const email = options.email ?? `learner-${randomBytes(5).toString("hex")}@example.com`;
  const { browser } = await signUp(t.app, { email, countryCode: options.countryCode ?? "DE" });
  const me = (await call(browser, identityApi.userInfo, { siteId: 1 })).data!;
  if (options.profile === false) {
    // A profile without the country the region requires (the sign-up's country fills it since
    // decision 0049; an account from before, or one whose learner cleared it, lacks it).
    await t.database.db.update(users).set({ country: "" }).where(eq(users.id, me.id));
  } else {
    // The global region requires first name, last name and country (demo supplement config).
    await call(browser, identityApi.update, {
      ...scope,
      firstName: me.firstName,
      lastName: me.lastName,
      country: "Germany",
      countryCode: options.countryCode ?? "DE",
    });
  }
  return { browser, id: me.id, email };
}

const enrol = (
  browser: Browser,
  relationId: number,
  extra: { emailNotificationStatus?: number; courseType?: number } = {},
) => call(browser, enrolmentApi.addRegistration, { ...scope, relationId, ...extra });

async function grantCertificate(
  userId: number,
  certificationId: number,
  validUntil = new Date(Date.now() + 365 * 86400_000),
) {
  await t.database.db.insert(certificates).values({
    userId,
    certificationId,
    certificateNumber: `T-${randomBytes(6).toString("hex")}`,
    issuedAt: new Date(),
    validUntil,
  });
}

describe("addRegistration (learner §4 Enrol flow)", () => {
  test("a visitor gets 401", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/user/registration/addRegistration",
      payload: { ...scope, relationId: HCSA },
    });
    expect(res.statusCode).toBe(401);
  });

  test("missing personal information the region requires is refused, naming the fields", async () => {
    const { browser, id } = await learner({ profile: false });
    const res = await enrol(browser, HCSA);
    expect(res.statusCode).toBe(400);
    expect(res.errorContext!.missingFields).toEqual(["country"]);
    expect(
      await t.database.db.select().from(registrations).where(eq(registrations.userId, id)),
    ).toEqual([]);
  });

  test("automatic approval: HCSA is approved at once; the notification choice is stored", async () => {
    const { browser, id } = await learner();
    const res = await enrol(browser, HCSA, { emailNotificationStatus: 1 });
    expect(res).toMatchObject({
      code: 200,
      data: { relationId: HCSA, relationType: 0, registrationStatus: 2 },
    });
    const [row] = await t.database.db
      .select()
      .from(registrations)
      .where(eq(registrations.userId, id));
    expect(row).toMatchObject({ status: "approved", emailNotificationStatus: 1, siteId: 1 });
  });

  test("the certification detail says whether an enrolment is approved at once (decision 0048)", async () => {
    const { browser } = await learner();
    const detail = async (id: number) =>
      (await call(browser, catalogueApi.certificationDetail, { id, ...scope })).data;
    // What the enrol dialog promises follows what addRegistration then does.
    expect(await detail(HCSA)).toMatchObject({ autoApprove: true });
    expect(await detail(CGSA)).toMatchObject({ autoApprove: false });
    expect(await detail(HCSP)).toMatchObject({ autoApprove: false });
  });

  test("manual approval: CGSA waits for review (NotAudited 1); default notification 0", async () => {
    const { browser, id } = await learner();
    expect((await enrol(browser, CGSA)).data!.registrationStatus).toBe(1);
    const [row] = await t.database.db
      .select()
      .from(registrations)
      .where(eq(registrations.userId, id));
    expect(row).toMatchObject({ status: "pending", emailNotificationStatus: 0 });
  });

  test("repeat enrolment: 10024 and never a second row", async () => {
    const { browser, id } = await learner();
    await enrol(browser, CGSA);
    const again = await enrol(browser, CGSA);
    expect(again).toMatchObject({ code: 10024, data: null });
    expect(
      await t.database.db.select().from(registrations).where(eq(registrations.userId, id)),
    ).toHaveLength(1);
  });

  test("parallel enrolments of one learner: exactly one succeeds, one row", async () => {
    const { browser, id } = await learner();
    const results = await Promise.all([1, 2, 3, 4].map(() => enrol(browser, CGSA)));
    const codes = results.map((r) => r.code).sort((a, b) => a - b);
    expect(codes).toEqual([200, 10024, 10024, 10024]);
    expect(
      await t.database.db.select().from(registrations).where(eq(registrations.userId, id)),
    ).toHaveLength(1);
  });

  test("prerequisite missing: 10026 with the certifications to take first", async () => {
    const { browser } = await learner();
    const res = await enrol(browser, HCSP);
    expect(res.statusCode).toBe(409);
    expect(res).toMatchObject({
      code: 10026,
      errorContext: {
        prerequisiteCertificationList: [
          {
            certificationReleaseId: HCSA,
            certificationName: expect.stringContaining("HCSA"),
            versionLabel: expect.any(String),
          },
        ],
      },
    });
  });

  test("with the prerequisite certificate, HCSP enrols (pending review)", async () => {
    const { browser, id } = await learner();
    await grantCertificate(id, 1);
    expect((await enrol(browser, HCSP)).data!.registrationStatus).toBe(1);
  });

  test("an expired prerequisite certificate does not count", async () => {
    const { browser, id } = await learner();
    await grantCertificate(id, 1, new Date(Date.now() - 1000));
    expect((await enrol(browser, HCSP)).code).toBe(10026);
  });

  test("a valid certificate of the same certification: 10010", async () => {
    const { browser, id } = await learner();
    await grantCertificate(id, 1);
    expect((await enrol(browser, HCSA)).code).toBe(10010);
  });

  test("a release of another site or tenant is not found; bad input is 400", async () => {
    const { browser } = await learner();
    expect((await enrol(browser, 201)).code).toBe(404); // the Arabic site's HCSA
    expect((await enrol(browser, 601)).code).toBe(404); // the thermal tenant's
    expect(await enrol(browser, 0)).toMatchObject({
      code: 400,
      errorContext: { fields: { relationId: expect.any(String) } },
    });
    expect((await enrol(browser, HCSA, { emailNotificationStatus: 7 })).code).toBe(400);
  });

  test("courses enrol without review", async () => {
    const { browser } = await learner();
    expect((await enrol(browser, course, { courseType: 0 })).data).toMatchObject({
      relationType: 1,
      registrationStatus: 2,
    });
  });
});

describe("the learner's registrations", () => {
  test("incomplete projects are the learner's own", async () => {
    const a = await learner();
    const b = await learner();
    await enrol(a.browser, HCSA);
    await enrol(a.browser, CGSA);
    await enrol(b.browser, HCSA);
    const list = (await call(a.browser, enrolmentApi.incompleteProjects, scope)).data!;
    expect(list.map((r: { relationId: number }) => r.relationId).sort()).toEqual([HCSA, CGSA]);
    await grantCertificate(a.id, 1);
    expect(
      (await call(a.browser, enrolmentApi.incompleteProjects, scope)).data!.map(
        (r: { relationId: number }) => r.relationId,
      ),
    ).toEqual([CGSA]);
  });

  test("notification status of a course can be cancelled (2)", async () => {
    const { browser } = await learner();
    expect(
      (
        await call(browser, enrolmentApi.updateNotificationStatus, {
          ...scope,
          releaseCourseId: course,
          notificationStatus: 2,
        })
      ).code,
    ).toBe(200);
    expect(
      (
        await call(browser, enrolmentApi.updateNotificationStatus, {
          ...scope,
          releaseCourseId: course,
          // Not a status: the refusal under test.
          notificationStatus: 5 as 2,
        })
      ).code,
    ).toBe(400);
  });
});

describe("approval", () => {
  let approver: Awaited<ReturnType<typeof learner>>;
  beforeAll(async () => {
    approver = await learner();
    await t.database.db
      .insert(userRoles)
      .values({ userId: approver.id, role: "approver", siteId: 1 });
  });

  test("only approvers list and decide", async () => {
    const { browser } = await learner();
    expect((await call(browser, enrolmentApi.pendingRegistrations, scope)).statusCode).toBe(403);
    expect(
      (await call(browser, enrolmentApi.approveRegistration, { ...scope, id: 1 })).statusCode,
    ).toBe(403);
  });

  test("approve: the learner becomes Audited and gets an e-mail", async () => {
    const { browser, email } = await learner();
    await enrol(browser, CGSA);
    const pending = (await call(approver.browser, enrolmentApi.pendingRegistrations, scope)).data!;
    const mine = pending.find((p: { learnerEmail: string }) => p.learnerEmail === email)!;
    expect(mine).toMatchObject({ relationId: CGSA, relationName: expect.stringContaining("CGSA") });
    expect(
      (await call(approver.browser, enrolmentApi.approveRegistration, { ...scope, id: mine.id }))
        .data!.registrationStatus,
    ).toBe(2);
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, email))
      .orderBy(mailOutbox.id);
    expect(mails.at(-1)?.subject).toMatch(/approved/i);
    // Read outside the portal, the mail links My Learning by its full address.
    expect(mails.at(-1)?.text).toMatch(/ https?:\/\/[^\s/]+\/en\/my-learning$/m);
    // A decided registration cannot be decided again.
    expect(
      (await call(approver.browser, enrolmentApi.rejectRegistration, { ...scope, id: mine.id }))
        .code,
    ).toBe(404);
  });

  test("reject: the learner may enrol again (NotEnrolled)", async () => {
    const { browser, email, id } = await learner();
    await enrol(browser, CGSA);
    const [row] = await t.database.db
      .select()
      .from(registrations)
      .where(eq(registrations.userId, id));
    expect(
      (await call(approver.browser, enrolmentApi.rejectRegistration, { ...scope, id: row!.id }))
        .data!.registrationStatus,
    ).toBe(0);
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, email))
      .orderBy(mailOutbox.id);
    expect(mails.at(-1)?.subject).toMatch(/not approved/i);
    expect((await enrol(browser, CGSA)).code).toBe(200);
  });

  test("an approver of another site cannot decide this site's registrations", async () => {
    const other = await learner();
    await t.database.db.insert(userRoles).values({ userId: other.id, role: "approver", siteId: 8 });
    expect((await call(other.browser, enrolmentApi.pendingRegistrations, scope)).statusCode).toBe(
      403,
    );
  });
});

describe("invitation codes (frame §8 10000-10019, 10022, 10024)", () => {
  let approver: Awaited<ReturnType<typeof learner>>;
  beforeAll(async () => {
    approver = await learner();
    // An approver of every demo site: one role per site.
    const allSites = await t.database.db.select({ id: sites.id }).from(sites);
    await t.database.db.insert(userRoles).values(
      allSites.map((site) => ({
        userId: approver.id,
        role: "approver" as const,
        siteId: site.id,
      })),
    );
  });
  const generate = async (
    body: Omit<z.input<typeof enrolmentApi.generateInvitations.request>, keyof typeof scope>,
    site = scope,
  ): Promise<{ code: string }[]> =>
    (await call(approver.browser, enrolmentApi.generateInvitations, { ...site, ...body })).data!;

  test("codes are random 12-character codes", async () => {
    const codes = await generate({ relationType: 0, relationId: CGSA, count: 50 });
    expect(new Set(codes.map((c) => c.code)).size).toBe(50);
    for (const { code } of codes) expect(code).toMatch(/^[2-9A-HJKMNP-TV-Z]{12}$/);
  });

  test("a code enrols in a manual-review certification, approved at once, and cannot be used twice", async () => {
    const [{ code }] = (await generate({ relationType: 0, relationId: CGSA })) as [
      { code: string },
    ];
    const { browser } = await learner();
    const detail = await call(browser, enrolmentApi.invitationDetail, {
      invitationCode: `${code.toLowerCase().slice(0, 4)}-${code.slice(4)}`,
      ...scope,
    });
    expect(detail.data).toMatchObject({
      relationId: CGSA,
      relationType: 0,
      kind: "training",
    });
    const info = await call(browser, enrolmentApi.invitationRelease, { code, ...scope });
    expect(info.data).toMatchObject({
      relationId: CGSA,
      certificationName: expect.stringContaining("CGSA"),
    });
    const used = await call(browser, enrolmentApi.useInvitation, {
      ...scope,
      code,
      emailNotificationStatus: 1,
    });
    expect(used).toMatchObject({
      code: 200,
      data: { relationId: CGSA, registrationStatus: 2 },
    });
    const other = await learner();
    expect((await call(other.browser, enrolmentApi.useInvitation, { ...scope, code })).code).toBe(
      10006,
    );
  });

  test("parallel redemption of one code by several learners: exactly one succeeds", async () => {
    const [{ code }] = (await generate({ relationType: 0, relationId: CGSA })) as [
      { code: string },
    ];
    const learners = await Promise.all([1, 2, 3, 4].map(() => learner()));
    const results = await Promise.all(
      learners.map((l) => call(l.browser, enrolmentApi.useInvitation, { ...scope, code })),
    );
    expect(results.map((r) => r.code).sort((a, b) => a - b)).toEqual([200, 10006, 10006, 10006]);
    const [row] = await t.database.db
      .select()
      .from(invitationCodes)
      .where(eq(invitationCodes.code, code));
    expect(row?.usedBy).not.toBeNull();
  });

  test.each([
    ["missing", "", 10000],
    ["unknown", "ZZZZZZZZZZZZ", 10000],
  ])("%s code: %i", async (_name, code, expected) => {
    const { browser } = await learner();
    expect((await call(browser, enrolmentApi.useInvitation, { ...scope, code })).code).toBe(
      expected,
    );
  });

  test("expired 10001, revoked 10005, used 10006", async () => {
    const { browser } = await learner();
    const codes = await generate({ relationType: 0, relationId: CGSA, count: 3 });
    const db = t.database.db;
    await db
      .update(invitationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitationCodes.code, codes[0]!.code));
    await db
      .update(invitationCodes)
      .set({ revokedAt: new Date() })
      .where(eq(invitationCodes.code, codes[1]!.code));
    await db
      .update(invitationCodes)
      .set({ usedAt: new Date() })
      .where(eq(invitationCodes.code, codes[2]!.code));
    expect(
      (await call(browser, enrolmentApi.useInvitation, { ...scope, code: codes[0]!.code })).code,
    ).toBe(10001);
    expect(
      (await call(browser, enrolmentApi.useInvitation, { ...scope, code: codes[1]!.code })).code,
    ).toBe(10005);
    expect(
      (await call(browser, enrolmentApi.useInvitation, { ...scope, code: codes[2]!.code })).code,
    ).toBe(10006);
  });

  test("a code of another site: 10018 naming the site", async () => {
    const [{ code }] = (await generate(
      { relationType: 0, relationId: 301 },
      { siteId: 8, languageId: 3 },
    )) as [{ code: string }];
    const { browser } = await learner();
    const res = await call(browser, enrolmentApi.useInvitation, { ...scope, code });
    expect(res).toMatchObject({
      code: 10018,
      errorContext: { codeValidWithSite: { siteId: 8, pathPrefix: "/eu/de", countryCode: "DE" } },
    });
  });

  test("a code for another e-mail: 10007; for another country: 10019 (the notification choice is not lost)", async () => {
    const [{ code: forEmail }] = (await generate({
      relationType: 0,
      relationId: CGSA,
      email: "someone@example.com",
    })) as [{ code: string }];
    const [{ code: forCountry }] = (await generate({
      relationType: 0,
      relationId: CGSA,
      countryCode: "FR",
    })) as [{ code: string }];
    const { browser } = await learner({ countryCode: "DE" });
    expect(
      (await call(browser, enrolmentApi.useInvitation, { ...scope, code: forEmail })).code,
    ).toBe(10007);
    expect(
      (
        await call(browser, enrolmentApi.useInvitation, {
          ...scope,
          code: forCountry,
          emailNotificationStatus: 1,
        })
      ).code,
    ).toBe(10019);
    // Who may use it is in invitation-country.test.ts (decision 0044).
  });

  test("an e-mail-bound code needs the address confirmed: 10007 until its owner follows the link", async () => {
    const email = `invited-${randomBytes(4).toString("hex")}@example.com`;
    const [{ code }] = (await generate({ relationType: 0, relationId: CGSA, email })) as [
      { code: string },
    ];
    // Anyone could have signed up with this address: until it is confirmed it proves nothing.
    const { browser } = await learner({ email });
    const unconfirmed = await call(browser, enrolmentApi.useInvitation, { ...scope, code });
    expect(unconfirmed).toMatchObject({ code: 10007, errorContext: { emailUnconfirmed: true } });
    expect(
      (await call(browser, enrolmentApi.invitationDetail, { invitationCode: code, ...scope })).code,
    ).toBe(10007);
    await confirmEmail(t, email);
    expect((await call(browser, enrolmentApi.useInvitation, { ...scope, code })).code).toBe(200);
  });

  test("a country-bound code is not taken on the editable profile's word", async () => {
    const [{ code }] = (await generate({
      relationType: 0,
      relationId: CGSA,
      countryCode: "FR",
    })) as [{ code: string }];
    const { browser } = await learner({ countryCode: "DE" });
    const me = (await call(browser, identityApi.userInfo, { siteId: 1 })).data!;
    await call(browser, identityApi.update, {
      ...scope,
      firstName: me.firstName,
      lastName: me.lastName,
      country: "France",
      countryCode: "FR",
    });
    expect((await call(browser, enrolmentApi.useInvitation, { ...scope, code })).code).toBe(10019);
  });

  test("already enrolled without an invitation: 10017; with one: 10024", async () => {
    const { browser } = await learner();
    await enrol(browser, CGSA);
    const [{ code }] = (await generate({ relationType: 0, relationId: CGSA })) as [
      { code: string },
    ];
    expect((await call(browser, enrolmentApi.useInvitation, { ...scope, code })).code).toBe(10017);
    const second = await learner();
    const codes = await generate({ relationType: 0, relationId: CGSA, count: 2 });
    expect(
      (await call(second.browser, enrolmentApi.useInvitation, { ...scope, code: codes[0]!.code }))
        .code,
    ).toBe(200);
    expect(
      (await call(second.browser, enrolmentApi.useInvitation, { ...scope, code: codes[1]!.code }))
        .code,
    ).toBe(10024);
    // The refused code stays unused.
    const [row] = await t.database.db
      .select()
      .from(invitationCodes)
      .where(eq(invitationCodes.code, codes[1]!.code));
    expect(row?.usedAt).toBeNull();
  });

  test("sales codes only for their relation", async () => {
    const [{ code }] = (await generate({ relationType: 0, relationId: CGSA, kind: "sales" })) as [
      { code: string },
    ];
    const { browser } = await learner();
    expect((await call(browser, enrolmentApi.useInvitation, { ...scope, code })).code).toBe(10005);
    expect(
      (
        await call(browser, enrolmentApi.useSalesCode, {
          ...scope,
          code,
          relationId: HCSA,
          relationType: 0,
        })
      ).code,
    ).toBe(10005);
    expect(
      (
        await call(browser, enrolmentApi.useSalesCode, {
          ...scope,
          code,
          relationId: CGSA,
          relationType: 0,
        })
      ).data!.registrationStatus,
    ).toBe(2);
  });

  test("guessing is throttled: 10022", async () => {
    const { browser } = await learner();
    const results = [];
    for (let i = 0; i < 12; i++)
      results.push(
        (await call(browser, enrolmentApi.useInvitation, { ...scope, code: `GUESS${i}AAAAAA` }))
          .code,
      );
    expect(results.slice(0, 10).every((c) => c === 10000)).toBe(true);
    expect(results.slice(10)).toEqual([10022, 10022]);
  });

  test("prerequisites apply to invitation enrolment too", async () => {
    const [{ code }] = (await generate({ relationType: 0, relationId: HCSP })) as [
      { code: string },
    ];
    const { browser } = await learner();
    expect((await call(browser, enrolmentApi.useInvitation, { ...scope, code })).code).toBe(10026);
    const [row] = await t.database.db
      .select()
      .from(invitationCodes)
      .where(and(eq(invitationCodes.code, code)));
    expect(row?.usedAt).toBeNull();
  });
});

describe("the demo approver", () => {
  test("signs in with the documented password and second factor and may decide", async () => {
    const browser = await signIn(t.app, demoApprover);
    expect((await call(browser, enrolmentApi.pendingRegistrations, scope)).statusCode).toBe(200);
  });
});

describe("the demo exam learner", () => {
  test("signs in with the documented password and finds HCSA v2.0 waiting for its exam", async () => {
    const browser = await signIn(t.app, {
      email: "exam.ready@academy.example",
      password: "Exam-Demo-2026",
    });
    const detail = (await call(browser, catalogueApi.certificationDetail, { id: 101, ...scope }))
      .data!;
    // Enrolled and approved (Audited 2), credits complete: the status is exam (2).
    expect(detail).toMatchObject({ registrationStatus: 2, currentStatus: 2, childStatus: 0 });
    expect(detail.compulsoryCredits.earned).toBe(detail.compulsoryCredits.total);
  });
});

describe("the demo certificate holders", () => {
  const signInHolder = (email: string) => signIn(t.app, { email, password: "Cert-Demo-2026" });
  const certificatesOf = async (browser: Browser) =>
    (await call(browser, certificateApi.myCertificates, scope)).data;

  test("certified@ signs in with the documented password: HCSA v2.0 approved (6), its certificate valid", async () => {
    const browser = await signInHolder("certified@academy.example");
    const detail = (await call(browser, catalogueApi.certificationDetail, { id: 101, ...scope }))
      .data!;
    expect(detail).toMatchObject({ registrationStatus: 2, currentStatus: 6, childStatus: 0 });
    expect(await certificatesOf(browser)).toEqual([
      expect.objectContaining({
        certificateNumber: "HCSA-DEM2-CERT-VA7D",
        releaseCertificationId: HCSA,
        status: "valid",
        verifyPath: "/certificate/verify/HCSA-DEM2-CERT-VA7D",
      }),
    ]);
  });

  test("renewal.due@ signs in with the documented password: its HCSA certificate is about to expire", async () => {
    const browser = await signInHolder("renewal.due@academy.example");
    const detail = (await call(browser, catalogueApi.certificationDetail, { id: 101, ...scope }))
      .data!;
    expect(detail).toMatchObject({ currentStatus: 6 });
    expect(await certificatesOf(browser)).toEqual([
      expect.objectContaining({
        certificateNumber: "HCSA-DEM2-RENW-DVE9",
        releaseCertificationId: HCSA,
        status: "aboutToExpire",
      }),
    ]);
  });
});
