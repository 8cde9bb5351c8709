import { z } from "zod";

/** Entities of the site domain with the spec's field names (frame §3). */

export const languageSchema = z.object({
  id: z.number().int(),
  languageComplete: z.string(),
  languageSimple: z.string(),
  countryCode: z.string(),
  languagePackId: z.string(),
  /** '1' right to left. */
  rtlStatus: z.enum(["0", "1"]),
});
export type Language = z.infer<typeof languageSchema>;

export const regionSchema = z.enum(["global", "eu", "asia"]);
export type Region = z.infer<typeof regionSchema>;

export const siteInfoSchema = z.object({
  siteId: z.number().int(),
  siteCode: z.string(),
  siteName: z.string(),
  pathPrefix: z.string(),
  region: regionSchema,
  baseLanguageId: z.number().int(),
  orderFood: z.boolean(),
  showCompanyCertificate: z.boolean(),
  languageNavigation: z.boolean(),
  nonCertificationMenu: z.boolean(),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;

export const dictTypes = [
  "front_logo",
  "certificate_step",
  "certification_programs",
  "learn_ways",
] as const;
export const dictTypeSchema = z.enum(dictTypes);
export type DictType = z.infer<typeof dictTypeSchema>;

export const dictItemSchema = z.object({
  dictType: z.string(),
  dictLabel: z.string(),
  dictValue: z.string(),
});
export type DictItem = z.infer<typeof dictItemSchema>;

export const seoConfigSchema = z.object({
  url: z.string(),
  title: z.string(),
  description: z.string(),
});
export type SeoConfig = z.infer<typeof seoConfigSchema>;

export const footerLinkSchema = z.object({
  id: z.number().int(),
  areaKind: z.number().int().min(1).max(6),
  linkTitle: z.string(),
  linkUrl: z.string(),
  linkImage: z.string(),
});
export type FooterLink = z.infer<typeof footerLinkSchema>;

export const socialItemSchema = z.object({
  id: z.number().int(),
  linkImage: z.string(),
  socialMediaList: z.array(z.object({ title: z.string(), link: z.string() })),
});
export type SocialItem = z.infer<typeof socialItemSchema>;

export const feedbackConfigSchema = z.object({
  title: z.string(),
  description: z.string(),
  link: z.string(),
  /** '1' active. */
  activeState: z.enum(["0", "1"]),
});
export type FeedbackConfig = z.infer<typeof feedbackConfigSchema>;

export const tenantBrandSchema = z.object({
  code: z.string(),
  brandName: z.string(),
  /** Brand-security listing paths (/hikvision-security-certification/...) or /overview/{kind}. */
  brandTrackPaths: z.boolean(),
  contactEmail: z.string(),
  /** The information-gathering flow on enrolment (learner §4 "Enrol flow" step 4: the second tenant). */
  gatherInformation: z.boolean(),
  /** Frame §4 "Logout": the frame offers logout (the main brand and the thermal sub-brand). */
  offersLogout: z.boolean(),
  /** The brand colour as ten shades, lightest first (frame §1: the variants differ in look). */
  brandPalette: z.array(z.string()),
});
export type TenantBrand = z.infer<typeof tenantBrandSchema>;

/**
 * Everything the shared frame needs to render a page of a site (frame §2):
 * brand, site, language, logo, menus, footer, SEO.
 */
export type FrameData = {
  tenant: TenantBrand;
  site: SiteInfo;
  language: Language;
  /** The site's languages; the top language bar shows when there is more than one. */
  languages: Language[];
  dict: Record<DictType, DictItem[]>;
  footer: { links: FooterLink[]; social: SocialItem[] };
  seo: SeoConfig[];
  /** The general-certification menu is hidden for the visitor's country (frame §2). */
  hideGeneralCertification: boolean;
  /**
   * Instructor-led training is hidden on this site (frame §2: the main brand on
   * an EU site), as the tenant's hidden regions say.
   */
  hideInstructorLed: boolean;
  /** ISO country of the visitor (geo lookup), when known. */
  countryCode: string | null;
  feedback: FeedbackConfig | null;
  /** Certification kinds of the tenant (the non-brand tenants' listing paths use pathName). */
  kinds: { kindType: number; kindName: string; pathName: string }[];
};

export const countryEntrySchema = z.object({
  country: z.string(),
  countryName: z.string(),
  languageList: z.array(
    z.object({
      id: z.number().int(),
      languageComplete: z.string(),
      siteId: z.number().int(),
      pathPrefix: z.string(),
    }),
  ),
});
export type CountryEntry = z.infer<typeof countryEntrySchema>;

export const currencyTypeSchema = z.object({
  id: z.number().int(),
  currencyType: z.string(),
  symbol: z.string(),
});

const flag = z.enum(["0", "1"]);
/** Which personal fields are required before enrolment; '1' required (frame §3 "Supply info"). */
export const supplementInfoSchema = z.object({
  firstName: flag,
  lastName: flag,
  phoneNumber: flag,
  phoneCode: flag,
  address: flag,
  postcode: flag,
  country: flag,
  province: flag,
  city: flag,
  vatNumber: flag,
});
export type SupplementInfo = z.infer<typeof supplementInfoSchema>;

export const regionNodeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  countryCode: z.string(),
  level: z.number().int(),
});
export const regionListItemSchema = regionNodeSchema.extend({ phoneCode: z.string().optional() });
export const countryTreeSchema = regionNodeSchema.extend({
  phoneCode: z.string(),
  children: z.array(regionNodeSchema.extend({ children: z.array(regionNodeSchema) })),
});

export const userTypeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  typeName: z.string(),
});

/** A site name as the front end reads it from the path: "en", "eu/de". */
export const siteNameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^(?:(?:eu|asia)\/)?[a-z][a-z0-9-]{0,30}$/, "not a site name");
