import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyRequest,
  preValidationHookHandler,
} from "fastify";
import type { z } from "zod";
import type { Endpoint } from "#contract/endpoint.ts";
import { envelopeSchema } from "#contract/envelope.ts";
import { ok } from "./plugins/envelope.ts";

/** What one call of the contract does, and how /api/docs describes it. */
export type Call<E extends Endpoint> = {
  summary: string;
  /** The docs' group, when it is not the domain's ("admin"). */
  tags?: string[];
  /** Runs before validation (a value the spec puts in the query of a POST). */
  preValidation?: preValidationHookHandler;
  /**
   * The route's config: `sharedWithVisitors` (a visitor's answer may be kept
   * and given to every visitor, visitor-responses.ts), `languageScope:
   * "tenant"` (the languageId names a language of another of the tenant's sites).
   */
  config?: FastifyContextConfig;
  handle(
    request: FastifyRequest,
    input: z.output<E["request"]>,
  ): Promise<z.input<E["response"]>> | z.input<E["response"]>;
};

/** Every call of a domain's contract, by name: a call without a handler does not compile. */
export type CallTable<A extends Record<string, Endpoint>> = { [K in keyof A]: Call<A[K]> };

/**
 * Registers a domain's calls from its contract: method, path and schemas come
 * from the contract (route-contract.ts checks them), the handler answers the
 * envelope's `data`.
 */
export function registerCalls<A extends Record<string, Endpoint>>(
  app: FastifyInstance,
  api: A,
  calls: CallTable<A>,
  tags: string[],
): void {
  for (const name of Object.keys(api) as (keyof A & string)[]) {
    const endpoint: Endpoint = api[name]!;
    // Each handler takes its own call's input; the loop only pairs them by name.
    const call = calls[name] as Call<Endpoint>;
    const input = endpoint.method === "GET" ? "querystring" : "body";
    app.route({
      method: endpoint.method,
      url: endpoint.path,
      schema: {
        tags: call.tags ?? tags,
        summary: call.summary,
        [input]: endpoint.request,
        response: { 200: envelopeSchema(endpoint.response) },
      },
      ...(call.preValidation ? { preValidation: call.preValidation } : {}),
      ...(call.config ? { config: call.config } : {}),
      handler: async (request) =>
        ok(await call.handle(request, input === "body" ? request.body : request.query)),
    });
  }
}
