import { Code, type CodeValue } from "#contract/codes.ts";

/**
 * A refusal a service raises on purpose: it becomes the envelope
 * `{ code, message, errorContext }` with an honest HTTP status.
 */
export class ApiError extends Error {
  override name = "ApiError";
  readonly code: CodeValue;
  readonly httpStatus: number;
  readonly errorContext: Record<string, unknown> | null;

  constructor(
    code: CodeValue,
    message: string,
    options: { httpStatus?: number; errorContext?: Record<string, unknown> } = {},
  ) {
    super(message);
    this.code = code;
    this.httpStatus = options.httpStatus ?? defaultHttpStatus(code);
    this.errorContext = options.errorContext ?? null;
  }
}

function defaultHttpStatus(code: CodeValue): number {
  switch (code) {
    case Code.badRequest:
      return 400;
    case Code.needLogin:
      return 401;
    case Code.forbidden:
      return 403;
    case Code.notFound:
      return 404;
    case Code.failed:
    case Code.other:
      return 500;
    case Code.remoteError:
      return 502;
    case Code.tooFrequent:
      return 429;
    default:
      // Business refusals (enrolment, exam codes) are the caller's to resolve.
      return code >= 30000 && code < 40000 ? 500 : 409;
  }
}

export const badRequest = (fields: Record<string, string>, message = "Invalid request") =>
  new ApiError(Code.badRequest, message, { errorContext: { fields } });

export const notFound = (message = "Not found") => new ApiError(Code.notFound, message);

export const needLogin = () => new ApiError(Code.needLogin, "Login required");
