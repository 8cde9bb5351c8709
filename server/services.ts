import { randomBytes } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "#db/client.ts";
import type { Config } from "./config.ts";
import { createCatalogueService } from "./modules/catalogue/catalogue.service.ts";
import { createAttendance } from "./modules/classroom/attendance.service.ts";
import { createClassroomFacts } from "./modules/classroom/classroom-facts.ts";
import { createClassroomLearnerData } from "./modules/classroom/learner-data.service.ts";
import { createClassrooms } from "./modules/classroom/classrooms.service.ts";
import { createOrderExtras } from "./modules/classroom/order-extras.service.ts";
import { createPracticalExamFacts } from "./modules/classroom/practical-exam-facts.ts";
import { createPracticalExamAdmin } from "./modules/classroom/practical-exam-admin.service.ts";
import { createPracticalExams } from "./modules/classroom/practical-exams.service.ts";
import { createWaitingList } from "./modules/classroom/waiting-list.service.ts";
import { createSeatHolds } from "./modules/classroom/seat-holds.service.ts";
import { createOfflineProvider } from "./modules/commerce/offline-provider.ts";
import { createOrders } from "./modules/commerce/orders.service.ts";
import type { PaymentProvider } from "./modules/commerce/payment-provider.ts";
import { createStripeProvider } from "./modules/commerce/stripe-provider.ts";
import { createReleaseFacts } from "./modules/catalogue/release-facts.ts";
import { createCertificateFacts } from "./modules/certificate/certificate-facts.ts";
import { createCertificateLinks } from "./modules/certificate/certificate-links.ts";
import { createCertificates } from "./modules/certificate/certificates.service.ts";
import { createCertificateLearnerData } from "./modules/certificate/learner-data.service.ts";
import { createCompletions } from "./modules/certificate/completions.service.ts";
import { generateCredentialKey } from "./modules/certificate/credential.ts";
import { createContentService } from "./modules/content/content.service.ts";
import { createFaqService } from "./modules/content/faq.service.ts";
import { createUserComments } from "./modules/content/user-comments.service.ts";
import { createInvitations } from "./modules/enrolment/invitations.service.ts";
import { createEnrolmentLearnerData } from "./modules/enrolment/learner-data.service.ts";
import { createRegistrationFacts } from "./modules/enrolment/registration-facts.ts";
import { createRegistrations } from "./modules/enrolment/registrations.service.ts";
import { createStaffFacts } from "./modules/enrolment/staff-facts.ts";
import { createTrainingAdmission } from "./modules/enrolment/training-admission.service.ts";
import { createExamFacts } from "./modules/exam/exam-facts.ts";
import { createExamRecords } from "./modules/exam/exam-records.service.ts";
import { createExamService } from "./modules/exam/exam.service.ts";
import { createCookieConsents } from "./modules/identity/cookie-consents.service.ts";
import { createExamLearnerData } from "./modules/exam/learner-data.service.ts";
import { createAccountData } from "./modules/identity/account-data.service.ts";
import { createMailer } from "./modules/identity/mail.ts";
import { createMailDelivery } from "./modules/identity/mail-delivery.ts";
import { sharedSecret } from "./modules/identity/secrets.ts";
import { createSessions } from "./modules/identity/sessions.ts";
import { createUsers } from "./modules/identity/users.service.ts";
import { createLearningLearnerData } from "./modules/learning/learner-data.service.ts";
import { createLearning } from "./modules/learning/learning.service.ts";
import { createMediaSigner } from "./modules/learning/media-signing.ts";
import { createMyCourses } from "./modules/learning/my-courses.service.ts";
import { createProgressFacts } from "./modules/learning/progress-facts.ts";
import { createStatistics } from "./modules/personal-centre/statistics.service.ts";
import { createPracticeLabs } from "./modules/practice/labs.service.ts";
import { createPracticeLearnerData } from "./modules/practice/learner-data.service.ts";
import { createPracticeFacts } from "./modules/practice/practice-facts.ts";
import { createSiteService } from "./modules/site/site.service.ts";
import { createSmartTryLearnerData } from "./modules/smart-try/learner-data.service.ts";
import { createSmartTry } from "./modules/smart-try/smart-try.service.ts";
import { createSurveys } from "./modules/survey/surveys.service.ts";
import type { SiteDirectory } from "./modules/site/site-directory.ts";
import { createCaptchas } from "./modules/trainer/captcha.ts";
import { createTrainerApplications } from "./modules/trainer/trainer-applications.service.ts";
import { createTrainerTeam } from "./modules/trainer/trainer-team.service.ts";
import { createUserTypeFacts } from "./modules/site/user-type-facts.ts";
import { createBroadcast } from "./broadcast.ts";
import { createRateLimiter } from "./rate-limiter.ts";
import type { Jobs } from "./jobs/jobs.ts";

export type ServiceDeps = {
  db: Db;
  config: Config;
  siteDirectory: () => SiteDirectory;
  log: FastifyBaseLogger;
  /** The job queue, on which services declare their queues and schedules. */
  jobs: Jobs;
};

/**
 * The composition root: one instance of every domain service per app, built
 * here and nowhere else, so API routes and page loaders share them
 * (`app.services.<name>`). A module receives the services it uses as
 * arguments; it never builds another module's service.
 */
export async function createServices(deps: ServiceDeps) {
  const { db, config, jobs, log } = deps;
  const limiter = createRateLimiter(config.redisUrl);
  // Start with the shared counters when Redis is there; without it the limits count in memory.
  await limiter.ready(2_000);
  const mailer = createMailer({
    db,
    jobs,
    delivery: config.smtpUrl
      ? createMailDelivery({
          db,
          jobs,
          smtpUrl: config.smtpUrl,
          from: config.mailFrom,
          retry: config.mailRetry,
          log,
        })
      : undefined,
    from: config.mailFrom,
    log,
  });
  // What one server tells the others: sessions that ended, caches to drop.
  const broadcast = createBroadcast(config.redisUrl);
  const users = createUsers(db, createUserTypeFacts(db), broadcast);
  const sessions = createSessions(db, broadcast);
  const accountData = createAccountData({
    db,
    users,
    sessions,
    dataDir: config.dataDir,
    parts: {
      enrolment: createEnrolmentLearnerData(db),
      learning: createLearningLearnerData(db),
      exam: createExamLearnerData(db),
      certificate: createCertificateLearnerData(db),
      classroom: createClassroomLearnerData(db),
      smartTry: createSmartTryLearnerData(db),
      practice: createPracticeLearnerData(db),
    },
  });

  const site = createSiteService(deps);
  const content = createContentService(deps);
  const userComments = createUserComments(db);
  // The trainer team (frame §2): its page, the captcha and the applications with their CVs.
  const captchas = createCaptchas({ db, clock: () => new Date(), demo: config.demo });
  const trainerApplications = createTrainerApplications({
    db,
    dataDir: config.dataDir,
    captchas,
    mailer,
    siteDirectory: deps.siteDirectory,
  });
  scheduleTrainerSweep(jobs, trainerApplications, log);
  // Read ports: each module answers for its own tables (ARCHITECTURE §3).
  const learner = {
    registrations: createRegistrationFacts(db),
    progress: createProgressFacts(db),
    exams: createExamFacts(db),
    certificates: createCertificateFacts(db),
    practicalExams: createPracticalExamFacts(db),
  };
  // A course offers "Hands-on practice" when it has labs (decision 0059).
  const catalogue = createCatalogueService({ ...deps, learner, practice: createPracticeFacts(db) });
  broadcast.subscribe("caches-invalidated", (what) => {
    if (what === "catalogue") catalogue.invalidate();
  });
  const releaseFacts = createReleaseFacts(db);

  const { certificates } = learner;
  const classroomFacts = createClassroomFacts(db);
  const registrations = createRegistrations({
    db,
    facts: releaseFacts,
    certificates,
    classrooms: classroomFacts,
    users,
    site,
    mailer,
  });
  const invitations = createInvitations({
    db,
    registrations,
    users,
    limiter,
    siteDirectory: deps.siteDirectory,
    classrooms: classroomFacts,
    vouchingIssuer: config.oidc?.issuer,
  });

  const mediaKey =
    config.media.signingKey ??
    (await sharedSecret(db, "media_signing_key", () => randomBytes(32).toString("base64url")));
  const mediaSigner = createMediaSigner(mediaKey, config.media.baseUrl);
  const learning = createLearning({ db, catalogue, facts: releaseFacts, signer: mediaSigner });
  const exams = createExamService({
    db,
    catalogue,
    releases: releaseFacts,
    learning,
    registrations,
    certificates,
    log,
  });
  scheduleExamSweep(jobs, exams, log);
  const certificatesService = createCertificates({
    db,
    catalogue,
    releases: releaseFacts,
    users,
    mailer,
    siteDirectory: deps.siteDirectory,
    exams,
    registrations,
    registrationFacts: learner.registrations,
    certificateFacts: certificates,
  });
  const completions = createCompletions({
    db,
    progress: learner.progress,
    releases: releaseFacts,
    users,
    siteDirectory: deps.siteDirectory,
  });
  // A seat of a certification's training needs its prerequisite and an approved enrolment in
  // it, and is approved as the certification's enrolments are (decisions 0045, 0047).
  const qualification = createTrainingAdmission({
    db,
    facts: releaseFacts,
    certificates,
    registrations,
  });
  const waitingList = createWaitingList({
    db,
    users,
    mailer,
    siteDirectory: deps.siteDirectory,
    qualification,
    releases: releaseFacts,
  });
  const classrooms = createClassrooms({
    db,
    releases: releaseFacts,
    registrations: learner.registrations,
    waitingList,
    qualification,
  });
  const practicalExams = createPracticalExams({
    db,
    releases: releaseFacts,
    exams: learner.exams,
    certificates: learner.certificates,
  });
  const practicalExamAdmin = createPracticalExamAdmin({ db, users });
  const attendance = createAttendance({
    db,
    users,
    waitingList,
    isStaff: (userId, siteId) => registrations.isApprover(userId, siteId),
    qualification,
    checkInKey: await sharedSecret(db, "classroom_check_in_key", () =>
      randomBytes(32).toString("base64url"),
    ),
  });
  // Paid training (decision 0023): Stripe when its keys are set, else the offline provider.
  const offlinePayments = config.payment.stripe
    ? null
    : createOfflineProvider(
        await sharedSecret(db, "offline_payment_webhook_key", () =>
          randomBytes(32).toString("base64url"),
        ),
      );
  const paymentProvider: PaymentProvider = config.payment.stripe
    ? createStripeProvider(config.payment.stripe)
    : offlinePayments!;
  const orders = createOrders({
    db,
    provider: paymentProvider,
    seatHolds: createSeatHolds({ db, waitingList, qualification }),
    classrooms,
    sessions: classroomFacts,
    users,
    bankAccount: config.payment.bankAccount,
    // The offline provider's "pay" step exists only to demonstrate: in production an offline
    // (bank transfer) order is paid when staff reconcile the bank statement, never by the learner.
    demoConfirmation: config.demo && offlinePayments !== null,
    log: deps.log,
  });
  // Orders not paid in time lapse and free their seats with the sessions' settling.
  scheduleAttendanceSweep(jobs, [attendance, practicalExamAdmin, waitingList, orders], log);
  // My Learning's tabs (frame §1): the learner's own lists and figures.
  const myCourses = createMyCourses({
    db,
    releases: releaseFacts,
    registrations: learner.registrations,
    certificates: learner.certificates,
  });
  const examRecords = createExamRecords({ db, releases: releaseFacts });
  const orderExtras = createOrderExtras(db);
  const statistics = createStatistics({
    classrooms: classroomFacts,
    progress: learner.progress,
    releases: releaseFacts,
    exams: learner.exams,
    registrations: learner.registrations,
    certificates: certificatesService,
  });
  const certificateLinks = createCertificateLinks(
    await sharedSecret(db, "certificate_link_key", () => randomBytes(32).toString("base64url")),
  );

  return {
    site,
    content,
    faq: createFaqService(deps),
    userComments,
    trainerTeam: createTrainerTeam({ db }),
    captchas,
    trainerApplications,
    surveys: createSurveys(db),
    smartTry: createSmartTry({ db, certificates: certificatesService, users }),
    catalogue,
    users,
    sessions,
    /** Who holds a role beyond learner (decision 0043: second factor, short idle sessions). */
    staff: createStaffFacts(db, classroomFacts),
    cookieConsents: createCookieConsents(db),
    accountData,
    mailer,
    limiter,
    registrations,
    /** Who may take a seat of a certification's training (decisions 0045, 0047). */
    trainingAdmission: qualification,
    invitations,
    learning,
    myCourses,
    /** Hands-on practice: the labs of a course and the learner's own ticks (decision 0059). */
    practice: createPracticeLabs({ db, releases: releaseFacts }),
    exams,
    examRecords,
    classrooms,
    waitingList,
    orderExtras,
    orders,
    paymentProvider,
    /** The offline provider (demo, tests), whose confirmation step signs webhook events; null with Stripe. */
    /** The offline provider, for its demo confirmation step: demo mode only. */
    offlinePayments: config.demo ? offlinePayments : null,
    statistics,
    practicalExams,
    attendance,
    practicalExamAdmin,
    certificates: certificatesService,
    completions,
    certificateLinks,
    /** Signs the certificates' Open Badges credentials; shared by every server. */
    credentialKey: await sharedSecret(db, "certificate_credential_key", generateCredentialKey),
    mediaSigner,
    broadcast,
    /** Releases what outlives a request (the Redis connections). */
    async close() {
      await Promise.all([limiter.close(), broadcast.close()]);
    },
  };
}

/**
 * The sweeps run on the job queue's schedules (decision 0040): once per
 * occurrence across every instance, by whichever one's worker takes it.
 * pg-boss's cron is per minute, which is as often as any of them runs.
 */
const EVERY_MINUTE = "* * * * *";

/**
 * An attempt whose deadline passed is graded by the server even if the
 * browser never comes back (with what was saved in time). Entry and results
 * grade an expired attempt on the spot (decision 0008), so the sweep only
 * settles attempts nobody looks at: once a minute is soon enough. Grading is
 * once-only, so a sweep that overlaps a submission is harmless.
 */
function scheduleExamSweep(
  jobs: Jobs,
  exams: { gradeExpired(): Promise<number> },
  log: FastifyBaseLogger,
) {
  jobs.schedule("exam-sweep", EVERY_MINUTE, async () => {
    const graded = await exams.gradeExpired();
    if (graded > 0) log.info({ graded }, "graded exams whose time ran out");
  });
}

/**
 * When a session has ended, checked-in learners have finished it, approved
 * ones who never came were absent, and enrolments nobody decided expired
 * (frame §4), whether or not anyone looks; the waiting lists of sessions whose
 * enrolment has closed are closed too (decision 0019), and unpaid orders past
 * their due date lapse. Each part runs even when another fails; settling is
 * idempotent, so a sweep that overlaps a request is harmless.
 */
function scheduleAttendanceSweep(
  jobs: Jobs,
  sweeps: readonly { settleEnded(): Promise<number> }[],
  log: FastifyBaseLogger,
) {
  jobs.schedule("attendance-sweep", EVERY_MINUTE, async () => {
    const outcomes = await Promise.allSettled(sweeps.map((sweep) => sweep.settleEnded()));
    const settled = outcomes.reduce(
      (sum, outcome) => sum + (outcome.status === "fulfilled" ? outcome.value : 0),
      0,
    );
    if (settled > 0) log.info({ settled }, "settled enrolments of ended sessions");
    const failed = outcomes.flatMap((outcome) =>
      outcome.status === "rejected" ? [outcome.reason as unknown] : [],
    );
    if (failed.length > 0) throw new AggregateError(failed, "attendance sweep failed");
  });
}

/**
 * A declined application's data is deleted 3 business days after the decision
 * (frame §9), CVs no application took after a day, unanswered captchas once
 * expired: whether or not anyone looks. Every ten minutes; deleting is
 * idempotent.
 */
function scheduleTrainerSweep(
  jobs: Jobs,
  applications: { sweep(): Promise<number> },
  log: FastifyBaseLogger,
) {
  jobs.schedule("trainer-sweep", "*/10 * * * *", async () => {
    const deleted = await applications.sweep();
    if (deleted > 0) log.info({ deleted }, "deleted trainer application data past its time");
  });
}

export type Services = Awaited<ReturnType<typeof createServices>>;
