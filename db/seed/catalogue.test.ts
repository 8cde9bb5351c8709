import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { and, asc, eq, inArray, isNotNull, sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openTestDatabase } from "../testing.ts";
import type { Db } from "../client.ts";
import {
  banners,
  certificationCourses,
  certificationKinds,
  certificationReleases,
  certificationTypes,
  certifications,
  courseChapters,
  courseReleases,
  courses,
  productLines,
  topics,
  videoTypes,
} from "../schema/catalogue.ts";
import { sites } from "../schema/site.ts";
import { countRows } from "./counts.ts";
import { seedDemoData } from "./demo.ts";
import { catalogueCounts } from "./demo/catalogue.ts";

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Db;
let firstCounts: Record<string, number>;

beforeAll(async () => {
  database = await openTestDatabase();
  await database.migrate();
  db = database.db;
  await seedDemoData(db);
  firstCounts = await countRows(db);
});
afterAll(() => database.drop());

const repoPath = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));
const arabicLetters = /[\u0600-\u06FF]/;

describe("catalogue seed is idempotent", () => {
  test("seeding again leaves every table with the same rows, and fills each catalogue table", async () => {
    await seedDemoData(db);
    expect(await countRows(db)).toEqual(firstCounts);
    expect(firstCounts).toMatchObject({
      certification_kinds: catalogueCounts.certificationKinds,
      certification_types: catalogueCounts.certificationTypes,
      product_lines: catalogueCounts.productLines,
      video_types: catalogueCounts.videoTypes,
      certifications: catalogueCounts.certifications,
      certification_releases: catalogueCounts.certificationReleases,
      courses: catalogueCounts.courses,
      course_releases: catalogueCounts.courseReleases,
      course_chapters: catalogueCounts.courseChapters,
      certification_courses: catalogueCounts.certificationCourses,
      topics: catalogueCounts.topics,
    });
    expect(firstCounts.banners).toBeGreaterThan(0);
  });

  test("seeding again restores the seed's values", async () => {
    await db
      .update(courseReleases)
      .set({ courseName: "changed", quizExist: false })
      .where(eq(courseReleases.id, 2001));
    await db.update(courseChapters).set({ title: "changed" }).where(eq(courseChapters.id, 5011));
    await db
      .update(certificationCourses)
      .set({ credits: 99 })
      .where(eq(certificationCourses.certificationReleaseId, 101));
    await seedDemoData(db);
    const [release] = await db.select().from(courseReleases).where(eq(courseReleases.id, 2001));
    expect(release).toMatchObject({ courseName: "IP Camera Fundamentals", quizExist: true });
    const [chapter] = await db.select().from(courseChapters).where(eq(courseChapters.id, 5011));
    expect(chapter?.title).toBe("How an IP camera forms an image");
    const credits = await db
      .select({ credits: certificationCourses.credits })
      .from(certificationCourses)
      .where(eq(certificationCourses.certificationReleaseId, 101));
    expect(credits.every((c) => c.credits < 99)).toBe(true);
    expect(await countRows(db)).toEqual(firstCounts);
  });
});

describe("the ids other code relies on", () => {
  test("kinds of every tenant, named in English, Arabic and German", async () => {
    const kinds = await db
      .select()
      .from(certificationKinds)
      .orderBy(asc(certificationKinds.tenantId), asc(certificationKinds.kindType));
    expect(kinds.map((k) => [k.tenantId, k.kindType, k.kindNames.en])).toEqual([
      [1, 0, "General Security Certification"],
      [1, 1, "Hikvision Security Certification"],
      [1, 2, "Workshops and Seminars"],
      [2, 0, "General Security Certification"],
      [2, 1, "HIKMICRO Security Certification"],
      [2, 2, "Workshops and Seminars"],
      [3, 0, "General Security Certification"],
      [3, 1, "Security Academy Security Certification"],
      [3, 2, "Workshops and Seminars"],
    ]);
    for (const kind of kinds) {
      expect(kind.kindNames.ar).toMatch(arabicLetters);
      expect(kind.kindNames.de).toBeTruthy();
      expect(kind.kindNames.de).not.toBe(kind.kindNames.en);
    }
  });

  test("certifications: levels, prerequisites, credits, exams and classrooms", async () => {
    const rows = await db.select().from(certifications).orderBy(asc(certifications.id));
    const pick = (id: number) => rows.find((r) => r.id === id);
    expect(rows.map((r) => r.id)).toEqual([1, 2, 3, 11, 12, 21, 22, 31]);
    expect(pick(1)).toMatchObject({
      tenantId: 1,
      kind: 1,
      level: "HCSA",
      creditsNeeded: 9,
      prerequisiteId: null,
      approvalPolicy: "automatic",
    });
    expect(pick(2)).toMatchObject({
      kind: 1,
      level: "HCSP",
      prerequisiteId: 1,
      practicalExam: true,
      hasOnsiteClassroom: true,
      approvalPolicy: "manual",
    });
    expect(pick(3)).toMatchObject({
      kind: 1,
      level: "HCSE",
      prerequisiteId: 2,
      practicalExam: true,
      hasOnlineClassroom: true,
    });
    expect(pick(11)).toMatchObject({ kind: 0, level: "CGSA", creditsNeeded: 12 });
    expect(pick(12)).toMatchObject({ kind: 0, prerequisiteId: 11, hasOnlineClassroom: true });
    expect(pick(21)).toMatchObject({ tenantId: 2, kind: 1, creditsNeeded: 9 });
    expect(pick(22)).toMatchObject({ tenantId: 2, prerequisiteId: 21, practicalExam: true });
    expect(pick(31)).toMatchObject({ tenantId: 3, kind: 0, creditsNeeded: 12 });
  });

  test("certification releases by site and language", async () => {
    const rows = await db
      .select({
        id: certificationReleases.id,
        certificationId: certificationReleases.certificationId,
        siteId: certificationReleases.siteId,
        languageId: certificationReleases.languageId,
      })
      .from(certificationReleases)
      .orderBy(asc(certificationReleases.id));
    expect(rows.map((r) => [r.id, r.certificationId, r.siteId, r.languageId])).toEqual([
      [101, 1, 1, 1],
      [102, 2, 1, 1],
      [103, 3, 1, 1],
      [104, 1, 1, 1],
      [111, 11, 1, 1],
      [112, 12, 1, 1],
      [201, 1, 3, 2],
      [202, 2, 3, 2],
      [211, 11, 3, 2],
      [301, 1, 8, 3],
      [311, 11, 8, 3],
      [401, 1, 27, 1],
      [411, 11, 27, 1],
      [501, 1, 2, 1],
      [511, 11, 2, 1],
      [601, 21, 19, 1],
      [602, 22, 19, 1],
      [651, 21, 19, 2],
      [701, 31, 30, 1],
    ]);
  });

  test("version 1.0 of HCSA (104) is a child version under the current 2.0 (101)", async () => {
    const [child] = await db
      .select()
      .from(certificationReleases)
      .where(eq(certificationReleases.id, 104));
    const [parent] = await db
      .select()
      .from(certificationReleases)
      .where(eq(certificationReleases.id, 101));
    expect(child).toMatchObject({ parentReleaseId: 101, versionLabel: "v1.0" });
    expect(parent).toMatchObject({ parentReleaseId: null, versionLabel: "v2.0" });
    expect(child?.certificationId).toBe(parent?.certificationId);
    expect([child?.siteId, child?.languageId]).toEqual([parent?.siteId, parent?.languageId]);
    expect(child!.publishedAt.getTime()).toBeLessThan(parent!.publishedAt.getTime());
    const children = await db
      .select({ id: certificationReleases.id })
      .from(certificationReleases)
      .where(isNotNull(certificationReleases.parentReleaseId));
    expect(children.map((c) => c.id)).toEqual([104]);
  });

  test("every seeded id lies in its range, and scoped rows belong to their tenant", async () => {
    const ids = async (
      table: typeof certificationTypes | typeof productLines | typeof videoTypes,
    ) => (await db.select({ id: table.id }).from(table)).map((r) => r.id);
    const inRange = (values: number[], low: number, high: number) =>
      values.every((v) => v >= low && v <= high);
    expect(inRange(await ids(certificationTypes), 1, 99)).toBe(true);
    expect(inRange(await ids(productLines), 1, 20)).toBe(true);
    expect(inRange(await ids(videoTypes), 1, 10)).toBe(true);
    const courseIds = (await db.select({ id: courses.id }).from(courses)).map((r) => r.id);
    expect(inRange(courseIds, 1000, 1999)).toBe(true);
    const releaseIds = (await db.select({ id: courseReleases.id }).from(courseReleases)).map(
      (r) => r.id,
    );
    expect(inRange(releaseIds, 2000, 2999)).toBe(true);
    const chapterIds = (await db.select({ id: courseChapters.id }).from(courseChapters)).map(
      (r) => r.id,
    );
    expect(Math.min(...chapterIds)).toBeGreaterThanOrEqual(5000);
    const topicIds = (await db.select({ id: topics.id }).from(topics)).map((r) => r.id);
    expect(inRange(topicIds, 3000, 3999)).toBe(true);

    // A subtype's parent, a course's product line and video type, a release's
    // site: all of the same tenant as the row itself.
    const strays = await rowsOf<{ what: string; id: number }>(sql`
      select 'subtype' as what, child.id from certification_types child
        join certification_types parent on parent.id = child.parent_id
        where parent.tenant_id <> child.tenant_id or parent.parent_id is not null
      union all
      select 'course product line', c.id from courses c join product_lines p on p.id = c.product_line_id
        where p.tenant_id <> c.tenant_id
      union all
      select 'course video type', c.id from courses c join video_types v on v.id = c.video_type_id
        where v.tenant_id <> c.tenant_id
      union all
      select 'course release site', r.id from course_releases r
        join courses c on c.id = r.course_id join sites s on s.id = r.site_id
        where s.tenant_id <> c.tenant_id
      union all
      select 'certification release site', r.id from certification_releases r
        join certifications c on c.id = r.certification_id join sites s on s.id = r.site_id
        where s.tenant_id <> c.tenant_id
      union all
      select 'certification type', c.id from certifications c
        join certification_types t on t.id in (c.type_id, c.subtype_id)
        where t.tenant_id <> c.tenant_id
      union all
      select 'topic product line', t.id from topics t join product_lines p on p.id = t.product_line_id
        join sites s on s.id = t.site_id where p.tenant_id <> s.tenant_id
      union all
      select 'release language', r.id from certification_releases r
        left join site_languages l on l.site_id = r.site_id and l.language_id = r.language_id
        where l.site_id is null
      union all
      select 'course language', r.id from course_releases r
        left join site_languages l on l.site_id = r.site_id and l.language_id = r.language_id
        where l.site_id is null
    `);
    expect(strays).toEqual([]);
  });
});

/** PGlite and node-postgres both answer `execute` with `{ rows }`. */
async function rowsOf<T>(query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

describe("courses inside certifications", () => {
  test("compulsory courses plus electives reach the credits needed; compulsory alone do not", async () => {
    const rows = await db
      .select({
        releaseId: certificationReleases.id,
        creditsNeeded: certifications.creditsNeeded,
        requirement: certificationCourses.requirement,
        credits: certificationCourses.credits,
      })
      .from(certificationReleases)
      .innerJoin(certifications, eq(certifications.id, certificationReleases.certificationId))
      .leftJoin(
        certificationCourses,
        eq(certificationCourses.certificationReleaseId, certificationReleases.id),
      );
    const releases = new Map<number, { needed: number; compulsory: number; elective: number }>();
    for (const row of rows) {
      const entry = releases.get(row.releaseId) ?? {
        needed: row.creditsNeeded,
        compulsory: 0,
        elective: 0,
      };
      if (row.requirement === 1) entry.compulsory += row.credits ?? 0;
      if (row.requirement === 0) entry.elective += row.credits ?? 0;
      releases.set(row.releaseId, entry);
    }
    expect(releases.size).toBe(catalogueCounts.certificationReleases);
    for (const [id, { needed, compulsory, elective }] of releases) {
      expect(compulsory + elective, `release ${id}`).toBeGreaterThanOrEqual(needed);
      expect(compulsory, `release ${id}`).toBeGreaterThan(0);
      expect(compulsory, `release ${id}`).toBeLessThan(needed);
    }
  });

  test("a certification's courses are published on its own site, in its own language", async () => {
    const mismatched = await db
      .select({ id: certificationCourses.certificationReleaseId })
      .from(certificationCourses)
      .innerJoin(
        certificationReleases,
        eq(certificationReleases.id, certificationCourses.certificationReleaseId),
      )
      .innerJoin(courseReleases, eq(courseReleases.id, certificationCourses.courseReleaseId))
      .where(
        sql`${courseReleases.siteId} <> ${certificationReleases.siteId} or ${courseReleases.languageId} <> ${certificationReleases.languageId}`,
      );
    expect(mismatched).toEqual([]);
  });

  test("the network basics course counts for both HCSA and CGSA", async () => {
    const rows = await db
      .select({ releaseId: certificationCourses.certificationReleaseId })
      .from(certificationCourses)
      .where(eq(certificationCourses.courseReleaseId, 2004));
    expect(rows.map((r) => r.releaseId).sort()).toEqual(expect.arrayContaining([101, 111]));
  });
});

describe("courses, videos and chapters", () => {
  test("a course has 3 to 6 chapters, a video at least one; durations add up", async () => {
    const rows = await db
      .select({
        id: courseReleases.id,
        courseType: courses.courseType,
        duration: courseReleases.duration,
        chapters: sql<number>`(select count(*)::int from course_chapters c where c.course_release_id = ${courseReleases.id})`,
        chapterSeconds: sql<number>`(select coalesce(sum(c.duration), 0)::int from course_chapters c where c.course_release_id = ${courseReleases.id})`,
      })
      .from(courseReleases)
      .innerJoin(courses, eq(courses.id, courseReleases.courseId));
    for (const row of rows) {
      if (row.courseType === 0) {
        expect(row.chapters, `course release ${row.id}`).toBeGreaterThanOrEqual(3);
        expect(row.chapters, `course release ${row.id}`).toBeLessThanOrEqual(6);
      } else {
        expect(row.chapters, `video ${row.id}`).toBeGreaterThanOrEqual(1);
      }
      expect(row.duration, `course release ${row.id}`).toBe(row.chapterSeconds);
    }
  });

  test("enough courses and videos on every site that publishes certifications", async () => {
    const rows = await db
      .select({
        siteId: courseReleases.siteId,
        languageId: courseReleases.languageId,
        courseType: courses.courseType,
        count: sql<number>`count(*)::int`,
      })
      .from(courseReleases)
      .innerJoin(courses, eq(courses.id, courseReleases.courseId))
      .groupBy(courseReleases.siteId, courseReleases.languageId, courses.courseType);
    const count = (siteId: number, languageId: number, courseType: number) =>
      rows.find(
        (r) => r.siteId === siteId && r.languageId === languageId && r.courseType === courseType,
      )?.count ?? 0;
    expect(count(1, 1, 1)).toBeGreaterThanOrEqual(6);
    expect(count(3, 2, 0)).toBeGreaterThanOrEqual(6);
    expect(count(3, 2, 1)).toBeGreaterThanOrEqual(1);
    expect(count(8, 3, 0)).toBeGreaterThanOrEqual(4);
    expect(count(19, 1, 0)).toBeGreaterThanOrEqual(4);
    expect(count(19, 1, 1)).toBeGreaterThanOrEqual(3);
    expect(count(30, 1, 0)).toBeGreaterThanOrEqual(3);
    expect(count(2, 1, 0)).toBeGreaterThanOrEqual(3);
    expect(count(27, 1, 0)).toBeGreaterThanOrEqual(3);

    // At least six courses per family on the main English site.
    const families = await db
      .select({
        kind: certifications.kind,
        courses: sql<number>`count(distinct ${certificationCourses.courseReleaseId})::int`,
      })
      .from(certificationCourses)
      .innerJoin(
        certificationReleases,
        eq(certificationReleases.id, certificationCourses.certificationReleaseId),
      )
      .innerJoin(certifications, eq(certifications.id, certificationReleases.certificationId))
      .where(eq(certificationReleases.siteId, 1))
      .groupBy(certifications.kind);
    expect(families.find((f) => f.kind === 1)?.courses).toBeGreaterThanOrEqual(6);
    expect(families.find((f) => f.kind === 0)?.courses).toBeGreaterThanOrEqual(6);
  });

  test("some videos and topics carry a product line and a video type", async () => {
    const videos = await db
      .select({ id: courses.id })
      .from(courses)
      .where(
        and(
          eq(courses.courseType, 1),
          isNotNull(courses.productLineId),
          isNotNull(courses.videoTypeId),
        ),
      );
    expect(videos.length).toBeGreaterThanOrEqual(3);
    const topicCounts = await db
      .select({ siteId: topics.siteId, count: sql<number>`count(*)::int` })
      .from(topics)
      .groupBy(topics.siteId);
    const topicCount = (siteId: number) => topicCounts.find((t) => t.siteId === siteId)?.count ?? 0;
    expect(topicCount(1)).toBeGreaterThanOrEqual(6);
    expect(topicCount(3)).toBeGreaterThanOrEqual(3);
    expect(topicCount(8)).toBeGreaterThanOrEqual(2);
    expect(topicCount(19)).toBeGreaterThanOrEqual(3);
    const typed = await db
      .select({ id: topics.id })
      .from(topics)
      .where(and(isNotNull(topics.productLineId), isNotNull(topics.videoTypeId)));
    expect(typed.length).toBeGreaterThanOrEqual(6);
  });

  test("Arabic rows are written in Arabic, German rows differ from the English ones", async () => {
    const arabic = [
      ...(await db
        .select({ text: certificationReleases.certificationName })
        .from(certificationReleases)
        .where(eq(certificationReleases.languageId, 2))),
      ...(await db
        .select({ text: courseReleases.courseName })
        .from(courseReleases)
        .where(eq(courseReleases.languageId, 2))),
      ...(await db
        .select({ text: courseChapters.title })
        .from(courseChapters)
        .innerJoin(courseReleases, eq(courseReleases.id, courseChapters.courseReleaseId))
        .where(eq(courseReleases.languageId, 2))),
      ...(await db.select({ text: topics.topicName }).from(topics).where(eq(topics.languageId, 2))),
      ...(await db.select({ text: banners.title }).from(banners).where(eq(banners.languageId, 2))),
    ];
    expect(arabic.length).toBeGreaterThan(30);
    expect(arabic.filter((row) => !arabicLetters.test(row.text))).toEqual([]);

    const german = await db
      .select({ id: courseReleases.courseId, name: courseReleases.courseName })
      .from(courseReleases)
      .where(eq(courseReleases.siteId, 8));
    const english = await db
      .select({ id: courseReleases.courseId, name: courseReleases.courseName })
      .from(courseReleases)
      .where(
        and(
          eq(courseReleases.siteId, 1),
          inArray(
            courseReleases.courseId,
            german.map((g) => g.id),
          ),
        ),
      );
    for (const row of german) {
      expect(row.name).not.toBe(english.find((e) => e.id === row.id)?.name);
    }
  });

  test("descriptions use only the simple tags the sanitiser keeps", async () => {
    const texts = [
      ...(await db.select({ html: certificationReleases.description }).from(certificationReleases)),
      ...(await db.select({ html: courseReleases.description }).from(courseReleases)),
      ...(await db.select({ html: topics.description }).from(topics)),
    ];
    for (const { html } of texts) {
      expect(html).toMatch(/^<p>/);
      const tags = [...html.matchAll(/<\/?([a-z0-9]+)[^>]*>/g)].map((m) => m[1]);
      expect(tags.filter((tag) => !["p", "ul", "li", "strong"].includes(tag!))).toEqual([]);
    }
  });
});

describe("full-text search in each row's language", () => {
  const search = async (siteId: number, config: string, words: string) => {
    const query = sql`websearch_to_tsquery(${config}::regconfig, ${words})`;
    const result = await rowsOf<{ name: string }>(sql`
      select certification_name as name from certification_releases where site_id = ${siteId} and search @@ ${query}
      union all
      select course_name from course_releases where site_id = ${siteId} and search @@ ${query}
      union all
      select topic_name from topics where site_id = ${siteId} and search @@ ${query}
    `);
    return result.map((r) => r.name);
  };

  test("each row's search configuration follows its language", async () => {
    const rows = await db
      .selectDistinct({
        languageId: courseReleases.languageId,
        config: sql<string>`${courseReleases.searchConfig}::text`,
      })
      .from(courseReleases)
      .orderBy(asc(courseReleases.languageId));
    expect(rows).toEqual([
      { languageId: 1, config: "english" },
      { languageId: 2, config: "arabic" },
      { languageId: 3, config: "german" },
    ]);
  });

  test("English: 'cameras' finds the camera course and topics", async () => {
    const names = await search(1, "english", "cameras");
    expect(names).toContain("IP Camera Fundamentals");
    expect(names).toContain("Why do my cameras show black-and-white images at night?");
    expect(names).not.toContain("Grundlagen der IP-Kameras");
  });

  test("German: 'Videoüberwachungen' finds 'Grundlagen der Videoüberwachung' on the German site", async () => {
    const names = await search(8, "german", "Videoüberwachungen");
    expect(names).toContain("Grundlagen der Videoüberwachung");
    expect(await search(1, "german", "Videoüberwachungen")).toEqual([]);
  });

  test("Arabic: 'مراقبة' finds 'مبادئ المراقبة بالفيديو' on the Arabic site", async () => {
    const names = await search(3, "arabic", "مراقبة");
    expect(names).toContain("مبادئ المراقبة بالفيديو");
    expect(await search(3, "arabic", "كاميرات")).toContain("أساسيات كاميرات IP");
  });
});

describe("banners", () => {
  test("list and detail banners for each kind a site publishes", async () => {
    const rows = await db
      .select({ siteId: banners.siteId, languageId: banners.languageId, type: banners.type })
      .from(banners)
      .where(inArray(banners.type, [3, 4, 7, 8]))
      .orderBy(asc(banners.siteId), asc(banners.languageId), asc(banners.type));
    const typesOf = (siteId: number, languageId: number) =>
      rows.filter((r) => r.siteId === siteId && r.languageId === languageId).map((r) => r.type);
    for (const siteId of [1, 2, 3, 8, 27]) {
      const [site] = await db.select().from(sites).where(eq(sites.id, siteId));
      expect(typesOf(siteId, site!.baseLanguageId), `site ${siteId}`).toEqual([3, 4, 7, 8]);
    }
    expect(typesOf(19, 1)).toEqual([3, 7]);
    expect(typesOf(19, 2)).toEqual([3, 7]);
    expect(typesOf(30, 1)).toEqual([4, 8]);
  });

  test("each site's workshops and seminars track has a banner of its own (decision 0058)", async () => {
    const rows = await db.select().from(banners).where(eq(banners.type, 5));
    for (const [siteId, languageId] of [
      [1, 1],
      [3, 2],
      [19, 1],
      [30, 1],
    ] as const) {
      const own = rows.filter((row) => row.siteId === siteId && row.languageId === languageId);
      expect(own, `site ${siteId}`).toHaveLength(1);
      expect(existsSync(repoPath(`public${own[0]!.image}`))).toBe(true);
    }
  });

  test("banners link within the site and show an image that exists", async () => {
    const rows = await db
      .select()
      .from(banners)
      .where(inArray(banners.type, [3, 4, 7, 8]));
    for (const banner of rows) {
      expect(banner.title).toBeTruthy();
      expect(banner.subtitle).toBeTruthy();
      expect(banner.link).toMatch(/^\/[a-z]/);
      expect(existsSync(repoPath(`public${banner.image}`)), banner.image).toBe(true);
      const detail = /^\/certification\/detail\/(\d+)$/.exec(banner.link);
      if (detail) {
        const [release] = await db
          .select()
          .from(certificationReleases)
          .where(eq(certificationReleases.id, Number(detail[1])));
        expect(release?.siteId).toBe(banner.siteId);
      }
    }
  });
});

describe("media and images", () => {
  const mediaDir = repoPath("media");

  test("the sample videos exist, are MP4 with the index first (faststart), under 2 MB in all", () => {
    const files = [
      ...readdirSync(mediaDir).filter((f) => f.endsWith(".mp4")),
      ...readdirSync(`${mediaDir}/public`).map((f) => `public/${f}`),
    ];
    expect(files.sort()).toEqual([
      "chapter-1.mp4",
      "chapter-2.mp4",
      "chapter-3.mp4",
      "public/intro.mp4",
    ]);
    let total = 0;
    for (const file of files) {
      const bytes = readFileSync(`${mediaDir}/${file}`);
      total += statSync(`${mediaDir}/${file}`).size;
      expect(bytes.subarray(4, 8).toString("latin1"), file).toBe("ftyp");
      const moov = bytes.indexOf("moov", 0, "latin1");
      const mdat = bytes.indexOf("mdat", 0, "latin1");
      expect(moov, file).toBeGreaterThan(0);
      expect(moov, file).toBeLessThan(mdat);
    }
    expect(total).toBeLessThan(2 * 1024 * 1024);
  });

  test("every video file the catalogue names exists in media/", async () => {
    const files = [
      ...(await db.selectDistinct({ file: courseChapters.videoFile }).from(courseChapters)),
      ...(await db.selectDistinct({ file: topics.videoFile }).from(topics)),
    ].map((r) => r.file);
    const intros = (
      await db
        .selectDistinct({ file: certificationReleases.detailFile })
        .from(certificationReleases)
        .where(sql`${certificationReleases.detailFile} <> ''`)
    ).map((r) => r.file);
    expect(intros).toEqual(["/media/public/intro.mp4"]);
    for (const file of [...files, ...intros.map((i) => i.replace(/^\/media\//, ""))]) {
      expect(existsSync(`${mediaDir}/${file}`), file).toBe(true);
    }
  });

  test("every cover image exists in public/brand", async () => {
    const paths = [
      ...(await db
        .selectDistinct({ path: certificationReleases.coverImage })
        .from(certificationReleases)),
      ...(await db.selectDistinct({ path: courseReleases.coverImage }).from(courseReleases)),
      ...(await db.selectDistinct({ path: topics.coverImage }).from(topics)),
    ].map((r) => r.path);
    expect(paths.length).toBeGreaterThan(10);
    for (const path of paths) {
      expect(path).toMatch(/^\/brand\/(cert|course)-[a-z-]+\.svg$/);
      expect(existsSync(repoPath(`public${path}`)), path).toBe(true);
    }
  });
});
