import type { FastifyError, FastifyInstance } from "fastify";
import { ApiError } from "./errors.ts";

/**
 * Error codes of a database or cache that is unreachable, restarting or
 * overloaded: network errors, PostgreSQL's admin shutdown, cannot-connect-now,
 * connection exceptions (class 08), too many connections and a statement
 * cancelled by its timeout.
 */
const UNAVAILABLE_CODES = new Set([
  // No page renderer could take the page (server/delivery/render-pool.ts).
  "ERR_PAGE_RENDERERS_UNAVAILABLE",
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENOTFOUND",
  "57P01",
  "57P02",
  "57P03",
  "53300",
  "57014",
]);

const UNAVAILABLE_MESSAGES = [
  "timeout exceeded when trying to connect",
  "Connection terminated",
  "Query read timeout",
  "Client has encountered a connection error",
  "Connection is closed",
  "Stream isn't writeable",
];

/**
 * Whether an error means a backing service is briefly away (answer 503 and
 * let the client retry) rather than a fault of the request or of the code.
 * Follows `cause`, as the query builder wraps the driver's error.
 */
export function isUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== "object") return false;
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof code === "string" && (UNAVAILABLE_CODES.has(code) || code.startsWith("08")))
      return true;
    if (typeof message === "string" && UNAVAILABLE_MESSAGES.some((m) => message.includes(m)))
      return true;
    current = cause;
  }
  return false;
}

/** Seconds a client is asked to wait before retrying a 503. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * The error handler of everything outside /api (pages, sign-in, media): a
 * short text with an honest status, never the error's own message, which may
 * hold SQL or paths. /api has its own handler that answers with the envelope.
 */
export function plainErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    // A refusal raised on purpose says what it means.
    if (error instanceof ApiError)
      return reply.status(error.httpStatus).type("text/plain; charset=utf-8").send(error.message);
    if (isUnavailable(error)) {
      request.log.warn({ err: error }, "a backing service is unavailable");
      return reply
        .status(503)
        .header("retry-after", String(RETRY_AFTER_SECONDS))
        .type("text/plain; charset=utf-8")
        .send("The service is briefly unavailable. Please try again in a moment.");
    }
    const status =
      typeof error.statusCode === "number" && error.statusCode >= 400 && error.statusCode < 500
        ? error.statusCode
        : 500;
    if (status >= 500) request.log.error({ err: error }, "request failed");
    return reply
      .status(status)
      .type("text/plain; charset=utf-8")
      .send(status >= 500 ? "Something went wrong." : "The request could not be handled.");
  });
}
