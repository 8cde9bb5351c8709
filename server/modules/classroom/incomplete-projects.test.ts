import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, expect, test } from "vitest";
import { RelationType } from "#contract/catalogue-rules.ts";
import { classroomApi } from "#contract/classroom.ts";
import { enrolmentApi } from "#contract/enrolment.ts";
import { identityApi } from "#contract/identity.ts";
import { ClassroomId } from "#db/seed/demo/classrooms.ts";
import {
  call,
  createTestApp,
  holdPrerequisites,
  signUp,
  type Browser,
  type TestApp,
} from "../../testing.ts";

/**
 * The classroom part of the learner's incomplete projects
 * (`listUserIncompleteProject`, issue 12): training enrolled in and not
 * finished yet, on the request's site, after the certifications.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const C = ClassroomId;
/** /en is site 1 in English (1), /ar site 3 in Arabic (2). */
const scope = (siteId: number) => ({ siteId, languageId: siteId === 3 ? 2 : 1 });
const incomplete = async (browser: Browser, siteId = 1) =>
  (await call(browser, enrolmentApi.incompleteProjects, scope(siteId))).data!;

test("live classroom enrolments are listed with their session; a cancelled one is not", async () => {
  const { browser } = await signUp(t.app, {
    email: `projects-${randomBytes(5).toString("hex")}@example.com`,
  });
  const me = (await call(browser, identityApi.userInfo, { siteId: 1 })).data!;
  // HCSA held: HCSP training admits the learner (decision 0045).
  await holdPrerequisites(t, me.id);
  expect(await incomplete(browser)).toEqual([]);

  // HCSP onsite: pending approval; the webinar (no certification): approved at once.
  expect(
    (await call(browser, classroomApi.enrollClassroom, { ...scope(1), classroomId: C.hcspOnsite }))
      .code,
  ).toBe(200);
  expect(
    (
      await call(browser, classroomApi.enrollNonCertificated, {
        ...scope(1),
        classroomId: C.webinar,
      })
    ).code,
  ).toBe(200);

  const list = await incomplete(browser);
  // Soonest session first: the webinar is next week, the workshop in a month.
  expect(list).toMatchObject([
    {
      relationType: RelationType.classroom,
      relationId: C.webinar,
      certificationName: "",
      registrationStatus: 2,
      classroomName: "Webinar: what's new in network video recorders",
    },
    {
      relationType: RelationType.classroom,
      relationId: C.hcspOnsite,
      certificationName: expect.stringContaining("HCSP") as unknown as string,
      registrationStatus: 1,
      classroomName: "HCSP onsite workshop: NVRs and storage in practice",
    },
  ]);
  expect(new Date(list[0]!.startsAt!).getTime()).toBeGreaterThan(Date.now());

  // Another site's list does not show this site's training.
  expect(await incomplete(browser, 3)).toEqual([]);

  expect(
    (await call(browser, classroomApi.cancelClassroom, { ...scope(1), classroomId: C.hcspOnsite }))
      .code,
  ).toBe(200);
  expect((await incomplete(browser)).map((item) => item.relationId)).toEqual([C.webinar]);
});
