import { IconHelp, IconMessageCircle } from "@tabler/icons-react";
import { Suspense, lazy, useCallback, useEffect, useRef, useState, type Ref } from "react";
import { Link, useNavigate } from "react-router";
import { Code } from "#contract/codes.ts";
import type { CertificateReminder } from "#contract/certificate.ts";
import { CERTIFICATE_REMINDERS_PATH, DISMISS_REMINDER_PATH } from "#contract/certificate-rules.ts";
import type { UserInfo } from "#contract/identity.ts";
import type { FrameData, SupplementInfo } from "#contract/site.ts";
import type { SurveyDetail } from "#contract/survey.ts";
import { COOKIES_PREFERENCES_PATH } from "#contract/consent-rules.ts";
import { FAQ_PATH, showsFaqIcon } from "#contract/content-rules.ts";
import { SUPPLEMENT_INFO_PATH } from "#contract/enrolment-rules.ts";
import { isHomeLikePage } from "#contract/site-paths.ts";
import { consentPlaceOf, mayStore, recordedConsent } from "../../frame/consent.ts";
import { readCookie } from "../../frame/cookies.ts";
import { MY_LEARNING_PATH } from "../../frame/menus.ts";
import { useApiClient, useRootData, useSiteLinks } from "../../frame/use-frame.ts";
import {
  USER_INFO_PATH,
  toFrameUser,
  useCurrentUser,
  useLearnerPending,
  useSetCurrentUser,
} from "../../frame/use-user.ts";
import { useTranslation } from "../../i18n/translation.tsx";
import { useBrowserCookies } from "../../hooks/use-browser-cookies.ts";
import {
  FEEDBACK_COOKIE,
  framePopupsShown,
  nextPopup,
  popupsWait,
  showsCertificateReminder,
  showsFeedback,
  showsInformation,
  showsMigration,
  showsSurvey,
  type PopupName,
  type PopupRules,
} from "./popup-rules.ts";
import classes from "./popups.module.css";

// Each popup is its own chunk: a page pays for one only when it shows (or its icon does).
const FeedbackPopup = lazy(() =>
  import("./feedback-popup.tsx").then((module) => ({ default: module.FeedbackPopup })),
);
const MigrationPopup = lazy(() => import("./migration-popup.tsx"));
const SurveyPopup = lazy(() => import("./survey-popup.tsx"));
const CertificateReminderPopup = lazy(() => import("./certificate-reminder-popup.tsx"));
const SupplementDialog = lazy(() =>
  import("../enrolment/supplement-dialog.tsx").then((module) => ({
    default: module.SupplementDialog,
  })),
);

/**
 * The frame's popups (frame §4 "Popups"), mounted once in the root layout:
 * nothing on the server or for a page without a site frame, nor on the exam
 * page (decision 0050).
 */
export function FramePopups() {
  const frame = useRootData()?.frame;
  const { rest } = useSiteLinks();
  if (!frame || !framePopupsShown(rest)) return null;
  return (
    <>
      <FaqIcon hasFaq={frame.hasFaq} />
      <PopupQueue frame={frame} />
    </>
  );
}

/**
 * The floating FAQ icon (frame §2): on home, My Learning and the overview
 * pages, when the site's FAQ has entries (the server's answer, in the frame);
 * it leads to the site's FAQ page. Part of the server-rendered page, so it
 * never jumps in after hydration.
 */
function FaqIcon({ hasFaq }: { hasFaq: boolean }) {
  const { t } = useTranslation();
  const { link, rest, mobile } = useSiteLinks();
  if (!showsFaqIcon(rest, hasFaq)) return null;
  return (
    <Link
      to={link(FAQ_PATH)}
      className={classes.faqIcon}
      data-mobile={mobile || undefined}
      aria-label={t("popups.faq.open")}
      data-testid="faq-icon"
    >
      <IconHelp size={24} aria-hidden />
    </Link>
  );
}

/** What the queue read after hydration; null while not asked or refused. */
type Reads = {
  user: UserInfo | null;
  flags: Partial<SupplementInfo> | null;
  survey: SurveyDetail | null;
  feedbackCookie: string | null;
};

function PopupQueue({ frame }: { frame: FrameData }) {
  const api = useApiClient();
  const signedIn = useCurrentUser() !== null;
  // A signed-in learner not read yet (decision 0027): the popups wait to know who it is.
  const pending = useLearnerPending();
  const cookies = useBrowserCookies();
  const setCurrentUser = useSetCurrentUser();
  const navigate = useNavigate();
  const { link, rest, mobile } = useSiteLinks();
  const [reads, setReads] = useState<Reads | null>(null);
  const [closed, setClosed] = useState<ReadonlySet<PopupName>>(new Set());
  const [feedbackReopened, setFeedbackReopened] = useState(false);
  const feedbackIcon = useRef<HTMLButtonElement>(null);
  // The learner's due reminders, read once the learner is on a home-like page (frame §2).
  const [reminders, setReminders] = useState<CertificateReminder[] | null>(null);
  const homeLike = isHomeLikePage(rest);
  const gathers = frame.site.gatherInformationOnLoad;
  const asksUser = signedIn && (frame.site.region !== "global" || gathers);

  // Read once per site and user: the calls every popup needs, side by side.
  useEffect(() => {
    if (pending) return;
    const controller = new AbortController();
    const quiet = { quiet: true, loginRedirect: false, signal: controller.signal } as const;
    void Promise.all([
      asksUser ? api.get(USER_INFO_PATH, undefined, quiet) : null,
      signedIn && gathers ? api.get(SUPPLEMENT_INFO_PATH, undefined, quiet) : null,
      // Frame §8: any code other than 200 abandons the survey silently.
      signedIn ? api.get("/user/survey/detail", undefined, quiet) : null,
    ]).then(([user, flags, survey]) => {
      if (controller.signal.aborted) return;
      setReads({
        user: user?.code === Code.success ? user.data : null,
        flags: flags?.code === Code.success ? flags.data : null,
        survey: survey?.code === Code.success ? survey.data : null,
        feedbackCookie: readCookie(document.cookie, FEEDBACK_COOKIE),
      });
    });
    return () => controller.abort();
  }, [api, pending, signedIn, asksUser, gathers]);

  useEffect(() => {
    if (pending || !signedIn || !homeLike || reminders !== null) return;
    const controller = new AbortController();
    const quiet = { quiet: true, loginRedirect: false, signal: controller.signal } as const;
    void api.get(CERTIFICATE_REMINDERS_PATH, undefined, quiet).then((answer) => {
      if (controller.signal.aborted) return;
      setReminders(answer.code === Code.success ? answer.data : []);
    });
    return () => controller.abort();
  }, [api, pending, signedIn, homeLike, reminders]);

  const close = useCallback(
    (name: PopupName) => setClosed((previous) => new Set(previous).add(name)),
    [],
  );

  const feedbackActive = frame.feedback?.activeState === "1" && frame.feedback.link !== "";
  // The icon is part of the page (its styles in the root's bundle); the dialogs come when they show.
  const icon = feedbackActive && (
    <FeedbackIcon ref={feedbackIcon} mobile={mobile} onOpen={() => setFeedbackReopened(true)} />
  );
  if (!reads) return icon;
  const place = consentPlaceOf(frame);
  const rules: PopupRules = {
    migration: showsMigration(frame.site.region, reads.user),
    information: showsInformation(gathers, reads.user, reads.flags),
    certificate: signedIn && showsCertificateReminder(rest, reminders),
    survey: signedIn && showsSurvey(reads.survey),
    feedback: showsFeedback(
      frame.feedback,
      reads.feedbackCookie,
      mayStore("functionality", place, cookies ?? ""),
    ),
  };
  const waits = popupsWait(
    cookies !== null && recordedConsent(cookies) !== null,
    rest === COOKIES_PREFERENCES_PATH,
  );
  const current = waits ? null : nextPopup(rules, closed);

  return (
    <>
      {/* One boundary each: a popup whose code is still loading never hides another. */}
      <Suspense fallback={null}>
        {current === "migration" && (
          <MigrationPopup region={frame.site.region} onDone={() => close("migration")} />
        )}
      </Suspense>
      <Suspense fallback={null}>
        {current === "information" && reads.user && (
          <SupplementDialog
            opened
            variant="gather"
            flags={reads.flags ?? {}}
            user={reads.user}
            onClose={() => close("information")}
            onSaved={(user) => {
              close("information");
              setReads({ ...reads, user });
              setCurrentUser(toFrameUser(user));
              // Frame §4: saved from the profile edit page, the learner goes on to My Learning.
              if (rest === `${MY_LEARNING_PATH}/edit`) void navigate(link(MY_LEARNING_PATH));
            }}
          />
        )}
      </Suspense>
      <Suspense fallback={null}>
        {current === "certificate" && reminders?.[0] && (
          <CertificateReminderPopup
            key={reminders[0].releaseCertificationId}
            reminder={reminders[0]}
            onDone={() => {
              // Recorded, so it does not come back (frame §4); the next one due follows.
              void api.post(
                DISMISS_REMINDER_PATH,
                { releaseCertificationId: reminders[0]!.releaseCertificationId },
                { quiet: true },
              );
              setReminders(reminders.slice(1));
            }}
          />
        )}
      </Suspense>
      <Suspense fallback={null}>
        {current === "survey" && reads.survey?.survey && (
          <SurveyPopup survey={reads.survey.survey} onDone={() => close("survey")} />
        )}
      </Suspense>
      <Suspense fallback={null}>
        {(current === "feedback" || feedbackReopened) && frame.feedback && (
          <FeedbackPopup
            config={frame.feedback}
            place={place}
            requested={feedbackReopened}
            onDone={() => {
              close("feedback");
              // Asked for with the icon, the focus goes back where it came from.
              if (feedbackReopened) feedbackIcon.current?.focus();
              setFeedbackReopened(false);
            }}
          />
        )}
      </Suspense>
      {icon}
    </>
  );
}

/** The floating icon that opens the feedback invitation again (frame §2, §9 offsets). */
function FeedbackIcon({
  ref,
  mobile,
  onOpen,
}: {
  ref: Ref<HTMLButtonElement>;
  mobile: boolean;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  return (
    <button
      ref={ref}
      type="button"
      className={classes.feedbackIcon}
      data-mobile={mobile || undefined}
      aria-label={t("popups.feedback.open")}
      onClick={onOpen}
      data-testid="feedback-icon"
    >
      <IconMessageCircle size={24} aria-hidden />
    </button>
  );
}
