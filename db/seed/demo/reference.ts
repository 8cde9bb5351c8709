import {
  supplementFields,
  type currencies,
  type SupplementField,
  type SupplementFlag,
  type supplementInfoConfigs,
  type userTypes,
} from "../../schema/site.ts";
import { TenantId } from "./tenants.ts";

export const currencyRows: (typeof currencies.$inferInsert)[] = [
  { id: 1, currencyType: "EUR", symbol: "€" },
  { id: 2, currencyType: "USD", symbol: "$" },
  { id: 3, currencyType: "GBP", symbol: "£" },
  { id: 4, currencyType: "PLN", symbol: "zł" },
  { id: 5, currencyType: "CHF", symbol: "CHF" },
  { id: 6, currencyType: "AED", symbol: "د.إ" },
  { id: 7, currencyType: "KRW", symbol: "₩" },
];

/** Labels per language pack; "en" is the fallback for the others. */
export const userTypeRows: (typeof userTypes.$inferInsert)[] = [
  {
    code: "installer",
    typeNames: {
      en: "Installer",
      ar: "فني تركيب",
      de: "Installateur",
      fr: "Installateur",
      it: "Installatore",
      es: "Instalador",
      pl: "Instalator",
    },
  },
  {
    code: "integrator",
    typeNames: {
      en: "System integrator",
      ar: "مُكامل أنظمة",
      de: "Systemintegrator",
      fr: "Intégrateur de systèmes",
      it: "System integrator",
      es: "Integrador de sistemas",
      pl: "Integrator systemów",
    },
  },
  {
    code: "engineer",
    typeNames: {
      en: "Engineer",
      ar: "مهندس",
      de: "Ingenieur",
      fr: "Ingénieur",
      it: "Ingegnere",
      es: "Ingeniero",
      pl: "Inżynier",
    },
  },
  {
    code: "distributor",
    typeNames: {
      en: "Distributor",
      ar: "موزّع",
      de: "Distributor",
      fr: "Distributeur",
      it: "Distributore",
      es: "Distribuidor",
      pl: "Dystrybutor",
    },
  },
  {
    code: "consultant",
    typeNames: {
      en: "Consultant",
      ar: "استشاري",
      de: "Berater",
      fr: "Consultant",
      it: "Consulente",
      es: "Consultor",
      pl: "Konsultant",
    },
  },
  {
    code: "end_user",
    typeNames: {
      en: "End user",
      ar: "مستخدم نهائي",
      de: "Endanwender",
      fr: "Utilisateur final",
      it: "Utente finale",
      es: "Usuario final",
      pl: "Użytkownik końcowy",
    },
  },
  {
    code: "student",
    typeNames: {
      en: "Student",
      ar: "طالب",
      de: "Studierende",
      fr: "Étudiant",
      it: "Studente",
      es: "Estudiante",
      pl: "Student",
    },
  },
].map((row, index) => ({ id: index + 1, ...row, sort: index + 1 }));

function flags(required: SupplementField[]): Record<SupplementField, SupplementFlag> {
  return Object.fromEntries(
    supplementFields.map((field) => [field, required.includes(field) ? "1" : "0"]),
  ) as Record<SupplementField, SupplementFlag>;
}

/** Which personal fields each tenant and region requires before enrolment (frame §3 "Supply info"). */
export const supplementInfoRows: (typeof supplementInfoConfigs.$inferInsert)[] = [
  {
    tenantId: TenantId.main,
    region: "global",
    flags: flags(["firstName", "lastName", "country"]),
  },
  {
    tenantId: TenantId.main,
    region: "eu",
    // EU invoices need the full address, the company and a VAT number.
    flags: flags([
      "companyName",
      "type",
      "firstName",
      "lastName",
      "phoneNumber",
      "phoneCode",
      "country",
      "city",
      "address",
      "postcode",
      "vatNumber",
    ]),
  },
  {
    tenantId: TenantId.main,
    region: "asia",
    flags: flags(["firstName", "lastName", "phoneNumber", "phoneCode", "country"]),
  },
  {
    tenantId: TenantId.thermal,
    region: "global",
    // The information-gathering flow of the thermal tenant (learner §4 "Enrol flow").
    flags: flags([
      "firstName",
      "lastName",
      "phoneNumber",
      "phoneCode",
      "country",
      "province",
      "city",
      "address",
    ]),
  },
  { tenantId: TenantId.neutral, region: "global", flags: flags(["firstName", "lastName"]) },
];
