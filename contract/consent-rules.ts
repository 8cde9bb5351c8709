/**
 * Cookie consent (frame §3 "Cookie inventory", §4 "Cookie consent", §9;
 * learner §4 "Cookie consent default"): the cookies the portal sets, by
 * policy category, and what a visitor's choice allows. Zod-free (decision
 * 0005): the pages, the server and the tests read the same inventory.
 */

export const COOKIE_CATEGORIES = ["necessary", "functionality", "analytics"] as const;
export type CookieCategory = (typeof COOKIE_CATEGORIES)[number];
/** The categories a visitor may refuse. */
export type OptionalCategory = Exclude<CookieCategory, "necessary">;
export const OPTIONAL_CATEGORIES = [
  "functionality",
  "analytics",
] as const satisfies readonly OptionalCategory[];

/** Frame §2: the cookie manager, below each site prefix (and /mobile). */
export const COOKIES_PREFERENCES_PATH = "/cookies-preferences";

/** Frame §9: a cookie's longest life, one year. */
export const COOKIE_MAX_AGE_SECONDS = 31_536_000;
/** Frame §4: the remembered language. */
export const LANGUAGE_COOKIE = "languageCheckedId";
/** Frame §4: the first-visit country/language tip was closed. */
export const TIPS_COOKIE = "showCountryLanguageTips";
/** Frame §4, §9: the feedback invitation was closed ("false"), for one week. */
export const FEEDBACK_COOKIE = "showFeedback";
/** Frame §4: the "disclaimer" cookie holds the visitor's consent choice (see encodeConsent). */
export const CONSENT_COOKIE = "disclaimer";
/**
 * The consent text's version: a choice made under an older version is no
 * choice any more (the banner asks again), as when a category is added.
 */
export const CONSENT_VERSION = 1;
/** Frame §9, learner §9: countries whose visitors are offered Reject and default to it. */
export const COOKIE_RESTRICTED_COUNTRIES: readonly string[] = ["LT", "EE", "LV"];

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** One cookie (or a family of names serving one purpose) of the inventory. */
export type CookieEntry = {
  /** Text key of its purpose (cookies.purpose.{key}). */
  key: string;
  names: readonly string[];
  category: CookieCategory;
  /** How long it lives; null: until the browser closes. */
  lifespanSeconds: number | null;
  /** Whether page scripts write it (and may delete it) or the server (HttpOnly). */
  writtenBy: "browser" | "server";
};

/**
 * Every cookie the portal really sets (frame §3 names authentication, user
 * id, username, disclaimer, source system and analytics cookies; this portal
 * keeps the user server-side behind one session cookie and sets no analytics
 * cookie). server/cookie-inventory.test.ts checks the server's against this
 * list; app/frame/consent.ts writes the browser's only through it.
 */
export const COOKIE_INVENTORY: readonly CookieEntry[] = [
  {
    key: "session",
    names: ["academy_session", "__Host-academy_session"],
    category: "necessary",
    lifespanSeconds: 14 * DAY,
    writtenBy: "server",
  },
  {
    key: "signInTransaction",
    names: ["academy_sso_login", "academy_sso_logout"],
    category: "necessary",
    lifespanSeconds: 10 * MINUTE,
    writtenBy: "server",
  },
  {
    key: "identityProviderSession",
    names: ["_session", "_session.sig"],
    category: "necessary",
    lifespanSeconds: 14 * DAY,
    writtenBy: "server",
  },
  {
    key: "identityProviderInteraction",
    names: ["_interaction", "_interaction.sig", "_interaction_resume", "_interaction_resume.sig"],
    category: "necessary",
    lifespanSeconds: HOUR,
    writtenBy: "server",
  },
  {
    key: "consent",
    names: [CONSENT_COOKIE],
    category: "necessary",
    lifespanSeconds: COOKIE_MAX_AGE_SECONDS,
    writtenBy: "browser",
  },
  {
    key: "language",
    names: [LANGUAGE_COOKIE],
    category: "functionality",
    lifespanSeconds: COOKIE_MAX_AGE_SECONDS,
    writtenBy: "browser",
  },
  {
    key: "languageTip",
    names: [TIPS_COOKIE],
    category: "functionality",
    lifespanSeconds: COOKIE_MAX_AGE_SECONDS,
    writtenBy: "browser",
  },
  {
    key: "feedback",
    names: [FEEDBACK_COOKIE],
    category: "functionality",
    lifespanSeconds: 7 * DAY,
    writtenBy: "browser",
  },
];

/** The inventory entry of a cookie name, if the portal sets it. */
export function cookieEntryOf(name: string): CookieEntry | undefined {
  return COOKIE_INVENTORY.find((entry) => entry.names.includes(name));
}

/** A visitor's recorded choice: which optional categories they allow, when, under which text. */
export type ConsentChoice = {
  version: number;
  functionality: boolean;
  analytics: boolean;
  /** ISO 8601 instant of the choice. */
  date: string;
};

/**
 * The consent cookie's value: version, allowed categories joined by "+",
 * date, separated by "|" ("1|functionality+analytics|2026-05-04T10:20:30.000Z";
 * "1||…" refuses both). Every character is a valid cookie octet, so the value
 * needs no escaping and reads as it is in the browser's cookie list.
 */
export function encodeConsent(choice: ConsentChoice): string {
  const allowed = OPTIONAL_CATEGORIES.filter((category) => choice[category]);
  return `${choice.version}|${allowed.join("+")}|${choice.date}`;
}

/** The choice a consent cookie holds; null when there is none that still counts. */
export function decodeConsent(value: string | null | undefined): ConsentChoice | null {
  if (!value) return null;
  const match = /^(\d{1,4})\|([a-z+]*)\|(\d{4}-\d{2}-\d{2}T[\d:.]+Z)$/.exec(value);
  if (!match) return null;
  const version = Number(match[1]);
  if (version !== CONSENT_VERSION) return null;
  const allowed = match[2] ? match[2].split("+") : [];
  if (allowed.some((category) => !(OPTIONAL_CATEGORIES as readonly string[]).includes(category)))
    return null;
  if (Number.isNaN(Date.parse(match[3]!))) return null;
  return {
    version,
    functionality: allowed.includes("functionality"),
    analytics: allowed.includes("analytics"),
    date: match[3]!,
  };
}

/** Where the visitor is: the site's region and the country the IP lookup found. */
export type ConsentPlace = { region: string; countryCode: string | null };

/**
 * Frame §4: Reject is offered on EU sites (paths /eu/...) and to visitors from
 * the restricted countries, who also default to reject-all until they choose.
 */
export function isConsentRestricted(place: ConsentPlace): boolean {
  return (
    place.region === "eu" ||
    (place.countryCode !== null && COOKIE_RESTRICTED_COUNTRIES.includes(place.countryCode))
  );
}

/**
 * Learner §4: accept-all outside the restricted countries and the EU, reject-all
 * there until the visitor chooses.
 */
export function defaultConsent(place: ConsentPlace): "accept-all" | "reject-all" {
  return isConsentRestricted(place) ? "reject-all" : "accept-all";
}

/** Whether a cookie of the category may be stored: the visitor's choice, else the place's default. */
export function allowsCategory(
  category: CookieCategory,
  choice: ConsentChoice | null,
  place: ConsentPlace,
): boolean {
  if (category === "necessary") return true;
  if (choice) return choice[category];
  return defaultConsent(place) === "accept-all";
}
