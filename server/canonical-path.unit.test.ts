import { describe, expect, test } from "vitest";
import { canonicalPath, canonicalTarget } from "./canonical-path.ts";

describe("one spelling per path", () => {
  test.each([
    ["/en/certificate/./verify/HCSA-1", "/en/certificate/verify/HCSA-1"],
    ["/en/certificate/x/../verify/HCSA-1", "/en/certificate/verify/HCSA-1"],
    ["/en/certificate/%2e/verify/HCSA-1", "/en/certificate/verify/HCSA-1"],
    ["/en/certificate/%2E%2E/certificate/verify/HCSA-1", "/en/certificate/verify/HCSA-1"],
    ["/en//certificate///verify/HCSA-1", "/en/certificate/verify/HCSA-1"],
    ["/en/certificate/verify/HCSA-1/", "/en/certificate/verify/HCSA-1"],
    ["/en/certificate\\verify/HCSA-1", "/en/certificate/verify/HCSA-1"],
    ["/en/c%65rtificate/v%45rify/HCSA-1", "/en/certificate/vErify/HCSA-1"],
    ["/en/search/caf%c3%a9", "/en/search/caf%C3%A9"],
    ["/../../etc/passwd", "/etc/passwd"],
    ["//evil.example/path", "/evil.example/path"],
    ["/", "/"],
    ["", "/"],
  ])("%s is spelt %s", (path, canonical) => {
    expect(canonicalPath(path)).toBe(canonical);
  });

  test("a canonical path stays as it is, escapes of reserved characters included", () => {
    for (const path of ["/", "/en", "/en/certificate/verify/HCSA-2222", "/a%2Fb", "/.well-known/x"])
      expect(canonicalTarget(path)).toBeNull();
  });

  test("the query is kept as it came, only the path is rewritten", () => {
    expect(canonicalTarget("/api//x/?a=%2e&b=/./")).toBe("/api/x?a=%2e&b=/./");
    expect(canonicalTarget("/api/x?a=//")).toBeNull();
  });
});
