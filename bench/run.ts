import http from "node:http";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { demoCertifiedLearner } from "#db/seed/demo/certificate-holders.ts";
import { classroomBurstSection, runClassroomBurst } from "./classroom-burst.ts";
import { examStormSection, runExamStorm } from "./exam-storm.ts";
import { lighthouseReport, withLighthouseSection } from "./lighthouse.ts";
import { createBenchDatabase } from "./postgres-database.ts";
import { ensureDebianPackage } from "../scripts/debian-package.ts";
import { startNginxAnchor, type NginxAnchor } from "./nginx-anchor.ts";
import { ensureBuild, startServer, type BenchServer } from "./server-process.ts";
import { runWrk } from "./wrk.ts";
import { defaultRenderThreads } from "../server/config.ts";
import { processTreeCpuSeconds } from "./cpu-meter.ts";
import { stackFloor } from "./stack-floor.ts";

/**
 * `npm run bench`: starts the built server on a fresh embedded database with
 * the demo data, measures throughput and latency of pages and API calls with
 * wrk next to anchors measured in the same run (nginx serving a page's bytes,
 * a Fastify hello world), and the first-load JavaScript of /en; then the same
 * on a fresh PostgreSQL database; then the exam storm on PostgreSQL
 * (bench/exam-storm.ts) and the classroom enrolment burst
 * (bench/classroom-burst.ts). All go into bench/report.md.
 *
 * BENCH_ONLY=targets, exam-storm or classroom-burst runs one of them and rewrites
 * only its part of the report; BENCH_ONLY=lighthouse only the Lighthouse
 * section of the targets (bench/lighthouse.ts). Settings (environment):
 *
 * - BENCH_PORT (the anchor listens on the next port), and for the targets
 *   BENCH_SECONDS and BENCH_CONNECTIONS; BENCH_TARGETS=<words,…> measures
 *   only the targets whose names contain one of the words (with the anchors)
 *   and prints them without writing the report; BENCH_CPU_PROF=<dir> runs
 *   the targets' server under `node --cpu-prof` too; BENCH_DATABASES
 *   (pglite,postgres) the databases they are measured on;
 * - the exam storm: BENCH_EXAM_CANDIDATES (10000), BENCH_EXAM_CONCURRENCY
 *   (100 in flight), BENCH_EXAM_SECONDS (60), BENCH_EXAM_WARMUP (200),
 *   BENCH_EXAM_PROBE (50 run one at a time before the storm),
 *   BENCH_POSTGRES_URL (the local server, for the targets too; a `bench_…`
 *   database is made on it and dropped after, the storm's kept with
 *   BENCH_KEEP_DATABASE=1), and
 *   BENCH_CPU_PROF=<dir> to run the server under `node --cpu-prof`
 *   (summarise with `node bench/profile-summary.ts <dir>`);
 * - the classroom enrolment burst (bench/classroom-burst.ts):
 *   BENCH_BURST_LEARNERS (2000) enrolling at once in a session of
 *   BENCH_BURST_CAPACITY (50) seats, BENCH_BURST_CONCURRENCY (200) in flight.
 */
const PORT = Number(process.env.BENCH_PORT ?? 3400);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const base = `http://127.0.0.1:${PORT}`;
const anchorBase = `http://127.0.0.1:${PORT + 1}`;
const targetFilter = (process.env.BENCH_TARGETS ?? "")
  .split(",")
  .map((word) => word.trim().toLowerCase())
  .filter(Boolean);
const cpuProfileDir = process.env.BENCH_CPU_PROF || undefined;
const scenarios = ["targets", "exam-storm", "classroom-burst", "lighthouse"] as const;
type Scenario = (typeof scenarios)[number];
const only = process.env.BENCH_ONLY?.trim();
if (only && !scenarios.includes(only as Scenario)) {
  console.error(`BENCH_ONLY: one of ${scenarios.join(", ")}`);
  process.exit(1);
}
const runs = (scenario: Scenario) => !only || only === scenario;

type Target = {
  name: string;
  path: string;
  method?: "GET" | "POST";
  body?: unknown;
  /** Measured with the session of a learner signed up before the run. */
  loggedIn?: boolean;
  /** An anchor: measured on that server, not the portal. */
  anchor?: "hello" | "nginx";
  /** The anchor the target is read against (default the hello world). */
  comparedTo?: "hello" | "nginx";
  /** Every request with its own query string, so no response comes from the page cache. */
  uncached?: boolean;
  /** The path is asked for afresh before each measurement (short-lived links). */
  freshPath?: () => Promise<string>;
};

/** Measured in the same run as the portal's targets, to read those against. */
const anchors: Target[] = [
  {
    name: "anchor: nginx serving the bytes of /en (br, saved from the portal)",
    path: "/page",
    anchor: "nginx",
  },
  { name: "anchor: Fastify hello world (own process)", path: "/", anchor: "hello" },
  { name: "anchor: GET /healthz (the portal's hooks, no work)", path: "/healthz" },
];

const certified = demoCertifiedLearner;
const verifyPage = `/en/certificate/verify/${certified.certificateNumber}`;

const targets: Target[] = [
  { name: "page /en (anonymous)", path: "/en", comparedTo: "nginx" },
  { name: "page /ar (anonymous)", path: "/ar", comparedTo: "nginx" },
  {
    name: "GET footer/searchFooter",
    path: "/api/certification/footer/searchFooter?siteId=1&languageId=1",
  },
  {
    name: "POST dictData/batchQueryDictModelList",
    path: "/api/certification/dictData/batchQueryDictModelList",
    method: "POST",
    body: {
      siteId: 1,
      languageId: 1,
      dictTypeList: ["front_logo", "certificate_step", "certification_programs", "learn_ways"],
    },
  },
  {
    name: "GET course/page/list (15 courses)",
    path: "/api/certification/release/course/page/list?siteId=1&languageId=1&courseType=0&pageNum=1&pageSize=15",
  },
  {
    name: "GET course/page/list (15 courses, cache missed)",
    path: "/api/certification/release/course/page/list?siteId=1&languageId=1&courseType=0&pageNum=1&pageSize=15",
    uncached: true,
  },
  {
    name: "GET course/page/list (videos, keyword)",
    path: "/api/certification/release/course/page/list?siteId=1&languageId=1&courseType=1&keyword=camera&pageSize=15",
  },
  {
    name: "GET course/page/list (videos, keyword, cache missed)",
    path: "/api/certification/release/course/page/list?siteId=1&languageId=1&courseType=1&keyword=camera&pageSize=15",
    uncached: true,
  },
  {
    name: "page /en/certification/detail/101 (anonymous)",
    path: "/en/certification/detail/101",
    comparedTo: "nginx",
  },
  // A signed-in learner gets the render every signed-in learner shares (decision 0027), then
  // the browser reads the learner and the page's data for them: the three requests of a view.
  {
    name: "page /en/certification/detail/101 (logged in: the learners' shared page)",
    path: "/en/certification/detail/101",
    loggedIn: true,
    comparedTo: "nginx",
  },
  {
    name: "its data for the learner: /en/certification/detail/101.data (logged in)",
    path: `/en/certification/detail/101.data?_routes=${encodeURIComponent("site-desktop-certification-detail")}`,
    loggedIn: true,
  },
  {
    name: "and the learner: GET user/sso/getUserInfo (logged in)",
    path: "/api/user/sso/getUserInfo?siteId=1&languageId=1",
    loggedIn: true,
  },
  {
    name: "page /en/my-learning (logged in, the learner's own page)",
    path: "/en/my-learning",
    loggedIn: true,
  },
  {
    name: "GET certification/detail 101 (anonymous)",
    path: "/api/certification/release/certification/detail?id=101&siteId=1&languageId=1",
  },
  {
    name: "GET certification/detail 101 (logged in)",
    path: "/api/certification/release/certification/detail?id=101&siteId=1&languageId=1",
    loggedIn: true,
  },
  // Content and commerce (issue 14): cached public pages and the searches behind them.
  { name: "page /en/news (anonymous)", path: "/en/news", comparedTo: "nginx" },
  { name: "page /en/faq (anonymous)", path: "/en/faq", comparedTo: "nginx" },
  { name: "page /en/trainer-team (anonymous)", path: "/en/trainer-team", comparedTo: "nginx" },
  { name: "feed /en/news/feed.xml", path: "/en/news/feed.xml", comparedTo: "nginx" },
  {
    name: "GET news/released/page (keyword, cache missed)",
    path: "/api/certification/news/released/page?siteId=1&languageId=1&keyword=certification&pageSize=10",
    uncached: true,
  },
  {
    name: "GET faq/release/queryFromEs (keyword, cache missed)",
    path: "/api/certification/faq/release/queryFromEs?siteId=1&languageId=1&keyword=certificate",
    uncached: true,
  },
  {
    name: "GET user/order/checkout (paid workshop, logged in)",
    path: "/api/user/order/checkout?sessionId=9014&siteId=1&languageId=1",
    loggedIn: true,
  },
];

/**
 * The demo certificate holder's verification page (issue 10), anonymous as a
 * QR code opens it, and the PDF of the certificate behind the short-lived
 * link the learner gets from My Learning (getCertificateAuthLink), asked for
 * afresh before each measurement as the link lives ten minutes.
 */
async function certificateTargets(): Promise<Target[]> {
  const page = await fetch(base + verifyPage);
  const html = await page.text();
  const holder = `${certified.firstName} ${certified.lastName}`;
  if (page.status !== 200 || !html.includes(holder))
    throw new Error(`${verifyPage}: HTTP ${page.status}, holder ${holder} not shown`);
  const session = await idpSession("login", {
    email: certified.email,
    password: certified.password,
  });
  const pdfLink = async () => {
    const res = await fetch(`${base}/api/user/certificationApply/getCertificateAuthLink`, {
      method: "POST",
      headers: { cookie: session, "content-type": "application/json" },
      body: JSON.stringify({
        siteId: certified.siteId,
        languageId: certified.languageId,
        releaseCertificationId: certified.certificationReleaseId,
      }),
    });
    const envelope = (await res.json()) as { code: number; data: { pdfLink: string } | null };
    if (envelope.code !== 200 || !envelope.data)
      throw new Error(`getCertificateAuthLink: code ${envelope.code}`);
    return envelope.data.pdfLink;
  };
  const pdf = await fetch(base + (await pdfLink()));
  const bytes = Buffer.from(await pdf.arrayBuffer());
  if (pdf.status !== 200 || bytes.subarray(0, 5).toString() !== "%PDF-")
    throw new Error(`certificate PDF: HTTP ${pdf.status}, not a PDF`);
  return [
    {
      name: "page /en/certificate/verify/{number} (anonymous)",
      path: verifyPage,
      comparedTo: "nginx",
    },
    {
      name: "page /en/certificate/verify/{number} (cache missed)",
      path: verifyPage,
      uncached: true,
    },
    {
      name: `GET /certificate/pdf/{number} (signed link, ${(bytes.length / 1024).toFixed(0)} KB PDF)`,
      path: "/certificate/pdf/",
      freshPath: pdfLink,
    },
  ];
}

/**
 * Enrols the signed-up learner in HCSA (101, approved at once) and returns the
 * learning calls of its first compulsory course's first chapter (issue 5:
 * power/check and reload under load).
 */
async function learningTargets(session: string): Promise<Target[]> {
  const api = async (url: string, body?: unknown) => {
    const res = await fetch(base + url, {
      method: body ? "POST" : "GET",
      headers: { cookie: session, ...(body ? { "content-type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the calls' shapes are the contract's; only a few fields are read here
    const envelope = (await res.json()) as { code: number; data: any };
    if (envelope.code !== 200) throw new Error(`${url}: code ${envelope.code}`);
    return envelope.data;
  };
  const scope = { siteId: 1, languageId: 1 };
  const me = await api("/api/user/sso/getUserInfo?siteId=1&languageId=1");
  // The global region asks for first name, last name and country before enrolment.
  await api("/api/user/update", {
    ...scope,
    firstName: me.firstName,
    lastName: me.lastName,
    country: "Germany",
  });
  await api("/api/user/registration/addRegistration", { ...scope, relationId: 101 });
  const courses = await api(
    "/api/certification/release/course/list?certificationId=101&siteId=1&languageId=1",
  );
  const course = courses.find((c: { requirement: number }) => c.requirement === 1);
  const detail = await api(
    `/api/certification/release/course/detail?id=${course.id}&courseType=0&siteId=1&languageId=1`,
  );
  const chapter = detail.courseContentReleaseDTOS[0].id;
  // The chapter's URL issued once, as the player asks for it: reload then measures a report that
  // counts (a chapter never issued is answered without the watch clock, decision 0042).
  await api(
    `/api/certification/release/course/power/check?id=${course.id}&courseContentId=${chapter}&courseType=0&siteId=1&languageId=1`,
  );
  return [
    {
      name: "GET course/power/check (enrolled learner)",
      path: `/api/certification/release/course/power/check?id=${course.id}&courseContentId=${chapter}&courseType=0&siteId=1&languageId=1`,
      loggedIn: true,
    },
    {
      name: "POST course/reload (enrolled learner)",
      path: "/api/certification/release/course/reload",
      method: "POST",
      body: {
        ...scope,
        releaseCourseId: course.id,
        releaseCourseContentId: chapter,
        payDuration: 3,
        quizExist: 0,
      },
      loggedIn: true,
    },
  ];
}

/**
 * Signs a learner up through the embedded identity provider, as a browser
 * would (login redirect, sign-up form, callback), and returns the cookie
 * header of the session.
 */
function signUpLearner(): Promise<string> {
  return idpSession("signup", {
    firstName: "Bench",
    lastName: "Learner",
    email: `bench-${Date.now()}@example.com`,
    password: "s3cure-Passw0rd",
    countryCode: "DE",
  });
}

/**
 * Signs up or signs in on the embedded identity provider with the form's
 * fields, as a browser would (login redirect, form, callback), and returns
 * the cookie header of the session.
 */
async function idpSession(
  action: "signup" | "login",
  form: Record<string, string>,
): Promise<string> {
  const jar = new Map<string, string>();
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
  async function request(url: URL, init: RequestInit = {}) {
    const res = await fetch(url, {
      ...init,
      redirect: "manual",
      headers: { ...(init.headers as Record<string, string>), cookie: cookie() },
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0/i.test(a));
      if (expired || value === "") jar.delete(name);
      else jar.set(name, value);
    }
    return res;
  }
  async function follow(start: URL, init: RequestInit = {}) {
    let url = start;
    let res = await request(url, init);
    for (let hops = 0; hops < 20 && res.status >= 300 && res.status < 400; hops++) {
      url = new URL(res.headers.get("location")!, url);
      res = await request(url);
    }
    return { res, url };
  }
  const signIn = await follow(new URL("/user/sso/login?target=%2Fen", base));
  const uid = /\/idp\/interaction\/([^/"]+)\/login/.exec(await signIn.res.text())?.[1];
  if (!uid) throw new Error(`no sign-in page (HTTP ${signIn.res.status} at ${signIn.url})`);
  const done = await follow(new URL(`/idp/interaction/${uid}/${action}`, signIn.url), {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(form).toString(),
  });
  await done.res.arrayBuffer();
  const me = await fetch(new URL("/api/user/sso/getUserInfo?siteId=1&languageId=1", base), {
    headers: { cookie: cookie() },
  });
  if (me.status !== 200)
    throw new Error(`${action} did not log in (getUserInfo HTTP ${me.status})`);
  return cookie();
}

/**
 * One target under load. `portalPid`: the portal's process, whose CPU time per
 * response is read for the portal's own targets — a figure the other work on a
 * shared machine moves far less than the rate.
 */
async function measure(
  target: Target,
  session: string | null,
  nginx: NginxAnchor,
  portalPid: number,
) {
  if (target.loggedIn && !session) throw new Error(`${target.name}: no session`);
  const path = target.freshPath ? await target.freshPath() : target.path;
  const server =
    target.anchor === "nginx" ? new URL(nginx.url).origin : target.anchor ? anchorBase : base;
  const cpuBefore = processTreeCpuSeconds(portalPid);
  const result = await runWrk({
    url: server + path,
    uniqueQuery: target.uncached,
    method: target.method ?? "GET",
    connections: CONNECTIONS,
    seconds: DURATION,
    headers: {
      // As a browser asks: brotli where the response is compressed at all.
      "accept-encoding": "br, gzip",
      ...(target.body ? { "content-type": "application/json" } : {}),
      ...(target.loggedIn && session ? { cookie: session } : {}),
    },
    body: target.body ? JSON.stringify(target.body) : undefined,
  });
  const cpuSeconds = processTreeCpuSeconds(portalPid) - cpuBefore;
  const cpuPerResponse =
    server === base && result.requests > 0 ? (cpuSeconds * 1000) / result.requests : null;
  return {
    name: target.name,
    comparedTo: target.comparedTo ?? "hello",
    ...result,
    cpuPerResponse,
  };
}

/** The JavaScript a first visit to the page downloads: entry, route chunks and what they import, gzipped. */
async function firstLoadJs(pagePath: string) {
  const html = await (await fetch(base + pagePath)).text();
  const urls = new Set<string>();
  for (const match of html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.js)"/g)) urls.add(match[1]!);
  for (const match of html.matchAll(/import\("(\/assets\/[^"]+\.js)"\)/g)) urls.add(match[1]!);
  // The modules the page's script announces once it can be painted (app/frame/page-scripts.tsx).
  const announced = /const modules = (\[[^\]]*\]);/.exec(html)?.[1];
  for (const url of announced ? (JSON.parse(announced) as string[]) : []) urls.add(url);
  let raw = 0;
  let gzip = 0;
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(base + url)).arrayBuffer());
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { files: urls.size, raw, gzip };
}

const cpuMs = (ms: number) => `${ms < 1 ? ms.toFixed(3) : ms.toFixed(1)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
/** The stack's floor (bench/stack-floor.ts), built once for the run's log and report. */
let floorBuilt: ReturnType<typeof stackFloor> | undefined;
const floorOfStack = () => (floorBuilt ??= stackFloor());

type Database = "pglite" | "postgres";
const databaseNames: Record<Database, string> = {
  pglite: "Embedded database (PGlite)",
  postgres: "PostgreSQL",
};
const databases = (process.env.BENCH_DATABASES ?? "pglite,postgres")
  .split(",")
  .map((name) => name.trim())
  .filter((name): name is Database => name === "pglite" || name === "postgres");
const postgresUrl = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
/**
 * On PostgreSQL the portal runs as a deployment would on this machine: one
 * server process per core (WEB_PROCESSES) sharing Redis; the embedded
 * database is one process.
 */
const postgresProcesses = Number(
  process.env.BENCH_WEB_PROCESSES ?? Math.min(availableParallelism(), 8),
);
const redisUrl = process.env.BENCH_REDIS_URL ?? "redis://127.0.0.1:6379";

/** One database's measurements: the report's table for it and what it says about the run. */
type Pass = {
  database: Database;
  table: string[];
  loadAtStart: number;
  serverVersion: string | null;
  /** The first-load JavaScript of /en (the same build on either database). */
  js: Awaited<ReturnType<typeof firstLoadJs>>;
  /** The Lighthouse section (the first database's pass only). */
  lighthouse: string;
};

/**
 * Pages and API calls, with their anchors, on each database in turn (a
 * fresh one, migrated and seeded with the demo data by the server itself):
 * the report's first part.
 */
async function measureTargets(): Promise<string> {
  if (only === "lighthouse") {
    // BENCH_ONLY=lighthouse: the first database's server, as far as the signed-up learner.
    const pass = await measurePass(databases[0] ?? "pglite", true);
    if ("lighthouseOnly" in pass) return pass.lighthouseOnly;
  }
  const passes: Pass[] = [];
  for (const database of databases) {
    const pass = await measurePass(database);
    if (!("lighthouseOnly" in pass)) passes.push(pass);
  }
  const js = passes[0]?.js;
  if (!js) throw new Error("BENCH_DATABASES names no database (pglite, postgres)");
  const postgresVersion = passes.find((pass) => pass.serverVersion)?.serverVersion;
  const floor = await floorOfStack();
  return [
    "# Bench report",
    "",
    `Measured ${new Date().toISOString().slice(0, 10)} with wrk (2 threads): ${CONNECTIONS} connections, ${DURATION} s per target, after a warm-up pass, asking for \`br, gzip\`;`,
    `built server (\`NODE_ENV=production\`, as \`npm start\` serves it), on the development machine (2 cores), shared with other work.`,
    `On the embedded database one process whose pages render in ${defaultRenderThreads(1)} worker thread(s) (RENDER_THREADS' default: every core but the main thread's, decision 0013);`,
    postgresProcesses > 1
      ? `on PostgreSQL ${postgresProcesses} server processes sharing the port and Redis (WEB_PROCESSES, decision 0029), each with a core for its main thread and ${defaultRenderThreads(postgresProcesses)} render thread(s).`
      : "on PostgreSQL the same.",
    `Each database in turn, on a fresh database the server migrated and seeded with the demo data itself: ${passes.map((pass) => `${databaseNames[pass.database]}${pass.database === "postgres" && postgresVersion ? ` ${postgresVersion} on the same machine, the server's default pool of 10 connections` : ""} (load average ${pass.loadAtStart.toFixed(1)} when its measurements began)`).join("; ")}.`,
    "Anonymous pages may be served from the page cache and visitors' catalogue and frame calls from what was kept of them (PAGE_CACHE_SECONDS,",
    "decisions 0012 and 0015), their repeats by the page front before routing (0030); targets marked *cache missed* ask with a different query string every time, so each one is made afresh.",
    "Logged-in calls and a learner's own pages are always made afresh; a learner's other pages are the learners' shared page (0027).",
    "*Portal CPU per response*: the user and system time of the portal's processes over the run (their render threads and, on PGlite, the database",
    "included; PostgreSQL's own processes not) divided by the responses; on a shared machine it moves much less than the rates do.",
    "Logged in: a learner signed up through the embedded identity provider before the run, with its session cookie.",
    "Anchors, measured in the same run with the same settings: nginx serving the bytes the portal sent for /en (brotli, saved",
    "to a file; one worker per core) for the anonymous pages, a Fastify hello world in a process of its own (this machine's",
    "ceiling for one Node process at that moment) for the rest, and the portal's /healthz (every hook of the portal, no work).",
    "The last column reads each target against its anchor: a ratio holds on a shared machine where an absolute figure does not.",
    `Certificates (issue 10): the verification page of the demo holder ${certified.email} (${certified.certificateNumber}),`,
    "anonymous as its QR code opens it, once as served and once with the page cache missed (loader, certificate lookup, React render);",
    "the per-address lookup limit is raised for the run (CERTIFICATE_LOOKUPS_PER_MINUTE), every request still counts in it.",
    "The PDF is rendered on every request, behind the short-lived link the learner gets from getCertificateAuthLink, signed in as that learner.",
    ...passes.flatMap((pass) => ["", `## ${databaseNames[pass.database]}`, "", ...pass.table]),
    "",
    `First-load JavaScript of /en: **${kb(js.gzip)} gzip** (${kb(js.raw)} uncompressed, ${js.files} files).`,
    `Under it, the stack's own floor, built alone in the same way (bench/stack-floor.ts): React DOM hydrating React Router's router with a root route ${kb(floor.reactRouter)},`,
    `with Mantine's provider and one Button ${kb(floor.withMantine)} gzip, before any of the portal's code (decision 0028).`,
    "",
    ...passes.map((pass) => pass.lighthouse).filter(Boolean),
  ].join("\n");
}

/**
 * The targets on one database, with the anchors measured again next to them;
 * with `lighthouseOnly`, only the Lighthouse section (BENCH_ONLY=lighthouse).
 */
async function measurePass(
  database: Database,
  lighthouseOnly = false,
): Promise<Pass | { lighthouseOnly: string }> {
  console.log(`--- ${databaseNames[database]}`);
  const dataDir = mkdtempSync(path.join(tmpdir(), "academy-bench-"));
  const postgres = database === "postgres" ? await createBenchDatabase(postgresUrl) : null;
  let anchorServer: BenchServer | undefined;
  let server: BenchServer | undefined;
  let nginx: NginxAnchor | undefined;
  try {
    anchorServer = await startServer({
      base: anchorBase,
      env: {},
      script: "bench/anchor-server.ts",
      args: [String(PORT + 1)],
      readyPath: "/",
    });
    server = await startServer({
      base,
      cpuProfileDir,
      env: {
        // React's production builds, as `npm start` serves the pages (scripts/start.ts).
        NODE_ENV: "production",
        PORT: String(PORT),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        LOG_LEVEL: "warn",
        DATABASE_URL: postgres?.url ?? "",
        ...(postgres && postgresProcesses > 1
          ? { WEB_PROCESSES: String(postgresProcesses), REDIS_URL: redisUrl }
          : {}),
        // The demo data and its accounts (the embedded database's default; asked for on PostgreSQL).
        DEMO: "true",
        // The embedded identity provider's issuer is this origin, so the sign-up stays on one host.
        PUBLIC_URL: base,
        // All requests come from one address: the per-address limit (30 a minute) would answer
        // the verification page with 429 after the first 30. Raised as an operator would.
        CERTIFICATE_LOOKUPS_PER_MINUTE: "1000000",
      },
    });
    // Without a session (an external issuer, sign-up closed) the logged-in targets are skipped.
    const session = await signUpLearner().catch((err: unknown) => {
      console.warn(
        `logged-in targets skipped: ${err instanceof Error ? err.message : String(err)}`,
      );
      return null;
    });
    const learning = session
      ? await learningTargets(session).catch((err: unknown) => {
          console.warn(
            `learning targets skipped: ${err instanceof Error ? err.message : String(err)}`,
          );
          return [];
        })
      : [];
    // My Learning is measured with the learner enrolled above.
    if (lighthouseOnly) return { lighthouseOnly: await lighthouseReport(base, session) };
    const certificate = await certificateTargets().catch((err: unknown) => {
      console.warn(
        `certificate targets skipped: ${err instanceof Error ? err.message : String(err)}`,
      );
      return [];
    });
    const wanted = (target: Target) =>
      targetFilter.length === 0 ||
      targetFilter.some((word) => target.name.toLowerCase().includes(word));
    const measured = [
      ...anchors,
      ...[...targets, ...learning, ...certificate].filter(
        (target) => (!target.loggedIn || session) && wanted(target),
      ),
    ];
    // The anchor of the cached pages serves exactly what the portal sent for /en.
    const saved = await rawGet(`${base}/en`, { "accept-encoding": "br" });
    nginx = await startNginxAnchor({
      port: PORT + 2,
      body: saved.body,
      contentType: String(saved.headers["content-type"]),
      contentEncoding: String(saved.headers["content-encoding"] ?? "identity"),
    });
    const [loadAtStart = 0] = loadavg();
    // Warm up caches and the JIT before measuring.
    const portalPid = server.process.pid!;
    for (const target of measured)
      await measure(target, session, nginx, portalPid).catch(() => undefined);
    const rows: Awaited<ReturnType<typeof measure>>[] = [];
    for (const target of measured) {
      const row = await measure(target, session, nginx, portalPid);
      console.log(
        `${row.name}: ${row.requestsPerSecond} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms` +
          (row.cpuPerResponse === null ? "" : `, portal CPU ${cpuMs(row.cpuPerResponse)}/response`),
      );
      rows.push(row);
    }
    const anchorRate = (anchor: "hello" | "nginx") =>
      rows.find((row) => measured.find((t) => t.name === row.name)?.anchor === anchor)
        ?.requestsPerSecond ?? 0;
    const ratio = (row: (typeof rows)[number]) => {
      const target = measured.find((t) => t.name === row.name);
      if (target?.anchor) return "";
      const of = anchorRate(row.comparedTo);
      return of > 0 ? `${(row.requestsPerSecond / of).toFixed(2)}× ${row.comparedTo}` : "";
    };
    const js = await firstLoadJs("/en");
    console.log(`first-load JS of /en: ${kb(js.gzip)} gzip (${kb(js.raw)} raw, ${js.files} files)`);
    if (database === databases[0]) {
      const floor = await floorOfStack();
      console.log(
        `the stack's floor: React DOM and React Router ${kb(floor.reactRouter)}, with Mantine's provider and a Button ${kb(floor.withMantine)} gzip`,
      );
    }
    // Lighthouse once, on the first database (the pages are the same build on either).
    const lighthouse =
      targetFilter.length > 0 || database !== databases[0]
        ? ""
        : await lighthouseReport(base, session);
    const table = [
      ...(session ? [] : ["**Logged-in targets skipped: no session could be signed up.**", ""]),
      ...(certificate.length > 0
        ? []
        : ["**Certificate targets skipped: see the run's log.**", ""]),
      "| target | requests/s | p50 latency | p99 latency | errors | of its anchor | portal CPU per response |",
      "|---|---:|---:|---:|---:|---:|---:|",
      ...rows.map(
        (r) =>
          `| ${r.name} | ${r.requestsPerSecond} | ${r.p50} ms | ${r.p99} ms | ${r.errors} | ${ratio(r)} | ${r.cpuPerResponse === null ? "" : cpuMs(r.cpuPerResponse)} |`,
      ),
    ];
    return {
      database,
      table,
      loadAtStart,
      serverVersion: postgres?.serverVersion ?? null,
      js,
      lighthouse,
    };
  } finally {
    await nginx?.stop();
    await server?.stop();
    await anchorServer?.stop();
    await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The exam storm (issue 8): the report's section of its own. */
async function measureExamStorm(): Promise<string> {
  const result = await runExamStorm({
    port: PORT,
    postgresUrl,
    candidates: Number(process.env.BENCH_EXAM_CANDIDATES ?? 10_000),
    warmup: Number(process.env.BENCH_EXAM_WARMUP ?? 200),
    probe: Number(process.env.BENCH_EXAM_PROBE ?? 50),
    concurrency: Number(process.env.BENCH_EXAM_CONCURRENCY ?? 100),
    seconds: Number(process.env.BENCH_EXAM_SECONDS ?? 60),
    keepDatabase: process.env.BENCH_KEEP_DATABASE === "1",
    cpuProfileDir: process.env.BENCH_CPU_PROF || undefined,
  });
  const section = examStormSection(result);
  console.log(section);
  return section;
}

/** The classroom enrolment burst (issue 12): the report's section of its own. */
async function measureClassroomBurst(): Promise<string> {
  const result = await runClassroomBurst({
    port: PORT,
    postgresUrl,
    learners: Number(process.env.BENCH_BURST_LEARNERS ?? 2_000),
    capacity: Number(process.env.BENCH_BURST_CAPACITY ?? 50),
    concurrency: Number(process.env.BENCH_BURST_CONCURRENCY ?? 200),
  });
  const section = classroomBurstSection(result);
  console.log(section);
  return section;
}

const REPORT = "bench/report.md";
/** The report's sections after the targets, in order; a partial run keeps the others as they were. */
const SECTION_HEADINGS = {
  examStorm: "## Exam storm",
  classroomBurst: "## Classroom enrolment burst",
} as const;
type SectionName = keyof typeof SECTION_HEADINGS;

/** The parts of the report a partial run (BENCH_ONLY) keeps from the last full one. */
function previousReport(): { targets: string } & Record<SectionName, string> {
  const text = existsSync(REPORT) ? readFileSync(REPORT, "utf8") : "";
  const starts = (Object.entries(SECTION_HEADINGS) as [SectionName, string][])
    .map(([name, heading]) => ({ name, at: text.indexOf(`\n${heading}`) }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at);
  const parts = { targets: text, examStorm: "", classroomBurst: "" };
  if (starts.length > 0) parts.targets = text.slice(0, starts[0]!.at + 1);
  starts.forEach(({ name, at }, index) => {
    parts[name] = text.slice(at + 1, starts[index + 1]?.at ?? text.length);
  });
  return parts;
}

/** A response's bytes as sent (not decompressed) and its headers. */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const parts: Buffer[] = [];
        response.on("data", (part: Buffer) => parts.push(part));
        response.on("end", () =>
          resolve({ headers: response.headers, body: Buffer.concat(parts) }),
        );
        response.on("error", reject);
      })
      .on("error", reject);
  });
}

async function main() {
  // The load generator and the static-file anchor come from Debian's packages.
  for (const [file, pkg] of [
    ["/usr/bin/wrk", "wrk"],
    ["/usr/sbin/nginx", "nginx-light"],
  ] as const) {
    const problem = ensureDebianPackage(file, pkg);
    if (problem) {
      console.error(problem);
      process.exit(1);
    }
  }
  ensureBuild();
  const previous = previousReport();
  const targetsPart =
    only === "lighthouse"
      ? withLighthouseSection(previous.targets, await measureTargets())
      : runs("targets")
        ? await measureTargets()
        : previous.targets;
  if (targetFilter.length > 0) {
    console.log("BENCH_TARGETS: some targets only, the report is left as it was");
    return;
  }
  const examStormPart = runs("exam-storm") ? await measureExamStorm() : previous.examStorm;
  const burstPart = runs("classroom-burst")
    ? await measureClassroomBurst()
    : previous.classroomBurst;
  // Parts are joined by one blank line however often a partial run rewrites the report.
  const parts = [targetsPart.trimEnd(), examStormPart.trim(), burstPart.trim()].filter(Boolean);
  writeFileSync(REPORT, `${parts.join("\n\n")}\n`);
  console.log(`written ${REPORT}`);
}

await main();
