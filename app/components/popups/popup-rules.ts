/*
 * Which of the frame's popups shows, and in what order (frame §4 "Popups"):
 * at most one at a time, the first of the queue whose rule holds. Free of
 * React so the rules are tested as tables.
 */
import type { CertificateReminder } from "#contract/certificate.ts";
import { missingSupplementFields } from "#contract/identity-rules.ts";
import { isExamPage, isHomeLikePage } from "#contract/site-paths.ts";
import type { UserInfo } from "#contract/identity.ts";
import type { FeedbackConfig, Region, SupplementInfo } from "#contract/site.ts";
import type { SurveyDetail } from "#contract/survey.ts";

/**
 * The queue: the migration notice first (it explains the address the learner
 * is on), then the fields the portal needs, then the certificate reminder (a
 * certification the learner is in needs a certificate they no longer hold),
 * then the survey, and the feedback invitation last (the one a visitor sees
 * too). The exam page has its own reminder, for the release it sits.
 */
export const POPUP_ORDER = [
  "migration",
  "information",
  "certificate",
  "survey",
  "feedback",
] as const;
export type PopupName = (typeof POPUP_ORDER)[number];

/** Each popup's rule: true shows, false does not, undefined still being read. */
export type PopupRules = Partial<Record<PopupName, boolean>>;

/**
 * The popup to show now: the first in order not yet closed whose rule holds,
 * once every popup before it is known not to show (a slow call never lets a
 * later popup jump ahead and then be covered).
 */
export function nextPopup(rules: PopupRules, closed: ReadonlySet<PopupName>): PopupName | null {
  for (const name of POPUP_ORDER) {
    if (closed.has(name)) continue;
    const rule = rules[name];
    if (rule === undefined) return null;
    if (rule) return name;
  }
  return null;
}

/** The feedback cookie ("false" once closed, one week: frame §9), a functionality cookie of the inventory. */
export { FEEDBACK_COOKIE } from "#contract/consent-rules.ts";

/**
 * Feedback (frame §4): an active configuration, unless the cookie says false;
 * it opens by itself only where closing it can be remembered (`remembers`:
 * functionality cookies may be stored), elsewhere only its icon offers it
 * (decision 0036).
 */
export function showsFeedback(
  config: FeedbackConfig | null,
  cookie: string | null,
  remembers: boolean,
): boolean {
  return remembers && config?.activeState === "1" && config.link !== "" && cookie !== "false";
}

/**
 * Where the frame's popups and floating icons show at all: not on the exam
 * page, where a timed paper is sat and anything floating over it (or taking
 * the focus from it) costs the learner time (decision 0050).
 */
export const framePopupsShown = (rest: string) => !isExamPage(rest);

/**
 * The certificate reminder (frame §4 "Certificate reminder"; frame §2: a
 * dialog of the home-like pages): a signed-in learner on a home-like page
 * with a reminder due (`reminders`, read for such a page only; null while not
 * known).
 */
export function showsCertificateReminder(
  rest: string,
  reminders: readonly CertificateReminder[] | null,
): boolean | undefined {
  if (!isHomeLikePage(rest)) return false;
  return reminders === null ? undefined : reminders.length > 0;
}

/**
 * The cookie banner comes first (no popup until the visitor has chosen), and
 * the cookie manager itself shows none (decision 0036).
 */
export const popupsWait = (consentChosen: boolean, onCookieManager: boolean) =>
  !consentChosen || onCookieManager;

/** The migration notice: an EU or Asia site, a signed-in user whose flag is '1'. */
export function showsMigration(
  region: Region,
  user: Pick<UserInfo, "migrationPopStatus"> | null,
): boolean {
  return region !== "global" && user?.migrationPopStatus === "1";
}

/**
 * Information gathering: the global flag set, a signed-in user, and a field
 * the configuration flags '1' empty (a phone misses its number or its code).
 */
export function showsInformation(
  flagSet: boolean,
  user: UserInfo | null,
  flags: Partial<SupplementInfo> | null,
): boolean {
  if (!flagSet || !user || !flags) return false;
  return missingSupplementFields(flags, user).length > 0;
}

/** The survey: for a signed-in user, when popUp and config are both set and it has questions. */
export function showsSurvey(detail: SurveyDetail | null): boolean {
  return Boolean(detail?.popUp && detail.config && detail.survey && detail.survey.questions.length);
}
