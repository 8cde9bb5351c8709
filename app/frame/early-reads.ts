/**
 * Reads a page asks for before its modules run (decision 0034). A page
 * rendered alike for every signed-in learner (decision 0027) does not know
 * who is reading it: the browser asks the API once the page has run, and a
 * built page runs only after its first paint and every module (decision
 * 0033), seconds later on a busy phone. The page's module script starts such
 * a read at once instead; the API client, asked for the same call, takes its
 * response (once) rather than sending it again.
 */

import { scriptLiteral as json } from "./script-literal.ts";

/** Where the page's script leaves the responses, by URL. */
const EARLY_READS = "__earlyReads";

/** A read as the API client sends it (`buildApiRequest`): a GET with its credentials. */
export type EarlyRead = { url: string; init: RequestInit };

/** How long a read waits to be taken: one left longer (a page that never ran) is stale. */
export const EARLY_READ_KEPT_MS = 30_000;

/**
 * The module script's lines that start the reads. A read nobody takes (the
 * page left first) must not report a failure of its own: a handler is
 * attached. One not taken within EARLY_READ_KEPT_MS is dropped, so a later
 * call asks afresh rather than taking an answer minutes old.
 */
export function earlyReadsScript(reads: readonly EarlyRead[]): string {
  if (reads.length === 0) return "";
  const entries = reads.map(
    ({ url, init }) => `[${json(url)}, fetch(${json(url)}, ${json(init)})]`,
  );
  return [
    `const earlyReads = window.${EARLY_READS} = new Map([${entries.join(", ")}]);`,
    `for (const read of earlyReads.values()) read.catch(() => {});`,
    `setTimeout(() => earlyReads.clear(), ${EARLY_READ_KEPT_MS});`,
  ].join("\n");
}

type EarlyReads = Map<string, Promise<Response>>;

function earlyReads(): EarlyReads | undefined {
  if (typeof window === "undefined") return undefined;
  return (window as unknown as Record<string, EarlyReads | undefined>)[EARLY_READS];
}

/**
 * The response the page's script already asked for this GET, taken once: a
 * second call of the same URL (a refresh, ten minutes on) asks the server
 * afresh, as does the taker of an early read that failed. The caller's
 * signal still ends the wait.
 */
export function takeEarlyRead(url: string, init: RequestInit): Promise<Response> | undefined {
  if ((init.method ?? "GET") !== "GET") return undefined;
  const reads = earlyReads();
  const early = reads?.get(url);
  if (!early) return undefined;
  reads!.delete(url);
  const signal = init.signal;
  if (signal?.aborted) return Promise.reject(signal.reason);
  const read = early.catch(() => fetch(url, init));
  if (!signal) return read;
  return Promise.race([
    read,
    new Promise<never>((_, reject) =>
      signal.addEventListener("abort", () => reject(signal.reason), { once: true }),
    ),
  ]);
}
