import type { FastifyRequest } from "fastify";
import { describe, expect, test } from "vitest";
import { operationsGate } from "./operations-access.ts";

const TOKEN = "scrape-token-0123456789";
const request = (ip: string, authorization?: string) =>
  ({ ip, headers: authorization ? { authorization } : {} }) as unknown as FastifyRequest;

describe("who reads the operations endpoints (decision 0044)", () => {
  test("open lets everyone in, closed nobody", () => {
    expect(operationsGate({ kind: "open" })(request("198.51.100.1"))).toBe("allowed");
    expect(operationsGate({ kind: "closed" })(request("127.0.0.1", `Bearer ${TOKEN}`))).toBe(
      "hidden",
    );
  });

  test("an allow-list admits its addresses and ranges, IPv4 as a dual-stack socket reports it too", () => {
    const gate = operationsGate({
      kind: "restricted",
      token: undefined,
      allow: ["203.0.113.0/24", "192.0.2.7", "2001:db8::/32"],
    });
    for (const ip of ["203.0.113.9", "::ffff:203.0.113.9", "192.0.2.7", "2001:db8::1"])
      expect(gate(request(ip)), ip).toBe("allowed");
    for (const ip of ["203.0.114.1", "192.0.2.8", "2001:db9::1", "::ffff:198.51.100.1", "junk"])
      expect(gate(request(ip)), ip).toBe("hidden");
  });

  test("a token alone: the exact bearer token, else a challenge", () => {
    const gate = operationsGate({ kind: "restricted", token: TOKEN, allow: undefined });
    expect(gate(request("198.51.100.1", `Bearer ${TOKEN}`))).toBe("allowed");
    expect(gate(request("198.51.100.1"))).toBe("unauthorised");
    expect(gate(request("198.51.100.1", `Bearer ${TOKEN}x`))).toBe("unauthorised");
    expect(gate(request("198.51.100.1", TOKEN))).toBe("unauthorised");
  });

  test("both: the address first (another one sees nothing), then the token", () => {
    const gate = operationsGate({ kind: "restricted", token: TOKEN, allow: ["10.0.0.0/8"] });
    expect(gate(request("10.1.2.3", `Bearer ${TOKEN}`))).toBe("allowed");
    expect(gate(request("10.1.2.3"))).toBe("unauthorised");
    expect(gate(request("198.51.100.1", `Bearer ${TOKEN}`))).toBe("hidden");
  });
});
