import type { countries, countryLanguages, regionInfo } from "../../schema/site.ts";
import { LanguageId as L } from "./languages.ts";
import { TenantId } from "./tenants.ts";

type Region = "global" | "eu" | "asia";

/**
 * [code, English name, phone code, region, id of its level-1 region_info row].
 * The region is the regional platform that serves the country.
 */
// prettier-ignore
const countryTable: [string, string, string, Region, number][] = [
  ["GB", "United Kingdom", "+44", "global", 1],
  ["US", "United States", "+1", "global", 2],
  ["CA", "Canada", "+1", "global", 3],
  ["AE", "United Arab Emirates", "+971", "global", 4],
  ["SA", "Saudi Arabia", "+966", "global", 5],
  ["EG", "Egypt", "+20", "global", 6],
  ["KW", "Kuwait", "+965", "global", 7],
  ["QA", "Qatar", "+974", "global", 8],
  ["TR", "Türkiye", "+90", "global", 9],
  ["MX", "Mexico", "+52", "global", 10],
  ["AR", "Argentina", "+54", "global", 11],
  ["CO", "Colombia", "+57", "global", 12],
  ["CL", "Chile", "+56", "global", 13],
  ["BR", "Brazil", "+55", "global", 14],
  ["IN", "India", "+91", "global", 15],
  ["ZA", "South Africa", "+27", "global", 16],
  ["NG", "Nigeria", "+234", "global", 17],
  ["DE", "Germany", "+49", "eu", 20],
  ["AT", "Austria", "+43", "eu", 21],
  ["CH", "Switzerland", "+41", "eu", 22],
  ["FR", "France", "+33", "eu", 23],
  ["BE", "Belgium", "+32", "eu", 24],
  ["LU", "Luxembourg", "+352", "eu", 25],
  ["NL", "Netherlands", "+31", "eu", 26],
  ["IT", "Italy", "+39", "eu", 27],
  ["ES", "Spain", "+34", "eu", 28],
  ["PT", "Portugal", "+351", "eu", 29],
  ["PL", "Poland", "+48", "eu", 30],
  ["CZ", "Czechia", "+420", "eu", 31],
  ["SK", "Slovakia", "+421", "eu", 32],
  ["LT", "Lithuania", "+370", "eu", 33],
  ["LV", "Latvia", "+371", "eu", 34],
  ["EE", "Estonia", "+372", "eu", 35],
  ["SE", "Sweden", "+46", "eu", 36],
  ["DK", "Denmark", "+45", "eu", 37],
  ["NO", "Norway", "+47", "eu", 38],
  ["FI", "Finland", "+358", "eu", 39],
  ["HU", "Hungary", "+36", "eu", 40],
  ["RO", "Romania", "+40", "eu", 41],
  ["GR", "Greece", "+30", "eu", 42],
  ["IE", "Ireland", "+353", "eu", 43],
  ["KR", "South Korea", "+82", "asia", 50],
  ["VN", "Vietnam", "+84", "asia", 51],
  ["TH", "Thailand", "+66", "asia", 52],
  ["JP", "Japan", "+81", "asia", 53],
  ["SG", "Singapore", "+65", "asia", 54],
  ["MY", "Malaysia", "+60", "asia", 55],
  ["ID", "Indonesia", "+62", "asia", 56],
  ["PH", "Philippines", "+63", "asia", 57],
  ["AU", "Australia", "+61", "asia", 58],
  ["NZ", "New Zealand", "+64", "asia", 59],
];

export const countryRows: (typeof countries.$inferInsert)[] = countryTable.map(
  ([code, countryName, phoneCode, region]) => ({ code, countryName, phoneCode, region }),
);

/**
 * The country/language selector (frame §4): per tenant, which site serves a
 * country in a language. [country, language, site]; a country's first entry is
 * its preferred language.
 */
// prettier-ignore
const servedBy: Record<number, [string, number, number][]> = {
  [TenantId.main]: [
    ["US", L.en, 1], ["CA", L.en, 1], ["ZA", L.en, 1], ["NG", L.en, 1],
    ["GB", L.en, 2], ["IE", L.en, 2],
    ["AE", L.ar, 3], ["AE", L.en, 1], ["SA", L.ar, 3], ["SA", L.en, 1],
    ["EG", L.ar, 3], ["EG", L.en, 1], ["KW", L.ar, 3], ["QA", L.ar, 3], ["QA", L.en, 1],
    ["TR", L.tr, 4],
    ["MX", L.es, 5], ["AR", L.es, 5], ["CO", L.es, 5], ["CL", L.es, 5],
    ["BR", L.pt, 6],
    ["IN", L.en, 7],
    ["DE", L.de, 8], ["AT", L.de, 8],
    ["FR", L.fr, 9], ["LU", L.fr, 9], ["LU", L.de, 8],
    ["IT", L.it, 10],
    ["ES", L.es, 11],
    ["PL", L.pl, 12],
    ["NL", L.nl, 13],
    ["CZ", L.cs, 14], ["SK", L.cs, 14],
    ["CH", L.de, 15], ["CH", L.fr, 15], ["CH", L.it, 15],
    ["BE", L.nl, 16], ["BE", L.fr, 16],
    ["LT", L.lt, 17], ["LT", L.en, 17], ["LV", L.en, 17], ["EE", L.en, 17],
    // Europe without a site of its own: the global English site.
    ["PT", L.en, 1], ["SE", L.en, 1], ["DK", L.en, 1], ["NO", L.en, 1], ["FI", L.en, 1],
    ["HU", L.en, 1], ["RO", L.en, 1], ["GR", L.en, 1],
    ["KR", L.ko, 20],
    ["VN", L.vi, 21],
    ["TH", L.th, 22],
    ["JP", L.en, 27], ["SG", L.en, 27], ["MY", L.en, 27], ["ID", L.en, 27],
    ["PH", L.en, 27], ["AU", L.en, 27], ["NZ", L.en, 27],
  ],
  [TenantId.thermal]: [
    ["GB", L.en, 19], ["US", L.en, 19], ["DE", L.en, 19], ["FR", L.en, 19],
    ["AE", L.ar, 19], ["AE", L.en, 19], ["SA", L.ar, 19], ["SA", L.en, 19], ["QA", L.ar, 19],
  ],
  [TenantId.neutral]: [
    ["US", L.en, 30], ["GB", L.en, 30], ["CA", L.en, 30], ["AU", L.en, 30],
    ["IN", L.en, 30], ["ZA", L.en, 30],
  ],
};

export const countryLanguageRows: (typeof countryLanguages.$inferInsert)[] = Object.entries(
  servedBy,
).flatMap(([tenantId, entries]) =>
  entries.map(([countryCode, languageId, siteId]) => ({
    tenantId: Number(tenantId),
    countryCode,
    languageId,
    siteId,
    sort: entries.filter((e) => e[0] === countryCode).findIndex((e) => e[1] === languageId),
  })),
);

/**
 * Provinces (ids from 1000) and their cities (ids from 10000) for the chained
 * selects of the information-gathering dialog. Ids are fixed so that saved
 * addresses keep pointing at the same place after a re-seed.
 */
// prettier-ignore
const provinceTable: [string, number, string, [number, string][]][] = [
  ["DE", 1000, "Bayern", [[10000, "München"], [10001, "Nürnberg"]]],
  ["DE", 1001, "Berlin", [[10002, "Berlin"]]],
  ["DE", 1002, "Hessen", [[10003, "Frankfurt am Main"], [10004, "Wiesbaden"]]],
  ["DE", 1003, "Nordrhein-Westfalen", [[10005, "Köln"], [10006, "Düsseldorf"]]],
  ["AT", 1010, "Wien", [[10010, "Wien"]]],
  ["AT", 1011, "Tirol", [[10011, "Innsbruck"]]],
  ["CH", 1020, "Zürich", [[10020, "Zürich"], [10021, "Winterthur"]]],
  ["CH", 1021, "Genève", [[10022, "Genève"]]],
  ["GB", 1030, "England", [[10030, "London"], [10031, "Manchester"]]],
  ["GB", 1031, "Scotland", [[10032, "Edinburgh"]]],
  ["AE", 1040, "Dubai", [[10040, "Dubai"]]],
  ["AE", 1041, "Abu Dhabi", [[10041, "Abu Dhabi"]]],
  ["US", 1050, "California", [[10050, "Los Angeles"], [10051, "San Francisco"]]],
  ["US", 1051, "Texas", [[10052, "Houston"]]],
  ["KR", 1060, "Seoul", [[10060, "Seoul"]]],
  ["FR", 1070, "Île-de-France", [[10070, "Paris"]]],
  ["FR", 1071, "Auvergne-Rhône-Alpes", [[10071, "Lyon"]]],
  ["SA", 1080, "Riyadh", [[10080, "Riyadh"]]],
  ["SA", 1081, "Makkah", [[10081, "Jeddah"], [10082, "Mecca"]]],
  ["PL", 1090, "Mazowieckie", [[10090, "Warszawa"]]],
];

type RegionRow = typeof regionInfo.$inferInsert;

function countryRegionId(code: string): number {
  const entry = countryTable.find((c) => c[0] === code);
  if (!entry) throw new Error(`Unknown seed country ${code}`);
  return entry[4];
}

export const regionInfoRows: RegionRow[] = [
  // Countries sort by name (sort 0), provinces and cities in the order above.
  ...countryTable.map(([code, name, , , id]) => ({
    id,
    parentId: null,
    level: 1,
    name,
    countryCode: code,
    sort: 0,
  })),
  ...provinceTable.flatMap(([countryCode, id, name, cities], index): RegionRow[] => [
    { id, parentId: countryRegionId(countryCode), level: 2, name, countryCode, sort: index },
    ...cities.map(([cityId, cityName], cityIndex) => ({
      id: cityId,
      parentId: id,
      level: 3,
      name: cityName,
      countryCode,
      sort: cityIndex,
    })),
  ]),
];
