import type { FastifyReply, FastifyRequest } from "fastify";
import { Code } from "#contract/codes.ts";
import type { Envelope } from "#contract/envelope.ts";

/**
 * Seconds a client is asked to wait before asking a portal that is not set
 * up again: setting up is a person running a command, not a restart.
 */
export const NOT_SET_UP_RETRY_AFTER_SECONDS = 30;

const MESSAGE = "The portal is not set up yet: its operator runs npm run setup.";

/**
 * The page every path answers until the install is set up (issue 35): a
 * plain, self-contained document for the operator who opens the portal
 * after deploying it. No React render, no tenant, no script: there is nothing
 * to render it with yet.
 */
const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Not set up yet</title>
<style>
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2937;background:#f3f4f6}
main{max-width:36rem;margin:12vh auto;padding:2rem;background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.12)}
h1{font-size:1.5rem;margin:0 0 1rem}
code{font:0.95em ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;background:#f3f4f6;padding:.1em .35em;border-radius:4px}
</style>
</head>
<body>
<main>
<h1>This portal is not set up yet</h1>
<p>The server is running, but no organisation has been created yet, so there is nothing to show.</p>
<p>If you operate this portal, run <code>npm run setup</code> once on the server with the same database settings (see <code>docs/deploy.md</code>). The pages appear as soon as it has finished, without a restart.</p>
<p>If you came here to learn, please come back later.</p>
</main>
</body>
</html>
`;

/**
 * Answers a request to a portal that is not set up: HTTP 503 with
 * Retry-After, the envelope for API calls (ARCHITECTURE §4: a 5xx that
 * exposes nothing) and the page above for everything else. Never cached: the
 * next request after the set-up gets the portal.
 */
export function answerNotSetUp(request: FastifyRequest, reply: FastifyReply) {
  reply
    .status(503)
    .header("retry-after", String(NOT_SET_UP_RETRY_AFTER_SECONDS))
    .header("cache-control", "no-store");
  if (request.url === "/api" || request.url.startsWith("/api/")) {
    const body: Envelope<null> = {
      code: Code.failed,
      data: null,
      message: MESSAGE,
      errorContext: null,
    };
    return reply.type("application/json; charset=utf-8").send(body);
  }
  return reply.type("text/html; charset=utf-8").send(PAGE);
}
