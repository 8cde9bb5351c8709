import { createReadStream } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import {
  BRAND_LOGO_DIR,
  BRAND_LOGO_NAME,
  BRAND_LOGO_TYPES,
  brandLogoDir,
  type BrandLogoExtension,
} from "./brand-logos.service.ts";

/**
 * Tenant logos (brand-logos.service.ts), for every visitor of every tenant and
 * the identity provider's pages, and before any tenant resolves. Their names
 * are their content: a browser keeps one for good. An SVG opened at its own
 * address runs nothing and loads nothing (a sandboxing policy of its own).
 */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

export async function brandLogoRoutes(app: FastifyInstance, options: { dataDir: string }) {
  const dir = brandLogoDir(options.dataDir);
  app.get<{ Params: { name: string } }>(
    `/uploads/${BRAND_LOGO_DIR}/:name`,
    { config: { tenantless: true }, schema: { hide: true } },
    async (request, reply) => {
      const match = BRAND_LOGO_NAME.exec(request.params.name);
      if (!match) return reply.status(404).send();
      const extension = match[1] as BrandLogoExtension;
      const stream = createReadStream(path.join(dir, request.params.name));
      return new Promise((resolve) => {
        stream.once("error", () => resolve(reply.status(404).send()));
        stream.once("open", () => {
          if (extension === "svg") {
            // In place of the portal's policy, written on the raw response for every request.
            reply.raw.setHeader("content-security-policy", SVG_POLICY);
            reply.header("content-security-policy", SVG_POLICY);
          }
          resolve(
            reply
              .type(BRAND_LOGO_TYPES[extension])
              .header("x-content-type-options", "nosniff")
              .header("cache-control", "public, max-age=31536000, immutable")
              .send(stream),
          );
        });
      });
    },
  );
}
