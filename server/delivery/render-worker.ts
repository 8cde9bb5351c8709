import { parentPort, workerData } from "node:worker_threads";
import type { PortalContext, SitePortal } from "#contract/portal-context.ts";
import { chooseLanguage } from "../modules/site/page-language.ts";
import { encodeBody } from "./page-cache.ts";
import type {
  FromWorker,
  PortalAnswer,
  RenderJob,
  Renderer,
  RendererModule,
  SiteInput,
  ToWorker,
} from "./render-protocol.ts";

/**
 * A page renderer in a worker thread (server/delivery/render-pool.ts): renders the
 * jobs the main thread sends, asking the main thread for whatever the loaders
 * ask of the portal. Several jobs may be under way at once while their
 * loaders wait for answers.
 */
const port = parentPort!;
const post = (message: FromWorker, transfer: ArrayBuffer[] = []) =>
  port.postMessage(message, transfer);

const waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
let calls = 0;

function ask(job: RenderJob, site: SiteInput | null, path: string[], args: unknown[]) {
  const call = ++calls;
  return new Promise<unknown>((resolve, reject) => {
    waiting.set(call, { resolve, reject });
    post({ type: "call", id: job.id, call, site, path, args });
  });
}

function answered(answer: PortalAnswer) {
  const pending = waiting.get(answer.call);
  if (!pending) return;
  waiting.delete(answer.call);
  if (answer.ok) pending.resolve(answer.value);
  else pending.reject(new Error(answer.message));
}

/** A read done at most once per request, as the main thread's portal does. */
function once<T>(read: () => Promise<T>): () => Promise<T> {
  let result: Promise<T> | undefined;
  return () => (result ??= read());
}

/** The portal of one job: what it knows is answered here, the rest is asked back. */
function portalOf(job: RenderJob): PortalContext {
  const sites = new Map<string, SitePortal | null>();

  function sitePortal(input: SiteInput, siteId: number, languageId: number): SitePortal {
    const remote =
      <T>(...path: string[]) =>
      (...args: unknown[]) =>
        ask(job, input, path, args) as Promise<T>;
    return {
      scope: { siteId, languageId },
      frame: once(remote("frame")),
      topNews: remote("topNews"),
      content: {
        newsPage: remote("content", "newsPage"),
        newsDetail: remote("content", "newsDetail"),
        faq: remote("content", "faq"),
      },
      userComments: remote("userComments"),
      trainers: {
        config: remote("trainers", "config"),
        query: remote("trainers", "query"),
        home: remote("trainers", "home"),
      },
      catalogue: {
        certificationList: remote("catalogue", "certificationList"),
        certificationPage: remote("catalogue", "certificationPage"),
        trackListing: remote("catalogue", "trackListing"),
        coursePage: remote("catalogue", "coursePage"),
        videoTypeInfo: remote("catalogue", "videoTypeInfo"),
        courseDetail: remote("catalogue", "courseDetail"),
        topicDetail: remote("catalogue", "topicDetail"),
        search: remote("catalogue", "search"),
        homeRecommendations: remote("catalogue", "homeRecommendations"),
        myCertifications: remote("catalogue", "myCertifications"),
      },
      certificates: {
        verification: remote("certificates", "verification"),
        mine: remote("certificates", "mine"),
        completions: remote("certificates", "completions"),
        medals: remote("certificates", "medals"),
      },
      payment: {
        checkout: remote("payment", "checkout"),
        order: remote("payment", "order"),
      },
      classrooms: {
        nonCertificationList: remote("classrooms", "nonCertificationList"),
        ofKind: remote("classrooms", "ofKind"),
        detail: remote("classrooms", "detail"),
        checkIn: remote("classrooms", "checkIn"),
        checkInQr: remote("classrooms", "checkInQr"),
        homeRecommendations: remote("classrooms", "homeRecommendations"),
      },
      myLearning: {
        statistics: remote("myLearning", "statistics"),
        examRecords: remote("myLearning", "examRecords"),
        courseProcess: remote("myLearning", "courseProcess"),
        classrooms: remote("myLearning", "classrooms"),
        practicalExams: remote("myLearning", "practicalExams"),
        practice: remote("myLearning", "practice"),
      },
      account: {
        profileChoices: remote("account", "profileChoices"),
      },
      smartTry: remote("smartTry"),
      invitations: {
        letter: remote("invitations", "letter"),
      },
    };
  }

  return {
    cspNonce: job.cspNonce,
    origin: job.origin,
    defaultSitePrefix: () => job.defaultSitePrefix,
    currentUser: once(
      () => ask(job, null, ["currentUser"], []) as ReturnType<PortalContext["currentUser"]>,
    ),
    learnerPending: job.learnerPending,
    site(input) {
      const key = input.siteName;
      if (!sites.has(key)) {
        // The same choice as the main thread's scopeFor, from the tenant's site table.
        const entry = job.sites.get(input.siteName.toLowerCase());
        const language =
          entry &&
          chooseLanguage(
            entry.languageIds.map((id) => ({ id })),
            job.languageCandidates,
            entry.baseLanguageId,
          );
        sites.set(key, entry && language ? sitePortal(input, entry.siteId, language.id) : null);
      }
      return sites.get(key)!;
    },
  };
}

async function render(job: RenderJob, renderer: Renderer) {
  try {
    const request = new Request(job.url, {
      method: job.method,
      headers: job.headers,
      body: job.body,
    });
    const response = await renderer(request, portalOf(job));
    const plain = response.body ? new Uint8Array(await response.arrayBuffer()) : null;
    const encoded = plain && encodeBody(plain, response.headers, job.encoding);
    const headers = new Headers(response.headers);
    if (encoded) {
      headers.set("content-encoding", job.encoding);
      headers.append("vary", "Accept-Encoding");
      headers.delete("content-length");
    }
    // A copy of its own: a small Buffer may share Node's pool, which must not be transferred.
    const body = encoded ? new Uint8Array(encoded) : plain;
    post(
      {
        type: "rendered",
        id: job.id,
        status: response.status,
        statusText: response.statusText,
        headers: [...headers],
        body,
      },
      body ? [body.buffer as ArrayBuffer] : [],
    );
  } catch (error) {
    post({
      type: "failed",
      id: job.id,
      message: error instanceof Error ? error.message : String(error),
    });
  }
}

try {
  const module = (await import(workerData.renderer as string)) as RendererModule;
  const renderer = await module.createRenderer();
  port.on("message", (message: ToWorker) => {
    if (message.type === "answer") answered(message);
    else void render(message, renderer);
  });
  post({ type: "ready" });
} catch (error) {
  post({ type: "unusable", message: error instanceof Error ? error.message : String(error) });
}
