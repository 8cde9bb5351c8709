import { and, eq } from "drizzle-orm";
import type {
  CourseDetail,
  CoursePageInput,
  CourseRow,
  Page,
  TopicDetail,
  VideoTypeInfo,
} from "#contract/catalogue.ts";
import { coursePageQuerySchema } from "#contract/catalogue.ts";
import {
  chapterLocked,
  CourseType,
  LearningProcess,
  RegistrationStatus,
  RelationType,
  VideoListType,
} from "#contract/catalogue-rules.ts";
import { courseReleases, courses, topics } from "#db/schema/catalogue.ts";
import { notFound } from "../../errors.ts";
import type { ServiceDeps } from "../../services.ts";
import type { CatalogueScope } from "./catalogue.service.ts";
import type { createCertificationReads } from "./certifications.service.ts";
import { courseInScope, topicInScope } from "./scoped.ts";
import {
  typeNames,
  type CatalogueSnapshot,
  type CourseEntry,
  type CourseLink,
  type Snapshots,
  type TopicEntry,
} from "./snapshot.ts";
import {
  courseRegistrationStatus,
  loadLearnerState,
  resumeChapterId,
  type LearnerFacts,
  type LearnerState,
} from "./status.ts";
import { textMatch } from "../../text-match.ts";
import { localName } from "./text.ts";

/** How many courses the home page recommends. */
export const HOME_COURSE_LIST_SIZE = 8;

const courseSearch = {
  search: courseReleases.search,
  searchConfig: courseReleases.searchConfig,
  title: courseReleases.courseName,
};
const topicSearch = {
  search: topics.search,
  searchConfig: topics.searchConfig,
  title: topics.topicName,
};

type CoursePageQuery = ReturnType<typeof coursePageQuerySchema.parse>;

const paged = <T>(rows: T[], query: CoursePageQuery) =>
  rows.slice((query.pageNum - 1) * query.pageSize, query.pageNum * query.pageSize);

export function createCourseReads(
  { db, learner }: Pick<ServiceDeps, "db"> & { learner: LearnerFacts },
  snapshots: Snapshots,
  certificationReads: ReturnType<typeof createCertificationReads>,
) {
  function courseRow(
    scope: CatalogueScope,
    entry: CourseEntry,
    link: CourseLink | undefined,
    state: LearnerState,
  ): CourseRow {
    return {
      id: entry.id,
      courseType: entry.courseType,
      isTopic: false,
      courseName: entry.courseName,
      summary: entry.summary,
      coverImage: entry.coverImage,
      duration: entry.duration,
      versionLabel: entry.versionLabel,
      languageComplete: scope.language.languageComplete,
      chapterCount: entry.chapters.length,
      relationId: link?.certificationReleaseId ?? null,
      certificationName: link?.certificationName ?? null,
      kind: link?.kind ?? null,
      requirement: link?.requirement ?? null,
      credits: link?.credits ?? null,
      productLineName: entry.productLineName,
      videoTypeName: entry.videoTypeName,
      publishedAt: entry.publishedAt,
      learningProcess: state.loggedIn ? state.learningProcess(entry.id) : null,
    };
  }

  function topicRow(scope: CatalogueScope, entry: TopicEntry): CourseRow {
    return {
      id: entry.id,
      courseType: CourseType.video,
      isTopic: true,
      courseName: entry.topicName,
      summary: entry.summary,
      coverImage: entry.coverImage,
      duration: entry.duration,
      versionLabel: "",
      languageComplete: scope.language.languageComplete,
      chapterCount: 1,
      relationId: null,
      certificationName: null,
      kind: null,
      requirement: null,
      credits: null,
      productLineName: entry.productLineName,
      videoTypeName: entry.videoTypeName,
      publishedAt: entry.publishedAt,
      // Topics keep no course progress.
      learningProcess: null,
    };
  }

  /**
   * Course rows for course release ids, in the given order, with the link
   * chosen by the caller (the one a filter matched) or the preferred one;
   * the learner's progress for all of them in one query.
   */
  async function courseRows(
    scope: CatalogueScope,
    ids: readonly number[],
    chosen: ReadonlyMap<number, CourseLink> = new Map(),
    known?: CatalogueSnapshot,
  ): Promise<CourseRow[]> {
    if (ids.length === 0) return [];
    const snapshot = known ?? (await snapshots.of(scope));
    const entries = ids.flatMap((id) => snapshot.course(id) ?? []);
    const state = await loadLearnerState(learner, scope.userId, {
      courseReleaseIds: entries.map((e) => e.id),
    });
    return entries.map((entry) =>
      courseRow(scope, entry, chosen.get(entry.id) ?? snapshot.linksOf(entry.id)[0], state),
    );
  }

  /** Topic rows for topic ids, in the given order. */
  async function topicRows(scope: CatalogueScope, ids: readonly number[]): Promise<CourseRow[]> {
    if (ids.length === 0) return [];
    const snapshot = await snapshots.of(scope);
    return ids.flatMap((id) => {
      const entry = snapshot.topic(id);
      return entry ? [topicRow(scope, entry)] : [];
    });
  }

  /** Ids of the scope's course releases of one type matching a keyword (full text, see text-match.ts). */
  async function coursesMatching(scope: CatalogueScope, courseType: number, keyword: string) {
    const rows = await db
      .select({ id: courseReleases.id })
      .from(courseReleases)
      .innerJoin(courses, eq(courses.id, courseReleases.courseId))
      .where(
        and(
          courseInScope(scope),
          eq(courses.courseType, courseType),
          textMatch(courseSearch, keyword),
        ),
      );
    return new Set(rows.map((r) => r.id));
  }

  async function topicsMatching(scope: CatalogueScope, keyword: string) {
    const rows = await db
      .select({ id: topics.id })
      .from(topics)
      .where(and(topicInScope(scope), textMatch(topicSearch, keyword)));
    return new Set(rows.map((r) => r.id));
  }

  /** The certification list filter's `languageComplete` names the scope's language or nothing. */
  function languageMatches(scope: CatalogueScope, languageComplete: string | undefined) {
    return (
      !languageComplete ||
      languageComplete.toLocaleLowerCase() === scope.language.languageComplete.toLocaleLowerCase()
    );
  }

  /**
   * courseType 0: courses of certifications with the certification list filter
   * (learner §3). One row per course: the first certification the filter
   * matched, top-level versions first; rows in catalogue order (kind,
   * certification, compulsory before elective, the course's place).
   */
  async function certificationCoursePage(
    scope: CatalogueScope,
    query: CoursePageQuery,
  ): Promise<Page<CourseRow>> {
    const [snapshot, lists, keywordHits] = await Promise.all([
      snapshots.of(scope),
      snapshots.tenantLists(scope),
      query.keyword ? coursesMatching(scope, CourseType.course, query.keyword) : null,
    ]);
    const types = typeNames(lists.types, scope);
    const typeIds = query.certificationTypeName
      ? new Set(types.idsNamed(query.certificationTypeName))
      : null;
    const subtypeIds = query.certificationSubtypeName
      ? new Set(types.idsNamed(query.certificationSubtypeName))
      : null;
    const releases = snapshot.releases.filter(
      (r) =>
        (query.kind === undefined || r.kind === query.kind) &&
        (!typeIds || (r.typeId !== null && typeIds.has(r.typeId))) &&
        (!subtypeIds || (r.subtypeId !== null && subtypeIds.has(r.subtypeId))) &&
        (!query.versionLabel || r.versionLabel === query.versionLabel),
    );
    const releaseOrder = new Map(snapshot.releases.map((r, index) => [r.id, index]));
    // Top-level versions first, so a course shows the release a learner enrols in.
    const byPreference = [...releases].sort(
      (a, b) =>
        Number(a.parentReleaseId !== null) - Number(b.parentReleaseId !== null) ||
        releaseOrder.get(a.id)! - releaseOrder.get(b.id)!,
    );
    const chosen = new Map<number, CourseLink & { place: number }>();
    for (const release of byPreference) {
      snapshot.coursesOf(release.id).forEach((course, place) => {
        if (chosen.has(course.id) || course.courseType !== CourseType.course) return;
        if (query.requirement !== undefined && course.requirement !== query.requirement) return;
        if (keywordHits && !keywordHits.has(course.id)) return;
        if (!snapshot.course(course.id)) return;
        chosen.set(course.id, {
          courseReleaseId: course.id,
          certificationReleaseId: release.id,
          certificationName: release.certificationName,
          kind: release.kind,
          requirement: course.requirement,
          credits: course.credits,
          place,
        });
      });
    }
    // coursesOf lists compulsory courses first, so `place` orders by requirement, then sort.
    const ordered = [...chosen.values()].sort(
      (a, b) =>
        releaseOrder.get(a.certificationReleaseId)! - releaseOrder.get(b.certificationReleaseId)! ||
        a.place - b.place ||
        a.courseReleaseId - b.courseReleaseId,
    );
    const rows = await courseRows(
      scope,
      paged(ordered, query).map((c) => c.courseReleaseId),
      chosen,
      snapshot,
    );
    return { rows, total: ordered.length };
  }

  /** courseType 1: educational videos, topics and video courses, with the video list filter (learner §3). */
  async function videoPage(
    scope: CatalogueScope,
    query: CoursePageQuery,
  ): Promise<Page<CourseRow>> {
    const [snapshot, topicHits, courseHits] = await Promise.all([
      snapshots.of(scope),
      query.keyword && query.type !== VideoListType.course
        ? topicsMatching(scope, query.keyword)
        : null,
      query.keyword && query.type !== VideoListType.topic
        ? coursesMatching(scope, CourseType.video, query.keyword)
        : null,
    ]);
    const matching = snapshot.videos.filter(({ isTopic, entry }) => {
      if (query.type === VideoListType.topic && !isTopic) return false;
      if (query.type === VideoListType.course && isTopic) return false;
      if (query.productLineId !== undefined && entry.productLineId !== query.productLineId)
        return false;
      if (query.videoTypeId !== undefined && entry.videoTypeId !== query.videoTypeId) return false;
      const hits = isTopic ? topicHits : courseHits;
      return !query.keyword || (hits?.has(entry.id) ?? false);
    });
    const page = paged(matching, query);
    const courseList = await courseRows(
      scope,
      page.filter((v) => !v.isTopic).map((v) => v.entry.id),
      undefined,
      snapshot,
    );
    const courseById = new Map(courseList.map((r) => [r.id, r]));
    return {
      rows: page.flatMap((v) =>
        v.isTopic ? [topicRow(scope, v.entry)] : (courseById.get(v.entry.id) ?? []),
      ),
      total: matching.length,
    };
  }

  /**
   * POST /certification/getVideoTypeInfo (decision 0057): the product lines
   * and video types that the site's educational videos (topics and video
   * courses) have, in the tenant's order, named in the scope's language: a
   * choice of the filter never leads to an empty list by itself.
   */
  async function videoTypeInfo(scope: CatalogueScope): Promise<VideoTypeInfo> {
    const [snapshot, lists] = await Promise.all([
      snapshots.of(scope),
      snapshots.tenantLists(scope),
    ]);
    const lines = new Set(snapshot.videos.map((video) => video.entry.productLineId));
    const types = new Set(snapshot.videos.map((video) => video.entry.videoTypeId));
    return {
      productLineList: lists.productLines
        .filter((row) => lines.has(row.id))
        .map((row) => ({ id: row.id, productLineName: localName(row.names, scope.language) })),
      videoTypeList: lists.videoTypes
        .filter((row) => types.has(row.id))
        .map((row) => ({ id: row.id, videoTypeName: localName(row.names, scope.language) })),
    };
  }

  /** GET /certification/release/course/page/list. */
  async function coursePage(
    scope: CatalogueScope,
    input: CoursePageInput,
  ): Promise<Page<CourseRow>> {
    const query = coursePageQuerySchema.parse(input);
    if (!languageMatches(scope, query.languageComplete)) return { rows: [], total: 0 };
    return query.courseType === CourseType.course
      ? certificationCoursePage(scope, query)
      : videoPage(scope, query);
  }

  function registrationOfCourse(
    state: LearnerState,
    course: { id: number; courseType: number },
    containing: readonly CourseLink[],
  ) {
    const relationType =
      course.courseType === CourseType.video ? RelationType.video : RelationType.course;
    return courseRegistrationStatus(
      state.registration(relationType, course.id),
      containing.map((l) =>
        state.registration(RelationType.certification, l.certificationReleaseId),
      ),
    );
  }

  /** GET /certification/release/course/detail (learner §2 "Course detail screen"). */
  async function courseDetail(
    scope: CatalogueScope,
    id: number,
    courseType: number,
  ): Promise<CourseDetail> {
    const snapshot = await snapshots.of(scope);
    const course = snapshot.course(id);
    if (!course || course.courseType !== courseType) throw notFound("No such course");
    const containing = snapshot.linksOf(course.id);
    const link = containing[0];
    const [state, certificationStatus] = await Promise.all([
      loadLearnerState(learner, scope.userId, {
        certificationReleaseIds: containing.map((l) => l.certificationReleaseId),
        courseReleaseIds: [course.id],
        chapterIds: course.chapters.map((c) => c.id),
      }),
      link
        ? certificationReads.certificationStatus(scope, link.certificationReleaseId)
        : Promise.resolve(null),
    ]);
    const registrationStatus = state.loggedIn
      ? registrationOfCourse(state, course, containing)
      : RegistrationStatus.NotEnrolled;
    const locked = chapterLocked({
      loggedIn: state.loggedIn,
      courseType: course.courseType,
      registrationStatus,
    });
    return {
      id: course.id,
      relationId: link?.certificationReleaseId ?? null,
      kind: link?.kind ?? null,
      courseType: course.courseType,
      courseName: course.courseName,
      description: course.description,
      coverImage: course.coverImage,
      duration: course.duration,
      versionLabel: course.versionLabel,
      quizExist: course.quizExist,
      learningProcess: state.learningProcess(course.id),
      exerciseProcess: state.exerciseProcess(course.id),
      registrationStatus,
      certificationStatus,
      credits: link?.credits ?? null,
      resumeChapterId: resumeChapterId(course.chapters, state.lastChapter(course.id)),
      // Chapters never carry their video file: access goes through course/power/check.
      courseContentReleaseDTOS: course.chapters.map((chapter) => ({
        ...chapter,
        locked,
        completed: state.chapterCompleted(chapter.id),
      })),
      practiceLabCount: course.practiceLabs,
    };
  }

  /**
   * Whether the learner may open a course's chapters (learner §4 lock rule),
   * with the chapters' lengths: what video access and progress need, without
   * the detail's texts and certification status.
   */
  async function courseAccess(scope: CatalogueScope, id: number, courseType: number) {
    const snapshot = await snapshots.of(scope);
    const course = snapshot.course(id);
    if (!course || course.courseType !== courseType) throw notFound("No such course");
    const containing = snapshot.linksOf(course.id);
    const state = await loadLearnerState(learner, scope.userId, {
      certificationReleaseIds: containing.map((l) => l.certificationReleaseId),
      courseReleaseIds: [course.id],
    });
    const registrationStatus = state.loggedIn
      ? registrationOfCourse(state, course, containing)
      : RegistrationStatus.NotEnrolled;
    return {
      id: course.id,
      quizExist: course.quizExist,
      locked: chapterLocked({
        loggedIn: state.loggedIn,
        courseType: course.courseType,
        registrationStatus,
      }),
      chapters: course.chapters.map((chapter) => ({ id: chapter.id, duration: chapter.duration })),
    };
  }

  /**
   * A signed-in learner's standing in a course's quiz (learner §4 "Quiz"):
   * whether the course is open to them (audited registration, its own or a
   * certification's), its processes, and the certification it leads to — one
   * the learner is enrolled in first — with their status there.
   */
  async function quizStanding(scope: CatalogueScope & { userId: number }, id: number) {
    const snapshot = await snapshots.of(scope);
    const course = snapshot.course(id);
    if (!course || course.courseType !== CourseType.course) throw notFound("No such course");
    const containing = snapshot.linksOf(course.id);
    const state = await loadLearnerState(learner, scope.userId, {
      certificationReleaseIds: containing.map((l) => l.certificationReleaseId),
      courseReleaseIds: [course.id],
    });
    const link =
      containing.find(
        (l) =>
          state.registration(RelationType.certification, l.certificationReleaseId) === "approved",
      ) ?? containing[0];
    return {
      courseReleaseId: course.id,
      courseName: course.courseName,
      quizExist: course.quizExist,
      enrolled: registrationOfCourse(state, course, containing) === RegistrationStatus.Audited,
      learningProcess: state.learningProcess(course.id),
      exerciseProcess: state.exerciseProcess(course.id),
      certificationReleaseId: link?.certificationReleaseId ?? null,
      certificationStatus: link
        ? await certificationReads.certificationStatus(scope, link.certificationReleaseId)
        : null,
    };
  }

  /** A topic (stand-alone educational video); a visitor sees the lock (learner §4). */
  async function topicDetail(scope: CatalogueScope, id: number): Promise<TopicDetail> {
    const topic = (await snapshots.of(scope)).topic(id);
    if (!topic) throw notFound("No such topic");
    return {
      id: topic.id,
      topicName: topic.topicName,
      description: topic.description,
      coverImage: topic.coverImage,
      duration: topic.duration,
      quizExist: topic.quizExist,
      productLineName: topic.productLineName,
      videoTypeName: topic.videoTypeName,
      publishedAt: topic.publishedAt,
      locked: chapterLocked({
        loggedIn: scope.userId !== null,
        courseType: CourseType.video,
        registrationStatus: RegistrationStatus.NotEnrolled,
      }),
    };
  }

  /**
   * POST /certification/recommendation/getHomePageCourseList: the unfinished
   * courses of the certifications the learner is enrolled in, else the newest
   * courses of the site.
   */
  async function homeRecommendations(
    scope: CatalogueScope & { userId: number },
    size = HOME_COURSE_LIST_SIZE,
  ): Promise<CourseRow[]> {
    const mine = await certificationReads.myCertifications(scope);
    const unfinished = new Set<number>();
    for (const certification of mine) {
      for (const course of certification.courses) {
        if (course.learningProcess < LearningProcess.learnEnd) unfinished.add(course.id);
      }
    }
    if (unfinished.size > 0) return courseRows(scope, [...unfinished].slice(0, size));
    const newest = (await snapshots.of(scope)).courses
      .filter((c) => c.courseType === CourseType.course)
      .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || b.id - a.id)
      .slice(0, size);
    return courseRows(
      scope,
      newest.map((c) => c.id),
    );
  }

  return {
    courseRows,
    topicRows,
    coursePage,
    videoTypeInfo,
    courseDetail,
    courseAccess,
    quizStanding,
    topicDetail,
    homeRecommendations,
  };
}
