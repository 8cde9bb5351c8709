import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { Counter, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import type { MetricsAccess } from "../config.ts";
import { operationsGate } from "./operations-access.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Counts a GET answered by the page front, before Fastify's request cycle (decision 0030). */
    countFrontResponse(route: string, status: number, seconds: number): void;
  }
}

/**
 * Prometheus metrics at /metrics: process defaults and request latency by
 * route, read by whom the configuration names (METRICS_TOKEN, METRICS_ALLOW;
 * nobody in production mode when neither is set; server/plugins/operations-access.ts).
 */
export const metrics = fp(async function metrics(
  app: FastifyInstance,
  options: { access: MetricsAccess },
) {
  const gate = operationsGate(options.access);
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "HTTP request latency by route",
    labelNames: ["method", "route", "status"],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  // How much of the traffic the page front takes off the request cycle.
  const frontResponses = new Counter({
    name: "http_front_responses_total",
    help: "Responses answered by the page front from what was kept, by route",
    labelNames: ["route", "status"],
    registers: [registry],
  });
  app.decorate("countFrontResponse", (route, status, seconds) => {
    const labels = { route, status: String(status) };
    duration.observe({ method: "GET", ...labels }, seconds);
    frontResponses.inc(labels);
  });
  app.addHook("onResponse", async (request, reply) => {
    duration.observe(
      {
        method: request.method,
        // The route pattern, never the raw URL: label values stay few.
        route: request.routeOptions.url ?? "unmatched",
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });
  app.get(
    "/metrics",
    { schema: { hide: true }, config: { tenantless: true } },
    async (request, reply) => {
      const verdict = gate(request);
      if (verdict === "hidden")
        return reply.status(404).type("text/plain; charset=utf-8").send("Not found");
      if (verdict === "unauthorised")
        return reply.status(401).header("www-authenticate", "Bearer").send();
      reply.type(registry.contentType);
      return registry.metrics();
    },
  );
});
