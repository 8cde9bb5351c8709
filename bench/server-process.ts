import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";

/** The production build `npm start` serves; built once when missing. */
export function ensureBuild() {
  if (existsSync("build/server/index.js")) return;
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

export type BenchServer = {
  process: ChildProcess;
  /** Stops the server gracefully (a CPU profile is written on this exit). */
  stop(): Promise<void>;
};

/**
 * Starts server/main.ts, as `npm start` does after the build, with the given
 * environment on top of this process's, and waits until /readyz answers.
 * `cpuProfileDir` runs it under `node --cpu-prof`. `script` (with `args`)
 * starts another server, ready when `readyPath` answers.
 */
export async function startServer(options: {
  base: string;
  env: Record<string, string>;
  cpuProfileDir?: string | undefined;
  script?: string;
  args?: string[];
  readyPath?: string;
}): Promise<BenchServer> {
  const flags = options.cpuProfileDir
    ? ["--cpu-prof", "--cpu-prof-dir", options.cpuProfileDir]
    : [];
  const script = [options.script ?? "server/main.ts", ...(options.args ?? [])];
  const child = spawn(process.execPath, [...flags, ...script], {
    env: { ...process.env, ...options.env },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  };
  try {
    await waitForReady(`${options.base}${options.readyPath ?? "/readyz"}`, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { process: child, stop };
}

async function waitForReady(url: string, server: ChildProcess) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("server did not become ready");
}
