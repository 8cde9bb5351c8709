/*
 * What the enrol flow does with a refused registration or invitation code
 * (learner §8, frame §8), free of React so it is tested on its own.
 */
import { Code } from "#contract/codes.ts";
import type { Envelope } from "#contract/envelope.ts";

/** A certification to hold first (learner §8 code 10026). */
export type PrerequisiteCertification = {
  certificationReleaseId: number;
  certificationName: string;
  versionLabel: string;
};

/** The site an invitation code belongs to (learner §8 code 10018). */
export type CodeSite = { siteName: string; pathPrefix: string };

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
    return [
      {
        certificationReleaseId: entry.certificationReleaseId,
        certificationName: String(entry.certificationName ?? ""),
        versionLabel: String(entry.versionLabel ?? ""),
      },
    ];
  });
}

function codeSite(context: Record<string, unknown> | null): CodeSite | null {
  const site = record(context?.codeValidWithSite);
  if (!site || typeof site.pathPrefix !== "string") return null;
  return { siteName: String(site.siteName ?? site.pathPrefix), pathPrefix: site.pathPrefix };
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
