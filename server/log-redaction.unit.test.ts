import { describe, expect, test } from "vitest";
import { redactPath, redactUrl } from "./log-redaction.ts";

describe("secrets never reach the request log", () => {
  test.each([
    ["/idp/password/reset?token=abc.def", "/idp/password/reset?token=[redacted]"],
    ["/en?sign=s3cr3t&other=1&TOKEN=x", "/en?sign=[redacted]&other=1&TOKEN=[redacted]"],
    [
      "/user/sso/callback?code=c0de&state=st4te&iss=http%3A%2F%2Fidp",
      "/user/sso/callback?code=[redacted]&state=[redacted]&iss=http%3A%2F%2Fidp",
    ],
    ["/x?%74oken=encoded", "/x?%74oken=[redacted]"],
    ["/x?%zz=1&token=a", "/x?%zz=[redacted]&token=[redacted]"],
    ["/en/certification/detail/101?tab=exam", "/en/certification/detail/101?tab=exam"],
    ["/api/x", "/api/x"],
  ])("%s", (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });

  test("a signed media token in the path is replaced", () => {
    expect(redactPath("/media/s/eyJhbGc.sig/course/1.mp4?x=1")).toBe(
      "/media/s/[redacted]/course/1.mp4?x=1",
    );
  });
});
