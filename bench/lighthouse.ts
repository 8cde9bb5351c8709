import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { launch } from "chrome-launcher";
import lighthouse, { type Flags, type Result } from "lighthouse";
import { ensureDebianPackage } from "../scripts/debian-package.ts";

/**
 * Lighthouse (issue 11) on the pages the front-end budget names, in Debian's
 * Chromium, with Lighthouse's defaults: a mid-range phone (mobile screen,
 * simulated slow 4G and a 4× slower CPU), performance and accessibility only.
 *
 * Settings (environment): CHROMIUM_PATH (default /usr/bin/chromium),
 * BENCH_LIGHTHOUSE_RUNS (3: each page is measured that many times and the run
 * with the median performance score is kept, as Lighthouse's own guidance
 * advises against single runs), BENCH_LIGHTHOUSE_PORT (Chromium's debugging
 * port, default any free one), BENCH_LIGHTHOUSE_DIR (writes each kept run's
 * full report there as JSON, to read the opportunities and failing nodes).
 */

/**
 * The pages measured; `signedIn` ones need the learner's session. A phone-sized
 * screen is served a page's /mobile twin (learner §2: a desktop address moves
 * there once the page runs), so that is the address measured: measuring the
 * desktop one would time the desktop layout's load and the move as well.
 */
export const LIGHTHOUSE_PAGES = [
  { name: "home", path: "/en/mobile" },
  { name: "certification detail", path: "/en/mobile/certification/detail/101" },
  // IP Camera Fundamentals, the demo's first course of HCSA (db/seed/demo/catalogue-courses.ts).
  { name: "course detail", path: "/en/mobile/course/detail/2001?courseType=0" },
  { name: "My Learning", path: "/en/mobile/my-learning", signedIn: true },
  // Issue 13 asks for accessibility 100 on the personal-information page too.
  { name: "personal information", path: "/en/mobile/my-learning/edit", signedIn: true },
] as const;

export type LighthouseResult = {
  /** Lighthouse's version and how many times each page was measured. */
  version: string;
  runs: number;
  rows: LighthouseRow[];
  /** Pages without a single run Lighthouse could complete, with the last reason. */
  failures: string[];
};

export type LighthouseRow = {
  name: string;
  path: string;
  /** The address the page ended at (a phone-sized screen moves to the /mobile twin). */
  finalPath: string;
  performance: number;
  accessibility: number;
  /** Milliseconds, simulated. */
  lcp: number;
  tbt: number;
  cls: number;
  /** Ids of the accessibility audits that failed. */
  failingAccessibility: string[];
  /** Scores of every run, in the order measured. */
  performanceRuns: number[];
  /**
   * Lighthouse's measure of the host's CPU speed during the kept run: the
   * simulated phone is 4× slower than the host, so a busy host (a low index)
   * lowers the performance score.
   */
  benchmarkIndex: number;
};

const CHROMIUM_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
];

const score = (category: Result.Category | undefined) => Math.round((category?.score ?? 0) * 100);

function rowOf(page: (typeof LIGHTHOUSE_PAGES)[number], lhr: Result, runs: number[]) {
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const accessibility = lhr.categories.accessibility;
  const failing = (accessibility?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1)
    .map((audit) => audit!.id);
  const final = new URL(lhr.finalDisplayedUrl);
  return {
    name: page.name,
    path: page.path,
    finalPath: final.pathname + final.search,
    performance: score(lhr.categories.performance),
    accessibility: score(accessibility),
    lcp: metric("largest-contentful-paint"),
    tbt: metric("total-blocking-time"),
    cls: metric("cumulative-layout-shift"),
    failingAccessibility: failing,
    performanceRuns: runs,
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  } satisfies LighthouseRow;
}

/**
 * Runs Lighthouse on each page of `base`; `cookie` is the session of a
 * signed-in learner (sent with every request), without which the signed-in
 * pages are left out.
 */
export async function measureLighthouse(
  base: string,
  cookie: string | null,
): Promise<LighthouseResult> {
  const runs = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));
  const reportDir = process.env.BENCH_LIGHTHOUSE_DIR || undefined;
  if (reportDir) mkdirSync(reportDir, { recursive: true });
  const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  const missing = process.env.CHROMIUM_PATH ? null : ensureDebianPackage(chromePath, "chromium");
  if (missing) throw new Error(missing);
  const chrome = await launch({
    chromePath,
    chromeFlags: CHROMIUM_FLAGS,
    ...(process.env.BENCH_LIGHTHOUSE_PORT
      ? { port: Number(process.env.BENCH_LIGHTHOUSE_PORT) }
      : {}),
    logLevel: "error",
  });
  const rows: LighthouseRow[] = [];
  const failures: string[] = [];
  let version = "";
  try {
    for (const page of LIGHTHOUSE_PAGES) {
      const signedIn = "signedIn" in page && page.signedIn;
      if (signedIn && !cookie) continue;
      const flags: Flags = {
        port: chrome.port,
        logLevel: "error",
        output: "json",
        onlyCategories: ["performance", "accessibility"],
        ...(signedIn && cookie ? { extraHeaders: { cookie } } : {}),
      };
      const results: Result[] = [];
      let lastError = "";
      // A run whose trace Chromium failed to record (NO_NAVSTART and the like) is run again,
      // twice at most; a page that still has no run is reported as such, the others stand.
      for (let attempt = 0; results.length < runs && attempt < runs + 2; attempt++) {
        const result = await lighthouse(base + page.path, flags);
        if (!result) lastError = "Lighthouse returned no result";
        else if (result.lhr.runtimeError) lastError = result.lhr.runtimeError.message;
        else results.push(result.lhr);
      }
      if (results.length === 0) {
        console.warn(`lighthouse ${page.path}: not measured (${lastError})`);
        failures.push(`${page.name} \`${page.path}\`: ${lastError}`);
        continue;
      }
      const byScore = [...results].sort(
        (a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0),
      );
      const median = byScore[Math.floor((byScore.length - 1) / 2)]!;
      version = median.lighthouseVersion;
      const row = rowOf(
        page,
        median,
        results.map((lhr) => score(lhr.categories.performance)),
      );
      console.log(
        `lighthouse ${page.path}: performance ${row.performance} (${row.performanceRuns.join(", ")}), accessibility ${row.accessibility}${row.failingAccessibility.length > 0 ? ` (failing: ${row.failingAccessibility.join(", ")})` : ""}`,
      );
      if (reportDir) {
        const file = `${page.name.toLowerCase().replaceAll(/[^a-z0-9]+/g, "-")}.json`;
        writeFileSync(path.join(reportDir, file), JSON.stringify(median));
      }
      rows.push(row);
    }
  } finally {
    chrome.kill();
  }
  return { version, runs, rows, failures };
}

export const LIGHTHOUSE_HEADING = "## Lighthouse";

/** The report's Lighthouse section: one row per page. */
export function lighthouseSection({ version, runs, rows, failures }: LighthouseResult): string {
  const ms = (value: number) => `${Math.round(value)} ms`;
  return [
    LIGHTHOUSE_HEADING,
    "",
    `Lighthouse ${version} in Debian's Chromium (headless), its default mobile settings (a phone-sized screen,`,
    "simulated slow 4G and a 4× slower CPU), on the same built server; each page measured",
    `${runs} time${runs === 1 ? "" : "s"}, the run with the median performance score kept (all runs' scores in brackets).`,
    "Each page at its /mobile address, the one a phone-sized screen is served (learner §2); the last column says where",
    "the page ended. My Learning is measured signed in, with the bench learner's session. The host index is Lighthouse's",
    "measure of this machine's CPU during the run (the simulated phone is 4× slower than the host): on a busy shared host",
    "it drops, and the performance scores with it.",
    "",
    "| page | performance | accessibility | LCP | TBT | CLS | failing accessibility audits | ended at | host index |",
    "|---|---:|---:|---:|---:|---:|---|---|---:|",
    ...rows.map(
      (r) =>
        `| ${r.name} \`${r.path}\` | ${r.performance} (${r.performanceRuns.join(", ")}) | ${r.accessibility} | ${ms(r.lcp)} | ${ms(r.tbt)} | ${r.cls.toFixed(3)} | ${r.failingAccessibility.join(", ") || "none"} | \`${r.finalPath}\` | ${r.benchmarkIndex} |`,
    ),
    ...(failures.length > 0
      ? ["", ...failures.map((failure) => `Not measured (every run failed): ${failure}.`)]
      : []),
    "",
  ].join("\n");
}

/** The targets' part of a report with its Lighthouse section replaced (or added at its end). */
export function withLighthouseSection(targetsPart: string, section: string): string {
  const at = targetsPart.indexOf(`\n${LIGHTHOUSE_HEADING}\n`);
  const before = (at < 0 ? targetsPart : targetsPart.slice(0, at + 1)).trimEnd();
  return `${before}\n\n${section}`;
}

/** The Lighthouse section of the report; a failure is reported there instead of ending the run. */
export async function lighthouseReport(base: string, cookie: string | null): Promise<string> {
  try {
    return lighthouseSection(await measureLighthouse(base, cookie));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.warn(`Lighthouse skipped: ${reason}`);
    return [LIGHTHOUSE_HEADING, "", `**Not measured: ${reason}**`, ""].join("\n");
  }
}
