import { z } from "zod";
import { endpoints, idSchema, scopeSchema } from "./endpoint.ts";

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
  /** The information-gathering flag: the frame's popup asks for missing required fields. */
  gatherInformationOnLoad: z.boolean(),
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
  /**
   * Whether the tenant has more than one language across its sites: the
   * first-visit country/language tip needs one to offer (frame §4).
   */
  multipleLanguages: boolean;
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
  /** The site has FAQ entries in the page's language: the floating FAQ icon may show (frame §2). */
  hasFaq: boolean;
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
  /** Company name and user type: frame §5 names their required messages. */
  companyName: flag,
  type: flag,
});
export type SupplementInfo = z.infer<typeof supplementInfoSchema>;

export const regionNodeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  countryCode: z.string(),
  level: z.number().int(),
});
export const regionListItemSchema = regionNodeSchema.extend({ phoneCode: z.string().optional() });
export type RegionListItem = z.infer<typeof regionListItemSchema>;
export const countryTreeSchema = regionNodeSchema.extend({
  phoneCode: z.string(),
  children: z.array(regionNodeSchema.extend({ children: z.array(regionNodeSchema) })),
});
/** A country, province or city of that tree, whichever its depth. */
export type RegionNode = z.infer<typeof regionNodeSchema> & {
  phoneCode?: string;
  children?: RegionNode[];
};

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

const footerSchema = z.object({
  links: z.array(footerLinkSchema),
  social: z.array(socialItemSchema),
});

/** The site domain's calls (frame §7, learner §7). */
export const siteApi = endpoints({
  siteInfo: {
    path: "/front-api/getSiteInfo",
    method: "POST",
    request: z.object({ siteName: siteNameSchema }),
    response: siteInfoSchema,
  },
  siteByName: {
    path: "/front-api/site/getByName",
    method: "GET",
    request: z.object({ siteName: siteNameSchema }),
    response: z.object({ siteId: z.number().int() }),
  },
  tenantLanguages: {
    path: "/certification/language/multi",
    method: "GET",
    request: scopeSchema,
    response: z.array(languageSchema),
  },
  siteLanguages: {
    path: "/certification/languageSwitch/listByParam",
    method: "POST",
    request: scopeSchema,
    response: z.array(languageSchema),
  },
  seo: {
    path: "/certification/seo/getRelBySiteId",
    method: "POST",
    request: scopeSchema,
    response: z.array(seoConfigSchema),
  },
  footer: {
    path: "/certification/footer/searchFooter",
    method: "GET",
    request: scopeSchema,
    response: footerSchema,
  },
  countryByIp: {
    path: "/certification/location/getCountryByIp",
    method: "GET",
    request: scopeSchema,
    response: z.object({ iso_code: z.string().nullable() }),
  },
  dictionary: {
    path: "/certification/dictData/getDictModelList",
    method: "GET",
    request: scopeSchema.extend({ dictType: dictTypeSchema }),
    response: z.array(dictItemSchema),
  },
  dictionaries: {
    path: "/certification/dictData/batchQueryDictModelList",
    method: "POST",
    request: scopeSchema.extend({ dictTypeList: z.array(dictTypeSchema).min(1).max(20) }),
    response: z.record(z.string(), z.array(dictItemSchema)),
  },
  countryLanguages: {
    path: "/certification/countryLanguage/getList",
    method: "POST",
    request: scopeSchema,
    response: z.array(countryEntrySchema),
  },
  sitesByIds: {
    path: "/certification/site/getListByIds",
    method: "POST",
    request: scopeSchema.extend({ id: z.union([idSchema, z.array(idSchema).max(100)]) }),
    response: z.array(siteInfoSchema),
  },
  nonCertificationMenu: {
    path: "/certification/site/openNonCertificationOrNot",
    method: "POST",
    request: scopeSchema,
    response: z.boolean(),
  },
  feedback: {
    path: "/certification/siteFeedback/getBySiteId",
    method: "GET",
    request: scopeSchema,
    // null when the site has no feedback popup configured.
    response: feedbackConfigSchema.nullable(),
  },
  currencyTypes: {
    path: "/certification/currency/getCurrencyTypeList",
    method: "GET",
    request: scopeSchema,
    response: z.array(currencyTypeSchema),
  },
  regionList: {
    path: "/certification/regionInfo/getList",
    method: "GET",
    request: scopeSchema.extend({
      type: z.coerce
        .number<1 | 2 | 3>()
        .pipe(z.union([z.literal(1), z.literal(2), z.literal(3)]))
        .default(1),
      countryQueryType: z.enum(["all", "site"]).default("all"),
      parentId: idSchema.optional(),
    }),
    response: z.array(regionListItemSchema),
  },
  regionIds: {
    path: "/certification/regionInfo/listRegionIdByParam",
    method: "POST",
    request: scopeSchema.extend({
      countryCodeList: z.array(z.string().trim().toUpperCase().length(2)).max(300).optional(),
      nameList: z.array(z.string().trim().min(1).max(100)).max(300).optional(),
      type: z.number().int().min(1).max(3).optional(),
    }),
    response: z.array(z.number().int()),
  },
  provinceCityTree: {
    path: "/certification/provinceCity/getListForSupplement",
    method: "GET",
    request: scopeSchema,
    response: z.array(countryTreeSchema),
  },
  supplementInfo: {
    path: "/certification/supplementInfo/query",
    method: "GET",
    request: scopeSchema,
    response: supplementInfoSchema,
  },
  userTypes: {
    path: "/user/getTypeList",
    method: "GET",
    request: scopeSchema,
    response: z.array(userTypeSchema),
  },
});
