import { useCallback, useEffect, useEffectEvent, useRef, useState } from "react";
import { useTranslation } from "../../i18n/translation.tsx";
import { useLocation, useNavigate, useRevalidator } from "react-router";
import { Code } from "#contract/codes.ts";
import { SUPPLEMENT_INFO_PATH } from "#contract/enrolment-rules.ts";
import type { UserInfo } from "#contract/identity.ts";
import { errorText } from "../../api-client.ts";
import { loginHref } from "../../frame/paths.ts";
import { useApiClient, useFrame, useSiteLinks } from "../../frame/use-frame.ts";
import {
  USER_INFO_PATH,
  toFrameUser,
  useCurrentUser,
  useSetCurrentUser,
} from "../../frame/use-user.ts";
import { showTips } from "../tips-dialog.tsx";
import { showEnrolToast } from "./enrol-toast.ts";
import {
  ENROL_BUSY_MS,
  dialogRefusal,
  enrolTransition,
  initialEnrolState,
  type EnrolEffect,
  type EnrolEvent,
  type EnrolState,
  type EnrolStep,
  type EnrolTarget,
  type InvitationDetail,
} from "./enrol-flow.ts";
import { refusalOf, type Refusal } from "./refusals.ts";
import type { SupplementFlags } from "./supplement-form.ts";

export const ADD_REGISTRATION_PATH = "/user/registration/addRegistration";
export const INVITATION_DETAIL_PATH = "/user/invitation/getDetail";
export const INVITATION_USE_PATH = "/user/invitation/use";
export const SALES_CODE_USE_PATH = "/user/invitation/sales/use";

export type EnrolmentFlow = {
  target: EnrolTarget;
  step: EnrolStep;
  busy: boolean;
  flags: SupplementFlags;
  user: UserInfo | null;
  /** Learner §4 "Enrol flow": the enrol button (withInvitationCode for the hsc code dialog). */
  start(options?: { withInvitationCode?: boolean }): void;
  /** The enrol dialog's confirmation with the e-mail notification choice (0 or 1). */
  register(emailNotificationStatus: number): void;
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
};

/**
 * Runs the enrol flow (enrol-flow.ts) for a detail page: sends its events,
 * performs the effects it asks for and feeds their answers back. The dialogs
 * render from its state (enrolment-dialogs.tsx).
 */
export function useEnrolment(
  target: EnrolTarget,
  options: { onLoginNeeded?: () => void; onEnrolled?: () => void } = {},
): EnrolmentFlow {
  const api = useApiClient();
  const gathers = useFrame().tenant.gatherInformation;
  const { i18n } = useTranslation();
  const { pathname, search } = useLocation();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const { link } = useSiteLinks();
  const currentUser = useCurrentUser();
  const setCurrentUser = useSetCurrentUser();
  const [state, setState] = useState<EnrolState>(initialEnrolState);
  // The machine's state as of the last event: two clicks in one frame must see each other (learner §5).
  const machine = useRef<EnrolState>(initialEnrolState);

  const send = useCallback((event: EnrolEvent): EnrolEffect[] => {
    const [next, effects] = enrolTransition(machine.current, event);
    machine.current = next;
    setState(next);
    return effects;
  }, []);

  /** Performs an effect; a call's answer comes back as the event that reports it. */
  const perform = useCallback(
    async (effect: EnrolEffect): Promise<EnrolEvent | null> => {
      switch (effect.kind) {
        case "askLogin":
          if (options.onLoginNeeded) options.onLoginNeeded();
          else window.location.assign(loginHref(pathname, search));
          return null;
        case "load": {
          const [flags, user] = await Promise.all([
            api.get(SUPPLEMENT_INFO_PATH),
            api.get(USER_INFO_PATH),
          ]);
          // Without the configuration the server still checks on registration (code 400).
          return {
            type: "loaded",
            flags: flags.code === Code.success && flags.data ? flags.data : {},
            user: user.code === Code.success ? user.data : null,
          };
        }
        case "register": {
          const { relationId, courseType, emailNotificationStatus } = effect;
          const envelope = await api.post(
            ADD_REGISTRATION_PATH,
            { relationId, emailNotificationStatus, courseType },
            { quiet: true },
          );
          return { type: "answered", call: { kind: "register" }, envelope };
        }
        case "redeem": {
          const { code, emailNotificationStatus, detail } = effect;
          // Learner §7: a sales code is used for the relation it names (the dialog showed it);
          // an invitation letter's training code enrols by itself.
          const envelope =
            detail?.kind === "sales"
              ? await api.post(SALES_CODE_USE_PATH, {
                  code,
                  relationId: detail.relationId,
                  relationType: detail.relationType,
                  emailNotificationStatus,
                })
              : await api.post(INVITATION_USE_PATH, { code, emailNotificationStatus });
          return { type: "answered", call: { kind: "redeem", detail }, envelope };
        }
        case "tips":
          showTips(errorText(effect.envelope, i18n));
          return null;
        case "reload":
          await revalidator.revalidate();
          return null;
        case "enrolled":
          showEnrolToast(i18n.t(effect.messageKey), i18n.t("enrolment.close"));
          // Learner §4 step 6: the detail again (registration status, unlocked chapters, the video).
          if (effect.elsewhere) await navigate(link(effect.elsewhere));
          else await revalidator.revalidate();
          options.onEnrolled?.();
          return null;
      }
    },
    [api, i18n, link, navigate, options, pathname, revalidator, search],
  );

  /**
   * Sends an event and every answer that follows from it until the flow waits
   * for the learner; a redemption's refusal for the invitation dialog comes back.
   */
  const run = useCallback(
    async (first: EnrolEvent): Promise<Refusal | null> => {
      let refusal: Refusal | null = null;
      const queue = [first];
      for (let event = queue.shift(); event; event = queue.shift()) {
        const answers = await Promise.all(send(event).map(perform));
        for (const answer of answers) {
          if (!answer) continue;
          if (answer.type === "answered" && answer.call.kind === "redeem")
            refusal = dialogRefusal(answer.envelope);
          queue.push(answer);
        }
      }
      return refusal;
    },
    [perform, send],
  );

  // Learner §9: a call's busy flag is released one second after it ends.
  const release = useEffectEvent(() => void run({ type: "released" }));
  useEffect(() => {
    if (state.busy !== "cooling") return;
    const timer = setTimeout(release, ENROL_BUSY_MS);
    return () => clearTimeout(timer);
  }, [state.busy]);

  return {
    target,
    step: state.step,
    busy: state.busy !== "free",
    flags: state.flags,
    user: state.user,
    start: ({ withInvitationCode = false } = {}) =>
      void run({
        type: "start",
        loggedIn: currentUser !== null,
        withCode: withInvitationCode,
        target,
        gathers,
      }),
    register: (emailNotificationStatus) => void run({ type: "register", emailNotificationStatus }),
    describeCode: async (code) => {
      const envelope = await api.get(
        INVITATION_DETAIL_PATH,
        { invitationCode: code },
        { quiet: true },
      );
      if (envelope.code === Code.success && envelope.data) return { detail: envelope.data };
      return { refusal: refusalOf(envelope) };
    },
    redeemCode: (code, emailNotificationStatus, detail = null) =>
      run({ type: "redeem", code, emailNotificationStatus, detail }),
    infoSaved: (user) => {
      setCurrentUser(toFrameUser(user));
      // Frame §4: after a successful save the held enrolment resumes.
      void run({ type: "infoSaved", user });
    },
    close: () => void run({ type: "close" }),
  };
}
