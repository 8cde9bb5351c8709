import { and, sql } from "drizzle-orm";
import type { SearchResult } from "#contract/catalogue.ts";
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
import { courseInScope, releaseInScope, selectRows, topicInScope } from "./scoped.ts";
import type { Snapshots } from "./snapshot.ts";
import { textMatch, textRank, type Searchable } from "../../text-match.ts";

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
  snapshots: Snapshots,
  certificationReads: ReturnType<typeof createCertificationReads>,
  courseReads: ReturnType<typeof createCourseReads>,
) {
  /**
   * Every match of the site in its language, best first, in one query: the
   * catalogue of one site is small, so grouping and paging happen here.
   */
  function matches(scope: CatalogueScope, keyword: string) {
    return selectRows<{ grp: "certification" | "course" | "video" | "topic"; id: number }>(
      db,
      sql`select grp, id from (
        select 'certification' as grp, ${certificationReleases.id} as id, ${textRank(certificationSearch, keyword)} as rank
          from ${certificationReleases} inner join ${certifications} on ${certifications.id} = ${certificationReleases.certificationId}
          where ${and(releaseInScope(scope), textMatch(certificationSearch, keyword))}
        union all
        select case when ${courses.courseType} = ${CourseType.course} then 'course' else 'video' end, ${courseReleases.id}, ${textRank(courseSearch, keyword)}
          from ${courseReleases} inner join ${courses} on ${courses.id} = ${courseReleases.courseId}
          where ${and(courseInScope(scope), textMatch(courseSearch, keyword))}
        union all
        select 'topic', ${topics.id}, ${textRank(topicSearch, keyword)}
          from ${topics}
          where ${and(topicInScope(scope), textMatch(topicSearch, keyword))}
      ) as found order by rank desc, id desc`,
    );
  }

  return {
    async search(scope: CatalogueScope, keyword: string, pageSize: number): Promise<SearchResult> {
      const trimmed = keyword.trim();
      if (trimmed === "") return { certifications: [], courses: [], videos: [], total: 0 };
      const [found, snapshot] = await Promise.all([matches(scope, trimmed), snapshots.of(scope)]);
      // Rows published since the snapshot was taken show from its next refresh.
      const releases = found.flatMap((m) =>
        m.grp === "certification" ? (snapshot.release(Number(m.id)) ?? []) : [],
      );
      const courseIds = found.flatMap((m) =>
        m.grp === "course" && snapshot.course(Number(m.id)) ? [Number(m.id)] : [],
      );
      const videos = found.filter((m) =>
        m.grp === "topic"
          ? snapshot.topic(Number(m.id))
          : m.grp === "video" && snapshot.course(Number(m.id)),
      );
      const shownVideos = videos.slice(0, pageSize);
      const [standings, courseRows, videoCourseRows, topicRows] = await Promise.all([
        certificationReads.standings(scope, releases.slice(0, pageSize)),
        courseReads.courseRows(scope, courseIds.slice(0, pageSize)),
        courseReads.courseRows(
          scope,
          shownVideos.filter((m) => m.grp === "video").map((m) => Number(m.id)),
        ),
        courseReads.topicRows(
          scope,
          shownVideos.filter((m) => m.grp === "topic").map((m) => Number(m.id)),
        ),
      ]);
      const videoRow = new Map<string, (typeof topicRows)[number]>([
        ...videoCourseRows.map((r) => [`video:${r.id}`, r] as const),
        ...topicRows.map((r) => [`topic:${r.id}`, r] as const),
      ]);
      return {
        certifications: standings.map((s) => s.summary),
        courses: courseRows,
        videos: shownVideos.flatMap((m) => videoRow.get(`${m.grp}:${m.id}`) ?? []),
        total: releases.length + courseIds.length + videos.length,
      };
    },
  };
}
