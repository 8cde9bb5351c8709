import { describe, expect, test } from "vitest";
import {
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
});
