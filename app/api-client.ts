// Types only from the schema modules: they are erased, so zod stays out of the pages (decision 0005).
import type {
  ApiPath,
  ApiPathOf,
  ApiRequest,
  ApiResponse,
  ListPath,
  UploadPath,
} from "#contract/api.ts";
import { Code, quietCodes } from "#contract/codes.ts";
import { withQuery } from "#contract/query.ts";
import type { Envelope } from "#contract/envelope.ts";
import type { PageScope } from "#contract/portal-context.ts";
import { codeSite, codeSiteName } from "./components/enrolment/refusals.ts";
import { takeEarlyRead } from "./frame/early-reads.ts";
import { loginHref, parseSitePath, sitePath } from "./frame/paths.ts";

/** Frame §9: every call times out after 20 seconds and carries credentials. */
export const API_TIMEOUT_MS = 20_000;
const API_BASE = "/api";
/** Calls that name a site instead of carrying siteId/languageId (ARCHITECTURE §4). */
const UNSCOPED_PREFIX = "/front-api/";
/** Learner §8: these callers show their own texts, so the generic dialog stays shut. */
const OWN_DIALOG_PATHS = ["/user/invitation/use", "/user/invitation/sales/use"];
/** Learner §8: the last fallback of an error text. */
export const SYSTEM_ERROR = "System Error";

export type ApiMethod = "GET" | "POST";
export type ApiParams = Record<string, unknown>;

/**
 * The URL and fetch options of one call: siteId and languageId go into the query
 * of a GET or the JSON body of a POST, except for /front-api/ paths. A value the
 * caller gives (languageId of updateLanguageId) wins over the page's.
 */
export function buildApiRequest(
  method: ApiMethod,
  path: string,
  params: ApiParams | undefined,
  scope: PageScope | null,
): { url: string; init: RequestInit } {
  const payload = { ...scopeOf(path, scope), ...definedEntries(params) };
  const init: RequestInit = {
    method,
    credentials: "include",
    headers: { Accept: "application/json" },
  };
  let url = `${API_BASE}${path}`;
  if (method === "GET") {
    url = withQuery(url, payload);
  } else {
    init.headers = { ...init.headers, "Content-Type": "application/json" };
    init.body = JSON.stringify(payload);
  }
  return { url, init };
}

function scopeOf(path: string, scope: PageScope | null): ApiParams {
  if (path.startsWith(UNSCOPED_PREFIX) || scope === null) return {};
  return { siteId: scope.siteId, languageId: scope.languageId };
}

function definedEntries(params: ApiParams | undefined): ApiParams {
  const defined: ApiParams = {};
  for (const [key, value] of Object.entries(params ?? {}))
    if (value !== undefined) defined[key] = value;
  return defined;
}

/** The i18n texts the client maps codes to (the page's translator fits). */
export type ErrorTexts = {
  /** The page's language, in which a refusal's data (a site's country) is named. */
  language: string;
  exists(key: string): boolean;
  t(key: string, values?: Record<string, unknown>): string;
};

/**
 * The text of a refusal (learner §8): `error.{code}` from the language pack,
 * else the server's message, else "System Error". Code 501 means "the server
 * message itself is shown", so there the message comes first. errorContext
 * fills the text's placeholders; 10018 names the site of
 * errorContext.codeValidWithSite (an object) as {{site}}.
 */
export function errorText(envelope: Envelope<unknown>, texts?: ErrorTexts): string {
  const context = envelope.errorContext ?? {};
  const key = `error.${envelope.code}`;
  const site = codeSite(context);
  const values = { ...context, site: site ? codeSiteName(site, texts?.language ?? "en") : "" };
  const translated = texts?.exists(key) ? texts.t(key, values).trim() : "";
  const message = typeof envelope.message === "string" ? envelope.message.trim() : "";
  const ordered = envelope.code === Code.other ? [message, translated] : [translated, message];
  const systemError = texts?.exists("error.system") ? texts.t("error.system") : SYSTEM_ERROR;
  return ordered.find((text) => text.length > 0) ?? systemError;
}

/** Whether a refusal opens the generic Tips dialog (learner §8). */
export function opensTipsDialog(path: string, code: number): boolean {
  if ((quietCodes as readonly number[]).includes(code)) return false;
  const bare = path.split("?")[0]!;
  return !OWN_DIALOG_PATHS.includes(bare);
}

/**
 * What a call yields when no envelope arrives (network failure, timeout, a
 * proxy's HTML page): an empty result, handled quietly (learner §8).
 */
function emptyResult(message: string): Envelope<unknown> {
  return { code: Code.failed, data: null, message, errorContext: null };
}

export type CallOptions = {
  /**
   * A page-level detail fetch: code 404 sends the browser to the site's
   * not-found page (learner §8). List and secondary fetches leave it off.
   */
  notFoundPage?: boolean;
  /**
   * false: HTTP 401 only tells this caller "logged out" (the profile refresh)
   * instead of sending the browser to login.
   */
  loginRedirect?: boolean;
  /** The caller shows its own text for any refusal: no Tips dialog. */
  quiet?: boolean;
  /** Lets the caller abort (a page left before its data arrived). */
  signal?: AbortSignal;
};

/** A call's parameters and options; the parameters may be left out when none is required. */
type CallArgs<P extends ApiPath> =
  Record<string, never> extends ApiRequest<P>
    ? [params?: ApiRequest<P>, options?: CallOptions]
    : [params: ApiRequest<P>, options?: CallOptions];

/**
 * The calls of the contract (contract/api.ts), typed by it: the path picks the
 * parameters (siteId and languageId come from the page) and the data of the
 * answer, so a change of a schema is a type error where the UI relies on it.
 */
export type ApiClient = {
  get<P extends ApiPathOf<"GET">>(path: P, ...args: CallArgs<P>): Promise<Envelope<ApiResponse<P>>>;
  post<P extends ApiPathOf<"POST">>(
    path: P,
    ...args: CallArgs<P>
  ): Promise<Envelope<ApiResponse<P>>>;
  /** A list call: its data on success, an empty list on any failure. */
  list<M extends ApiMethod, P extends ListPath<M>>(
    method: M,
    path: P,
    ...args: CallArgs<P>
  ): Promise<ApiResponse<P>>;
  /**
   * A multipart upload (the avatar's field image): siteId and languageId go in
   * the query, because a multipart body is not a JSON object.
   */
  upload<P extends UploadPath>(
    path: P,
    form: FormData,
    options?: CallOptions,
  ): Promise<Envelope<ApiResponse<P>>>;
};

export type ApiClientOptions = {
  fetch?: typeof fetch;
  /** Reports every envelope whose code is not 200, before the caller sees it. */
  onRefusal?: (envelope: Envelope<unknown>) => void;
  /** Texts for `error.{code}`; without them the server message is shown. */
  texts?: ErrorTexts;
  /** Opens the Tips dialog; by default the one mounted in the root layout. */
  showTips?: (text: string) => void;
  /** The browser's path and query now, the return target of a login. */
  currentLocation?: () => { pathname: string; search: string };
  /** Leaves for the login page (a server route, so a full page load by default). */
  goToLogin?: (href: string) => void;
  /** Opens the not-found page of the site (an app route). */
  goToNotFound?: (href: string) => void;
};

const inBrowser = () => typeof window !== "undefined";

/**
 * The root layout's Tips dialog, loaded with the first refusal that opens it: every page
 * has an API client, few ever show the dialog, and its body brings Mantine's Button and Text.
 */
function showTipsOnDemand(text: string): void {
  void import("./components/tips-dialog.tsx").then((module) => module.showTips(text));
}

/** The browser's API client for a page's site and language. */
export function createApiClient(
  scope: PageScope | null,
  options: ApiClientOptions = {},
): ApiClient {
  // A read the page's script already started (decision 0034) is taken rather than sent again.
  const doFetch =
    options.fetch ??
    ((input: string, init: RequestInit) => takeEarlyRead(input, init) ?? fetch(input, init));
  const currentLocation =
    options.currentLocation ??
    (() => (inBrowser() ? window.location : { pathname: "/", search: "" }));
  const leave = (href: string) => {
    if (inBrowser()) window.location.assign(href);
  };
  const goToLogin = options.goToLogin ?? leave;
  const goToNotFound = options.goToNotFound ?? leave;
  const tips = options.showTips ?? showTipsOnDemand;
  // Several calls refused at once still make one trip to the login page.
  let leavingForLogin = false;

  async function send(
    path: string,
    url: string,
    init: RequestInit,
    call: CallOptions = {},
  ): Promise<Envelope<unknown>> {
    const timeout = AbortSignal.timeout(API_TIMEOUT_MS);
    const signal = call.signal ? AbortSignal.any([call.signal, timeout]) : timeout;
    let envelope: Envelope<unknown> | null = null;
    let status = 0;
    try {
      const response = await doFetch(url, { ...init, signal });
      status = response.status;
      const body: unknown = await response.json().catch(() => null);
      if (body && typeof body === "object" && "code" in body) envelope = body as Envelope<unknown>;
    } catch {
      // Network failure or timeout: status stays 0.
    }
    if (envelope?.code === Code.success) return envelope;
    const result =
      envelope ??
      (status === 401
        ? { ...emptyResult(""), code: Code.needLogin }
        : emptyResult(status ? `HTTP ${status}` : "network error"));
    options.onRefusal?.(result);
    if (status === 401) {
      if (call.loginRedirect !== false && !leavingForLogin) {
        leavingForLogin = true;
        const { pathname, search } = currentLocation();
        goToLogin(loginHref(pathname, search));
      }
      return result;
    }
    // No envelope at all (offline, timeout, a proxy's error page): an empty result, quietly.
    if (!envelope) return result;
    if (envelope.code === Code.notFound && call.notFoundPage) {
      goToNotFound(notFoundHref(currentLocation().pathname));
    } else if (!call.quiet && opensTipsDialog(path, envelope.code)) {
      tips(errorText(envelope, options.texts));
    }
    return envelope;
  }

  function request(
    method: ApiMethod,
    path: string,
    params?: ApiParams,
    call?: CallOptions,
  ): Promise<Envelope<unknown>> {
    const { url, init } = buildApiRequest(method, path, params, scope);
    return send(path, url, init, call);
  }

  // The contract types the calls; the answers are what the server's response schemas let through.
  const client = {
    get: (path: string, params?: ApiParams, call?: CallOptions) =>
      request("GET", path, params, call),
    post: (path: string, params?: ApiParams, call?: CallOptions) =>
      request("POST", path, params, call),
    async list(method: ApiMethod, path: string, params?: ApiParams, call?: CallOptions) {
      const envelope = await request(method, path, params, call);
      return envelope.code === Code.success && Array.isArray(envelope.data) ? envelope.data : [];
    },
    upload(path: string, form: FormData, call?: CallOptions) {
      const url = withQuery(`${API_BASE}${path}`, scopeOf(path, scope));
      // No Content-Type: the browser writes the multipart boundary itself.
      const init: RequestInit = {
        method: "POST",
        credentials: "include",
        headers: { Accept: "application/json" },
        body: form,
      };
      return send(path, url, init, call);
    },
  };
  return client as ApiClient;
}

/** The not-found page of the site (and layout) the browser is on (frame §8). */
export function notFoundHref(pathname: string): string {
  const site = parseSitePath(pathname);
  return site ? sitePath(site.prefix, "/exception/notFound", site.mobile) : "/";
}
