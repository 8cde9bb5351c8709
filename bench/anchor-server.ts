import Fastify from "fastify";

/**
 * The bench's anchor: a Fastify "hello world" in a process of its own,
 * measured in the same run and with the same settings as the portal's
 * targets, so the figures can be read against what this machine does at
 * that moment with no work per request. `node bench/anchor-server.ts <port>`.
 */
const port = Number(process.argv[2] ?? 3401);
const app = Fastify({ logger: false });
app.get("/", async () => ({ hello: "world" }));
await app.listen({ port, host: "127.0.0.1" });
process.once("SIGTERM", () => void app.close().then(() => process.exit(0)));
