import { randomBytes } from "node:crypto";
import type { ServerResponse } from "node:http";
import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

declare module "fastify" {
  interface FastifyReply {
    /** Per-response nonce for the inline scripts of server-rendered pages. */
    cspScriptNonce: string;
  }
}

const nonces = new WeakMap<ServerResponse, string>();

/** The script nonce of a raw response, for handlers that write HTML themselves. */
export const scriptNonceOf = (res: ServerResponse) => nonces.get(res) ?? "";

/**
 * Security headers with a Content-Security-Policy. Scripts need the per-response
 * nonce (React Router's hydration script carries it); inline style attributes
 * stay allowed because Mantine sets CSS variables through them.
 */
export const security = fp(async function security(
  app: FastifyInstance,
  options: {
    dev: boolean;
    /**
     * Origins a form of the portal may end on after redirects: the identity
     * provider's (logout is a form POST that continues to its end-session page).
     */
    formTargets?: readonly string[];
  },
) {
  app.decorateReply("cspScriptNonce", "");
  app.addHook("onRequest", async (_request, reply) => {
    reply.cspScriptNonce = randomBytes(16).toString("base64");
    nonces.set(reply.raw, reply.cspScriptNonce);
  });
  const scriptNonce = (_req: unknown, res: unknown) =>
    `'nonce-${nonces.get(res as ServerResponse) ?? ""}'`;
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: options.dev ? ["'self'", "'unsafe-inline'"] : ["'self'", scriptNonce],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        mediaSrc: ["'self'", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: options.dev ? ["'self'", "ws:"] : ["'self'"],
        frameAncestors: ["'self'"],
        formAction: ["'self'", ...(options.formTargets ?? [])],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // Videos and images are served to our own pages only.
    crossOriginResourcePolicy: { policy: "same-origin" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
});

/**
 * Lets a page's forms lead to other origins: Chromium applies form-action to
 * the redirects after a form post, and the identity provider's forms end on
 * the portal's other tenant hosts (/user/sso/callback, logout callbacks).
 */
export function allowFormTargets(res: ServerResponse, origins: readonly string[]) {
  const policy = res.getHeader("content-security-policy");
  if (typeof policy !== "string") return;
  res.setHeader(
    "content-security-policy",
    policy.replace("form-action 'self'", `form-action 'self' ${origins.join(" ")}`),
  );
}
