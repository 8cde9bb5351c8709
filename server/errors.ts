import { Code, httpStatusOf, type CodeValue } from "#contract/codes.ts";

/**
 * A refusal a service raises on purpose: it becomes the envelope
 * `{ code, message, errorContext }` with the HTTP status the contract names
 * for its code (contract/codes.ts `httpStatusOf`), unless a refusal says
 * otherwise (an exam that cannot be drawn is ours, not the learner's).
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
    this.httpStatus = options.httpStatus ?? httpStatusOf(code);
    this.errorContext = options.errorContext ?? null;
  }
}

export const badRequest = (fields: Record<string, string>, message = "Invalid request") =>
  new ApiError(Code.badRequest, message, { errorContext: { fields } });

export const notFound = (message = "Not found") => new ApiError(Code.notFound, message);

export const needLogin = () => new ApiError(Code.needLogin, "Login required");
