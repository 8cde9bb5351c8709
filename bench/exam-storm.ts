import { mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir, totalmem } from "node:os";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { sql, type SQL } from "drizzle-orm";
import { openDatabase, type Db } from "#db/client.ts";
import { startCpuMeter, type CpuShares } from "./cpu-meter.ts";
import { prepareCandidates } from "./exam-candidates.ts";
import {
  examCalls,
  storm,
  StormLog,
  type ExamCall,
  type ExamPlan,
  type StormRun,
} from "./exam-candidate-flow.ts";
import { verifyStorm, type Verification } from "./exam-storm-verify.ts";
import { createJsonClient } from "./http-client.ts";
import { createBenchDatabase } from "./postgres-database.ts";
import { startServer } from "./server-process.ts";
import { summarise, type LatencySummary } from "./stats.ts";
import { measureWriteAnchor, type WriteAnchor } from "./write-anchor.ts";

/**
 * The exam storm (issue 8, "Tests and measurements"): many candidates sitting
 * the HCSA theory exam at once on PostgreSQL, each entering, loading the
 * paper, saving answers one by one and submitting; then a read-back of what
 * the server acknowledged, straight from the database.
 */
export type ExamStormOptions = {
  port: number;
  /** The PostgreSQL server; a fresh `bench_…` database is created on it and dropped after. */
  postgresUrl: string;
  candidates: number;
  /** Candidates run first to warm the JIT, the caches and the tables; not in the figures. */
  warmup: number;
  /**
   * Candidates run one at a time after the warm-up, before the storm: the
   * calls' latency without queueing, to tell a slow call from a full machine.
   */
  probe: number;
  concurrency: number;
  seconds: number;
  keepDatabase: boolean;
  /** Runs the server under `node --cpu-prof`, writing the profile here. */
  cpuProfileDir?: string | undefined;
};

/** HCSA v2.0 on /en: a brand exam of 12 questions, one hour, approved enrolment. */
const plan: ExamPlan = { siteId: 1, languageId: 1, releaseId: 101, answers: 10 };

/** Rows a table's sequential scans read during the run, for spotting a missing index. */
type TableScans = { table: string; seqScans: number; seqRowsRead: number; indexScans: number };

export type ExamStormResult = {
  options: ExamStormOptions;
  date: string;
  machine: string;
  postgresVersion: string;
  prepareSeconds: number;
  run: StormRun;
  latency: Record<ExamCall, LatencySummary>;
  errors: [string, number][];
  verification: Verification;
  cpu: CpuShares;
  /** The generator's event-loop delay p99 in ms: high values would mean it distorts latencies. */
  generatorLoopDelayP99: number;
  /** The calls one candidate at a time (the probe). */
  alone: Record<ExamCall, LatencySummary>;
  /** 1-minute load average when the storm started. */
  loadAverage: number;
  tableScans: TableScans[];
  /** Database commits per completed candidate (a standalone statement is one commit). */
  commitsPerCandidate: number;
  /** One committed write per call, nothing else, with the same client and concurrency. */
  anchor: WriteAnchor;
};

/** Seconds the anchor is measured for, after a 2 s warm-up. */
const ANCHOR_SECONDS = 10;

/** The rows of a raw query (the driver-neutral Db type leaves them untyped). */
async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function tableScans(db: Db): Promise<Map<string, TableScans>> {
  const rows = await rowsOf<{ table: string; seq: string; tup: string; idx: string }>(
    db,
    sql`select relname as table, seq_scan as seq, seq_tup_read as tup, coalesce(idx_scan, 0) as idx
        from pg_stat_user_tables`,
  );
  return new Map(
    rows.map((row) => [
      row.table,
      {
        table: row.table,
        seqScans: Number(row.seq),
        seqRowsRead: Number(row.tup),
        indexScans: Number(row.idx),
      },
    ]),
  );
}

async function commits(db: Db): Promise<number> {
  const [row] = await rowsOf<{ n: string }>(
    db,
    sql`select xact_commit as n from pg_stat_database where datname = current_database()`,
  );
  return Number(row!.n);
}

export async function runExamStorm(options: ExamStormOptions): Promise<ExamStormResult> {
  const base = `http://127.0.0.1:${options.port}`;
  const database = await createBenchDatabase(options.postgresUrl);
  const dataDir = mkdtempSync(path.join(tmpdir(), "academy-bench-exam-"));
  console.log(`exam storm: database ${database.name}`);
  // The bench's own connection is named, so its backend is not counted as the server's.
  const benchUrl = new URL(database.url);
  benchUrl.searchParams.set("application_name", "bench-exam-storm");
  let bench: Awaited<ReturnType<typeof openDatabase>> | undefined;
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    // A fresh database: the server migrates it and seeds the demo data at start, as `npm start`
    // does on the embedded database; DEMO=true makes this PostgreSQL install a demonstration one.
    server = await startServer({
      base,
      cpuProfileDir: options.cpuProfileDir,
      env: {
        NODE_ENV: "production",
        DEMO: "true",
        PORT: String(options.port),
        HOST: "127.0.0.1",
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        LOG_LEVEL: "warn",
        PUBLIC_URL: base,
      },
    });
    bench = await openDatabase({ databaseUrl: benchUrl.toString(), poolSize: 8 });
    const db = bench.db;

    const prepareStarted = performance.now();
    const candidates = await prepareCandidates(db, {
      count: options.warmup + options.probe + options.candidates,
      siteId: plan.siteId,
      languageId: plan.languageId,
      certificationReleaseId: plan.releaseId,
    });
    const prepareSeconds = (performance.now() - prepareStarted) / 1000;
    console.log(
      `exam storm: ${candidates.length} candidates prepared in ${prepareSeconds.toFixed(1)} s`,
    );

    const client = createJsonClient(base, options.concurrency);
    const log = new StormLog();
    if (options.warmup > 0) {
      const warm = await storm({
        client,
        candidates: candidates.slice(0, options.warmup),
        plan,
        concurrency: Math.min(options.concurrency, options.warmup),
        seconds: Infinity,
        log: new StormLog(),
      });
      console.log(
        `exam storm: warm-up ${warm.completed} candidates in ${warm.totalSeconds.toFixed(1)} s`,
      );
    }
    // A database in use has statistics of its tables, which autovacuum keeps: gather them now
    // that the exam tables hold the warm-up's rows. This also replans the server's cached
    // statements (its foreign-key checks among them), planned while the tables were empty.
    await db.execute(sql`analyze`);
    const probeLog = new StormLog();
    await storm({
      client,
      candidates: candidates.slice(options.warmup, options.warmup + options.probe),
      plan,
      concurrency: 1,
      seconds: Infinity,
      log: probeLog,
    });
    const serverBackends = async () =>
      (
        await rowsOf<{ pid: number }>(
          db,
          sql`select pid from pg_stat_activity
              where datname = current_database() and application_name <> 'bench-exam-storm'`,
        )
      ).map((row) => Number(row.pid));
    // Counted from here: the warm-up's scans ran on plans made while the tables were empty.
    const scansBefore = await tableScans(db);
    const commitsBefore = await commits(db);
    const [loadAverage] = loadavg();
    const loopDelay = monitorEventLoopDelay({ resolution: 10 });
    loopDelay.enable();
    const stopMeter = startCpuMeter(server.process.pid!, serverBackends);
    const run = await storm({
      client,
      candidates: candidates.slice(options.warmup + options.probe),
      plan,
      concurrency: options.concurrency,
      seconds: options.seconds,
      log,
    });
    const cpu = await stopMeter();
    loopDelay.disable();
    client.close();
    console.log(
      `exam storm: ${run.completedInWindow} candidates in ${run.windowSeconds.toFixed(1)} s (${run.completed} in all, ${run.failed} failed)`,
    );

    // Read back only what is durable: the server has finished and closed its connections.
    await server.stop();
    const commitsAfter = await commits(db);
    const scansAfter = await tableScans(db);
    const verification = await verifyStorm(db, log);
    // The anchor runs on the same database server with the portal stopped, right after the storm.
    const anchor = await measureWriteAnchor({
      port: options.port + 1,
      postgresUrl: database.url,
      concurrency: options.concurrency,
      seconds: ANCHOR_SECONDS,
    });
    console.log(`exam storm: anchor ${Math.round(anchor.callsPerSecond)} writes/s`);
    const scans = [...scansAfter.values()]
      .map((after) => {
        const before = scansBefore.get(after.table);
        return {
          table: after.table,
          seqScans: after.seqScans - (before?.seqScans ?? 0),
          seqRowsRead: after.seqRowsRead - (before?.seqRowsRead ?? 0),
          indexScans: after.indexScans - (before?.indexScans ?? 0),
        };
      })
      .filter((row) => row.seqRowsRead > 0)
      .sort((a, b) => b.seqRowsRead - a.seqRowsRead)
      .slice(0, 6);

    return {
      options,
      date: new Date().toISOString().slice(0, 10),
      machine: `${cpus().length} × ${cpus()[0]?.model.trim() ?? "CPU"}, ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.versions.node}`,
      postgresVersion: database.serverVersion,
      prepareSeconds,
      run,
      latency: Object.fromEntries(
        examCalls.map((call) => [call, summarise(log.latencies[call])]),
      ) as Record<ExamCall, LatencySummary>,
      errors: [...log.errors].sort((a, b) => b[1] - a[1]),
      verification,
      cpu,
      generatorLoopDelayP99: Math.round(loopDelay.percentile(99) / 1e5) / 10,
      alone: Object.fromEntries(
        examCalls.map((call) => [call, summarise(probeLog.latencies[call])]),
      ) as Record<ExamCall, LatencySummary>,
      loadAverage: loadAverage ?? 0,
      tableScans: scans,
      commitsPerCandidate: (commitsAfter - commitsBefore) / Math.max(1, run.completed + run.failed),
      anchor,
    };
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    await bench?.close();
    if (!options.keepDatabase) await database.drop();
    else console.log(`exam storm: kept database ${database.name}`);
  }
}

const thousands = (n: number) => n.toLocaleString("en-US");

/** The report's section for the exam storm. */
export function examStormSection(result: ExamStormResult): string {
  const { options, run, verification: v, cpu, anchor } = result;
  const callsPerCandidate = 3 + plan.answers;
  const rate = run.completedInWindow / Math.max(run.windowSeconds, 0.001);
  const calls = examCalls.reduce((sum, call) => sum + result.latency[call].count, 0);
  const p99Max = Math.max(...examCalls.map((call) => result.latency[call].p99));
  const lost = v.answersLost + v.answersChanged;
  const target = (met: boolean) => (met ? "met" : "**not met**");
  const ratio = calls / run.totalSeconds / Math.max(anchor.callsPerSecond, 0.001);
  const handled = Math.max(1, run.completed + run.failed);
  /** CPU ms per candidate from a % of one core over the run. */
  const perCandidate = (percent: number) =>
    Math.round(((percent / 100) * cpu.seconds * 1000) / handled);
  const ours = Math.round((cpu.server + cpu.database + cpu.generator) / cpu.cores);
  return [
    "## Exam storm (PostgreSQL)",
    "",
    `Measured ${result.date} on ${result.machine}, shared with other work; PostgreSQL ${result.postgresVersion} on the same machine.`,
    `The server is the production build (\`NODE_ENV=production\`, as \`npm start\` serves it) on a fresh database it migrated and seeded itself, with its default pool of 10 connections.`,
    `${thousands(options.candidates)} candidates (plus ${thousands(options.warmup)} for a warm-up pass and ${thousands(options.probe)} run one at a time, not in the storm's figures) were prepared directly in the database in ${result.prepareSeconds.toFixed(0)} s:`,
    "a user each, an approved enrolment in HCSA (release 101, /en), every course learned with its exercise finished, a session issued by the sessions module.",
    "After the warm-up the tables' statistics are gathered (`analyze`), as autovacuum keeps them on a database in use.",
    `Each candidate then sits the theory exam over HTTP with keep-alive: \`exam/entry\` → \`exam/getContent\` (draws the 12-question paper) → ${plan.answers} × \`exam/saveAnswer\``,
    "(the first option, the first two for multiple choice) → `exam/submitAnswer` with an empty answerList, so every answer in the database was stored by its own saveAnswer.",
    `${options.concurrency} candidates in flight at a time; new ones start until ${options.seconds} s have passed, those in flight then finish.`,
    "Afterwards, with the server stopped, every acknowledged answer and submission is read back from exam_answers and exam_attempts.",
    "",
    "| figure | measured | target |",
    "|---|---:|---:|",
    `| candidates completed within ${options.seconds} s | ${thousands(run.completedInWindow)} of ${thousands(options.candidates)} (${rate.toFixed(1)}/s over ${run.windowSeconds.toFixed(1)} s) | ${thousands(10_000)} — ${target(run.completedInWindow >= 10_000)} |`,
    `| calls per second | ${Math.round(calls / run.totalSeconds)} (${ratio.toFixed(2)}× the anchor's ${Math.round(anchor.callsPerSecond)}) | |`,
    `| p99 of the slowest call | ${p99Max} ms | < 250 ms — ${target(p99Max < 250)} |`,
    `| answers acknowledged / found / lost | ${thousands(v.answersAcknowledged)} / ${thousands(v.answersFound)} / ${thousands(lost)} | 0 lost — ${target(lost === 0 && v.answersAcknowledged > 0)} |`,
    `| attempts submitted / graded once | ${thousands(v.attemptsSubmitted)} / ${thousands(v.attemptsGraded)} | all |`,
    `| candidates failed (flow broke off) | ${thousands(run.failed)} | 0 |`,
    "",
    `| call | calls | p50 | p90 | p99 | max | one at a time: p50 | p99 |`,
    "|---|---:|---:|---:|---:|---:|---:|---:|",
    ...examCalls.map((call) => {
      const l = result.latency[call];
      const a = result.alone[call];
      return `| exam/${call} | ${thousands(l.count)} | ${l.p50} ms | ${l.p90} ms | ${l.p99} ms | ${l.max} ms | ${a.p50} ms | ${a.p99} ms |`;
    }),
    "",
    `Anchor in the same run, right after the storm on the same PostgreSQL server: a bare Fastify server whose every call is one committed upsert by key (a pool of 10 connections, no session, no validation, nothing else), driven by the same client at the same concurrency for ${Math.round(anchor.seconds)} s:`,
    `${thousands(Math.round(anchor.callsPerSecond))} calls/s, p50 ${anchor.latency.p50} ms, p99 ${anchor.latency.p99} ms${anchor.failed > 0 ? `, ${thousands(anchor.failed)} failed` : ""}.`,
    `A candidate is ${callsPerCandidate} calls, so at that rate this machine would carry at most about ${Math.round(anchor.callsPerSecond / callsPerCandidate)} candidates/s (${thousands(Math.round((anchor.callsPerSecond / callsPerCandidate) * options.seconds))} in ${options.seconds} s) even if each call cost no more than one write; the storm reached ${(rate / (anchor.callsPerSecond / callsPerCandidate)).toFixed(2)}× that.`,
    "",
    result.errors.length === 0
      ? "Errors: none (every call answered code 200)."
      : `Errors by call and code: ${result.errors.map(([key, n]) => `${key} × ${thousands(n)}`).join("; ")}.`,
    ...(v.attemptProblems.length > 0
      ? [
          `Attempt problems (${v.attemptProblems.length}): ${v.attemptProblems.slice(0, 10).join("; ")}${v.attemptProblems.length > 10 ? "; …" : ""}.`,
        ]
      : []),
    ...(v.answersChanged > 0
      ? [`${v.answersChanged} acknowledged answers were stored with other letters than were sent.`]
      : []),
    "",
    `Completed per 10 s: ${run.timeline.join(", ")}. All in-flight candidates done after ${run.totalSeconds.toFixed(1)} s.`,
    `CPU over the run (% of one core; the machine has ${cpu.cores}): server ${cpu.server} %, its PostgreSQL backends ${cpu.database} %,`,
    `load generator ${cpu.generator} % (event-loop delay p99 ${result.generatorLoopDelayP99} ms). The whole machine was ${cpu.machineBusy} % busy, ${ours} % of it this run's;`,
    `load average ${result.loadAverage.toFixed(1)} at the start.`,
    `CPU per candidate: server ${perCandidate(cpu.server)} ms, PostgreSQL ${perCandidate(cpu.database)} ms, load generator ${perCandidate(cpu.generator)} ms;`,
    `at that cost the ${cpu.cores} cores to themselves would carry about ${Math.round((cpu.cores * 1000) / (perCandidate(cpu.server) + perCandidate(cpu.database) + perCandidate(cpu.generator)))} candidates/s.`,
    `Database commits per candidate: ${result.commitsPerCandidate.toFixed(1)} (a statement outside a transaction commits on its own).`,
    ...(result.tableScans.length > 0
      ? [
          `Sequential scans during the storm: ${result.tableScans
            .map(
              (s) => `${s.table} ${thousands(s.seqScans)} scans / ${thousands(s.seqRowsRead)} rows`,
            )
            .join("; ")}.`,
        ]
      : []),
    "",
  ].join("\n");
}
