import { isIP } from "node:net";
import { z } from "zod";
import { regionOfPath } from "../site/organisation-setup.service.ts";
import { isKnownCountry } from "../site/reference-data.service.ts";
import { contrastWithWhite, MIN_CONTRAST } from "./palette.ts";

/**
 * What `npm run setup` is given (a JSON file and/or flags; docs/setup.example.json),
 * checked before anything is written. Server-side: it names files on the
 * server (the logo) and is never sent by a browser; the staff console will
 * have calls of its own in contract/.
 *
 * Every message is about the field it names (`sites[1].path: a region path
 * like /en or /eu/de`), in words an operator can act on.
 */

/**
 * First path segments the server or the route table already uses
 * (app/routes.ts: /eu and /asia prefixes, /mobile twins; server routes
 * outside the sites), so no site can be named by them.
 */
const RESERVED_SITE_NAMES = new Set([
  "api",
  "assets",
  "asia",
  "brand",
  "certificate",
  "classroom",
  "eu",
  "healthz",
  "idp",
  "locales",
  "media",
  "metrics",
  "mobile",
  "payment",
  "readyz",
  "uploads",
  "user",
]);

/** Learner §9: regional sites start with /eu or /asia; the others are one segment. */
const REGION_PATH = /^\/(?:(eu|asia)\/)?([a-z][a-z0-9-]{0,29})$/;
const REGION_PATH_MESSAGE = "a region path like /en or /eu/de";

const regionPath = z
  .string(REGION_PATH_MESSAGE)
  .trim()
  .regex(REGION_PATH, REGION_PATH_MESSAGE)
  .refine((path) => !RESERVED_SITE_NAMES.has(REGION_PATH.exec(path)?.[2] ?? ""), {
    error: (issue) =>
      `${REGION_PATH_MESSAGE}; ${REGION_PATH.exec(String(issue.input))?.[2]} is a path the portal itself uses`,
  });

const HOST_LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const isHostName = (host: string) =>
  host === "*" ||
  isIP(host) === 4 ||
  (host.length <= 253 && host.split(".").every((label) => HOST_LABEL.test(label)));
const host = z
  .string("a host name")
  .trim()
  .toLowerCase()
  .refine(
    isHostName,
    "a host name like academy.example.com (no scheme, port or path), or * for every host no organisation names",
  );

const countryCode = z
  .string("a country code like DE or GB")
  .trim()
  .toUpperCase()
  .refine(isKnownCountry, "an ISO 3166 country code like DE or GB");

const currencies = new Set(Intl.supportedValuesOf("currency"));
const currencyCode = z
  .string("a currency code like EUR or USD")
  .trim()
  .toUpperCase()
  .refine((code) => currencies.has(code), "an ISO 4217 currency code like EUR or USD");

/** The canonical BCP 47 tag of a language Intl can name, or null. */
function canonicalLanguage(tag: string): string | null {
  try {
    const [canonical] = Intl.getCanonicalLocales(tag);
    if (!canonical) return null;
    const name = new Intl.DisplayNames(["en"], { type: "language", fallback: "none" }).of(
      canonical,
    );
    return name ? canonical : null;
  } catch {
    return null;
  }
}
const LANGUAGE_MESSAGE = "a language tag like en, de or pt-BR";
const languageTag = z
  .string(LANGUAGE_MESSAGE)
  .trim()
  .refine((tag) => canonicalLanguage(tag) !== null, LANGUAGE_MESSAGE)
  .transform((tag) => canonicalLanguage(tag)!);

const hexColour = z
  .string("a colour like #0b5fff")
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, "a colour like #0b5fff")
  .toLowerCase();

const readableOnWhiteText = (colour: string) => contrastWithWhite(colour) >= MIN_CONTRAST;
const contrastMessage = (colour: string) =>
  `white text on ${colour} has a contrast of ${contrastWithWhite(colour).toFixed(1)}:1; buttons need ${MIN_CONTRAST}:1, choose a darker colour`;

const region = z.enum(["global", "eu", "asia"]);

const organisation = z
  .strictObject({
    /** Identifies the organisation: running setup again with the same code updates it. */
    code: z
      .string("a short code like acme")
      .trim()
      .regex(
        /^[a-z][a-z0-9-]{1,31}$/,
        "a short code of lower-case letters, digits and hyphens, like acme",
      ),
    brandName: z
      .string("the brand name")
      .trim()
      .min(1, "required")
      .max(100, "at most 100 characters"),
    contactEmail: z.email("an e-mail address").trim().toLowerCase().max(200),
    hosts: z
      .array(host, "a list of host names")
      .min(1, "at least one host name")
      .max(50, "at most 50 host names"),
    primaryColour: hexColour
      .refine(readableOnWhiteText, { error: (issue) => contrastMessage(String(issue.input)) })
      .optional(),
    palette: z
      .array(hexColour, "ten colours, lightest first")
      .length(10, "ten colours, lightest first")
      .optional(),
    /** A PNG, JPEG, WebP or SVG file, relative to the JSON file. */
    logo: z
      .string("the path of an image file")
      .trim()
      .min(1, "the path of an image file")
      .optional(),
    defaultSite: regionPath.optional(),
    brandTrackPaths: z.boolean().optional(),
    gatherInformation: z.boolean().optional(),
    offersLogout: z.boolean().optional(),
    gscHiddenCountries: z.array(countryCode).optional(),
    instructorLedHiddenRegions: z.array(region).optional(),
  })
  .superRefine((value, context) => {
    if (value.primaryColour && value.palette)
      context.addIssue({
        code: "custom",
        path: ["palette"],
        message: "give either primaryColour or palette, not both",
      });
    const primary = value.palette?.[7];
    if (primary && !readableOnWhiteText(primary))
      context.addIssue({ code: "custom", path: ["palette", 7], message: contrastMessage(primary) });
    const hosts = value.hosts.map((name) => name.toLowerCase());
    hosts.forEach((name, index) => {
      if (hosts.indexOf(name) !== index)
        context.addIssue({
          code: "custom",
          path: ["hosts", index],
          message: `${name} is listed twice`,
        });
    });
  });

const site = z
  .strictObject({
    path: regionPath,
    code: z
      .string("a site code like EN or DE")
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9-]{1,32}$/, "a site code like EN or DE")
      .optional(),
    languages: z
      .array(languageTag, 'a list of language tags like ["de", "en"]')
      .min(1, "at least one language (the first is the site's base language)")
      .max(20, "at most 20 languages"),
    country: countryCode.nullable().optional(),
    countries: z.array(countryCode, "a list of country codes").optional(),
    currency: currencyCode.optional(),
    /** Learner §4 "Cookie consent default": follows the path (learner §9); stated to be checked. */
    consentRegion: region.optional(),
    orderFood: z.boolean().optional(),
    showCompanyCertificate: z.boolean().optional(),
    completionCertificate: z.boolean().optional(),
    languageNavigation: z.boolean().optional(),
    nonCertificationMenu: z.boolean().optional(),
    gatherInformationOnLoad: z.boolean().optional(),
  })
  .superRefine((value, context) => {
    value.languages.forEach((tag, index) => {
      if (value.languages.indexOf(tag) !== index)
        context.addIssue({
          code: "custom",
          path: ["languages", index],
          message: `${tag} is listed twice`,
        });
    });
    const implied = regionOfPath(value.path);
    if (value.consentRegion !== undefined && value.consentRegion !== implied)
      context.addIssue({
        code: "custom",
        path: ["consentRegion"],
        message: `must be "${implied}" for the path ${value.path}: a site's region, and with it the cookie consent default, is its path's prefix (/eu/…, /asia/…, else global)`,
      });
  });

const administrator = z.strictObject({
  email: z.email("an e-mail address").trim().toLowerCase().max(254),
  firstName: z.string("the first name").trim().min(1, "required").max(30, "at most 30 characters"),
  lastName: z.string("the last name").trim().min(1, "required").max(30, "at most 30 characters"),
  country: countryCode,
});

export const setupInputSchema = z
  .strictObject({
    organisation,
    sites: z.array(site, "a list of sites").min(1, "at least one site"),
    administrator,
  })
  .superRefine((value, context) => {
    const paths = value.sites.map((entry) => entry.path);
    paths.forEach((path, index) => {
      if (paths.indexOf(path) !== index)
        context.addIssue({
          code: "custom",
          path: ["sites", index, "path"],
          message: `${path} is listed twice`,
        });
    });
    // Frame §4: one site serves a country in a language.
    const servedBy = new Map<string, number>();
    value.sites.forEach((entry, index) => {
      for (const country of entry.countries ?? (entry.country ? [entry.country] : []))
        for (const language of entry.languages) {
          const key = `${country}/${language}`;
          const other = servedBy.get(key);
          if (other !== undefined && other !== index)
            context.addIssue({
              code: "custom",
              path: ["sites", index, entry.countries ? "countries" : "country"],
              message: `${country} in ${language} is served by sites[${other}] already: one site serves a country in a language`,
            });
          else servedBy.set(key, index);
        }
    });
  });

export type SetupInput = z.output<typeof setupInputSchema>;

export type InputIssue = { path: string; message: string };

/** A zod path as the file spells it: `sites[1].languages[0]`. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return (
    path
      .map((key, index) =>
        typeof key === "number" ? `[${key}]` : `${index === 0 ? "" : "."}${String(key)}`,
      )
      .join("") || "(file)"
  );
}

/** The input, or every problem with it, each named by its field. */
export function parseSetupInput(
  raw: unknown,
): { ok: true; input: SetupInput } | { ok: false; issues: InputIssue[] } {
  const result = setupInputSchema.safeParse(raw);
  if (result.success) return { ok: true, input: result.data };
  return {
    ok: false,
    issues: result.error.issues.map((issue) => ({
      path: fieldPath(issue.path),
      message: issue.message,
    })),
  };
}
