import { z } from "zod";

/**
 * Row ids are PostgreSQL `integer` columns. A larger number names no row, so it
 * is refused as input (400 naming the field) instead of reaching the database,
 * which would fail the query (500).
 */
export const MAX_ID = 2_147_483_647;

/** A row id, in a query (a string, coerced) or in a JSON body. */
export const idSchema = z.coerce.number<number>().int().positive().max(MAX_ID);

/**
 * The site and language every call outside /front-api/ carries: in the query of
 * a GET, in the body of a POST (learner §7, ARCHITECTURE §4). Declared in each
 * call's schema so it is validated and documented at /api/docs; the check
 * against the host's tenant runs after validation, before the handler. Without
 * languageId (or with an empty one) the call acts in the site's base language.
 */
export const scopeSchema = z.object({
  siteId: idSchema,
  languageId: z.preprocess((value) => (value === "" ? undefined : value), idSchema.optional()),
});
export type ApiScope = z.output<typeof scopeSchema>;

/** The scope fragment's fields, which the browser client fills in for the caller. */
export type ScopeField = keyof ApiScope;

/** One API call: its path under /api, method, request and response (`data` of the envelope). */
export type Endpoint = {
  path: string;
  method: "GET" | "POST";
  /** The query of a GET, the JSON body of a POST, the query of a multipart upload. */
  request: z.ZodType;
  /** `data` of a successful envelope. */
  response: z.ZodType;
  /** A multipart/form-data upload: the file goes in the body, the scope in the query. */
  multipart?: true;
  /**
   * A file download (a GET): on success the body is the file itself, as an
   * attachment, and `response` is the file's shape when it is JSON, else
   * null; a refusal is the envelope as usual. The browser links to it (or
   * fetches it to say why it was refused) rather than calling it through the
   * client.
   */
  download?: true;
};

/** A domain's calls by name; `as const` keeps each method and path literal. */
export const endpoints = <const T extends Record<string, Endpoint>>(calls: T): T => calls;
