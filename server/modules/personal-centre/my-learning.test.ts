import { randomBytes } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { LearningProcess, ExerciseProcess } from "#contract/catalogue-rules.ts";
import { classroomApi } from "#contract/classroom.ts";
import { enrolmentApi } from "#contract/enrolment.ts";
import { examApi } from "#contract/exam.ts";
import { identityApi } from "#contract/identity.ts";
import { myCoursesApi, type CourseProcessQuery } from "#contract/learning.ts";
import { statisticMonths } from "#contract/my-learning-rules.ts";
import { personalCentreApi } from "#contract/personal-centre.ts";
import {
  certificationCourses,
  courseChapters,
  courseReleases,
  courses,
} from "#db/schema/catalogue.ts";
import { completionCertificates } from "#db/schema/certificate.ts";
import { classroomEnrolments, classrooms, practicalExamEnrolments } from "#db/schema/classroom.ts";
import { registrations } from "#db/schema/enrolment.ts";
import { examAttempts, examPapers } from "#db/schema/exam.ts";
import { chapterProgress, courseProgress } from "#db/schema/learning.ts";
import { ClassroomId } from "#db/seed/demo/classrooms.ts";
import { StoryCourse, storyOrderExtras } from "#db/seed/demo/my-learning-story.ts";
import { PracticalExamId } from "#db/seed/demo/practical-exams.ts";
import {
  answersFor,
  call,
  completeCredits,
  createBrowser,
  createTestApp,
  holdPrerequisites,
  signIn,
  signUp,
  type Browser,
  type PaperToAnswer,
  type TestApp,
} from "../../testing.ts";

/*
 * The My Learning calls (frame §7) behind the tabs (frame §1): statistics,
 * self-paced courses and videos, exam records, clearing the study history,
 * and the latest order extras. Each answers for the signed-in learner on the
 * request's site only.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const scope = { siteId: 1, languageId: 1 };
const AR = { siteId: 3, languageId: 2 };
const HCSA = 101;
const DAY = 86_400_000;

async function learner() {
  const email = `my-learning-${randomBytes(5).toString("hex")}@example.com`;
  const { browser } = await signUp(t.app, { email });
  const me = (await call(browser, identityApi.userInfo, { siteId: 1 })).data!;
  // The main site asks for first name, last name and country before enrolling.
  await call(browser, identityApi.update, {
    ...scope,
    firstName: me.firstName,
    lastName: me.lastName,
    country: "Germany",
  });
  return { browser, id: me.id };
}

/** The demo learner with something in every tab (db/seed/demo/my-learning-story.ts). */
function casey() {
  return signIn(t.app, { email: "certified@academy.example", password: "Cert-Demo-2026" });
}

/** A visitor: a browser that has not signed in. */
const visitor = () => createBrowser(t.app);

const statistic = async (browser: Browser, site = scope) =>
  (await call(browser, personalCentreApi.classifiedStatistic, site)).data!;
const courseProcess = (browser: Browser, query: CourseProcessQuery = {}, site = scope) =>
  call(browser, myCoursesApi.courseProcess, { ...site, ...query });
const examRecords = async (browser: Browser, site = scope) =>
  (await call(browser, examApi.examRecords, site)).data!;

const HOUR = 3_600_000;
let nextSession = 9700;
/** A session of its own that ended `endedDaysAgo` days ago, with `credits`. */
async function endedSession(credits: number, endedDaysAgo: number, siteId = 1) {
  const endsAt = new Date(Date.now() - endedDaysAgo * DAY);
  const [row] = await t.database.db
    .insert(classrooms)
    .values({
      id: nextSession++,
      siteId,
      languageId: siteId === 1 ? 1 : 2,
      certificationReleaseId: null,
      classroomName: `Ended session ${nextSession}`,
      type: 1,
      format: 1,
      credits,
      trainerName: "Trainer",
      capacity: 10,
      startsAt: new Date(endsAt.getTime() - 2 * HOUR),
      endsAt,
      timeZone: "Europe/London",
      countryCode: "GB",
      publishedAt: new Date(endsAt.getTime() - 30 * DAY),
    })
    .returning({ id: classrooms.id, endsAt: classrooms.endsAt });
  return row!;
}

async function enrolmentIn(
  classroomId: number,
  userId: number,
  status: "checked_in" | "absent" | "finished" | "approved",
  siteId = 1,
) {
  const [row] = await t.database.db
    .insert(classroomEnrolments)
    .values({ classroomId, userId, siteId, status })
    .returning({ id: classroomEnrolments.id });
  return row!.id;
}

const setStatus = (id: number, status: "checked_in" | "absent" | "finished") =>
  t.database.db.update(classroomEnrolments).set({ status }).where(eq(classroomEnrolments.id, id));

describe("POST /user/personalCenter/classifiedStatistic", () => {
  test("a visitor is asked to sign in (401)", async () => {
    const res = await call(visitor(), personalCentreApi.classifiedStatistic, scope);
    expect(res.statusCode).toBe(401);
  });

  test("a new learner has nothing yet: zero credits and counts, twelve empty months ending now", async () => {
    const { browser } = await learner();
    const data = await statistic(browser);
    expect(data.credits).toEqual({ certificationCourses: 0, classrooms: 0, total: 0 });
    expect(Object.values(data.counts).every((n) => n === 0)).toBe(true);
    expect(data.months.map((m: { month: string }) => m.month)).toEqual(statisticMonths(new Date()));
    expect(data.months).toHaveLength(12);
    expect(data.months.at(-1)!.month).toBe(new Date().toISOString().slice(0, 7));
  });

  test("a classroom's credits count once the enrolment is finished, not checked in or absent (issue 12)", async () => {
    const { browser, id } = await learner();
    const session = await endedSession(3, 40);
    const enrolment = await enrolmentIn(session.id, id, "checked_in");
    expect((await statistic(browser)).credits.classrooms).toBe(0);
    await setStatus(enrolment, "absent");
    let data = await statistic(browser);
    expect(data.credits.classrooms).toBe(0);
    expect(data.counts.classroomsFinished).toBe(0);

    await setStatus(enrolment, "finished");
    data = await statistic(browser);
    expect(data.credits).toEqual({ certificationCourses: 0, classrooms: 3, total: 3 });
    expect(data.counts.classroomsFinished).toBe(1);
    // In the month the session ended.
    const month = session.endsAt.toISOString().slice(0, 7);
    const bucket = data.months.find((m: { month: string }) => m.month === month);
    expect(bucket).toEqual({ month, certificationCourses: 0, classrooms: 3 });
    expect(
      data.months.reduce((sum: number, m: { classrooms: number }) => sum + m.classrooms, 0),
    ).toBe(3);
  });

  test("another learner's data never counts, nor another site's", async () => {
    const { browser: first, id: firstId } = await learner();
    const { browser: second } = await learner();
    const session = await endedSession(4, 10);
    await enrolmentIn(session.id, firstId, "finished");
    const arSession = await endedSession(5, 10, 3);
    await enrolmentIn(arSession.id, firstId, "finished", 3);
    await t.database.db.insert(registrations).values({
      userId: firstId,
      siteId: 1,
      relationType: 0,
      relationId: HCSA,
      status: "approved",
    });
    await completeCredits(t, firstId, HCSA);

    const mine = await statistic(first);
    expect(mine.credits.classrooms).toBe(4);
    expect(mine.credits.certificationCourses).toBeGreaterThan(0);
    // The Arabic site counts its own session only.
    expect((await statistic(first, AR)).credits).toEqual({
      certificationCourses: 0,
      classrooms: 5,
      total: 5,
    });
    const theirs = await statistic(second);
    expect(theirs.credits).toEqual({ certificationCourses: 0, classrooms: 0, total: 0 });
    expect(Object.values(theirs.counts).every((n) => n === 0)).toBe(true);
  });

  test("certification courses give their credits in the learner's certifications, once each, in the month learned; a year ago is out of the months", async () => {
    const { browser, id } = await learner();
    expect(
      await call(browser, enrolmentApi.addRegistration, { ...scope, relationId: HCSA }),
    ).toMatchObject({ code: 200 });
    const links = await t.database.db
      .select()
      .from(certificationCourses)
      .where(eq(certificationCourses.certificationReleaseId, HCSA));
    const [old, ...recent] = links;
    const twoMonthsAgo = new Date(Date.now() - 62 * DAY);
    const longAgo = new Date(Date.now() - 400 * DAY);
    await t.database.db.insert(courseProgress).values([
      ...recent.map((link) => ({
        userId: id,
        courseReleaseId: link.courseReleaseId,
        learningProcess: LearningProcess.learnEnd,
        exerciseProcess: ExerciseProcess.finish,
        finishedAt: twoMonthsAgo,
      })),
      {
        userId: id,
        courseReleaseId: old!.courseReleaseId,
        learningProcess: LearningProcess.learnEnd,
        exerciseProcess: ExerciseProcess.finish,
        finishedAt: longAgo,
      },
    ]);
    const data = await statistic(browser);
    // HCSA's own credits (a course also in CGSA with more credits counts with HCSA's here).
    const total = links.reduce((sum, link) => sum + link.credits, 0);
    expect(data.credits.certificationCourses).toBe(total);
    const month = twoMonthsAgo.toISOString().slice(0, 7);
    expect(
      data.months.find((m: { month: string }) => m.month === month)!.certificationCourses,
    ).toBe(total - old!.credits);
    expect(
      data.months.reduce(
        (sum: number, m: { certificationCourses: number }) => sum + m.certificationCourses,
        0,
      ),
    ).toBe(total - old!.credits);
    expect(data.counts).toMatchObject({
      certificationsEnrolled: 1,
      coursesFinished: links.length,
      videosFinished: 0,
    });

    // Leaving the certification: the courses stay finished, their credits no longer count.
    await t.database.db
      .update(registrations)
      .set({ status: "cancelled" })
      .where(and(eq(registrations.userId, id), eq(registrations.relationId, HCSA)));
    const left = await statistic(browser);
    expect(left.credits.certificationCourses).toBe(0);
    expect(left.counts).toMatchObject({ certificationsEnrolled: 0, coursesFinished: links.length });
  });

  test("the demo learner: HCSA's credits, last month's classroom, exams, quizzes and the certificate", async () => {
    const data = await statistic(await casey());
    const hcsaCredits = (
      await t.database.db
        .select({ sum: sql<number>`sum(${certificationCourses.credits})::int` })
        .from(certificationCourses)
        .where(eq(certificationCourses.certificationReleaseId, HCSA))
    )[0]!.sum;
    expect(data.credits).toEqual({
      certificationCourses: hcsaCredits,
      classrooms: 2,
      total: hcsaCredits + 2,
    });
    expect(data.counts).toEqual({
      certificationsEnrolled: 1,
      certificationsCertified: 1,
      coursesFinished: 6 + 1,
      videosFinished: 1,
      examsPassed: 1,
      quizzesPassed: 1,
      certificatesValid: 1,
      classroomsFinished: 1,
    });
  });
});

describe("POST /user/course/process/getNonCertificateCourseProcess", () => {
  test("the demo learner's self-paced courses, one in each state of the filters", async () => {
    const browser = await casey();
    const all = (await courseProcess(browser)).data!;
    expect(all.counts).toEqual({ all: 3, studying: 1, waitForQuiz: 1, pass: 1 });
    expect(all.total).toBe(3);
    const byState = Object.fromEntries(
      all.rows.map((row: { state: string; id: number }) => [row.state, row.id]),
    );
    expect(byState).toEqual({
      studying: StoryCourse.cabling,
      waitForQuiz: StoryCourse.siteSafety,
      pass: StoryCourse.handover,
    });
    // Most recently active first.
    expect(all.rows.map((row: { id: number }) => row.id)).toEqual([
      StoryCourse.cabling,
      StoryCourse.siteSafety,
      StoryCourse.handover,
    ]);
    expect(all.rows[0]).toMatchObject({
      courseType: 0,
      courseName: "Cable Management and Labelling",
      chapterCount: 3,
      completedChapters: 1,
      registrationStatus: 2,
      quizExist: false,
    });

    for (const filter of ["studying", "waitForQuiz", "pass"] as const) {
      const page = (await courseProcess(browser, { filter })).data!;
      expect(page.total).toBe(1);
      expect(page.rows.map((row: { id: number }) => row.id)).toEqual([byState[filter]]);
      expect(page.counts.all).toBe(3);
    }

    const videos = (await courseProcess(browser, { courseType: 1 })).data!;
    expect(videos.rows.map((row: { id: number; state: string }) => [row.id, row.state])).toEqual([
      [StoryCourse.colorVuWebinar, "studying"],
      [StoryCourse.sadpVideo, "pass"],
    ]);
  });

  test("pages of 10, 20, 30 or 40, newest activity first; another page size is refused (400)", async () => {
    const { browser, id } = await learner();
    // Twelve self-paced courses of site 1 of their own, learned a day apart.
    const made = await nonCertificationCourses(12);
    await t.database.db.insert(courseProgress).values(
      made.map((releaseId, index) => ({
        userId: id,
        courseReleaseId: releaseId,
        learningProcess: LearningProcess.learning,
        updatedAt: new Date(Date.now() - index * DAY),
      })),
    );
    const first = (await courseProcess(browser, { pageSize: 10 })).data!;
    expect(first.total).toBe(12);
    expect(first.rows.map((row: { id: number }) => row.id)).toEqual(made.slice(0, 10));
    const second = (await courseProcess(browser, { pageSize: 10, pageNum: 2 })).data!;
    expect(second.rows.map((row: { id: number }) => row.id)).toEqual(made.slice(10));
    const twenty = (await courseProcess(browser, { pageSize: 20 })).data!;
    expect(twenty.rows).toHaveLength(12);

    // A page size and a filter the contract refuses, sent as they are.
    const refused = await courseProcess(browser, { pageSize: 15 } as unknown as CourseProcessQuery);
    expect(refused.statusCode).toBe(400);
    expect(refused.code).toBe(400);
    expect(
      (await courseProcess(browser, { filter: "done" } as unknown as CourseProcessQuery)).code,
    ).toBe(400);
  });

  test("only the learner's own non-certification courses of the site", async () => {
    const { browser, id } = await learner();
    const [hcsaCourse] = await t.database.db
      .select()
      .from(certificationCourses)
      .where(eq(certificationCourses.certificationReleaseId, HCSA));
    await t.database.db.insert(courseProgress).values([
      // A certification's course: in the certifications tab, not here.
      { userId: id, courseReleaseId: hcsaCourse!.courseReleaseId, learningProcess: 1 },
      // A video of the Arabic site.
      { userId: id, courseReleaseId: 2251, learningProcess: 1 },
    ]);
    // Enrolled, approval pending, nothing learned yet: studying.
    await t.database.db.insert(registrations).values({
      userId: id,
      siteId: 1,
      relationType: 1,
      relationId: StoryCourse.cabling,
      status: "pending",
    });
    const page = (await courseProcess(browser)).data!;
    expect(page.rows).toEqual([
      expect.objectContaining({
        id: StoryCourse.cabling,
        state: "studying",
        registrationStatus: 1,
        learningProcess: 0,
        completedChapters: 0,
      }),
    ]);
    expect((await courseProcess(browser, { courseType: 1 })).data!.total).toBe(0);
    const arabic = (await courseProcess(browser, { courseType: 1 }, AR)).data!;
    expect(arabic.rows.map((row: { id: number }) => row.id)).toEqual([2251]);
    // Someone else sees none of it.
    const { browser: other } = await learner();
    expect((await courseProcess(other)).data!.total).toBe(0);
  });
});

/** `count` self-paced course releases of site 1 outside every certification, of this test's own. */
async function nonCertificationCourses(count: number): Promise<number[]> {
  const db = t.database.db;
  const ids = Array.from({ length: count }, (_, index) => 8100 + index);
  await db.insert(courses).values(ids.map((id) => ({ id, tenantId: 1, courseType: 0 })));
  await db.insert(courseReleases).values(
    ids.map((id) => ({
      id,
      courseId: id,
      siteId: 1,
      languageId: 1,
      courseName: `Paging course ${id}`,
      publishedAt: new Date(Date.now() - 30 * DAY),
    })),
  );
  await db.insert(courseChapters).values(
    ids.map((id) => ({
      // Far above the demo's chapter ids (5000 + 10 x slot block).
      id: 90_000 + id,
      courseReleaseId: id,
      title: "Only chapter",
      videoFile: "chapter-1.mp4",
      duration: 60,
    })),
  );
  return ids;
}

describe("POST /user/personalCenter/examRecords", () => {
  const ATTEMPT_KEYS = [
    "examRecordsId",
    "gradedAt",
    "passScore",
    "passStatus",
    "score",
    "superseded",
    "totalScore",
  ];

  test("the demo learner: HCSA passed (no attempt left), a quiz passed and a quiz failed", async () => {
    const data = await examRecords(await casey());
    expect(data.theoryExams).toEqual([
      expect.objectContaining({
        certificationReleaseId: HCSA,
        passed: true,
        bestScore: 100,
        maxAttempts: 2,
        attemptsUsed: 1,
        remainingAttempts: 0,
      }),
    ]);
    expect(
      data.quizzes.map((quiz: { courseReleaseId: number; passed: boolean; bestScore: number }) => [
        quiz.courseReleaseId,
        quiz.passed,
        quiz.bestScore,
      ]),
    ).toEqual([
      [StoryCourse.siteSafety, false, 40],
      [StoryCourse.handover, true, 80],
    ]);
    expect(data.quizzes[0]!.courseName).toBe("Working Safely on Site");
  });

  test("a failed theory attempt leaves one opportunity; the second failure starts a new cycle; no question or answer is ever sent", async () => {
    const { browser, id } = await learner();
    await call(browser, enrolmentApi.addRegistration, { ...scope, relationId: HCSA });
    await completeCredits(t, id, HCSA);
    const sit = async () => {
      const target = { ...scope, releaseId: HCSA, relationType: 0 };
      const paper = (await call(browser, examApi.getContent, target)).data as PaperToAnswer;
      await call(browser, examApi.submitAnswer, {
        ...target,
        examRefId: paper.examId,
        paperHisRefId: paper.examId,
        answerList: await answersFor(t, paper, () => false),
      });
    };
    await sit();
    const res = await call(browser, examApi.examRecords, scope);
    const [record] = res.data!.theoryExams;
    expect(record).toMatchObject({
      passed: false,
      attemptsUsed: 1,
      maxAttempts: 2,
      remainingAttempts: 1,
    });
    expect(Object.keys(record!.attempts[0]!).sort()).toEqual(ATTEMPT_KEYS);
    expect(record!.attempts[0]).toMatchObject({ passStatus: 0, totalScore: 100, passScore: 80 });
    // Nothing of the paper: no question, option or answer text.
    expect(JSON.stringify({ ...res, statusCode: undefined, headers: undefined })).not.toMatch(
      /question|option|answer|stem|correct/i,
    );

    await sit();
    const [relearn] = (await examRecords(browser)).theoryExams;
    // Forced relearning (frame §4): the history stays, the next cycle has both attempts again.
    expect(relearn).toMatchObject({ attemptsUsed: 0, remainingAttempts: 2, passed: false });
    expect(relearn!.attempts).toHaveLength(2);
    expect(relearn!.attempts.every((a: { superseded: boolean }) => a.superseded)).toBe(true);

    // Another learner, and the same learner on another site, see none of it.
    const { browser: other } = await learner();
    expect(await examRecords(other)).toEqual({ theoryExams: [], quizzes: [] });
    expect(await examRecords(browser, AR)).toEqual({ theoryExams: [], quizzes: [] });
  });
});

describe("POST /user/cleanCurrentUserStudyRecord", () => {
  test("a visitor is asked to sign in (401)", async () => {
    expect((await call(visitor(), myCoursesApi.cleanStudyRecord, scope)).statusCode).toBe(401);
  });

  test("clears the learner's progress of the site's non-certification courses and videos only", async () => {
    const db = t.database.db;
    const { browser, id } = await learner();
    const { id: otherId } = await learner();
    const [hcsaCourse] = await db
      .select()
      .from(certificationCourses)
      .where(eq(certificationCourses.certificationReleaseId, HCSA));
    const chapterOf = async (releaseId: number) =>
      (
        await db
          .select({ id: courseChapters.id })
          .from(courseChapters)
          .where(eq(courseChapters.courseReleaseId, releaseId))
      )[0]!.id;
    const kept = [hcsaCourse!.courseReleaseId, 2251, StoryCourse.handover];
    const cleared = [StoryCourse.cabling, StoryCourse.sadpVideo];
    for (const userId of [id, otherId]) {
      await db.insert(courseProgress).values(
        [...kept, ...cleared].map((courseReleaseId) => ({
          userId,
          courseReleaseId,
          learningProcess: LearningProcess.learnEnd,
          exerciseProcess: ExerciseProcess.finish,
        })),
      );
      await db.insert(chapterProgress).values(
        await Promise.all(
          [...kept, ...cleared].map(async (releaseId) => ({
            userId,
            chapterId: await chapterOf(releaseId),
            payDuration: 10,
            completed: true,
          })),
        ),
      );
    }
    // The handover course's certificate of completion was issued: its progress stays with it.
    await db.insert(completionCertificates).values({
      userId: id,
      courseReleaseId: StoryCourse.handover,
      certificateNumber: `COURSE-${randomBytes(4).toString("hex")}`,
      completedAt: new Date(),
    });
    await db.insert(registrations).values({
      userId: id,
      siteId: 1,
      relationType: 1,
      relationId: StoryCourse.cabling,
      status: "approved",
    });
    const [paper] = await db
      .select()
      .from(examPapers)
      .where(
        and(eq(examPapers.relationType, 1), eq(examPapers.relationId, StoryCourse.siteSafety)),
      );
    await db.insert(examAttempts).values({
      userId: id,
      siteId: 1,
      relationType: 1,
      relationId: StoryCourse.siteSafety,
      kind: paper!.kind,
      paperId: paper!.id,
      totalScore: 100,
      passScore: 60,
      state: "graded",
      score: 40,
      passStatus: 0,
      gradedAt: new Date(),
    });

    const res = await call(browser, myCoursesApi.cleanStudyRecord, scope);
    expect(res).toMatchObject({ code: 200, data: { courses: 1, videos: 1 } });

    const progressOf = async (userId: number) =>
      (
        await db
          .select({ id: courseProgress.courseReleaseId })
          .from(courseProgress)
          .where(eq(courseProgress.userId, userId))
      )
        .map((row) => row.id)
        .sort();
    expect(await progressOf(id)).toEqual([...kept].sort());
    expect(await progressOf(otherId)).toEqual([...kept, ...cleared].sort());
    const chaptersLeft = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(chapterProgress)
      .where(eq(chapterProgress.userId, id));
    expect(chaptersLeft[0]!.n).toBe(kept.length);
    // The enrolment stays: the course can be learned again.
    const enrolments = await db
      .select()
      .from(registrations)
      .where(and(eq(registrations.userId, id), eq(registrations.relationType, 1)));
    expect(enrolments).toHaveLength(1);
    // So do exam and quiz attempts.
    const attempts = await db.select().from(examAttempts).where(eq(examAttempts.userId, id));
    expect(attempts).toHaveLength(1);

    // Nothing left to clear.
    expect((await call(browser, myCoursesApi.cleanStudyRecord, scope)).data).toEqual({
      courses: 0,
      videos: 0,
    });
  });
});

describe("POST /user/registration/getLatestOrderingByUserId", () => {
  const latest = (browser: Browser, site = scope) =>
    call(browser, classroomApi.latestOrdering, site);

  test("a visitor is asked to sign in (401); a learner who never gave any gets null", async () => {
    expect((await call(visitor(), classroomApi.latestOrdering, scope)).statusCode).toBe(401);
    const { browser } = await learner();
    expect(await latest(browser)).toMatchObject({ code: 200, data: null });
  });

  test("the demo learner's workshop meal", async () => {
    expect((await latest(await casey())).data).toEqual(storyOrderExtras);
  });

  test("the newest enrolment that gave extras, classroom or practical exam, of this site and learner", async () => {
    const db = t.database.db;
    const { browser, id } = await learner();
    const { browser: other } = await learner();
    // HCSA held: HCSP training admits the learner (decision 0045).
    await holdPrerequisites(t, id);
    const enrolled = await call(browser, classroomApi.enrollClassroom, {
      ...scope,
      classroomId: ClassroomId.hcspOnsite,
      dietaryRequirements: "Halal",
      allergies: "",
    });
    expect(enrolled.code).toBe(200);
    expect((await latest(browser)).data).toEqual({ dietaryRequirements: "Halal", allergies: null });

    // A later practical exam enrolment with other extras wins.
    await db.insert(practicalExamEnrolments).values({
      practicalExamId: PracticalExamId.hcspLondon,
      userId: id,
      siteId: 1,
      certificationReleaseId: 102,
      status: "cancelled",
      dietaryRequirements: null,
      allergies: "Shellfish",
      createdAt: new Date(Date.now() + 1000),
    });
    expect((await latest(browser)).data).toEqual({
      dietaryRequirements: null,
      allergies: "Shellfish",
    });
    // One without extras changes nothing.
    await enrolmentIn(ClassroomId.webinar, id, "approved");
    expect((await latest(browser)).data).toEqual({
      dietaryRequirements: null,
      allergies: "Shellfish",
    });
    // Another site, another learner: nothing.
    expect((await latest(browser, AR)).data).toBeNull();
    expect((await latest(other)).data).toBeNull();
    await db
      .delete(classroomEnrolments)
      .where(
        and(
          eq(classroomEnrolments.userId, id),
          inArray(classroomEnrolments.classroomId, [ClassroomId.hcspOnsite, ClassroomId.webinar]),
        ),
      );
  });
});
