import { expect, test } from "vitest";
import { emptyValues as empty } from "./enrolment.fixture.ts";
import type { SupplementFlags, SupplementValues } from "./supplement-form.ts";
import { supplementErrors } from "./supplement-schema.ts";

const valid = (values: SupplementValues, flags: SupplementFlags) =>
  Object.keys(supplementErrors(values, flags)).length === 0;

test("confirm stays disabled while a flagged field is empty; unflagged fields do not count", () => {
  const flags: SupplementFlags = { firstName: "1", lastName: "1", country: "1" };
  const values = { ...empty, firstName: "Layla", lastName: "Haddad" };
  expect(valid(values, flags)).toBe(false);
  expect(supplementErrors(values, flags)).toEqual({ country: "enrolment.info.required.country" });
  expect(valid({ ...values, country: "Germany" }, flags)).toBe(true);
  expect(valid({ ...values, country: "   " }, flags)).toBe(false);
});

test("a phone is missing when its code or its number is empty, and takes digits and semicolons only", () => {
  const flags: SupplementFlags = { phoneNumber: "1" };
  expect(supplementErrors({ ...empty, phoneNumber: "5551234" }, flags).phoneNumber).toBe(
    "enrolment.info.required.phone",
  );
  expect(supplementErrors({ ...empty, phoneCode: "971" }, flags).phoneNumber).toBe(
    "enrolment.info.required.phone",
  );
  expect(
    supplementErrors({ ...empty, phoneCode: "+971", phoneNumber: "555" }, flags).phoneNumber,
  ).toBe("enrolment.info.phoneChars");
  expect(valid({ ...empty, phoneCode: "971", phoneNumber: "555;556" }, flags)).toBe(true);
});

test("a required VAT number has 2 to 50 characters; other texts keep their limits", () => {
  const flags: SupplementFlags = { vatNumber: "1", firstName: "1" };
  const base = { ...empty, firstName: "Layla" };
  expect(supplementErrors({ ...base, vatNumber: "1" }, flags).vatNumber).toBe(
    "enrolment.info.vatLength",
  );
  expect(valid({ ...base, vatNumber: "12" }, flags)).toBe(true);
  expect(valid({ ...base, vatNumber: "x".repeat(50) }, flags)).toBe(true);
  expect(valid({ ...base, vatNumber: "x".repeat(51) }, flags)).toBe(false);
  expect(supplementErrors({ ...base, firstName: "x".repeat(31), vatNumber: "12" }, flags)).toEqual({
    firstName: "enrolment.info.tooLong",
  });
});

test("a phone error marks both of its inputs", () => {
  expect(supplementErrors({ ...empty, phoneCode: "971" }, { phoneCode: "1" })).toEqual({
    phoneCode: "enrolment.info.required.phone",
    phoneNumber: "enrolment.info.required.phone",
  });
  expect(
    supplementErrors(
      { ...empty, phoneCode: "971", phoneNumber: "9".repeat(31) },
      { phoneNumber: "1" },
    ),
  ).toEqual({ phoneCode: "enrolment.info.tooLong", phoneNumber: "enrolment.info.tooLong" });
});
