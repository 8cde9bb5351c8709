import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { CourseRow, SearchResult } from "#contract/catalogue.ts";
import { CourseType } from "#contract/catalogue-rules.ts";
import {
  certificationReleases,
  certifications,
  courseReleases,
  courses,
  topics,
} from "#db/schema/catalogue.ts";
import type { ServiceDeps } from "../../services.ts";
import type { CatalogueScope } from "./catalogue.service.ts";
import type { createCertificationReads } from "./certifications.service.ts";
import type { createCourseReads } from "./courses.service.ts";
import { courseInScope, releaseInScope, selectReleases, selectRows } from "./scoped.ts";
import { textMatch, textRank, type Searchable } from "./text-match.ts";

const certificationSearch: Searchable = {
  search: certificationReleases.search,
  searchConfig: certificationReleases.searchConfig,
  title: certificationReleases.certificationName,
};
const courseSearch: Searchable = {
  search: courseReleases.search,
  searchConfig: courseReleases.searchConfig,
  title: courseReleases.courseName,
};
const topicSearch: Searchable = {
  search: topics.search,
  searchConfig: topics.searchConfig,
  title: topics.topicName,
};

/**
 * The search page (frame §2 /search?keyword=): certifications, courses and
 * videos of the site in its language, each group ranked by relevance
 * (PostgreSQL full-text search in the row's language, see text-match.ts).
 */
export function createSearch(
  { db }: Pick<ServiceDeps, "db">,
  certificationReads: ReturnType<typeof createCertificationReads>,
  courseReads: ReturnType<typeof createCourseReads>,
) {
  async function matchingCertifications(scope: CatalogueScope, keyword: string, size: number) {
    const where = and(releaseInScope(scope), textMatch(certificationSearch, keyword));
    const [ranked, [total]] = await Promise.all([
      db
        .select({ id: certificationReleases.id })
        .from(certificationReleases)
        .innerJoin(certifications, eq(certifications.id, certificationReleases.certificationId))
        .where(where)
        .orderBy(desc(textRank(certificationSearch, keyword)), desc(certificationReleases.id))
        .limit(size),
      db
        .select({ total: count() })
        .from(certificationReleases)
        .innerJoin(certifications, eq(certifications.id, certificationReleases.certificationId))
        .where(where),
    ]);
    const order = ranked.map((r) => r.id);
    const releases =
      order.length === 0
        ? []
        : await selectReleases(db, scope, inArray(certificationReleases.id, order));
    releases.sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id));
    const standings = await certificationReads.standings(scope, releases);
    return { rows: standings.map((s) => s.summary), total: total?.total ?? 0 };
  }

  async function matchingCourses(
    scope: CatalogueScope,
    keyword: string,
    size: number,
  ): Promise<{ rows: CourseRow[]; total: number }> {
    const where = and(
      courseInScope(scope),
      eq(courses.courseType, CourseType.course),
      textMatch(courseSearch, keyword),
    );
    const [ranked, [total]] = await Promise.all([
      db
        .select({ id: courseReleases.id })
        .from(courseReleases)
        .innerJoin(courses, eq(courses.id, courseReleases.courseId))
        .where(where)
        .orderBy(desc(textRank(courseSearch, keyword)), desc(courseReleases.id))
        .limit(size),
      db
        .select({ total: count() })
        .from(courseReleases)
        .innerJoin(courses, eq(courses.id, courseReleases.courseId))
        .where(where),
    ]);
    return {
      rows: await courseReads.courseRows(
        scope,
        ranked.map((r) => r.id),
      ),
      total: total?.total ?? 0,
    };
  }

  /** Topics and video courses in one ranking. */
  async function matchingVideos(
    scope: CatalogueScope,
    keyword: string,
    size: number,
  ): Promise<{ rows: CourseRow[]; total: number }> {
    const topicWhere = and(
      eq(topics.siteId, scope.site.id),
      eq(topics.languageId, scope.language.id),
      sql`${topics.publishedAt} <= now()`,
      textMatch(topicSearch, keyword),
    );
    const courseWhere = and(
      courseInScope(scope),
      eq(courses.courseType, CourseType.video),
      textMatch(courseSearch, keyword),
    );
    const union = sql`select true as is_topic, ${topics.id} as id, ${textRank(topicSearch, keyword)} as rank from ${topics} where ${topicWhere}
      union all
      select false as is_topic, ${courseReleases.id} as id, ${textRank(courseSearch, keyword)} as rank from ${courseReleases} inner join ${courses} on ${courses.id} = ${courseReleases.courseId} where ${courseWhere}`;
    const [ranked, totalRows] = await Promise.all([
      selectRows<{ is_topic: boolean; id: number }>(
        db,
        sql`select is_topic, id from (${union}) as videos order by rank desc, id desc limit ${size}`,
      ),
      selectRows<{ total: number }>(
        db,
        sql`select count(*)::int as total from (${union}) as videos`,
      ),
    ]);
    const [courseList, topicList] = await Promise.all([
      courseReads.courseRows(
        scope,
        ranked.filter((r) => !r.is_topic).map((r) => Number(r.id)),
      ),
      courseReads.topicRows(
        scope,
        ranked.filter((r) => r.is_topic).map((r) => Number(r.id)),
      ),
    ]);
    const found = new Map([
      ...courseList.map((r) => [`c${r.id}`, r] as const),
      ...topicList.map((r) => [`t${r.id}`, r] as const),
    ]);
    return {
      rows: ranked.flatMap((r) => found.get(`${r.is_topic ? "t" : "c"}${r.id}`) ?? []),
      total: Number(totalRows[0]?.total ?? 0),
    };
  }

  return {
    async search(scope: CatalogueScope, keyword: string, pageSize: number): Promise<SearchResult> {
      const trimmed = keyword.trim();
      if (trimmed === "") return { certifications: [], courses: [], videos: [], total: 0 };
      const [certificationHits, courseHits, videoHits] = await Promise.all([
        matchingCertifications(scope, trimmed, pageSize),
        matchingCourses(scope, trimmed, pageSize),
        matchingVideos(scope, trimmed, pageSize),
      ]);
      return {
        certifications: certificationHits.rows,
        courses: courseHits.rows,
        videos: videoHits.rows,
        total: certificationHits.total + courseHits.total + videoHits.total,
      };
    },
  };
}
