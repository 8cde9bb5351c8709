/*
 * What the enrol flow does with a refused registration or invitation code
 * (learner §8, frame §8), free of React so it is tested on its own.
 */
import { Code } from "#contract/codes.ts";
import type { Envelope } from "#contract/envelope.ts";
import { displayNames } from "#contract/intl.ts";

/** A certification to hold first (learner §8 code 10026). */
export type PrerequisiteCertification = {
  certificationReleaseId: number;
  certificationName: string;
  versionLabel: string;
  /**
   * For a seat of a certification's training, the certification itself when what is
   * missing is an approved enrolment in it (decision 0047): the learner's registration
   * status, 0 not enrolled or 1 waiting for approval. Absent for a certificate to obtain.
   */
  registrationStatus?: 0 | 1;
};

/**
 * The site an invitation code belongs to (learner §8 code 10018: the site is
 * taken from errorContext.codeValidWithSite), with the country it serves (none
 * for a global site).
 */
export type CodeSite = { siteName: string; pathPrefix: string; countryCode: string | null };

export type Refusal =
  /** Code 400 naming missing personal fields: the missing-information dialog opens again. */
  | { kind: "missingInfo"; fields: string[] }
  /** Code 10026: the enrol dialog closes and the prerequisite dialog lists these. */
  | { kind: "prerequisite"; certifications: PrerequisiteCertification[] }
  /**
   * Any other code: its text. On the invitation paths it shows in the dialog;
   * 10018 names the code's site; 10019 keeps the e-mail notification choice;
   * 10007 may say that the right address is only not confirmed yet.
   */
  | {
      kind: "message";
      code: number;
      site: CodeSite | null;
      keepChoice: boolean;
      emailUnconfirmed: boolean;
    };

const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>) : null;

function prerequisites(context: Record<string, unknown> | null): PrerequisiteCertification[] {
  const list = context?.prerequisiteCertificationList;
  if (!Array.isArray(list)) return [];
  return list.flatMap((item) => {
    const entry = record(item);
    if (!entry || typeof entry.certificationReleaseId !== "number") return [];
    const status = entry.registrationStatus;
    return [
      {
        certificationReleaseId: entry.certificationReleaseId,
        certificationName: String(entry.certificationName ?? ""),
        versionLabel: String(entry.versionLabel ?? ""),
        ...(status === 0 || status === 1 ? { registrationStatus: status } : {}),
      },
    ];
  });
}

/** The site errorContext.codeValidWithSite names, or null when it names none. */
export function codeSite(context: Record<string, unknown> | null): CodeSite | null {
  const site = record(context?.codeValidWithSite);
  if (!site || typeof site.pathPrefix !== "string") return null;
  return {
    siteName: String(site.siteName ?? site.pathPrefix),
    pathPrefix: site.pathPrefix,
    countryCode: typeof site.countryCode === "string" ? site.countryCode : null,
  };
}

/**
 * How error.10018 names the code's site: a country's site by the country, in
 * the page's language ("United Kingdom", "المملكة المتحدة"); a global site,
 * which serves no one country, by its name ("asia/en").
 */
export function codeSiteName(site: CodeSite, language: string): string {
  if (site.countryCode) {
    try {
      const name = displayNames(language, { type: "region" }).of(site.countryCode);
      if (name && name !== site.countryCode) return name;
    } catch {
      // An unknown language or code: the site's name below.
    }
  }
  return site.siteName;
}

export function refusalOf(envelope: Envelope<unknown>): Refusal {
  const context = record(envelope.errorContext);
  const missing = context?.missingFields;
  if (envelope.code === Code.badRequest && Array.isArray(missing) && missing.length > 0) {
    return { kind: "missingInfo", fields: missing.map(String) };
  }
  if (envelope.code === Code.prerequisiteNotMet) {
    return { kind: "prerequisite", certifications: prerequisites(context) };
  }
  return {
    kind: "message",
    code: envelope.code,
    site: envelope.code === Code.invitationWrongSite ? codeSite(context) : null,
    keepChoice: envelope.code === Code.wrongCountryOrRegion,
    emailUnconfirmed:
      envelope.code === Code.invitationEmailMismatch && context?.emailUnconfirmed === true,
  };
}

/** A refusal the enrol flow shows as its text (error.{code}). */
export type MessageRefusal = Extract<Refusal, { kind: "message" }>;

/** The link to the home of the site an invitation code belongs to. */
export const codeSiteHref = (site: CodeSite) =>
  site.pathPrefix.startsWith("/") ? site.pathPrefix : `/${site.pathPrefix}`;
