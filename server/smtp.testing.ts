import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** A message as the SMTP server received it: the envelope and the raw RFC 5322 text. */
export type ReceivedMail = { to: string[]; raw: string; messageId: string | undefined };

/**
 * A real SMTP server for the tests of mail delivery, on a port of its own that
 * stays the same across outages: `stop()` stops listening (connections are
 * refused), `start("rejecting")` answers every connection with 421 (service
 * not available), `start()` takes mail again. Messages taken are in `received`.
 */
export async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  let server: SMTPServer | null = null;
  let port = 0;

  async function start(mode: "accepting" | "rejecting" = "accepting") {
    await stop();
    const next = new SMTPServer({
      authOptional: true,
      // Plain SMTP on the loopback: no certificate for the client to refuse.
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      closeTimeout: 100,
      onConnect(_session, callback) {
        if (mode === "rejecting")
          callback(
            Object.assign(new Error("Service not available, try again later"), {
              responseCode: 421,
            }),
          );
        else callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          const raw = Buffer.concat(chunks).toString("utf8");
          received.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw,
            messageId: /^message-id:\s*(<[^>]+>)/im.exec(raw)?.[1],
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      next.server.once("error", reject);
      next.listen(port, "127.0.0.1", () => resolve());
    });
    port = (next.server.address() as AddressInfo).port;
    server = next;
  }

  async function stop() {
    const running = server;
    server = null;
    if (running) await new Promise<void>((resolve) => running.close(() => resolve()));
  }

  await start();
  return {
    url: () => `smtp://127.0.0.1:${port}`,
    received,
    start,
    stop,
  };
}

/** Waits until `check` answers something truthy (polling), or fails after `timeoutMs`. */
export async function eventually<T>(
  check: () => Promise<T | undefined | null | false>,
  what: string,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
