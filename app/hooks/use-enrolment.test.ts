import { expect, test } from "vitest";
import { ENROL_BUSY_MS, invitationTargetPath } from "./use-enrolment.ts";

test("the busy flag is released 1 second after enrol (learner §9)", () => {
  expect(ENROL_BUSY_MS).toBe(1000);
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
