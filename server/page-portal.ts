import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { PAGE_SIZE } from "#contract/catalogue-rules.ts";
import { Code, type CodeValue } from "#contract/codes.ts";
import { TOP_NEWS_DEFAULT } from "#contract/content.ts";
import { INVITATION_CODE_MAX_LENGTH } from "#contract/enrolment-rules.ts";
import type { InvitationLetter, PortalContext, SitePortal } from "#contract/portal-context.ts";
import { trainerQuerySchema } from "#contract/trainer-team.ts";
import { ApiError } from "./errors.ts";
import type { CatalogueScope } from "./modules/catalogue/catalogue.service.ts";
import { Relation } from "./modules/enrolment/registrations.service.ts";
import { toUserInfo, type UserRow } from "./modules/identity/users.service.ts";

/** Loaders render not-found for a missing detail instead of catching a thrown 404. */
async function orNull<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (err) {
    if (err instanceof ApiError && err.code === Code.notFound) return null;
    throw err;
  }
}

/** An invitation letter its page cannot use, and why (frame §8). */
const refusedLetter = (
  code: CodeValue,
  errorContext: Record<string, unknown> | null = null,
): InvitationLetter => ({ usable: false, code, errorContext });

/** A read done at most once: every later call gets the first call's promise. */
function once<T>(read: () => Promise<T>): () => Promise<T> {
  let result: Promise<T> | undefined;
  return () => (result ??= read());
}

/** What a page request is known by before it renders: its learner and the languages it wants. */
export type PageRequest = {
  /** The signed-in learner's record; null for a visitor (or a session whose user is gone). */
  user: UserRow | null;
  /** The page languages to try, most wanted first (frame §4; site.pageLanguageCandidates). */
  languageCandidates: number[];
  /**
   * Rendered for every signed-in learner alike (decision 0027): `user` is null,
   * the portal reads nothing of the learner, the languages are still theirs.
   */
  learnerPending?: boolean;
};

/**
 * Reads what a page request needs before it renders: the learner's saved
 * language comes first in choosing the page's language, so the learner is read
 * here, once, and the portal's currentUser answers from the same read.
 */
export async function pageRequestOf(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<PageRequest> {
  const user =
    request.userId === null ? null : ((await app.services.users.signedIn(request.userId)) ?? null);
  return {
    user,
    languageCandidates: app.services.site.pageLanguageCandidates(request, user?.languageId ?? null),
  };
}

/**
 * What one page request's loaders may ask of the server (ARCHITECTURE §3): the
 * same services as the API, for the host's tenant and the request's learner.
 * The root loader and the page's loader both want the user and the frame, so
 * each is read once per request and shared.
 */
export function createPagePortal(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  page: PageRequest,
): PortalContext {
  const {
    site,
    content,
    faq,
    catalogue,
    certificates,
    completions,
    classrooms,
    attendance,
    invitations,
    statistics,
    examRecords,
    myCourses,
    practicalExams,
    practice,
    smartTry,
    userComments,
    trainerTeam,
    orders,
  } = app.services;
  const sites = new Map<string, SitePortal | null>();

  /** One site in one language for the request's loaders. */
  function sitePortal(scope: CatalogueScope): SitePortal {
    const learner = scope.userId;
    return {
      scope: { siteId: scope.site.id, languageId: scope.language.id },
      frame: once(async () => {
        const [frame, kinds, hasFaq] = await Promise.all([
          site.frame(scope, site.countryOf(request)),
          catalogue.kinds(scope),
          faq.hasAny(scope),
        ]);
        return { ...frame, kinds, hasFaq };
      }),
      topNews: (size = TOP_NEWS_DEFAULT) => content.topNews(scope, size),
      content: {
        newsPage: (query) => content.newsPage(scope, query),
        newsDetail: (id) => orNull(() => content.newsDetail(scope, id)),
        faq: (keyword) => faq.list(scope, keyword),
      },
      userComments: () => userComments.forHome(scope),
      trainers: {
        config: () => trainerTeam.config(scope),
        // The loader passes the address's values: checked as the call checks them, a bad one gives the first page.
        query: (input) =>
          trainerTeam.query(
            scope,
            trainerQuerySchema.safeParse(input).data ?? trainerQuerySchema.parse({}),
          ),
        home: () => trainerTeam.homeTrainers(scope),
      },
      catalogue: {
        certificationList: (kind) => catalogue.certificationList(scope, kind),
        certificationPage: (id) => orNull(() => catalogue.certificationPage(scope, id)),
        trackListing: (query) => catalogue.trackListing(scope, query),
        coursePage: (query) => catalogue.coursePage(scope, query),
        videoTypeInfo: () => catalogue.videoTypeInfo(scope),
        courseDetail: (id, courseType) =>
          orNull(() => catalogue.courseDetail(scope, id, courseType)),
        topicDetail: (id) => orNull(() => catalogue.topicDetail(scope, id)),
        search: (keyword, pageSize = PAGE_SIZE.desktop) =>
          catalogue.search(scope, keyword, pageSize),
        homeRecommendations: async () =>
          learner === null ? [] : catalogue.homeRecommendations({ ...scope, userId: learner }),
        myCertifications: async () =>
          learner === null ? [] : catalogue.myCertifications({ ...scope, userId: learner }),
      },
      certificates: {
        verification: async (number) =>
          (
            (await certificates.byNumber(scope.tenant.id, number)) ??
            (await completions.byNumber(scope.tenant.id, number))
          )?.verification ?? null,
        mine: async () => (learner === null ? [] : certificates.listOf(scope.tenant.id, learner)),
        completions: async () => (learner === null ? [] : completions.mine(scope, learner)),
        medals: async () =>
          learner === null
            ? { associate: 0, professional: 0, expert: 0, medal: "none" as const }
            : certificates.medals(scope.tenant.id, learner),
      },
      payment: {
        async checkout(sessionId) {
          if (learner === null) return { ok: false, code: Code.needLogin };
          try {
            return { ok: true, checkout: await orders.checkout(scope, learner, sessionId) };
          } catch (error) {
            if (error instanceof ApiError) return { ok: false, code: error.code };
            throw error;
          }
        },
        order: async (orderId) =>
          learner === null ? null : orNull(() => orders.detail(scope, learner, orderId)),
      },
      classrooms: {
        nonCertificationList: ({ format, pageNum, pageSize }) =>
          classrooms.nonCertificationList(scope, learner, {
            format,
            upcoming: true,
            pageNum,
            pageSize,
          }),
        ofKind: (input) => classrooms.ofKind(scope, learner, input),
        detail: (id) =>
          orNull(async () => {
            const session = await classrooms.byId(scope, learner, id);
            const evaluation =
              learner === null ? null : await attendance.evaluationOf(scope, learner, id);
            return { session, evaluation };
          }),
        homeRecommendations: async () =>
          learner === null ? [] : classrooms.homeRecommendations(scope, learner),
        async checkInQr(classroomId) {
          if (learner === null) return { shown: false, code: Code.needLogin };
          try {
            const origin = app.identity.originFor(request);
            return {
              shown: true,
              qr: await attendance.qrDetail(scope, learner, classroomId, origin),
            };
          } catch (error) {
            if (error instanceof ApiError) return { shown: false, code: error.code };
            throw error;
          }
        },
        async checkIn(token) {
          if (learner === null) return { checkedIn: false, code: Code.needLogin };
          // As long as the API's check-in call takes (contract/classroom.ts).
          if (token.length === 0 || token.length > 200)
            return { checkedIn: false, code: Code.badRequest };
          try {
            const done = await attendance.checkIn(scope, learner, token);
            return {
              checkedIn: true,
              classroomId: done.classroomId,
              classroomName: done.classroomName,
            };
          } catch (error) {
            if (error instanceof ApiError) return { checkedIn: false, code: error.code };
            throw error;
          }
        },
      },
      myLearning: {
        statistics: async () => (learner === null ? null : statistics.classified(scope, learner)),
        examRecords: async () =>
          learner === null ? { theoryExams: [], quizzes: [] } : examRecords.records(scope, learner),
        courseProcess: async (input) =>
          learner === null
            ? { rows: [], total: 0, counts: { all: 0, studying: 0, waitForQuiz: 0, pass: 0 } }
            : myCourses.courseProcess(scope, learner, input),
        classrooms: async () => (learner === null ? [] : classrooms.mine(scope, learner)),
        practicalExams: async () => (learner === null ? [] : practicalExams.cards(scope, learner)),
        practice: async () => (learner === null ? [] : practice.courseProgress(scope, learner)),
      },
      account: {
        async profileChoices() {
          const [flags, regions, userTypes] = await Promise.all([
            site.supplementInfo(scope),
            site.provinceCityTree(),
            site.userTypeList(scope),
          ]);
          // The saved language comes first on any site of the tenant that offers it (frame §4).
          const directory = app.siteDirectory();
          const languages = new Map(
            directory
              .sitesOf(scope.tenant.id)
              .flatMap((each) => directory.languagesOf(each.id))
              .map(({ id, languageComplete }) => [id, { id, languageComplete }]),
          );
          return {
            flags,
            regions,
            userTypes: userTypes.map(({ id, typeName }) => ({ id, typeName })),
            languages: [...languages.values()].sort((a, b) => a.id - b.id),
          };
        },
      },
      async smartTry() {
        const campaign = await smartTry.campaign(scope);
        const standing =
          campaign === null || learner === null
            ? null
            : await smartTry.standing(scope, learner, campaign.id);
        return { campaign, standing };
      },
      invitations: {
        async letter(code) {
          if (learner === null) return refusedLetter(Code.needLogin);
          // As long as the API's getDetail call takes (contract/enrolment.ts).
          if (code.length > INVITATION_CODE_MAX_LENGTH)
            return refusedLetter(Code.invitationIncorrect);
          try {
            const detail = await invitations.detail(
              scope,
              learner,
              { ip: request.ip, country: () => site.countryOf(request) },
              code,
            );
            if (detail.kind !== "training" || detail.relationType !== Relation.certification)
              return refusedLetter(Code.invitationInvalid);
            return { usable: true, detail };
          } catch (error) {
            if (error instanceof ApiError) return refusedLetter(error.code, error.errorContext);
            throw error;
          }
        },
      },
    };
  }

  return {
    cspNonce: reply.cspScriptNonce,
    origin: app.identity.originFor(request),
    defaultSitePrefix: () => site.defaultSitePrefix(request.tenant),
    currentUser: once(async () => (page.user ? toUserInfo(page.user) : null)),
    learnerPending: page.learnerPending ?? false,
    site(input) {
      const key = input.siteName;
      if (!sites.has(key)) {
        const scope = site.scopeFor(request.tenant, input.siteName, page.languageCandidates);
        const userId = page.learnerPending ? null : request.userId;
        sites.set(key, scope && sitePortal({ ...scope, userId }));
      }
      return sites.get(key)!;
    },
  };
}
