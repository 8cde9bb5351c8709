import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate, useRevalidator } from "react-router";
import { Kind, RelationType } from "#contract/catalogue-rules.ts";
import { Code } from "#contract/codes.ts";
import type { InvitationDetail } from "#contract/enrolment.ts";
import type { Envelope } from "#contract/envelope.ts";
import type { UserInfo } from "#contract/identity.ts";
import { missingSupplementFields } from "#contract/identity-rules.ts";
import { errorText } from "../api-client.ts";
import {
  refusalOf,
  type PrerequisiteCertification,
  type Refusal,
} from "../components/enrolment/refusals.ts";
import type { SupplementFlags } from "../components/enrolment/supplement-form.ts";
import { showTips } from "../components/tips-dialog-store.ts";
import { loginHref } from "../frame/paths.ts";
import { useApiClient, useFrame, useSiteLinks } from "../frame/use-frame.ts";
import {
  USER_INFO_PATH,
  toFrameUser,
  useCurrentUser,
  useSetCurrentUser,
} from "../frame/use-user.ts";

/** Learner §9: the busy flag is cleared 1 second after enrol. */
export const ENROL_BUSY_MS = 1000;

export const SUPPLEMENT_INFO_PATH = "/certification/supplementInfo/query";
export const ADD_REGISTRATION_PATH = "/user/registration/addRegistration";
export const INVITATION_DETAIL_PATH = "/user/invitation/getDetail";
export const INVITATION_USE_PATH = "/user/invitation/use";

/** What is being enrolled in: a certification release (no courseType), a course (0) or a video (1). */
export type EnrolTarget = {
  relationId: number;
  /** gsc 0, hsc 1; null for a video outside any certification. */
  kind: number | null;
  courseType?: number | undefined;
  /** Shown in the enrol dialog. */
  name: string;
};

export type EnrolStep =
  | { name: "idle" }
  | { name: "loading" }
  /** "missing": the hsc missing-information dialog; "gather": the second tenant's. */
  | { name: "info"; variant: "missing" | "gather" }
  | { name: "enrol" }
  | { name: "invitation" }
  | { name: "prerequisite"; certifications: PrerequisiteCertification[] };

export type { InvitationDetail };

export type EnrolmentFlow = {
  target: EnrolTarget;
  step: EnrolStep;
  busy: boolean;
  flags: SupplementFlags;
  user: UserInfo | null;
  /** The success text's i18n key while the toast shows. */
  toast: string | null;
  /** Learner §4 "Enrol flow": the enrol button (withInvitationCode for the hsc code dialog). */
  start(options?: { withInvitationCode?: boolean }): void;
  /** The enrol dialog's confirmation with the e-mail notification choice (0 or 1). */
  register(emailNotificationStatus: number): Promise<void>;
  /** The invitation dialog: what a code is for; a refusal comes back for the dialog to show. */
  describeCode(code: string): Promise<{ detail: InvitationDetail } | { refusal: Refusal }>;
  /**
   * The invitation dialog: enrol with the code; a refusal shown in the dialog
   * comes back. A code for another certification or course leads to its page.
   */
  redeemCode(
    code: string,
    emailNotificationStatus: number,
    detail?: InvitationDetail | null,
  ): Promise<Refusal | null>;
  /** The information dialog saved: the enrolment that waited for it goes on. */
  infoSaved(user: UserInfo): void;
  close(): void;
  closeToast(): void;
};

/** The page of what an invitation code enrols in, unless it is this page's. */
export function invitationTargetPath(
  detail: Pick<InvitationDetail, "relationId" | "relationType">,
  target: Pick<EnrolTarget, "relationId" | "courseType">,
): string | null {
  const courseType =
    detail.relationType === RelationType.certification
      ? undefined
      : detail.relationType === RelationType.video
        ? 1
        : 0;
  if (detail.relationId === target.relationId && courseType === target.courseType) return null;
  return courseType === undefined
    ? `/certification/detail/${detail.relationId}`
    : `/course/detail/${detail.relationId}?courseType=${courseType}`;
}

/**
 * The enrol flow of a certification or course detail page (learner §4 "Enrol
 * flow", §5, §8; frame §4 "Popups"): login check, supplement information,
 * the missing-information or gather-information dialog, the enrol or
 * invitation-code dialog, registration with its refusals, then the page's
 * data again and a success toast. The dialogs render from this state
 * (components/enrolment/enrolment-dialogs.tsx).
 */
export function useEnrolment(
  target: EnrolTarget,
  options: { onLoginNeeded?: () => void; onEnrolled?: () => void } = {},
): EnrolmentFlow {
  const api = useApiClient();
  const frame = useFrame();
  const { i18n } = useTranslation();
  const { pathname, search } = useLocation();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const { link } = useSiteLinks();
  const currentUser = useCurrentUser();
  const setCurrentUser = useSetCurrentUser();
  const [step, setStep] = useState<EnrolStep>({ name: "idle" });
  const [busy, setBusy] = useState(false);
  const [flags, setFlags] = useState<SupplementFlags>({});
  const [user, setUser] = useState<UserInfo | null>(null);
  const [toast, setToast] = useState<string | null>(null);
  // A ref as well as state: two clicks in one frame must not both pass (learner §5).
  const busyRef = useRef(false);
  // Settles when the busy flag is released: a resumed enrolment waits for it instead of being dropped.
  const idle = useRef<Promise<void>>(Promise.resolve());
  const withCode = useRef(false);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const latest = useRef({ target, options });
  latest.current = { target, options };
  const gathers = frame.tenant.gatherInformation;

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
    };
  }, []);

  const texts = useMemo(
    () => ({
      exists: (key: string) => i18n.exists(key),
      t: (key: string, values?: Record<string, unknown>) => i18n.t(key, values),
    }),
    [i18n],
  );

  /** Marks the flow busy; the flag is released 1 s after the call ends (learner §9). */
  const occupy = useCallback(() => {
    if (busyRef.current) return null;
    busyRef.current = true;
    setBusy(true);
    let settle = () => {};
    idle.current = new Promise<void>((resolve) => (settle = resolve));
    return () => {
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        busyRef.current = false;
        setBusy(false);
        settle();
      }, ENROL_BUSY_MS);
      timers.current.add(timer);
    };
  }, []);

  const succeed = useCallback(
    async (messageKey: string, elsewhere: string | null = null) => {
      setStep({ name: "idle" });
      setToast(messageKey);
      // Learner §4 step 6: the detail again (registration status, unlocked chapters, the video).
      if (elsewhere) await navigate(link(elsewhere));
      else await revalidator.revalidate();
      latest.current.options.onEnrolled?.();
    },
    [link, navigate, revalidator],
  );

  /** A refusal that is not the dialog's own text: the information or prerequisite dialog, or Tips. */
  const routeRefusal = useCallback(
    (refusal: Refusal, envelope: Envelope<unknown>) => {
      if (refusal.kind === "missingInfo") {
        setStep({ name: "info", variant: gathers ? "gather" : "missing" });
        return;
      }
      if (refusal.kind === "prerequisite") {
        setStep({ name: "prerequisite", certifications: refusal.certifications });
        return;
      }
      setStep({ name: "idle" });
      // A 401 has already sent the browser to login.
      if (envelope.code === Code.needLogin) return;
      showTips(errorText(envelope, texts));
      if (envelope.code === Code.alreadyRegistered) void revalidator.revalidate();
    },
    [gathers, revalidator, texts],
  );

  const register = useCallback(
    async (emailNotificationStatus: number) => {
      const release = occupy();
      if (!release) return;
      const { relationId, courseType } = latest.current.target;
      try {
        const envelope = await api.post(
          ADD_REGISTRATION_PATH,
          { relationId, emailNotificationStatus, courseType },
          { quiet: true },
        );
        if (envelope.code === Code.success) await succeed("global.enrollSubmitSuccess");
        else routeRefusal(refusalOf(envelope), envelope);
      } finally {
        release();
      }
    },
    [api, occupy, routeRefusal, succeed],
  );

  /** Steps 3-5 once the missing fields are known. */
  const proceed = useCallback(
    (missing: readonly string[]) => {
      const { kind } = latest.current.target;
      if (kind === Kind.hsc) {
        if (missing.length > 0) setStep({ name: "info", variant: "missing" });
        else setStep(withCode.current ? { name: "invitation" } : { name: "enrol" });
        return;
      }
      if (withCode.current) {
        setStep({ name: "invitation" });
        return;
      }
      // Learner §4 step 5: registered directly, with the default notification choice 0. After
      // a refusal (missing information) the busy second may still run: the retry waits for it.
      setStep({ name: "idle" });
      void idle.current.then(() => register(0));
    },
    [register],
  );

  const start = useCallback(
    (startOptions: { withInvitationCode?: boolean } = {}) => {
      if (busyRef.current || step.name === "loading") return;
      // Step 1: a visitor is asked to log in first.
      if (currentUser === null) {
        const onLoginNeeded = latest.current.options.onLoginNeeded;
        if (onLoginNeeded) onLoginNeeded();
        else window.location.assign(loginHref(pathname, search));
        return;
      }
      withCode.current = startOptions.withInvitationCode ?? false;
      setStep({ name: "loading" });
      void (async () => {
        // Step 2: the region's supplement configuration and the user as saved.
        const [flagsEnvelope, userEnvelope] = await Promise.all([
          api.get(SUPPLEMENT_INFO_PATH),
          api.get(USER_INFO_PATH),
        ]);
        if (userEnvelope.code !== Code.success || !userEnvelope.data) {
          setStep({ name: "idle" });
          return;
        }
        // Without the configuration the server still checks on registration (code 400).
        const required =
          flagsEnvelope.code === Code.success && flagsEnvelope.data ? flagsEnvelope.data : {};
        setFlags(required);
        setUser(userEnvelope.data);
        const missing = missingSupplementFields(required, userEnvelope.data);
        // Step 4: the second tenant holds the enrolment until the information is saved.
        if (gathers && missing.length > 0) {
          setStep({ name: "info", variant: "gather" });
          return;
        }
        proceed(missing);
      })();
    },
    [api, currentUser, gathers, pathname, proceed, search, step.name],
  );

  const infoSaved = useCallback(
    (saved: UserInfo) => {
      setUser(saved);
      setCurrentUser(toFrameUser(saved));
      // Frame §4: after a successful save the held enrolment resumes.
      proceed(missingSupplementFields(flags, saved));
    },
    [flags, proceed, setCurrentUser],
  );

  const describeCode = useCallback(
    async (code: string) => {
      const envelope = await api.get(
        INVITATION_DETAIL_PATH,
        { invitationCode: code },
        { quiet: true },
      );
      if (envelope.code === Code.success && envelope.data) return { detail: envelope.data };
      return { refusal: refusalOf(envelope) };
    },
    [api],
  );

  const redeemCode = useCallback(
    async (
      code: string,
      emailNotificationStatus: number,
      detail: InvitationDetail | null = null,
    ): Promise<Refusal | null> => {
      const release = occupy();
      if (!release) return null;
      try {
        const envelope = await api.post(INVITATION_USE_PATH, { code, emailNotificationStatus });
        if (envelope.code === Code.success) {
          await succeed(
            "invitation.success",
            detail ? invitationTargetPath(detail, latest.current.target) : null,
          );
          return null;
        }
        const refusal = refusalOf(envelope);
        if (refusal.kind !== "message") {
          routeRefusal(refusal, envelope);
          return null;
        }
        return refusal;
      } finally {
        release();
      }
    },
    [api, occupy, routeRefusal, succeed],
  );

  const close = useCallback(() => setStep({ name: "idle" }), []);
  const closeToast = useCallback(() => setToast(null), []);

  return {
    target,
    step,
    busy,
    flags,
    user,
    toast,
    start,
    register,
    describeCode,
    redeemCode,
    infoSaved,
    close,
    closeToast,
  };
}
