import { z } from "zod";
import type { CodeValue } from "./codes.ts";

/** Every API response: `{ code, data, message, errorContext }` (learner §7). */
export type Envelope<T = unknown> = {
  code: CodeValue;
  data: T | null;
  message: string;
  errorContext: Record<string, unknown> | null;
};

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({
    code: z.number().int(),
    data: data.nullable(),
    message: z.string(),
    errorContext: z.record(z.string(), z.unknown()).nullable(),
  });

/** errorContext of a 400: which input fields failed and why. */
export type FieldErrors = Record<string, string>;
