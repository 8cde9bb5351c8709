import { randomBytes } from "node:crypto";
import { describe, expect, test } from "vitest";
import { createSecretBox, isTotpShaped, normaliseCode } from "./second-factor.ts";

describe("second factor secrets at rest (decision 0043)", () => {
  const box = createSecretBox(randomBytes(32));

  test("a sealed secret opens for its account only, and with its key only", () => {
    const sealed = box.seal("JBSWY3DPEHPK3PXP", "account-1");
    expect(sealed).not.toContain("JBSWY3DPEHPK3PXP");
    expect(box.open(sealed, "account-1")).toBe("JBSWY3DPEHPK3PXP");
    // Copied onto another account's row, it does not open.
    expect(() => box.open(sealed, "account-2")).toThrow();
    expect(() => createSecretBox(randomBytes(32)).open(sealed, "account-1")).toThrow();
    // Sealed twice, it reads differently (a fresh nonce each time).
    expect(box.seal("JBSWY3DPEHPK3PXP", "account-1")).not.toBe(sealed);
  });

  test("a key of another length is refused", () => {
    expect(() => createSecretBox(randomBytes(16))).toThrow(/32 bytes/);
  });

  test("codes are read as typed by people: spaces, dashes and capitals do not matter", () => {
    expect(normaliseCode(" 123 456 ")).toBe("123456");
    expect(isTotpShaped("123 456")).toBe(true);
    expect(normaliseCode("AB12-CD34-EF56-GH78")).toBe("ab12cd34ef56gh78");
    expect(isTotpShaped("ab12-cd34-ef56-gh78")).toBe(false);
  });
});
