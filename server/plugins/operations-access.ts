import { BlockList, isIP } from "node:net";
import { timingSafeEqual } from "node:crypto";
import type { FastifyRequest } from "fastify";
import type { MetricsAccess } from "../config.ts";

/**
 * Who may read an operations endpoint (/metrics; decision 0044): in
 * production mode nobody unless the operator names them, by a bearer token
 * (METRICS_TOKEN), by client address ranges (METRICS_ALLOW), or both, which
 * must then both hold. The address is the one Fastify derives under
 * TRUST_PROXY, so a client cannot name its own through X-Forwarded-For.
 *
 * - `allowed`: serve it;
 * - `hidden`: answer 404, as if there were nothing (closed, or another address);
 * - `unauthorised`: answer 401 with a Bearer challenge (the token is missing or wrong).
 */
export type OperationsVerdict = "allowed" | "hidden" | "unauthorised";

export function operationsGate(
  access: MetricsAccess,
): (request: FastifyRequest) => OperationsVerdict {
  if (access.kind === "open") return () => "allowed";
  if (access.kind === "closed") return () => "hidden";
  const ranges = access.allow ? rangesOf(access.allow) : null;
  const expected = access.token ? Buffer.from(`Bearer ${access.token}`) : null;
  return (request) => {
    if (ranges && !inRanges(ranges, request.ip)) return "hidden";
    if (expected) {
      const given = Buffer.from(request.headers.authorization ?? "");
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        return "unauthorised";
    }
    return "allowed";
  };
}

function rangesOf(entries: string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address, prefix] = entry.split("/") as [string, string | undefined];
    const type = isIP(address) === 6 ? "ipv6" : "ipv4";
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

/** A dual-stack socket reports IPv4 clients as `::ffff:a.b.c.d`: they match IPv4 ranges. */
function inRanges(ranges: BlockList, address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  const plain = mapped ? mapped[1]! : address;
  const type = isIP(plain);
  if (type === 0) return false;
  return ranges.check(plain, type === 6 ? "ipv6" : "ipv4");
}
