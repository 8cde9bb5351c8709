import { and, inArray, sql } from "drizzle-orm";
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
} from "../../schema/catalogue.ts";
import { insertAll, upsert, type Tx } from "../write.ts";
import { bannerRows, catalogueBannerTypes } from "./catalogue-banners.ts";
import { certificationRows, releaseSeeds, type ReleaseSeed } from "./catalogue-certifications.ts";
import {
  chapterVideos,
  introVideoUrl,
  local,
  publishedOn,
  searchConfigOf,
} from "./catalogue-common.ts";
import { neutralCourses, thermalCourses } from "./catalogue-courses-thermal.ts";
import {
  generalCourses,
  mainBrandCourses,
  mainSelfPacedCourses,
  mainVideos,
  type CourseSeed,
} from "./catalogue-courses.ts";
import {
  certificationKindRows,
  certificationTypeRows,
  productLineRows,
  videoTypeRows,
} from "./catalogue-taxonomy.ts";
import { topicRows } from "./catalogue-topics.ts";
import { LanguageId as L } from "./languages.ts";
import { pairOf } from "./sites.ts";
import { TenantId } from "./tenants.ts";

/** Each tenant's courses; a course's master id is the tenant's base + its slot. */
const tenantCourses: Record<number, { base: number; seeds: CourseSeed[] }> = {
  [TenantId.main]: {
    base: 1000,
    seeds: [...mainBrandCourses, ...generalCourses, ...mainSelfPacedCourses, ...mainVideos],
  },
  [TenantId.thermal]: { base: 1600, seeds: thermalCourses },
  [TenantId.neutral]: { base: 1700, seeds: neutralCourses },
};

/** A course's master id: its tenant's base + its slot. */
export const courseIdOf = (tenantId: number, slot: number) => tenantCourses[tenantId]!.base + slot;

const allSlots = (tenantId: number) => tenantCourses[tenantId]!.seeds.map((seed) => seed.slot);

/**
 * The courses each (site, language) publishes. A release's id is the block +
 * the course's slot (2000-2999), so "IP Camera Fundamentals" is 2001 in
 * English, 2201 in Arabic and 2301 in German.
 */
export const courseOfferings: {
  siteId: number;
  languageId: number;
  block: number;
  slots: number[];
}[] = [
  { siteId: 1, languageId: L.en, block: 2000, slots: allSlots(TenantId.main) },
  { siteId: 2, languageId: L.en, block: 2100, slots: [1, 2, 3, 4, 21, 22, 23, 51, 58] },
  {
    siteId: 3,
    languageId: L.ar,
    block: 2200,
    slots: [1, 2, 3, 4, 6, 7, 8, 21, 22, 23, 51, 52, 53],
  },
  { siteId: 8, languageId: L.de, block: 2300, slots: [1, 2, 3, 4, 21, 22, 23, 51, 52] },
  { siteId: 27, languageId: L.en, block: 2400, slots: [1, 2, 3, 4, 21, 22, 23, 51, 58] },
  { siteId: 19, languageId: L.en, block: 2600, slots: allSlots(TenantId.thermal) },
  { siteId: 30, languageId: L.en, block: 2700, slots: allSlots(TenantId.neutral) },
  { siteId: 19, languageId: L.ar, block: 2800, slots: [1, 2, 3, 4, 11] },
];

/** Chapter ids: 5000 + 10 x (release id - 2000) + position (1-6). */
export const chapterId = (courseReleaseId: number, position: number) =>
  5000 + (courseReleaseId - 2000) * 10 + position;

function seedOf(tenantId: number, slot: number): CourseSeed {
  const seed = tenantCourses[tenantId]!.seeds.find((s) => s.slot === slot);
  if (!seed) throw new Error(`Tenant ${tenantId} has no course in slot ${slot}`);
  return seed;
}

const courseRows: (typeof courses.$inferInsert)[] = Object.entries(tenantCourses).flatMap(
  ([tenantId, { base, seeds }]) =>
    seeds.map((seed) => ({
      id: base + seed.slot,
      tenantId: Number(tenantId),
      courseType: seed.courseType,
      productLineId: seed.productLineId ?? null,
      videoTypeId: seed.videoTypeId ?? null,
    })),
);

type CourseReleaseRow = typeof courseReleases.$inferInsert;
type ChapterRow = typeof courseChapters.$inferInsert;

const published = courseOfferings.flatMap((offering) => {
  const { tenantId } = pairOf(offering.siteId, offering.languageId);
  return offering.slots.map((slot) => {
    const seed = seedOf(tenantId, slot);
    const releaseId = offering.block + slot;
    const chapters: ChapterRow[] = seed.chapters.map((title, index) => {
      const video = chapterVideos[index % chapterVideos.length]!;
      return {
        id: chapterId(releaseId, index + 1),
        courseReleaseId: releaseId,
        title: local(title, offering.languageId),
        videoFile: video.file,
        duration: video.seconds,
        sort: index + 1,
      };
    });
    const release: CourseReleaseRow = {
      id: releaseId,
      courseId: courseIdOf(tenantId, slot),
      siteId: offering.siteId,
      languageId: offering.languageId,
      courseName: local(seed.name, offering.languageId),
      description: local(seed.description, offering.languageId),
      coverImage: seed.cover,
      duration: chapters.reduce((sum, chapter) => sum + (chapter.duration ?? 0), 0),
      versionLabel: seed.versionLabel,
      quizExist: seed.quizExist,
      publishedAt: publishedOn(seed.publishedOn),
      searchConfig: searchConfigOf(offering.languageId),
    };
    return { release, chapters };
  });
});

/** Every course and video release of the demo catalogue (the exam banks read quizExist). */
export const courseReleaseRows = published.map((p) => p.release);
const chapterRows = published.flatMap((p) => p.chapters);

const certificationReleaseRows: (typeof certificationReleases.$inferInsert)[] = releaseSeeds.map(
  (seed) => ({
    id: seed.id,
    certificationId: seed.certificationId,
    siteId: seed.siteId,
    languageId: seed.languageId,
    parentReleaseId: seed.parentReleaseId ?? null,
    versionLabel: seed.versionLabel,
    certificationName: local(seed.text.name, seed.languageId),
    summary: local(seed.text.summary, seed.languageId),
    description: local(seed.text.description, seed.languageId),
    coverImage: seed.cover,
    detailFile: seed.intro ? introVideoUrl : "",
    publishedAt: publishedOn(seed.publishedOn),
    sort: seed.sort,
    searchConfig: searchConfigOf(seed.languageId),
  }),
);

/** The courses of a certification release, from its plan, on the release's own site. */
function coursesOf(seed: ReleaseSeed): (typeof certificationCourses.$inferInsert)[] {
  const offering = courseOfferings.find(
    (o) => o.siteId === seed.siteId && o.languageId === seed.languageId,
  );
  const entries = [
    ...seed.plan.compulsory.map(([slot, credits]) => ({ slot, credits, requirement: 1 })),
    ...seed.plan.elective.map(([slot, credits]) => ({ slot, credits, requirement: 0 })),
  ];
  return entries.map(({ slot, credits, requirement }, index) => {
    if (!offering?.slots.includes(slot)) {
      throw new Error(`Release ${seed.id}: course slot ${slot} is not published on its site`);
    }
    return {
      certificationReleaseId: seed.id,
      courseReleaseId: offering.block + slot,
      requirement,
      credits,
      sort: index + 1,
    };
  });
}

const certificationCourseRows = releaseSeeds.flatMap(coursesOf);

/** Row counts of the catalogue seed, for tests and the seed script's report. */
export const catalogueCounts = {
  certificationKinds: certificationKindRows.length,
  certificationTypes: certificationTypeRows.length,
  productLines: productLineRows.length,
  videoTypes: videoTypeRows.length,
  certifications: certificationRows.length,
  certificationReleases: certificationReleaseRows.length,
  courses: courseRows.length,
  courseReleases: courseReleaseRows.length,
  courseChapters: chapterRows.length,
  certificationCourses: certificationCourseRows.length,
  topics: topicRows.length,
};

/**
 * The catalogue: kinds, types, product lines, video types, certifications and
 * their releases, courses and videos with chapters, the courses of each
 * certification release, topics and banners. Rows keep their explicit ids and
 * are upserted; banners (generated ids, no natural key) of the catalogue's
 * banner types on the seeded sites are deleted and inserted again.
 */
export async function seedCatalogue(tx: Tx): Promise<void> {
  const touch = { updatedAt: sql`now()` };
  await upsert(tx, certificationKinds, certificationKindRows, [
    certificationKinds.tenantId,
    certificationKinds.kindType,
  ]);
  await upsert(tx, certificationTypes, certificationTypeRows, [certificationTypes.id]);
  await upsert(tx, productLines, productLineRows, [productLines.id]);
  await upsert(tx, videoTypes, videoTypeRows, [videoTypes.id]);
  await upsert(tx, certifications, certificationRows, [certifications.id]);
  await upsert(
    tx,
    certificationReleases,
    certificationReleaseRows,
    [certificationReleases.id],
    touch,
  );
  await upsert(tx, courses, courseRows, [courses.id]);
  await upsert(tx, courseReleases, courseReleaseRows, [courseReleases.id], touch);
  await upsert(tx, courseChapters, chapterRows, [courseChapters.id]);
  await upsert(tx, certificationCourses, certificationCourseRows, [
    certificationCourses.certificationReleaseId,
    certificationCourses.courseReleaseId,
  ]);
  await upsert(tx, topics, topicRows, [topics.id]);

  const rows = bannerRows();
  await tx
    .delete(banners)
    .where(
      and(
        inArray(banners.siteId, [...new Set(rows.map((row) => row.siteId))]),
        inArray(banners.type, catalogueBannerTypes),
      ),
    );
  await insertAll(tx, banners, rows);
}
