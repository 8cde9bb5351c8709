import type { PortalContext } from "#contract/portal-context.ts";
import type { SiteTable } from "../modules/site/site-table.ts";
import type { Encoding } from "./page-cache.ts";

/**
 * The messages between the main thread and the page renderers in worker
 * threads (server/delivery/render-pool.ts, server/delivery/render-worker.ts).
 *
 * The main thread keeps what is shared and stateful: HTTP, sessions, rate
 * limits, the database, the page cache. A worker renders one page request
 * after another: React Router's routing, loaders and React's render. What a
 * loader asks of the server (the PortalContext) is asked back of the main
 * thread, call by call, for the request it renders.
 */

/** What a renderer in a worker is: a request and its portal in, a response out. */
export type Renderer = (request: Request, portal: PortalContext) => Promise<Response>;

/** A module a worker loads its renderer from (the pages' build, or a test's). */
export type RendererModule = { createRenderer(): Promise<Renderer> };

/** A page request for a worker, with what its portal answers without asking back. */
export type RenderJob = {
  type: "render";
  id: number;
  url: string;
  method: string;
  headers: [string, string][];
  body: Uint8Array<ArrayBuffer> | null;
  cspNonce: string;
  /** The portal's origin for the request's host (PortalContext.origin). */
  origin: string;
  /**
   * The encoding the page comes back in: compressed by the worker, off the
   * main thread; identity when the main thread needs its text (a page to keep).
   */
  encoding: Encoding;
  defaultSitePrefix: string;
  /** The host's tenant's sites: `site()` is answered at once, as the loaders expect. */
  sites: SiteTable;
  /** The page languages the request wants, most wanted first (server/modules/site/page-language.ts). */
  languageCandidates: number[];
  /** PortalContext.learnerPending: a page for every signed-in learner alike. */
  learnerPending: boolean;
};

/** Which site a portal call is for, as the loader named it; null for the portal itself. */
export type SiteInput = { siteName: string };

/** A loader's call on the portal, made on the main thread for the job's request. */
export type PortalCall = {
  type: "call";
  id: number;
  call: number;
  site: SiteInput | null;
  /** The method, e.g. ["catalogue", "certificationPage"] or ["currentUser"]. */
  path: string[];
  args: unknown[];
};

export type PortalAnswer =
  | { type: "answer"; call: number; ok: true; value: unknown }
  | { type: "answer"; call: number; ok: false; message: string };

export type Rendered =
  | {
      type: "rendered";
      id: number;
      status: number;
      statusText: string;
      headers: [string, string][];
      body: Uint8Array<ArrayBuffer> | null;
    }
  | { type: "failed"; id: number; message: string };

export type WorkerStatus = { type: "ready" } | { type: "unusable"; message: string };

export type ToWorker = RenderJob | PortalAnswer;
export type FromWorker = PortalCall | Rendered | WorkerStatus;
