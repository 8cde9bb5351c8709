import { describe, expect, test } from "vitest";
import { missingSupplementFields, safeTarget } from "./identity-rules.ts";
import { userUpdateSchema } from "./identity.ts";

describe("safeTarget: redirects only to our own paths", () => {
  test.each([
    ["/en/my-learning", "/en/my-learning"],
    ["/en/search?keyword=ip%20camera", "/en/search?keyword=ip%20camera"],
    ["/eu/de/certification/detail/5#take-exam", "/eu/de/certification/detail/5#take-exam"],
  ])("keeps %s", (target, expected) => expect(safeTarget(target, "/en")).toBe(expected));

  test.each([
    "//evil.com",
    "//evil.com/en",
    "/\\evil.com",
    "\\\\evil.com",
    "https://evil.com/en",
    "http:/evil.com",
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "%2F%2Fevil.com",
    "/%2F%2Fevil.com",
    "%252F%252Fevil.com",
    "/%5Cevil.com",
    "/%09/evil.com",
    "/\t/evil.com",
    "en/my-learning",
    "",
    "%E0%A4%A",
  ])("refuses %s", (target) => expect(safeTarget(target, "/en")).toBe("/en"));

  /** Payloads that try to leave the portal after decoding and path normalisation. */
  const escapes = [
    "/.//evil.example",
    "/./evil.example/..//evil.example",
    "/a/..//evil.example",
    "/a/b/../..//evil.example",
    "/%2e//evil.example",
    "/%2E%2E//evil.example",
    "/%2e%2e/%2fevil.example",
    "/.%2f/evil.example",
    "/..//evil.example",
    "/./%2F/evil.example",
    "/%5C%5Cevil.example",
    "/.\\/evil.example",
    "/\t/evil.example",
    "/%0A/evil.example",
    "/ /evil.example",
    "javascript://%0Aalert(1)",
    "/javascript:alert(1)//",
  ];

  test.each(escapes)("%s stays on the portal", (target) => {
    const result = safeTarget(target, "/en");
    expect(result.startsWith("/")).toBe(true);
    expect(result.startsWith("//")).toBe(false);
    expect(result.startsWith("/\\")).toBe(false);
    // Resolved the way a browser resolves a Location header, the answer names our origin.
    expect(new URL(result, "https://academy.example").origin).toBe("https://academy.example");
  });

  test.each(["/.//evil.example", "/a/..//evil.example", "/%2e//evil.example"])(
    "%s, which normalises to //evil.example, falls back",
    (target) => expect(safeTarget(target, "/en")).toBe("/en"),
  );

  test("refuses non-strings", () => {
    expect(safeTarget(undefined, "/ar")).toBe("/ar");
    expect(safeTarget(["/en"], "/ar")).toBe("/ar");
  });
});

describe("user update validation (frame §5)", () => {
  const valid = { firstName: "Lina", lastName: "Haddad" };

  test("first and last name are required", () => {
    const result = userUpdateSchema.safeParse({ firstName: " ", lastName: "" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path[0]).sort()).toEqual(["firstName", "lastName"]);
  });

  test.each([
    ["firstName", "x".repeat(31)],
    ["lastName", "x".repeat(31)],
    ["phoneNumber", "1".repeat(31)],
    ["postcode", "1".repeat(31)],
    ["vatNumber", "1".repeat(51)],
    ["address", "x".repeat(201)],
    ["phoneNumber", "+49 170"],
    ["phoneCode", "+49"],
    ["vatNumber", "1"],
  ])("%s = %s is refused", (field, value) => {
    expect(userUpdateSchema.safeParse({ ...valid, [field]: value }).success).toBe(false);
  });

  test.each([
    ["phoneNumber", "0170123;0170456"],
    ["phoneCode", "49"],
    ["vatNumber", "DE123456789"],
    ["vatNumber", ""],
    ["address", "x".repeat(200)],
  ])("%s = %s is accepted", (field, value) => {
    expect(userUpdateSchema.safeParse({ ...valid, [field]: value }).success).toBe(true);
  });
});

describe("missing supplement fields (frame §5)", () => {
  test("a phone is missing when the number or the code is empty", () => {
    const flags = { phoneNumber: "1", phoneCode: "0" } as const;
    expect(missingSupplementFields(flags, { phoneNumber: "123", phoneCode: "" })).toEqual([
      "phoneNumber",
    ]);
    expect(missingSupplementFields(flags, { phoneNumber: "123", phoneCode: "49" })).toEqual([]);
  });

  test("only flagged fields count", () => {
    expect(
      missingSupplementFields({ vatNumber: "1", city: "0" }, { vatNumber: " ", city: "" }),
    ).toEqual(["vatNumber"]);
  });
});
