import { and, asc, count, desc, eq, inArray, lte, sql, type SQL } from "drizzle-orm";
import type {
  CourseDetail,
  CoursePageInput,
  CourseRow,
  Page,
  TopicDetail,
} from "#contract/catalogue.ts";
import { coursePageQuerySchema } from "#contract/catalogue.ts";
import {
  chapterLocked,
  CourseType,
  LearningProcess,
  RelationType,
  VideoListType,
} from "#contract/catalogue-rules.ts";
import {
  certificationCourses,
  certificationReleases,
  certifications,
  courseChapters,
  courseReleases,
  courses,
  productLines,
  topics,
  videoTypes,
} from "#db/schema/catalogue.ts";
import { notFound } from "../../errors.ts";
import type { ServiceDeps } from "../../services.ts";
import type { CatalogueScope } from "./catalogue.service.ts";
import type { createCertificationReads } from "./certifications.service.ts";
import {
  courseInScope,
  loadTypeNames,
  releaseInScope,
  selectReleases,
  selectRows,
} from "./scoped.ts";
import { courseRegistrationStatus, loadLearnerState, type LearnerState } from "./status.ts";
import { textMatch } from "./text-match.ts";
import { localName, plainSummary, sanitizeRichText } from "./text.ts";

/** How many courses the home page recommends. */
export const HOME_COURSE_LIST_SIZE = 8;

/** The certification release a course counts for, as a course row shows it. */
export type CourseLink = {
  courseReleaseId: number;
  certificationReleaseId: number;
  certificationName: string;
  kind: number;
  requirement: number;
  credits: number;
};

const topicInScope = (scope: CatalogueScope): SQL =>
  and(
    eq(topics.siteId, scope.site.id),
    eq(topics.languageId, scope.language.id),
    lte(topics.publishedAt, sql`now()`),
  )!;

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

export function createCourseReads(
  { db }: Pick<ServiceDeps, "db">,
  certificationReads: ReturnType<typeof createCertificationReads>,
) {
  /**
   * Every certification release in scope containing the given courses, the
   * preferred one first for each course: a top-level version before a child
   * version, then in catalogue order.
   */
  async function linksOf(scope: CatalogueScope, courseReleaseIds: readonly number[]) {
    if (courseReleaseIds.length === 0) return new Map<number, CourseLink[]>();
    const rows = await db
      .select({
        courseReleaseId: certificationCourses.courseReleaseId,
        certificationReleaseId: certificationReleases.id,
        certificationName: certificationReleases.certificationName,
        kind: certifications.kind,
        requirement: certificationCourses.requirement,
        credits: certificationCourses.credits,
      })
      .from(certificationCourses)
      .innerJoin(
        certificationReleases,
        eq(certificationReleases.id, certificationCourses.certificationReleaseId),
      )
      .innerJoin(certifications, eq(certifications.id, certificationReleases.certificationId))
      .where(
        and(
          inArray(certificationCourses.courseReleaseId, [...new Set(courseReleaseIds)]),
          releaseInScope(scope),
        ),
      )
      .orderBy(
        sql`${certificationReleases.parentReleaseId} is not null`,
        asc(certifications.sort),
        asc(certificationReleases.sort),
        asc(certificationReleases.id),
      );
    return Map.groupBy(rows, (row) => row.courseReleaseId);
  }

  /**
   * Course rows for course release ids, in the given order, with the link
   * chosen by the caller (the one a filter matched) or the preferred one.
   */
  async function courseRows(
    scope: CatalogueScope,
    ids: readonly number[],
    chosen: ReadonlyMap<number, number> = new Map(),
  ): Promise<CourseRow[]> {
    if (ids.length === 0) return [];
    const [rows, links, state] = await Promise.all([
      db
        .select({
          id: courseReleases.id,
          courseType: courses.courseType,
          courseName: courseReleases.courseName,
          description: courseReleases.description,
          coverImage: courseReleases.coverImage,
          duration: courseReleases.duration,
          versionLabel: courseReleases.versionLabel,
          publishedAt: courseReleases.publishedAt,
          productLineNames: productLines.names,
          videoTypeNames: videoTypes.names,
          chapterCount: sql<number>`(select count(*) from ${courseChapters} where ${courseChapters.courseReleaseId} = ${courseReleases.id})::int`,
        })
        .from(courseReleases)
        .innerJoin(courses, eq(courses.id, courseReleases.courseId))
        .leftJoin(productLines, eq(productLines.id, courses.productLineId))
        .leftJoin(videoTypes, eq(videoTypes.id, courses.videoTypeId))
        .where(and(inArray(courseReleases.id, [...ids]), courseInScope(scope))),
      linksOf(scope, ids),
      loadLearnerState(db, scope.userId, { courseReleaseIds: ids }),
    ]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      const all = links.get(id) ?? [];
      const link = all.find((l) => l.certificationReleaseId === chosen.get(id)) ?? all[0];
      return [
        {
          id: row.id,
          courseType: row.courseType,
          isTopic: false,
          courseName: row.courseName,
          summary: plainSummary(row.description),
          coverImage: row.coverImage,
          duration: row.duration,
          versionLabel: row.versionLabel,
          languageComplete: scope.language.languageComplete,
          chapterCount: row.chapterCount,
          relationId: link?.certificationReleaseId ?? null,
          certificationName: link?.certificationName ?? null,
          kind: link?.kind ?? null,
          requirement: link?.requirement ?? null,
          credits: link?.credits ?? null,
          productLineName: row.productLineNames
            ? localName(row.productLineNames, scope.language)
            : null,
          videoTypeName: row.videoTypeNames ? localName(row.videoTypeNames, scope.language) : null,
          publishedAt: row.publishedAt.toISOString(),
          learningProcess: state.loggedIn ? state.learningProcess(row.id) : null,
        },
      ];
    });
  }

  /** Topic rows for topic ids, in the given order. */
  async function topicRows(scope: CatalogueScope, ids: readonly number[]): Promise<CourseRow[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .select({
        id: topics.id,
        topicName: topics.topicName,
        description: topics.description,
        coverImage: topics.coverImage,
        duration: topics.duration,
        publishedAt: topics.publishedAt,
        productLineNames: productLines.names,
        videoTypeNames: videoTypes.names,
      })
      .from(topics)
      .leftJoin(productLines, eq(productLines.id, topics.productLineId))
      .leftJoin(videoTypes, eq(videoTypes.id, topics.videoTypeId))
      .where(and(inArray(topics.id, [...ids]), topicInScope(scope)));
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      return [
        {
          id: row.id,
          courseType: CourseType.video,
          isTopic: true,
          courseName: row.topicName,
          summary: plainSummary(row.description),
          coverImage: row.coverImage,
          duration: row.duration,
          versionLabel: "",
          languageComplete: scope.language.languageComplete,
          chapterCount: 1,
          relationId: null,
          certificationName: null,
          kind: null,
          requirement: null,
          credits: null,
          productLineName: row.productLineNames
            ? localName(row.productLineNames, scope.language)
            : null,
          videoTypeName: row.videoTypeNames ? localName(row.videoTypeNames, scope.language) : null,
          publishedAt: row.publishedAt.toISOString(),
          // Topics keep no course progress.
          learningProcess: null,
        },
      ];
    });
  }

  /** The certification list filter's `languageComplete` names the scope's language or nothing. */
  function languageMatches(scope: CatalogueScope, languageComplete: string | undefined) {
    return (
      !languageComplete ||
      languageComplete.toLocaleLowerCase() === scope.language.languageComplete.toLocaleLowerCase()
    );
  }

  /** courseType 0: courses of certifications, with the certification list filter (learner §3). */
  async function certificationCoursePage(
    scope: CatalogueScope,
    query: ReturnType<typeof coursePageQuerySchema.parse>,
  ): Promise<Page<CourseRow>> {
    const conditions: (SQL | undefined)[] = [
      releaseInScope(scope),
      courseInScope(scope),
      eq(courses.courseType, CourseType.course),
    ];
    if (query.kind !== undefined) conditions.push(eq(certifications.kind, query.kind));
    if (query.requirement !== undefined)
      conditions.push(eq(certificationCourses.requirement, query.requirement));
    if (query.versionLabel)
      conditions.push(eq(certificationReleases.versionLabel, query.versionLabel));
    if (query.keyword) conditions.push(textMatch(courseSearch, query.keyword));
    if (query.certificationTypeName || query.certificationSubtypeName) {
      const types = await loadTypeNames(db, scope);
      if (query.certificationTypeName)
        conditions.push(
          inArray(certifications.typeId, [...types.idsNamed(query.certificationTypeName), -1]),
        );
      if (query.certificationSubtypeName)
        conditions.push(
          inArray(certifications.subtypeId, [
            ...types.idsNamed(query.certificationSubtypeName),
            -1,
          ]),
        );
    }
    // One row per course: the first certification (top-level version first) the filter matched.
    const matched = db
      .selectDistinctOn([courseReleases.id], {
        courseReleaseId: sql<number>`${courseReleases.id}`.as("course_release_id"),
        certificationReleaseId: sql<number>`${certificationReleases.id}`.as(
          "certification_release_id",
        ),
        kind: sql<number>`${certifications.kind}`.as("kind"),
        certificationSort: sql<number>`${certifications.sort}`.as("certification_sort"),
        releaseSort: sql<number>`${certificationReleases.sort}`.as("release_sort"),
        requirement: sql<number>`${certificationCourses.requirement}`.as("requirement"),
        courseSort: sql<number>`${certificationCourses.sort}`.as("course_sort"),
      })
      .from(certificationCourses)
      .innerJoin(
        certificationReleases,
        eq(certificationReleases.id, certificationCourses.certificationReleaseId),
      )
      .innerJoin(certifications, eq(certifications.id, certificationReleases.certificationId))
      .innerJoin(courseReleases, eq(courseReleases.id, certificationCourses.courseReleaseId))
      .innerJoin(courses, eq(courses.id, courseReleases.courseId))
      .where(and(...conditions))
      .orderBy(
        asc(courseReleases.id),
        sql`${certificationReleases.parentReleaseId} is not null`,
        asc(certifications.sort),
        asc(certificationReleases.sort),
        asc(certificationReleases.id),
      )
      .as("matched");
    const [page, [total]] = await Promise.all([
      db
        .select({
          courseReleaseId: matched.courseReleaseId,
          certificationReleaseId: matched.certificationReleaseId,
        })
        .from(matched)
        .orderBy(
          asc(matched.kind),
          asc(matched.certificationSort),
          asc(matched.releaseSort),
          desc(matched.requirement),
          asc(matched.courseSort),
          asc(matched.courseReleaseId),
        )
        .limit(query.pageSize)
        .offset((query.pageNum - 1) * query.pageSize),
      db.select({ total: count() }).from(matched),
    ]);
    const rows = await courseRows(
      scope,
      page.map((p) => p.courseReleaseId),
      new Map(page.map((p) => [p.courseReleaseId, p.certificationReleaseId])),
    );
    return { rows, total: total?.total ?? 0 };
  }

  /** courseType 1: educational videos, topics and video courses, with the video list filter (learner §3). */
  async function videoPage(
    scope: CatalogueScope,
    query: ReturnType<typeof coursePageQuerySchema.parse>,
  ): Promise<Page<CourseRow>> {
    const wantTopics = query.type !== VideoListType.course;
    const wantCourses = query.type !== VideoListType.topic;
    const topicWhere = and(
      topicInScope(scope),
      query.productLineId === undefined ? undefined : eq(topics.productLineId, query.productLineId),
      query.videoTypeId === undefined ? undefined : eq(topics.videoTypeId, query.videoTypeId),
      query.keyword ? textMatch(topicSearch, query.keyword) : undefined,
    );
    const courseWhere = and(
      courseInScope(scope),
      eq(courses.courseType, CourseType.video),
      query.productLineId === undefined
        ? undefined
        : eq(courses.productLineId, query.productLineId),
      query.videoTypeId === undefined ? undefined : eq(courses.videoTypeId, query.videoTypeId),
      query.keyword ? textMatch(courseSearch, query.keyword) : undefined,
    );
    const parts: SQL[] = [];
    if (wantTopics)
      parts.push(
        sql`select true as is_topic, ${topics.id} as id, ${topics.publishedAt} as published_at from ${topics} where ${topicWhere}`,
      );
    if (wantCourses)
      parts.push(
        sql`select false as is_topic, ${courseReleases.id} as id, ${courseReleases.publishedAt} as published_at from ${courseReleases} inner join ${courses} on ${courses.id} = ${courseReleases.courseId} where ${courseWhere}`,
      );
    const union = sql.join(parts, sql` union all `);
    const offset = (query.pageNum - 1) * query.pageSize;
    const [page, totalRows] = await Promise.all([
      selectRows<{ is_topic: boolean; id: number }>(
        db,
        sql`select is_topic, id from (${union}) as videos order by published_at desc, is_topic desc, id desc limit ${query.pageSize} offset ${offset}`,
      ),
      selectRows<{ total: number }>(
        db,
        sql`select count(*)::int as total from (${union}) as videos`,
      ),
    ]);
    const [courseList, topicList] = await Promise.all([
      courseRows(
        scope,
        page.filter((p) => !p.is_topic).map((p) => Number(p.id)),
      ),
      topicRows(
        scope,
        page.filter((p) => p.is_topic).map((p) => Number(p.id)),
      ),
    ]);
    const found = new Map([
      ...courseList.map((r) => [`c${r.id}`, r] as const),
      ...topicList.map((r) => [`t${r.id}`, r] as const),
    ]);
    return {
      rows: page.flatMap((p) => found.get(`${p.is_topic ? "t" : "c"}${p.id}`) ?? []),
      total: Number(totalRows[0]?.total ?? 0),
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

  /** GET /certification/release/course/detail (learner §2 "Course detail screen"). */
  async function courseDetail(
    scope: CatalogueScope,
    id: number,
    courseType: number,
  ): Promise<CourseDetail> {
    const [course] = await db
      .select({
        id: courseReleases.id,
        courseType: courses.courseType,
        courseName: courseReleases.courseName,
        description: courseReleases.description,
        coverImage: courseReleases.coverImage,
        duration: courseReleases.duration,
        versionLabel: courseReleases.versionLabel,
        quizExist: courseReleases.quizExist,
      })
      .from(courseReleases)
      .innerJoin(courses, eq(courses.id, courseReleases.courseId))
      .where(and(eq(courseReleases.id, id), courseInScope(scope)));
    if (!course || course.courseType !== courseType) throw notFound("No such course");
    // Chapters never carry their video file: access goes through course/power/check.
    const [chapters, links] = await Promise.all([
      db
        .select({
          id: courseChapters.id,
          title: courseChapters.title,
          duration: courseChapters.duration,
        })
        .from(courseChapters)
        .where(eq(courseChapters.courseReleaseId, course.id))
        .orderBy(asc(courseChapters.sort), asc(courseChapters.id)),
      linksOf(scope, [course.id]),
    ]);
    const containing = links.get(course.id) ?? [];
    const link = containing[0];
    const [state, certification] = await Promise.all([
      loadLearnerState(db, scope.userId, {
        certificationReleaseIds: containing.map((l) => l.certificationReleaseId),
        courseReleaseIds: [course.id],
        chapterIds: chapters.map((c) => c.id),
      }),
      link ? certificationStatusOf(scope, link.certificationReleaseId) : Promise.resolve(null),
    ]);
    const registrationStatus = registrationOfCourse(state, course, containing);
    return {
      id: course.id,
      relationId: link?.certificationReleaseId ?? null,
      kind: link?.kind ?? null,
      courseType: course.courseType,
      courseName: course.courseName,
      description: sanitizeRichText(course.description),
      coverImage: course.coverImage,
      duration: course.duration,
      versionLabel: course.versionLabel,
      quizExist: course.quizExist,
      learningProcess: state.learningProcess(course.id),
      exerciseProcess: state.exerciseProcess(course.id),
      registrationStatus,
      certificationStatus: certification,
      courseContentReleaseDTOS: chapters.map((chapter) => ({
        ...chapter,
        locked: chapterLocked({
          loggedIn: state.loggedIn,
          courseType: course.courseType,
          registrationStatus,
        }),
        completed: state.chapterCompleted(chapter.id),
      })),
    };
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

  async function certificationStatusOf(scope: CatalogueScope, releaseId: number) {
    const [release] = await selectReleases(db, scope, eq(certificationReleases.id, releaseId));
    if (!release) return null;
    const [standing] = await certificationReads.standings(scope, [release]);
    return standing?.summary.currentStatus ?? null;
  }

  /** A topic (stand-alone educational video); a visitor sees the lock (learner §4). */
  async function topicDetail(scope: CatalogueScope, id: number): Promise<TopicDetail> {
    const [row] = await db
      .select({
        id: topics.id,
        topicName: topics.topicName,
        description: topics.description,
        coverImage: topics.coverImage,
        duration: topics.duration,
        publishedAt: topics.publishedAt,
        productLineNames: productLines.names,
        videoTypeNames: videoTypes.names,
      })
      .from(topics)
      .leftJoin(productLines, eq(productLines.id, topics.productLineId))
      .leftJoin(videoTypes, eq(videoTypes.id, topics.videoTypeId))
      .where(and(eq(topics.id, id), topicInScope(scope)));
    if (!row) throw notFound("No such topic");
    return {
      id: row.id,
      topicName: row.topicName,
      description: sanitizeRichText(row.description),
      coverImage: row.coverImage,
      duration: row.duration,
      productLineName: row.productLineNames
        ? localName(row.productLineNames, scope.language)
        : null,
      videoTypeName: row.videoTypeNames ? localName(row.videoTypeNames, scope.language) : null,
      publishedAt: row.publishedAt.toISOString(),
      locked: chapterLocked({
        loggedIn: scope.userId !== null,
        courseType: CourseType.video,
        registrationStatus: 0,
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
    const seen = new Set<number>();
    const unfinished: number[] = [];
    for (const certification of mine) {
      for (const course of certification.courses) {
        if (course.learningProcess >= LearningProcess.learnEnd || seen.has(course.id)) continue;
        seen.add(course.id);
        unfinished.push(course.id);
      }
    }
    if (unfinished.length > 0) return courseRows(scope, unfinished.slice(0, size));
    const newest = await db
      .select({ id: courseReleases.id })
      .from(courseReleases)
      .innerJoin(courses, eq(courses.id, courseReleases.courseId))
      .where(and(courseInScope(scope), eq(courses.courseType, CourseType.course)))
      .orderBy(desc(courseReleases.publishedAt), desc(courseReleases.id))
      .limit(size);
    return courseRows(
      scope,
      newest.map((r) => r.id),
    );
  }

  return {
    linksOf,
    courseRows,
    topicRows,
    coursePage,
    courseDetail,
    topicDetail,
    homeRecommendations,
  };
}
