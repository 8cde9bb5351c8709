import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * Runs one of the README's commands as a fresh machine would (no NODE_ENV,
 * its own empty data directory) on a port of its own, and waits until the
 * portal it starts answers /readyz; fails at once should the command exit.
 * `stop` ends it and removes its data.
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
  };
  delete env.NODE_ENV;
  const server = spawn(process.execPath, args, { env, stdio: "pipe" });
  let output = "";
  server.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  server.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise((resolve) => server.once("exit", resolve));
  const running = () => server.exitCode === null && server.signalCode === null;
  const stop = async () => {
    if (running()) {
      server.kill("SIGTERM");
      const killed = setTimeout(() => server.kill("SIGKILL"), 20_000);
      await exited;
      clearTimeout(killed);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + options.readyWithin;
  try {
    for (;;) {
      if (!running()) throw new Error(`${args.join(" ")} exited: ${output}`);
      const status = await fetch(`${base}/readyz`).then(
        (res) => res.status,
        () => null,
      );
      if (status === 200) break;
      if (Date.now() > deadline) throw new Error(`${args.join(" ")} not ready: ${output}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, output: () => output, stop };
}
