import type { Envelope } from "#contract/envelope.ts";
import type { PageScope } from "#contract/portal-context.ts";

/** Frame §9: every call times out after 20 seconds and carries credentials. */
export const API_TIMEOUT_MS = 20_000;
const API_BASE = "/api";
/** Calls that name a site instead of carrying siteId/languageId (ARCHITECTURE §4). */
const UNSCOPED_PREFIX = "/front-api/";

export type ApiMethod = "GET" | "POST";
export type ApiParams = Record<string, unknown>;

/**
 * The URL and fetch options of one call: siteId and languageId go into the query
 * of a GET or the JSON body of a POST, except for /front-api/ paths.
 */
export function buildApiRequest(
  method: ApiMethod,
  path: string,
  params: ApiParams | undefined,
  scope: PageScope | null,
): { url: string; init: RequestInit } {
  const scoped = !path.startsWith(UNSCOPED_PREFIX) && scope !== null;
  const payload: ApiParams = {
    ...(scoped ? { siteId: scope.siteId, languageId: scope.languageId } : {}),
    ...params,
  };
  const init: RequestInit = {
    method,
    credentials: "include",
    headers: { Accept: "application/json" },
  };
  let url = `${API_BASE}${path}`;
  if (method === "GET") {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(payload)) {
      if (value === undefined || value === null) continue;
      if (Array.isArray(value)) for (const item of value) query.append(key, String(item));
      else query.append(key, String(value));
    }
    const text = query.toString();
    if (text) url += `${url.includes("?") ? "&" : "?"}${text}`;
  } else {
    init.headers = { ...init.headers, "Content-Type": "application/json" };
    init.body = JSON.stringify(payload);
  }
  return { url, init };
}

/** What a call yields when the network or the server fails before an envelope arrives. */
function failure<T>(message: string): Envelope<T> {
  return { code: 500, data: null, message, errorContext: null };
}

export type ApiClient = {
  request<T>(method: ApiMethod, path: string, params?: ApiParams): Promise<Envelope<T>>;
  get<T>(path: string, params?: ApiParams): Promise<Envelope<T>>;
  post<T>(path: string, params?: ApiParams): Promise<Envelope<T>>;
  /** A list call: its data on success, an empty list on any failure. */
  list<T>(method: ApiMethod, path: string, params?: ApiParams): Promise<T[]>;
};

export type ApiClientOptions = {
  fetch?: typeof fetch;
  /**
   * Called with every envelope whose code is not 200, before the caller sees it.
   * A later issue sends 401 to the login page and shows the Tips dialog here.
   */
  onRefusal?: (envelope: Envelope<unknown>) => void;
};

/** The browser's API client for a page's site and language. */
export function createApiClient(
  scope: PageScope | null,
  options: ApiClientOptions = {},
): ApiClient {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));

  async function request<T>(
    method: ApiMethod,
    path: string,
    params?: ApiParams,
  ): Promise<Envelope<T>> {
    const { url, init } = buildApiRequest(method, path, params, scope);
    let envelope: Envelope<T>;
    try {
      const response = await doFetch(url, { ...init, signal: AbortSignal.timeout(API_TIMEOUT_MS) });
      const body: unknown = await response.json().catch(() => null);
      envelope =
        body && typeof body === "object" && "code" in body
          ? (body as Envelope<T>)
          : failure<T>(`HTTP ${response.status}`);
    } catch (error) {
      envelope = failure<T>(error instanceof Error ? error.name : "network error");
    }
    if (envelope.code !== 200) options.onRefusal?.(envelope);
    return envelope;
  }

  return {
    request,
    get: (path, params) => request("GET", path, params),
    post: (path, params) => request("POST", path, params),
    async list<T>(method: ApiMethod, path: string, params?: ApiParams): Promise<T[]> {
      const envelope = await request<T[]>(method, path, params);
      return envelope.code === 200 && Array.isArray(envelope.data) ? envelope.data : [];
    },
  };
}
