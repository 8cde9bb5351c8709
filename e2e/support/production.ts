import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import pg from "pg";
import { SMTPServer } from "smtp-server";

/**
 * What a production install stands on, started for real: nginx terminating
 * TLS with the site configuration of docs/deploy, an SMTP server that
 * receives the portal's mail, and an empty PostgreSQL database.
 */

const databaseServer = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
export const redisUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

/** A new, empty database on the PostgreSQL server; `drop` removes it. */
export async function emptyDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `academy_production_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: databaseServer });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(databaseServer);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: databaseServer });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export type ReceivedMail = { to: string; subject: string; text: string; messageId: string };

/** An SMTP server (the nodemailer project's) keeping every message it accepts. */
export async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then((mail) => {
        const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
        received.push({
          to: to.flatMap((address) => address.value.map((v) => v.address ?? "")).join(","),
          subject: mail.subject ?? "",
          text: mail.text ?? "",
          messageId: mail.messageId ?? "",
        });
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The messages that reached one address. */
    to: (address: string) => received.filter((mail) => mail.to === address),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * nginx with docs/deploy/nginx-academy.conf, changed only where an install
 * changes it: the host name, the ports and the certificate (self-signed for
 * `localhost`, made here with openssl).
 */
export async function startTlsProxy(options: {
  httpsPort: number;
  httpPort: number;
  upstreamPort: number;
}) {
  const dir = mkdtempSync(path.join(tmpdir(), "academy-tls-"));
  // nginx's workers drop root's rights: they must reach the files and write their buffers.
  chmodSync(dir, 0o755);
  const temp = path.join(dir, "temp");
  mkdirSync(temp, { mode: 0o777 });
  chmodSync(temp, 0o777);
  const certificate = path.join(dir, "localhost.pem");
  const key = path.join(dir, "localhost.key");
  const made = spawnSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2"],
      ...["-keyout", key, "-out", certificate, "-subj", "/CN=localhost"],
      ...["-addext", "subjectAltName=DNS:localhost"],
    ],
    { stdio: "pipe" },
  );
  if (made.status !== 0) throw new Error(`openssl: ${made.stderr.toString()}`);
  chmodSync(key, 0o644);

  const site = readFileSync(
    new URL("../../docs/deploy/nginx-academy.conf", import.meta.url),
    "utf8",
  )
    .replaceAll("academy.example.com", "localhost")
    .replace("server 127.0.0.1:3000;", `server 127.0.0.1:${options.upstreamPort};`)
    .replace("listen 80;", `listen 127.0.0.1:${options.httpPort};`)
    .replace("listen 443 ssl http2;", `listen 127.0.0.1:${options.httpsPort} ssl http2;`)
    .replace("/etc/ssl/certs/localhost.pem", certificate)
    .replace("/etc/ssl/private/localhost.key", key)
    .replace("shared:academy_tls:10m", `shared:academy_tls_${options.httpsPort}:1m`);
  writeFileSync(path.join(dir, "site.conf"), site);
  writeFileSync(
    path.join(dir, "nginx.conf"),
    `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${temp};
  proxy_temp_path ${temp};
  fastcgi_temp_path ${temp};
  uwsgi_temp_path ${temp};
  scgi_temp_path ${temp};
  include ${dir}/site.conf;
}
`,
  );
  const child: ChildProcess = spawn(
    "/usr/sbin/nginx",
    ["-c", path.join(dir, "nginx.conf"), "-p", dir],
    {
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
  let errors = "";
  child.stderr?.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  const deadline = Date.now() + 10_000;
  while (!listening(`${dir}/nginx.pid`)) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${errors}`);
    if (Date.now() > deadline) throw new Error(`nginx did not start: ${errors}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    origin: `https://localhost:${options.httpsPort}`,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGQUIT");
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function listening(pidFile: string) {
  try {
    return readFileSync(pidFile, "utf8").trim().length > 0;
  } catch {
    return false;
  }
}

/**
 * `npm start` as a production deploy runs it (NODE_ENV=production from the
 * start script, DEMO=false), with the environment given; `output` is what it
 * logged. Ready once /healthz answers on its own port.
 */
export async function startProduction(
  env: Record<string, string>,
  port: number,
  /** An existing DATA_DIR (a restored one), kept when the server stops; else a new one, removed. */
  existingDataDir?: string,
) {
  const dataDir = existingDataDir ?? mkdtempSync(path.join(tmpdir(), "academy-production-"));
  const processEnv: NodeJS.ProcessEnv = {
    ...process.env,
    ...env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DEMO: "false",
  };
  delete processEnv.NODE_ENV;
  const server = spawn(process.execPath, ["scripts/start.ts"], { env: processEnv, stdio: "pipe" });
  let output = "";
  server.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  server.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const running = () => server.exitCode === null && server.signalCode === null;
  const stop = async () => {
    if (running()) {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      server.kill("SIGTERM");
      const killed = setTimeout(() => server.kill("SIGKILL"), 20_000);
      await exited;
      clearTimeout(killed);
    }
    if (!existingDataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (!running()) throw new Error(`npm start exited: ${output}`);
    const status = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (res) => res.status,
      () => null,
    );
    if (status === 200) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`npm start did not listen: ${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    dataDir,
    output: () => output,
    /** Log lines at error level or above (pino's 50 and 60). */
    errors: () =>
      output
        .split("\n")
        .filter((line) => /"level":(50|60)/.test(line) || /^\s*(Error|TypeError)\b/.test(line)),
    stop,
  };
}
