import type { RouteOptions } from "fastify";
import { apiEndpoints, type ApiPath } from "#contract/api.ts";
import type { Endpoint } from "#contract/endpoint.ts";

/** `data` of an envelope schema (contract/envelope.ts), which wraps it as nullable. */
function dataOf(envelope: unknown): unknown {
  const data = (envelope as { shape?: { data?: { unwrap?: () => unknown } } } | undefined)?.shape
    ?.data;
  return data?.unwrap?.();
}

/**
 * Every API route takes its request and response schemas from the contract
 * (contract/api.ts), the source of the browser client's types: a route that is
 * not in it, or that validates with other schemas than its entry, would let the
 * two drift apart. Such a route stops the server at start-up. `path` is the
 * route's path under /api.
 */
export function checkRouteContract(
  route: Pick<RouteOptions, "method" | "schema">,
  path: string,
): void {
  const schema = route.schema ?? {};
  const response = schema.response as Record<number, unknown> | undefined;
  const methods = [route.method].flat().filter((method) => method !== "HEAD");
  if ((schema as { hide?: boolean }).hide || methods.length === 0) return;
  const endpoint = (apiEndpoints as Record<string, Endpoint | undefined>)[path as ApiPath];
  const where = `${methods.join(",")} /api${path}`;
  if (!endpoint) throw new Error(`${where} has no entry in the contract (contract/api.ts)`);
  if (methods.length !== 1 || methods[0] !== endpoint.method)
    throw new Error(`${where}: the contract says ${endpoint.method}`);
  const request =
    endpoint.method === "GET" || endpoint.multipart ? schema.querystring : schema.body;
  if (request !== endpoint.request)
    throw new Error(`${where} does not validate with the contract's request schema`);
  // A download answers the file itself: no envelope to serialise on success.
  if (endpoint.download) {
    if (response?.[200] !== undefined)
      throw new Error(`${where} is a download: its file is not an envelope`);
    return;
  }
  if (dataOf(response?.[200]) !== endpoint.response)
    throw new Error(`${where} does not answer with the contract's response schema`);
}
