import { readFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { ensureCertificationKinds } from "../catalogue/kinds-setup.service.ts";
import { changeRole, grantRole, sitesWithRole } from "../enrolment/user-roles.service.ts";
import {
  passwordProblem,
  provisionEmbeddedAccount,
} from "../identity/provisioned-accounts.service.ts";
import { createUsers } from "../identity/users.service.ts";
import { checkBrandLogo, storeBrandLogo, type BrandLogo } from "../site/brand-logos.service.ts";
import {
  applyOrganisation,
  checkOrganisation,
  PlanRefused,
  type OrganisationPlan,
  type Outcome,
} from "../site/organisation-setup.service.ts";
import { countryNameOf } from "../site/reference-data.service.ts";
import { createUserTypeFacts } from "../site/user-type-facts.ts";
import { paletteFrom } from "./palette.ts";
import type { InputIssue, SetupInput } from "./setup-input.ts";

/**
 * The first-run set-up of an install (issue 35): the organisation (a tenant
 * with its hosts, brand and logo), its first sites and their languages, and
 * the first administrator, in one transaction. Run again with the same input
 * it changes nothing; with other values it changes only what differs
 * (organisation-setup.service.ts says what is kept).
 */

/** The input refused, each reason named by its field; nothing was written. */
export class SetupRefused extends Error {
  override name = "SetupRefused";
  readonly issues: InputIssue[];
  constructor(issues: InputIssue[]) {
    super(issues.map((issue) => `${issue.path}: ${issue.message}`).join("\n"));
    this.issues = issues;
  }
}

export type SetupOptions = {
  /** The embedded provider's issuer; undefined with an external one (OIDC_ISSUER). */
  embeddedIssuer: string | undefined;
  /** Where uploads live (DATA_DIR): the logo goes under uploads/brand. */
  dataDir: string;
  /** The directory relative logo paths start from (the JSON file's). */
  baseDir: string;
  /** The administrator's password: for a new account, or to set it again. */
  password?: string | undefined;
  /** Sets the existing administrator account's password (and confirms its address). */
  setPassword?: boolean;
};

export type SetupReport = {
  tenantId: number;
  siteIds: number[];
  outcomes: Outcome[];
  administrator:
    | {
        state: "embedded";
        userId: number;
        account: "created" | "unchanged" | "password set";
        user: "created" | "unchanged" | "address confirmed";
        /** The sites on which the role is new. */
        grantedOn: number[];
      }
    | { state: "external granted"; userIds: number[]; grantedOn: number[] }
    | { state: "external pending"; reason: "no user" | "unconfirmed address" };
};

/** Two set-ups at once would pick the same new ids: the second waits for the first. */
const SETUP_LOCK = 35_000_035;

export async function runSetup(
  db: Db,
  input: SetupInput,
  options: SetupOptions,
): Promise<SetupReport> {
  const issues: InputIssue[] = [];
  if (options.password !== undefined) {
    const problem = passwordProblem(options.password);
    if (problem) issues.push({ path: "administrator.password", message: problem });
  }
  if (options.embeddedIssuer === undefined && (options.password || options.setPassword))
    issues.push({
      path: "administrator.password",
      message:
        "the identity provider named by OIDC_ISSUER keeps the administrator's password, not the portal",
    });
  const logo = await readLogo(input, options.baseDir, issues);
  if (issues.length > 0) throw new SetupRefused(issues);
  // Named by its content: written before the transaction, harmless (and reused) should it fail.
  if (logo) await storeBrandLogo(options.dataDir, logo);

  const plan: OrganisationPlan = {
    organisation: {
      ...input.organisation,
      palette:
        input.organisation.palette ??
        (input.organisation.primaryColour
          ? paletteFrom(input.organisation.primaryColour)
          : undefined),
      logoUrl: logo?.url,
    },
    sites: input.sites,
  };

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SETUP_LOCK})`);
    const conflicts = await checkOrganisation(tx, plan);
    if (conflicts.length > 0) throw new SetupRefused(conflicts);
    const applied = await applyOrganisation(tx, plan).catch((error: unknown) => {
      throw error instanceof PlanRefused ? new SetupRefused(error.issues) : error;
    });
    const kinds = await ensureCertificationKinds(
      tx,
      applied.tenantId,
      input.organisation.brandName,
    );
    if (kinds > 0)
      applied.outcomes.push({ subject: `certification kinds (${kinds})`, result: "created" });
    const { administrator: person } = input;

    if (options.embeddedIssuer === undefined) {
      // An external provider's user exists once they signed in; setup run again then grants.
      const users = createUsers(tx, createUserTypeFacts(tx));
      const held = new Set<number>();
      for (const holder of await users.holdersOf(person.email))
        for (const siteId of await sitesWithRole(tx, holder.id, "administrator")) held.add(siteId);
      const result = await changeRole(tx, users, {
        action: "grant",
        email: person.email,
        role: "administrator",
        siteIds: applied.siteIds,
      });
      return {
        tenantId: applied.tenantId,
        siteIds: applied.siteIds,
        outcomes: applied.outcomes,
        administrator: result.ok
          ? {
              state: "external granted" as const,
              userIds: result.userIds,
              grantedOn: applied.siteIds.filter((id) => !held.has(id)),
            }
          : { state: "external pending" as const, reason: result.reason },
      };
    }

    const provisioned = await provisionEmbeddedAccount(tx, {
      issuer: options.embeddedIssuer,
      person: {
        email: person.email,
        firstName: person.firstName,
        lastName: person.lastName,
        countryCode: person.country,
        countryName: countryNameOf(person.country) ?? person.country,
      },
      password: options.password,
      setPassword: options.setPassword ?? false,
      home: { siteId: applied.defaultSite.id, languageId: applied.defaultSite.languageId },
    });
    if (!provisioned.ok)
      throw new SetupRefused([
        provisioned.reason === "password needed"
          ? {
              path: "administrator.password",
              message:
                "required for a new administrator account: set SETUP_ADMIN_PASSWORD, or run setup on a terminal to be asked",
            }
          : {
              path: "administrator.email",
              message: `an account with ${person.email} exists but nobody has confirmed the address: its owner confirms it (the link mailed at sign-up, or a password reset), or run setup with --set-admin-password to give it your password`,
            },
      ]);
    const held = await sitesWithRole(tx, provisioned.userId, "administrator");
    await grantRole(tx, [provisioned.userId], "administrator", applied.siteIds);
    return {
      tenantId: applied.tenantId,
      siteIds: applied.siteIds,
      outcomes: applied.outcomes,
      administrator: {
        state: "embedded" as const,
        userId: provisioned.userId,
        account: provisioned.account,
        user: provisioned.user,
        grantedOn: applied.siteIds.filter((id) => !held.includes(id)),
      },
    };
  });
}

/** The logo file, checked by its bytes; a problem is named by the field. */
async function readLogo(
  input: SetupInput,
  baseDir: string,
  issues: InputIssue[],
): Promise<BrandLogo | undefined> {
  const file = input.organisation.logo;
  if (!file) return undefined;
  let data: Buffer;
  try {
    data = await readFile(path.resolve(baseDir, file));
  } catch {
    issues.push({ path: "organisation.logo", message: `no readable file at ${file}` });
    return undefined;
  }
  const checked = await checkBrandLogo(data);
  if (!checked.ok) {
    issues.push({ path: "organisation.logo", message: `${file}: ${checked.problem}` });
    return undefined;
  }
  return checked.logo;
}
