import { describe, expect, test } from "vitest";
import {
  certificationStatusKey,
  countedCredits,
  actionsDisabled,
  canEnrol,
  CertificationStatus as S,
  ChildStatus as C,
  chapterLocked,
  examButtonGroup,
  kindPathName,
  listBannerType,
  detailBannerType,
  quizAnchor,
  statusHintKey,
} from "./catalogue-rules.ts";

describe("certification status rules (learner §4)", () => {
  test.each([
    [S.enrol, C.none, null],
    [S.enrol, C.registrationFailed, "certification.hint.registrationFailed"],
    [S.enrol, C.registrationApproved, "certification.hint.registrationApproved"],
    [S.learning, C.none, null],
    [S.exam, C.none, "certification.hint.exam"],
    [S.practicalExam, C.none, "certification.hint.exam"],
    [S.apply, C.none, "certification.hint.readyToApply"],
    [S.finish, C.none, "certification.hint.applied"],
    [S.approved, C.none, "certification.hint.appliedSuccess"],
  ])("hint for status %i, childStatus %i", (status, child, key) => {
    expect(statusHintKey(status, child)).toBe(key);
  });

  test.each([
    [S.enrol, C.none, false, true],
    [S.enrol, C.registrationFailed, false, true],
    [S.enrol, C.registrationApproved, false, false],
    [S.enrol, C.pending, true, false],
    [S.learning, C.none, false, false],
    [S.learning, C.pending, true, false],
    [S.finish, C.none, true, false],
    [S.approved, C.none, false, false],
  ])("status %i childStatus %i: disabled %s, enrol %s", (status, child, disabled, enrol) => {
    expect(actionsDisabled(status, child)).toBe(disabled);
    expect(canEnrol(status, child)).toBe(enrol);
  });

  test.each([
    [0, "continue"],
    [1, "continue"],
    [2, "startExam"],
    [3, "startExam"],
    [4, "apply"],
    [5, "apply"],
    [6, "passed"],
  ])("exam button group of status %i is %s", (status, group) =>
    expect(examButtonGroup(status)).toBe(group),
  );

  test.each([
    [S.enrol, "#course-list-position"],
    [S.learning, "#course-list-position"],
    [S.exam, "#take-exam"],
    [S.practicalExam, "#course-list-position"],
    [S.apply, "#take-exam"],
    [S.finish, "#take-exam"],
  ])("quiz entry of status %i goes to %s", (status, anchor) =>
    expect(quizAnchor(status)).toBe(anchor),
  );
});

describe("lock rule (learner §4 Registration status)", () => {
  test.each([
    [false, 0, 2, true],
    [false, 1, 0, true],
    [true, 0, 0, true],
    [true, 0, 1, true],
    [true, 0, 2, false],
    [true, 1, 0, false],
  ])(
    "logged in %s, courseType %i, registration %i: locked %s",
    (loggedIn, courseType, registrationStatus, locked) => {
      expect(chapterLocked({ loggedIn, courseType, registrationStatus })).toBe(locked);
    },
  );
});

test("kind names as path segments and banner type codes (learner §2, §9)", () => {
  expect(kindPathName("HIKMICRO Security  Certification")).toBe("hikmicro-security-certification");
  expect([listBannerType(0), listBannerType(1), detailBannerType(0), detailBannerType(1)]).toEqual([
    4, 3, 8, 7,
  ]);
  // Workshops and seminars show their own banner, never the brand certification's (decision 0058).
  expect([listBannerType(2), detailBannerType(2)]).toEqual([5, 9]);
  expect([listBannerType(7), detailBannerType(7)]).toEqual([null, null]);
});

describe('where a learner stands, by one name (learner §4 "Certification progress")', () => {
  test("the enrol step names the registration, later steps the status", () => {
    expect(certificationStatusKey(0, 3)).toBe("catalogue.childStatus.3");
    expect(certificationStatusKey(0, 2)).toBe("catalogue.childStatus.2");
    expect(certificationStatusKey(1, 0)).toBe("catalogue.status.1");
    // Certified: never "enrolled" beside "your certificate has been approved".
    expect(certificationStatusKey(6, 0)).toBe("catalogue.status.6");
  });
});

describe("credits that count towards a certification (learner §9)", () => {
  test("never more than required: credits beyond it are told apart", () => {
    // The certified learner of the demo: 10 credits earned of 9 needed.
    expect(countedCredits({ earned: 6, total: 6 }, { earned: 4, total: 6 }, 9)).toEqual({
      counted: 9,
      required: 9,
      beyond: 1,
      compulsoryLeft: 0,
    });
  });

  test("electives count only up to what the compulsory courses leave", () => {
    expect(countedCredits({ earned: 3, total: 6 }, { earned: 6, total: 6 }, 9)).toEqual({
      counted: 6,
      required: 9,
      beyond: 3,
      compulsoryLeft: 3,
    });
  });

  test("compulsory courses worth more than the credits needed are all required", () => {
    expect(countedCredits({ earned: 9, total: 10 }, { earned: 2, total: 2 }, 9)).toMatchObject({
      counted: 9,
      required: 10,
      compulsoryLeft: 1,
    });
  });
});
