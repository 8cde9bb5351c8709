import type { FastifyInstance, FastifyError } from "fastify";
import fp from "fastify-plugin";
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from "fastify-type-provider-zod";
import { Code } from "#contract/codes.ts";
import type { Envelope } from "#contract/envelope.ts";
import { ApiError } from "../errors.ts";
import { isUnavailable, RETRY_AFTER_SECONDS } from "../faults.ts";

export function ok<T>(data: T): Envelope<T> {
  return { code: Code.success, data, message: "success", errorContext: null };
}

function fail(error: ApiError): Envelope<null> {
  return { code: error.code, data: null, message: error.message, errorContext: error.errorContext };
}

/**
 * Turns every error under /api into the envelope: validation -> 400 with the
 * failing fields, unknown route -> 404, ApiError -> its code, anything else ->
 * 500 with a generic message (the details go to the log only).
 */
export const apiEnvelope = fp(async function apiEnvelope(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.status(error.httpStatus).send(fail(error));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const where = issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || "(root)";
        fields[where] ??= issue.message ?? "invalid";
      }
      return reply
        .status(400)
        .send(fail(new ApiError(Code.badRequest, "Invalid request", { errorContext: { fields } })));
    }
    if (isResponseSerializationError(error)) {
      request.log.error(
        { err: error, issues: error.cause.issues },
        "response does not match its schema",
      );
      return reply.status(500).send(fail(new ApiError(Code.failed, "System error")));
    }
    if (isUnavailable(error)) {
      request.log.warn({ err: error }, "a backing service is unavailable");
      return reply
        .status(503)
        .header("retry-after", String(RETRY_AFTER_SECONDS))
        .send(
          fail(
            new ApiError(
              Code.failed,
              "The service is briefly unavailable. Please try again in a moment.",
            ),
          ),
        );
    }
    const status = typeof error.statusCode === "number" ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, "request failed");
      return reply.status(500).send(fail(new ApiError(Code.failed, "System error")));
    }
    // Fastify's own 4xx (malformed JSON, body too large, bad content type).
    const code =
      status === 401
        ? Code.needLogin
        : status === 403
          ? Code.forbidden
          : status === 404
            ? Code.notFound
            : Code.badRequest;
    return reply.status(status).send(fail(new ApiError(code, error.message)));
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send(
        fail(
          new ApiError(Code.notFound, `No route ${request.method} ${request.url.split("?")[0]}`),
        ),
      );
  });
});
