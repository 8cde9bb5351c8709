import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export type NginxAnchor = { url: string; stop(): Promise<void> };

/**
 * The anchor of the cached pages: nginx (Debian's package) serving the bytes
 * the portal sent for a page, saved as a file and already compressed, with
 * the same Content-Type, Content-Encoding and Vary. What this machine does at
 * that moment for a static file over HTTP/1.1 keep-alive, with one worker per
 * core (`worker_processes auto`), access log off.
 */
export async function startNginxAnchor(options: {
  port: number;
  body: Buffer;
  contentType: string;
  contentEncoding: string;
}): Promise<NginxAnchor> {
  const dir = mkdtempSync(path.join(tmpdir(), "academy-nginx-"));
  writeFileSync(path.join(dir, "page"), options.body);
  writeFileSync(
    path.join(dir, "nginx.conf"),
    `worker_processes auto;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir};
  proxy_temp_path ${dir};
  fastcgi_temp_path ${dir};
  uwsgi_temp_path ${dir};
  scgi_temp_path ${dir};
  keepalive_requests 1000000;
  server {
    listen 127.0.0.1:${options.port};
    location = /page {
      default_type "${options.contentType}";
      add_header Content-Encoding ${options.contentEncoding};
      add_header Vary "Accept-Encoding, Cookie";
      alias ${dir}/page;
    }
  }
}
`,
  );
  const child: ChildProcess = spawn("nginx", ["-c", path.join(dir, "nginx.conf"), "-p", dir], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${options.port}/page`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("nginx did not start");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
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
