import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { asc, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { certificationKinds } from "#db/schema/catalogue.ts";
import { classrooms } from "#db/schema/classroom.ts";
import { userRoles } from "#db/schema/enrolment.ts";
import { idpAccounts, sessions, users } from "#db/schema/identity.ts";
import {
  countries,
  countryLanguages,
  currencies,
  dictItems,
  languages,
  siteLanguages,
  sites,
  tenantHosts,
  tenants,
} from "#db/schema/site.ts";
import { embeddedIssuer } from "../../prepare-database.ts";
import {
  createBrowser,
  createEmptyTestApp,
  setUpSecondFactor,
  type TestApp,
} from "../../testing.ts";
import { parseSetupInput, type SetupInput } from "./setup-input.ts";
import { runSetup, SetupRefused, type SetupOptions } from "./setup.service.ts";

/**
 * Issue 35: the first-run set-up of an empty install, on the real database,
 * through the same service `npm run setup` calls.
 */
let t: TestApp;
let dataDir: string;
let options: SetupOptions;
const PASSWORD = "First-Admin-2026";

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "academy-setup-"));
  t = await createEmptyTestApp({ DATA_DIR: dataDir });
  options = {
    embeddedIssuer: embeddedIssuer(t.config),
    dataDir,
    baseDir: dataDir,
    password: PASSWORD,
  };
  writeFileSync(
    path.join(dataDir, "logo.svg"),
    '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#1d4ed8"/></svg>',
  );
  writeFileSync(
    path.join(dataDir, "logo.png"),
    await sharp({ create: { width: 40, height: 20, channels: 3, background: "#1d4ed8" } })
      .png()
      .toBuffer(),
  );
  writeFileSync(
    path.join(dataDir, "logo.gif"),
    await sharp({ create: { width: 4, height: 4, channels: 3, background: "#000" } })
      .gif()
      .toBuffer(),
  );
  writeFileSync(path.join(dataDir, "not-a-logo.png"), "<html><script>alert(1)</script></html>");
  writeFileSync(
    path.join(dataDir, "scripted.svg"),
    '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
  );
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The example of docs/setup.example.json, with what a test changes. */
function rawInput(change: (input: Record<string, any>) => void = () => {}) {
  const input: Record<string, any> = {
    organisation: {
      code: "acme",
      brandName: "Acme Security",
      contactEmail: "academy@acme.example",
      hosts: ["academy.test", "academy-eu.test"],
      primaryColour: "#1d4ed8",
      logo: "logo.svg",
      defaultSite: "/en",
    },
    sites: [
      {
        path: "/en",
        languages: ["en"],
        country: null,
        countries: ["US", "GB"],
        currency: "USD",
        consentRegion: "global",
      },
      {
        path: "/eu/de",
        code: "DE",
        languages: ["de", "en"],
        country: "DE",
        currency: "EUR",
        consentRegion: "eu",
      },
      { path: "/ar", languages: ["ar", "en"], country: "AE", currency: "AED" },
    ],
    administrator: {
      email: "Admin@Acme.example",
      firstName: "Ada",
      lastName: "Admin",
      country: "DE",
    },
  };
  change(input);
  return input;
}

function parsed(raw: unknown): SetupInput {
  const result = parseSetupInput(raw);
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result.input;
}

/** Every row setup writes or may write, in a stable order: equal snapshots mean nothing changed. */
async function snapshot() {
  const db = t.database.db;
  return {
    tenants: await db.select().from(tenants).orderBy(asc(tenants.id)),
    hosts: await db.select().from(tenantHosts).orderBy(asc(tenantHosts.host)),
    sites: await db.select().from(sites).orderBy(asc(sites.id)),
    siteLanguages: await db
      .select()
      .from(siteLanguages)
      .orderBy(asc(siteLanguages.siteId), asc(siteLanguages.sort)),
    languages: await db.select().from(languages).orderBy(asc(languages.id)),
    countries: await db.select().from(countries).orderBy(asc(countries.code)),
    countryLanguages: await db
      .select()
      .from(countryLanguages)
      .orderBy(asc(countryLanguages.countryCode), asc(countryLanguages.languageId)),
    currencies: await db.select().from(currencies).orderBy(asc(currencies.id)),
    dictItems: await db.select().from(dictItems).orderBy(asc(dictItems.id)),
    kinds: await db
      .select()
      .from(certificationKinds)
      .orderBy(asc(certificationKinds.tenantId), asc(certificationKinds.kindType)),
    accounts: await db.select().from(idpAccounts).orderBy(asc(idpAccounts.email)),
    users: await db.select().from(users).orderBy(asc(users.id)),
    roles: await db.select().from(userRoles).orderBy(asc(userRoles.id)),
  };
}

async function refusal(raw: unknown, setupOptions: Partial<SetupOptions> = {}) {
  const result = parseSetupInput(raw);
  if (!result.ok) return result.issues.map((issue) => `${issue.path}: ${issue.message}`);
  try {
    await runSetup(t.database.db, result.input, { ...options, ...setupOptions });
  } catch (error) {
    if (error instanceof SetupRefused)
      return error.issues.map((issue) => `${issue.path}: ${issue.message}`);
    throw error;
  }
  throw new Error("setup was not refused");
}

describe("a set-up that is refused names the field and writes nothing", () => {
  test("the file's mistakes, each named by its field", async () => {
    const before = await snapshot();
    const problems = await refusal(
      rawInput((input) => {
        input.sites[1].path = "eu/de";
        input.sites[2].consentRegion = "eu";
        input.sites[0].languages = ["en", "xx-!"];
        input.sites[0].currency = "EURO";
        input.organisation.primaryColour = "#ffdd00";
        input.organisation.hosts = ["https://academy.test/"];
        input.administrator.country = "ZZ";
        input.organisation.typo = true;
      }),
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        "sites[1].path: a region path like /en or /eu/de",
        expect.stringMatching(/^sites\[2\]\.consentRegion: must be "global" for the path \/ar/),
        "sites[0].languages[1]: a language tag like en, de or pt-BR",
        "sites[0].currency: an ISO 4217 currency code like EUR or USD",
        expect.stringMatching(
          /^organisation\.primaryColour: white text on #ffdd00 has a contrast of 1\.\d:1/,
        ),
        expect.stringMatching(/^organisation\.hosts\[0\]: a host name like academy\.example\.com/),
        "administrator.country: an ISO 3166 country code like DE or GB",
        expect.stringMatching(/^organisation: Unrecognized key: "typo"/),
      ]),
    );
    expect(await snapshot()).toEqual(before);
  });

  test("a path the portal itself uses", async () => {
    expect(await refusal(rawInput((input) => (input.sites[0].path = "/api")))).toEqual([
      "sites[0].path: a region path like /en or /eu/de; api is a path the portal itself uses",
    ]);
  });

  test("a site listed twice, a country served twice in a language", async () => {
    const problems = await refusal(
      rawInput((input) => {
        input.sites.push({ path: "/ar", languages: ["ar"] });
        input.sites.push({ path: "/uk", languages: ["en"], country: "GB" });
      }),
    );
    expect(problems).toEqual([
      "sites[3].path: /ar is listed twice",
      expect.stringMatching(/^sites\[4\]\.country: GB in en is served by sites\[0\] already/),
    ]);
  });

  test("a logo that is not what its bytes say, and a password the provider would refuse", async () => {
    const before = await snapshot();
    for (const [logo, message] of [
      ["missing.svg", "organisation.logo: no readable file at missing.svg"],
      ["not-a-logo.png", "organisation.logo: not-a-logo.png: a PNG, JPEG, WebP or SVG image"],
      ["logo.gif", "organisation.logo: logo.gif: a PNG, JPEG, WebP or SVG image, not gif"],
      [
        "scripted.svg",
        "organisation.logo: scripted.svg: an SVG without scripts, event handlers or embedded documents",
      ],
    ])
      expect(
        await refusal(
          rawInput((input) => (input.organisation.logo = logo)),
          { password: PASSWORD },
        ),
      ).toEqual([message]);
    expect(await refusal(rawInput(), { password: "password" })).toEqual([
      "administrator.password: Your password needs at least one digit.",
    ]);
    expect(await refusal(rawInput(), { password: undefined })).toEqual([
      expect.stringMatching(/^administrator\.password: required for a new administrator account/),
    ]);
    expect(await snapshot()).toEqual(before);
  });
});

describe("a set-up of an empty install", () => {
  let first: Awaited<ReturnType<typeof runSetup>>;
  let afterFirst: Awaited<ReturnType<typeof snapshot>>;

  beforeAll(async () => {
    first = await runSetup(t.database.db, parsed(rawInput()), options);
    afterFirst = await snapshot();
  });

  test("creates the organisation, its sites and everything their pages read", () => {
    const [tenant] = afterFirst.tenants;
    expect(afterFirst.tenants).toHaveLength(1);
    expect(tenant).toMatchObject({
      code: "acme",
      brandName: "Acme Security",
      contactEmail: "academy@acme.example",
      logoUrl: expect.stringMatching(/^\/uploads\/brand\/[a-f0-9]{32}\.svg$/),
    });
    // The colour given is the shade buttons use; the others are lighter and darker.
    expect(tenant!.brandPalette).toHaveLength(10);
    expect(tenant!.brandPalette[7]).toBe("#1d4ed8");
    expect(afterFirst.hosts.map((row) => row.host)).toEqual(["academy-eu.test", "academy.test"]);
    expect(
      afterFirst.sites.map((site) => [
        site.pathPrefix,
        site.siteName,
        site.region,
        site.countryCode,
      ]),
    ).toEqual([
      ["/en", "en", "global", null],
      ["/eu/de", "eu/de", "eu", "DE"],
      ["/ar", "ar", "global", "AE"],
    ]);
    // Each site's fees are in its own currency (decision 0053).
    expect(afterFirst.sites.map((site) => site.currency)).toEqual(["USD", "EUR", "AED"]);
    expect(tenant!.defaultSiteId).toBe(afterFirst.sites[0]!.id);
    // English keeps id 1 (learner §9); Arabic is written right to left.
    expect(
      afterFirst.languages.map((row) => [
        row.id,
        row.languageSimple,
        row.languageComplete,
        row.rtlStatus,
      ]),
    ).toEqual([
      [1, "en", "English", "0"],
      [2, "de", "Deutsch", "0"],
      [3, "ar", "العربية", "1"],
    ]);
    const germanBar = afterFirst.siteLanguages.filter(
      (row) => row.siteId === afterFirst.sites[1]!.id,
    );
    expect(germanBar.map((row) => row.languageId)).toEqual([2, 1]);
    expect(afterFirst.countries.length).toBeGreaterThan(240);
    expect(afterFirst.countries.find((row) => row.code === "DE")).toMatchObject({
      countryName: "Germany",
      phoneCode: "+49",
    });
    expect(
      afterFirst.countryLanguages.map((row) => `${row.countryCode}/${row.languageId}`),
    ).toEqual(["AE/1", "AE/3", "DE/1", "DE/2", "GB/1", "US/1"]);
    expect(afterFirst.currencies.map((row) => [row.currencyType, row.symbol])).toEqual([
      ["USD", "$"],
      ["EUR", "€"],
      ["AED", "AED"],
    ]);
    // The header logo on every site language (frame §2: front_logo).
    expect(afterFirst.dictItems.filter((row) => row.dictType === "front_logo")).toHaveLength(5);
    expect(afterFirst.kinds.map((row) => [row.kindType, row.kindNames.en])).toEqual([
      [0, "General Security Certification"],
      [1, "Acme Security Security Certification"],
      [2, "Workshops and Seminars"],
    ]);
  });

  test("the administrator: a confirmed account, a portal user, the role on every site", () => {
    expect(afterFirst.accounts).toEqual([
      expect.objectContaining({ email: "admin@acme.example", emailVerified: true }),
    ]);
    expect(afterFirst.users).toEqual([
      expect.objectContaining({
        idpIssuer: options.embeddedIssuer,
        idpSubject: afterFirst.accounts[0]!.id,
        email: "admin@acme.example",
        emailVerified: true,
        name: "Ada Admin",
        countryCode: "DE",
      }),
    ]);
    expect(afterFirst.roles.map((row) => [row.role, row.siteId])).toEqual(
      afterFirst.sites.map((site) => ["administrator", site.id]),
    );
    expect(first.administrator).toMatchObject({ state: "embedded", account: "created" });
  });

  test("run again, it changes nothing, nor the administrator's password", async () => {
    const again = await runSetup(t.database.db, parsed(rawInput()), {
      ...options,
      password: "Another-Pass-2026",
    });
    expect(await snapshot()).toEqual(afterFirst);
    expect(again.outcomes.every((outcome) => outcome.result === "unchanged")).toBe(true);
    expect(again.administrator).toMatchObject({ account: "unchanged", grantedOn: [] });
  });

  test("run with other values, it changes only those and keeps what the file leaves out", async () => {
    const changed = await runSetup(
      t.database.db,
      parsed(
        rawInput((input) => {
          input.organisation.brandName = "Acme Academy";
          delete input.organisation.logo;
          delete input.organisation.primaryColour;
          input.sites[1].languages = ["de"];
          input.sites.push({ path: "/asia/en", languages: ["en"], currency: "SGD" });
        }),
      ),
      options,
    );
    const after = await snapshot();
    expect(after.tenants[0]).toEqual({
      ...afterFirst.tenants[0],
      brandName: "Acme Academy",
      updatedAt: expect.any(Date),
    });
    expect(after.sites).toHaveLength(4);
    expect(after.sites.slice(0, 3)).toEqual(afterFirst.sites);
    expect(after.sites[3]).toMatchObject({
      pathPrefix: "/asia/en",
      region: "asia",
      siteCode: "ASIA-EN",
    });
    expect(after.siteLanguages.filter((row) => row.siteId === afterFirst.sites[1]!.id)).toEqual([
      { siteId: afterFirst.sites[1]!.id, languageId: 2, sort: 0 },
    ]);
    // The logo the file no longer names stays; its alt text follows the brand.
    expect(
      after.dictItems
        .filter((row) => row.dictType === "front_logo")
        .map((row) => [row.dictLabel, row.dictValue]),
    ).toContainEqual([afterFirst.tenants[0]!.logoUrl, "Acme Academy"]);
    // The new site's administrator too.
    expect(after.roles.map((row) => row.siteId)).toEqual(after.sites.map((site) => site.id));
    expect(after.accounts).toEqual(afterFirst.accounts);
    expect(changed.outcomes).toEqual(
      expect.arrayContaining([
        { subject: "organisation acme", result: "updated", fields: ["brandName"] },
        { subject: "site /asia/en", result: "created" },
        { subject: "currency SGD", result: "created" },
      ]),
    );
  });

  test("a site's currency does not change under its paid sessions, and nothing is written", async () => {
    const db = t.database.db;
    const startsAt = new Date(Date.now() + 10 * 86_400_000);
    const [session] = await db
      .insert(classrooms)
      .values({
        id: 9801,
        siteId: afterFirst.sites[0]!.id,
        languageId: 1,
        classroomName: "Paid webinar",
        type: 1,
        format: 2,
        trainerName: "Trainer",
        capacity: 10,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 3_600_000),
        timeZone: "America/New_York",
        countryCode: "US",
        feeMinor: 10_000,
        currency: "USD",
      })
      .returning();
    try {
      const before = await snapshot();
      expect(await refusal(rawInput((input) => (input.sites[0].currency = "EUR")))).toEqual([
        "sites[0].currency: the site's paid sessions are priced in USD: change their fees before the site's currency",
      ]);
      expect(await snapshot()).toEqual(before);
    } finally {
      await db.delete(classrooms).where(eq(classrooms.id, session!.id));
    }
  });

  test("a host of another organisation is refused, and nothing is written", async () => {
    const before = await snapshot();
    expect(
      await refusal(
        rawInput((input) => {
          input.organisation.code = "other";
          input.organisation.hosts = ["fresh.test", "academy.test"];
        }),
      ),
    ).toEqual(['organisation.hosts[1]: academy.test is already a host of the organisation "acme"']);
    expect(await snapshot()).toEqual(before);
  });

  test("the administrator's password is set again only when asked", async () => {
    const before = (await snapshot()).accounts[0]!.passwordHash;
    await runSetup(t.database.db, parsed(rawInput()), {
      ...options,
      password: "Reset-Pass-2026",
      setPassword: true,
    });
    const after = (await snapshot()).accounts[0]!.passwordHash;
    expect(after).not.toBe(before);
    await runSetup(t.database.db, parsed(rawInput()), {
      ...options,
      password: PASSWORD,
      setPassword: true,
    });
  });

  test("the administrator signs in on a host the set-up added, without a restart, and acts as approver", async () => {
    const browser = createBrowser(t.app, "academy.test");
    const page = await browser.follow(`/user/sso/login?target=${encodeURIComponent("/en")}`);
    const uid = /\/idp\/interaction\/([^/"]+)\/login/.exec(page.body)?.[1];
    expect(uid, page.body.slice(0, 300)).toBeTruthy();
    // The provider's page is in the organisation's brand, with its logo.
    expect(page.body).toContain("Sign in to Acme Security Academy");
    expect(page.body).toContain(`src="${afterFirst.tenants[0]!.logoUrl}"`);
    const afterPassword = await browser.follow(
      new URL(`/idp/interaction/${uid}/login`, page.url).toString(),
      { method: "POST", form: { email: "admin@acme.example", password: PASSWORD } },
    );
    // A staff account's first sign-in sets up its second factor, with a code mailed to it.
    expect(new URL(afterPassword.url).pathname).toMatch(/\/second-factor$/);
    const { landed } = await setUpSecondFactor(t, browser, afterPassword, "admin@acme.example");
    // Back on the host the set-up added, which the provider did not know when the app started.
    expect([new URL(landed.url).hostname, new URL(landed.url).pathname]).toEqual([
      "academy.test",
      "/en",
    ]);
    const siteId = afterFirst.sites[0]!.id;
    const me = await browser.request(`/api/user/sso/getUserInfo?siteId=${siteId}&languageId=1`);
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ email: "admin@acme.example", emailVerified: true });
    // An administrator passes every check an approver passes (issue 35).
    const pending = await browser.request(
      `/api/admin/registration/pending?siteId=${siteId}&languageId=1`,
    );
    expect(pending.statusCode).toBe(200);
    expect(pending.json().data).toEqual([]);
  });

  test("the stored logo is served at its address, for any host, as the image it is", async () => {
    const url = afterFirst.tenants[0]!.logoUrl;
    const res = await t.app.inject({ url, headers: { host: "academy-eu.test" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/svg+xml");
    expect(res.headers["content-security-policy"]).toContain("sandbox");
    expect(res.headers["cache-control"]).toContain("immutable");
    expect(res.body).toContain("<svg");
    const other = await t.app.inject({ url: url.replace(/[a-f0-9]{32}/, "0".repeat(32)) });
    expect(other.statusCode).toBe(404);
  });

  test("a PNG logo is kept by its own type", async () => {
    const done = await runSetup(
      t.database.db,
      parsed(rawInput((input) => (input.organisation.logo = "logo.png"))),
      options,
    );
    expect(done.outcomes).toContainEqual({
      subject: "organisation acme",
      result: "updated",
      fields: ["logoUrl"],
    });
    const [tenant] = await t.database.db.select().from(tenants).where(eq(tenants.code, "acme"));
    const res = await t.app.inject({ url: tenant!.logoUrl });
    expect([res.statusCode, res.headers["content-type"]]).toEqual([200, "image/png"]);
  });
});

describe("with an external identity provider (OIDC_ISSUER)", () => {
  test("the administrator gets the role once they have signed in: setup says so, then grants it", async () => {
    const external = { ...options, embeddedIssuer: undefined, password: undefined };
    const input = parsed(
      rawInput((raw) => {
        raw.organisation.code = "partner";
        raw.organisation.hosts = ["partner.test"];
        raw.administrator.email = "boss@partner.example";
      }),
    );
    const pending = await runSetup(t.database.db, input, external);
    expect(pending.administrator).toEqual({ state: "external pending", reason: "no user" });
    // The administrator signs in through their provider, which vouches for the address.
    const [user] = await t.database.db
      .insert(users)
      .values({
        idpIssuer: "https://login.partner.example",
        idpSubject: "boss",
        email: "boss@partner.example",
        emailVerified: true,
      })
      .returning();
    // Signed in as a learner, with a password alone: the grant ends that session (decision 0043).
    const asLearner = await t.app.services.sessions.create(user!.id, null);
    const granted = await runSetup(t.database.db, input, external);
    expect(await t.app.services.sessions.find(asLearner)).toBeNull();
    expect(
      await t.database.db.$count(sessions, eq(sessions.userId, user!.id)),
      "no session of the new administrator is left",
    ).toBe(0);
    // A session started since, run again: nothing is granted, nothing ends.
    const asStaff = await t.app.services.sessions.create(user!.id, null);
    await runSetup(t.database.db, input, external);
    expect(await t.app.services.sessions.find(asStaff)).toMatchObject({ userId: user!.id });
    expect(granted.administrator).toMatchObject({
      state: "external granted",
      userIds: [user!.id],
      grantedOn: granted.siteIds,
    });
    const roles = await t.database.db
      .select({ siteId: userRoles.siteId })
      .from(userRoles)
      .where(sql`${userRoles.userId} = ${user!.id} and ${userRoles.role} = 'administrator'`);
    expect(roles.map((row) => row.siteId).sort()).toEqual([...granted.siteIds].sort());
    // No password is the portal's to set there.
    expect(await refusal(rawInput(), { ...external, password: PASSWORD })).toEqual([
      expect.stringMatching(/^administrator\.password: the identity provider named by OIDC_ISSUER/),
    ]);
  });
});
