import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { ClassroomCertification } from "#contract/portal-context.ts";
import type {
  CertificationCourse,
  CertificationDetail,
  CertificationLanguage,
  CertificationSummary,
  CertificationTypeInfo,
  LanguageRelease,
  MyCertification,
} from "#contract/catalogue.ts";
import { LearningProcess, RelationType } from "#contract/catalogue-rules.ts";
import { certificationReleases, certifications } from "#db/schema/catalogue.ts";
import { notFound } from "../../errors.ts";
import type { ServiceDeps } from "../../services.ts";
import type { CatalogueScope } from "./catalogue.service.ts";
import type { LinkedCourse, ReleaseRow } from "./scoped.ts";
import { typeNames, type CatalogueSnapshot, type Snapshots, type TypeNames } from "./snapshot.ts";
import {
  certificationProgress,
  creditsComplete,
  creditsCompletedAt,
  creditTotals,
  loadLearnerState,
  registrationStatusOf,
  type LearnerFacts,
  type LearnerState,
  type RegistrationState,
} from "./status.ts";
import type { AttemptSummary } from "../exam/exam-facts.ts";

type Deps = Pick<ServiceDeps, "db" | "siteDirectory"> & { learner: LearnerFacts };

/** A release with its courses and the learner's standing in it. */
type Standing = {
  summary: CertificationSummary;
  registrationStatus: number;
  courses: CertificationCourse[];
  compulsoryCredits: { earned: number; total: number };
  electiveCredits: { earned: number; total: number };
  registration: RegistrationState | null;
  creditsCompletedAt: Date | null;
  theoryExam: AttemptSummary | undefined;
  /** New course versions whose progress the learner carries over from the replaced release. */
  updatedCourses: { id: number; replacedId: number }[];
};

/** What the exam rules need of a learner's standing in a certification release. */
export type ExamStanding = {
  releaseId: number;
  certificationId: number;
  kind: number;
  certificationName: string;
  /** The certification that must be held first, if any (its id, not a release). */
  prerequisiteId: number | null;
  registration: RegistrationState;
  currentStatus: number;
  creditsCompletedAt: Date | null;
  theoryExam: AttemptSummary | undefined;
  /** The certification's limits across learning cycles (decision 0041). */
  relearnWaitDays: number;
  maxLearningCycles: number;
  /** What forced relearning resets (frame §4). */
  courseReleaseIds: number[];
  chapterIds: number[];
};

export function createCertificationReads(
  { db, siteDirectory, learner }: Deps,
  snapshots: Snapshots,
) {
  /**
   * Summaries, course lists and statuses for many releases at once: the
   * catalogue comes from the snapshot, the learner's registrations and
   * progress from one query each, whatever the number of releases.
   */
  async function standings(scope: CatalogueScope, releases: ReleaseRow[]): Promise<Standing[]> {
    if (releases.length === 0) return [];
    const [snapshot, lists] = await Promise.all([
      snapshots.of(scope),
      snapshots.tenantLists(scope),
    ]);
    const linked = releases.flatMap((r) => snapshot.coursesOf(r.id));
    const state = await loadLearnerState(learner, scope.userId, {
      certificationReleaseIds: releases.map((r) => r.id),
      practicalExamReleaseIds: releases.filter((r) => r.practicalExam).map((r) => r.id),
      courseReleaseIds: linked.map((c) => c.id),
      replacements: new Map(
        linked.flatMap((c) => (c.replacesId === null ? [] : [[c.id, c.replacesId] as const])),
      ),
    });
    const types = typeNames(lists.types, scope);
    return releases.map((release) =>
      standing(release, snapshot.coursesOf(release.id), state, types),
    );
  }

  function standing(
    release: ReleaseRow,
    linked: LinkedCourse[],
    state: LearnerState,
    types: TypeNames,
  ): Standing {
    const courses = linked.map(({ certificationReleaseId, replacesId: _replaces, ...course }) => ({
      ...course,
      relationId: certificationReleaseId,
      learningProcess: state.learningProcess(course.id),
    }));
    const credited = courses.map((course) => ({
      ...course,
      exerciseProcess: state.exerciseProcess(course.id),
      finishedAt: state.finishedAt(course.id),
    }));
    const totals = creditTotals(credited);
    const registration = state.loggedIn
      ? state.registration(RelationType.certification, release.id)
      : null;
    const theoryExam = state.theoryExam(release.id);
    const { currentStatus, childStatus } = certificationProgress({
      registration,
      hasProgress: courses.some((c) => c.learningProcess >= LearningProcess.learning),
      creditsComplete: creditsComplete(totals, release.creditsNeeded),
      practicalExam: release.practicalExam,
      theoryExamPassed: theoryExam?.passed ?? false,
      practicalExamPassed: state.practicalExamPassed(release.id),
      certificateApplication: state.application(release.id),
    });
    return {
      summary: {
        id: release.id,
        certificationId: release.certificationId,
        kind: release.kind,
        level: release.level,
        certificationName: release.certificationName,
        summary: release.summary,
        coverImage: release.coverImage,
        versionLabel: release.versionLabel,
        creditsNeeded: release.creditsNeeded,
        practicalExam: release.practicalExam,
        certificationTypeName: types.name(release.typeId),
        certificationSubtypeName: types.name(release.subtypeId),
        // The page expands child versions on demand; they start folded.
        isExpand: false,
        currentStatus,
        childStatus,
      },
      registrationStatus: registrationStatusOf(registration ?? "none"),
      courses,
      ...totals,
      registration,
      creditsCompletedAt: creditsCompletedAt(credited, release.creditsNeeded),
      theoryExam,
      updatedCourses: courses.flatMap((c) => {
        const replacedId = state.inheritedFrom(c.id);
        return replacedId === null ? [] : [{ id: c.id, replacedId }];
      }),
    };
  }

  async function releaseInScope(
    scope: CatalogueScope,
    id: number,
  ): Promise<{ release: ReleaseRow; snapshot: CatalogueSnapshot }> {
    const snapshot = await snapshots.of(scope);
    const release = snapshot.release(id);
    if (!release) throw notFound("No such certification");
    return { release, snapshot };
  }

  /** Certification releases of the site, top-level versions only, optionally of one kind. */
  async function certificationList(
    scope: CatalogueScope,
    kind?: number,
  ): Promise<CertificationSummary[]> {
    const { releases } = await snapshots.of(scope);
    const listed = releases.filter(
      (r) => r.parentReleaseId === null && (kind === undefined || r.kind === kind),
    );
    return (await standings(scope, listed)).map((s) => s.summary);
  }

  /**
   * The classroom page's list (frame §2 "instructor-led training"): top-level
   * releases of one kind that offer an online or onsite classroom, and which.
   */
  async function classroomCertifications(
    scope: CatalogueScope,
    kind: number,
  ): Promise<ClassroomCertification[]> {
    const { releases } = await snapshots.of(scope);
    const listed = releases.filter(
      (r) =>
        r.parentReleaseId === null &&
        r.kind === kind &&
        (r.hasOnlineClassroom || r.hasOnsiteClassroom),
    );
    return (await standings(scope, listed)).map((standing, index) => ({
      ...standing.summary,
      hasOnlineClassroom: listed[index]!.hasOnlineClassroom,
      hasOnsiteClassroom: listed[index]!.hasOnsiteClassroom,
    }));
  }

  /** GET /certification/release/certification/detail (learner §2 "Certification detail screen"). */
  async function certificationDetail(
    scope: CatalogueScope,
    id: number,
  ): Promise<CertificationDetail> {
    const { release, snapshot } = await releaseInScope(scope, id);
    const sons = snapshot.releases.filter((r) => r.parentReleaseId === release.id);
    const required =
      release.prerequisiteId === null
        ? undefined
        : snapshot.releases.find(
            (r) => r.certificationId === release.prerequisiteId && r.parentReleaseId === null,
          );
    const [own, ...sonStandings] = await standings(scope, [release, ...sons]);
    return {
      ...own!.summary,
      description: snapshot.description(release.id),
      detailFile: release.detailFile,
      hasOnlineClassroom: release.hasOnlineClassroom,
      hasOnsiteClassroom: release.hasOnsiteClassroom,
      registrationStatus: own!.registrationStatus,
      autoApprove: release.approvalPolicy === "automatic",
      compulsoryCredits: own!.compulsoryCredits,
      electiveCredits: own!.electiveCredits,
      prerequisite: required
        ? {
            certificationReleaseId: required.id,
            certificationName: required.certificationName,
            versionLabel: required.versionLabel,
          }
        : null,
      userCourseUpdateDTO: await courseUpdateNotice(scope, release.id, own!.updatedCourses),
      sonCertificationReleaseDTOList: sonStandings.map((s) => s.summary),
      courses: own!.courses,
    };
  }

  /**
   * Frame §4 "A course replaced by a new version": the first new version the
   * learner carries progress into and has not acknowledged yet
   * (clickUserCourseUpdate); its notice says so (viewUpdate) and that the
   * exam now covers it (viewExamTips). A course whose notifications the
   * learner cancelled (learner §4 "Notification", status 2), in this version
   * or the one it replaced, gives no notice (decision 0055).
   */
  async function courseUpdateNotice(
    scope: CatalogueScope,
    releaseId: number,
    updatedCourses: { id: number; replacedId: number }[],
  ) {
    if (scope.userId === null || updatedCourses.length === 0) return null;
    const [seen, cancelled] = await Promise.all([
      learner.certificates.viewedCourseUpdates(scope.userId, releaseId),
      learner.progress.cancelledNotifications(
        scope.userId,
        updatedCourses.flatMap((course) => [course.id, course.replacedId]),
      ),
    ]);
    const unseen = updatedCourses.find(
      (course) =>
        !seen.has(course.id) && !cancelled.has(course.id) && !cancelled.has(course.replacedId),
    );
    return unseen === undefined ? null : { id: unseen.id, viewExamTips: 1, viewUpdate: 1 };
  }

  /** GET /certification/release/course/list: the courses of a certification release. */
  async function courseList(
    scope: CatalogueScope,
    certificationReleaseId: number,
  ): Promise<CertificationCourse[]> {
    const { release } = await releaseInScope(scope, certificationReleaseId);
    const [own] = await standings(scope, [release]);
    return own!.courses;
  }

  /**
   * A signed-in learner's standing in a certification release of the scope,
   * as the theory exam's entry rules and relearning need it; not found when
   * the release is not in scope.
   */
  async function examStanding(
    scope: CatalogueScope & { userId: number },
    releaseId: number,
  ): Promise<ExamStanding> {
    const { release, snapshot } = await releaseInScope(scope, releaseId);
    const [own] = await standings(scope, [release]);
    const courseIds = snapshot.coursesOf(release.id).map((course) => course.id);
    return {
      releaseId: release.id,
      certificationId: release.certificationId,
      kind: release.kind,
      certificationName: release.certificationName,
      prerequisiteId: release.prerequisiteId,
      registration: own!.registration ?? "none",
      currentStatus: own!.summary.currentStatus,
      creditsCompletedAt: own!.creditsCompletedAt,
      theoryExam: own!.theoryExam,
      relearnWaitDays: release.relearnWaitDays,
      maxLearningCycles: release.maxLearningCycles,
      courseReleaseIds: courseIds,
      chapterIds: courseIds.flatMap(
        (id) => snapshot.course(id)?.chapters.map((chapter) => chapter.id) ?? [],
      ),
    };
  }

  /** The current status of one release for the learner, or null when it is not in scope. */
  async function certificationStatus(scope: CatalogueScope, releaseId: number) {
    const release = (await snapshots.of(scope)).release(releaseId);
    if (!release) return null;
    const [own] = await standings(scope, [release]);
    return own!.summary.currentStatus;
  }

  /** GET /certification/release/my/courseOfCertification: the learner's live enrolments here. */
  async function myCertifications(
    scope: CatalogueScope & { userId: number },
  ): Promise<MyCertification[]> {
    const [snapshot, enrolled] = await Promise.all([
      snapshots.of(scope),
      learner.registrations.liveCertificationReleaseIds(scope.userId),
    ]);
    const ids = new Set(enrolled);
    const releases = snapshot.releases.filter((r) => ids.has(r.id));
    return (await standings(scope, releases)).map((s) => ({
      ...s.summary,
      registrationStatus: s.registrationStatus,
      compulsoryCredits: s.compulsoryCredits,
      electiveCredits: s.electiveCredits,
      courses: s.courses,
    }));
  }

  /**
   * GET /certification/release/certification/getByCountryLanguage: the release
   * of the same certification for another language of the tenant. The site of
   * the request is preferred, then a site whose base language it is, then any
   * site of the tenant; the top-level version wins over a child version.
   */
  async function releaseInLanguage(
    scope: CatalogueScope,
    releaseId: number,
    languageId: number,
  ): Promise<LanguageRelease | null> {
    const [source] = await db
      .select({ certificationId: certificationReleases.certificationId })
      .from(certificationReleases)
      .innerJoin(certifications, eq(certifications.id, certificationReleases.certificationId))
      .where(
        and(
          eq(certificationReleases.id, releaseId),
          eq(certificationReleases.siteId, scope.site.id),
          eq(certifications.tenantId, scope.tenant.id),
          lte(certificationReleases.publishedAt, sql`now()`),
        ),
      );
    if (!source) throw notFound("No such certification");
    const directory = siteDirectory();
    const tenantSites = directory.sitesOf(scope.tenant.id).map((s) => s.id);
    const candidates = await db
      .select({
        id: certificationReleases.id,
        siteId: certificationReleases.siteId,
        languageId: certificationReleases.languageId,
        parentReleaseId: certificationReleases.parentReleaseId,
        certificationName: certificationReleases.certificationName,
        versionLabel: certificationReleases.versionLabel,
      })
      .from(certificationReleases)
      .where(
        and(
          eq(certificationReleases.certificationId, source.certificationId),
          eq(certificationReleases.languageId, languageId),
          inArray(certificationReleases.siteId, tenantSites),
          lte(certificationReleases.publishedAt, sql`now()`),
        ),
      )
      .orderBy(asc(certificationReleases.sort), asc(certificationReleases.id));
    // Only a site that offers the language can show the release.
    const offered = candidates.filter((c) =>
      directory.languagesOf(c.siteId).some((l) => l.id === c.languageId),
    );
    const rank = (c: (typeof candidates)[number]) =>
      (c.siteId === scope.site.id
        ? 0
        : directory.site(c.siteId)?.baseLanguageId === languageId
          ? 10
          : 20) + (c.parentReleaseId === null ? 0 : 1);
    const best = offered.sort((a, b) => rank(a) - rank(b))[0];
    if (!best) return null;
    return {
      id: best.id,
      siteId: best.siteId,
      languageId: best.languageId,
      pathPrefix: directory.site(best.siteId)!.pathPrefix,
      certificationName: best.certificationName,
      versionLabel: best.versionLabel,
    };
  }

  /** POST /certification/getCertificationTypeInfo: filter lists of the certification list. */
  async function certificationTypeInfo(scope: CatalogueScope): Promise<CertificationTypeInfo> {
    const [snapshot, lists] = await Promise.all([
      snapshots.of(scope),
      snapshots.tenantLists(scope),
    ]);
    return {
      certificationTypeList: typeNames(lists.types, scope).tree(),
      versionLabelList: [...new Set(snapshot.releases.map((r) => r.versionLabel))].sort((a, b) =>
        b.localeCompare(a, "en", { numeric: true }),
      ),
    };
  }

  /** Types (with subtypes) of the site's certifications that have classrooms or a practical exam. */
  async function typesOfCertificationsWith(
    scope: CatalogueScope,
    feature: "classroom" | "practicalExam",
    kind?: number,
  ) {
    const [snapshot, lists] = await Promise.all([
      snapshots.of(scope),
      snapshots.tenantLists(scope),
    ]);
    const releases = snapshot.releases.filter(
      (r) =>
        (kind === undefined || r.kind === kind) &&
        (feature === "classroom" ? r.hasOnlineClassroom || r.hasOnsiteClassroom : r.practicalExam),
    );
    return typeNames(lists.types, scope).tree((typeId, subtypeId) =>
      releases.some(
        (r) => r.typeId === typeId && (subtypeId === null || r.subtypeId === subtypeId),
      ),
    );
  }

  /** GET /certification/getCertificationLanguageBySiteId: languages with certification releases. */
  async function certificationLanguages(scope: CatalogueScope): Promise<CertificationLanguage[]> {
    const rows = await db
      .selectDistinct({ languageId: certificationReleases.languageId })
      .from(certificationReleases)
      .innerJoin(certifications, eq(certifications.id, certificationReleases.certificationId))
      .where(
        and(
          eq(certificationReleases.siteId, scope.site.id),
          eq(certifications.tenantId, scope.tenant.id),
          lte(certificationReleases.publishedAt, sql`now()`),
        ),
      );
    const present = new Set(rows.map((r) => r.languageId));
    return siteDirectory()
      .languagesOf(scope.site.id)
      .filter((l) => present.has(l.id))
      .map((l) => ({ id: l.id, languageComplete: l.languageComplete }));
  }

  return {
    standings,
    certificationStatus,
    examStanding,
    certificationList,
    certificationDetail,
    courseList,
    myCertifications,
    classroomCertifications,
    releaseInLanguage,
    certificationTypeInfo,
    typesOfCertificationsWith,
    certificationLanguages,
  };
}
