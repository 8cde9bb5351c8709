import { createHash, randomFillSync } from "node:crypto";
import type { ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

declare module "fastify" {
  interface FastifyInstance {
    /** The portal's Content-Security-Policy, with a nonce or with the hashes of a page's scripts. */
    contentSecurityPolicy: ContentSecurityPolicy;
  }
  interface FastifyReply {
    /** Per-response nonce for the inline scripts of server-rendered pages. */
    cspScriptNonce: string;
  }
}

const nonces = new WeakMap<ServerResponse, string>();

/** The script nonce of a raw response, for handlers that write HTML themselves. */
export const scriptNonceOf = (res: ServerResponse) => nonces.get(res) ?? "";

/**
 * The headers helmet's defaults would write, as constants: writing them from a
 * fixed list costs a fraction of running its middlewares on every response.
 * Videos and images are served to our own pages only (resource policy).
 */
const SECURITY_HEADERS: readonly (readonly [string, string])[] = [
  ["cross-origin-opener-policy", "same-origin"],
  ["cross-origin-resource-policy", "same-origin"],
  ["origin-agent-cluster", "?1"],
  ["referrer-policy", "strict-origin-when-cross-origin"],
  ["strict-transport-security", "max-age=31536000; includeSubDomains"],
  ["x-content-type-options", "nosniff"],
  ["x-dns-prefetch-control", "off"],
  ["x-download-options", "noopen"],
  ["x-frame-options", "SAMEORIGIN"],
  ["x-permitted-cross-domain-policies", "none"],
  ["x-xss-protection", "0"],
];

/**
 * Security headers with a Content-Security-Policy. Scripts need the per-response
 * nonce (React Router's hydration script carries it), or on a cached page the
 * hashes of its inline scripts (server/delivery/pages.ts).
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
  const policy = contentSecurityPolicy(options);
  app.decorateReply("cspScriptNonce", "");
  // Written once per response on the raw response, so that handlers writing it themselves
  // (the identity provider) send them too; a response only adds its nonce to the policy.
  app.addHook("onRequest", async (_request, reply) => {
    // Development's policy allows inline scripts (Vite's) and names no nonce: none is rendered.
    const nonce = options.dev ? "" : nextNonce();
    reply.cspScriptNonce = nonce;
    nonces.set(reply.raw, nonce);
    const raw = reply.raw;
    for (const [name, value] of SECURITY_HEADERS) raw.setHeader(name, value);
    raw.setHeader("content-security-policy", policy.withNonce(nonce));
  });
  app.decorate("contentSecurityPolicy", policy);
});

export type ContentSecurityPolicy = ReturnType<typeof contentSecurityPolicy>;

/**
 * The policy: scripts of our own origin plus either the response's nonce
 * (rendered pages, whose inline scripts carry it) or the hashes of a page's
 * inline scripts (cached pages, the same bytes for every visitor). Inline
 * style attributes stay allowed because Mantine sets CSS variables through them.
 */
export function contentSecurityPolicy(options: {
  dev: boolean;
  formTargets?: readonly string[] | undefined;
}) {
  const directives = (scriptSources: string) =>
    [
      "default-src 'self'",
      `script-src 'self'${options.dev ? " 'unsafe-inline'" : scriptSources}`,
      "script-src-attr 'none'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "media-src 'self' blob:",
      "font-src 'self' data:",
      `connect-src 'self'${options.dev ? " ws:" : ""}`,
      "frame-ancestors 'self'",
      ["form-action 'self'", ...(options.formTargets ?? [])].join(" "),
      "object-src 'none'",
      "base-uri 'self'",
    ].join(";");
  // Development's policy allows inline scripts (Vite's) and has no nonce to fill in.
  const aroundNonce = directives(" 'nonce-{nonce}'").split("{nonce}");
  return {
    withNonce: (nonce: string) => aroundNonce.join(nonce),
    /** For a page whose inline scripts are these (their exact text between the tags). */
    withScripts: (inlineScripts: readonly string[]) =>
      directives([...new Set(inlineScripts.map(scriptHash))].map((hash) => ` '${hash}'`).join("")),
  };
}

/** The CSP source of an inline script: the SHA-256 of its text. */
export const scriptHash = (text: string) =>
  `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;

/**
 * Nonces of 128 random bits, cut from a buffer filled 256 at a time: one call
 * into the random source per 256 responses instead of one per response.
 */
const NONCE_BYTES = 16;
const noncePool = Buffer.alloc(NONCE_BYTES * 256);
let nonceOffset = noncePool.length;
function nextNonce(): string {
  if (nonceOffset === noncePool.length) {
    randomFillSync(noncePool);
    nonceOffset = 0;
  }
  const nonce = noncePool.toString("base64", nonceOffset, nonceOffset + NONCE_BYTES);
  nonceOffset += NONCE_BYTES;
  return nonce;
}

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
