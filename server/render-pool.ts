import { Worker } from "node:worker_threads";
import type { PortalContext } from "#contract/portal-context.ts";
import type { SiteTable } from "./modules/site/site-directory.ts";
import type { FromWorker, PortalCall, RenderJob, ToWorker } from "./render-protocol.ts";

/**
 * Page rendering on every core (decision 0013): worker threads render the
 * pages, the main thread keeps HTTP, sessions, rate limits, the database and
 * the page cache, so the embedded database (one process) and PostgreSQL work
 * alike. A loader's portal call is answered on the main thread with the real
 * portal of its request (server/page-portal.ts).
 *
 * A worker that stops is replaced; a GET or HEAD it was rendering is rendered
 * again by another worker, anything else fails. `close()` waits for every
 * render under way, then stops the workers.
 */
export type RenderPool = {
  readonly size: number;
  render(request: Request, portal: PortalContext, sites: SiteTable): Promise<Response>;
  close(): Promise<void>;
};

type Job = {
  message: RenderJob;
  portal: PortalContext;
  resolve(response: Response): void;
  reject(error: Error): void;
  /** Rendered again after its worker stopped (once at most). */
  retried: boolean;
};

type Slot = { worker: Worker; jobs: Map<number, Job>; ready: boolean };

const WORKER = new URL("./render-worker.ts", import.meta.url);
/** What a page request may carry to an action: a form, never an upload. */
const MAX_BODY_BYTES = 1024 * 1024;

/** A page request whose body is over the limit: 413 through the pages' error handler. */
export class RenderBodyTooLarge extends Error {
  readonly statusCode = 413;
}

export async function startRenderPool(options: {
  size: number;
  /** The module the workers load their renderer from (server/page-renderer.ts). */
  renderer: URL;
  log: { error(details: object, message: string): void };
}): Promise<RenderPool> {
  const slots = new Set<Slot>();
  const queue: Job[] = [];
  const settled = new Set<Promise<unknown>>();
  let nextId = 0;
  let closing = false;

  function spawn(): Promise<void> {
    const slot: Slot = {
      worker: new Worker(WORKER, { workerData: { renderer: options.renderer.href } }),
      jobs: new Map(),
      ready: false,
    };
    slots.add(slot);
    return new Promise<void>((started, failed) => {
      slot.worker.on("message", (message: FromWorker) => {
        if (message.type === "ready") {
          slot.ready = true;
          started();
          drainQueue();
        } else if (message.type === "unusable") {
          failed(new Error(`page renderer: ${message.message}`));
          slots.delete(slot);
          void slot.worker.terminate();
        } else if (message.type === "call") {
          void answer(slot, message);
        } else {
          const job = slot.jobs.get(message.id);
          if (!job) return;
          slot.jobs.delete(message.id);
          if (message.type === "failed") job.reject(new Error(message.message));
          else
            job.resolve(
              new Response(message.body, {
                status: message.status,
                statusText: message.statusText,
                headers: message.headers,
              }),
            );
        }
      });
      slot.worker.on("error", (err) => options.log.error({ err }, "page renderer failed"));
      slot.worker.on("exit", (code) => {
        if (!slots.delete(slot)) return;
        failed(new Error(`page renderer exited with ${code} while starting`));
        // One that never started is not started again: it would fail the same way, in a loop.
        if (!closing && slot.ready) {
          options.log.error({ code }, "page renderer stopped; starting another");
          spawn().catch((err: unknown) =>
            options.log.error({ err }, "page renderer could not be replaced"),
          );
        }
        for (const job of slot.jobs.values()) {
          const idempotent = job.message.method === "GET" || job.message.method === "HEAD";
          if (idempotent && !job.retried && !closing) {
            job.retried = true;
            queue.push(job);
          } else job.reject(new Error("the page renderer stopped during the request"));
        }
        slot.jobs.clear();
        drainQueue();
      });
    });
  }

  /** A loader's portal call, made with the real portal of its request. */
  async function answer(slot: Slot, call: PortalCall) {
    const reply = (message: ToWorker) => {
      try {
        slot.worker.postMessage(message);
      } catch (err) {
        // A value that cannot cross to the worker: the loader gets an error, not a hang.
        slot.worker.postMessage({
          type: "answer",
          call: call.call,
          ok: false,
          message: err instanceof Error ? err.message : String(err),
        } satisfies ToWorker);
      }
    };
    try {
      const job = slot.jobs.get(call.id);
      if (!job) throw new Error("no such render");
      const value = await invoke(job.portal, call);
      reply({ type: "answer", call: call.call, ok: true, value });
    } catch (err) {
      reply({
        type: "answer",
        call: call.call,
        ok: false,
        message: err instanceof Error ? err.message : String(err),
      });
    }
  }

  function drainQueue() {
    while (queue.length > 0) {
      let best: Slot | undefined;
      for (const slot of slots)
        if (slot.ready && (!best || slot.jobs.size < best.jobs.size)) best = slot;
      if (!best) return;
      const job = queue.shift()!;
      best.jobs.set(job.message.id, job);
      best.worker.postMessage(job.message satisfies ToWorker);
    }
  }

  await Promise.all(Array.from({ length: options.size }, spawn));

  return {
    size: options.size,
    render(request, portal, sites) {
      if (closing) return Promise.reject(new Error("the page renderers are stopping"));
      const rendered = (async () => {
        const message: RenderJob = {
          type: "render",
          id: ++nextId,
          url: request.url,
          method: request.method,
          headers: [...request.headers],
          body: await requestBody(request),
          cspNonce: portal.cspNonce,
          defaultSitePrefix: portal.defaultSitePrefix(),
          sites,
        };
        return new Promise<Response>((resolve, reject) => {
          queue.push({ message, portal, resolve, reject, retried: false });
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
