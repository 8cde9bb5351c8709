import cluster, { type Worker } from "node:cluster";
import { restartPauses } from "./restart-pause.ts";

/** How long the processes may take to finish their requests before they are killed. */
const DRAIN_MS = 15_000;

/**
 * The primary of several server processes sharing one port (WEB_PROCESSES):
 * it serves nothing itself. The operating system's connections are handed
 * to the processes in turn; one that stops is replaced without the others
 * dropping a request; SIGTERM or SIGINT lets every process finish what it
 * has (each drains as a single server does), then the primary exits.
 */
export function superviseProcesses(count: number) {
  let stopping = false;
  const restarts = restartPauses();

  // A process counts as started once it listens: until then the port is not its yet, and
  // were the others to stop meanwhile, the port would close with them.
  const start = () => {
    const worker = cluster.fork();
    worker.once("listening", () => console.info(`server process ${worker.process.pid} started`));
  };
  for (let i = 0; i < count; i++) start();

  cluster.on("exit", (worker: Worker, code: number | null, signal: string | null) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    const pause = restarts.afterStop();
    console.error(
      `server process ${worker.process.pid} stopped (${signal ?? `exit ${code}`}); another starts in ${pause} ms`,
    );
    setTimeout(() => {
      if (!stopping) start();
    }, pause);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.info(`${signal}: the server processes finish their requests, then stop`);
    const running = Object.values(cluster.workers ?? {});
    if (running.length === 0) process.exit(0);
    for (const worker of running) worker?.process.kill(signal);
    setTimeout(() => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGKILL");
      process.exit(1);
    }, DRAIN_MS).unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}
