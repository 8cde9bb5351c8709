import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "./support/test.ts";
import { port } from "./support/servers.ts";

/**
 * Issue 11: `npm start` serves what a production deploy serves. Run as a
 * fresh machine would (no NODE_ENV in the environment), it starts with
 * React's production builds: the server refuses to serve the built pages
 * with the development ones, so it would not become ready otherwise.
 */
test("npm start serves the production build, without NODE_ENV set", async () => {
  test.setTimeout(120_000);
  const startPort = port + 50;
  const dataDir = mkdtempSync(path.join(tmpdir(), "academy-start-"));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(startPort),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
  };
  delete env.NODE_ENV;
  const server = spawn(process.execPath, ["scripts/start.ts"], { env, stdio: "pipe" });
  let output = "";
  server.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  server.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  try {
    const base = `http://127.0.0.1:${startPort}`;
    await expect
      .poll(
        async () => {
          if (server.exitCode !== null) return `exited ${server.exitCode}: ${output}`;
          return fetch(`${base}/readyz`).then(
            (res) => res.status,
            () => "not listening",
          );
        },
        { timeout: 90_000, intervals: [500] },
      )
      .toBe(200);
    const home = await fetch(`${base}/en`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain("<html");
  } finally {
    server.kill("SIGTERM");
    await new Promise((resolve) =>
      server.exitCode !== null ? resolve(null) : server.once("exit", resolve),
    );
    rmSync(dataDir, { recursive: true, force: true });
  }
});
