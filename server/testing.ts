import { and, desc, eq, like, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import type { Endpoint } from "#contract/endpoint.ts";
import type { Envelope } from "#contract/envelope.ts";
import type { Database } from "#db/client.ts";
import { openTestDatabase } from "#db/testing.ts";
import { seedDemoData } from "#db/seed/demo.ts";
import { ExerciseProcess, LearningProcess } from "#contract/catalogue-rules.ts";
import { QuestionType } from "#contract/exam-rules.ts";
import { certificationCourses } from "#db/schema/catalogue.ts";
import { invitationCodes, registrations } from "#db/schema/enrolment.ts";
import { courseProgress } from "#db/schema/learning.ts";
import { examAttemptOptions, examAttemptQuestions } from "#db/schema/exam.ts";
import { mailOutbox, users } from "#db/schema/identity.ts";
import { classrooms } from "#db/schema/classroom.ts";
import { certificates } from "#db/schema/certificate.ts";
import { CertificationId } from "#db/seed/demo/catalogue-certifications.ts";
import { tenants } from "#db/schema/site.ts";
import { withQuery } from "#contract/query.ts";
import { buildApp, type AppOptions } from "./app.ts";
import { parseConfig, type Config } from "./config.ts";
import { embeddedIssuer } from "./prepare-database.ts";
import { secondFactorBox, totpFor } from "./modules/identity/idp/second-factor.ts";

/**
 * A real app over a real, freshly migrated and seeded database for API tests:
 * in-memory PGlite, or a throw-away database on the PostgreSQL server when
 * TEST_DB=postgres (TEST_DATABASE_URL, default the machine's local server).
 */
export { openTestDatabase };

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
};

export async function createTestApp(
  env: Record<string, string> = {},
  pages: AppOptions["pages"] = { mode: "none" },
): Promise<TestApp> {
  const database = await openTestDatabase();
  await database.migrate();
  // A test app runs no background jobs unless its test is about them (BACKGROUND_JOBS=true):
  // without them and without SMTP_URL it starts no job queue, which saves the queue's schema on
  // every fresh test database (decision 0040).
  const config = parseConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    BACKGROUND_JOBS: "false",
    ...env,
  });
  await seedDemoData(database.db, {
    idpIssuer: embeddedIssuer(config),
    sealSecondFactorSecret: (await secondFactorBox(database.db, config.secondFactorKey)).seal,
  });
  return serveTestApp(database, config, pages);
}

/** The app over a prepared test database; `close` drops the database with it. */
async function serveTestApp(
  database: Awaited<ReturnType<typeof openTestDatabase>>,
  config: Config,
  pages: AppOptions["pages"],
): Promise<TestApp> {
  const app = await buildApp(config, { database, pages });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

/**
 * A real app over a migrated database with nothing in it: a production install
 * before `npm run setup` (issue 35). Pages are not served unless asked for
 * (`{ mode: "build" }` serves the production build in build/, as `npm start` does).
 */
export async function createEmptyTestApp(
  env: Record<string, string> = {},
  pages: AppOptions["pages"] = { mode: "none" },
): Promise<TestApp> {
  const database = await openTestDatabase();
  await database.migrate();
  const config = parseConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DEMO: "false",
    // As createTestApp: no queue unless a test asks for one.
    BACKGROUND_JOBS: "false",
    ...env,
  });
  return serveTestApp(database, config, pages);
}

/** Changes a tenant's row and has the app see it at once (the directory reloads). */
export async function updateTenant(
  t: TestApp,
  tenantId: number,
  values: Partial<typeof tenants.$inferInsert>,
): Promise<void> {
  await t.database.db.update(tenants).set(values).where(eq(tenants.id, tenantId));
  await t.app.reloadSiteDirectory();
}

/** Host headers of the three demo tenants. */
export const hosts = {
  main: "localhost",
  thermal: "thermal.localhost",
  neutral: "neutral.localhost",
} as const;

type InjectResponse = Awaited<ReturnType<FastifyInstance["inject"]>>;

let visitors = 0;
function nextVisitorAddress() {
  visitors += 1;
  return `198.18.${(visitors >> 8) & 255}.${visitors & 255}`;
}

/**
 * A minimal browser over `app.inject`: keeps cookies per host name (like a
 * browser, ports share cookies) and follows redirects, so tests walk the
 * sign-in flow through the real relying party and identity provider.
 */
export function createBrowser(
  app: FastifyInstance,
  defaultHost = "localhost",
  options: {
    external?: string[];
    remoteAddress?: string;
    /** Sent as X-Forwarded-Proto, as a TLS-terminating proxy in front of the portal does. */
    forwardedProto?: "https";
  } = {},
) {
  // Each browser is a different visitor, as on the Internet: its own address, never shared with
  // another browser of the run, so per-address limits of one test never spill into another
  // (198.18.0.0/15 is reserved for benchmarks and carries no traffic).
  const remoteAddress = options.remoteAddress ?? nextVisitorAddress();
  const jars = new Map<string, Map<string, string>>();
  const jarOf = (host: string) => {
    const name = host.replace(/:\d+$/, "");
    let jar = jars.get(name);
    if (!jar) jars.set(name, (jar = new Map()));
    return jar;
  };

  /** Every Set-Cookie line the browser was sent, in order (what a cookie audit reads). */
  const setCookieLines: string[] = [];

  function store(host: string, res: InjectResponse) {
    const header = res.headers["set-cookie"];
    const list = Array.isArray(header) ? header : header ? [header] : [];
    setCookieLines.push(...list);
    for (const line of list) {
      const [pair, ...attributes] = line.split(";");
      const eq = pair!.indexOf("=");
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = attributes.some(
        (a) => /^\s*max-age=0/i.test(a) || /expires=thu, 01 jan 1970/i.test(a),
      );
      if (expired || value === "") jarOf(host).delete(name);
      else jarOf(host).set(name, value);
    }
  }

  async function request(
    url: string,
    init: {
      method?: "GET" | "POST";
      form?: Record<string, string>;
      json?: unknown;
      /** A raw body, sent with the content type given in `headers`. */
      body?: string;
      headers?: Record<string, string>;
    } = {},
  ): Promise<InjectResponse & { url: string }> {
    const target = new URL(url, `http://${defaultHost}`);
    const cookies = [...jarOf(target.host).entries()].map(([k, v]) => `${k}=${v}`).join("; ");
    if (options.external?.includes(target.origin)) return external(target, cookies, init);
    const res = await app.inject({
      method: init.method ?? "GET",
      remoteAddress,
      url: target.pathname + target.search,
      headers: {
        host: target.host,
        ...(options.forwardedProto ? { "x-forwarded-proto": options.forwardedProto } : {}),
        ...(cookies ? { cookie: cookies } : {}),
        ...(init.form ? { "content-type": "application/x-www-form-urlencoded" } : {}),
        ...init.headers,
      },
      ...(init.form ? { payload: new URLSearchParams(init.form).toString() } : {}),
      ...(init.json !== undefined ? { payload: init.json as object } : {}),
      ...(init.body !== undefined ? { payload: init.body } : {}),
    });
    store(target.host, res);
    return Object.assign(res, { url: target.toString() });
  }

  /** A real HTTP request to another server (an external identity provider). */
  async function external(target: URL, cookies: string, init: Parameters<typeof request>[1] = {}) {
    const res = await fetch(target, {
      method: init.method ?? "GET",
      redirect: "manual",
      headers: {
        ...(cookies ? { cookie: cookies } : {}),
        ...(init.form ? { "content-type": "application/x-www-form-urlencoded" } : {}),
      },
      ...(init.form ? { body: new URLSearchParams(init.form).toString() } : {}),
    });
    const body = await res.text();
    const response = {
      statusCode: res.status,
      headers: {
        location: res.headers.get("location") ?? undefined,
        "set-cookie": res.headers.getSetCookie(),
      },
      body,
      json: () => JSON.parse(body),
      url: target.toString(),
    };
    store(target.host, response as unknown as InjectResponse);
    return response as unknown as InjectResponse & { url: string };
  }

  return {
    request,
    cookie: (host: string, name: string) => jarOf(host).get(name),
    setCookie: (host: string, name: string, value: string) => jarOf(host).set(name, value),
    setCookieLines: () => [...setCookieLines],
    clear: () => jars.clear(),
    /** Requests `url` and follows redirects; returns the final response. */
    async follow(url: string, init: Parameters<typeof request>[1] = {}) {
      let res = await request(url, init);
      for (let hops = 0; hops < 20 && res.statusCode >= 300 && res.statusCode < 400; hops++) {
        res = await request(new URL(String(res.headers.location), res.url).toString());
      }
      return res;
    },
  };
}

export type Browser = ReturnType<typeof createBrowser>;

/** What a contract call answered: the HTTP status beside the envelope, typed by the endpoint. */
export type CallAnswer<E extends Endpoint> = Envelope<z.output<E["response"]>> & {
  statusCode: number;
  headers: InjectResponse["headers"];
};

/**
 * Calls one endpoint of the contract as `browser` would: a GET with the input
 * as its query (a list as repeated keys, as the browser client sends it), a
 * POST with it as the JSON body. The input and the answer's `data` are typed
 * by the endpoint, so a test names the call, not a path, and a changed
 * contract breaks the test at compile time. `host` picks the tenant.
 */
export async function call<E extends Endpoint>(
  browser: Browser,
  endpoint: E,
  input: z.input<E["request"]>,
  options: { host?: string; headers?: Record<string, string> } = {},
): Promise<CallAnswer<E>> {
  const origin = options.host ? `http://${options.host}` : "";
  const path = `${origin}/api${endpoint.path}`;
  // A GET's query is written as the browser client writes it.
  const url = endpoint.method === "GET" ? withQuery(path, input as Record<string, unknown>) : path;
  const res = await browser.request(url, {
    method: endpoint.method,
    ...(endpoint.method === "POST" ? { json: input } : {}),
    ...(options.headers ? { headers: options.headers } : {}),
  });
  const envelope = res.json() as Envelope<z.output<E["response"]>>;
  return { ...envelope, statusCode: res.statusCode, headers: res.headers };
}

/** Signs a new account up through the embedded provider and returns the browser, logged in. */
export async function signUp(
  app: FastifyInstance,
  account: {
    email: string;
    password?: string;
    firstName?: string;
    lastName?: string;
    countryCode?: string;
  },
  target = "/en",
  host = "localhost",
) {
  const browser = createBrowser(app, host);
  const signIn = await browser.follow(`/user/sso/login?target=${encodeURIComponent(target)}`);
  const uid = /\/idp\/interaction\/([^/"]+)\/login/.exec(signIn.body)?.[1];
  if (!uid) throw new Error(`no sign-in page: ${signIn.statusCode} ${signIn.body.slice(0, 200)}`);
  const done = await browser.follow(
    new URL(`/idp/interaction/${uid}/signup`, signIn.url).toString(),
    {
      method: "POST",
      form: {
        firstName: account.firstName ?? "Lina",
        lastName: account.lastName ?? "Haddad",
        email: account.email,
        password: account.password ?? "s3cure-Passw0rd",
        countryCode: account.countryCode ?? "DE",
      },
    },
  );
  return { browser, landing: done };
}

/**
 * Signs an existing account (a demo account of the seed) in through the
 * embedded provider; with `totpSecret`, through its second factor too.
 */
export async function signIn(
  app: FastifyInstance,
  account: { email: string; password: string; totpSecret?: string },
  target = "/en",
) {
  const browser = createBrowser(app);
  const page = await browser.follow(`/user/sso/login?target=${encodeURIComponent(target)}`);
  const uid = /\/idp\/interaction\/([^/"]+)\/login/.exec(page.body)?.[1];
  if (!uid) throw new Error(`no sign-in page: ${page.statusCode} ${page.body.slice(0, 200)}`);
  const afterPassword = await browser.follow(
    new URL(`/idp/interaction/${uid}/login`, page.url).toString(),
    { method: "POST", form: { email: account.email, password: account.password } },
  );
  if (account.totpSecret && afterPassword.url.endsWith("/second-factor"))
    await enterTotpCode(browser, afterPassword.url, account.totpSecret);
  const me = await browser.request("/api/user/sso/getUserInfo?siteId=1");
  if (me.statusCode !== 200)
    throw new Error(`${account.email} could not sign in: ${me.statusCode}`);
  return browser;
}

/**
 * Gives the second-factor page the code an authenticator app shows now; a
 * code is taken once, so should this step's be spent already (an earlier
 * sign-in of the test), the next step's, which the provider also accepts.
 */
export async function enterTotpCode(browser: Browser, pageUrl: string, secret: string) {
  for (const ahead of [0, 30_000]) {
    const code = totpFor(secret, "", "").generate({ timestamp: Date.now() + ahead });
    const done = await browser.follow(pageUrl, { method: "POST", form: { code } });
    if (!done.url.endsWith("/second-factor")) return done;
  }
  throw new Error("the second factor refused both codes");
}

/**
 * A staff account's first sign-in, on its set-up page (decision 0043): the
 * key shown there, the code mailed to the address (from the outbox) and the
 * app's code confirm the factor; "Continue" ends the sign-in. Answers the key
 * and where the browser landed.
 */
export async function setUpSecondFactor(
  t: TestApp,
  browser: Browser,
  page: { url: string; body: string },
  email: string,
) {
  const secret = /id="totp-secret"[^>]*>([A-Z2-7 ]+)</.exec(page.body)?.[1]?.replaceAll(" ", "");
  if (!secret) throw new Error(`no second factor to set up: ${page.url}`);
  const [mail] = await t.database.db
    .select({ text: mailOutbox.text })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), like(mailOutbox.subject, "%two-step verification%")))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const mailCode = /\n\n([0-9A-Z]{4}-[0-9A-Z]{4})\n\n/.exec(mail?.text ?? "")?.[1];
  if (!mailCode) throw new Error(`no set-up code was mailed to ${email}`);
  const code = totpFor(secret, "", "").generate();
  const confirmed = await browser.request(page.url, {
    method: "POST",
    form: { mailCode, code },
  });
  if (confirmed.statusCode !== 200)
    throw new Error(`the set-up was refused: ${confirmed.statusCode}`);
  const landed = await browser.follow(`${page.url}/continue`, { method: "POST", form: {} });
  return { secret, landed };
}

/**
 * Confirms an address as its owner would: opens the newest confirmation link
 * mailed to it (from the outbox) and presses the button.
 */
export async function confirmEmail(t: TestApp, email: string) {
  const [mail] = await t.database.db
    .select({ text: mailOutbox.text })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), like(mailOutbox.text, "%/idp/email/verify?%")))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const link = /https?:\/\/\S+\/idp\/email\/verify\?\S+/.exec(mail?.text ?? "")?.[0];
  if (!link) throw new Error(`no confirmation link was mailed to ${email}`);
  const url = new URL(link);
  const browser = createBrowser(t.app);
  const done = await browser.request(url.toString().replace(url.search, ""), {
    method: "POST",
    form: Object.fromEntries(url.searchParams),
  });
  if (done.statusCode !== 200) throw new Error(`confirmation refused: ${done.statusCode}`);
}

/** The portal user with this address (the newest, should several identities share it). */
export async function userByEmail(t: TestApp, email: string) {
  const [row] = await t.database.db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .orderBy(desc(users.id))
    .limit(1);
  return row;
}

/**
 * A learner's credits in a certification release complete: every course
 * learned with its exercise finished (the learning module's own rules are
 * tested with it).
 */
export async function completeCredits(
  t: TestApp,
  userId: number,
  releaseId: number,
  finishedAt = new Date(),
) {
  const courses = await t.database.db
    .select({ id: certificationCourses.courseReleaseId })
    .from(certificationCourses)
    .where(eq(certificationCourses.certificationReleaseId, releaseId));
  await t.database.db
    .insert(courseProgress)
    .values(
      courses.map((course) => ({
        userId,
        courseReleaseId: course.id,
        learningProcess: LearningProcess.learnEnd,
        exerciseProcess: ExerciseProcess.finish,
        finishedAt,
      })),
    )
    .onConflictDoNothing();
}

/** Sits the theory exam of a release the learner qualifies for and answers every question right. */
export async function passTheoryExam(
  t: TestApp,
  browser: Browser,
  releaseId: number,
  scope = { siteId: 1, languageId: 1 },
) {
  const call = (path: string, json: Record<string, unknown>) =>
    browser.request(`/api/certification/exam/${path}`, {
      method: "POST",
      json: { ...scope, releaseId, relationType: 0, ...json },
    });
  const paper = (await call("getContent", {})).json().data as PaperToAnswer;
  const submitted = await call("submitAnswer", {
    examRefId: paper.examId,
    paperHisRefId: paper.examId,
    answerList: await answersFor(t, paper, () => true),
  });
  if (submitted.json().data?.passStatus !== 1)
    throw new Error(`the exam was not passed: ${submitted.body.slice(0, 200)}`);
}

/** A drawn paper as getContent sends it, as far as answering it needs. */
export type PaperToAnswer = {
  examId: number;
  questionHisList: {
    questionHisRefId: number;
    questionType: number;
    hisOptionList: { optionNo: string }[];
  }[];
};

/**
 * Answers for a drawn paper: the right letters for `right(index)`, a wrong one
 * otherwise. The correct letters are read from the attempt's own copy in the
 * database, as no response ever carries them.
 */
export async function answersFor(
  t: TestApp,
  paper: PaperToAnswer,
  right: (index: number) => boolean,
) {
  const correct = await t.database.db
    .select({ id: examAttemptOptions.attemptQuestionId, optionNo: examAttemptOptions.optionNo })
    .from(examAttemptOptions)
    .innerJoin(
      examAttemptQuestions,
      eq(examAttemptQuestions.id, examAttemptOptions.attemptQuestionId),
    )
    .where(
      and(eq(examAttemptQuestions.attemptId, paper.examId), eq(examAttemptOptions.correct, true)),
    );
  return paper.questionHisList.map((question, index) => {
    const key = correct
      .filter((row) => row.id === question.questionHisRefId)
      .map((r) => r.optionNo);
    const letters = right(index)
      ? key
      : [question.hisOptionList.map((o) => o.optionNo).find((no) => !key.includes(no))!];
    return {
      questionHisId: question.questionHisRefId,
      questionType: question.questionType,
      answer: question.questionType === QuestionType.multiple ? letters : letters[0]!,
    };
  });
}

/** Sits a course's quiz through the API as a signed-in learner, answering `right` questions correctly. */
export async function sitQuiz(
  t: TestApp,
  browser: Browser,
  courseReleaseId: number,
  right: (index: number) => boolean = () => true,
) {
  const target = { siteId: 1, languageId: 1, releaseId: courseReleaseId, relationType: 1 };
  const paper = (
    await browser.request("/api/certification/exam/getContent", { method: "POST", json: target })
  ).json().data as PaperToAnswer;
  const answerList = await answersFor(t, paper, right);
  const res = await browser.request("/api/certification/exam/submitAnswer", {
    method: "POST",
    json: { ...target, examRefId: paper.examId, paperHisRefId: paper.examId, answerList },
  });
  return res.json().data as { theoryExamScore: number; passStatus: number; examRecordsId: number };
}

let letters = 0;
/**
 * An invitation letter (a training code) for a certification release of a
 * site, valid for a week, as the site's approver generates it.
 */
export async function trainingLetter(t: TestApp, relationId: number, siteId = 1) {
  letters += 1;
  const code = `LETTER${Math.random().toString(36).slice(2, 10).toUpperCase()}${letters}`;
  await t.database.db.insert(invitationCodes).values({
    code,
    siteId,
    relationType: 0,
    relationId,
    kind: "training",
    expiresAt: new Date(Date.now() + 7 * 24 * 3_600_000),
  });
  return code;
}

/** Who used an invitation code, or null while it is unused. */
export async function codeUsedBy(t: TestApp, code: string) {
  const [row] = await t.database.db
    .select({ usedBy: invitationCodes.usedBy })
    .from(invitationCodes)
    .where(eq(invitationCodes.code, code));
  return row!.usedBy;
}

const SESSION_HOUR = 3_600_000;

/**
 * A classroom session of a test's own (classroom and commerce tests): an onsite HCSP workshop on /en,
 * published an hour ago, starting `startsIn` ms from now (negative: begun)
 * and `hours` long; `values` change any of it.
 */
export async function insertSession(
  t: TestApp,
  id: number,
  startsIn: number,
  hours: number,
  values: Partial<typeof classrooms.$inferInsert> = {},
) {
  const startsAt = new Date(Date.now() + startsIn);
  const [row] = await t.database.db
    .insert(classrooms)
    .values({
      id,
      siteId: 1,
      languageId: 1,
      certificationReleaseId: 102,
      classroomName: "Test session",
      type: 0,
      format: 1,
      trainerName: "Trainer",
      capacity: 10,
      startsAt,
      endsAt: new Date(startsAt.getTime() + hours * SESSION_HOUR),
      timeZone: "Europe/London",
      countryCode: "GB",
      publishedAt: new Date(Date.now() - SESSION_HOUR),
      ...values,
    })
    .returning();
  return row!;
}

/**
 * Valid certificates of the demo's associate certifications (HCSA, HCSP, CGSA, HTCA): what a
 * seat of HCSP, HCSE, CGSP or HTCP training needs (decision 0045), for tests about seats
 * rather than prerequisites.
 */
export async function holdPrerequisites(t: TestApp, userId: number) {
  const now = new Date();
  await t.database.db.insert(certificates).values(
    [
      CertificationId.hcsa,
      CertificationId.hcsp,
      CertificationId.cgsa,
      CertificationId.thermalAssociate,
    ].map((certificationId) => ({
      userId,
      certificationId,
      certificateNumber: `P-${userId}-${certificationId}`,
      issuedAt: now,
      validUntil: new Date(now.getTime() + 365 * 86_400_000),
    })),
  );
}

/**
 * Approved enrolments in certification releases of /en, as the site's approver leaves
 * them: what a seat of their training needs beside the prerequisite (decision 0047), for
 * tests about seats of training of a certification the learner holds no certificate of
 * (HCSE 103, CGSP 112).
 */
export async function enrolApproved(t: TestApp, userId: number, releaseIds: number[]) {
  await t.database.db.insert(registrations).values(
    releaseIds.map((relationId) => ({
      userId,
      siteId: 1,
      relationType: 0,
      relationId,
      status: "approved" as const,
      decidedAt: new Date(),
    })),
  );
}
