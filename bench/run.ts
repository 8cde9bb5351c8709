import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";

/**
 * `npm run bench`: starts the built server on a fresh embedded database with
 * the demo data, measures throughput and latency of pages and API calls with
 * autocannon, and the first-load JavaScript of /en, into bench/report.md.
 */
const PORT = Number(process.env.BENCH_PORT ?? 3400);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const base = `http://127.0.0.1:${PORT}`;

type Target = { name: string; path: string; method?: "GET" | "POST"; body?: unknown };

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
];

async function waitForReady(server: ChildProcess) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("server did not become ready");
}

async function measure(target: Target) {
  const result = await autocannon({
    url: base + target.path,
    method: target.method ?? "GET",
    connections: CONNECTIONS,
    duration: DURATION,
    headers: target.body
      ? { "content-type": "application/json", "accept-encoding": "gzip" }
      : { "accept-encoding": "gzip" },
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

async function main() {
  if (!existsSync("build/server/index.js")) {
    const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), "academy-bench-"));
  const server = spawn(process.execPath, ["server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  try {
    await waitForReady(server);
    // Warm up caches and the JIT before measuring.
    for (const target of targets) await measure({ ...target }).catch(() => undefined);
    const rows = [];
    for (const target of targets) {
      const row = await measure(target);
      console.log(
        `${row.name}: ${row.requestsPerSecond} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms`,
      );
      rows.push(row);
    }
    const js = await firstLoadJs("/en");
    console.log(`first-load JS of /en: ${kb(js.gzip)} gzip (${kb(js.raw)} raw, ${js.files} files)`);
    const report = [
      "# Bench report",
      "",
      `Measured ${new Date().toISOString().slice(0, 10)} with autocannon: ${CONNECTIONS} connections, ${DURATION} s per target, after a warm-up pass;`,
      "built server, embedded PGlite database with the demo data, one process, on the development machine (2 cores).",
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
    writeFileSync("bench/report.md", report);
    console.log("written bench/report.md");
  } finally {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
