import { describe, expect, test } from "vitest";
import type { UserInfo } from "#contract/identity.ts";
import type { FeedbackConfig } from "#contract/site.ts";
import type { SurveyDetail } from "#contract/survey.ts";
import { cookieEntryOf } from "#contract/consent-rules.ts";
import { cookieString } from "../../frame/consent.ts";
import { learner } from "../enrolment/enrolment.fixture.ts";
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

describe("the queue shows one popup at a time, in order", () => {
  const none = new Set<PopupName>();
  test.each<[string, PopupRules, PopupName[], PopupName | null]>([
    [
      "all of them: the migration notice first",
      { migration: true, information: true, survey: true, feedback: true },
      [],
      "migration",
    ],
    [
      "then information gathering",
      { migration: true, information: true, survey: true, feedback: true },
      ["migration"],
      "information",
    ],
    [
      "then the certificate reminder",
      { migration: false, information: true, certificate: true, survey: true },
      ["information"],
      "certificate",
    ],
    [
      "then the survey",
      { migration: false, information: true, certificate: false, survey: true, feedback: true },
      ["information"],
      "survey",
    ],
    [
      "feedback last",
      { migration: false, information: false, certificate: false, survey: true, feedback: true },
      ["survey"],
      "feedback",
    ],
    [
      "nothing once all are closed",
      { migration: true, information: true, survey: true, feedback: true },
      ["migration", "information", "certificate", "survey", "feedback"],
      null,
    ],
    [
      "an earlier rule still read holds the later ones back",
      { migration: undefined, feedback: true },
      [],
      null,
    ],
    [
      "a closed popup does not wait for its own rule",
      { information: false, certificate: false, survey: false, feedback: true },
      ["migration"],
      "feedback",
    ],
    [
      "nothing shows",
      { migration: false, information: false, survey: false, feedback: false },
      [],
      null,
    ],
  ])("%s", (_, rules, closed, expected) => {
    expect(nextPopup(rules, closed.length ? new Set(closed) : none)).toBe(expected);
  });
});

describe("feedback: an active config unless the cookie says false (frame §4)", () => {
  const config = (activeState: "0" | "1", link = "https://survey.example/x"): FeedbackConfig => ({
    title: "t",
    description: "d",
    link,
    activeState,
  });
  test.each<[string, FeedbackConfig | null, string | null, boolean, boolean]>([
    ["active, no cookie", config("1"), null, true, true],
    ["active, cookie true", config("1"), "true", true, true],
    ["active, cookie false", config("1"), "false", true, false],
    ["inactive", config("0"), null, true, false],
    ["no configuration", null, null, true, false],
    ["no link to open", config("1", ""), null, true, false],
    ["closing could not be remembered (functionality refused)", config("1"), null, false, false],
  ])("%s", (_, feedback, cookie, remembers, shows) => {
    expect(showsFeedback(feedback, cookie, remembers)).toBe(shows);
  });

  test.each([
    [true, false, false],
    [false, false, true],
    [true, true, true],
  ])("consent chosen %s, on the cookie manager %s: popups wait %s", (chosen, manager, waits) => {
    expect(popupsWait(chosen, manager)).toBe(waits);
  });

  test("closing keeps it away for one week, as a functionality cookie", () => {
    expect(cookieString(FEEDBACK_COOKIE, "false")).toMatch(
      /^showFeedback=false; Max-Age=604800; Path=\//,
    );
    expect(cookieEntryOf(FEEDBACK_COOKIE)?.category).toBe("functionality");
  });
});

describe("migration notice: EU or Asia, signed in, flag '1'", () => {
  test.each([
    ["eu", "1", true],
    ["asia", "1", true],
    ["global", "1", false],
    ["eu", "0", false],
  ] as const)("%s with flag %s", (region, flag, shows) => {
    expect(showsMigration(region, { migrationPopStatus: flag })).toBe(shows);
  });
  test("a visitor never", () => expect(showsMigration("eu", null)).toBe(false));
});

describe("information gathering: the flag, a user, a required field empty", () => {
  const user = (changes: Partial<UserInfo> = {}): UserInfo => ({
    ...learner,
    firstName: "Lina",
    lastName: "Haddad",
    phoneCode: "49",
    phoneNumber: "1234",
    postcode: "10115",
    ...changes,
  });
  const flags = {
    firstName: "1",
    lastName: "1",
    phoneNumber: "1",
    phoneCode: "1",
    postcode: "1",
  } as const;
  test.each<[string, boolean, UserInfo | null, boolean]>([
    ["every required field filled", true, user(), false],
    ["a required field empty", true, user({ postcode: "" }), true],
    ["a blank counts as empty", true, user({ lastName: "  " }), true],
    ["the phone without its code", true, user({ phoneCode: "" }), true],
    ["the phone without its number", true, user({ phoneNumber: "" }), true],
    ["the flag unset", false, user({ postcode: "" }), false],
    ["a visitor", true, null, false],
  ])("%s", (_, flagSet, who, shows) => {
    expect(showsInformation(flagSet, who, flags)).toBe(shows);
  });
  test("an empty field that is not required does not count", () => {
    expect(showsInformation(true, user({ vatNumber: "", city: "" }), flags)).toBe(false);
  });
  test("without the configuration it stays away", () => {
    expect(showsInformation(true, user({ postcode: "" }), null)).toBe(false);
  });
});

describe("survey: popUp and config both set", () => {
  const survey = {
    id: 1,
    surveyName: "s",
    description: "",
    questions: [{ id: 1, content: "q", type: "2", required: "0", option: [], answer: "" }],
  } satisfies SurveyDetail["survey"];
  test.each<[string, SurveyDetail | null, boolean]>([
    ["both set", { popUp: true, config: true, survey }, true],
    ["popUp only", { popUp: true, config: false, survey }, false],
    ["config only (already answered)", { popUp: false, config: true, survey }, false],
    ["no questions", { popUp: true, config: true, survey: { ...survey, questions: [] } }, false],
    ["not read (a refused call)", null, false],
  ])("%s", (_, detail, shows) => {
    expect(showsSurvey(detail)).toBe(shows);
  });
});

describe("the certificate reminder: on the home-like pages (frame §2), when one is due", () => {
  const due = [
    {
      releaseCertificationId: 102,
      certificationName: "HCSP",
      versionLabel: "v2.0",
      prerequisite: {
        certificationReleaseId: 101,
        certificationName: "HCSA",
        versionLabel: "v2.0",
      },
    },
  ];
  test.each([
    ["/", due, true],
    ["/my-learning", due, true],
    ["/hikvision-security-certification/overview", due, true],
    ["/overview/thermal-certification", due, true],
    ["/", [], false],
    ["/certification/detail/102", due, false],
    ["/news", due, false],
  ])("%s", (rest, reminders, shows) => {
    expect(showsCertificateReminder(rest, reminders)).toBe(shows);
  });
  test("still being read, it holds the later popups back on a home-like page only", () => {
    expect(showsCertificateReminder("/", null)).toBeUndefined();
    expect(showsCertificateReminder("/faq", null)).toBe(false);
  });
});

test("nothing of the frame floats over the exam page (decision 0050)", () => {
  expect(framePopupsShown("/exam")).toBe(false);
  expect(framePopupsShown("/exam/")).toBe(false);
  expect(framePopupsShown("/")).toBe(true);
  expect(framePopupsShown("/certification/detail/101")).toBe(true);
});
