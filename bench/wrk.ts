import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** One load run's figures, as wrk reports them. */
export type LoadResult = {
  requestsPerSecond: number;
  /** Responses completed in the run. */
  requests: number;
  /** Milliseconds. */
  p50: number;
  p99: number;
  /** Responses other than 2xx/3xx, plus socket errors. */
  errors: number;
};

/** A Lua string literal. */
const lua = (value: string) => JSON.stringify(value);

/**
 * Load from wrk (Debian's package): a C load generator, so the machine's
 * cores go to the server under test and not to the generator, for the
 * portal and its anchors alike. Two threads, `connections` keep-alive
 * connections, latency percentiles from wrk's distribution.
 */
export async function runWrk(options: {
  url: string;
  connections: number;
  seconds: number;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
  /** Each request gets its own query string (`?bench=<random>`), so no cache answers it. */
  uniqueQuery?: boolean;
}): Promise<LoadResult> {
  const url = new URL(options.url);
  const dir = mkdtempSync(path.join(tmpdir(), "academy-wrk-"));
  const script = path.join(dir, "request.lua");
  const headers = Object.entries(options.headers ?? {})
    .map(([name, value]) => `wrk.headers[${lua(name)}] = ${lua(value)}`)
    .join("\n");
  const target = `${url.pathname}${url.search}`;
  const separator = url.search ? "&" : "?";
  writeFileSync(
    script,
    [
      `wrk.method = ${lua(options.method ?? "GET")}`,
      headers,
      options.body === undefined ? "" : `wrk.body = ${lua(options.body)}`,
      // Each thread numbers its requests, prefixed with its own number (wrk seeds every
      // thread's random numbers alike, so random query strings would repeat).
      options.uniqueQuery
        ? [
            "local threads = 0",
            'function setup(thread) threads = threads + 1; thread:set("tid", threads) end',
            "local n = 0",
            `request = function() n = n + 1; return wrk.format(nil, ${lua(target + separator)} .. "bench=" .. tid .. "-" .. n) end`,
          ].join("\n")
        : `request = function() return wrk.format(nil, ${lua(target)}) end`,
    ].join("\n"),
  );
  try {
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn("wrk", [
        "-t2",
        `-c${options.connections}`,
        `-d${options.seconds}s`,
        "--latency",
        // A slow target's requests are measured, not dropped at wrk's 2 s default.
        "--timeout",
        "30s",
        "-s",
        script,
        `${url.protocol}//${url.host}`,
      ]);
      let text = "";
      child.stdout.on("data", (chunk: Buffer) => (text += chunk.toString()));
      child.stderr.on("data", (chunk: Buffer) => (text += chunk.toString()));
      child.on("error", reject);
      child.on("exit", (code) =>
        code === 0 ? resolve(text) : reject(new Error(`wrk exited with ${code}: ${text}`)),
      );
    });
    return parseWrk(output);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Milliseconds from wrk's "1.23ms" / "456.00us" / "1.02s". */
function milliseconds(value: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(value.trim());
  if (!match) return Number.NaN;
  const n = Number(match[1]);
  const ms = { us: n / 1000, ms: n, s: n * 1000, m: n * 60_000 }[
    match[2] as "us" | "ms" | "s" | "m"
  ];
  return ms < 10 ? Math.round(ms * 100) / 100 : Math.round(ms * 10) / 10;
}

export function parseWrk(output: string): LoadResult {
  const rate = /Requests\/sec:\s+([\d.]+)/.exec(output);
  if (!rate) throw new Error(`no figures in wrk's output: ${output}`);
  const percentile = (p: string) =>
    milliseconds(new RegExp(`^\\s+${p}%\\s+(\\S+)`, "m").exec(output)?.[1] ?? "");
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(output)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
    output,
  );
  const socketErrors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  return {
    requestsPerSecond: Math.round(Number(rate[1])),
    requests: Number(/(\d+) requests in/.exec(output)?.[1] ?? 0),
    p50: percentile("50"),
    p99: percentile("99"),
    errors: non2xx + socketErrors,
  };
}
