import { performance } from "node:perf_hooks";
import { createJsonClient } from "./http-client.ts";
import { startServer } from "./server-process.ts";
import { summarise, type LatencySummary } from "./stats.ts";

export type WriteAnchor = {
  seconds: number;
  calls: number;
  callsPerSecond: number;
  latency: LatencySummary;
  failed: number;
};

/**
 * The exam storm's anchor, measured in the same run: the anchor server's
 * `POST /write` (one committed upsert by key in PostgreSQL per call, nothing
 * else) driven by the same client at the same concurrency, over keys as many
 * as the storm's answers. What this machine does at that moment for the
 * least an answer-saving call costs.
 */
export async function measureWriteAnchor(options: {
  port: number;
  postgresUrl: string;
  concurrency: number;
  seconds: number;
}): Promise<WriteAnchor> {
  const base = `http://127.0.0.1:${options.port}`;
  const anchor = await startServer({
    base,
    env: {},
    script: "bench/anchor-server.ts",
    args: [String(options.port), options.postgresUrl],
    readyPath: "/",
  });
  const client = createJsonClient(base, options.concurrency);
  const latencies: number[] = [];
  let failed = 0;
  try {
    const run = async (seconds: number, record: boolean) => {
      const end = performance.now() + seconds * 1000;
      const worker = async () => {
        while (performance.now() < end) {
          const id = 1 + Math.floor(Math.random() * 100_000);
          const result = await client.post("/write", { id, answer: "A" }, "");
          if (!record) continue;
          latencies.push(result.ms);
          if (result.code !== 200 || result.failure) failed++;
        }
      };
      await Promise.all(Array.from({ length: options.concurrency }, worker));
    };
    await run(2, false);
    const started = performance.now();
    await run(options.seconds, true);
    const seconds = (performance.now() - started) / 1000;
    return {
      seconds,
      calls: latencies.length,
      callsPerSecond: latencies.length / seconds,
      latency: summarise(latencies),
      failed,
    };
  } finally {
    client.close();
    await anchor.stop();
  }
}
