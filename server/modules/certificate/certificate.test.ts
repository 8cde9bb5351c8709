import { randomBytes, randomInt } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ExerciseProcess, LearningProcess } from "#contract/catalogue-rules.ts";
import { CERTIFICATE_NUMBER_PATTERN, maskedNumber } from "#contract/certificate-rules.ts";
import { certificateApi } from "#contract/certificate.ts";
import { enrolmentApi } from "#contract/enrolment.ts";
import { examApi } from "#contract/exam.ts";
import { identityApi } from "#contract/identity.ts";
import { catalogueApi } from "#contract/catalogue.ts";
import { certificationCourses, courseReleases, courses } from "#db/schema/catalogue.ts";
import { certificateApplications, certificates } from "#db/schema/certificate.ts";
import { registrations, userRoles } from "#db/schema/enrolment.ts";
import { mailOutbox, users } from "#db/schema/identity.ts";
import { courseProgress } from "#db/schema/learning.ts";
import { verifyCredential } from "./credential.ts";
import { isVerificationPath } from "./documents.routes.ts";
import { pagesText } from "./pdf-reading.testing.ts";
import {
  call,
  completeCredits,
  createBrowser,
  createTestApp,
  passTheoryExam,
  signUp,
  type Browser,
  type TestApp,
} from "../../testing.ts";

/** HCSA v2.0 on /en: brand exam, no practical exam, enrolment approved at once. */
const HCSA = 101;
const scope = { siteId: 1, languageId: 1 };

let t: TestApp;
let approver: Learner;
beforeAll(async () => {
  t = await createTestApp();
  approver = await learner();
  await t.database.db
    .insert(userRoles)
    .values({ userId: approver.id, role: "approver", siteId: 1 });
});
afterAll(() => t.close());

type Learner = { browser: Browser; id: number; email: string };

async function learner(): Promise<Learner> {
  const email = `cert-${randomBytes(5).toString("hex")}@example.com`;
  const { browser } = await signUp(t.app, { email, firstName: "Lina", lastName: "Haddad" });
  const me = (await call(browser, identityApi.userInfo, scope)).data!;
  await call(browser, identityApi.update, {
    ...scope,
    firstName: me.firstName,
    lastName: me.lastName,
    country: "Germany",
  });
  return { browser, id: me.id, email };
}

const status = async (browser: Browser) =>
  (await call(browser, catalogueApi.certificationDetail, { id: HCSA, ...scope })).data!
    .currentStatus;

/** Enrolled in HCSA, credits complete, theory exam passed: status apply (4). */
async function passedLearner(): Promise<Learner> {
  const someone = await learner();
  await call(someone.browser, enrolmentApi.addRegistration, { ...scope, relationId: HCSA });
  await completeCredits(t, someone.id, HCSA);
  await passTheoryExam(t, someone.browser, HCSA);
  return someone;
}

const apply = (browser: Browser, releaseCertificationId = HCSA) =>
  call(browser, certificateApi.apply, { ...scope, releaseCertificationId });
const pending = async () =>
  (await call(approver.browser, certificateApi.pendingApplications, scope)).data!;

describe("certificate application", () => {
  test("before the exam is passed: refused, nothing written", async () => {
    const someone = await learner();
    await call(someone.browser, enrolmentApi.addRegistration, { ...scope, relationId: HCSA });
    expect((await apply(someone.browser)).code).toBe(403);
    const rows = await t.database.db
      .select()
      .from(certificateApplications)
      .where(eq(certificateApplications.userId, someone.id));
    expect(rows).toEqual([]);
    expect((await apply(createBrowser(t.app))).statusCode).toBe(401);
    // A release of another site does not exist here.
    expect((await apply(someone.browser, 999_999)).code).toBe(404);
  });

  test("apply (4) → finish (5) → approved (6): the certificate is issued and the learner e-mailed", async () => {
    const someone = await passedLearner();
    expect(await status(someone.browser)).toBe(4);
    const applied = await apply(someone.browser);
    expect(applied).toMatchObject({ code: 200, data: { status: "pending" } });
    expect(await status(someone.browser)).toBe(5);
    // 20036 while the last application is pending.
    expect((await apply(someone.browser)).code).toBe(20036);

    const mine = (await pending()).find((row) => row.learnerEmail === someone.email)!;
    expect(mine).toMatchObject({ id: applied.data!.id, releaseCertificationId: HCSA });
    // Learners do not decide.
    expect(
      (await call(someone.browser, certificateApi.approveApplication, { ...scope, id: mine.id }))
        .code,
    ).toBe(403);
    const approved = await call(approver.browser, certificateApi.approveApplication, {
      ...scope,
      id: mine.id,
    });
    expect(approved).toMatchObject({ code: 200, data: { status: "approved" } });
    expect(await status(someone.browser)).toBe(6);
    // Decided once.
    expect(
      (await call(approver.browser, certificateApi.rejectApplication, { ...scope, id: mine.id }))
        .code,
    ).toBe(404);

    const list = (await call(someone.browser, certificateApi.myCertificates, scope)).data!;
    expect(list).toHaveLength(1);
    const certificate = list[0]!;
    expect(certificate).toMatchObject({
      releaseCertificationId: HCSA,
      holderName: "Lina Haddad",
      level: "HCSA",
      versionLabel: expect.any(String),
      status: "valid",
    });
    expect(certificate.certificateNumber).toMatch(CERTIFICATE_NUMBER_PATTERN);
    expect(certificate.verifyPath).toBe(`/certificate/verify/${certificate.certificateNumber}`);
    // Valid for two years from the day of issue.
    const years =
      (Date.parse(certificate.validUntil) - Date.parse(certificate.issuedAt)) /
      (365.25 * 86_400_000);
    expect(years).toBeCloseTo(2, 1);
    // 10003 after approval.
    expect((await apply(someone.browser)).code).toBe(10003);

    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, someone.email));
    const issued = mails.find((mail) => /certificate issued/i.test(mail.subject));
    expect(issued?.text).toContain(certificate.certificateNumber);
    // Read outside the portal, the mail links My Learning by its full address.
    expect(issued?.text).toMatch(/ https?:\/\/[^\s/]+\/en\/my-learning$/m);
  });

  test("a rejection e-mails the reason and lets the learner apply again", async () => {
    const someone = await passedLearner();
    const { id } = (await apply(someone.browser)).data!;
    const rejected = await call(approver.browser, certificateApi.rejectApplication, {
      ...scope,
      id,
      reason: "The name does not match your ID",
    });
    expect(rejected.data).toEqual({ id, status: "rejected" });
    expect(await status(someone.browser)).toBe(4);
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, someone.email));
    expect(mails.some((m) => m.text.includes("The name does not match your ID"))).toBe(true);
    expect((await apply(someone.browser)).code).toBe(200);
    const issued = await t.database.db
      .select()
      .from(certificates)
      .where(eq(certificates.userId, someone.id));
    expect(issued).toEqual([]);
  });

  test("parallel applications: one goes through, the others answer 20036", async () => {
    const someone = await passedLearner();
    const codes = (await Promise.all([1, 2, 3, 4].map(() => apply(someone.browser)))).map(
      (res) => res.code,
    );
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 20036)).toHaveLength(3);
  });

  test("an approver of another site sees and decides none of this site's applications", async () => {
    const someone = await passedLearner();
    const { id } = (await apply(someone.browser)).data!;
    const other = await learner();
    await t.database.db.insert(userRoles).values({ userId: other.id, role: "approver", siteId: 8 });
    const onOwnSite = await call(other.browser, certificateApi.approveApplication, {
      siteId: 8,
      languageId: 3,
      id,
    });
    expect(onOwnSite.code).toBe(404);
    expect(
      (await call(other.browser, certificateApi.approveApplication, { ...scope, id })).code,
    ).toBe(403);
  });

  test("the name printed on the certificate must exist: 10004", async () => {
    const someone = await passedLearner();
    await t.database.db.update(users).set({ name: "" }).where(eq(users.id, someone.id));
    expect((await apply(someone.browser)).code).toBe(10004);
  });
});

describe("certificate links", () => {
  test("only the holder gets links; they expire and name one document", async () => {
    const someone = await passedLearner();
    const { id } = (await apply(someone.browser)).data!;
    await call(approver.browser, certificateApi.approveApplication, { ...scope, id });
    const links = (
      await call(someone.browser, certificateApi.authLink, {
        ...scope,
        releaseCertificationId: HCSA,
      })
    ).data!;
    expect(links.pdfLink).toMatch(/^\/certificate\/pdf\/[A-Z0-9-]+\?exp=\d+&sig=[\w-]+$/);
    expect(links.verifyLink).toMatch(/^http:\/\/localhost:3000\/certificate\/verify\//);
    // Someone without a certificate of that release gets none.
    const other = await learner();
    expect(
      (
        await call(other.browser, certificateApi.authLink, {
          ...scope,
          releaseCertificationId: HCSA,
        })
      ).code,
    ).toBe(404);
    const { certificateLinks } = t.app.services;
    const url = new URL(links.pdfLink, "http://x");
    const number = decodeURIComponent(url.pathname.split("/").pop()!);
    const exp = url.searchParams.get("exp")!;
    const sig = url.searchParams.get("sig")!;
    expect(certificateLinks.verify("pdf", number, exp, sig)).toBe(true);
    expect(certificateLinks.verify("credential", number, exp, sig)).toBe(false);
    expect(certificateLinks.verify("pdf", `${number}X`, exp, sig)).toBe(false);
    expect(certificateLinks.verify("pdf", number, exp, sig, Number(exp) * 1000 + 1)).toBe(false);

    // The PDF opens without a session (a new tab, a phone); a changed link does not.
    const anyone = createBrowser(t.app);
    const pdf = await anyone.request(links.pdfLink);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdf.headers["content-disposition"]).toContain(number);
    const flipped = links.pdfLink.replace(/sig=(.)/, (_m: string, c: string) =>
      c === "A" ? "sig=B" : "sig=A",
    );
    expect((await anyone.request(flipped)).statusCode).toBe(404);
    expect((await anyone.request(links.credentialLink.replace("exp=", "exp=1"))).statusCode).toBe(
      404,
    );

    // The credential verifies with the key the issuer profile publishes, and names the holder.
    const jws = (await anyone.request(links.credentialLink)).body;
    const profile = (await anyone.request("/certificate/issuer")).json();
    expect(profile.id).toBe("http://localhost:3000/certificate/issuer");
    const credential = await verifyCredential(jws, profile.keys);
    expect(credential.credentialSubject.name).toBe("Lina Haddad");
    expect(credential.issuer.id).toBe(profile.id);
    const tampered = jws.replace(/\.(.)/, (_m, c: string) => `.${c === "e" ? "f" : "e"}`);
    await expect(verifyCredential(tampered, profile.keys)).rejects.toThrow();

    // The QR code's address leads to the verification page of the site it was earned on.
    const qr = await anyone.request(`/certificate/verify/${number}`);
    expect(qr.statusCode).toBe(302);
    expect(qr.headers.location).toBe(`/en/certificate/verify/${number}`);
  });
});

describe("certificate verification", () => {
  test("the public address is rate limited per client", async () => {
    const client = createBrowser(t.app);
    const codes: number[] = [];
    for (let i = 0; i < 32; i++)
      codes.push(
        (await client.request(`/certificate/verify/HCSA-2222-2222-222${i % 10}`)).statusCode,
      );
    expect(codes.slice(0, 30).every((code) => code === 302)).toBe(true);
    expect(codes.slice(30)).toEqual([429, 429]);
  });
});

/** A learner holding an approved HCSA certificate. */
async function certifiedLearner(): Promise<Learner & { number: string }> {
  const someone = await passedLearner();
  const { id } = (await apply(someone.browser)).data!;
  await call(approver.browser, certificateApi.approveApplication, { ...scope, id });
  const [row] = await t.database.db
    .select()
    .from(certificates)
    .where(eq(certificates.userId, someone.id));
  return { ...someone, number: row!.certificateNumber };
}

const renew = (browser: Browser) =>
  call(browser, certificateApi.renew, { ...scope, releaseCertificationId: HCSA });

describe("renewal", () => {
  test("not before the last 90 days: 10010, nothing changes", async () => {
    const someone = await certifiedLearner();
    expect((await renew(someone.browser)).code).toBe(10010);
    expect(await status(someone.browser)).toBe(6);
    // Nobody renews what they do not hold.
    expect((await renew((await learner()).browser)).code).toBe(403);
  });

  test("when due: a new cycle, and the new certificate continues the old one's period", async () => {
    const someone = await certifiedLearner();
    const dueOn = new Date(Date.now() + 30 * 86_400_000);
    await t.database.db
      .update(certificates)
      .set({ validUntil: dueOn })
      .where(eq(certificates.userId, someone.id));
    const [listed] = (await call(someone.browser, certificateApi.myCertificates, scope)).data!;
    expect(listed!.status).toBe("aboutToExpire");

    expect(await renew(someone.browser)).toMatchObject({
      code: 200,
      data: { releaseCertificationId: HCSA },
    });
    // Enrolled, nothing learned yet: the courses and the exam come again.
    expect(await status(someone.browser)).toBe(0);
    // The certificate stays valid meanwhile.
    expect(
      (await call(someone.browser, certificateApi.myCertificates, scope)).data![0]!.status,
    ).toBe("aboutToExpire");

    await completeCredits(t, someone.id, HCSA);
    await passTheoryExam(t, someone.browser, HCSA);
    expect(await status(someone.browser)).toBe(4);
    const { id } = (await apply(someone.browser)).data!;
    await call(approver.browser, certificateApi.approveApplication, { ...scope, id });
    const list = (await call(someone.browser, certificateApi.myCertificates, scope)).data!;
    expect(list).toHaveLength(2);
    expect(list[0]!.status).toBe("valid");
    const twoYearsOn = new Date(dueOn);
    twoYearsOn.setUTCFullYear(twoYearsOn.getUTCFullYear() + 2);
    expect(list[0]!.validUntil).toBe(twoYearsOn.toISOString());
    expect(list[0]!.certificateNumber).not.toBe(someone.number);
  });
});

describe("medals", () => {
  test("bronze with an associate certificate; none without", async () => {
    const medals = async (browser: Browser) =>
      (await call(browser, certificateApi.medals, scope)).data!;
    const someone = await certifiedLearner();
    expect(await medals(someone.browser)).toEqual({
      associate: 1,
      professional: 0,
      expert: 0,
      medal: "bronze",
    });
    expect((await medals((await learner()).browser)).medal).toBe("none");
    // An expired certificate no longer counts.
    await t.database.db
      .update(certificates)
      .set({ validUntil: new Date(Date.now() - 1000) })
      .where(eq(certificates.userId, someone.id));
    expect((await medals(someone.browser)).medal).toBe("none");
  });
});

describe("VAT query", () => {
  const query = (vatNumber: string, browser = createBrowser(t.app)) =>
    call(browser, certificateApi.vatQuery, { ...scope, vatNumber });

  test("a company's valid certificates by its VAT number, however it is typed; nothing else", async () => {
    const vat = `DE${randomBytes(4).readUInt32BE() % 1_000_000_000}`;
    const someone = await certifiedLearner();
    await t.database.db.update(users).set({ vatNumber: vat }).where(eq(users.id, someone.id));
    const spaced = `${vat.slice(0, 4)} ${vat.slice(4)}`.toLowerCase();
    const found = await query(spaced);
    expect(found.code).toBe(200);
    expect(found.data).toEqual([
      {
        holderName: "Lina Haddad",
        certificationName: expect.stringContaining("HCSA"),
        level: "HCSA",
        validUntil: expect.any(String),
      },
    ]);
    // No e-mail, number or other personal data.
    expect(JSON.stringify(found.data)).not.toContain(someone.email);
    expect(JSON.stringify(found.data)).not.toContain(someone.number);
    await t.database.db
      .update(certificates)
      .set({ validUntil: new Date(Date.now() - 1000) })
      .where(eq(certificates.userId, someone.id));
    expect((await query(vat)).data).toEqual([]);
  });

  test("at least 2 digits (400), and throttled per client (10022)", async () => {
    expect((await query("AB1")).code).toBe(400);
    const client = createBrowser(t.app);
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) codes.push((await query(`FR${10 + i}`, client)).code);
    expect(codes.slice(0, 10).every((code) => code === 200)).toBe(true);
    expect(codes.slice(10)).toEqual([10022, 10022]);
  });
});

describe("certificates of completion (non-certification courses)", () => {
  /** A course of /en that belongs to no certification (a completion certificate is for it). */
  async function nonCertificationCourse(): Promise<{ id: number; name: string }> {
    const name = `Cabling basics ${randomBytes(3).toString("hex")}`;
    // Catalogue ids are fixed by the seed: a new course takes one far above them.
    const id = 900_000 + randomInt(99_999);
    const [course] = await t.database.db
      .insert(courses)
      .values({ id, tenantId: 1, courseType: 0 })
      .returning({ id: courses.id });
    const [release] = await t.database.db
      .insert(courseReleases)
      .values({
        id,
        courseId: course!.id,
        siteId: 1,
        languageId: 1,
        courseName: name,
        publishedAt: new Date(Date.now() - 86_400_000),
      })
      .returning({ id: courseReleases.id });
    return { id: release!.id, name };
  }

  test("a learned course gets one, numbered once; its PDF link and public page", async () => {
    const course = await nonCertificationCourse();
    const failed = await nonCertificationCourse();
    const someone = await learner();
    const list = async () =>
      (await call(someone.browser, certificateApi.myCompletionCertificates, scope)).data!;
    expect(await list()).toEqual([]);
    await t.database.db.insert(courseProgress).values({
      userId: someone.id,
      courseReleaseId: course.id,
      learningProcess: LearningProcess.learnEnd,
      exerciseProcess: ExerciseProcess.finish,
      finishedAt: new Date(),
    });
    // A failed quiz does not finish a course.
    await t.database.db.insert(courseProgress).values({
      userId: someone.id,
      courseReleaseId: failed.id,
      learningProcess: LearningProcess.fail,
      finishedAt: new Date(),
    });
    const [first, ...others] = await list();
    expect(others).toEqual([]);
    expect(first).toMatchObject({ releaseCourseId: course.id, courseName: course.name });
    expect(first!.certificateNumber).toMatch(CERTIFICATE_NUMBER_PATTERN);
    expect((await list())[0]!.certificateNumber).toBe(first!.certificateNumber);

    const link = (
      await call(someone.browser, certificateApi.completionPdfLink, {
        ...scope,
        releaseCourseId: course.id,
      })
    ).data!;
    expect(link.pdfLink).toMatch(/^\/certificate\/completion\/COURSE-/);
    const pdf = await createBrowser(t.app).request(link.pdfLink);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    // Someone who did not learn it has none.
    expect(
      (
        await call((await learner()).browser, certificateApi.completionPdfLink, {
          ...scope,
          releaseCourseId: course.id,
        })
      ).code,
    ).toBe(404);

    // What the public verification page shows of it; another tenant knows no such number.
    const { completions } = t.app.services;
    expect((await completions.byNumber(1, first!.certificateNumber))?.verification).toEqual({
      kind: "completion",
      certificateNumber: first!.certificateNumber,
      holderName: "Lina Haddad",
      certificationName: course.name,
      level: "",
      versionLabel: "",
      issuedAt: first!.completedAt,
      validUntil: null,
      status: "valid",
    });
    expect(await completions.byNumber(2, first!.certificateNumber)).toBeNull();
  });

  test("isConfig follows the site; a site without them lists none", async () => {
    const configured = async () =>
      (await call(createBrowser(t.app), certificateApi.completionConfigured, scope)).data!.isConfig;
    expect(await configured()).toBe(true);
    const course = await nonCertificationCourse();
    const someone = await learner();
    await t.database.db.insert(courseProgress).values({
      userId: someone.id,
      courseReleaseId: course.id,
      learningProcess: LearningProcess.learnEnd,
      exerciseProcess: ExerciseProcess.finish,
      finishedAt: new Date(),
    });
    const directory = t.app.siteDirectory();
    const site = directory.site(1)!;
    const scopeOf = (completionCertificate: boolean) => ({
      tenant: directory.tenantForHost("localhost"),
      site: { ...site, completionCertificate },
      language: directory.language(1)!,
    });
    const { completions } = t.app.services;
    expect(completions.isConfigured(scopeOf(false))).toBe(false);
    expect(await completions.mine(scopeOf(false), someone.id)).toEqual([]);
    expect(await completions.mine(scopeOf(true), someone.id)).toHaveLength(1);
  });
});

describe("company certificate", () => {
  test("lists the certified staff of the learner's company, on sites that issue them", async () => {
    const vat = `NL${randomBytes(4).readUInt32BE()}`;
    const colleague = await certifiedLearner();
    await t.database.db
      .update(users)
      .set({ vatNumber: vat, companyName: "Secure Homes BV" })
      .where(eq(users.id, colleague.id));
    const someone = await learner();
    const generate = (browser: Browser, site = scope) =>
      call(browser, certificateApi.companyCertificate, site);
    // Company and VAT number are needed first.
    expect(await generate(someone.browser)).toMatchObject({
      code: 400,
      errorContext: {
        fields: { companyName: "required", vatNumber: "a VAT number with at least 2 digits" },
      },
    });
    await t.database.db
      .update(users)
      .set({ vatNumber: vat.toLowerCase(), companyName: "Secure Homes BV" })
      .where(eq(users.id, someone.id));
    const done = await generate(someone.browser);
    expect(done).toMatchObject({ code: 200, data: { staffCount: 1 } });
    expect(done.data!.pdfLink).toMatch(new RegExp(`^/certificate/company/${someone.id}\\?exp=`));
    const pdf = await createBrowser(t.app).request(done.data!.pdfLink);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    // The list names the colleague, but not a number that would open the verification page.
    const text = (await pagesText(pdf.rawPayload)).join("");
    expect(text).toContain("Lina Haddad");
    expect(text).not.toContain(colleague.number);
    expect(text).toContain(maskedNumber(colleague.number));
    // The link names its learner: another learner's id with the same signature opens nothing.
    expect(
      (
        await createBrowser(t.app).request(
          done.data!.pdfLink.replace(`/company/${someone.id}?`, `/company/${colleague.id}?`),
        )
      ).statusCode,
    ).toBe(404);
    // Site 3 (Arabic) does not issue company certificates.
    expect((await generate(someone.browser, { siteId: 3, languageId: 2 })).code).toBe(403);
    // A VAT number of punctuation would match every profile without one: refused, and it finds nobody.
    await t.database.db.update(users).set({ vatNumber: "--" }).where(eq(users.id, someone.id));
    expect(await generate(someone.browser)).toMatchObject({
      code: 400,
      errorContext: { fields: { vatNumber: expect.any(String) } },
    });
    expect(await t.app.services.users.idsWithVatNumber("- -")).toEqual([]);
  });
});

describe("the required-certificate reminder", () => {
  test("shows while the prerequisite certificate is missing, until dismissed", async () => {
    const HCSP = 102; // prerequisite HCSA
    const someone = await learner();
    // Enrolled in HCSP while holding HCSA; the HCSA certificate has since expired.
    await t.database.db.insert(registrations).values({
      userId: someone.id,
      siteId: 1,
      relationType: 0,
      relationId: HCSP,
      status: "approved",
      decidedAt: new Date(),
    });
    const reminder = async () =>
      (
        await call(someone.browser, examApi.getExamResult, {
          ...scope,
          releaseId: HCSP,
          relationType: 0,
        })
      ).data!.isNeedReminder;
    expect(await reminder()).toBe(true);
    // The home-like pages ask for every reminder due (frame §2), named as this site names them.
    const due = (site = scope) => call(someone.browser, certificateApi.reminders, site);
    expect(await due()).toMatchObject({
      code: 200,
      data: [
        {
          releaseCertificationId: HCSP,
          certificationName: expect.stringContaining("Professional"),
          prerequisite: {
            certificationReleaseId: HCSA,
            certificationName: expect.stringContaining("Associate"),
          },
        },
      ],
    });
    // Another site's pages have none: the enrolment is site 1's.
    expect((await due({ siteId: 2, languageId: 1 })).data).toEqual([]);
    const dismissed = await call(someone.browser, certificateApi.dismissReminder, {
      ...scope,
      releaseCertificationId: HCSP,
    });
    expect(dismissed).toMatchObject({ code: 200, data: null });
    expect(await reminder()).toBe(false);
    expect((await due()).data).toEqual([]);
    // A release of another site cannot be named.
    expect(
      (
        await call(someone.browser, certificateApi.dismissReminder, {
          ...scope,
          releaseCertificationId: 999_999,
        })
      ).code,
    ).toBe(404);
  });
});

describe("a course replaced by a new version", () => {
  /** HCSA's first course. */
  async function firstCourseId() {
    const [link] = await t.database.db
      .select()
      .from(certificationCourses)
      .where(eq(certificationCourses.certificationReleaseId, HCSA))
      .orderBy(certificationCourses.sort)
      .limit(1);
    return link!.courseReleaseId;
  }

  /** An editor publishes a new version of HCSA's first course while `run` runs. */
  async function withNewVersion(run: (id: number) => Promise<void>) {
    const [old] = await t.database.db
      .select()
      .from(courseReleases)
      .where(eq(courseReleases.id, await firstCourseId()));
    const id = 900_000 + randomInt(99_999);
    await t.database.db.insert(courseReleases).values({
      ...old!,
      id,
      courseName: `${old!.courseName} (2027)`,
      versionLabel: "V2.0",
    } as typeof courseReleases.$inferInsert);
    await t.database.db
      .update(certificationCourses)
      .set({ courseReleaseId: id, replacesCourseReleaseId: old!.id })
      .where(
        and(
          eq(certificationCourses.certificationReleaseId, HCSA),
          eq(certificationCourses.courseReleaseId, old!.id),
        ),
      );
    t.app.services.catalogue.invalidate();
    try {
      await run(id);
    } finally {
      await t.database.db
        .update(certificationCourses)
        .set({ courseReleaseId: old!.id, replacesCourseReleaseId: null })
        .where(
          and(
            eq(certificationCourses.certificationReleaseId, HCSA),
            eq(certificationCourses.courseReleaseId, id),
          ),
        );
      t.app.services.catalogue.invalidate();
    }
  }

  const detailOf = async (browser: Browser) =>
    (await call(browser, catalogueApi.certificationDetail, { id: HCSA, ...scope })).data!;

  test("keeps the learner's progress and credits, with a notice until it is read", async () => {
    const someone = await passedLearner();
    const detail = () => detailOf(someone.browser);
    const before = await detail();
    expect(before.userCourseUpdateDTO).toBeNull();
    await withNewVersion(async (id) => {
      const after = await detail();
      const updated = after.courses.find((course: { id: number }) => course.id === id);
      expect(updated!.learningProcess).toBeGreaterThanOrEqual(LearningProcess.learnEnd);
      expect(after.compulsoryCredits).toEqual(before.compulsoryCredits);
      expect(after.currentStatus).toBe(before.currentStatus);
      expect(after.userCourseUpdateDTO).toEqual({ id, viewExamTips: 1, viewUpdate: 1 });
      const click = (courseId: number) =>
        call(someone.browser, certificateApi.acknowledgeCourseUpdate, {
          ...scope,
          id: courseId,
          releaseCertificationId: HCSA,
        });
      expect((await click(123_456_789)).code).toBe(404);
      expect((await click(id)).code).toBe(200);
      expect((await detail()).userCourseUpdateDTO).toBeNull();
      // A learner who never learned the old version has nothing to carry over.
      const fresh = await learner();
      expect((await detailOf(fresh.browser)).userCourseUpdateDTO).toBeNull();
    });
  });

  test("a course whose notifications the learner cancelled (2) gives no notice, and keeps its credits", async () => {
    const someone = await passedLearner();
    const other = await passedLearner();
    const before = await detailOf(someone.browser);
    const cancel = (releaseCourseId: number) =>
      call(someone.browser, enrolmentApi.updateNotificationStatus, {
        ...scope,
        releaseCourseId,
        notificationStatus: 2,
      });
    await withNewVersion(async (id) => {
      expect((await detailOf(someone.browser)).userCourseUpdateDTO).toMatchObject({ id });
      expect(await cancel(id)).toMatchObject({ code: 200, data: null });
      const after = await detailOf(someone.browser);
      expect(after.userCourseUpdateDTO).toBeNull();
      // The choice is no progress: the new version still carries the old one's credits.
      expect(after.compulsoryCredits).toEqual(before.compulsoryCredits);
      expect(after.currentStatus).toBe(before.currentStatus);
      // Another learner's notice is theirs.
      expect((await detailOf(other.browser)).userCourseUpdateDTO).toMatchObject({ id });
    });
    // Cancelled on the version a newer one replaces, the newer one gives no notice either.
    const again = await passedLearner();
    expect(
      (
        await call(again.browser, enrolmentApi.updateNotificationStatus, {
          ...scope,
          releaseCourseId: await firstCourseId(),
          notificationStatus: 2,
        })
      ).code,
    ).toBe(200);
    await withNewVersion(async () => {
      expect((await detailOf(again.browser)).userCourseUpdateDTO).toBeNull();
    });
  });
});

describe("review: refusals that keep data where it belongs", () => {
  test("a revoked certificate has no links and no documents", async () => {
    const someone = await certifiedLearner();
    const links = (
      await call(someone.browser, certificateApi.authLink, {
        ...scope,
        releaseCertificationId: HCSA,
      })
    ).data!;
    await t.database.db
      .update(certificates)
      .set({ status: "revoked" })
      .where(eq(certificates.userId, someone.id));
    const anyone = createBrowser(t.app);
    expect((await anyone.request(links.pdfLink)).statusCode).toBe(404);
    expect((await anyone.request(links.credentialLink)).statusCode).toBe(404);
    expect(
      (
        await call(someone.browser, certificateApi.authLink, {
          ...scope,
          releaseCertificationId: HCSA,
        })
      ).code,
    ).toBe(404);
  });

  test("the spec's form of the link call: the release in the query", async () => {
    const someone = await certifiedLearner();
    const res = await someone.browser.request(
      `/api/user/certificationApply/getCertificateAuthLink?releaseCertificationId=${HCSA}`,
      { method: "POST", json: scope },
    );
    expect(res.json()).toMatchObject({ code: 200, data: { pdfLink: expect.any(String) } });
  });

  test("verification paths are counted however they are written", async () => {
    expect(isVerificationPath("/en/CERTIFICATE/Verify/HCSA-2222-2222-2222")).toBe(true);
    expect(isVerificationPath("/en/certificate/verif%79/HCSA-2222-2222-2222")).toBe(true);
    expect(isVerificationPath("/en/mobile/certificate/verify/X.data?_routes=a")).toBe(true);
    expect(isVerificationPath("/en/certification/detail/101")).toBe(false);
    const client = createBrowser(t.app);
    // Another spelling is sent to the one spelling before any lookup (decision 0044)…
    const odd = await client.request("/en/certificate/verif%79/HCSA-2222-2222-2220");
    expect(odd.statusCode).toBe(308);
    expect(odd.headers.location).toBe("/en/certificate/verify/HCSA-2222-2222-2220");
    // …where the lookups are counted.
    const codes: number[] = [];
    for (let i = 0; i < 31; i++)
      codes.push(
        (await client.request(`/en/certificate/verify/HCSA-2222-2222-222${i % 10}`)).statusCode,
      );
    expect(codes.at(-1)).toBe(429);
  });

  test("renewal once at a time: 20036 while an application is pending, 10002 once started", async () => {
    const someone = await certifiedLearner();
    await t.database.db
      .update(certificates)
      .set({ validUntil: new Date(Date.now() + 10 * 86_400_000) })
      .where(eq(certificates.userId, someone.id));
    expect((await renew(someone.browser)).code).toBe(200);
    expect((await renew(someone.browser)).code).toBe(10002);
    await completeCredits(t, someone.id, HCSA);
    await passTheoryExam(t, someone.browser, HCSA);
    expect((await apply(someone.browser)).code).toBe(200);
    expect((await renew(someone.browser)).code).toBe(20036);
  });

  test("a certificate whose release is gone is vouched for by no brand", async () => {
    const someone = await certifiedLearner();
    await t.database.db
      .update(certificates)
      .set({ certificationReleaseId: null })
      .where(eq(certificates.userId, someone.id));
    expect(await t.app.services.certificates.byNumber(1, someone.number)).toBeNull();
    // My Learning of another tenant lists none of this one's certificates.
    expect(await t.app.services.certificates.listOf(2, someone.id)).toEqual([]);
  });

  test("approval needs a name to print: 10004", async () => {
    const someone = await passedLearner();
    const { id } = (await apply(someone.browser)).data!;
    await t.database.db.update(users).set({ name: " " }).where(eq(users.id, someone.id));
    expect(
      (await call(approver.browser, certificateApi.approveApplication, { ...scope, id })).code,
    ).toBe(10004);
  });
});

describe("a valid certificate and its courses", () => {
  test("a course of the held certification is not enrolled in again: 10016", async () => {
    const someone = await certifiedLearner();
    const [link] = await t.database.db
      .select()
      .from(certificationCourses)
      .where(eq(certificationCourses.certificationReleaseId, HCSA))
      .limit(1);
    const enrolInCourse = (browser: Browser) =>
      call(browser, enrolmentApi.addRegistration, {
        ...scope,
        relationId: link!.courseReleaseId,
        courseType: 0,
      });
    expect((await enrolInCourse(someone.browser)).code).toBe(10016);
    // Once the certificate has expired, the course may be enrolled in again.
    await t.database.db
      .update(certificates)
      .set({ validUntil: new Date(Date.now() - 1000) })
      .where(eq(certificates.userId, someone.id));
    expect((await enrolInCourse(someone.browser)).code).toBe(200);
  });
});

describe("company lookups are throttled", () => {
  test("the company certificate, like the VAT query: 10022 after 10 a minute", async () => {
    const someone = await learner();
    await t.database.db
      .update(users)
      .set({ vatNumber: "IE 99 00 11", companyName: "Throttle Ltd" })
      .where(eq(users.id, someone.id));
    const codes: number[] = [];
    for (let i = 0; i < 11; i++)
      codes.push((await call(someone.browser, certificateApi.companyCertificate, scope)).code);
    expect(codes.slice(0, 10).every((code) => code === 200)).toBe(true);
    expect(codes[10]).toBe(10022);
  });
});
