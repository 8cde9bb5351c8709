import { expect, test } from "vitest";
import type { Envelope } from "#contract/envelope.ts";
import {
  ENROL_BUSY_MS,
  enrolTransition,
  initialEnrolState,
  invitationTargetPath,
  type EnrolEvent,
  type EnrolState,
  type EnrolTarget,
  type InvitationDetail,
} from "./enrol-flow.ts";
import { learner } from "./enrolment.fixture.ts";

const gsc: EnrolTarget = {
  relationId: 101,
  kind: 0,
  name: "General Security Certification",
  autoApprove: false,
};
const hsc: EnrolTarget = {
  relationId: 111,
  kind: 1,
  name: "Brand Security Certification",
  autoApprove: true,
};

const user = learner;

const envelope = (code: number, errorContext: Record<string, unknown> | null = null) =>
  ({ code, data: null, message: "", errorContext }) as Envelope<unknown>;

/** Runs events in order; returns the last state and every effect asked for. */
function play(events: EnrolEvent[], from: EnrolState = initialEnrolState) {
  let state = from;
  const effects = [];
  for (const event of events) {
    const [next, asked] = enrolTransition(state, event);
    state = next;
    effects.push(...asked);
  }
  return { state, effects };
}

const start = (target: EnrolTarget, more: Partial<Extract<EnrolEvent, { type: "start" }>> = {}) =>
  ({ type: "start", loggedIn: true, withCode: false, target, gathers: false, ...more }) as const;

test("the busy flag is released 1 second after enrol (learner §9)", () => {
  expect(ENROL_BUSY_MS).toBe(1000);
});

test("a visitor is asked to log in and nothing is loaded (step 1)", () => {
  const { state, effects } = play([start(gsc, { loggedIn: false })]);
  expect(effects).toEqual([{ kind: "askLogin" }]);
  expect(state.step.name).toBe("idle");
});

test("a gsc enrolment with nothing missing registers directly with notification choice 0 (step 5)", () => {
  const { state, effects } = play([start(gsc), { type: "loaded", flags: {}, user }]);
  expect(effects).toEqual([
    { kind: "load" },
    { kind: "register", relationId: 101, courseType: undefined, emailNotificationStatus: 0 },
  ]);
  expect(state).toMatchObject({ step: { name: "idle" }, busy: "calling" });
});

test("hsc: missing information first, then the enrol dialog; the code button leads to the code dialog", () => {
  const flags = { firstName: "1", city: "1" } as const;
  const missing = play([start(hsc), { type: "loaded", flags, user }]);
  expect(missing.state.step).toEqual({ name: "info", variant: "missing" });
  const saved = play([{ type: "infoSaved", user: { ...user, city: "Dubai" } }], missing.state);
  expect(saved.state.step).toEqual({ name: "enrol" });
  expect(saved.effects).toEqual([]);

  const withCode = play([start(hsc, { withCode: true }), { type: "loaded", flags: {}, user }]);
  expect(withCode.state.step).toEqual({ name: "invitation" });
});

test("the second tenant holds any enrolment until the information is gathered (step 4)", () => {
  const { state } = play([
    start(gsc, { gathers: true }),
    { type: "loaded", flags: { city: "1" }, user },
  ]);
  expect(state.step).toEqual({ name: "info", variant: "gather" });
  const { effects } = play([{ type: "infoSaved", user: { ...user, city: "Dubai" } }], state);
  expect(effects).toEqual([
    { kind: "register", relationId: 101, courseType: undefined, emailNotificationStatus: 0 },
  ]);
});

test("a failed user lookup ends the flow quietly", () => {
  const { state, effects } = play([start(hsc), { type: "loaded", flags: {}, user: null }]);
  expect(state.step.name).toBe("idle");
  expect(effects).toEqual([{ kind: "load" }]);
});

test("two confirmations in one frame make one call; the button frees a second after the answer (learner §5, §9)", () => {
  const ready = play([start(hsc), { type: "loaded", flags: {}, user }]).state;
  const clicked = play(
    [
      { type: "register", emailNotificationStatus: 1 },
      { type: "register", emailNotificationStatus: 1 },
    ],
    ready,
  );
  expect(clicked.effects).toEqual([
    { kind: "register", relationId: 111, courseType: undefined, emailNotificationStatus: 1 },
  ]);
  const done = play(
    [{ type: "answered", call: { kind: "register" }, envelope: envelope(200) }],
    clicked.state,
  );
  expect(done.state).toMatchObject({ step: { name: "idle" }, busy: "cooling" });
  expect(done.effects).toEqual([
    { kind: "enrolled", messageKey: "global.enrollSubmitSuccess", elsewhere: null },
  ]);
  // Still cooling: the enrol button does nothing yet.
  expect(play([start(hsc)], done.state).effects).toEqual([]);
  const free = play([{ type: "released" }], done.state).state;
  expect(free.busy).toBe("free");
  expect(play([start(hsc)], free).effects).toEqual([{ kind: "load" }]);
});

test("a refusal naming missing fields opens the information dialog; the retry waits for the busy second", () => {
  const calling = play([start(gsc), { type: "loaded", flags: {}, user }]).state;
  const refused = play(
    [
      {
        type: "answered",
        call: { kind: "register" },
        envelope: envelope(400, { missingFields: ["city"] }),
      },
    ],
    calling,
  ).state;
  expect(refused.step).toEqual({ name: "info", variant: "missing" });
  // Saved within the busy second: the registration is queued, not dropped.
  const saved = play([{ type: "infoSaved", user: { ...user, city: "Dubai" } }], refused);
  expect(saved.effects).toEqual([]);
  expect(saved.state.queued).toBe(true);
  const released = play([{ type: "released" }], saved.state);
  expect(released.effects).toEqual([
    { kind: "register", relationId: 101, courseType: undefined, emailNotificationStatus: 0 },
  ]);
  expect(released.state).toMatchObject({ busy: "calling", queued: false });
});

test("refusals: prerequisites list, Tips with the text, already registered reloads, 401 says nothing", () => {
  const calling = play([start(hsc), { type: "loaded", flags: {}, user }]).state;
  const answer = (code: number, context: Record<string, unknown> | null = null) =>
    play(
      [{ type: "answered", call: { kind: "register" }, envelope: envelope(code, context) }],
      calling,
    );
  const certification = {
    certificationReleaseId: 101,
    certificationName: "General",
    versionLabel: "v2",
  };
  expect(answer(10026, { prerequisiteCertificationList: [certification] }).state.step).toEqual({
    name: "prerequisite",
    certifications: [certification],
  });
  const repeat = answer(10024);
  expect(repeat.state.step.name).toBe("idle");
  expect(repeat.effects).toEqual([{ kind: "tips", envelope: envelope(10024) }, { kind: "reload" }]);
  expect(answer(10005).effects).toEqual([{ kind: "tips", envelope: envelope(10005) }]);
  expect(answer(401).effects).toEqual([]);
});

test("an invitation code: its refusals stay in the dialog; a code for another page leads there", () => {
  const detail: InvitationDetail = {
    code: "HSC-1",
    relationId: 2021,
    relationType: 1,
    kind: "training",
    relationName: "Video Intercom",
    versionLabel: "v3.0",
    expiresAt: "2027-01-01",
  };
  const dialog = play([start(hsc, { withCode: true }), { type: "loaded", flags: {}, user }]).state;
  const sent = play(
    [{ type: "redeem", code: "HSC-1", emailNotificationStatus: 1, detail }],
    dialog,
  );
  expect(sent.effects).toEqual([
    { kind: "redeem", code: "HSC-1", emailNotificationStatus: 1, detail },
  ]);
  const refused = play(
    [{ type: "answered", call: { kind: "redeem", detail }, envelope: envelope(10019) }],
    sent.state,
  );
  expect(refused.state.step).toEqual({ name: "invitation" });
  expect(refused.effects).toEqual([]);
  const redeemed = play(
    [{ type: "answered", call: { kind: "redeem", detail }, envelope: envelope(200) }],
    sent.state,
  );
  expect(redeemed.effects).toEqual([
    {
      kind: "enrolled",
      messageKey: "invitation.success",
      elsewhere: "/course/detail/2021?courseType=0",
    },
  ]);
});

test("a code for another certification or course leads to its page; one for this page stays", () => {
  const certificationPage = { relationId: 101 };
  expect(invitationTargetPath({ relationId: 101, relationType: 0 }, certificationPage)).toBeNull();
  expect(invitationTargetPath({ relationId: 111, relationType: 0 }, certificationPage)).toBe(
    "/certification/detail/111",
  );
  // Relation types: course 1, video 2; course types: course 0, video 1.
  expect(invitationTargetPath({ relationId: 2021, relationType: 1 }, certificationPage)).toBe(
    "/course/detail/2021?courseType=0",
  );
  expect(
    invitationTargetPath(
      { relationId: 3001, relationType: 2 },
      { relationId: 3001, courseType: 1 },
    ),
  ).toBeNull();
  expect(
    invitationTargetPath(
      { relationId: 3001, relationType: 2 },
      { relationId: 3001, courseType: 0 },
    ),
  ).toBe("/course/detail/3001?courseType=1");
});
