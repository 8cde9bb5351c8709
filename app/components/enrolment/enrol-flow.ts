/*
 * The enrol flow of a certification or course detail page (learner §4 "Enrol
 * flow", §5, §8, §9; frame §4 "Popups") as a pure state machine: each event
 * gives the next state and the effects to run (calls, dialogs, the toast).
 * useEnrolment runs the effects and feeds their answers back; free of React
 * so every path is tested on its own.
 */
import { Kind, RelationType } from "#contract/catalogue-rules.ts";
import { Code } from "#contract/codes.ts";
import type { InvitationDetail } from "#contract/enrolment.ts";
import type { Envelope } from "#contract/envelope.ts";
import type { UserInfo } from "#contract/identity.ts";
import { missingSupplementFields } from "#contract/identity-rules.ts";
import { refusalOf, type PrerequisiteCertification, type Refusal } from "./refusals.ts";
import type { SupplementFlags } from "./supplement-form.ts";

/** Learner §9: the busy flag is cleared 1 second after enrol. */
export const ENROL_BUSY_MS = 1000;

/** What is being enrolled in: a certification release (no courseType), a course (0) or a video (1). */
export type EnrolTarget = {
  relationId: number;
  /** gsc 0, hsc 1; null for a video outside any certification. */
  kind: number | null;
  courseType?: number | undefined;
  /** Shown in the enrol dialog. */
  name: string;
  /**
   * Whether the enrolment is approved at once (frame §4 "auto-approved"): the enrol dialog
   * says so, or that it is reviewed in 1 to 3 working days (decision 0048).
   */
  autoApprove: boolean;
};

/** What an invitation code enrols in (GET /user/invitation/getDetail). */
export type { InvitationDetail };

export type EnrolStep =
  | { name: "idle" }
  | { name: "loading" }
  /** "missing": the hsc missing-information dialog; "gather": the second tenant's. */
  | { name: "info"; variant: "missing" | "gather" }
  | { name: "enrol" }
  | { name: "invitation" }
  | { name: "prerequisite"; certifications: PrerequisiteCertification[] };

/**
 * "calling" while a registration call runs, "cooling" for the second after it
 * (learner §9), when a new one is still refused.
 */
export type EnrolBusy = "free" | "calling" | "cooling";

export type EnrolState = {
  step: EnrolStep;
  busy: EnrolBusy;
  /** The flow was started from the hsc invitation-code button. */
  withCode: boolean;
  /** The target and tenant rule the flow was started with. */
  target: EnrolTarget | null;
  gathers: boolean;
  flags: SupplementFlags;
  user: UserInfo | null;
  /** A direct registration waiting for the busy second to pass (after a refusal, learner §4 step 5). */
  queued: boolean;
};

export const initialEnrolState: EnrolState = {
  step: { name: "idle" },
  busy: "free",
  withCode: false,
  target: null,
  gathers: false,
  flags: {},
  user: null,
  queued: false,
};

export type EnrolEvent =
  /** The enrol button; withCode for the hsc invitation-code button. */
  | {
      type: "start";
      loggedIn: boolean;
      withCode: boolean;
      target: EnrolTarget;
      /** The tenant holds the enrolment until the information is gathered (step 4). */
      gathers: boolean;
    }
  /** Step 2's answers: the region's supplement configuration and the user as saved (null: failed). */
  | { type: "loaded"; flags: SupplementFlags; user: UserInfo | null }
  /** The information dialog saved the user: the held enrolment goes on. */
  | { type: "infoSaved"; user: UserInfo }
  /** The enrol dialog's confirmation. */
  | { type: "register"; emailNotificationStatus: number }
  /** The invitation dialog's enrolment with a checked code. */
  | {
      type: "redeem";
      code: string;
      emailNotificationStatus: number;
      detail: InvitationDetail | null;
    }
  /** A registration or redemption answered. */
  | {
      type: "answered";
      call: { kind: "register" } | { kind: "redeem"; detail: InvitationDetail | null };
      envelope: Envelope<unknown>;
    }
  /** The busy second after a call has passed. */
  | { type: "released" }
  | { type: "close" };

export type EnrolEffect =
  /** A visitor is asked to log in first (step 1). */
  | { kind: "askLogin" }
  /** Step 2: fetch the supplement configuration and the user, answered with "loaded". */
  | { kind: "load" }
  /** POST /user/registration/addRegistration, answered with "answered". */
  | {
      kind: "register";
      relationId: number;
      courseType?: number | undefined;
      emailNotificationStatus: number;
    }
  /** POST /user/invitation/use, answered with "answered"; a refusal of its own shows in the dialog. */
  | {
      kind: "redeem";
      code: string;
      emailNotificationStatus: number;
      detail: InvitationDetail | null;
    }
  /** The Tips dialog with the refusal's text. */
  | { kind: "tips"; envelope: Envelope<unknown> }
  /** The page's data again (already registered). */
  | { kind: "reload" }
  /**
   * Step 6: the success toast, then the page's data again, or the page of what
   * an invitation code was for when that is another page.
   */
  | { kind: "enrolled"; messageKey: string; elsewhere: string | null };

export type EnrolTransition = [EnrolState, EnrolEffect[]];

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

/** A refusal the invitation dialog shows itself (learner §8), or null. */
export function dialogRefusal(envelope: Envelope<unknown>): Refusal | null {
  if (envelope.code === Code.success) return null;
  const refusal = refusalOf(envelope);
  return refusal.kind === "message" ? refusal : null;
}

const stay = (state: EnrolState): EnrolTransition => [state, []];

/** Registers at once with the given notification choice, or after the busy second when a call is still settling. */
function registerDirectly(state: EnrolState, emailNotificationStatus: number): EnrolTransition {
  if (!state.target) return stay(state);
  if (state.busy !== "free") return [{ ...state, queued: true }, []];
  const { relationId, courseType } = state.target;
  return [
    { ...state, busy: "calling", queued: false },
    [{ kind: "register", relationId, courseType, emailNotificationStatus }],
  ];
}

/** Steps 3-5 once the missing fields are known. */
function proceed(state: EnrolState, missing: readonly string[]): EnrolTransition {
  if (state.target?.kind === Kind.hsc) {
    if (missing.length > 0) return stay({ ...state, step: { name: "info", variant: "missing" } });
    return stay({ ...state, step: state.withCode ? { name: "invitation" } : { name: "enrol" } });
  }
  if (state.withCode) return stay({ ...state, step: { name: "invitation" } });
  // Learner §4 step 5: registered directly, with the default notification choice 0.
  return registerDirectly({ ...state, step: { name: "idle" } }, 0);
}

function answered(
  state: EnrolState,
  event: Extract<EnrolEvent, { type: "answered" }>,
): EnrolTransition {
  const settled: EnrolState = { ...state, busy: "cooling" };
  const { call, envelope } = event;
  if (envelope.code === Code.success) {
    const redeemed = call.kind === "redeem";
    const elsewhere =
      redeemed && call.detail && state.target
        ? invitationTargetPath(call.detail, state.target)
        : null;
    return [
      { ...settled, step: { name: "idle" } },
      [
        {
          kind: "enrolled",
          messageKey: redeemed ? "invitation.success" : "global.enrollSubmitSuccess",
          elsewhere,
        },
      ],
    ];
  }
  const refusal = refusalOf(envelope);
  if (refusal.kind === "missingInfo") {
    return stay({
      ...settled,
      step: { name: "info", variant: state.gathers ? "gather" : "missing" },
    });
  }
  if (refusal.kind === "prerequisite") {
    return stay({
      ...settled,
      step: { name: "prerequisite", certifications: refusal.certifications },
    });
  }
  // The invitation dialog shows its own refusals.
  if (call.kind === "redeem") return stay(settled);
  const idle: EnrolState = { ...settled, step: { name: "idle" } };
  // A 401 has already sent the browser to login.
  if (envelope.code === Code.needLogin) return stay(idle);
  const effects: EnrolEffect[] = [{ kind: "tips", envelope }];
  if (envelope.code === Code.alreadyRegistered) effects.push({ kind: "reload" });
  return [idle, effects];
}

export function enrolTransition(state: EnrolState, event: EnrolEvent): EnrolTransition {
  switch (event.type) {
    case "start": {
      if (state.busy !== "free" || state.step.name === "loading") return stay(state);
      if (!event.loggedIn) return [state, [{ kind: "askLogin" }]];
      return [
        {
          ...state,
          step: { name: "loading" },
          withCode: event.withCode,
          target: event.target,
          gathers: event.gathers,
        },
        [{ kind: "load" }],
      ];
    }
    case "loaded": {
      if (state.step.name !== "loading") return stay(state);
      if (!event.user) return stay({ ...state, step: { name: "idle" } });
      const next = { ...state, flags: event.flags, user: event.user };
      const missing = missingSupplementFields(event.flags, event.user);
      // Step 4: the second tenant holds the enrolment until the information is saved.
      if (state.gathers && missing.length > 0) {
        return stay({ ...next, step: { name: "info", variant: "gather" } });
      }
      return proceed(next, missing);
    }
    case "infoSaved":
      return proceed(
        { ...state, user: event.user },
        missingSupplementFields(state.flags, event.user),
      );
    case "register": {
      // Two clicks in one frame must not both pass (learner §5).
      if (state.busy !== "free" || !state.target) return stay(state);
      const { relationId, courseType } = state.target;
      return [
        { ...state, busy: "calling" },
        [
          {
            kind: "register",
            relationId,
            courseType,
            emailNotificationStatus: event.emailNotificationStatus,
          },
        ],
      ];
    }
    case "redeem": {
      if (state.busy !== "free") return stay(state);
      const { code, emailNotificationStatus, detail } = event;
      return [
        { ...state, busy: "calling" },
        [{ kind: "redeem", code, emailNotificationStatus, detail }],
      ];
    }
    case "answered":
      return answered(state, event);
    case "released": {
      if (state.busy !== "cooling") return stay(state);
      const free: EnrolState = { ...state, busy: "free" };
      return state.queued ? registerDirectly(free, 0) : stay(free);
    }
    case "close":
      return stay({ ...state, step: { name: "idle" } });
  }
}
