import { and, asc, eq, inArray, max } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import {
  countryLanguages,
  dictItems,
  siteLanguages,
  sites,
  tenantHosts,
  tenants,
} from "#db/schema/site.ts";
import { ensureCountries, ensureCurrencies, ensureLanguages } from "./reference-data.service.ts";

/**
 * The organisation and its sites as `npm run setup` writes them (issue 35):
 * everything a site needs to serve its pages on an empty catalogue. Applied
 * inside the caller's transaction, so a refusal anywhere writes nothing.
 *
 * What exists is changed only where the plan says something else, and a
 * field the plan leaves out keeps its value (a new row takes the column's
 * default); nothing is ever deleted, except that a site's language bar is the
 * plan's list. So applying the same plan again changes nothing.
 */

export type Region = "global" | "eu" | "asia";

/** Tenant behaviour (ARCHITECTURE: tenant behaviour is tenant data); absent: as it is. */
export type TenantBehaviour = {
  brandTrackPaths?: boolean;
  gatherInformation?: boolean;
  offersLogout?: boolean;
  gscHiddenCountries?: string[];
  instructorLedHiddenRegions?: Region[];
};

export type SiteFlags = {
  orderFood?: boolean;
  showCompanyCertificate?: boolean;
  completionCertificate?: boolean;
  languageNavigation?: boolean;
  nonCertificationMenu?: boolean;
  gatherInformationOnLoad?: boolean;
};

export type OrganisationPlan = {
  organisation: TenantBehaviour & {
    code: string;
    brandName: string;
    contactEmail: string;
    /** Host names (lower case, no port), or "*" for every host no tenant names. */
    hosts: string[];
    /** Ten shades, lightest first. */
    palette?: string[];
    /** Where the stored logo is served (brand-logos.service.ts). */
    logoUrl?: string;
    /** The path of the site "/" opens; a new tenant's first site by default. */
    defaultSite?: string;
  };
  sites: (SiteFlags & {
    /** "/en", "/eu/de", "/asia/en". */
    path: string;
    code?: string;
    /** BCP 47 tags, canonical; the first is the base language. */
    languages: string[];
    /** ISO 3166-1 alpha-2, null for a site of no country; absent: as it is. */
    country?: string | null;
    /** Countries whose visitors the site serves in its languages (frame §4 selector). */
    countries?: string[];
    /**
     * ISO 4217 code of the fees shown and charged on the site (decision 0053);
     * absent: as it is. It cannot change while the site has priced sessions.
     */
    currency?: string;
  })[];
};

/** A reason the plan cannot be applied, named by the file's field. */
export type PlanIssue = { path: string; message: string };

/** The database refused the plan for a reason the file can fix; nothing is kept. */
export class PlanRefused extends Error {
  override name = "PlanRefused";
  readonly issues: PlanIssue[];
  constructor(issues: PlanIssue[]) {
    super(issues.map((issue) => `${issue.path}: ${issue.message}`).join("\n"));
    this.issues = issues;
  }
}

/** Whether a statement failed on this constraint (the driver's error, or the query error around it). */
function refusedBy(error: unknown, constraint: string): boolean {
  const named = (value: unknown) =>
    (value as { constraint?: unknown } | null)?.constraint === constraint;
  return named(error) || named((error as { cause?: unknown } | null)?.cause);
}

/** What applying the plan did to one thing. */
export type Outcome = {
  subject: string;
  result: "created" | "updated" | "unchanged";
  /** The fields that changed (updated). */
  fields?: string[];
};

export type AppliedOrganisation = {
  tenantId: number;
  /** Every site of the tenant, the plan's and any made before. */
  siteIds: number[];
  defaultSite: { id: number; languageId: number };
  outcomes: Outcome[];
};

/** Learner §9: the region of a site is its path's prefix (the table's check says the same). */
export function regionOfPath(path: string): Region {
  if (path.startsWith("/eu/")) return "eu";
  if (path.startsWith("/asia/")) return "asia";
  return "global";
}

/** The logo in the header (frame §2): the front_logo dictionary item of every site language. */
const FRONT_LOGO = "front_logo";

/** Where a tenant without a logo of its own points (the column's default). */
const DEFAULT_LOGO = "/favicon.svg";

/** Reasons the plan conflicts with what the database holds, before anything is written. */
export async function checkOrganisation(tx: Db, plan: OrganisationPlan): Promise<PlanIssue[]> {
  const issues: PlanIssue[] = [];
  const { organisation } = plan;
  const [tenant] = await tx
    .select({ id: tenants.id })
    .from(tenants)
    .where(eq(tenants.code, organisation.code));
  const hostRows = await tx
    .select({ host: tenantHosts.host, tenantId: tenantHosts.tenantId, code: tenants.code })
    .from(tenantHosts)
    .innerJoin(tenants, eq(tenants.id, tenantHosts.tenantId))
    .where(inArray(tenantHosts.host, organisation.hosts));
  for (const row of hostRows) {
    if (row.tenantId === tenant?.id) continue;
    issues.push({
      path: `organisation.hosts[${organisation.hosts.indexOf(row.host)}]`,
      message: `${row.host} is already a host of the organisation "${row.code}"`,
    });
  }
  if (organisation.defaultSite !== undefined) {
    const planned = plan.sites.some((site) => site.path === organisation.defaultSite);
    const existing =
      tenant &&
      (
        await tx
          .select({ id: sites.id })
          .from(sites)
          .where(and(eq(sites.tenantId, tenant.id), eq(sites.pathPrefix, organisation.defaultSite)))
      ).length > 0;
    if (!planned && !existing)
      issues.push({
        path: "organisation.defaultSite",
        message: `${organisation.defaultSite} is not the path of one of the organisation's sites`,
      });
  }
  return issues;
}

export async function applyOrganisation(
  tx: Db,
  plan: OrganisationPlan,
): Promise<AppliedOrganisation> {
  const outcomes: Outcome[] = [];
  const { organisation } = plan;
  const { ids: languageIds, created: newLanguages } = await ensureLanguages(
    tx,
    plan.sites.flatMap((site) => site.languages),
  );
  for (const tag of newLanguages) outcomes.push({ subject: `language ${tag}`, result: "created" });

  // The tenant: its default site is set once its sites exist.
  const [current] = await tx.select().from(tenants).where(eq(tenants.code, organisation.code));
  const wanted = {
    brandName: organisation.brandName,
    contactEmail: organisation.contactEmail,
    brandPalette: organisation.palette,
    logoUrl: organisation.logoUrl,
    brandTrackPaths: organisation.brandTrackPaths,
    gatherInformation: organisation.gatherInformation,
    offersLogout: organisation.offersLogout,
    gscHiddenCountries: organisation.gscHiddenCountries,
    instructorLedHiddenRegions: organisation.instructorLedHiddenRegions,
  };
  let tenantId: number;
  const tenantSubject = `organisation ${organisation.code}`;
  if (!current) {
    tenantId = await nextId(tx, tenants);
    await tx.insert(tenants).values({
      ...definedOnly(wanted),
      id: tenantId,
      code: organisation.code,
      defaultSiteId: 0,
    } as typeof tenants.$inferInsert);
    outcomes.push({ subject: tenantSubject, result: "created" });
  } else {
    tenantId = current.id;
    const changed = differences(current, wanted);
    await updateIfChanged(changed, (set) =>
      tx
        .update(tenants)
        .set({ ...set, updatedAt: new Date() })
        .where(eq(tenants.id, tenantId)),
    );
    outcomes.push(outcomeOf(tenantSubject, changed));
  }
  const logoUrl = organisation.logoUrl ?? current?.logoUrl;

  for (const host of organisation.hosts) {
    const [inserted] = await tx
      .insert(tenantHosts)
      .values({ host, tenantId })
      .onConflictDoNothing()
      .returning({ host: tenantHosts.host });
    outcomes.push({ subject: `host ${host}`, result: inserted ? "created" : "unchanged" });
  }

  // The sites, each with its language bar.
  const siteIdByPath = new Map<string, number>();
  for (const [index, site] of plan.sites.entries()) {
    const region = regionOfPath(site.path);
    const [existing] = await tx
      .select()
      .from(sites)
      .where(and(eq(sites.tenantId, tenantId), eq(sites.pathPrefix, site.path)));
    const flags = {
      orderFood: site.orderFood,
      showCompanyCertificate: site.showCompanyCertificate,
      completionCertificate: site.completionCertificate,
      languageNavigation: site.languageNavigation,
      nonCertificationMenu: site.nonCertificationMenu,
      gatherInformationOnLoad: site.gatherInformationOnLoad,
    };
    const baseLanguageId = languageIds.get(site.languages[0]!)!;
    const subject = `site ${site.path}`;
    let siteId: number;
    if (!existing) {
      siteId = await nextId(tx, sites);
      const [last] = await tx
        .select({ sort: max(sites.sort) })
        .from(sites)
        .where(eq(sites.tenantId, tenantId));
      await tx.insert(sites).values({
        ...definedOnly(flags),
        id: siteId,
        tenantId,
        siteCode: site.code ?? defaultSiteCode(site.path),
        siteName: site.path.slice(1),
        pathPrefix: site.path,
        region,
        countryCode: site.country ?? null,
        currency: site.currency ?? null,
        baseLanguageId,
        sort: (last?.sort ?? 0) + 1,
      });
      outcomes.push({ subject, result: "created" });
    } else {
      siteId = existing.id;
      const changed = differences(existing, {
        ...flags,
        siteCode: site.code,
        countryCode: site.country,
        currency: site.currency,
        baseLanguageId,
      });
      await updateIfChanged(changed, (set) =>
        tx
          .update(sites)
          .set(set)
          .where(eq(sites.id, siteId))
          .catch((error: unknown) => {
            // The site's paid sessions are priced in its currency (decision 0053).
            if (refusedBy(error, "classrooms_site_currency_fk"))
              throw new PlanRefused([
                {
                  path: `sites[${index}].currency`,
                  message: `the site's paid sessions are priced in ${existing.currency}: change their fees before the site's currency`,
                },
              ]);
            throw error;
          }),
      );
      outcomes.push(outcomeOf(subject, changed));
    }
    siteIdByPath.set(site.path, siteId);

    const bar = site.languages.map((tag) => languageIds.get(tag)!);
    const currentBar = await tx
      .select({ languageId: siteLanguages.languageId })
      .from(siteLanguages)
      .where(eq(siteLanguages.siteId, siteId))
      .orderBy(asc(siteLanguages.sort), asc(siteLanguages.languageId));
    if (currentBar.map((row) => row.languageId).join() !== bar.join()) {
      await tx.delete(siteLanguages).where(eq(siteLanguages.siteId, siteId));
      await tx
        .insert(siteLanguages)
        .values(bar.map((languageId, sort) => ({ siteId, languageId, sort })));
      outcomes.push({
        subject: `${subject} languages`,
        result: currentBar.length === 0 ? "created" : "updated",
        fields: [site.languages.join(", ")],
      });
    }
  }

  // "/" opens the default site (frame §2): the plan's, else a new tenant's first site.
  const tenantSites = await tx
    .select({ id: sites.id, pathPrefix: sites.pathPrefix, baseLanguageId: sites.baseLanguageId })
    .from(sites)
    .where(eq(sites.tenantId, tenantId))
    .orderBy(asc(sites.sort), asc(sites.id));
  const [row] = await tx
    .select({ defaultSiteId: tenants.defaultSiteId })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  const named = organisation.defaultSite
    ? tenantSites.find((site) => site.pathPrefix === organisation.defaultSite)
    : undefined;
  const valid = tenantSites.find((site) => site.id === row!.defaultSiteId);
  const defaultSite =
    named ?? valid ?? tenantSites.find((site) => siteIdByPath.has(site.pathPrefix))!;
  if (defaultSite.id !== row!.defaultSiteId) {
    await tx.update(tenants).set({ defaultSiteId: defaultSite.id }).where(eq(tenants.id, tenantId));
    if (current)
      outcomes.push({ subject: tenantSubject, result: "updated", fields: ["defaultSite"] });
  }

  const newCountries = await ensureCountries(tx);
  if (newCountries > 0)
    outcomes.push({ subject: `countries (${newCountries} added)`, result: "created" });
  await ensureCountryLanguages(tx, tenantId, plan, siteIdByPath, languageIds, outcomes);
  const newCurrencies = await ensureCurrencies(
    tx,
    plan.sites.flatMap((site) => (site.currency ? [site.currency] : [])),
  );
  for (const code of newCurrencies)
    outcomes.push({ subject: `currency ${code}`, result: "created" });
  if (logoUrl && logoUrl !== DEFAULT_LOGO)
    await ensureFrontLogos(
      tx,
      plan,
      siteIdByPath,
      languageIds,
      {
        url: logoUrl,
        alt: organisation.brandName,
      },
      outcomes,
    );

  return {
    tenantId,
    siteIds: tenantSites.map((site) => site.id),
    defaultSite: { id: defaultSite.id, languageId: defaultSite.baseLanguageId },
    outcomes: merged(outcomes),
  };
}

/** The country and language selector (frame §4): which site serves a country in a language. */
async function ensureCountryLanguages(
  tx: Db,
  tenantId: number,
  plan: OrganisationPlan,
  siteIdByPath: Map<string, number>,
  languageIds: Map<string, number>,
  outcomes: Outcome[],
) {
  let created = 0;
  let updated = 0;
  for (const site of plan.sites) {
    const served = site.countries ?? (site.country ? [site.country] : []);
    const siteId = siteIdByPath.get(site.path)!;
    for (const countryCode of served) {
      for (const [sort, tag] of site.languages.entries()) {
        const languageId = languageIds.get(tag)!;
        const [existing] = await tx
          .select({ siteId: countryLanguages.siteId, sort: countryLanguages.sort })
          .from(countryLanguages)
          .where(
            and(
              eq(countryLanguages.tenantId, tenantId),
              eq(countryLanguages.countryCode, countryCode),
              eq(countryLanguages.languageId, languageId),
            ),
          );
        if (!existing) {
          await tx
            .insert(countryLanguages)
            .values({ tenantId, countryCode, languageId, siteId, sort });
          created += 1;
        } else if (existing.siteId !== siteId || existing.sort !== sort) {
          await tx
            .update(countryLanguages)
            .set({ siteId, sort })
            .where(
              and(
                eq(countryLanguages.tenantId, tenantId),
                eq(countryLanguages.countryCode, countryCode),
                eq(countryLanguages.languageId, languageId),
              ),
            );
          updated += 1;
        }
      }
    }
  }
  if (created > 0)
    outcomes.push({ subject: `country languages (${created} added)`, result: "created" });
  if (updated > 0)
    outcomes.push({ subject: `country languages (${updated} changed)`, result: "updated" });
}

/** The header's logo on every language of the plan's sites (frame §2: dictType front_logo). */
async function ensureFrontLogos(
  tx: Db,
  plan: OrganisationPlan,
  siteIdByPath: Map<string, number>,
  languageIds: Map<string, number>,
  logo: { url: string; alt: string },
  outcomes: Outcome[],
) {
  let created = 0;
  let replaced = 0;
  for (const site of plan.sites) {
    const siteId = siteIdByPath.get(site.path)!;
    for (const tag of site.languages) {
      const languageId = languageIds.get(tag)!;
      const scope = and(
        eq(dictItems.siteId, siteId),
        eq(dictItems.languageId, languageId),
        eq(dictItems.dictType, FRONT_LOGO),
      );
      const rows = await tx
        .select({ dictLabel: dictItems.dictLabel, dictValue: dictItems.dictValue })
        .from(dictItems)
        .where(scope);
      if (rows.length === 1 && rows[0]!.dictLabel === logo.url && rows[0]!.dictValue === logo.alt)
        continue;
      await tx.delete(dictItems).where(scope);
      await tx.insert(dictItems).values({
        siteId,
        languageId,
        dictType: FRONT_LOGO,
        dictLabel: logo.url,
        dictValue: logo.alt,
        sort: 1,
      });
      if (rows.length === 0) created += 1;
      else replaced += 1;
    }
  }
  if (created > 0)
    outcomes.push({ subject: `header logo (${created} site languages)`, result: "created" });
  if (replaced > 0)
    outcomes.push({ subject: `header logo (${replaced} site languages)`, result: "updated" });
}

/** "/eu/de" -> "DE", "/asia/en" -> "ASIA-EN", "/en" -> "EN": a site code where the plan gives none. */
function defaultSiteCode(path: string): string {
  const segments = path.slice(1).split("/");
  const name =
    segments.length > 1 && segments[0] === "asia" ? segments.join("-") : segments.at(-1)!;
  return name.toUpperCase().slice(0, 32);
}

/**
 * The next id of a table whose ids are given, not generated (the demo's are
 * part of the contract, learner §9). The caller's transaction holds the
 * set-up lock, so no other set-up takes it.
 */
async function nextId(tx: Db, table: typeof tenants | typeof sites): Promise<number> {
  const [row] = await tx.select({ highest: max(table.id) }).from(table);
  return (row?.highest ?? 0) + 1;
}

function definedOnly<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}

/** The fields of `wanted` (those given) whose value differs from the row's. */
function differences<T extends Record<string, unknown>>(
  row: T,
  wanted: Partial<Record<keyof T, unknown>>,
): Partial<T> {
  const changed: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(wanted)) {
    if (value === undefined) continue;
    if (JSON.stringify(row[field]) !== JSON.stringify(value)) changed[field] = value;
  }
  return changed as Partial<T>;
}

async function updateIfChanged<T>(
  changed: Partial<T>,
  update: (set: Partial<T>) => Promise<unknown>,
) {
  if (Object.keys(changed).length > 0) await update(changed);
}

function outcomeOf(subject: string, changed: Record<string, unknown>): Outcome {
  const fields = Object.keys(changed);
  return fields.length > 0
    ? { subject, result: "updated", fields }
    : { subject, result: "unchanged" };
}

/** One line per subject: a later update of a subject joins its first outcome. */
function merged(outcomes: Outcome[]): Outcome[] {
  const bySubject = new Map<string, Outcome>();
  for (const outcome of outcomes) {
    const first = bySubject.get(outcome.subject);
    if (!first) bySubject.set(outcome.subject, { ...outcome });
    else if (outcome.result === "updated" && first.result !== "created") {
      first.result = "updated";
      first.fields = [...(first.fields ?? []), ...(outcome.fields ?? [])];
    }
  }
  return [...bySubject.values()];
}
