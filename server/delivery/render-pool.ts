import { Worker } from "node:worker_threads";
import type { PortalContext } from "#contract/portal-context.ts";
import type { SiteTable } from "../modules/site/site-table.ts";
import type { Encoding } from "./page-cache.ts";
import type { FromWorker, PortalCall, RenderJob, ToWorker } from "./render-protocol.ts";
import { restartPauses } from "../restart-pause.ts";

/**
 * Page rendering on every core (decision 0013): worker threads render the
 * pages, the main thread keeps HTTP, sessions, rate limits, the database and
 * the page cache, so the embedded database (one process) and PostgreSQL work
 * alike. A loader's portal call is answered on the main thread with the real
 * portal of its request (server/page-portal.ts).
 *
 * A worker that stops is replaced (after a pause that grows while workers
 * keep stopping); a GET or HEAD it was rendering is rendered again by another
 * worker, anything else fails. A render that takes longer than the deadline
 * fails, and its worker, stuck, is stopped. With no worker running or about to,
 * a render fails at once as unavailable (503). `close()` waits for every
 * render under way, then stops the workers.
 */
export type RenderPool = {
  readonly size: number;
  /** `encoding`: what the worker compresses the page in (identity: as rendered). */
  render(
    request: Request,
    portal: PortalContext,
    page: RenderedPage,
    log: PoolLog,
    encoding?: Encoding,
  ): Promise<Response>;
  close(): Promise<void>;
};

type PoolLog = { error(details: object, message: string): void };

/** What a worker needs to answer `portal.site()` at once, as the loaders expect. */
export type RenderedPage = {
  /** The host's tenant's sites. */
  sites: SiteTable;
  /** The page languages the request wants, most wanted first (frame §4). */
  languageCandidates: readonly number[];
};

type Job = {
  message: RenderJob;
  portal: PortalContext;
  log: PoolLog;
  resolve(response: Response): void;
  reject(error: Error): void;
  /** Rendered again after its worker stopped (once at most). */
  retried: boolean;
  /** The worker rendering it, once sent. */
  slot: Slot | null;
  deadline: NodeJS.Timeout;
};

type Slot = {
  worker: Worker;
  jobs: Map<number, Job>;
  /** Took renders; `settled` once it either started or failed to. */
  ready: boolean;
  settled: boolean;
};

const WORKER = new URL("./render-worker.ts", import.meta.url);
/** What a page request may carry to an action: a form, never an upload. */
const MAX_BODY_BYTES = 1024 * 1024;
/** Longer than any page should take, queueing included; then its worker is taken as stuck. */
const RENDER_DEADLINE_MS = 30_000;

/** A page request whose body is over the limit: 413 through the pages' error handler. */
export class RenderBodyTooLarge extends Error {
  readonly statusCode = 413;
}

/** No renderer could take the page: 503 with Retry-After (server/faults.ts). */
export class RenderersUnavailable extends Error {
  readonly code = "ERR_PAGE_RENDERERS_UNAVAILABLE";
}

export async function startRenderPool(options: {
  size: number;
  /** The module the workers load their renderer from (server/delivery/page-renderer.ts). */
  renderer: URL;
  log: PoolLog;
  /** How long a render may take, queueing included (30 s). */
  deadlineMs?: number;
}): Promise<RenderPool> {
  const deadlineMs = options.deadlineMs ?? RENDER_DEADLINE_MS;
  const slots = new Set<Slot>();
  const queue: Job[] = [];
  const settled = new Set<Promise<unknown>>();
  /** Workers starting or waiting to be started. */
  let coming = 0;
  const restarts = restartPauses();
  let nextId = 0;
  let closing = false;

  function spawn(): Promise<void> {
    coming += 1;
    const slot: Slot = {
      worker: new Worker(WORKER, { workerData: { renderer: options.renderer.href } }),
      jobs: new Map(),
      ready: false,
      settled: false,
    };
    slots.add(slot);
    return new Promise<void>((started, failed) => {
      const notStarted = (error: Error) => {
        if (slot.settled) return;
        slot.settled = true;
        slots.delete(slot);
        coming -= 1;
        failed(error);
        drainQueue();
      };
      slot.worker.on("message", (message: FromWorker) => {
        try {
          if (message.type === "ready") {
            slot.ready = slot.settled = true;
            coming -= 1;
            started();
            drainQueue();
          } else if (message.type === "unusable") {
            notStarted(new Error(`page renderer: ${message.message}`));
            void slot.worker.terminate();
          } else if (message.type === "call") {
            void answer(slot, message);
          } else {
            const job = slot.jobs.get(message.id);
            if (!job) return;
            if (message.type === "failed") finish(job, new Error(message.message));
            else
              finish(
                job,
                new Response(message.body, {
                  status: message.status,
                  statusText: message.statusText,
                  headers: message.headers,
                }),
              );
          }
        } catch (err) {
          options.log.error({ err }, "page renderer sent what could not be read");
        }
      });
      slot.worker.on("messageerror", (err) => {
        // A message that could not be read leaves a render without an answer: stop the worker.
        options.log.error({ err }, "page renderer message could not be read");
        void slot.worker.terminate();
      });
      slot.worker.on("error", (err) => options.log.error({ err }, "page renderer failed"));
      slot.worker.on("exit", (code) => {
        if (!slot.ready) {
          notStarted(new Error(`page renderer exited with ${code} while starting`));
          return;
        }
        if (!slots.delete(slot)) return;
        if (!closing) {
          options.log.error({ code }, "page renderer stopped; starting another");
          replaceLater(true);
        }
        for (const job of slot.jobs.values()) {
          job.slot = null;
          const idempotent = job.message.method === "GET" || job.message.method === "HEAD";
          if (idempotent && !job.retried && !closing) {
            job.retried = true;
            queue.push(job);
          } else finish(job, new Error("the page renderer stopped during the request"));
        }
        slot.jobs.clear();
        drainQueue();
      });
    });
  }

  /**
   * Starts a worker in place of a stopped one, pausing longer while they keep
   * stopping. Renders wait for the replacement of a worker that was running;
   * once a replacement has failed to start, they fail at once until one starts.
   */
  function replaceLater(rendersWait: boolean) {
    const pause = restarts.afterStop();
    if (rendersWait) coming += 1;
    setTimeout(() => {
      if (rendersWait) coming -= 1;
      if (closing) return drainQueue();
      spawn().catch((err: unknown) => {
        options.log.error({ err }, "page renderer could not be replaced");
        if (!closing) replaceLater(false);
      });
    }, pause).unref();
  }

  function finish(job: Job, result: Response | Error) {
    clearTimeout(job.deadline);
    job.slot?.jobs.delete(job.message.id);
    const queued = queue.indexOf(job);
    if (queued >= 0) queue.splice(queued, 1);
    if (result instanceof Error) job.reject(result);
    else job.resolve(result);
  }

  /** A loader's portal call, made with the real portal of its request. */
  async function answer(slot: Slot, call: PortalCall) {
    const job = slot.jobs.get(call.id);
    let message: ToWorker;
    try {
      if (!job) throw new Error("no such render");
      message = {
        type: "answer",
        call: call.call,
        ok: true,
        value: await invoke(job.portal, call),
      };
    } catch (err) {
      job?.log.error({ err, portalCall: call.path.join(".") }, "page loader's call failed");
      message = {
        type: "answer",
        call: call.call,
        ok: false,
        message: err instanceof Error ? err.message : String(err),
      };
    }
    try {
      slot.worker.postMessage(message);
    } catch (err) {
      // A value that cannot cross to the worker: the loader gets an error, not a hang.
      job?.log.error({ err, portalCall: call.path.join(".") }, "page loader's answer not sent");
      slot.worker.postMessage({
        type: "answer",
        call: call.call,
        ok: false,
        message: "the answer could not be sent to the page renderer",
      } satisfies ToWorker);
    }
  }

  function drainQueue() {
    while (queue.length > 0) {
      let best: Slot | undefined;
      for (const slot of slots)
        if (slot.ready && (!best || slot.jobs.size < best.jobs.size)) best = slot;
      if (!best) {
        if (coming === 0)
          for (const job of [...queue])
            finish(job, new RenderersUnavailable("no page renderer is running"));
        return;
      }
      const job = queue.shift()!;
      job.slot = best;
      best.jobs.set(job.message.id, job);
      best.worker.postMessage(job.message satisfies ToWorker);
    }
  }

  function overdue(job: Job) {
    const stuck = job.slot;
    finish(job, new RenderersUnavailable("the page took too long to render"));
    if (stuck) {
      options.log.error({ url: job.message.url }, "page render overran its deadline");
      void stuck.worker.terminate();
    }
  }

  const starting = await Promise.allSettled(Array.from({ length: options.size }, spawn));
  const failure = starting.find((result) => result.status === "rejected");
  if (failure) {
    closing = true;
    await Promise.all([...slots].map((slot) => slot.worker.terminate()));
    throw failure.reason;
  }

  return {
    size: options.size,
    render(request, portal, page, log, encoding = "identity") {
      if (closing)
        return Promise.reject(new RenderersUnavailable("the page renderers are stopping"));
      const rendered = (async () => {
        const message: RenderJob = {
          type: "render",
          id: ++nextId,
          url: request.url,
          method: request.method,
          headers: [...request.headers],
          body: await requestBody(request),
          cspNonce: portal.cspNonce,
          origin: portal.origin,
          encoding,
          defaultSitePrefix: portal.defaultSitePrefix(),
          sites: page.sites,
          languageCandidates: [...page.languageCandidates],
          learnerPending: portal.learnerPending,
        };
        return new Promise<Response>((resolve, reject) => {
          const job: Job = {
            message,
            portal,
            log,
            resolve,
            reject,
            retried: false,
            slot: null,
            deadline: setTimeout(() => overdue(job), deadlineMs),
          };
          queue.push(job);
          drainQueue();
        });
      })();
      // Counted at once, so that a close() right after still waits for it.
      const done = rendered.catch(() => undefined);
      settled.add(done);
      void done.then(() => settled.delete(done));
      return rendered;
    },
    async close() {
      closing = true;
      // Every render ends by its deadline at the latest.
      await Promise.all(settled);
      await Promise.all([...slots].map((slot) => slot.worker.terminate()));
      slots.clear();
    },
  };
}

/** Calls the portal method a worker names, on the portal's own properties only. */
async function invoke(portal: PortalContext, call: PortalCall): Promise<unknown> {
  let target: unknown = call.site ? portal.site(call.site) : portal;
  const path = [...call.path];
  const method = path.pop();
  for (const name of path) target = ownProperty(target, name);
  const fn = method === undefined ? undefined : ownProperty(target, method);
  if (typeof fn !== "function") throw new Error(`no portal method ${call.path.join(".")}`);
  return (fn as (...args: unknown[]) => unknown).apply(target, call.args);
}

function ownProperty(target: unknown, name: string): unknown {
  if (target === null || typeof target !== "object" || !Object.hasOwn(target, name))
    throw new Error(`no portal part ${name}`);
  return (target as Record<string, unknown>)[name];
}

async function requestBody(request: Request): Promise<Uint8Array<ArrayBuffer> | null> {
  if (request.method === "GET" || request.method === "HEAD" || !request.body) return null;
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of request.body) {
    size += chunk.byteLength;
    if (size > MAX_BODY_BYTES) throw new RenderBodyTooLarge("request body too large");
    chunks.push(chunk);
  }
  const body = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return body;
}
