import { mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir, totalmem } from "node:os";
import path from "node:path";
import { and, count, eq, inArray } from "drizzle-orm";
import { openDatabase } from "#db/client.ts";
import { classroomEnrolments, classrooms } from "#db/schema/classroom.ts";
import { prepareCandidates } from "./exam-candidates.ts";
import { createJsonClient } from "./http-client.ts";
import { createBenchDatabase } from "./postgres-database.ts";
import { startServer } from "./server-process.ts";
import { summarise, type LatencySummary } from "./stats.ts";
import { measureWriteAnchor, type WriteAnchor } from "./write-anchor.ts";

/**
 * The classroom enrolment burst (issue 12, "Tests and measurements"): many
 * learners enrolling in one session at once on PostgreSQL. The session must
 * end with exactly as many enrolments as it has seats, every other learner
 * told it is full (10014), and its seat count equal to the enrolments.
 */
export type ClassroomBurstOptions = {
  port: number;
  postgresUrl: string;
  /** Enrolment attempts, one learner each. */
  learners: number;
  capacity: number;
  /** Attempts in flight at a time. */
  concurrency: number;
};

export type ClassroomBurstResult = {
  options: ClassroomBurstOptions;
  date: string;
  machine: string;
  postgresVersion: string;
  loadAverage: number;
  seconds: number;
  latency: LatencySummary;
  codes: [number, number][];
  enrolmentsInDatabase: number;
  seatsTaken: number;
  failures: number;
  /** One committed write per call, nothing else, with the same client and concurrency. */
  anchor: WriteAnchor;
};

/** A session of HCSA (release 101, /en) with the burst's capacity, starting in a week. */
const SESSION_ID = 9990;
/** The warm-up's session, and its learners: the server's code and connections warm first. */
const WARMUP_SESSION_ID = 9991;
const WARMUP_LEARNERS = 400;

export async function runClassroomBurst(
  options: ClassroomBurstOptions,
): Promise<ClassroomBurstResult> {
  const base = `http://127.0.0.1:${options.port}`;
  const database = await createBenchDatabase(options.postgresUrl);
  const dataDir = mkdtempSync(path.join(tmpdir(), "academy-bench-classroom-"));
  let bench: Awaited<ReturnType<typeof openDatabase>> | undefined;
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    server = await startServer({
      base,
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
    bench = await openDatabase({ databaseUrl: database.url, poolSize: 8 });
    const db = bench.db;
    const everyone = await prepareCandidates(db, {
      count: WARMUP_LEARNERS + options.learners,
      siteId: 1,
      languageId: 1,
      certificationReleaseId: 101,
    });
    const warmup = everyone.slice(0, WARMUP_LEARNERS);
    const learners = everyone.slice(WARMUP_LEARNERS);
    const startsAt = new Date(Date.now() + 7 * 24 * 3_600_000);
    const sessionRow = (id: number) => ({
      id,
      siteId: 1,
      languageId: 1,
      certificationReleaseId: 101,
      classroomName: "Enrolment burst",
      type: 0,
      format: 1,
      trainerName: "Bench",
      capacity: options.capacity,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 8 * 3_600_000),
      timeZone: "Europe/London",
      countryCode: "GB",
      publishedAt: new Date(Date.now() - 3_600_000),
    });
    await db.insert(classrooms).values([sessionRow(SESSION_ID), sessionRow(WARMUP_SESSION_ID)]);

    const client = createJsonClient(base, options.concurrency);
    await Promise.all(
      warmup.map((learner) =>
        client.post(
          "/api/user/registration/enrollClassroom",
          { siteId: 1, languageId: 1, classroomId: WARMUP_SESSION_ID },
          learner.cookie,
        ),
      ),
    );
    const [loadAverage] = loadavg();
    const latencies: number[] = [];
    const codes = new Map<number, number>();
    let failures = 0;
    let next = 0;
    const started = performance.now();
    const worker = async () => {
      while (next < learners.length) {
        const learner = learners[next++]!;
        const result = await client.post(
          "/api/user/registration/enrollClassroom",
          { siteId: 1, languageId: 1, classroomId: SESSION_ID },
          learner.cookie,
        );
        latencies.push(result.ms);
        codes.set(result.code, (codes.get(result.code) ?? 0) + 1);
        if (result.code !== 200 && result.code !== 10014) failures += 1;
      }
    };
    await Promise.all(Array.from({ length: options.concurrency }, worker));
    const seconds = (performance.now() - started) / 1000;
    client.close();
    await server.stop();

    const [enrolled] = await db
      .select({ n: count() })
      .from(classroomEnrolments)
      .where(
        and(
          eq(classroomEnrolments.classroomId, SESSION_ID),
          inArray(classroomEnrolments.status, ["pending", "approved", "checked_in"]),
        ),
      );
    const [session] = await db
      .select({ seatsTaken: classrooms.seatsTaken })
      .from(classrooms)
      .where(eq(classrooms.id, SESSION_ID));
    // The anchor runs on the same database server with the portal stopped, right after.
    const anchor = await measureWriteAnchor({
      port: options.port + 1,
      postgresUrl: database.url,
      concurrency: options.concurrency,
      seconds: 5,
    });
    return {
      options,
      date: new Date().toISOString().slice(0, 10),
      machine: `${cpus().length} × ${cpus()[0]?.model.trim() ?? "CPU"}, ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.versions.node}`,
      postgresVersion: database.serverVersion,
      loadAverage: loadAverage ?? 0,
      seconds,
      latency: summarise(latencies),
      codes: [...codes].sort((a, b) => b[1] - a[1]),
      enrolmentsInDatabase: enrolled!.n,
      seatsTaken: session!.seatsTaken,
      failures,
      anchor,
    };
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    await bench?.close();
    await database.drop();
  }
}

/** The report's section for the burst. */
export function classroomBurstSection(result: ClassroomBurstResult): string {
  const { options } = result;
  const succeeded = result.codes.find(([code]) => code === 200)?.[1] ?? 0;
  const full = result.codes.find(([code]) => code === 10014)?.[1] ?? 0;
  const exact =
    succeeded === options.capacity &&
    result.enrolmentsInDatabase === options.capacity &&
    result.seatsTaken === options.capacity;
  return [
    "## Classroom enrolment burst (PostgreSQL)",
    "",
    `Measured ${result.date} on ${result.machine}, shared with other work (load average ${result.loadAverage.toFixed(1)} at the start); PostgreSQL ${result.postgresVersion} on the same machine, the production build on a fresh demo database.`,
    `${options.learners.toLocaleString("en-US")} learners, each with a session of their own, ask to enrol in one session of ${options.capacity} seats (\`user/registration/enrollClassroom\`), ${options.concurrency} requests in flight at a time, after a warm-up of ${WARMUP_LEARNERS} other learners enrolling in another session; then the database is read with the server stopped.`,
    "",
    "| figure | measured | target |",
    "|---|---:|---:|",
    `| enrolments accepted (code 200) | ${succeeded} | exactly ${options.capacity} — ${exact ? "met" : "**not met**"} |`,
    `| refused as full (10014) | ${full.toLocaleString("en-US")} | the rest |`,
    `| live enrolments in the database / seats taken | ${result.enrolmentsInDatabase} / ${result.seatsTaken} | ${options.capacity} / ${options.capacity} |`,
    `| other answers | ${result.failures} | 0 |`,
    `| latency p50 / p90 / p99 / max | ${result.latency.p50} / ${result.latency.p90} / ${result.latency.p99} / ${result.latency.max} ms | |`,
    `| attempts per second | ${Math.round(options.learners / result.seconds)} (${result.seconds.toFixed(1)} s in all) | |`,
    "",
    `Anchor in the same run, right after, on the same PostgreSQL server: a bare Fastify server doing one committed upsert by key per call, driven by the same client at the same concurrency for ${Math.round(result.anchor.seconds)} s: ${Math.round(result.anchor.callsPerSecond).toLocaleString("en-US")} calls/s, p50 ${result.anchor.latency.p50} ms, p99 ${result.anchor.latency.p99} ms. The burst's enrolments ran at ${(options.learners / result.seconds / Math.max(result.anchor.callsPerSecond, 0.001)).toFixed(2)}× that rate.`,
    "",
  ].join("\n");
}
