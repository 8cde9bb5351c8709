import { describe, expect, test } from "vitest";
import {
  hasVatDigits,
  missingSupplementFields,
  regionMismatches,
  requiredProfileFields,
  safeTarget,
} from "./identity-rules.ts";
import { profileSchema, userUpdateSchema } from "./identity.ts";

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
    ["vatNumber", "GB"],
    ["vatNumber", "GB-1"],
  ])("%s = %s is refused", (field, value) => {
    expect(userUpdateSchema.safeParse({ ...valid, [field]: value }).success).toBe(false);
  });

  test.each([
    ["phoneNumber", "0170123;0170456"],
    ["phoneCode", "49"],
    ["vatNumber", "DE123456789"],
    ["vatNumber", "GB 123 4567 89"],
    ["vatNumber", "12"],
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

describe("the profile as a site saves it (frame §5)", () => {
  const names = { firstName: "Lina", lastName: "Haddad" };
  const issues = (flags: Parameters<typeof profileSchema>[0], value: Record<string, unknown>) => {
    const result = profileSchema(flags).safeParse(value);
    return Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path[0], issue.message]),
    );
  };

  test("the names are required on every site, with frame §5's messages", () => {
    expect(issues({}, { firstName: " ", lastName: "" })).toEqual({
      firstName: "please input first name",
      lastName: "please input last name",
    });
    expect(issues({}, names)).toEqual({});
  });

  test.each([
    ["phoneNumber", "please input phone number"],
    ["postcode", "please input postcode"],
    ["address", "please input address"],
    ["companyName", "please input company"],
    ["country", "please select country"],
    ["province", "please select province"],
    ["city", "please select city"],
    ["type", "please select type"],
  ] as const)("a site flagging %s requires it: %s", (field, message) => {
    expect(issues({ [field]: "1" }, names)[field]).toBe(message);
    expect(issues({ [field]: "0" }, names)[field]).toBeUndefined();
  });

  test("either phone flag asks for both the code and the number", () => {
    expect(requiredProfileFields({ phoneCode: "1" })).toEqual([
      "firstName",
      "lastName",
      "phoneNumber",
      "phoneCode",
    ]);
    expect(issues({ phoneNumber: "1" }, { ...names, phoneNumber: "170" })).toEqual({
      phoneCode: "please input phone number",
    });
  });

  test("a required field and a broken one are reported together", () => {
    expect(issues({ country: "1" }, { ...names, firstName: "x".repeat(31), country: "" })).toEqual({
      firstName: "at most 30 characters",
      country: "please select country",
    });
  });

  test("the VAT number needs at least 2 digits", () => {
    expect(hasVatDigits("GB 1")).toBe(false);
    expect(hasVatDigits("GB 12")).toBe(true);
    expect(issues({}, { ...names, vatNumber: "ABC" })).toEqual({
      vatNumber: "enter numbers with at least 2 digits",
    });
  });
});

describe("chained regions (frame §5)", () => {
  const tree = [
    {
      name: "Germany",
      children: [{ name: "Bayern", children: [{ name: "München" }] }, { name: "Berlin" }],
    },
    { name: "Canada", children: [] },
  ];
  const at = (country: string, province: string, city: string) =>
    regionMismatches(tree, { country, province, city });

  test("the province and city must be the data's below the chosen country", () => {
    expect(at("Germany", "Bayern", "München")).toEqual([]);
    expect(at("Germany", "Texas", "Austin")).toEqual(["province"]);
    expect(at("Germany", "Bayern", "Hamburg")).toEqual(["city"]);
  });

  test("where the data has nothing, any text goes", () => {
    expect(at("Canada", "Ontario", "Toronto")).toEqual([]);
    expect(at("Atlantis", "North", "Capital")).toEqual([]);
    expect(at("Germany", "Berlin", "Berlin")).toEqual([]);
    expect(at("Germany", "", "")).toEqual([]);
  });
});
