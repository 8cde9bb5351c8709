import type {
  Banner,
  CertificationDetail,
  CertificationSummary,
  CertificationTypeInfo,
  CourseDetail,
  CoursePageInput,
  CourseRow,
  Page,
  SearchResult,
  TopicDetail,
  MyCertification,
  VideoTypeInfo,
} from "./catalogue.ts";
import type {
  Certificate,
  CertificateMedals,
  CertificateVerification,
  CompletionCertificate,
} from "./certificate.ts";
import type {
  ClassroomDetail,
  ClassroomEvaluation,
  ClassroomQr,
  ClassroomSession,
  MyClassroom,
  ScheduledSession,
} from "./classroom.ts";
import type { CodeValue } from "./codes.ts";
import type { Checkout, Order } from "./commerce.ts";
import type { FaqCategory, NewsDetail, NewsItem, NewsPage, NewsPageQuery } from "./content.ts";
import type { InvitationDetail } from "./enrolment.ts";
import type { ExamRecords } from "./exam.ts";
import type { CourseProcessPage, CourseProcessQuery } from "./learning.ts";
import type { ClassifiedStatistic } from "./personal-centre.ts";
import type { PracticalExamCard } from "./practical-exam.ts";
import type { PracticeCourseProgress } from "./practice.ts";
import type { SmartTryCampaign, SmartTryStanding } from "./smart-try.ts";
import type { UserInfo } from "./identity.ts";
import type { Trainer, TrainerConfig, TrainerPage, TrainerQuery } from "./trainer-team.ts";
import type { UserComment } from "./user-comments.ts";
import type { FrameData, RegionNode, SupplementInfo } from "./site.ts";

/** A paid session's checkout as the payment page reads it, or why it cannot be shown. */
export type PaymentCheckout = { ok: true; checkout: Checkout } | { ok: false; code: CodeValue };

/** Site and language a page acts in, as the frame resolved them. */
export type PageScope = { siteId: number; languageId: number };

/**
 * What a page loader may ask of the server. Fastify fills it per request and
 * hands it to React Router through the router context (ARCHITECTURE §3), so
 * loaders call services directly instead of making HTTP calls to ourselves.
 * Whatever a page needs several times (the user, the site, its frame) is read
 * at most once per request.
 */
export type PortalContext = {
  /**
   * Nonce for inline scripts, matching the Content-Security-Policy header;
   * empty where the policy names none (development).
   */
  cspNonce: string;
  /**
   * The portal's own origin for this host (`https://academy.example.com`), never
   * one a request's Host header makes up: canonical and shared addresses.
   */
  origin: string;
  /** The tenant's default site prefix, for "/" and unknown prefixes. */
  defaultSitePrefix(): string;
  /** The logged-in user, or null for a visitor. */
  currentUser(): Promise<UserInfo | null>;
  /**
   * The page is rendered alike for every signed-in learner, to be kept and
   * shared (decision 0027): it reads as a visitor's (no user, none of the
   * learner's own facts), and the browser reads those once it has the page.
   */
  learnerPending: boolean;
  /**
   * The site a page path names, of the host's tenant, in the language the
   * request wants (frame §4 "Language and country": the address's choice, the
   * user's saved language, the cookie, the visitor's country with the
   * browser's languages, the country; else the site's base language, else id
   * 1); null when the tenant has no such site.
   */
  site(input: { siteName: string }): SitePortal | null;
};

/** One site in one language, as the page's loaders see it. */
export type SitePortal = {
  scope: PageScope;
  /** The frame of the site (frame §2). */
  frame(): Promise<FrameData>;
  /** Latest news of the site ("what's new" on the home page). */
  topNews(size?: number): Promise<NewsItem[]>;
  /** The news list and detail and the FAQ (frame §2 /news, /news/detail/{id}, /faq). */
  content: {
    /** A page of the site's published news, newest first, optionally matching a keyword. */
    newsPage(query: NewsPageQuery): Promise<NewsPage>;
    /** One published item of the site in its language; null for any other id (not-found). */
    newsDetail(id: number): Promise<NewsDetail | null>;
    /** The FAQ by category, optionally matching a keyword; empty when the site has none. */
    faq(keyword?: string): Promise<FaqCategory[]>;
  };
  /** The home page's user comments (frame §2). */
  userComments(): Promise<UserComment[]>;
  /** The trainer team (frame §2): the same services as its calls (frame §7). */
  trainers: {
    /** POST /certification/trainerTeam/queryTrainerConfig; null when the page is not set up. */
    config(): Promise<TrainerConfig | null>;
    /** POST /certification/trainerTeam/query. */
    query(input: TrainerQuery): Promise<TrainerPage>;
    /** The first trainers, for the home page. */
    home(): Promise<Trainer[]>;
  };
  /** Catalogue reads, acting for the request's logged-in learner (or a visitor). */
  catalogue: CatalogueContext;
  certificates: {
    /** The public verification of a certificate number of this tenant, or null when none exists. */
    verification(number: string): Promise<CertificateVerification | null>;
    /** The logged-in learner's certificates (none for a visitor). */
    mine(): Promise<Certificate[]>;
    /** The logged-in learner's certificates of completion of this site's non-certification courses. */
    completions(): Promise<CompletionCertificate[]>;
    /** The logged-in learner's valid certificates by level and their medal. */
    medals(): Promise<CertificateMedals>;
  };
  /** Paid training's checkout (frame §2 /payment; decision 0023), for the signed-in learner. */
  payment: {
    /** A paid session's checkout, or the code that refuses it (404, 400 free, 401 visitor). */
    checkout(sessionId: number): Promise<PaymentCheckout>;
    /** The learner's own order of this site, or null (another learner's is not found). */
    order(orderId: number): Promise<Order | null>;
  };
  classrooms: {
    /**
     * The site's upcoming non-certification webinars, workshops and seminars
     * (seminar 0, workshop 1, webinar 2; all without a format), a page at a
     * time, with the request's learner's standing in each.
     */
    nonCertificationList(input: {
      format?: number | undefined;
      pageNum: number;
      pageSize: number;
    }): Promise<{ rows: ClassroomSession[]; total: number }>;
    /**
     * A track's schedule (frame §2 classroom calendar and list): the sessions of
     * the kind's certifications starting from one day to another (ISO dates, at
     * most 100 days apart), by training method, country and language, with the
     * request's learner's standing in each.
     */
    ofKind(input: {
      kind: number;
      type?: number | undefined;
      countryCode?: string | undefined;
      sessionLanguageId?: number | undefined;
      from: string;
      to: string;
    }): Promise<ScheduledSession[]>;
    /**
     * One session for its detail page, with the request's learner's standing
     * and their evaluation of it (null for a visitor or none yet); null when
     * the site has no such session to show.
     */
    detail(id: number): Promise<ClassroomDetailPage | null>;
    /** Checks the logged-in learner in with the code of a session's QR (the check-in page). */
    checkIn(token: string): Promise<ClassroomCheckIn>;
    /**
     * The session's check-in QR of this minute, for its trainer or the site's staff (the
     * trainer's full-screen page, decision 0045), or the refusal's code.
     */
    checkInQr(classroomId: number): Promise<ClassroomCheckInQr>;
    /** POST /certification/recommendation/getHomePageClassroom; empty for a visitor. */
    homeRecommendations(): Promise<ClassroomSession[]>;
  };
  /**
   * The logged-in learner's My Learning tabs (frame §1), the same services as
   * the My Learning calls (frame §7); a tab's loader asks only for its own.
   * A visitor gets nothing (null, empty lists).
   */
  myLearning: {
    /** POST /user/personalCenter/classifiedStatistic. */
    statistics(): Promise<ClassifiedStatistic | null>;
    /** POST /user/personalCenter/examRecords. */
    examRecords(): Promise<ExamRecords>;
    /** POST /user/course/process/getNonCertificateCourseProcess. */
    courseProcess(input: CourseProcessQuery): Promise<CourseProcessPage>;
    /** POST /user/registration/getClassroomByUserId. */
    classrooms(): Promise<MyClassroom[]>;
    /** POST /certification/practicalExam/listPracticalExamCard. */
    practicalExams(): Promise<PracticalExamCard[]>;
    /** POST /user/practice/getCourseProgress: labs completed per course practised in (decision 0059). */
    practice(): Promise<PracticeCourseProgress[]>;
  };
  account: {
    /**
     * What the profile page offers and requires on this site: the fields its
     * supply info flags required, the country data of the chained selects and
     * the user types in the page's language (frame §5).
     */
    profileChoices(): Promise<ProfileChoices>;
  };
  /**
   * The smart-try page (frame §2 /smart-try): the site's current campaign, and
   * the logged-in learner's standing in it (null for a visitor or no campaign).
   */
  smartTry(): Promise<{ campaign: SmartTryCampaign | null; standing: SmartTryStanding | null }>;
  invitations: {
    /**
     * What an invitation letter's code is for, checked for the logged-in
     * learner as `/user/invitation/getDetail` checks it (the invitation-letter
     * pages, frame §2).
     */
    letter(code: string): Promise<InvitationLetter>;
  };
};

/** The profile page's choices (frame §3 "User info", §5). */
export type ProfileChoices = {
  flags: SupplementInfo;
  regions: RegionNode[];
  userTypes: { id: number; typeName: string }[];
  /**
   * The languages a learner may save (frame §3 "User info" languageId): every
   * language of the tenant's sites, each once, named in itself.
   */
  languages: { id: number; languageComplete: string }[];
};

/** The classroom detail page: the session, and the learner's evaluation once given. */
export type ClassroomDetailPage = {
  session: ClassroomDetail;
  evaluation: ClassroomEvaluation | null;
};

/**
 * An invitation letter as its pages show it: the certification release it
 * enrols in, or the refusal's code and context (frame §8: 10018 names the
 * code's site). A code for a course or a sales code is no letter (10005).
 */
export type InvitationLetter =
  | { usable: true; detail: InvitationDetail }
  | { usable: false; code: CodeValue; errorContext: Record<string, unknown> | null };

/** What the check-in page shows: the session checked in to, or the refusal's code (learner §8). */
export type ClassroomCheckIn =
  | { checkedIn: true; classroomId: number; classroomName: string }
  | { checkedIn: false; code: number };

/** What the trainer's check-in page shows: this minute's QR, or why not (403, 404). */
export type ClassroomCheckInQr = { shown: true; qr: ClassroomQr } | { shown: false; code: number };

/** A certification offering classrooms (the classroom page's list). */
export type ClassroomCertification = CertificationSummary & {
  hasOnlineClassroom: boolean;
  hasOnsiteClassroom: boolean;
};

/** Which track page to list and, for the courses page, which courses (frame §2). */
export type TrackListingQuery =
  | { kindType: number; page: "overview" }
  | { kindType: number; page: "classroom" }
  | { kindType: number; page: "online-video-courses"; courses: CoursePageInput };

/**
 * What a track page of one kind shows: its banner, and the certifications
 * (overview), courses with the filter lists (online video courses) or the
 * certifications offering classrooms (classroom); the other parts stay empty.
 */
export type TrackListing = {
  banner: Banner | null;
  certifications: CertificationSummary[];
  courses: Page<CourseRow> | null;
  typeInfo: CertificationTypeInfo | null;
  classrooms: ClassroomCertification[];
};

/** The certification detail page: the release and the detail banner of its kind. */
export type CertificationPage = { detail: CertificationDetail; banner: Banner | null };

/**
 * The catalogue for page loaders (learner §7 "Catalogue and detail"): the same
 * services as the API calls, in the page's site and language and computing
 * statuses for the request's logged-in learner. A detail of another site or
 * language is null (the page shows not-found).
 */
export type CatalogueContext = {
  /** Certification releases of the site, optionally of one kind (gsc 0, hsc 1, workshopSeminar 2). */
  certificationList(kind?: number): Promise<CertificationSummary[]>;
  certificationPage(id: number): Promise<CertificationPage | null>;
  trackListing(query: TrackListingQuery): Promise<TrackListing>;
  /** Course page list: courseType 0 certification courses, 1 educational videos and topics. */
  coursePage(query: CoursePageInput): Promise<Page<CourseRow>>;
  /** The video list filter's product lines and video types (decision 0057). */
  videoTypeInfo(): Promise<VideoTypeInfo>;
  courseDetail(id: number, courseType: number): Promise<CourseDetail | null>;
  topicDetail(id: number): Promise<TopicDetail | null>;
  /** Full-text search; each group holds at most pageSize items. */
  search(keyword: string, pageSize?: number): Promise<SearchResult>;
  /** Recommended courses for the logged-in learner; empty for a visitor. */
  homeRecommendations(): Promise<CourseRow[]>;
  /** The logged-in learner's certifications with their courses and progress; empty for a visitor. */
  myCertifications(): Promise<MyCertification[]>;
};
