import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { examStormSection, runExamStorm } from "./exam-storm.ts";
import { ensureBuild, startServer } from "./server-process.ts";

/**
 * `npm run bench`: starts the built server on a fresh embedded database with
 * the demo data, measures throughput and latency of pages and API calls with
 * autocannon, and the first-load JavaScript of /en; then the exam storm on
 * PostgreSQL (bench/exam-storm.ts). Both go into bench/report.md.
 *
 * BENCH_ONLY=targets or BENCH_ONLY=exam-storm runs one of them and rewrites
 * only its part of the report. Settings (environment):
 *
 * - BENCH_PORT, and for the targets BENCH_SECONDS and BENCH_CONNECTIONS;
 * - the exam storm: BENCH_EXAM_CANDIDATES (10000), BENCH_EXAM_CONCURRENCY
 *   (100 in flight), BENCH_EXAM_SECONDS (60), BENCH_EXAM_WARMUP (200),
 *   BENCH_EXAM_PROBE (50 run one at a time before the storm),
 *   BENCH_POSTGRES_URL (the local server; a `bench_exam_…` database is made
 *   on it and dropped after, kept with BENCH_KEEP_DATABASE=1), and
 *   BENCH_CPU_PROF=<dir> to run the server under `node --cpu-prof`
 *   (summarise with `node bench/profile-summary.ts <dir>`).
 */
const PORT = Number(process.env.BENCH_PORT ?? 3400);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const base = `http://127.0.0.1:${PORT}`;
const scenarios = ["targets", "exam-storm"] as const;
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
};

const targets: Target[] = [
  { name: "page /en (anonymous)", path: "/en" },
  { name: "page /ar (anonymous)", path: "/ar" },
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
    name: "GET course/page/list (videos, keyword)",
    path: "/api/certification/release/course/page/list?siteId=1&languageId=1&courseType=1&keyword=camera&pageSize=15",
  },
  { name: "page /en/certification/detail/101 (anonymous)", path: "/en/certification/detail/101" },
  {
    name: "page /en/certification/detail/101 (logged in)",
    path: "/en/certification/detail/101",
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
];

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
async function signUpLearner(): Promise<string> {
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
  const done = await follow(new URL(`/idp/interaction/${uid}/signup`, signIn.url), {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      firstName: "Bench",
      lastName: "Learner",
      email: `bench-${Date.now()}@example.com`,
      password: "s3cure-Passw0rd",
      countryCode: "DE",
    }).toString(),
  });
  await done.res.arrayBuffer();
  const me = await fetch(new URL("/api/user/sso/getUserInfo?siteId=1&languageId=1", base), {
    headers: { cookie: cookie() },
  });
  if (me.status !== 200) throw new Error(`sign-up did not log in (getUserInfo HTTP ${me.status})`);
  return cookie();
}

async function measure(target: Target, session: string | null) {
  if (target.loggedIn && !session) throw new Error(`${target.name}: no session`);
  const result = await autocannon({
    url: base + target.path,
    method: target.method ?? "GET",
    connections: CONNECTIONS,
    duration: DURATION,
    headers: {
      "accept-encoding": "gzip",
      ...(target.body ? { "content-type": "application/json" } : {}),
      ...(target.loggedIn && session ? { cookie: session } : {}),
    },
    body: target.body ? JSON.stringify(target.body) : undefined,
  });
  return {
    name: target.name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** The JavaScript a first visit to the page downloads: entry, route chunks and their preloads, gzipped. */
async function firstLoadJs(pagePath: string) {
  const html = await (await fetch(base + pagePath)).text();
  const urls = new Set<string>();
  for (const match of html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.js)"/g)) urls.add(match[1]!);
  for (const match of html.matchAll(/import\("(\/assets\/[^"]+\.js)"\)/g)) urls.add(match[1]!);
  let raw = 0;
  let gzip = 0;
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(base + url)).arrayBuffer());
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { files: urls.size, raw, gzip };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Pages and API calls on the embedded database: the report's first part. */
async function measureTargets(): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "academy-bench-"));
  const server = await startServer({
    base,
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      // The embedded identity provider's issuer is this origin, so the sign-up stays on one host.
      PUBLIC_URL: base,
    },
  });
  try {
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
    const measured = [...targets, ...learning].filter((target) => !target.loggedIn || session);
    const [loadAtStart = 0] = loadavg();
    // Warm up caches and the JIT before measuring.
    for (const target of measured) await measure(target, session).catch(() => undefined);
    const rows = [];
    for (const target of measured) {
      const row = await measure(target, session);
      console.log(
        `${row.name}: ${row.requestsPerSecond} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms`,
      );
      rows.push(row);
    }
    const js = await firstLoadJs("/en");
    console.log(`first-load JS of /en: ${kb(js.gzip)} gzip (${kb(js.raw)} raw, ${js.files} files)`);
    return [
      "# Bench report",
      "",
      `Measured ${new Date().toISOString().slice(0, 10)} with autocannon: ${CONNECTIONS} connections, ${DURATION} s per target, after a warm-up pass;`,
      "built server, embedded PGlite database with the demo data, one process, on the development machine (2 cores),",
      `shared with other work: load average ${loadAtStart.toFixed(1)} when the measurements began.`,
      "Anonymous pages may be served from the page cache (PAGE_CACHE_SECONDS); logged-in pages are always rendered.",
      "Logged in: a learner signed up through the embedded identity provider before the run, with its session cookie.",
      ...(session ? [] : ["", "**Logged-in targets skipped: no session could be signed up.**"]),
      "",
      "| target | requests/s | p50 latency | p99 latency | errors |",
      "|---|---:|---:|---:|---:|",
      ...rows.map(
        (r) => `| ${r.name} | ${r.requestsPerSecond} | ${r.p50} ms | ${r.p99} ms | ${r.errors} |`,
      ),
      "",
      `First-load JavaScript of /en: **${kb(js.gzip)} gzip** (${kb(js.raw)} uncompressed, ${js.files} files).`,
      "",
    ].join("\n");
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The exam storm (issue 8): the report's section of its own. */
async function measureExamStorm(): Promise<string> {
  const result = await runExamStorm({
    port: PORT,
    postgresUrl: process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
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

const REPORT = "bench/report.md";
const EXAM_STORM_HEADING = "## Exam storm";

/** The parts of the report a partial run (BENCH_ONLY) keeps from the last full one. */
function previousReport(): { targets: string; examStorm: string } {
  const text = existsSync(REPORT) ? readFileSync(REPORT, "utf8") : "";
  const at = text.indexOf(`\n${EXAM_STORM_HEADING}`);
  return at < 0
    ? { targets: text, examStorm: "" }
    : { targets: text.slice(0, at + 1), examStorm: text.slice(at + 1) };
}

async function main() {
  ensureBuild();
  const previous = previousReport();
  const targetsPart = runs("targets") ? await measureTargets() : previous.targets;
  const examStormPart = runs("exam-storm") ? await measureExamStorm() : previous.examStorm;
  writeFileSync(REPORT, [targetsPart, examStormPart].filter(Boolean).join("\n"));
  console.log(`written ${REPORT}`);
}

await main();
