import { createHash, randomBytes } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { crc32 } from "node:zlib";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { Code } from "#contract/codes.ts";
import {
  ApplicationStatus,
  CV_MAX_BYTES,
  DECLINED_DELETION_BUSINESS_DAYS,
  addBusinessDays,
} from "#contract/trainer-team-rules.ts";
import {
  trainerApplicationAdminApi,
  trainerTeamApi,
  type TrainerApplicationInput,
} from "#contract/trainer-team.ts";
import { identityApi } from "#contract/identity.ts";
import { userRoles } from "#db/schema/enrolment.ts";
import { mailOutbox } from "#db/schema/identity.ts";
import {
  trainerApplications,
  trainerCaptchas,
  trainerCvUploads,
  trainerTeamConfigs,
} from "#db/schema/trainer.ts";
import {
  call,
  createBrowser,
  createTestApp,
  signUp,
  type Browser,
  type TestApp,
} from "../../testing.ts";
import { CAPTCHA_TTL_SECONDS, createCaptchas } from "./captcha.ts";
import { CAPTCHAS_PER_ADDRESS, cvDisposition } from "./trainer.routes.ts";
import { createTrainerApplications } from "./trainer-applications.service.ts";
import { cvDir } from "./cv-store.ts";

let t: TestApp;
const en = { siteId: 1, languageId: 1 };
let addresses = 0;
/** Each test asks from its own address, so the per-address limits of one do not touch another. */
const nextAddress = () => `198.51.100.${++addresses}`;

type Person = { browser: Browser; id: number; email: string };
/** An approver of /en (site 1), an approver of /ar (site 3) only, and a learner without a role. */
let approver: Person;
let arApprover: Person;
let learner: Person;

async function person(): Promise<Person> {
  const email = `trainer-${randomBytes(5).toString("hex")}@example.com`;
  const { browser } = await signUp(t.app, { email });
  const me = (await call(browser, identityApi.userInfo, en)).data!;
  return { browser, id: me.id, email };
}

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: `/tmp/academy-test-${randomBytes(4).toString("hex")}` });
  [approver, arApprover, learner] = [await person(), await person(), await person()];
  await t.database.db.insert(userRoles).values([
    { userId: approver.id, role: "approver", siteId: 1 },
    { userId: arApprover.id, role: "approver", siteId: 3 },
  ]);
});
afterAll(() => t.close());

/** A visitor who has not signed in, asking from `remoteAddress` (by default one of its own). */
const visitor = (remoteAddress = nextAddress()) =>
  createBrowser(t.app, "localhost", { remoteAddress });

function multipart(filename: string, data: Buffer, type: string, field = "file") {
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

const upload = (filename: string, data: Buffer, type: string, remoteAddress = nextAddress()) => {
  const { body, contentType } = multipart(filename, data, type);
  return t.app.inject({
    method: "POST",
    url: "/api/certification/trainerTeam/file/upload?siteId=1&languageId=1",
    headers: { "content-type": contentType },
    payload: body,
    remoteAddress,
  });
};

/** A one-page PDF, as a word processor would export it. */
async function pdf(): Promise<Buffer> {
  return Buffer.from(
    "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
  );
}

/** A minimal Word document: a zip (stored, no compression) with its content types and word/. */
function docx(): Buffer {
  const files: [string, string][] = [
    [
      "[Content_Types].xml",
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ],
    [
      "word/document.xml",
      '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>',
    ],
  ];
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of files) {
    const data = Buffer.from(text);
    const nameBytes = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const storedFiles = () => {
  const dir = cvDir(t.config.dataDir);
  return existsSync(dir) ? readdirSync(dir) : [];
};
const uploads = () => t.database.db.select().from(trainerCvUploads);

/** The applications' service on a clock the test sets (the app's own runs on the real one). */
function clockedApplications(clock: () => Date) {
  const { db } = t.database;
  return createTrainerApplications({
    db,
    dataDir: t.config.dataDir,
    captchas: createCaptchas({ db, clock, demo: false }),
    mailer: t.app.services.mailer,
    siteDirectory: () => t.app.siteDirectory(),
    clock,
  });
}

/** The scope of a site of the main brand, as a request on it would carry. */
function scopeOf(siteId: number) {
  const directory = t.app.siteDirectory();
  const site = directory.site(siteId)!;
  return {
    tenant: directory.tenantForHost("localhost"),
    site,
    language: directory.languagesOf(siteId)[0]!,
  };
}

function application(
  fileToken: string,
  captchaId: string,
  captchaCode: string,
): TrainerApplicationInput {
  return {
    fullName: "Rania Saleh",
    email: "rania@example.com",
    phone: "+971 50 000 0000",
    region: "Middle East",
    company: "Saleh Integration",
    expertise: "Video analytics and access control",
    message: "Ten years of project work.",
    fileToken,
    captchaId,
    captchaCode,
    agree: true,
  };
}

describe("the trainer team (POST queryTrainerConfig, query)", () => {
  test("the page's texts and the regions of its trainers", async () => {
    const res = await call(visitor(), trainerTeamApi.queryTrainerConfig, en);
    expect(res.statusCode).toBe(200);
    expect(res.data).toMatchObject({
      heading: "Meet our trainers",
      showJoinUs: true,
      regions: ["Africa", "Americas", "Asia-Pacific", "Europe", "Middle East"],
    });
  });

  test("a page of trainers in order, filtered by region and by keyword", async () => {
    const all = (await call(visitor(), trainerTeamApi.query, { ...en, pageSize: 16 })).data!;
    expect(all.total).toBe(8);
    expect(all.rows[0]).toMatchObject({
      name: "Amina Haddad",
      region: "Middle East",
      photoUrl: "/brand/trainer-1.svg",
    });
    const europe = (await call(visitor(), trainerTeamApi.query, { ...en, region: "Europe" })).data!;
    expect(europe.rows.map((row) => row.name)).toEqual(["Lukas Brenner", "Jan Kowalski"]);
    const thermal = (await call(visitor(), trainerTeamApi.query, { ...en, keyword: "thermal" }))
      .data;
    expect(thermal).toMatchObject({ total: 1, rows: [{ name: "Priya Raman" }] });
    // A % is a character to find, not a wildcard.
    const wildcard = (await call(visitor(), trainerTeamApi.query, { ...en, keyword: "%" })).data!;
    expect(wildcard.total).toBe(0);
  });

  test("the Arabic site answers in Arabic", async () => {
    const res = await call(createBrowser(t.app), trainerTeamApi.query, {
      siteId: 3,
      languageId: 2,
      pageSize: 32,
    });
    expect(res.data!.rows[0]).toMatchObject({ region: "الشرق الأوسط" });
  });

  test("page sizes are the frame's 16/32/64/128 only", async () => {
    const res = await call(visitor(), trainerTeamApi.query, { ...en, pageSize: 10 });
    expect(res.statusCode).toBe(400);
    expect(res).toMatchObject({ code: Code.badRequest });
  });
});

describe("the captcha (GET validateCode/getValidateCode)", () => {
  test("an image and an id; the answer is kept only as a hash", async () => {
    const res = await call(visitor(), trainerTeamApi.validateCode, en);
    expect(res.statusCode).toBe(200);
    const data = res.data!;
    expect(data.captchaId).toMatch(/^[a-f0-9]{32}$/);
    expect(data.expiresInSeconds).toBe(CAPTCHA_TTL_SECONDS);
    const png = Buffer.from(data.image.replace(/^data:image\/png;base64,/, ""), "base64");
    expect((await sharp(png).metadata()).format).toBe("png");
    const [row] = await t.database.db
      .select()
      .from(trainerCaptchas)
      .where(eq(trainerCaptchas.id, data.captchaId));
    // Only a hash of the answer, bound to its captcha, is kept.
    expect(row!.answerHash).toBe(
      createHash("sha256").update(`${data.captchaId}:${data.demoAnswer}`).digest("hex"),
    );
  });

  test("outside demo mode the answer is not handed out", async () => {
    const captchas = createCaptchas({ db: t.database.db, clock: () => new Date(), demo: false });
    expect(await captchas.issue(1)).not.toHaveProperty("demoAnswer");
  });

  test("an address asking too often gets 10022", async () => {
    const address = nextAddress();
    for (let i = 0; i < CAPTCHAS_PER_ADDRESS; i++)
      expect((await call(visitor(address), trainerTeamApi.validateCode, en)).statusCode).toBe(200);
    const refused = await call(visitor(address), trainerTeamApi.validateCode, en);
    expect(refused.statusCode).toBe(429);
    expect(refused).toMatchObject({ code: Code.tooFrequent });
    expect((await call(visitor(), trainerTeamApi.validateCode, en)).statusCode).toBe(200);
  });

  test("one guess each: a wrong answer uses it up, and the right one after it is refused", async () => {
    const cv = (await upload("cv.pdf", await pdf(), "application/pdf")).json().data;
    const { captchaId, demoAnswer } = (await call(visitor(), trainerTeamApi.validateCode, en))
      .data!;
    const wrong = await call(visitor(), trainerTeamApi.apply, {
      ...en,
      ...application(cv.fileToken, captchaId, demoAnswer === "AAAAA" ? "BBBBB" : "AAAAA"),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong).toMatchObject({
      code: Code.badRequest,
      errorContext: { fields: { captchaCode: expect.any(String) } },
    });
    const late = await call(visitor(), trainerTeamApi.apply, {
      ...en,
      ...application(cv.fileToken, captchaId, demoAnswer!),
    });
    expect(late.statusCode).toBe(400);
    expect(late.errorContext!.fields).toHaveProperty("captchaCode");
    expect(await t.database.db.select().from(trainerApplications)).toHaveLength(0);
  });

  test("an answer after five minutes is wrong, and a right one in time is right (case ignored)", async () => {
    let now = Date.parse("2026-11-26T10:00:00Z");
    const captchas = createCaptchas({ db: t.database.db, clock: () => new Date(now), demo: true });
    const stale = await captchas.issue(1);
    const fresh = await captchas.issue(1);
    now += CAPTCHA_TTL_SECONDS * 1000 + 1;
    expect(await captchas.consume(1, stale.captchaId, stale.demoAnswer!)).toBe(false);
    now -= 2;
    expect(await captchas.consume(1, fresh.captchaId, fresh.demoAnswer!.toLowerCase())).toBe(true);
    // Another site's captcha is no answer here.
    const other = await captchas.issue(2);
    expect(await captchas.consume(1, other.captchaId, other.demoAnswer!)).toBe(false);
  });
});

describe("the CV upload (trainerTeam/file/upload, field file)", () => {
  test("a PDF and a Word document are kept outside the web root, under random names", async () => {
    const before = storedFiles().length;
    const fromPdf = await upload("My CV.pdf", await pdf(), "application/pdf");
    expect(fromPdf.statusCode).toBe(200);
    expect(fromPdf.json().data).toMatchObject({
      fileToken: expect.stringMatching(/^[a-f0-9]{32}$/),
      fileName: "My CV.pdf",
    });
    const fromWord = await upload(
      "cv.docx",
      docx(),
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    expect(fromWord.statusCode).toBe(200);
    const names = storedFiles();
    expect(names).toHaveLength(before + 2);
    expect(names.filter((name) => name.endsWith(".docx"))).toHaveLength(1);
    // The token is not what the file is called, nor kept in clear.
    const rows = await uploads();
    expect(rows.some((row) => row.tokenHash === fromPdf.json().data.fileToken)).toBe(false);
    expect(names.some((name) => name.startsWith(fromPdf.json().data.fileToken))).toBe(false);
  });

  test("a .pdf that is really a PNG is refused, and nothing is kept", async () => {
    const png = await sharp({
      create: { width: 4, height: 4, channels: 3, background: "#fff" },
    })
      .png()
      .toBuffer();
    const [files, rows] = [storedFiles().length, (await uploads()).length];
    const res = await upload("cv.pdf", png, "application/pdf");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: Code.badRequest,
      errorContext: { fields: { file: expect.any(String) } },
    });
    expect(storedFiles()).toHaveLength(files);
    expect(await uploads()).toHaveLength(rows);
  });

  test("a file over 5 MB is refused, and nothing is kept", async () => {
    const big = Buffer.concat([await pdf(), Buffer.alloc(CV_MAX_BYTES)]);
    const [files, rows] = [storedFiles().length, (await uploads()).length];
    const res = await upload("cv.pdf", big, "application/pdf");
    expect(res.statusCode).toBe(400);
    expect(res.json().errorContext.fields).toHaveProperty("file");
    expect(storedFiles()).toHaveLength(files);
    expect(await uploads()).toHaveLength(rows);
  });
});

describe("applying (POST trainerTeam/apply)", () => {
  test("a visitor's application is stored with its CV, and the decision is due in 7 business days", async () => {
    const cv = (await upload("cv.pdf", await pdf(), "application/pdf")).json().data;
    const { captchaId, demoAnswer } = (await call(visitor(), trainerTeamApi.validateCode, en))
      .data!;
    const res = await call(visitor(), trainerTeamApi.apply, {
      ...en,
      ...application(cv.fileToken, captchaId, demoAnswer!),
    });
    expect(res.statusCode).toBe(200);
    expect(Date.parse(res.data!.decisionBy)).toBeGreaterThan(Date.now() + 8 * 86_400_000);
    const [row] = await t.database.db
      .select()
      .from(trainerApplications)
      .where(eq(trainerApplications.email, "rania@example.com"));
    expect(row).toMatchObject({ fullName: "Rania Saleh", status: ApplicationStatus.pending });
    // The same CV cannot be sent twice.
    const again = (await call(visitor(), trainerTeamApi.validateCode, en)).data!;
    const reused = await call(visitor(), trainerTeamApi.apply, {
      ...en,
      ...application(cv.fileToken, again.captchaId, again.demoAnswer!),
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.errorContext!.fields).toHaveProperty("fileToken");
  });

  test("missing fields and an unchecked agreement name the fields", async () => {
    const res = await call(visitor(), trainerTeamApi.apply, {
      ...en,
      ...application("0".repeat(32), "0".repeat(32), "ABCDE"),
      email: "not-an-address",
      // An agreement the contract refuses, sent as it is: the server names the field.
      agree: false as unknown as true,
    });
    expect(res.statusCode).toBe(400);
    expect(res.errorContext!.fields).toMatchObject({
      email: expect.any(String),
      agree: expect.any(String),
    });
  });
});

describe("the sweep (frame §9: a declined application's data deleted in 3 business days)", () => {
  test("a decline on Friday afternoon is gone on Wednesday afternoon, row and file", async () => {
    const { db } = t.database;
    const cv = (await upload("decline.pdf", await pdf(), "application/pdf")).json().data;
    const { captchaId, demoAnswer } = (await call(visitor(), trainerTeamApi.validateCode, en))
      .data!;
    await call(visitor(), trainerTeamApi.apply, {
      ...en,
      ...application(cv.fileToken, captchaId, demoAnswer!),
      email: "declined@example.com",
    });
    const [row] = await db
      .select({ id: trainerApplications.id, cvUploadId: trainerApplications.cvUploadId })
      .from(trainerApplications)
      .where(eq(trainerApplications.email, "declined@example.com"));
    const [file] = await db
      .select({ fileName: trainerCvUploads.fileName })
      .from(trainerCvUploads)
      .where(eq(trainerCvUploads.id, row!.cvUploadId));
    const filePath = path.join(cvDir(t.config.dataDir), file!.fileName);
    expect(existsSync(filePath)).toBe(true);

    let now = Date.parse("2026-11-27T15:00:00Z");
    const applications = clockedApplications(() => new Date(now));
    const decided = await applications.decide(scopeOf(1), approver.id, row!.id, false);
    expect(decided.deleteAfter).toBe("2026-12-02T15:00:00.000Z");
    // The applicant is told the day the data goes.
    const [mail] = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, "declined@example.com"));
    expect(mail!.text).toMatch(/deleted within 3 business days, on Wednesday, December 2, 2026/);
    const present = async () =>
      (await db.select().from(trainerApplications).where(eq(trainerApplications.id, row!.id)))
        .length;
    // Tuesday, a minute before: still kept.
    now = Date.parse("2026-12-02T14:59:00Z");
    await applications.sweep();
    expect(await present()).toBe(1);
    expect(existsSync(filePath)).toBe(true);
    // Wednesday 15:00: three business days have passed.
    now = Date.parse("2026-12-02T15:00:00Z");
    expect(await applications.sweep()).toBeGreaterThanOrEqual(2);
    expect(await present()).toBe(0);
    expect(existsSync(filePath)).toBe(false);
    expect(
      await db.select().from(trainerCvUploads).where(eq(trainerCvUploads.id, row!.cvUploadId)),
    ).toHaveLength(0);
    // Sweeping again finds nothing more of it.
    await applications.sweep();
    expect(await present()).toBe(0);
  });

  test("a pending or accepted application stays; a CV nobody applied with goes after a day", async () => {
    const orphan = (await upload("orphan.pdf", await pdf(), "application/pdf")).json().data;
    const cv = (await upload("kept.pdf", await pdf(), "application/pdf")).json().data;
    const { captchaId, demoAnswer } = (await call(visitor(), trainerTeamApi.validateCode, en))
      .data!;
    await call(visitor(), trainerTeamApi.apply, {
      ...en,
      ...application(cv.fileToken, captchaId, demoAnswer!),
      email: "kept@example.com",
    });
    const count = async () => (await uploads()).length;
    const before = await count();
    let now = Date.now() + 23 * 3600_000;
    const applications = clockedApplications(() => new Date(now));
    await applications.sweep();
    expect(await count()).toBe(before);
    now = Date.now() + 25 * 3600_000;
    await applications.sweep();
    const left = await uploads();
    expect(left.some((row) => row.originalName === "orphan.pdf")).toBe(false);
    expect(left.some((row) => row.originalName === "kept.pdf")).toBe(true);
    // The orphan's token no longer takes an application.
    const late = (await call(visitor(), trainerTeamApi.validateCode, en)).data!;
    const res = await call(visitor(), trainerTeamApi.apply, {
      ...en,
      ...application(orphan.fileToken, late.captchaId, late.demoAnswer!),
    });
    expect(res.errorContext!.fields).toHaveProperty("fileToken");
  });
});

describe("a site that does not invite trainers", () => {
  test("takes no applications nor CVs (403), and nothing is stored", async () => {
    const { db } = t.database;
    const cv = (await upload("cv.pdf", await pdf(), "application/pdf")).json().data;
    await db
      .update(trainerTeamConfigs)
      .set({ showJoinUs: false })
      .where(and(eq(trainerTeamConfigs.siteId, 1), eq(trainerTeamConfigs.languageId, 1)));
    try {
      const stored = (await uploads()).length;
      const refused = await upload("closed.pdf", await pdf(), "application/pdf");
      expect(refused.statusCode).toBe(403);
      expect(await uploads()).toHaveLength(stored);
      const { captchaId, demoAnswer } = (await call(visitor(), trainerTeamApi.validateCode, en))
        .data!;
      const res = await call(visitor(), trainerTeamApi.apply, {
        ...en,
        ...application(cv.fileToken, captchaId, demoAnswer!),
        email: "closed@example.com",
      });
      expect(res.statusCode).toBe(403);
      expect(res).toMatchObject({ code: Code.forbidden });
      expect(
        await db
          .select()
          .from(trainerApplications)
          .where(eq(trainerApplications.email, "closed@example.com")),
      ).toHaveLength(0);
    } finally {
      await db
        .update(trainerTeamConfigs)
        .set({ showJoinUs: true })
        .where(and(eq(trainerTeamConfigs.siteId, 1), eq(trainerTeamConfigs.languageId, 1)));
    }
  });
});

describe("the approvers' decisions (/admin/trainerApplication/*)", () => {
  const ar = { siteId: 3, languageId: 2 };

  /** Applies through the API on a site (with its own captcha and CV); answers the application's id. */
  async function applied(
    email: string,
    options: { scope?: { siteId: number; languageId: number }; cv?: [string, Buffer, string] } = {},
  ) {
    const scope = options.scope ?? en;
    const query = `siteId=${scope.siteId}&languageId=${scope.languageId}`;
    const [name, data, type] = options.cv ?? ["cv.pdf", await pdf(), "application/pdf"];
    const { body, contentType } = multipart(name, data, type);
    const cv = (
      await t.app.inject({
        method: "POST",
        url: `/api/certification/trainerTeam/file/upload?${query}`,
        headers: { "content-type": contentType },
        payload: body,
        remoteAddress: nextAddress(),
      })
    ).json().data;
    const { captchaId, demoAnswer } = (await call(visitor(), trainerTeamApi.validateCode, scope))
      .data!;
    const res = await call(visitor(), trainerTeamApi.apply, {
      ...en,
      ...application(cv.fileToken, captchaId, demoAnswer!),
      ...scope,
      email,
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db
      .select({ id: trainerApplications.id })
      .from(trainerApplications)
      .where(eq(trainerApplications.email, email));
    return row!.id;
  }

  const scopeQuery = (scope = en) => `siteId=${scope.siteId}&languageId=${scope.languageId}`;
  const { pendingApplications, acceptApplication, declineApplication } = trainerApplicationAdminApi;
  // A download: on success its body is the CV itself, not an envelope, so it is asked for as it is.
  const cvOf = (browser: Browser, id: number, scope = en) =>
    browser.request(`/api/admin/trainerApplication/cv?${scopeQuery(scope)}&id=${id}`);
  const rowOf = async (id: number) =>
    (
      await t.database.db.select().from(trainerApplications).where(eq(trainerApplications.id, id))
    )[0];
  const mailsTo = (to: string) =>
    t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(mailOutbox.id);
  const unique = (name: string) => `${name}-${randomBytes(4).toString("hex")}@example.com`;

  test("visitors are asked to sign in (401), others than the site's approvers refused (403)", async () => {
    const id = await applied(unique("roles"));
    const visitor = createBrowser(t.app);
    for (const browser of [visitor, learner.browser, arApprover.browser]) {
      const expected = browser === visitor ? 401 : 403;
      expect((await call(browser, pendingApplications, en)).statusCode).toBe(expected);
      expect((await call(browser, acceptApplication, { ...en, id })).statusCode).toBe(expected);
      expect((await call(browser, declineApplication, { ...en, id })).statusCode).toBe(expected);
      const cv = await cvOf(browser, id);
      expect(cv.statusCode).toBe(expected);
      expect(cv.headers["content-type"]).toMatch(/^application\/json/);
    }
    expect(await rowOf(id)).toMatchObject({ status: ApplicationStatus.pending, decidedAt: null });
  });

  test("the site's undecided applications, a page at a time, newest first, with their CVs", async () => {
    const older = await applied(unique("older"));
    const newer = await applied(unique("newer"), {
      cv: ["Lebenslauf.docx", docx(), "application/octet-stream"],
    });
    const onAr = await applied(unique("ar"), { scope: ar });
    const page = (await call(approver.browser, pendingApplications, { ...en, pageSize: 200 }))
      .data!;
    const ids = page.rows.map((row) => row.id);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(ids).not.toContain(onAr);
    expect(page.total).toBe(ids.length);
    const mine = page.rows.find((row) => row.id === newer)!;
    expect(mine).toMatchObject({
      fullName: "Rania Saleh",
      expertise: "Video analytics and access control",
      cvName: "Lebenslauf.docx",
      cvType: "docx",
      cvSizeBytes: docx().length,
    });
    expect(Date.parse(mine.decisionBy)).toBeGreaterThan(Date.parse(mine.createdAt));
    // Pages: the second row of the list is the first of page 2 with one a page.
    const second = (
      await call(approver.browser, pendingApplications, { ...en, pageSize: 1, pageNum: 2 })
    ).data;
    expect(second).toMatchObject({ total: page.total, rows: [{ id: ids[1] }] });
    // The /ar approver sees /ar's, and none of /en.
    const arPage = (await call(arApprover.browser, pendingApplications, ar)).data!;
    expect(arPage.rows.map((row) => row.id)).toEqual([onAr]);
    // Another site's application is not this approver's to decide or read.
    expect((await call(approver.browser, acceptApplication, { ...en, id: onAr })).code).toBe(
      Code.notFound,
    );
    expect((await cvOf(approver.browser, onAr)).statusCode).toBe(404);
    expect(await rowOf(onAr)).toMatchObject({ status: ApplicationStatus.pending });
  });

  test("accept: kept, the applicant told; deciding again is refused (10002) and changes nothing", async () => {
    const email = unique("accepted");
    const id = await applied(email);
    const res = await call(approver.browser, acceptApplication, { ...en, id });
    expect(res.statusCode).toBe(200);
    expect(res.data).toMatchObject({ id, status: "accepted", deleteAfter: null });
    const after = await rowOf(id);
    expect(after).toMatchObject({
      status: ApplicationStatus.accepted,
      decidedBy: approver.id,
      deleteAfter: null,
    });
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/accepted/i);
    expect(mails[0]!.text).toContain("Rania Saleh");
    for (const decision of [acceptApplication, declineApplication]) {
      const again = await call(approver.browser, decision, { ...en, id });
      expect(again.statusCode).toBe(409);
      expect(again).toMatchObject({ code: Code.repeatSubmit });
    }
    expect(await rowOf(id)).toEqual(after);
    expect(await mailsTo(email)).toHaveLength(1);
    // Off the list, and no sweep takes it, however late.
    const ids = (
      await call(approver.browser, pendingApplications, { ...en, pageSize: 200 })
    ).data!.rows.map((row) => row.id);
    expect(ids).not.toContain(id);
    await clockedApplications(() => new Date(Date.now() + 365 * 86_400_000)).sweep();
    expect(await rowOf(id)).toBeDefined();
    expect((await cvOf(approver.browser, id)).statusCode).toBe(200);
  });

  test("decline: the deletion date is mailed, and the sweep deletes row and CV on time", async () => {
    const email = unique("declined");
    const id = await applied(email);
    const res = await call(approver.browser, declineApplication, { ...en, id });
    expect(res.statusCode).toBe(200);
    const data = res.data!;
    expect(data).toMatchObject({ id, status: "declined" });
    const decidedAt = new Date(data.decidedAt);
    expect(data.deleteAfter).toBe(
      addBusinessDays(decidedAt, DECLINED_DELETION_BUSINESS_DAYS).toISOString(),
    );
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: ApplicationStatus.declined, decidedBy: approver.id });
    expect(row!.deleteAfter!.toISOString()).toBe(data.deleteAfter);
    const [mail] = await mailsTo(email);
    expect(mail!.text).toMatch(/deleted within 3 business days/);
    const year = new Date(data.deleteAfter!).getUTCFullYear();
    expect(mail!.text).toContain(String(year));
    // Decided once: a second decline or an accept changes nothing.
    expect((await call(approver.browser, declineApplication, { ...en, id })).code).toBe(
      Code.repeatSubmit,
    );
    expect((await call(approver.browser, acceptApplication, { ...en, id })).code).toBe(
      Code.repeatSubmit,
    );
    expect(await rowOf(id)).toEqual(row);

    const [upload] = await t.database.db
      .select()
      .from(trainerCvUploads)
      .where(eq(trainerCvUploads.id, row!.cvUploadId));
    const file = path.join(cvDir(t.config.dataDir), upload!.fileName);
    // Until then the approver may still read the CV.
    expect((await cvOf(approver.browser, id)).statusCode).toBe(200);
    const due = Date.parse(data.deleteAfter!);
    await clockedApplications(() => new Date(due - 60_000)).sweep();
    expect(await rowOf(id)).toBeDefined();
    expect(existsSync(file)).toBe(true);
    await clockedApplications(() => new Date(due)).sweep();
    expect(await rowOf(id)).toBeUndefined();
    expect(existsSync(file)).toBe(false);
    expect(
      await t.database.db
        .select()
        .from(trainerCvUploads)
        .where(eq(trainerCvUploads.id, upload!.id)),
    ).toHaveLength(0);
    const gone = await cvOf(approver.browser, id);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: Code.notFound });
    expect((await call(approver.browser, acceptApplication, { ...en, id })).code).toBe(
      Code.notFound,
    );
  });

  test("the CV: to the site's approver only, as an attachment of its sniffed type", async () => {
    const bytes = docx();
    // A name claiming HTML: the bytes are a Word document, and so is the download.
    const id = await applied(unique("cv"), { cv: ["cv résumé.html", bytes, "text/html"] });
    const res = await cvOf(approver.browser, id);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(bytes)).toBe(true);
    expect(res.headers["content-type"]).toBe(
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-disposition"]).toBe(cvDisposition("cv résumé.html", "docx"));
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="cv r_sum_\.docx"; filename\*=UTF-8''cv%20r%C3%A9sum%C3%A9\.docx$/,
    );
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect((await cvOf(approver.browser, 2_000_000_000)).statusCode).toBe(404);
  });

  test("an applicant on the Arabic site is told in Arabic", async () => {
    const email = unique("arabic");
    const id = await applied(email, { scope: ar });
    expect((await call(arApprover.browser, declineApplication, { ...ar, id })).statusCode).toBe(
      200,
    );
    const [mail] = await mailsTo(email);
    expect(mail!.text).toContain("3 أيام عمل");
  });
});
