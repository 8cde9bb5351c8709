import { createRequire } from "node:module";
import type { FastifyRequest } from "fastify";

type GeoIpCountry = { lookup(ip: string): { country: string } | null };

let geoip: GeoIpCountry | undefined;

/**
 * The visitor's ISO country code: from the trusted proxy header when one is
 * configured (a CDN knows better than we do), else from the offline GeoIP
 * database shipped in the geoip-country package (loaded on first use).
 */
export function countryOfRequest(
  request: FastifyRequest,
  trustedHeader: string | undefined,
): string | null {
  if (trustedHeader) {
    const code = countryInHeader(request.headers[trustedHeader]);
    if (code) return code;
  }
  geoip ??= createRequire(import.meta.url)("geoip-country") as GeoIpCountry;
  return geoip.lookup(request.ip)?.country ?? null;
}

/**
 * The country the trusted header names, or null when it names none (absent,
 * unknown `XX`, not a two-letter code): then the address is looked up.
 */
export function countryInHeader(value: string | string[] | undefined): string | null {
  const code = (Array.isArray(value) ? value[0] : value)?.trim().toUpperCase();
  return code && /^[A-Z]{2}$/.test(code) && code !== "XX" ? code : null;
}
