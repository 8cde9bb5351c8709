import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { certificates } from "#db/schema/certificate.ts";
import { users } from "#db/schema/identity.ts";
import { smartTryApplications, smartTryCampaigns } from "#db/schema/smart-try.ts";
import {
  createBrowser,
  createTestApp,
  signIn,
  signUp,
  userByEmail,
  type Browser,
  type TestApp,
} from "../../testing.ts";

/** The demo campaigns (db/seed/demo/smart-try.ts): /en (site 1) and /ar (site 3). */
let t: TestApp;
let casey: Browser;
let robin: Browser;
let newcomer: Browser;
type Campaign = {
  id: number;
  productTypes: { id: number; name: string }[];
  distributors: { id: number; name: string }[];
};
let en: Campaign;
let ar: Campaign;

const enScope = { siteId: 1, languageId: 1 };
const arScope = { siteId: 3, languageId: 2 };
const campaignOf = (browser: Browser, scope = enScope) =>
  browser.request(
    `/api/certification/smartTry/campaign?siteId=${scope.siteId}&languageId=${scope.languageId}`,
  );
const standing = (browser: Browser, campaignId: number, scope = enScope) =>
  browser.request(
    `/api/user/smartTry/standing?siteId=${scope.siteId}&languageId=${scope.languageId}&campaignId=${campaignId}`,
  );
const apply = (browser: Browser, body: Record<string, unknown>, scope = enScope) =>
  browser.request("/api/user/smartTry/apply", { method: "POST", json: { ...scope, ...body } });
const applicationsOf = (userId: number) =>
  t.database.db.select().from(smartTryApplications).where(eq(smartTryApplications.userId, userId));

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: `/tmp/academy-test-${randomBytes(4).toString("hex")}` });
  casey = await signIn(t.app, { email: "certified@academy.example", password: "Cert-Demo-2026" });
  robin = await signIn(t.app, { email: "renewal.due@academy.example", password: "Cert-Demo-2026" });
  newcomer = (await signUp(t.app, { email: "newcomer@example.com" })).browser;
  en = (await campaignOf(createBrowser(t.app))).json().data;
  ar = (await campaignOf(createBrowser(t.app), arScope)).json().data;
});
afterAll(() => t.close());

describe("GET /certification/smartTry/campaign", () => {
  test("a visitor reads the site's running campaign with its product types and distributors", async () => {
    const res = await campaignOf(createBrowser(t.app));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      title: expect.stringContaining("Smart-try 2026"),
      productTypes: expect.arrayContaining([
        { id: expect.any(Number), name: "ColorVu network cameras" },
      ]),
      distributors: expect.arrayContaining([
        expect.objectContaining({ name: "Cape Security Distribution", countryCode: "ZA" }),
      ]),
    });
    expect(Date.parse(res.json().data.endsAt)).toBeGreaterThan(Date.now());
  });

  test("each site has its own campaign in its language; a site without one answers null", async () => {
    expect(ar.id).not.toBe(en.id);
    expect(ar.productTypes.map((p) => p.name)).toContain("مسجلات الفيديو الشبكية");
    expect((await campaignOf(createBrowser(t.app), { siteId: 2, languageId: 1 })).json()).toEqual(
      expect.objectContaining({ code: 200, data: null }),
    );
  });
});

describe("GET /user/smartTry/standing", () => {
  test("a visitor must sign in", async () => {
    expect((await standing(createBrowser(t.app), en.id)).statusCode).toBe(401);
  });

  test("a certified learner may name the certifications they hold; a newcomer none", async () => {
    expect((await standing(casey, en.id)).json().data).toEqual({
      certifications: [{ id: expect.any(Number), name: expect.stringMatching(/\S/) }],
      application: null,
      emailNotificationStatus: 0,
    });
    expect((await standing(newcomer, en.id)).json().data).toMatchObject({
      certifications: [],
      application: null,
    });
  });

  test("another site's campaign is not found here", async () => {
    expect((await standing(casey, ar.id)).json().code).toBe(404);
  });
});

describe("POST /user/smartTry/apply", () => {
  const choices = async (browser: Browser) => ({
    campaignId: en.id,
    certificationId: (await standing(browser, en.id)).json().data.certifications[0]?.id,
    productTypeId: en.productTypes[1]!.id,
    distributorId: en.distributors[0]!.id,
  });

  test("an uncertified learner is refused (403, notCertified) and nothing is stored", async () => {
    const me = await userByEmail(t, "newcomer@example.com");
    const res = await apply(newcomer, {
      campaignId: en.id,
      certificationId: 1,
      productTypeId: en.productTypes[0]!.id,
      distributorId: en.distributors[0]!.id,
      subscribe: true,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 403, errorContext: { reason: "notCertified" } });
    expect(await applicationsOf(me!.id)).toEqual([]);
    expect((await userByEmail(t, "newcomer@example.com"))!.emailNotificationStatus).toBe(0);
  });

  test("certification type, product type and distributor are all required (frame §5)", async () => {
    const res = await apply(casey, { campaignId: en.id, productTypeId: "", subscribe: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorContext.fields).toEqual({
      certificationId: "please select certification type",
      productTypeId: "please select product type",
      distributorId: "please select distributor",
    });
  });

  test("a product type or distributor of another campaign, or a certification not held, is refused per field", async () => {
    const res = await apply(casey, {
      campaignId: en.id,
      certificationId: 999_999,
      productTypeId: ar.productTypes[0]!.id,
      distributorId: ar.distributors[0]!.id,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorContext.fields).toEqual({
      certificationId: "not a certification you hold",
      productTypeId: "not a product type of this campaign",
      distributorId: "not a distributor of this campaign",
    });
    const me = await userByEmail(t, "certified@academy.example");
    expect(await applicationsOf(me!.id)).toEqual([]);
  });

  test("a certified learner applies once; the answer on mails sets their subscription flag", async () => {
    const body = { ...(await choices(casey)), subscribe: true };
    const res = await apply(casey, body);
    expect(res.json()).toMatchObject({
      code: 200,
      data: {
        campaignId: en.id,
        certificationName: expect.stringMatching(/\S/),
        productTypeName: en.productTypes[1]!.name,
        distributorName: en.distributors[0]!.name,
      },
    });
    const me = (await userByEmail(t, "certified@academy.example"))!;
    expect(me.emailNotificationStatus).toBe(1);
    expect((await standing(casey, en.id)).json().data.application).toMatchObject({
      productTypeName: en.productTypes[1]!.name,
    });

    const again = await apply(casey, body);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe(10002);
    expect(await applicationsOf(me.id)).toHaveLength(1);
  });

  test("two applications at once store one; the other is a repeat submit", async () => {
    const body = { ...(await choices(robin)), subscribe: false };
    const codes = (await Promise.all([apply(robin, body), apply(robin, body)]))
      .map((res) => res.json().code)
      .sort((a, b) => a - b);
    expect(codes).toEqual([200, 10002]);
    const me = (await userByEmail(t, "renewal.due@academy.example"))!;
    expect(await applicationsOf(me.id)).toHaveLength(1);
    // "No" when never asked leaves the flag as it was.
    expect(me.emailNotificationStatus).toBe(0);
  });

  test.each([
    ["ended", -90, -30],
    ["upcoming", 10, 60],
  ])("a campaign that has %s takes no application (10013)", async (phase, from, to) => {
    const [campaign] = await t.database.db
      .insert(smartTryCampaigns)
      .values({
        ...arScope,
        title: `A campaign that has ${phase}`,
        startsAt: new Date(Date.now() + from * 86_400_000),
        endsAt: new Date(Date.now() + to * 86_400_000),
      })
      .returning();
    const res = await apply(
      casey,
      { ...(await choices(casey)), campaignId: campaign!.id },
      arScope,
    );
    expect(res.json()).toMatchObject({ code: 10013, errorContext: { phase } });
  });

  test("the application keeps the certification's name after the certificate lapses", async () => {
    const me = (await userByEmail(t, "certified@academy.example"))!;
    const held = (await standing(casey, en.id)).json().data.certifications[0].name;
    expect(held).toMatch(/\S/);
    await t.database.db
      .update(certificates)
      .set({ validUntil: new Date(Date.now() - 86_400_000) })
      .where(eq(certificates.userId, me.id));
    const after = (await standing(casey, en.id)).json().data;
    expect(after.certifications).toEqual([]);
    expect(after.application.certificationName).toBe(held);
  });

  test("the learner's data export names their application; deleting the account deletes it", async () => {
    const exported = await casey.request("/api/user/personalData/export?siteId=1&languageId=1");
    expect(exported.json().smartTryApplications).toEqual([
      expect.objectContaining({
        productType: en.productTypes[1]!.name,
        distributor: en.distributors[0]!.name,
      }),
    ]);
    const me = (await userByEmail(t, "certified@academy.example"))!;
    expect(await t.app.services.accountData.erase(me.id)).toBe(true);
    expect(await applicationsOf(me.id)).toEqual([]);
  });

  test("a deleted learner's flag is not written", async () => {
    const me = (await userByEmail(t, "newcomer@example.com"))!;
    await t.app.services.users.setEmailNotificationStatus(me.id, 1);
    expect((await userByEmail(t, "newcomer@example.com"))!.emailNotificationStatus).toBe(1);
    await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, me.id));
    await t.app.services.users.setEmailNotificationStatus(me.id, 2);
    expect((await userByEmail(t, "newcomer@example.com"))!.emailNotificationStatus).toBe(1);
  });
});
