import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect } from "@playwright/test";

/**
 * Runs one of the README's commands as a fresh machine would (no NODE_ENV,
 * its own empty data directory) on a port of its own, and waits until the
 * portal it starts answers /readyz. `stop` ends it and removes its data.
 */
export async function startCommand(
  args: readonly string[],
  options: { port: number; readyWithin: number },
) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "academy-command-"));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(options.port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    // As `npm run` does: a command that starts Node again (react-router dev) finds the pinned one.
    PATH: [path.resolve("node_modules/.bin"), process.env.PATH].join(path.delimiter),
  };
  delete env.NODE_ENV;
  const server = spawn(process.execPath, args, { env, stdio: "pipe" });
  let output = "";
  server.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  server.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    server.kill("SIGTERM");
    await new Promise((resolve) =>
      server.exitCode !== null ? resolve(null) : server.once("exit", resolve),
    );
    rmSync(dataDir, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${options.port}`;
  try {
    await expect
      .poll(
        async () => {
          if (server.exitCode !== null) return `exited ${server.exitCode}: ${output}`;
          return fetch(`${base}/readyz`).then(
            (res) => res.status,
            () => "not listening",
          );
        },
        { timeout: options.readyWithin, intervals: [500] },
      )
      .toBe(200);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, output: () => output, stop };
}
