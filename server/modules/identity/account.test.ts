import { randomBytes } from "node:crypto";
import { access, readFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { catalogueApi } from "#contract/catalogue.ts";
import { classroomApi } from "#contract/classroom.ts";
import { Code } from "#contract/codes.ts";
import { enrolmentApi } from "#contract/enrolment.ts";
import { identityApi } from "#contract/identity.ts";
import { learningApi } from "#contract/learning.ts";
import { siteApi } from "#contract/site.ts";
import { certifications } from "#db/schema/catalogue.ts";
import { certificates } from "#db/schema/certificate.ts";
import { classroomEnrolments, classroomWaitingEntries, classrooms } from "#db/schema/classroom.ts";
import { idpAccounts, mailOutbox, sessions, users } from "#db/schema/identity.ts";
import { ClassroomId } from "#db/seed/demo/classrooms.ts";
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

const DATA_DIR = `/tmp/academy-test-${randomBytes(4).toString("hex")}`;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR });
});
afterAll(() => t.close());

async function learner(password = "s3cure-Passw0rd") {
  const email = `account-${randomBytes(5).toString("hex")}@example.com`;
  const { browser } = await signUp(t.app, { email, password });
  const me = (await call(browser, identityApi.userInfo, { siteId: 1 })).data!;
  return { browser, id: me.id, email, password };
}

const infoOf = async (browser: Browser) =>
  (await call(browser, identityApi.userInfo, { siteId: 1 })).data!;

/** A complete profile on the main brand's EU site (/eu/de), which requires the most (demo supply info). */
const euProfile = {
  firstName: "Lina",
  lastName: "Haddad",
  country: "Germany",
  province: "Bayern",
  city: "München",
  address: "Leopoldstraße 1",
  postcode: "80802",
  phoneCode: "49",
  phoneNumber: "1701234567",
  jobTitle: "Installer",
  type: 1,
  companyName: "Haddad Security GmbH",
  vatNumber: "DE 123 456 789",
};
const EU_DE = 8;
const HCSA = 101;

describe("POST /user/update: the site's required fields and frame §5's rules", () => {
  test("the EU site requires what its supply info flags, with frame §5's messages", async () => {
    const { browser } = await learner();
    const flags = (await call(browser, siteApi.supplementInfo, { siteId: EU_DE })).data;
    expect(flags).toMatchObject({ companyName: "1", type: "1", vatNumber: "1", province: "0" });
    const res = await call(browser, identityApi.update, {
      siteId: EU_DE,
      ...euProfile,
      companyName: "",
      type: null,
      phoneCode: "",
      address: " ",
      postcode: "",
      city: "",
      vatNumber: "",
    });
    expect(res.statusCode).toBe(400);
    expect(res.errorContext!.fields).toEqual({
      companyName: "please input company",
      type: "please select type",
      phoneCode: "please input phone number",
      address: "please input address",
      postcode: "please input postcode",
      city: "please select city",
      vatNumber: "please input VAT number",
    });
    expect((await infoOf(browser)).companyName).toBe("");
    expect((await call(browser, identityApi.update, { siteId: EU_DE, ...euProfile })).code).toBe(
      200,
    );
  });

  test("the global site requires only what it flags; the names are required everywhere", async () => {
    const { browser } = await learner();
    const res = await call(browser, identityApi.update, {
      siteId: 1,
      firstName: "",
      lastName: "",
      country: "",
    });
    expect(res.errorContext!.fields).toMatchObject({
      firstName: "please input first name",
      lastName: "please input last name",
    });
    const names = await call(browser, identityApi.update, {
      siteId: 1,
      firstName: "L",
      lastName: "H",
    });
    expect(names.errorContext!.fields).toEqual({ country: "please select country" });
    const saved = await call(browser, identityApi.update, {
      siteId: 1,
      firstName: "Lina",
      lastName: "Haddad",
      country: "United States",
    });
    expect(saved.data).toMatchObject({ companyName: "", type: null, countryCode: "US" });
  });

  test.each([
    [{ vatNumber: "GB" }, "vatNumber", "enter numbers with at least 2 digits"],
    [{ vatNumber: "GB1" }, "vatNumber", "enter numbers with at least 2 digits"],
    [{ vatNumber: `GB${"1".repeat(49)}` }, "vatNumber", "at most 50 characters"],
    [{ firstName: "x".repeat(31) }, "firstName", "at most 30 characters"],
    [{ lastName: "x".repeat(31) }, "lastName", "at most 30 characters"],
    [{ phoneNumber: "1".repeat(31) }, "phoneNumber", "at most 30 characters"],
    [{ phoneNumber: "+49 170" }, "phoneNumber", "only digits and semicolons"],
    [{ phoneCode: "+49" }, "phoneCode", "only digits and semicolons"],
    [{ postcode: "1".repeat(31) }, "postcode", "at most 30 characters"],
    [{ address: "x".repeat(201) }, "address", "at most 200 characters"],
    [{ province: "Texas" }, "province", "please select province"],
    [{ city: "Berlin" }, "city", "please select city"],
    [{ type: 999 }, "type", "not a user type"],
  ])("%o is refused naming %s, and nothing is written", async (change, field, message) => {
    const { browser } = await learner();
    expect((await call(browser, identityApi.update, { siteId: EU_DE, ...euProfile })).code).toBe(
      200,
    );
    const res = await call(browser, identityApi.update, {
      siteId: EU_DE,
      ...euProfile,
      ...change,
      jobTitle: "Changed",
    });
    expect(res.statusCode).toBe(400);
    expect((res.errorContext!.fields as Record<string, string>)[field]).toBe(message);
    expect((await infoOf(browser)).jobTitle).toBe("Installer");
  });

  test("values at their limits, phone lists and a VAT number with two digits are accepted", async () => {
    const { browser } = await learner();
    const res = await call(browser, identityApi.update, {
      siteId: EU_DE,
      ...euProfile,
      firstName: "x".repeat(30),
      phoneNumber: "0170123;0170456",
      vatNumber: `GB${"1".repeat(48)}`,
      address: "x".repeat(200),
    });
    expect(res.code).toBe(200);
    expect(
      (await call(browser, identityApi.update, { siteId: EU_DE, ...euProfile, vatNumber: "AB12" }))
        .code,
    ).toBe(200);
  });

  test("a country without provinces in the data takes any text; the country code follows the country chosen", async () => {
    const { browser } = await learner();
    const res = await call(browser, identityApi.update, {
      siteId: 1,
      firstName: "Lina",
      lastName: "Haddad",
      country: "Canada",
      countryCode: "FR",
      province: "Ontario",
      city: "Toronto",
    });
    expect(res.data).toMatchObject({ province: "Ontario", countryCode: "CA" });
  });

  test("only one's own record changes, and never the fields a learner may not set", async () => {
    const me = await learner();
    const other = await learner();
    const [before] = await t.database.db.select().from(users).where(eq(users.id, me.id));
    // Fields the call does not take (a learner may not set them), sent anyway: cast past the type.
    const forged = {
      id: other.id,
      userId: other.id,
      email: "mallory@evil.example",
      emailVerified: true,
      photoImgUrl: "https://evil.example/x.png",
      migrationPopStatus: "1",
      emailNotificationStatus: 1,
      name: "Admin",
      idpSubject: "someone-else",
      deletedAt: new Date().toISOString(),
      role: "approver",
    } as object;
    const res = await call(me.browser, identityApi.update, {
      siteId: 1,
      firstName: "Mallory",
      lastName: "Haddad",
      country: "Germany",
      ...forged,
    });
    expect(res.code).toBe(200);
    const [after] = await t.database.db.select().from(users).where(eq(users.id, me.id));
    expect(after).toMatchObject({
      firstName: "Mallory",
      name: "Mallory Haddad",
      email: before!.email,
      emailVerified: before!.emailVerified,
      photoImgUrl: before!.photoImgUrl,
      migrationPopStatus: before!.migrationPopStatus,
      emailNotificationStatus: before!.emailNotificationStatus,
      idpSubject: before!.idpSubject,
      deletedAt: null,
    });
    expect((await infoOf(other.browser)).firstName).toBe("Lina");
  });
});

describe("avatar upload: sniffed, re-encoded to a square WebP, stored outside the web root", () => {
  function multipart(field: string, filename: string, data: Buffer, type: string) {
    const boundary = "----academy" + randomBytes(6).toString("hex");
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return { body, contentType: `multipart/form-data; boundary=${boundary}` };
  }

  async function upload(browser: Browser, filename: string, data: Buffer, type = "image/png") {
    const { body, contentType } = multipart("image", filename, data, type);
    const cookie = `academy_session=${browser.cookie("localhost", "academy_session")}`;
    return t.app.inject({
      method: "POST",
      url: "/api/user/image/upload?siteId=1",
      headers: { host: "localhost", cookie, "content-type": contentType },
      payload: body,
    });
  }

  const solid = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: "#c0392b" } });
  const fileOf = (url: string) => path.join(DATA_DIR, "uploads", "avatars", url.split("/").pop()!);

  test("a PNG and a JPG come back as 256 × 256 WebP under a new random name, the old one deleted", async () => {
    const { browser } = await learner();
    const png = await solid(640, 400).png().toBuffer();
    const first = await upload(browser, "me.png", png);
    expect(first.json().code).toBe(200);
    const url = first.json().data.photoImgUrl as string;
    expect(url).toMatch(/^\/uploads\/avatars\/[a-f0-9]{32}\.webp$/);
    const stored = await readFile(fileOf(url));
    expect(await sharp(stored).metadata()).toMatchObject({
      format: "webp",
      width: 256,
      height: 256,
    });
    const served = await t.app.inject({ url });
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect((await infoOf(browser)).photoImgUrl).toBe(url);

    // EXIF (here a camera's maker) is not carried over.
    const jpg = await solid(300, 300)
      .jpeg()
      .withExif({ IFD0: { Make: "SecretCam" } })
      .toBuffer();
    const second = await upload(browser, "me.jpg", jpg, "image/jpeg");
    const next = second.json().data.photoImgUrl as string;
    expect(next).not.toBe(url);
    expect((await sharp(await readFile(fileOf(next))).metadata()).exif).toBeUndefined();
    await expect(access(fileOf(url))).rejects.toThrow();
  });

  test("over 200 KB is refused before anything is stored", async () => {
    const { browser } = await learner();
    const noise = await sharp(randomBytes(400 * 400 * 3), {
      raw: { width: 400, height: 400, channels: 3 },
    })
      .png()
      .toBuffer();
    expect(noise.length).toBeGreaterThan(200 * 1024);
    const res = await upload(browser, "big.png", noise);
    expect(res.statusCode).toBe(400);
    expect(res.json().errorContext.fields.image).toBe("at most 200 KB");
    expect((await infoOf(browser)).photoImgUrl).toBe("");
  });

  test("a text file named .png, a GIF and a broken JPG are refused", async () => {
    const { browser } = await learner();
    const text = Buffer.from("just some text, not an image\n".repeat(20));
    const disguised = await upload(browser, "photo.png", text, "image/png");
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json().errorContext.fields.image).toBe("JPG or PNG only");
    const gif = await solid(20, 20).gif().toBuffer();
    expect((await upload(browser, "a.png", gif)).json().errorContext.fields.image).toBe(
      "JPG or PNG only",
    );
    const broken = Buffer.concat([Buffer.from("ffd8ffe000104a46494600", "hex"), randomBytes(500)]);
    expect(
      (await upload(browser, "a.jpg", broken, "image/jpeg")).json().errorContext.fields.image,
    ).toBe("not a readable JPG or PNG image");
    expect((await infoOf(browser)).photoImgUrl).toBe("");
  });

  test("uploads are limited per learner and hour", async () => {
    const { browser } = await learner();
    const png = await solid(32, 32).png().toBuffer();
    for (let i = 0; i < 10; i++) expect((await upload(browser, "a.png", png)).statusCode).toBe(200);
    const refused = await upload(browser, "a.png", png);
    expect([refused.statusCode, refused.json().code]).toEqual([429, Code.tooFrequent]);
  });
});

describe("download my data", () => {
  const exportOf = (browser: Browser) =>
    browser.request("/api/user/personalData/export?siteId=1&languageId=1");

  test("a JSON attachment with the learner's profile and records, and nobody else's", async () => {
    const me = await learner();
    const other = await learner();
    await call(me.browser, classroomApi.enrollNonCertificated, {
      siteId: 1,
      classroomId: ClassroomId.workshop,
      dietaryRequirements: "Vegetarian",
    });
    await call(other.browser, classroomApi.enrollNonCertificated, {
      siteId: 1,
      classroomId: ClassroomId.workshop,
      dietaryRequirements: "Halal",
    });
    const res = await exportOf(me.browser);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    // The file is the learner's data itself, not the API's envelope around it.
    const data = res.json();
    expect(Object.keys(data)).not.toContain("code");
    expect(data.exportedAt).toEqual(expect.any(String));
    expect(data.profile).toMatchObject({ id: me.id, email: me.email });
    expect(data.enrolments.classrooms).toEqual([
      expect.objectContaining({
        classroomId: ClassroomId.workshop,
        dietaryRequirements: "Vegetarian",
      }),
    ]);
    expect(res.body).not.toContain(other.email);
    expect(res.body).not.toContain("Halal");
    expect((await exportOf(createBrowser(t.app))).statusCode).toBe(401);
  });

  test("exam attempts carry the learner's letters, never the answer key", async () => {
    const { browser, id } = await learner();
    await call(browser, identityApi.update, {
      siteId: 1,
      firstName: "Lina",
      lastName: "H",
      country: "Germany",
    });
    await call(browser, enrolmentApi.addRegistration, { siteId: 1, relationId: HCSA });
    await completeCredits(t, id, HCSA);
    await passTheoryExam(t, browser, HCSA);
    const data = (await exportOf(browser)).json();
    expect(data.examAttempts).toHaveLength(1);
    const [attempt] = data.examAttempts;
    expect(attempt).toMatchObject({ passStatus: 1, state: "graded" });
    expect(attempt.answers.length).toBeGreaterThan(0);
    expect(attempt.answers[0]).toEqual({
      position: expect.any(Number),
      questionType: expect.any(Number),
      answer: expect.stringMatching(/^[A-Z]+$/),
      savedAt: expect.any(String),
    });
    expect(JSON.stringify(data)).not.toMatch(/"correct"/);
    expect(data.learningProgress.courses.length).toBeGreaterThan(0);
  });

  test("a chapter's progress carries when its video was issued and the seconds credited", async () => {
    const { browser } = await learner();
    await call(browser, identityApi.update, {
      siteId: 1,
      firstName: "Lina",
      lastName: "H",
      country: "Germany",
    });
    await call(browser, enrolmentApi.addRegistration, { siteId: 1, relationId: HCSA });
    const list = await call(browser, catalogueApi.courseList, {
      certificationId: HCSA,
      siteId: 1,
      languageId: 1,
    });
    const course = list.data![0]!;
    const detail = await call(browser, catalogueApi.courseDetail, {
      id: course.id,
      courseType: 0,
      siteId: 1,
      languageId: 1,
    });
    const chapterId = detail.data!.courseContentReleaseDTOS[0]!.id;
    const check = await call(browser, learningApi.powerCheck, {
      id: course.id,
      courseContentId: chapterId,
      courseType: 0,
      siteId: 1,
      languageId: 1,
    });
    expect(check.code).toBe(200);
    const data = (await exportOf(browser)).json();
    expect(data.learningProgress.chapters).toEqual([
      expect.objectContaining({ chapterId, issuedAt: expect.any(String), watchedSeconds: 0 }),
    ]);
  });

  test("a few downloads an hour; past them the refusal says when to come back", async () => {
    const { browser } = await learner();
    for (let i = 0; i < 5; i++) expect((await exportOf(browser)).statusCode).toBe(200);
    const refused = await exportOf(browser);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["content-disposition"]).toBeUndefined();
    const retryAfter = Number(refused.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({
      code: Code.tooFrequent,
      errorContext: { reason: "dataExports", max: 5, retryAfterSeconds: retryAfter },
    });
  });
});

describe("account deletion at the identity provider", () => {
  async function deleteAccount(browser: Browser, password: string, from = "/en/my-learning/edit") {
    const handOff = await browser.request(
      `/user/sso/deleteAccount?target=${encodeURIComponent(from)}`,
    );
    const url = new URL(String(handOff.headers.location));
    return browser.request("http://localhost:3000/idp/account/delete", {
      method: "POST",
      form: {
        id: url.searchParams.get("id")!,
        password,
        return: url.searchParams.get("return")!,
      },
    });
  }

  test("the profile, avatar, sessions and account go; records stay anonymous, seats come back", async () => {
    const me = await learner();
    const db = t.database.db;
    const saved = await call(me.browser, identityApi.update, { siteId: EU_DE, ...euProfile });
    expect(saved.code).toBe(200);
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#333" } })
      .png()
      .toBuffer();
    const boundary = "----academy" + randomBytes(6).toString("hex");
    const uploaded = await t.app.inject({
      method: "POST",
      url: "/api/user/image/upload?siteId=1",
      headers: {
        host: "localhost",
        cookie: `academy_session=${me.browser.cookie("localhost", "academy_session")}`,
        "content-type": `multipart/form-data; boundary=${boundary}`,
      },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    const avatar = path.join(
      DATA_DIR,
      "uploads",
      "avatars",
      String(uploaded.json().data.photoImgUrl).split("/").pop()!,
    );
    await access(avatar);
    const seats = async () =>
      (await db.select().from(classrooms).where(eq(classrooms.id, ClassroomId.workshop)))[0]!
        .seatsTaken;
    const before = await seats();
    await call(me.browser, classroomApi.enrollNonCertificated, {
      siteId: 1,
      classroomId: ClassroomId.workshop,
      allergies: "Peanuts",
    });
    expect(await seats()).toBe(before + 1);
    const [certification] = await db.select().from(certifications).limit(1);
    await db.insert(certificates).values({
      userId: me.id,
      certificationId: certification!.id,
      certificateNumber: `DEL-${randomBytes(6).toString("hex")}`,
      holderName: "Lina Haddad",
      issuedAt: new Date(),
      validUntil: new Date(Date.now() + 86_400_000),
    });
    await db.insert(mailOutbox).values({
      to: me.email,
      subject: "Hello",
      text: "Hi",
      messageId: "<hello@academy.localhost>",
    });
    await db.insert(classroomWaitingEntries).values({
      classroomId: ClassroomId.workshop,
      userId: me.id,
      siteId: 1,
      languageId: 1,
      status: "waiting",
      dietaryRequirements: "Vegan",
      joinedAt: new Date(),
    });

    const wrong = await deleteAccount(me.browser, "not-the-password-1");
    expect(wrong.statusCode).toBe(401);
    expect((await infoOf(me.browser)).id).toBe(me.id);

    const done = await deleteAccount(me.browser, me.password);
    expect(done.statusCode).toBe(303);
    // Signed out, the learner lands on the page that says the account was deleted.
    expect(done.headers.location).toBe(
      `http://localhost:3000/user/sso/logout?target=${encodeURIComponent("/en/account-deleted")}`,
    );

    // The session no longer works; the provider's account is gone.
    expect((await call(me.browser, identityApi.userInfo, { siteId: 1 })).statusCode).toBe(401);
    expect(await db.select().from(sessions).where(eq(sessions.userId, me.id))).toEqual([]);
    expect(await db.select().from(idpAccounts).where(eq(idpAccounts.email, me.email))).toEqual([]);
    await expect(access(avatar)).rejects.toThrow();
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.to, me.email))).toEqual([]);

    // The record is an anonymous tombstone.
    const [row] = await db.select().from(users).where(eq(users.id, me.id));
    expect(row).toMatchObject({
      idpSubject: `erased:${me.id}`,
      name: "",
      firstName: "",
      lastName: "",
      email: "",
      photoImgUrl: "",
      country: "",
      city: "",
      address: "",
      postcode: "",
      phoneNumber: "",
      companyName: "",
      vatNumber: "",
      type: null,
      countryCode: null,
      identityCountryCode: null,
    });
    expect(row!.deletedAt).toBeInstanceOf(Date);

    // The seat came back; the enrolment stays, cancelled and without the allergies.
    expect(await seats()).toBe(before);
    const [enrolment] = await db
      .select()
      .from(classroomEnrolments)
      .where(eq(classroomEnrolments.userId, me.id));
    expect(enrolment).toMatchObject({ status: "cancelled", allergies: null });
    // Off the waiting list, so a freed seat never goes to the erased record.
    const [entry] = await db
      .select()
      .from(classroomWaitingEntries)
      .where(eq(classroomWaitingEntries.userId, me.id));
    expect(entry).toMatchObject({ status: "left", dietaryRequirements: null });

    // The certificate stays on record, revoked and without a name.
    const [certificate] = await db
      .select()
      .from(certificates)
      .where(eq(certificates.userId, me.id));
    expect(certificate).toMatchObject({ holderName: "", status: "revoked" });

    // Signing up again with the address starts a new, empty record.
    const again = await signUp(t.app, { email: me.email });
    const fresh = await infoOf(again.browser);
    expect(fresh.id).not.toBe(me.id);
    expect(fresh.companyName).toBe("");
  });

  test("the deleted account's page is on the site and layout the deletion started from", async () => {
    const me = await learner();
    const done = await deleteAccount(me.browser, me.password, "/eu/de/mobile/my-learning/edit");
    const logout = new URL(String(done.headers.location));
    expect(logout.searchParams.get("target")).toBe("/eu/de/mobile/account-deleted");
  });
});
