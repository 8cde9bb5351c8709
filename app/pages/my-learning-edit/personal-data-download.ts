/*
 * "Download my data" (decision 0022): the learner's data is a JSON file the
 * server sends as an attachment. A link could not say why a download was
 * refused (the hour's downloads used up, the session ended, the server
 * failing): the browser would save the refusal as the file, or nothing. So
 * the page fetches the file, saves it itself, and reads a refusal. Free of
 * React so it is tested on its own.
 */
import { Code } from "#contract/codes.ts";
import type { Envelope } from "#contract/envelope.ts";
import type { PageScope } from "#contract/portal-context.ts";
import { API_TIMEOUT_MS } from "../../api-client.ts";

export const PERSONAL_DATA_PATH = "/api/user/personalData/export";

export const personalDataHref = (scope: PageScope) =>
  `${PERSONAL_DATA_PATH}?siteId=${scope.siteId}&languageId=${scope.languageId}`;

/** What asking for the learner's data came to. */
export type PersonalDataOutcome =
  /** The file, with the name the server gave it. */
  | { kind: "file"; file: Blob; filename: string }
  /** The session ended: the learner signs in and comes back. */
  | { kind: "signIn" }
  /** 10022: the hour's downloads are used; the next one is possible in this many minutes. */
  | { kind: "limited"; minutes: number; max: number }
  /** Any other refusal, to be shown with its code's text. */
  | { kind: "refused"; envelope: Envelope<unknown> }
  /** No answer at all (offline, a timeout, a proxy's error page). */
  | { kind: "unreachable" };

const FALLBACK_FILENAME = "my-data.json";

/** The file name of a Content-Disposition header (`attachment; filename="my-data-2026-11-28.json"`). */
export function filenameOf(disposition: string | null): string {
  const name = disposition && /filename="([^"\\/]+)"/.exec(disposition)?.[1];
  return name || FALLBACK_FILENAME;
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};

export async function requestPersonalData(
  url: string,
  doFetch: typeof fetch = fetch,
): Promise<PersonalDataOutcome> {
  let response: Response;
  try {
    response = await doFetch(url, {
      credentials: "include",
      headers: { Accept: "application/json" },
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    });
  } catch {
    return { kind: "unreachable" };
  }
  if (response.ok) {
    return {
      kind: "file",
      file: await response.blob(),
      filename: filenameOf(response.headers.get("content-disposition")),
    };
  }
  if (response.status === 401) return { kind: "signIn" };
  const body: unknown = await response.json().catch(() => null);
  if (!body || typeof body !== "object" || !("code" in body)) return { kind: "unreachable" };
  const envelope = body as Envelope<unknown>;
  const context = record(envelope.errorContext);
  if (envelope.code === Code.tooFrequent && context.reason === "dataExports") {
    const seconds = Number(context.retryAfterSeconds ?? response.headers.get("retry-after"));
    return {
      kind: "limited",
      minutes: Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds / 60) : 60,
      max: Number(context.max) || 0,
    };
  }
  return { kind: "refused", envelope };
}

/** Saves a file the page fetched as a download of the browser, under its name. */
export function saveFile(file: Blob, filename: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file to the browser's download.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
